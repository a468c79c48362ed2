/**
 * ask-never-prompts: a typed ask (written, or the default of an omitted
 * action) in a posture that cannot show a prompt: under approval policy
 * never it is forbidden, so the call is denied; under Full Access it is not
 * turned into a prompt, so the call runs without review.
 */
import type { CodewhaleStack } from '../../../engines/codewhale/stack.js';
import { sampleCall } from '../../../engines/codewhale/lint-samples.js';
import { normalizeWorkspace } from '../../../engines/codewhale/rules.js';
import { ruleName } from '../../codewhale/describe.js';
import { ruleDocPath } from '../../docs.js';
import { ruleKeyLoc } from '../../codewhale/locate.js';
import type { CheckMeta, LintContext, RawFinding } from '../../types.js';
import { cites, findWitness } from '../../witness.js';

export const meta: CheckMeta = {
  id: 'ask-never-prompts',
  severity: 'warning',
  description: 'A typed ask rule in a posture that never prompts: denied under approval policy never, run unreviewed under Full Access.',
  docs: ruleDocPath('ask-never-prompts'),
};

export function check(ctx: LintContext<CodewhaleStack>): RawFinding[] {
  const { posture, rules, workspace } = ctx.stack;
  if (posture.value !== 'never' && posture.value !== 'full-access') return [];
  const here = normalizeWorkspace(workspace);
  const shown = posture.raw ?? posture.value;
  const consequence =
    posture.value === 'never'
      ? `approval policy ${JSON.stringify(shown)} cannot prompt, so every call it matches is denied instead`
      : `Full Access (${JSON.stringify(shown)}) never turns a typed ask into a prompt, so every call it matches runs without review`;
  const out: RawFinding[] = [];
  for (const r of rules) {
    if (r.action !== 'ask') continue;
    const applies = r.workspace === undefined || normalizeWorkspace(r.workspace) === here;
    const witness = applies ? findWitness(ctx, [{ call: sampleCall(r) }], (t) => (cites(t, 'typed-rules', r.source) ? 'strong' : false)) : undefined;
    // Where it applies, the engine must confirm the ask is what decides (a shadowed ask is shadowed-rule's).
    if (applies && !witness) continue;
    out.push({
      loc: r.actionDefaulted ? r.source : ruleKeyLoc(ctx, r, 'action'),
      message: `${ruleName(r)}${r.actionDefaulted ? ' (action omitted, so ask)' : ''} never prompts: ${consequence}`,
      related: posture.source && posture.source.line > 0 ? [{ loc: posture.source, message: `the ${posture.origin} setting that makes the posture ${posture.value}` }] : [],
      ...(witness ? { witness } : {}),
    });
  }
  return out;
}
