/**
 * ask-never-prompts: an ask rule the engine selects for its own call, whose
 * ask is then turned into something else by a posture or mode that never
 * shows a prompt: the call is denied (no one to ask) or runs unreviewed.
 * Seen in the trace: the rule matched as `decided` or `overridden` with no
 * other rule beating it, and the decision is not ask. The reason is the
 * engine's own.
 */
import { ruleDocPath } from '../docs.js';
import { ruleLabel, ruleTable, verdictOf, witnessFrom } from '../table.js';
import type { CheckMeta, LintContext, RawFinding } from '../types.js';
import { sameLoc } from '../witness.js';

export const meta: CheckMeta = {
  id: 'ask-never-prompts',
  severity: 'warning',
  description: 'An ask rule in a posture or mode that never prompts: the call is denied or runs unreviewed instead.',
  docs: ruleDocPath('ask-never-prompts'),
};

export function check(ctx: LintContext): RawFinding[] {
  const table = ruleTable(ctx);
  if (!table) return [];
  const out: RawFinding[] = [];
  for (const r of table.rules) {
    if (!r.source || r.inert !== undefined || verdictOf(r.action) !== 'ask') continue;
    const m = table.matchOf(r);
    const t = table.traceOf(r);
    if (!m || !t || t.decision === 'ask') continue;
    if (!(m.effect === 'decided' || (m.effect === 'overridden' && m.by === undefined))) continue;
    const what = t.decision === 'deny' ? 'every call it matches is denied instead' : 'every call it matches runs without review';
    const by = t.decidedBy.source && !sameLoc(t.decidedBy.source, r.source) ? t.decidedBy.source : undefined;
    out.push({
      loc: r.source,
      message: `${ruleLabel(r)} never prompts: ${what} (${m.effect === 'decided' ? t.decidedBy.reason : m.why})${table.heldNote(r)}`,
      ...(by ? { related: [{ loc: by, message: 'what decides instead' }] } : {}),
      witness: witnessFrom(table.samplesOf(r)[0]!, t, table.silentHooks),
    });
  }
  return out;
}
