/**
 * shadowed-rule: a rule the engine's rule selection never picks: for every
 * call it matches, another rule matches too and the engine prefers it
 * (RuleMatch.effect `shadowed`: higher scope, stronger action, more specific
 * matcher, earlier entry). A deny behind another deny blocks the same calls
 * either way and is not reported; an allow that a deny overrides outside the
 * selection is allow-unreachable's.
 */
import { ruleDocPath } from '../docs.js';
import { ruleLabel, ruleTable, verdictOf, whereOf, witnessFrom } from '../table.js';
import type { CheckMeta, LintContext, RawFinding } from '../types.js';
import { beatenRules } from './beaten.js';

export const meta: CheckMeta = {
  id: 'shadowed-rule',
  severity: 'warning',
  description: 'A rule that never decides: every call it matches is also matched by a rule the agent prefers.',
  docs: ruleDocPath('shadowed-rule'),
};

export function check(ctx: LintContext): RawFinding[] {
  const table = ruleTable(ctx);
  if (!table) return [];
  const out: RawFinding[] = [];
  for (const b of beatenRules(table)) {
    if (b.match.effect !== 'shadowed') continue;
    const [rv, wv] = [verdictOf(b.rule.action), verdictOf(b.winner.action)];
    if (rv === 'deny' && wv === 'deny') continue;
    const call = table.samplesOf(b.rule)[0]!;
    out.push({
      loc: b.rule.source!,
      message: `${ruleLabel(b.rule)} is never selected: ${ruleLabel(b.winner)} (${whereOf(b.winner, b.rule.source)}) matches every call it matches and wins (${b.match.why})${table.heldNote(b.rule)}`,
      ...(b.winner.source ? { related: [{ loc: b.winner.source, message: `the ${b.winner.action} rule that wins over it` }] } : {}),
      witness: witnessFrom(call, b.trace, table.silentHooks),
    });
  }
  return out;
}
