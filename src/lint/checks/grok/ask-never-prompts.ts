/**
 * ask-never-prompts: an ask rule in a stack where it cannot prompt:
 * - under `defaultMode = "dontAsk"` every call it matches is denied;
 * - under always-approve (not pinned off) an ask rule on a non-shell tool
 *   never prompts: the call runs.
 */
import type { GrokStack } from '../../../engines/grok/stack.js';
import { ruleDocPath } from '../../docs.js';
import type { CheckMeta, LintContext, RawFinding } from '../../types.js';
import { fileRules, ruleName } from './shared.js';

export const meta: CheckMeta = {
  id: 'ask-never-prompts',
  severity: 'warning',
  description: 'An ask rule that cannot prompt: under dontAsk it denies, under always-approve an ask on a non-shell tool lets the call run.',
  docs: ruleDocPath('ask-never-prompts'),
};

export function check(ctx: LintContext<GrokStack>): RawFinding[] {
  const out: RawFinding[] = [];
  const s = ctx.stack;
  const dontAsk = s.promptPolicy.value === 'deny';
  const yolo = s.yolo.value && s.yoloPin.value === undefined;
  for (const r of fileRules(s.rules)) {
    if (r.action !== 'ask') continue;
    if (dontAsk) {
      out.push({ loc: r.source!, message: `${ruleName(r)} never prompts: ${s.promptPolicy.origin} turns every prompt into a deny`, ...(s.promptPolicy.source ? { related: [{ loc: s.promptPolicy.source, message: 'dontAsk set here' }] } : {}) });
    } else if (yolo && r.tool !== 'bash' && r.tool !== 'any') {
      out.push({ loc: r.source!, message: `${ruleName(r)} never prompts: under always-approve (${s.yolo.origin}) an ask rule on a non-shell tool lets the call run`, ...(s.yolo.source ? { related: [{ loc: s.yolo.source, message: 'always-approve set here' }] } : {}) });
    }
  }
  return out;
}
