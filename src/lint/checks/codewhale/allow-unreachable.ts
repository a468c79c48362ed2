/**
 * allow-unreachable: an allow whose every admitted command is blocked by a
 * hard denied prefix. Hard prefixes are checked before any typed rule and
 * across layers, so no allow can ever clear them.
 */
import type { CodewhaleStack } from '../../../engines/codewhale/stack.js';
import { hardCovers, matcherKey } from '../../../engines/codewhale/lint-coverage.js';
import { sampleCall } from '../../../engines/codewhale/lint-samples.js';
import { normalizeWorkspace } from '../../../engines/codewhale/rules.js';
import { SHELL_TOOLS } from '../../../engines/codewhale/tools.js';
import { ruleName } from '../../codewhale/describe.js';
import { ruleDocPath } from '../../docs.js';
import type { CheckMeta, LintContext, RawFinding } from '../../types.js';
import { cites, findWitness } from '../../witness.js';
import { hardCandidates, indexRules } from '../../codewhale/rule-index.js';

export const meta: CheckMeta = {
  id: 'allow-unreachable',
  severity: 'warning',
  description: 'An allow rule that a hard denied prefix always overrides: every command it admits is blocked.',
  docs: ruleDocPath('allow-unreachable'),
};

export function check(ctx: LintContext<CodewhaleStack>): RawFinding[] {
  const ix = indexRules(ctx.stack.rules);
  const here = normalizeWorkspace(ctx.stack.workspace);
  const out: RawFinding[] = [];
  for (const r of ctx.stack.rules) {
    if (r.action !== 'allow' || !SHELL_TOOLS.has(r.tool)) continue;
    // Same matcher: duplicate-rule reports the pair.
    const key = matcherKey(r, ctx.stack.workspace);
    const d = hardCandidates(ix, r).find((x) => matcherKey(x, ctx.stack.workspace) !== key && hardCovers(x, r));
    if (!d) continue;
    const applies = r.workspace === undefined || normalizeWorkspace(r.workspace) === here;
    const witness = applies
      ? findWitness(ctx, [{ call: sampleCall(r) }], (t) => (t.decision === 'deny' && cites(t, 'typed-rules', d.source) ? 'strong' : false))
      : undefined;
    out.push({
      loc: r.source,
      message: `${ruleName(r)} can never apply: the hard denied prefix \`${d.command!.trim()}\` (line ${d.source.line}) blocks every command it admits`,
      related: [{ loc: d.source, message: 'the hard denied prefix that always wins' }],
      ...(witness ? { witness } : {}),
    });
  }
  return out;
}
