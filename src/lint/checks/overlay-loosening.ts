/**
 * overlay-loosening: values the project overlay sets that Codewhale ignores,
 * because the overlay may only tighten approval, sandbox and shell, and may
 * not add hooks, credentials, providers or rules.
 */
import type { SourceLoc } from '../../config/errors.js';
import { ruleDocPath } from '../docs.js';
import type { CheckMeta, LintContext, RawFinding, RelatedLoc } from '../types.js';

export const meta: CheckMeta = {
  id: 'overlay-loosening',
  severity: 'warning',
  description: 'A value the agent reads but ignores, above all a project overlay value that would loosen the user configuration.',
  docs: ruleDocPath('overlay-loosening'),
};

function real(loc: SourceLoc | null | undefined): loc is SourceLoc {
  return !!loc && loc.line > 0;
}

export function check(ctx: LintContext): RawFinding[] {
  const out: RawFinding[] = [];
  for (const ig of ctx.report.ignored) {
    if (!real(ig.source)) continue;
    const summarized = typeof ig.value === 'string' && (ig.value === '{…}' || /^\[\d+ entries\]$/.test(ig.value));
    const shown = summarized ? ig.key : `${ig.key} = ${JSON.stringify(ig.value)}`;
    const related: RelatedLoc[] = ig.related && real(ig.related.loc) ? [{ loc: ig.related.loc, message: ig.related.message }] : [];
    out.push({ loc: ig.source, message: `${shown} is ignored: ${ig.reason.replace(/^ignored: /, '')}`, related });
  }
  return out;
}
