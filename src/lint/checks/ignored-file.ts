/**
 * ignored-file: configuration files that exist but that Codewhale never
 * reads: a project-local permissions.toml (there is no such layer), project
 * hooks in a workspace that is not trusted.
 */
import { ruleDocPath } from '../docs.js';
import { AGENT_NAME } from '../../core/types.js';
import type { CheckMeta, LintContext, RawFinding } from '../types.js';

export const meta: CheckMeta = {
  id: 'ignored-file',
  severity: 'warning',
  description: 'A configuration file that exists but that the agent never reads, so nothing in it applies.',
  docs: ruleDocPath('ignored-file'),
};

export function check(ctx: LintContext): RawFinding[] {
  const out: RawFinding[] = [];
  for (const f of ctx.report.files) {
    if (f.status !== 'not-read') continue;
    const whole = ctx.doc(f.path)?.locate([]);
    const loc = whole && whole.line > 0 ? { ...whole, line: 1, column: 1 } : { file: f.path, line: 1, column: 1 };
    out.push({ loc, message: `${f.note ?? `${AGENT_NAME[ctx.engine.id]} does not read this ${f.role} file`}, so nothing in it applies` });
  }
  return out;
}
