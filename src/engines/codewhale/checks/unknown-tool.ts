/**
 * Part of `schema` for Codewhale: a typed rule naming a tool nothing
 * registers never matches (the policy compares the rule's tool with the
 * call's canonical tool name; crates/config/src/lib.rs, PermissionsToml).
 */
import type { SourceLoc } from '../../../config/errors.js';
import type { LintContext, RawFinding } from '../../../lint/types.js';
import type { CodewhaleStack, TypedRule } from '../stack.js';
import { KNOWN_TOOLS, toolInfo } from '../tools.js';

export { meta } from '../../../lint/checks/schema.js';

/** Where a rule's `tool` key is written; the whole rule when the file cannot be re-read. */
function toolLoc(ctx: Pick<LintContext, 'doc'>, r: TypedRule): SourceLoc {
  return ctx.doc(r.source.file)?.locate(['rules', r.index, 'tool']) ?? r.source;
}

export function check(ctx: LintContext<CodewhaleStack>): RawFinding[] {
  const out: RawFinding[] = [];
  for (const r of ctx.stack.rules) {
    if (toolInfo(r.tool) !== undefined) continue;
    const near = nearest(r.tool, KNOWN_TOOLS);
    out.push({
      loc: toolLoc(ctx, r),
      message: `no tool named '${r.tool}' is registered, so this rule never matches${near ? `; did you mean '${near}'?` : ''}`,
      severity: 'warning',
    });
  }
  return out;
}

/** The registered name at most two edits away, if any. */
function nearest(name: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = 3;
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
