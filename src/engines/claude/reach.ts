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
import { ruleShape, sameFlagsOtherSpelling } from './flag-shape.js';
import { denyTexts, type SubCommand } from './shell-view.js';
import type { ClaudeRule, ClaudeStack } from './stack.js';
import type { Decision } from '../../core/types.js';
import { bashTextCandidates, flaggedCandidates, rulePosition } from './rule-index.js';

/** A part Claude Code sees as whale-perm does: only a rule naming a flag (spelled another way) can be run around there. */
function seenAlike(sub: SubCommand): boolean {
  return sub.visible && sub.deepText === sub.argv.join(' ');
}

/** The texts of a part a rule's pattern is tried against for a miss. */
function deepTexts(sub: SubCommand): string[] {
  return sub.visible ? [sub.deepText] : [sub.deepText, ...denyTexts(sub)];
}

/**
 * The rules that could be run around in each part, each with the parts (in
 * order) where it could: those whose pattern could match a deeper text of
 * the part (rule index, first two words), and those naming a flag on the
 * part's program. Every other rule fails both tests of missedRules there.
 */
function missCandidates(stack: ClaudeStack, action: Decision, subs: readonly SubCommand[]): Map<ClaudeRule, SubCommand[]> {
  const out = new Map<ClaudeRule, SubCommand[]>();
  const add = (rules: readonly ClaudeRule[], sub: SubCommand) => {
    for (const r of rules) {
      const l = out.get(r);
      if (l === undefined) out.set(r, [sub]);
      else if (l[l.length - 1] !== sub) l.push(sub);
    }
  };
  for (const sub of subs) {
    const deepProgram = sub.deepText.split(' ')[0] ?? '';
    const programs = [sub.argv[0] ?? '', deepProgram, sub.deepText.trim().split(/\s+/)[0] ?? ''];
    add(flaggedCandidates(stack, action, programs), sub);
    if (!seenAlike(sub)) add(bashTextCandidates(stack, action, deepTexts(sub)), sub);
  }
  return out;
}
import { code, where } from './state.js';

function why(sub: SubCommand): string {
  if (!sub.visible) return `inside code another command runs (${code(sub.seg.text)}), which Claude Code does not split into subcommands`;
  if (sub.seg.wrappers.length > 0 && sub.deepText !== sub.argv.join(' ')) return `behind ${code(sub.seg.wrappers.join(' '))}, a wrapper Claude Code does not strip`;
  if ((sub.seg.argv[0] ?? '').includes('/')) return `as ${code(sub.seg.argv[0]!)}, and Claude Code matches the program as written`;
  return 'in a spelling Claude Code matches as written';
}

/** Risks for rules of one action that a command runs around. `matched` holds the rules Claude Code did apply. */
export function missedRules(stack: ClaudeStack, action: Decision, subs: readonly SubCommand[], matched: ReadonlySet<ClaudeRule>): Risk[] {
  const out: Risk[] = [];
  const candidates = missCandidates(stack, action, subs);
  const rules = [...candidates.keys()].sort((a, b) => rulePosition(stack, a) - rulePosition(stack, b));
  for (const r of rules) {
    if (r.inactive !== undefined || r.dead !== undefined || r.matcher.kind !== 'bash' || matched.has(r)) continue;
    const pattern = r.matcher.pattern;
    const flagged = ruleShape(pattern) !== undefined;
    for (const sub of candidates.get(r)!) {
      // A part Claude Code sees as whale-perm does, with the rule naming no flag: nothing it could run around.
      if (!flagged && seenAlike(sub)) continue;
      const hit = deepTexts(sub).some((t) => bashPatternMatches(pattern, t));
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
