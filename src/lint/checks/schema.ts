/**
 * schema: values the agent rejects, ignores or cannot use, as loading found
 * them (unknown keys, wrong types, unknown values, unparseable files), plus
 * typed rules naming a tool no registry has.
 */
import { ruleDocPath } from '../docs.js';
import { AGENT_NAME } from '../../core/types.js';
import type { CheckMeta, LintContext, RawFinding } from '../types.js';

export const meta: CheckMeta = {
  id: 'schema',
  severity: 'error',
  description: 'A configuration value the agent rejects, ignores or cannot use: unknown key, wrong type, unknown value, unknown tool.',
  docs: ruleDocPath('schema'),
};

export function check(ctx: LintContext): RawFinding[] {
  const out: RawFinding[] = [];
  for (const p of ctx.problems) {
    if (p.check !== 'schema') continue;
    // Lint stops (exit 2) only where the agent itself refuses to start; a broken file it skips is an error finding (exit 1).
    const stop = p.fatal && (p.syntax === true || p.loc.line === 0);
    out.push({
      loc: p.loc,
      message: p.fatal && !stop ? `${p.message} (${AGENT_NAME[ctx.engine.id]} refuses to start)` : p.message,
      severity: p.severity,
      ...(p.related ? { related: p.related } : {}),
      ...(p.fatal ? { fatal: true } : {}),
      ...(stop ? { stop: true } : {}),
    });
  }
  return out;
}
