/**
 * `diff`'s core: one probe corpus evaluated against two stacks, keeping each
 * call whose decision changed, with the deciding layer and rule on both
 * sides. Pure: the stacks come in already loaded.
 */
import type { SourceLoc } from '../config/errors.js';
import { STRICTNESS, type Decision, type Trace } from '../core/types.js';
import type { Engine } from '../engines/types.js';
import type { Probe } from './probe.js';

export interface DecisionAt {
  decision: Decision;
  layer: string;
  reason: string;
  source: SourceLoc | null;
  /** The deciding rule's id, where the engine names it. */
  rule?: string;
}

export type Direction = 'loosened' | 'tightened';

export interface Change {
  probe: Probe;
  before: DecisionAt;
  after: DecisionAt;
  direction: Direction;
}

export interface Comparison {
  changes: Change[];
  /** How many probes were evaluated on both sides. */
  probes: number;
  /** Probes the engine could not evaluate on one side or both (left out of `changes`). */
  skipped: { probe: Probe; error: string }[];
}

type Decided = Pick<Trace, 'decision' | 'decidedBy'>;

function at(t: Decided): DecisionAt {
  return { decision: t.decision, layer: t.decidedBy.layer, reason: t.decidedBy.reason, source: t.decidedBy.source, ...(t.decidedBy.rule !== undefined ? { rule: t.decidedBy.rule } : {}) };
}

/** Toward allow by STRICTNESS is a loosening; toward deny a tightening; equal is no change. */
export function directionOf(before: Decision, after: Decision): Direction | undefined {
  const d = STRICTNESS[after] - STRICTNESS[before];
  return d < 0 ? 'loosened' : d > 0 ? 'tightened' : undefined;
}

function sideKey(d: DecisionAt): string {
  const s = d.source;
  return [d.decision, d.layer, s ? `${s.file}:${s.line}:${s.column}` : ''].join('\u0000');
}

/** What a change is attributed to: its direction and the deciding layer and rule on each side. */
export function causeKey(c: Change): string {
  return [c.direction, sideKey(c.before), sideKey(c.after)].join('\u0001');
}

export function compareStacks(engine: Engine, base: unknown, head: unknown, probes: readonly Probe[]): Comparison {
  const changes: Change[] = [];
  const skipped: Comparison['skipped'] = [];
  // Only the decision and what decided it are compared: the engine's `decide` where it has one.
  const judge = engine.decide ?? engine.evaluate;
  for (const probe of probes) {
    let b: Decided;
    let h: Decided;
    try {
      b = judge.call(engine, base, probe.call, { ...probe.ctx, hookResults: {} });
      h = judge.call(engine, head, probe.call, { ...probe.ctx, hookResults: {} });
    } catch (err) {
      skipped.push({ probe, error: (err as Error).message });
      continue;
    }
    const direction = directionOf(b.decision, h.decision);
    if (direction) changes.push({ probe, before: at(b), after: at(h), direction });
  }
  return { changes: orderChanges(changes), probes: probes.length - skipped.length, skipped };
}

/**
 * Loosened first; then the changes one rule edit caused side by side (groups
 * in corpus order); then corpus order. Each change's cause is keyed once, not
 * once per comparison (a diff of 10,000 rules sorts tens of thousands).
 */
export function orderChanges(changes: readonly Change[]): Change[] {
  const group = new Map<string, number>();
  const rank = changes.map((c) => {
    const k = causeKey(c);
    let g = group.get(k);
    if (g === undefined) group.set(k, (g = group.size));
    return g;
  });
  const order = changes.map((_, i) => i);
  // Stable, as the sort by direction and group alone was: ties keep corpus order.
  order.sort((i, j) => (changes[i]!.direction === changes[j]!.direction ? rank[i]! - rank[j]! : changes[i]!.direction === 'loosened' ? -1 : 1));
  return order.map((i) => changes[i]!);
}
