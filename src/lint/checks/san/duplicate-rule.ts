/**
 * duplicate-rule (san): an entry that repeats one from a lower settings file
 * (the merge keeps only the first, so it adds nothing), or the same entry
 * under two actions (deny beats ask beats allow, whichever file says so).
 */
import type { SanStack } from '../../../engines/san/stack.js';
import { effectiveRules, type SanRule } from '../../../engines/san/stack.js';
import { ruleDocPath } from '../../docs.js';
import type { CheckMeta, LintContext, RawFinding } from '../../types.js';

export const meta: CheckMeta = {
  id: 'duplicate-rule',
  severity: 'warning',
  description: 'Two rules that match exactly the same calls: the second adds nothing, or the two contradict each other.',
  docs: ruleDocPath('duplicate-rule'),
};

const RANK = { deny: 2, ask: 1, allow: 0 } as const;

export function check(ctx: LintContext<SanStack>): RawFinding[] {
  const out: RawFinding[] = [];
  for (const r of ctx.stack.rules) {
    if (!r.duplicateOf) continue;
    out.push({
      loc: r.source,
      severity: 'info',
      message: `${r.action} ${r.text} repeats an entry of a lower settings file; san merges the lists as a union and keeps only the first`,
      related: [{ loc: r.duplicateOf, message: 'first occurrence' }],
    });
  }
  const rules = effectiveRules(ctx.stack);
  const byText = new Map<string, SanRule[]>();
  for (const r of rules) {
    const l = byText.get(r.text);
    if (l) l.push(r);
    else byText.set(r.text, [r]);
  }
  for (const r of rules) {
    const other = byText.get(r.text)!.find((o) => o !== r && RANK[o.action] > RANK[r.action]);
    if (!other) continue;
    out.push({
      loc: r.source,
      message: `${r.text} is both ${other.action} (${other.origin}) and ${r.action} (${r.origin}); san checks ${other.action} rules first, so the ${r.action} never applies`,
      related: [{ loc: other.source, message: `the ${other.action} that wins` }],
    });
  }
  return out;
}
