/**
 * Where a deny or ask rule names a command that runs, but Claude Code's own
 * matcher does not see it: behind a wrapper it does not strip (`sudo`,
 * `env`), under a full path (`/bin/rm`), inside code another command runs
 * (`bash -c '…'`, `eval`, `find -exec`), or with the flags spelled another
 * way (`rm -fr` for a rule on `rm -rf`). explain reports Claude Code's
 * decision and an `agent-misses` risk naming the rule; lint reports such
 * rules.
 */
import type { Risk } from '../../core/types.js';
import { risk } from '../../core/faithful.js';
import { bashPatternMatches, literalPrefix } from './bash-pattern.js';
import { denyTexts, type SubCommand } from './shell-view.js';
import type { ClaudeRule, ClaudeStack } from './stack.js';
import type { Decision } from '../../core/types.js';
import { bashCandidates } from './rule-index.js';
import { code, where } from './state.js';

const LONG_FLAGS: Readonly<Record<string, string>> = { '--recursive': 'r', '--force': 'f', '-R': 'r', '--verbose': 'v', '--all': 'a' };

/** Short-flag letters and literal words of a command's or rule's words. */
function shape(words: readonly string[]): { words: string[]; flags: Set<string> } {
  const flags = new Set<string>();
  const plain: string[] = [];
  for (const w of words) {
    if (Object.hasOwn(LONG_FLAGS, w)) flags.add(LONG_FLAGS[w]!);
    else if (/^-[A-Za-z]+$/.test(w)) for (const c of w.slice(1)) flags.add(c);
    else if (!w.startsWith('-')) plain.push(w);
  }
  return { words: plain, flags };
}

const shapes = new Map<string, { program: string; words: string[]; flags: Set<string> } | undefined>();

/** The program, words and short flags of a rule's literal prefix; undefined when it names no flag (computed once per pattern). */
function ruleShape(pattern: string): { program: string; words: string[]; flags: Set<string> } | undefined {
  if (shapes.has(pattern)) return shapes.get(pattern);
  const prefix = literalPrefix(pattern).split(/\s+/).filter((w) => w !== '');
  const sh = prefix.length < 2 ? undefined : shape(prefix.slice(1));
  const out = sh === undefined || sh.flags.size === 0 ? undefined : { program: prefix[0]!, ...sh };
  if (shapes.size > 100_000) shapes.clear();
  shapes.set(pattern, out);
  return out;
}

/**
 * The rule's literal prefix uses the same program, subcommand words and
 * short flags as the command, in another spelling (`rm -rf` vs `rm -fr`,
 * `rm -r -f`, `rm --recursive --force`).
 */
export function sameFlagsOtherSpelling(pattern: string, argv: readonly string[]): boolean {
  const rule = ruleShape(pattern);
  if (rule === undefined || argv[0] !== rule.program) return false;
  const cmd = shape(argv.slice(1));
  for (const f of rule.flags) if (!cmd.flags.has(f)) return false;
  let i = 0;
  for (const w of cmd.words) if (i < rule.words.length && w === rule.words[i]) i++;
  return i === rule.words.length;
}

function why(sub: SubCommand): string {
  if (!sub.visible) return `inside code another command runs (${code(sub.seg.text)}), which Claude Code does not split into subcommands`;
  if (sub.seg.wrappers.length > 0 && sub.deepText !== sub.argv.join(' ')) return `behind ${code(sub.seg.wrappers.join(' '))}, a wrapper Claude Code does not strip`;
  if ((sub.seg.argv[0] ?? '').includes('/')) return `as ${code(sub.seg.argv[0]!)}, and Claude Code matches the program as written`;
  return 'in a spelling Claude Code matches as written';
}

/** Risks for rules of one action that a command runs around. `matched` holds the rules Claude Code did apply. */
export function missedRules(stack: ClaudeStack, action: Decision, subs: readonly SubCommand[], matched: ReadonlySet<ClaudeRule>): Risk[] {
  const out: Risk[] = [];
  // Only a rule on a program some spelling of a part names (or on a wildcard program) can be one it runs around.
  const programs = new Set<string>();
  for (const sub of subs) {
    programs.add(sub.deepText.split(' ')[0] ?? '');
    if (sub.argv[0] !== undefined) programs.add(sub.argv[0]);
    for (const t of denyTexts(sub)) programs.add(t.trim().split(/\s+/)[0] ?? '');
  }
  for (const r of bashCandidates(stack, action, programs)) {
    if (r.inactive !== undefined || r.dead !== undefined || r.matcher.kind !== 'bash' || matched.has(r)) continue;
    const pattern = r.matcher.pattern;
    const flagged = ruleShape(pattern) !== undefined;
    for (const sub of subs) {
      // A part Claude Code sees as whale-perm does, with the rule naming no flag: nothing it could run around.
      if (sub.visible && !flagged && sub.deepText === sub.argv.join(' ')) continue;
      const deep = sub.visible ? [sub.deepText] : [sub.deepText, ...denyTexts(sub)];
      const hit = deep.some((t) => bashPatternMatches(pattern, t));
      const label = `${r.action} rule ${r.text} (${r.origin}${where(r.source) ? `, ${where(r.source)}` : ''})`;
      if (hit) {
        out.push(risk('agent-misses', `${label} names a command that runs here ${why(sub)}; Claude Code does not apply the rule to it, so it does not stop ${code(sub.deepText)}`, { segment: sub.index, evades: [r.source] }));
        break;
      }
      if (sameFlagsOtherSpelling(pattern, sub.argv) || sameFlagsOtherSpelling(pattern, sub.deepText.split(' '))) {
        out.push(risk('agent-misses', `${label} is written for ${code(literalPrefix(pattern))}, but this command spells the same flags differently (${code(sub.seg.text)}); Claude Code matches the text, so the rule does not apply`, { segment: sub.index, evades: [r.source] }));
        break;
      }
    }
  }
  return out;
}

