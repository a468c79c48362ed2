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
  /** The winner has the rule's key: a contradicting duplicate (duplicate-rule's, unless a deny overrides an allow). */
  sameKey: boolean;
}

/**
 * The beaten rules of a table, found once: shadowed-rule and allow-unreachable
 * both read them. Keyed by the table, which never changes once built (its
 * answers are memoized functions of the stack), so neither does the list;
 * the checks only read it.
 */
const found = new WeakMap<RuleTable, readonly Beaten[]>();

export function beatenRules(table: RuleTable): readonly Beaten[] {
  let b = found.get(table);
  if (!b) found.set(table, (b = findBeaten(table)));
  return b;
}

/** Every rule another rule beats on every call it names (the plain search `beatenRules` keeps). */
export function findBeaten(table: RuleTable): Beaten[] {
  const out: Beaten[] = [];
  for (const r of table.rules) {
    if (!r.source || r.inert !== undefined) continue;
    // Only a rule some other rule could cover is evaluated: the index, then the matcher, then the engine.
    const cands = table.candidatesOver(r);
    if (cands.length === 0) continue;
    const samples = table.samplesOf(r);
    if (samples.length === 0 || !cands.some((w) => samples.every((c) => table.matches(w, c)))) continue;
    const m = table.matchOf(r);
    const t = table.traceOf(r)!;
    if (!m || (m.effect !== 'shadowed' && m.effect !== 'overridden')) continue;
    // The winner: the rule it names, else (overridden) the rule that decided the call.
    const by = m.by ?? (m.effect === 'overridden' ? t.decidedBy.rule : undefined);
    const w = by === undefined ? undefined : table.byId.get(by);
    if (!w || w === r) continue;
    if (!samples.every((c) => table.matches(w, c))) continue;
    out.push({ rule: r, winner: w, match: m, trace: t, sameKey: w.key === r.key });
  }
  return out;
}
