/**
 * shadowed-rule (san): an allow that an ask rule always beats (san checks
 * ask rules before allow rules): the call prompts anyway. The witness is the
 * allow's own call, evaluated.
 */
import type { SanStack } from '../../../engines/san/stack.js';
import { effectiveRules } from '../../../engines/san/stack.js';
import { ruleDocPath } from '../../docs.js';
import type { CheckMeta, LintContext, RawFinding } from '../../types.js';
import { findWitness } from '../../witness.js';
import { candidates, firstCovering } from './common.js';

export const meta: CheckMeta = {
  id: 'shadowed-rule',
  severity: 'warning',
  description: 'A rule that never decides any call it matches, because a stronger rule always wins first.',
  docs: ruleDocPath('shadowed-rule'),
};

export function check(ctx: LintContext<SanStack>): RawFinding[] {
  const out: RawFinding[] = [];
  const asks = effectiveRules(ctx.stack, 'ask');
  for (const r of effectiveRules(ctx.stack, 'allow')) {
    const a = firstCovering(asks, r);
    if (!a) continue;
    const w = findWitness(ctx, candidates(r, ctx.stack), (t) => (t.layers.find((l) => l.id === 'settings-rules')?.outcome === 'ask' ? 'strong' : false));
    out.push({
      loc: r.source,
      message: `allow ${r.text} never decides a call: ask ${a.text} (${a.origin}) matches every call it admits, and san checks ask rules before allow rules`,
      related: [{ loc: a.source, message: 'the ask that wins' }],
      ...(w ? { witness: w } : {}),
    });
  }
  return out;
}
