/**
 * allow-unreachable (san): an allow whose every call a deny rule blocks
 * first: the same entry, a whole-tool deny, or a deny on a shorter Bash
 * prefix. The witness is the allow's own call, evaluated: it is denied.
 */
import type { SanStack } from '../../../engines/san/stack.js';
import { effectiveRules } from '../../../engines/san/stack.js';
import { ruleDocPath } from '../../docs.js';
import type { CheckMeta, LintContext, RawFinding } from '../../types.js';
import { findWitness } from '../../witness.js';
import { candidates, firstCovering } from './common.js';

export const meta: CheckMeta = {
  id: 'allow-unreachable',
  severity: 'warning',
  description: 'An allow whose every admitted call a deny rule blocks first.',
  docs: ruleDocPath('allow-unreachable'),
};

export function check(ctx: LintContext<SanStack>): RawFinding[] {
  const out: RawFinding[] = [];
  const denies = effectiveRules(ctx.stack, 'deny');
  for (const r of effectiveRules(ctx.stack, 'allow')) {
    const d = firstCovering(denies, r);
    if (!d) continue;
    const w = findWitness(ctx, candidates(r, ctx.stack), (t) => (t.decision === 'deny' && t.decidedBy.layer === 'settings-rules' ? 'strong' : false));
    out.push({
      loc: r.source,
      message: `allow ${r.text} never applies: deny ${d.text} (${d.origin}) matches every call it admits, and san checks deny rules first`,
      related: [{ loc: d.source, message: 'the deny that blocks it' }],
      ...(w ? { witness: w } : {}),
    });
  }
  return out;
}
