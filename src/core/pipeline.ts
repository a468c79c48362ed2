/**
 * What every engine's pipeline shares: a layer's claim on the outcome, a
 * layer's result, and the loop that runs the layers in their written order
 * and records one trace row each. Each engine keeps its own state, layers
 * and decision policy.
 */
import type { SourceLoc } from '../config/errors.js';
import type { LayerTrace, Outcome } from './types.js';

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
 */
export function runLayers<S>(layers: readonly Layer<S>[], state: S, skip: (layer: Layer<S>) => string | undefined): LayerTrace[] {
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

/** Whether two [start, end) ranges share a character. */
export function overlaps(a: readonly [number, number], b: readonly [number, number]): boolean {
  return a[0] < b[1] && b[0] < a[1];
}
