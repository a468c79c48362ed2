/** Part of `schema` for Codewhale: a rule naming a tool nothing registers never matches. */
import type { CodewhaleStack } from '../../../engines/codewhale/stack.js';
import { KNOWN_TOOLS, toolInfo } from '../../../engines/codewhale/tools.js';
import { ruleKeyLoc } from '../../codewhale/locate.js';
import type { LintContext, RawFinding } from '../../types.js';

export { meta } from '../schema.js';

export function check(ctx: LintContext<CodewhaleStack>): RawFinding[] {
  const out: RawFinding[] = [];
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
