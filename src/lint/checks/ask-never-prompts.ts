/**
 * ask-never-prompts: an ask rule the engine selects for its own call, whose
 * ask is then turned into something else by a posture or mode that never
 * shows a prompt: the call is denied (no one to ask) or runs unreviewed.
 * Seen in the traces of the rule's calls: on each, the rule matched as
 * `decided` or `overridden` with no other rule beating it, and the decision
 * is not ask. The reason is the engine's own. A posture holds for a whole
 * layer and scope, so once one ask there prompts, the rest are not asked
 * about (a bounded number of evaluations, not one per rule).
 */
import { ruleDocPath } from '../docs.js';
import type { RuleMatch, RuleRecord, Trace } from '../../core/types.js';
import { ruleLabel, ruleTable, verdictOf, witnessFrom, type RuleTable } from '../table.js';
import type { CheckMeta, LintContext, RawFinding } from '../types.js';
import { sameLoc } from '../witness.js';

export const meta: CheckMeta = {
  id: 'ask-never-prompts',
  severity: 'warning',
  description: 'An ask rule in a posture or mode that never prompts: the call is denied or runs unreviewed instead.',
  docs: ruleDocPath('ask-never-prompts'),
};

/** The rule's every call (its samples) is selected on it and not asked: what it is turned into, from the first. */
function neverAsks(table: RuleTable, r: RuleRecord): { m: RuleMatch; t: Trace } | 'prompts' | undefined {
  let first: { m: RuleMatch; t: Trace } | undefined;
  for (const c of table.samplesOf(r)) {
    const t = table.evaluate(c);
    const m = t?.matches?.find((x) => x.rule === r.id);
    if (!t || !m) return undefined;
    if (m.effect === 'decided' && t.decision === 'ask') return 'prompts';
    if (t.decision === 'ask' || !(m.effect === 'decided' || (m.effect === 'overridden' && m.by === undefined))) return undefined;
    first ??= { m, t };
  }
  return first;
}

export function check(ctx: LintContext): RawFinding[] {
  const table = ruleTable(ctx);
  if (!table) return [];
  const out: RawFinding[] = [];
  // A posture or mode holds for a whole layer and scope: once one ask there is seen to prompt, the others are not evaluated.
  const prompting = new Set<string>();
  for (const r of table.rules) {
    if (!r.source || r.inert !== undefined || verdictOf(r.action) !== 'ask') continue;
    const group = `${r.layer}\u0000${r.scope ?? ''}\u0000${r.call?.tool ?? r.tool ?? ''}`;
    if (prompting.has(group)) continue;
    const found = neverAsks(table, r);
    if (found === 'prompts') prompting.add(group);
    if (found === undefined || found === 'prompts') continue;
    const { m, t } = found;
    const what = t.decision === 'deny' ? 'every call it matches is denied instead' : 'every call it matches runs without review';
    const by = t.decidedBy.source && !sameLoc(t.decidedBy.source, r.source) ? t.decidedBy.source : undefined;
    out.push({
      loc: r.source,
      message: `${ruleLabel(r)} never prompts: ${what} (${m.effect === 'decided' ? t.decidedBy.reason : m.why})${table.heldNote(r)}`,
      ...(by ? { related: [{ loc: by, message: 'what decides instead' }] } : {}),
      witness: witnessFrom(t.call, t, table.silentHooks),
    });
  }
  return out;
}
