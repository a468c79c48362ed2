/**
 * allow-unreachable: an allow whose own command or path is denied. grok
 * evaluates deny > ask > allow whatever the order and source, so such an
 * allow never takes effect; with a raw-prefix deny (`Bash(git)`) the deny is
 * often one the author did not mean to cover it (`Bash(gitleaks detect)`).
 */
import type { GrokStack } from '../../../engines/grok/stack.js';
import { ruleDocPath } from '../../docs.js';
import type { CheckMeta, LintContext, RawFinding } from '../../types.js';
import { findWitness } from '../../witness.js';
import { callText, fileRules, firstTextIn, memoized, ownCall, ruleName } from './shared.js';

export const meta: CheckMeta = {
  id: 'allow-unreachable',
  severity: 'warning',
  description: 'An allow that never takes effect: a deny rule matches the very call it names (deny > ask > allow, in any order).',
  docs: ruleDocPath('allow-unreachable'),
};

export function check(real: LintContext<GrokStack>): RawFinding[] {
  const ctx = memoized(real);
  const out: RawFinding[] = [];
  for (const r of fileRules(ctx.stack.rules)) {
    if (r.action !== 'allow') continue;
    const call = ownCall(r);
    if (!call) continue;
    const w = findWitness(ctx, [{ call }], (t) => (t.decision === 'deny' && t.decidedBy.layer === 'managed-deny' && t.decidedBy.source !== null ? 'strong' : false));
    if (!w) continue;
    const deny = firstTextIn(ctx.stack.rules, 'deny', w.reason);
    out.push({
      loc: r.source!,
      message: `${ruleName(r)} never takes effect: ${callText(call)} is denied (${w.reason})`,
      ...(deny?.source ? { related: [{ loc: deny.source, message: 'denied by this rule' }] } : {}),
      witness: w,
    });
  }
  return out;
}
