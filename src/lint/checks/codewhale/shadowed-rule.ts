/**
 * shadowed-rule: a typed rule that is never selected for any call it
 * matches, because another rule matches all of those calls and wins by
 * Codewhale's precedence (layer, then deny > ask > allow, then specificity).
 * Allows blocked by a hard denied prefix are allow-unreachable's; rules with
 * the same matcher are duplicate-rule's.
 */
import { hardCovers, matcherKey, typedCovers } from '../../../engines/codewhale/lint-coverage.js';
import { sampleCall } from '../../../engines/codewhale/lint-samples.js';
import { compareRules, normalizeWorkspace } from '../../../engines/codewhale/rules.js';
import type { CodewhaleStack, TypedRule } from '../../../engines/codewhale/stack.js';
import { ruleName } from '../../codewhale/describe.js';
import { ruleDocPath } from '../../docs.js';
import type { CheckMeta, LintContext, RawFinding } from '../../types.js';
import { hardCandidates, indexRules, typedCandidates, type RuleIndex } from '../../codewhale/rule-index.js';
import { cites, findWitness } from '../../witness.js';

export const meta: CheckMeta = {
  id: 'shadowed-rule',
  severity: 'warning',
  description: 'A typed rule that is never selected: every call it matches is also matched by a rule that wins over it.',
  docs: ruleDocPath('shadowed-rule'),
};

/** The rule `selectRule` would pick over `r` for every call `r` matches, if there is one. */
function winnerOver(ix: RuleIndex, r: TypedRule, workspace: string): TypedRule | undefined {
  const key = matcherKey(r, workspace);
  let best: TypedRule | undefined;
  for (const w of typedCandidates(ix, r)) {
    if (w === r || matcherKey(w, workspace) === key) continue;
    if (!typedCovers(w, r, workspace) || compareRules(w, r) >= 0) continue;
    if (!best || compareRules(w, best) < 0) best = w;
  }
  return best;
}

export function check(ctx: LintContext<CodewhaleStack>): RawFinding[] {
  const { rules, workspace } = ctx.stack;
  const ix = indexRules(rules);
  const here = normalizeWorkspace(workspace);
  const out: RawFinding[] = [];
  for (const r of rules) {
    // A deny hidden behind another deny blocks the same calls either way.
    if (r.action === 'deny') continue;
    const key = matcherKey(r, workspace);
    const hard = hardCandidates(ix, r).find((d) => d !== r && matcherKey(d, workspace) !== key && hardCovers(d, r));
    if (hard && r.action === 'allow') continue; // allow-unreachable reports it
    const w = hard ?? winnerOver(ix, r, workspace);
    if (!w) continue;
    const how = hard ? 'hard denied prefix' : `${w.action} rule`;
    const applies = r.workspace === undefined || normalizeWorkspace(r.workspace) === here;
    const witness = applies ? findWitness(ctx, [{ call: sampleCall(r) }], (t) => (cites(t, 'typed-rules', w.source) ? 'strong' : false)) : undefined;
    out.push({
      loc: r.source,
      message: `${ruleName(r)} is never selected: ${ruleName(w)} (line ${w.source.line}) matches every call it matches and wins${hard ? ' (hard denied prefixes always win)' : ` (${reasonOfWin(w, r)})`}`,
      related: [{ loc: w.source, message: `the ${how} that shadows it` }],
      ...(witness ? { witness } : {}),
    });
  }
  return out;
}

function reasonOfWin(w: TypedRule, r: TypedRule): string {
  if (w.layer !== r.layer) return `${w.layer} layer beats ${r.layer} layer`;
  if (w.action !== r.action) return `${w.action} beats ${r.action} in the same layer, whatever the specificity`;
  return 'more specific';
}
