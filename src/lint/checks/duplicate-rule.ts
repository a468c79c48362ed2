/**
 * duplicate-rule: two rules the engine says match exactly the same calls
 * (the same RuleRecord.key). With the same action the second adds nothing;
 * with different actions they contradict, and the engine's own evaluation of
 * their call says which one wins. Linear: rules are grouped by key.
 */
import { ruleDocPath } from '../docs.js';
import { ruleLabel, ruleTable, verdictOf, whereOf } from '../table.js';
import type { CheckMeta, LintContext, RawFinding } from '../types.js';
import type { RuleRecord } from '../../core/types.js';

export const meta: CheckMeta = {
  id: 'duplicate-rule',
  severity: 'warning',
  description: 'Two rules match exactly the same calls: the second adds nothing, or the two contradict each other.',
  docs: ruleDocPath('duplicate-rule'),
};

export function check(ctx: LintContext): RawFinding[] {
  const table = ruleTable(ctx);
  if (!table) return [];
  const out: RawFinding[] = [];
  const first = new Map<string, RuleRecord[]>();
  for (const r of table.rules) {
    if (!r.source) continue;
    const earlier = first.get(r.key);
    if (!earlier) {
      first.set(r.key, [r]);
      continue;
    }
    const same = earlier.find((e) => verdictOf(e.action) === verdictOf(r.action));
    if (same) {
      out.push({
        loc: r.source,
        message: `${ruleLabel(r)} repeats ${ruleLabel(same)} (${whereOf(same, r.source)}): both match exactly the same calls, so this copy changes nothing${table.heldNote(r)}`,
        related: [{ loc: same.source!, message: 'first written here' }],
      });
      continue;
    }
    const other = earlier[0]!;
    earlier.push(r);
    // Which one wins is the engine's: the one its trace of their call names first.
    const order = table.traceOf(r)?.matches?.map((m) => m.rule) ?? [];
    const ri = order.indexOf(r.id);
    const oi = order.indexOf(other.id);
    const winner = ri >= 0 && (oi < 0 || ri < oi) ? r : oi >= 0 ? other : undefined;
    const loser = winner === r ? other : r;
    out.push({
      loc: r.source,
      message: winner
        ? `${ruleLabel(r)} has the same matcher as ${ruleLabel(other)} (${whereOf(other, r.source)}); the ${winner.action} always wins, so the ${loser.action} never applies${table.heldNote(r)}`
        : `${ruleLabel(r)} has the same matcher as ${ruleLabel(other)} (${whereOf(other, r.source)}) with another action: the two contradict each other${table.heldNote(r)}`,
      related: [{ loc: other.source!, message: 'first written here' }],
    });
  }
  return out;
}
