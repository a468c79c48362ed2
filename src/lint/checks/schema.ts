/**
 * schema: values the agent rejects, ignores or cannot use, as loading found
 * them (unknown keys, wrong types, unknown values, unparseable files), plus
 * typed rules naming a tool no registry has.
 */
import { toolInfo, KNOWN_TOOLS } from '../../engines/codewhale/tools.js';
import { ruleDocPath } from '../docs.js';
import { ruleKeyLoc } from '../locate.js';
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
    const stop = p.syntax === true || (p.fatal && p.loc.line === 0);
    out.push({
      loc: p.loc,
      message: p.fatal && !stop ? `${p.message} (Codewhale refuses to start)` : p.message,
      severity: p.severity,
      ...(p.related ? { related: p.related } : {}),
      ...(p.fatal ? { fatal: true } : {}),
      ...(stop ? { stop: true } : {}),
    });
  }
  for (const r of ctx.stack.rules) {
    if (toolInfo(r.tool) !== undefined) continue;
    const near = nearest(r.tool, KNOWN_TOOLS);
    out.push({
      loc: ruleKeyLoc(ctx, r, 'tool'),
      message: `no tool named '${r.tool}' is registered, so this rule never matches${near ? `; did you mean '${near}'?` : ''}`,
      severity: 'warning',
    });
  }
  return out;
}

/** The known name closest to `name` within a small edit distance. */
function nearest(name: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = 3; // at most two edits away
  for (const k of known) {
    const d = distance(name.toLowerCase(), k.toLowerCase());
    if (d < bestD) {
      best = k;
      bestD = d;
    }
  }
  return best;
}

function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}
