/**
 * deny-bypassable (claude only): deny and ask rules that name
 * flags in one spelling. Claude Code matches the command text, so a rule on
 * `rm -rf *` does not match `rm -fr`, `rm -r -f` or `rm --recursive
 * --force`; the rule reads as a block on recursive forced removal and is
 * one reordering away from nothing. Rule on the program (`Bash(rm *)`), or
 * block the dangerous forms with a PreToolUse hook.
 */
import type { Trace } from '../../../core/types.js';
import { ruleDocPath } from '../../../lint/docs.js';
import type { CheckMeta, LintContext, RawFinding } from '../../../lint/types.js';
import { findWitness } from '../../../lint/witness.js';
import { literalPrefix } from '../bash-pattern.js';
import type { ClaudeRule, ClaudeStack } from '../stack.js';

type ClaudeContext = LintContext<ClaudeStack>;

function label(r: ClaudeRule): string {
  return `${r.action} rule ${JSON.stringify(r.text)} (${r.origin})`;
}

/** Did the rule match the call at all (any effect)? Then the call did not slip past it. */
function matched(t: Trace, r: ClaudeRule): boolean {
  return (t.matches ?? []).some((m) => m.rule === r.id);
}

export const meta: CheckMeta = {
  id: 'deny-bypassable',
  severity: 'warning',
  description: 'A deny or ask rule written for one spelling of its flags: the same command with the flags reordered, split or spelled long is not matched.',
  docs: ruleDocPath('deny-bypassable'),
};

const LONG: Readonly<Record<string, string>> = { r: '--recursive', f: '--force', v: '--verbose', a: '--all', n: '--dry-run', d: '--delete' };
const SHORT: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(LONG).map(([k, v]) => [v, `-${k}`]));

/**
 * Spellings of a prefix that ends in a long flag (`git push --force`): the
 * short alias, and the flag moved after an argument, which the program takes
 * the same (`git push origin main --force`).
 */
export function movedFlags(prefix: string): string[] {
  const words = prefix.split(/\s+/).filter((w) => w !== '');
  const last = words[words.length - 1];
  if (words.length < 2 || last === undefined || !/^--[a-z][a-z-]*$/.test(last)) return [];
  const head = words.slice(0, -1);
  const arg = head[head.length - 1] === 'push' ? 'origin main' : 'HEAD';
  const out = [`${head.join(' ')} ${arg} ${last}`];
  if (Object.hasOwn(SHORT, last)) out.unshift(`${head.join(' ')} ${SHORT[last]}`);
  return out;
}

/** Rule text with whitespace where Claude Code does not trim it: `Bash(sudo :* )`, `Read( ** /x)`. */
function strayWhitespace(text: string): boolean {
  return /\(\s|\s\)$|\s:\*/.test(text);
}

/** Other spellings of the rule's literal prefix with the same short flags. */
export function respellings(prefix: string): string[] {
  const words = prefix.split(/\s+/).filter((w) => w !== '');
  const i = words.findIndex((w) => /^-[A-Za-z]{2,}$/.test(w));
  if (i < 0) {
    const flags = words.filter((w) => /^-[A-Za-z]$/.test(w));
    if (flags.length < 2) return [];
    const others = words.filter((w) => !flags.includes(w));
    return [[...others.slice(0, 1), `-${flags.map((f) => f[1]).reverse().join('')}`, ...others.slice(1)].join(' ')];
  }
  const letters = words[i]!.slice(1).split('');
  const at = (w: string[]) => [...words.slice(0, i), ...w, ...words.slice(i + 1)].join(' ');
  const out = [at([`-${[...letters].reverse().join('')}`]), at(letters.map((l) => `-${l}`))];
  if (letters.every((l) => Object.hasOwn(LONG, l))) out.push(at(letters.map((l) => LONG[l]!)));
  return out;
}

export function check(ctx: ClaudeContext): RawFinding[] {
  const out: RawFinding[] = [];
  for (const r of ctx.stack.rules) {
    if (r.action === 'allow' || r.inactive !== undefined || r.dead !== undefined) continue;
    if (strayWhitespace(r.text)) {
      const tool = r.text.slice(0, r.text.indexOf('('));
      const spaced = r.text.slice(r.text.indexOf('(') + 1, -1).trim().replace(/\s*:\*$/, ' *').replace(/\s+/g, ' ');
      const inner = tool === 'Bash' ? spaced : spaced.replace(/\s+/g, '');
      const sample = tool === 'Bash' ? inner.replace(/\s*\*$/, ' ./build').replace(/\*/g, 'x') : undefined;
      const witness = sample !== undefined ? findWitness(ctx, [{ call: { tool: 'Bash', input: { command: sample } } }], (t) => (t.decision !== r.action && !matched(t, r) ? 'strong' : false)) : undefined;
      out.push({
        loc: r.source,
        message: `${label(r)} has stray spaces inside the parentheses, so it matches nothing the agent runs${sample ? ` (\`${sample}\` is not ${r.action === 'deny' ? 'denied' : 'asked'} by it)` : ''}; write ${tool}(${inner})`,
        ...(witness ? { witness } : {}),
      });
      continue;
    }
    if (r.matcher.kind !== 'bash') continue;
    const prefix = literalPrefix(r.matcher.pattern);
    const variants = [...respellings(prefix), ...movedFlags(prefix)];
    if (variants.length === 0) continue;
    const candidates = variants.map((v) => ({ call: { tool: 'Bash', input: { command: `${v} ./build` } } }));
    const witness = findWitness(ctx, candidates, (t) => (t.decision !== r.action && !matched(t, r) ? 'strong' : false));
    if (!witness) continue;
    const program = prefix.split(/\s+/)[0];
    out.push({
      loc: r.source,
      message: `${label(r)} matches its flags only as written: ${variants.map((v) => `\`${v}\``).join(', ')} slip past it; rule on the program (Bash(${program} *)) or block the dangerous forms with a PreToolUse hook`,
      witness,
    });
  }
  return out;
}
