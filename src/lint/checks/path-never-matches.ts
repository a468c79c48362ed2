/**
 * path-never-matches: a rule that can never match, so it silently does
 * nothing: the engine says why (RuleRecord.never: a path on a tool whose
 * calls carry none, a workspace that is not absolute, a tool never checked
 * against path rules; reported whether or not the rule is also inert), or,
 * for a consulted path glob written without spaces, the engine's own
 * matcher does not match even the path it names (a relative path compared
 * with the absolute one the tool receives). The witness is that call,
 * evaluated: the rule is not among its matches.
 */
import type { Call, RuleRecord } from '../../core/types.js';
import { ruleDocPath } from '../docs.js';
import { callText } from '../samples.js';
import { ruleLabel, ruleTable, witnessFrom, type RuleTable } from '../table.js';
import type { CheckMeta, LintContext, RawFinding, Witness } from '../types.js';

export const meta: CheckMeta = {
  id: 'path-never-matches',
  severity: 'warning',
  description: 'A rule the agent consults but can never match: a path it never compares, a matcher the calls it names never satisfy.',
  docs: ruleDocPath('path-never-matches'),
};

/**
 * Kinds whose named call the sample generator writes exactly, so a miss is
 * the matcher's, not the sampler's: path globs. (A command pattern's text is
 * not always a command as the agent reads it: quotes, escapes, a dangling
 * quote before the wildcard.)
 */
const PLAIN = new Set(['path-glob']);

function notCited(table: RuleTable, r: RuleRecord, call: Call | undefined): Witness | undefined {
  if (!call) return undefined;
  // A rule its matcher matches is among the call's matches (Trace.matches lists every rule that matched): no witness, no evaluation.
  if (r.never !== undefined && table.matches(r, call)) return undefined;
  // One call per rule, read once here: not kept in the table's memo.
  const t = table.probe(call);
  if (!t || !t.matches || t.matches.some((m) => m.rule === r.id)) return undefined;
  return witnessFrom(call, t, table.silentHooks);
}

export function check(ctx: LintContext): RawFinding[] {
  const table = ruleTable(ctx);
  if (!table) return [];
  const out: RawFinding[] = [];
  for (const r of table.rules) {
    if (!r.source) continue;
    const named = table.named(r);
    if (r.never !== undefined) {
      const w = notCited(table, r, named[0]);
      out.push({ loc: r.source, message: `${ruleLabel(r)} never matches: ${r.never}${table.heldNote(r)}`, ...(w ? { witness: w } : {}) });
      continue;
    }
    if (r.inert !== undefined || !PLAIN.has(r.kind) || /\s/.test(r.pattern) || named.length === 0 || table.matchesItsOwn(r)) continue;
    const w = notCited(table, r, named[0]);
    out.push({ loc: r.source, message: `${ruleLabel(r)} never matches: the agent's matcher does not match even the call it names (${callText(named[0]!)})${table.heldNote(r)}`, ...(w ? { witness: w } : {}) });
  }
  return out;
}
