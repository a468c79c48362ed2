/**
 * allow-unreachable: an allow whose every call a deny rule blocks from
 * outside the allow's own selection (RuleMatch.effect `overridden` by a deny
 * rule: a hard deny list, deny rules checked first, an earlier layer): the
 * allow is picked and never takes effect. The witness is the allow's own
 * call, denied.
 */
import { ruleDocPath } from '../docs.js';
import { ruleLabel, ruleTable, verdictOf, whereOf, witnessFrom } from '../table.js';
import type { CheckMeta, LintContext, RawFinding } from '../types.js';
import { beatenRules } from './beaten.js';

export const meta: CheckMeta = {
  id: 'allow-unreachable',
  severity: 'warning',
  description: 'An allow that never takes effect: a deny rule blocks every call it admits before the allow can apply.',
  docs: ruleDocPath('allow-unreachable'),
};

export function check(ctx: LintContext): RawFinding[] {
  const table = ruleTable(ctx);
  if (!table) return [];
  const out: RawFinding[] = [];
  for (const b of beatenRules(table)) {
    if (b.match.effect !== 'overridden' || verdictOf(b.rule.action) !== 'allow' || verdictOf(b.winner.action) !== 'deny' || b.trace.decision !== 'deny') continue;
    const call = table.samplesOf(b.rule)[0]!;
    out.push({
      loc: b.rule.source!,
      message: `${ruleLabel(b.rule)} can never apply: ${ruleLabel(b.winner)} (${whereOf(b.winner, b.rule.source)}) blocks every call it admits (${b.match.why})${table.heldNote(b.rule)}`,
      ...(b.winner.source ? { related: [{ loc: b.winner.source, message: 'the deny rule that blocks it' }] } : {}),
      witness: witnessFrom(call, b.trace, table.silentHooks),
    });
  }
  return out;
}
