/**
 * What every engine's pipeline shares: a layer's claim on the outcome, a
 * layer's result, and the loop that runs the layers in their written order
 * and records one trace row each. Each engine keeps its own state, layers
 * and decision policy.
 */
import type { SourceLoc } from '../config/errors.js';
import type { Segment, ShellAnalysis } from '../shell/types.js';
import type { Decision, LayerTrace, Outcome, SegmentVerdict, Trace } from './types.js';

/** A layer's claim on the outcome: who said it, why, and where. */
export interface Claim {
  layer: string;
  reason: string;
  source: SourceLoc | null;
}

export function claim(layer: string, reason: string, source: SourceLoc | null | undefined): Claim {
  return { layer, reason, source: source ?? null };
}

export interface LayerResult {
  outcome: Outcome;
  reason: string;
  sources?: (SourceLoc | null | undefined)[];
}

export interface Layer<S> {
  id: string;
  title: string;
  run(state: S): LayerResult;
}

/**
 * Runs the layers in order. `skip` decides, before each layer, whether it is
 * reached: it returns the reason a layer is not run, or undefined to run it.
 * `record` false runs them the same way and records no row (an engine's
 * decision alone, `Engine.decide`: the rows are read from the trace only).
 */
export function runLayers<S>(layers: readonly Layer<S>[], state: S, skip: (layer: Layer<S>) => string | undefined, record = true): LayerTrace[] {
  if (!record) {
    for (const layer of layers) if (skip(layer) === undefined) layer.run(state);
    return [];
  }
  return layers.map((layer, i) => {
    const why = skip(layer);
    const r: LayerResult = why !== undefined ? { outcome: 'skip', reason: why } : layer.run(state);
    return {
      id: layer.id,
      order: i + 1,
      title: layer.title,
      outcome: r.outcome,
      reason: r.reason,
      sources: (r.sources ?? []).filter((x): x is SourceLoc => x !== null && x !== undefined),
    };
  });
}

/** The claims a pipeline collects on its way, strongest first. */
export interface Claims {
  denied?: Claim | undefined;
  prompt?: Claim | undefined;
  unresolved: readonly Claim[];
  cleared?: Claim | undefined;
}

/**
 * The usual fold: a block wins, then a prompt, then anything the simulation
 * could not determine (never resolved to allow), then what cleared the call;
 * `otherwise` says what a call nothing decided comes to in this engine.
 */
export function foldClaims(c: Claims, otherwise: { decision: Decision; by: Claim }): { decision: Decision; decidedBy: Claim } {
  if (c.denied) return { decision: 'deny', decidedBy: c.denied };
  if (c.prompt) return { decision: 'ask', decidedBy: c.prompt };
  if (c.unresolved.length > 0) return { decision: 'ask', decidedBy: c.unresolved[0]! };
  if (c.cleared) return { decision: 'allow', decidedBy: c.cleared };
  return { decision: otherwise.decision, decidedBy: otherwise.by };
}

/** Whether two [start, end) ranges share a character. */
export function overlaps(a: readonly [number, number], b: readonly [number, number]): boolean {
  return a[0] < b[1] && b[0] < a[1];
}

/** A segment's row in the trace: the decision its own evaluation reached, and why. */
export function segmentVerdict(seg: { text: string; argv: string[]; operator: string | null }, t: Pick<Trace, 'decision' | 'decidedBy'>): SegmentVerdict {
  return { text: seg.text, argv: seg.argv, operator: seg.operator, decision: t.decision, reason: t.decidedBy.reason, source: t.decidedBy.source };
}

/**
 * A call that is one plain command (one segment, nothing opaque, nothing
 * around it) is its own segment row: the whole call's verdict, with no
 * second evaluation. Undefined when the call is compound.
 */
export function plainCommandRow(shell: ShellAnalysis, t: Pick<Trace, 'decision' | 'decidedBy'>): SegmentVerdict[] | undefined {
  const seg = shell.segments[0];
  if (shell.segments.length !== 1 || shell.opaque.length > 0 || seg === undefined || seg.text !== shell.input.trim()) return undefined;
  return [segmentVerdict({ ...seg, operator: null }, t)];
}

/**
 * What a segment's own evaluation can depend on: everything about it but
 * where it stands (its range and the operator before it), and the opaque
 * parts and writes inside it, placed relative to its start. Two segments
 * with one key meet the same verdict.
 */
export function segmentKey(shell: ShellAnalysis, seg: Segment): string {
  const { range, operator: _operator, ...rest } = seg;
  const inside = (r: readonly [number, number]) => r[0] < range[1] && range[0] < r[1];
  const at = (r: readonly [number, number]) => [r[0] - range[0], r[1] - range[0]];
  return JSON.stringify([
    rest,
    shell.opaque.filter((o) => inside(o.range)).map((o) => ({ ...o, range: at(o.range) })),
    shell.writes.filter((w) => inside(w.range)).map((w) => ({ ...w, range: at(w.range) })),
  ]);
}

/** Equal JSON-like values (primitives, arrays, plain objects), compared in place: no key string is built. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/** Whether two segments' own evaluations read the same thing: what segmentKey encodes, compared in place. */
function sameSegmentInput(shell: ShellAnalysis, a: Segment, b: Segment): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (k === 'range' || k === 'operator') continue;
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!sameValue((a as unknown as Record<string, unknown>)[k], (b as unknown as Record<string, unknown>)[k])) return false;
  }
  return sameInside(shell.opaque, a.range, b.range) && sameInside(shell.writes, a.range, b.range);
}

/** The findings inside each range, placed relative to its start, are the same list. */
function sameInside(found: readonly { range: [number, number] }[], ra: readonly [number, number], rb: readonly [number, number]): boolean {
  if (found.length === 0) return true;
  const inA = found.filter((f) => f.range[0] < ra[1] && ra[0] < f.range[1]);
  const inB = found.filter((f) => f.range[0] < rb[1] && rb[0] < f.range[1]);
  if (inA.length !== inB.length) return false;
  for (let i = 0; i < inA.length; i++) {
    const x = inA[i]!;
    const y = inB[i]!;
    if (x.range[0] - ra[0] !== y.range[0] - rb[0] || x.range[1] - ra[0] !== y.range[1] - rb[0]) return false;
    const { range: _x, ...restX } = x;
    const { range: _y, ...restY } = y;
    if (!sameValue(restX, restY)) return false;
  }
  return true;
}

/**
 * Per-segment evaluation with repeats answered once: a chain of 20,000
 * `true` is one evaluation, not 20,000. Two segments are repeats when
 * segmentKey would give them one key (compared in place, bucketed by text,
 * so no key string is built per segment). The row keeps each segment's own
 * text and operator. `evaluate` gets the segment and its index; `context`,
 * when an engine's evaluation of a segment also reads something the key does
 * not cover (the segments nested in it), gives that as a JSON-like value,
 * and segments are repeats only when it is equal too.
 */
export function eachSegmentOnce(
  shell: ShellAnalysis,
  evaluate: (seg: Segment, index: number) => Pick<Trace, 'decision' | 'decidedBy'>,
  context?: (seg: Segment, index: number) => unknown,
): SegmentVerdict[] {
  const byText = new Map<string, { seg: Segment; ctx: unknown; t: Pick<Trace, 'decision' | 'decidedBy'> }[]>();
  return shell.segments.map((seg, i) => {
    const ctx = context ? context(seg, i) : undefined;
    let bucket = byText.get(seg.text);
    if (bucket === undefined) byText.set(seg.text, (bucket = []));
    let hit = bucket.find((b) => sameSegmentInput(shell, b.seg, seg) && sameValue(b.ctx, ctx));
    if (hit === undefined) {
      hit = { seg, ctx, t: evaluate(seg, i) };
      bucket.push(hit);
    }
    return segmentVerdict(seg, hit.t);
  });
}
