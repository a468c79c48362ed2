/**
 * ask-never-prompts (san): ask rules under a defaultMode that never shows
 * their prompt: bypassPermissions allows every call an ask rule matches
 * (short of the bypass-immune floor), dontAsk denies it. The witness is the
 * rule's own call, evaluated.
 */
import type { SanStack } from '../../../engines/san/stack.js';
import { effectiveRules } from '../../../engines/san/stack.js';
import { ruleDocPath } from '../../docs.js';
import type { CheckMeta, LintContext, RawFinding } from '../../types.js';
import { findWitness } from '../../witness.js';
import { candidates } from './common.js';

export const meta: CheckMeta = {
  id: 'ask-never-prompts',
  severity: 'warning',
  description: 'An ask rule in a mode that never shows its prompt: it allows or denies instead.',
  docs: ruleDocPath('ask-never-prompts'),
};

export function check(ctx: LintContext<SanStack>): RawFinding[] {
  const mode = ctx.stack.defaultMode;
  if (mode.value !== 'bypassPermissions' && mode.value !== 'dontAsk') return [];
  const out: RawFinding[] = [];
  for (const r of effectiveRules(ctx.stack, 'ask')) {
    const want = mode.value === 'bypassPermissions' ? 'allow' : 'deny';
    const w = findWitness(ctx, candidates(r, ctx.stack), (t) => (t.decision === want ? 'strong' : false));
    out.push({
      loc: r.source,
      message:
        mode.value === 'bypassPermissions'
          ? `ask ${r.text} never prompts: defaultMode bypassPermissions (${mode.origin}) allows every call it matches unless the bypass-immune floor holds it`
          : `ask ${r.text} never prompts: defaultMode dontAsk (${mode.origin}) turns every ask into a deny`,
      ...(mode.source ? { related: [{ loc: mode.source, message: 'the mode that decides instead' }] } : {}),
      ...(w ? { witness: w } : {}),
    });
  }
  return out;
}
