/** requirements-violation: a configured value outside the managed allow-lists; Codewhale refuses to start. */
import { ruleDocPath } from '../docs.js';
import type { CheckMeta, LintContext, RawFinding } from '../types.js';

export const meta: CheckMeta = {
  id: 'requirements-violation',
  severity: 'error',
  description: 'A configured approval policy or sandbox mode that requirements.toml does not allow: the agent refuses to start.',
  docs: ruleDocPath('requirements-violation'),
};

export function check(ctx: LintContext): RawFinding[] {
  return ctx.problems
    .filter((p) => p.check === 'requirements-violation')
    .map((p) => ({ loc: p.loc, message: p.message, severity: p.severity, ...(p.related ? { related: p.related } : {}), ...(p.fatal ? { fatal: true } : {}) }));
}
