/** duplicate-rule: two typed rules with the same matcher; only one of them can ever be selected. */
import { compareRules } from '../../../engines/codewhale/rules.js';
import { matcherKey } from '../../../engines/codewhale/lint-coverage.js';
import type { CodewhaleStack, TypedRule } from '../../../engines/codewhale/stack.js';
import { ruleName } from '../../codewhale/describe.js';
import { ruleDocPath } from '../../docs.js';
import type { CheckMeta, LintContext, RawFinding } from '../../types.js';

export const meta: CheckMeta = {
  id: 'duplicate-rule',
  severity: 'warning',
  description: 'Two typed rules match exactly the same calls; one of them is dead weight or contradicts the other.',
  docs: ruleDocPath('duplicate-rule'),
};

export function check(ctx: LintContext<CodewhaleStack>): RawFinding[] {
  const out: RawFinding[] = [];
  const first = new Map<string, TypedRule>();
  for (const r of ctx.stack.rules) {
    const key = `${r.layer}\u0000${matcherKey(r, ctx.stack.workspace)}`;
    const earlier = first.get(key);
    if (!earlier) {
      first.set(key, r);
      continue;
    }
    const winner = compareRules(earlier, r) < 0 ? earlier : r;
    const message =
      earlier.action === r.action
        ? `duplicates ${ruleName(earlier)} at line ${earlier.source.line}; delete one of them`
        : `has the same matcher as ${ruleName(earlier)} at line ${earlier.source.line}; ${winner === r ? 'this' : 'that'} ${winner.action} always wins, so the ${winner === r ? earlier.action : r.action} is never selected`;
    out.push({ loc: r.source, message, related: [{ loc: earlier.source, message: 'first defined here' }] });
  }
  return out;
}
