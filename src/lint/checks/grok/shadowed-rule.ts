/**
 * shadowed-rule: rules grok never applies because something else in the
 * same stack always wins:
 * - a verbose `rules` list hidden by a compact `allow`/`deny`/`ask` list in
 *   the same `[permission]` table (grok reads only the compact form);
 * - an allow whose own call an ask rule always holds for a prompt.
 */
import type { GrokStack } from '../../../engines/grok/stack.js';
import { ruleDocPath } from '../../docs.js';
import type { CheckMeta, LintContext, RawFinding } from '../../types.js';
import { findWitness } from '../../witness.js';
import { callText, fileRules, firstTextAfter, memoized, ownCall, ruleName } from './shared.js';

export const meta: CheckMeta = {
  id: 'shadowed-rule',
  severity: 'warning',
  description: 'A rule that never applies: a compact list hides the verbose list of its table, or an ask always holds what an allow names.',
  docs: ruleDocPath('shadowed-rule'),
};

export function check(real: LintContext<GrokStack>): RawFinding[] {
  const ctx = memoized(real);
  const out: RawFinding[] = [];
  for (const p of ctx.problems) if (p.check === 'shadowed-rule') out.push({ loc: p.loc, message: p.message, severity: p.severity, ...(p.related ? { related: p.related } : {}) });
  for (const r of fileRules(ctx.stack.rules)) {
    if (r.action !== 'allow') continue;
    const call = ownCall(r);
    if (!call) continue;
    const w = findWitness(ctx, [{ call }], (t) => (t.decision === 'ask' && t.decidedBy.layer === 'policy' && /^ask rule /.test(t.decidedBy.reason) ? 'strong' : false));
    if (!w) continue;
    const ask = firstTextAfter(ctx.stack.rules, 'ask', w.reason, 'ask rule ');
    out.push({
      loc: r.source!,
      message: `${ruleName(r)} never approves ${callText(call)}: an ask rule matches it too, and ask beats allow in grok whatever the order (${w.reason})`,
      ...(ask?.source ? { related: [{ loc: ask.source, message: 'held for a prompt by this rule' }] } : {}),
      witness: w,
    });
  }
  return out;
}
