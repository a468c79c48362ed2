/**
 * What shadowed-rule and allow-unreachable share: a rule whose own calls are
 * all won by one other rule. The engine's evaluation of the rule's first
 * sample says who beat it and how (RuleMatch.effect, `by`, `why`); the
 * engine's matcher then confirms the winner matches every sample of the
 * rule, so it is not a winner on one call only. A rule is evaluated only
 * when the index holds a rule that could cover it and the matcher agrees.
 */
import type { RuleMatch, RuleRecord, Trace } from '../../core/types.js';
import type { RuleTable } from '../table.js';

export interface Beaten {
  rule: RuleRecord;
  winner: RuleRecord;
  match: RuleMatch;
  trace: Trace;
}

export function beatenRules(table: RuleTable): Beaten[] {
  const out: Beaten[] = [];
  for (const r of table.rules) {
    if (!r.source || r.inert !== undefined) continue;
    // Only a rule some other rule could cover is evaluated: the index, then the matcher, then the engine.
    const cands = table.candidatesOver(r);
    if (cands.length === 0) continue;
    const samples = table.samplesOf(r);
    if (samples.length === 0 || !cands.some((w) => samples.every((c) => table.matches(w, c)))) continue;
    const m = table.matchOf(r);
    if (!m || m.by === undefined || (m.effect !== 'shadowed' && m.effect !== 'overridden')) continue;
    const w = table.byId.get(m.by);
    // The same key is duplicate-rule's.
    if (!w || w === r || w.key === r.key) continue;
    if (!samples.every((c) => table.matches(w, c))) continue;
    out.push({ rule: r, winner: w, match: m, trace: table.traceOf(r)! });
  }
  return out;
}
