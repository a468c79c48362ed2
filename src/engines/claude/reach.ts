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
import { commandShape, ruleShape, shapeFits, type FlagShape } from './flag-shape.js';
import { denyTexts, type SubCommand } from './shell-view.js';
import type { ClaudeRule, ClaudeStack } from './stack.js';
import type { Decision } from '../../core/types.js';
import { bashTextCandidates, firstWord, flaggedCandidates, flaggedReach, isFlagged, orderedUnion, rulePosition } from './rule-index.js';
import { code, where } from './state.js';

/** What the miss tests read of one part, worked out once per part (a part is kept per reading of its command). */
export interface PartView {
  /** Claude Code sees the part as whale-perm does: only a rule naming a flag (spelled another way) can be run around there. */
  alike: boolean;
  /** The texts a rule's pattern is tried against for a miss. */
  deep: string[];
  /** The part's two readings as command shapes: Claude Code's words and the analyzer's deeper ones. */
  shapes: FlagShape[];
}

/** The part's view for the miss tests, kept on the part (a 1 MB chain has tens of thousands of them). */
function viewOf(sub: SubCommand): PartView {
  return (sub.missView ??= {
    alike: sub.visible && sub.deepText === sub.argv.join(' '),
    deep: sub.visible ? [sub.deepText] : [sub.deepText, ...denyTexts(sub)],
    shapes: [commandShape(sub.argv), commandShape(sub.deepText.split(' '))],
  });
}

/**
 * The rules that could be run around in one part (once per stack, action
 * and part, kept on the part for the last stack asked about): those whose
 * pattern could match a deeper text of the part (rule index, literal first
 * words; where Claude Code sees the part as whale-perm does, only the rules
 * naming a flag), and those naming a flag that could fit the part's words,
 * in the stack's order. Every other rule fails both tests of missedRules
 * there.
 */
function candidatesIn(stack: ClaudeStack, action: 'deny' | 'ask', sub: SubCommand): ClaudeRule[] {
  let c = sub.missCandidates;
  if (c === undefined || c.stack !== stack) sub.missCandidates = c = { stack, byAction: {} };
  let rules = c.byAction[action];
  if (!rules && noFlaggedRuleReaches(stack, action, sub)) rules = c.byAction[action] = [];
  if (!rules) {
    const v = viewOf(sub);
    const text = bashTextCandidates(stack, action, v.deep);
    rules = c.byAction[action] = orderedUnion(stack, v.alike ? text.filter((r) => isFlagged(stack, r)) : text, flaggedCandidates(stack, action, v.shapes));
  }
  return rules;
}

/**
 * A part Claude Code sees as whale-perm does (its view would be `alike`,
 * its one deeper text its deep text) that no rule naming a flag could reach:
 * neither of its command shapes' programs files such a rule, and its deep
 * text's first word starts no key such a rule is filed under (nor is one
 * filed with a wildcard program). Both lists candidatesIn unites are then
 * empty, and its view is never worked out.
 */
function noFlaggedRuleReaches(stack: ClaudeStack, action: 'deny' | 'ask', sub: SubCommand): boolean {
  if (!sub.visible || sub.deepText !== sub.argv.join(' ')) return false;
  const at = flaggedReach(stack, action);
  if (at.wild) return false;
  if (at.programs.size === 0 && at.firstWords.size === 0) return true;
  return !at.programs.has(sub.argv[0] ?? '') && !at.programs.has(sub.deepText.split(' ')[0]!) && !at.firstWords.has(firstWord(sub.deepText));
}

/** Each rule that could be run around somewhere, with the parts (in order) where it could. */
function missCandidates(stack: ClaudeStack, action: 'deny' | 'ask', subs: readonly SubCommand[]): Map<ClaudeRule, SubCommand[]> {
  const out = new Map<ClaudeRule, SubCommand[]>();
  for (const sub of subs) {
    for (const r of candidatesIn(stack, action, sub)) {
      const l = out.get(r);
      if (l === undefined) out.set(r, [sub]);
      else l.push(sub);
    }
  }
  return out;
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
  if (action === 'allow') return out;
  const candidates = missCandidates(stack, action, subs);
  const rules = [...candidates.keys()].sort((a, b) => rulePosition(stack, a) - rulePosition(stack, b));
  for (const r of rules) {
    if (r.inactive !== undefined || r.dead !== undefined || r.matcher.kind !== 'bash' || matched.has(r)) continue;
    const pattern = r.matcher.pattern;
    const flags = ruleShape(pattern);
    for (const sub of candidates.get(r)!) {
      // A part Claude Code sees as whale-perm does, with the rule naming no flag: nothing it could run around.
      if (flags === undefined && viewOf(sub).alike) continue;
      const hit = viewOf(sub).deep.some((t) => bashPatternMatches(pattern, t));
      const label = `${r.action} rule ${r.text} (${r.origin}${where(r.source) ? `, ${where(r.source)}` : ''})`;
      if (hit) {
        out.push(risk('agent-misses', `${label} names a command that runs here ${why(sub)}; Claude Code does not apply the rule to it, so it does not stop ${code(sub.deepText)}`, { segment: sub.index, evades: [r.source] }));
        break;
      }
      if (flags !== undefined && viewOf(sub).shapes.some((cmd) => shapeFits(flags, cmd))) {
        out.push(risk('agent-misses', `${label} is written for ${code(literalPrefix(pattern))}, but this command spells the same flags differently (${code(sub.seg.text)}); Claude Code matches the text, so the rule does not apply`, { segment: sub.index, evades: [r.source] }));
        break;
      }
    }
  }
  return out;
}
