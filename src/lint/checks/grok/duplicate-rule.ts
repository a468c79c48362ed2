/**
 * duplicate-rule: two rules with the same tool and matcher. With the same
 * action the second is dead weight; with different actions grok's
 * deny > ask > allow silently picks one, whatever the file order.
 */
import type { GrokRule, GrokStack } from '../../../engines/grok/stack.js';
import { ruleDocPath } from '../../docs.js';
import type { CheckMeta, LintContext, RawFinding } from '../../types.js';
import { fileRules, ruleName } from './shared.js';

export const meta: CheckMeta = {
  id: 'duplicate-rule',
  severity: 'warning',
  description: 'Two rules with the same tool and matcher: dead weight, or a contradiction that deny > ask > allow settles silently.',
  docs: ruleDocPath('duplicate-rule'),
};

const RANK = { deny: 2, ask: 1, allow: 0 } as const;

function key(r: GrokRule): string {
  return `${r.tool}\u0000${r.mode}\u0000${r.pattern ?? '*'}`;
}

export function check(ctx: LintContext<GrokStack>): RawFinding[] {
  const out: RawFinding[] = [];
  const seen = new Map<string, GrokRule>();
  for (const r of fileRules(ctx.stack.rules)) {
    if (r.form === 'synthetic') continue;
    const k = key(r);
    const first = seen.get(k);
    if (!first) {
      seen.set(k, r);
      continue;
    }
    const message =
      first.action === r.action
        ? `${ruleName(r)} repeats ${ruleName(first)}: it adds nothing`
        : `${ruleName(r)} contradicts ${ruleName(first)} on the same calls: grok applies the ${RANK[r.action] > RANK[first.action] ? r.action : first.action} whatever the order`;
    out.push({ loc: r.source!, message, related: [{ loc: first.source!, message: 'first written here' }] });
  }
  return out;
}
