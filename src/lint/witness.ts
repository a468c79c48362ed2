/**
 * Witnesses: candidate calls the engine evaluates, kept only when its trace
 * confirms what the finding claims. Lint never states a decision the engine
 * did not produce, so `lint` and `explain` cannot disagree.
 */
import type { SourceLoc } from '../config/errors.js';
import type { Call, LayerTrace, Trace } from '../core/types.js';
import type { EvalOptions } from '../engines/types.js';
import type { LintContext, Witness } from './types.js';

/** `strong`: the trace shows the claim outright; `weak`: it shows it, but a later layer changed the outcome. */
export type Confirmation = 'strong' | 'weak' | false;

export interface Candidate {
  call: Call;
  opts?: Partial<Pick<EvalOptions, 'hookResults' | 'mode' | 'posture'>>;
}

export function sameLoc(a: SourceLoc | null | undefined, b: SourceLoc | null | undefined): boolean {
  return !!a && !!b && a.file === b.file && a.line === b.line && a.column === b.column;
}

export function layerOf(trace: Trace, id: string): LayerTrace | undefined {
  return trace.layers.find((l) => l.id === id);
}

/** Did this layer of the trace name `loc` among its sources? */
export function cites(trace: Trace, layerId: string, loc: SourceLoc): boolean {
  return layerOf(trace, layerId)?.sources.some((s) => sameLoc(s, loc)) ?? false;
}

/** The first strongly confirmed candidate, else the first weakly confirmed one. */
export function findWitness(ctx: LintContext, candidates: readonly Candidate[], confirm: (t: Trace) => Confirmation): Witness | undefined {
  let weak: Witness | undefined;
  for (const c of candidates) {
    const t = ctx.evaluate(c.call, c.opts);
    if (!t) continue;
    const k = confirm(t);
    if (k === 'strong') return toWitness(c, t);
    if (k === 'weak') weak ??= toWitness(c, t);
  }
  return weak;
}

function toWitness(c: Candidate, t: Trace): Witness {
  return {
    call: c.call,
    decision: t.decision,
    layer: t.decidedBy.layer,
    reason: t.decidedBy.reason,
    ...(c.opts?.hookResults && Object.keys(c.opts.hookResults).length > 0 ? { hookResults: { ...c.opts.hookResults } } : {}),
    ...(c.opts?.mode !== undefined ? { mode: c.opts.mode } : {}),
  };
}
