/**
 * The contract's hygiene for what an engine returns, applied once by the
 * registry's engine wrapper rather than by each engine: a value or rule that
 * comes from no file (a command-line flag such as `--allowed-tools`, `-c
 * KEY=VALUE`, an environment variable such as `$GROK_SANDBOX`) is not a
 * `source`. Engines mark such origins with a pseudo-location — a SourceLoc
 * whose `file` is the flag or the variable and whose line is 0 — and every
 * reader of a trace would otherwise print it as if it were a path. Here it
 * becomes `source: null` with a `from` label naming the flag or variable.
 */
import type { SourceLoc } from '../config/errors.js';
import type { Branch, DecidedBy, LayerTrace, Risk, RuleRecord, SegmentVerdict, Trace } from './types.js';

/** The label of a pseudo-location (`--allowed-tools`, `$GROK_SANDBOX`, `-c approval_policy=never`), else undefined. */
export function pseudoLabel(loc: SourceLoc | null | undefined): string | undefined {
  if (!loc || loc.line > 0) return undefined;
  return /^(-|\$)/.test(loc.file) ? loc.file : undefined;
}

function split(locs: readonly SourceLoc[]): { real: SourceLoc[]; from: string[] } {
  const real: SourceLoc[] = [];
  const from: string[] = [];
  for (const l of locs) {
    const label = pseudoLabel(l);
    if (label === undefined) real.push(l);
    else if (!from.includes(label)) from.push(label);
  }
  return { real, from };
}

function one<T extends { source?: SourceLoc | null; from?: string }>(x: T): T {
  const label = pseudoLabel(x.source);
  if (label === undefined) return x;
  return { ...x, source: null, from: x.from ?? label };
}

function layer(l: LayerTrace): LayerTrace {
  if (!l.sources.some((s) => pseudoLabel(s) !== undefined)) return l;
  const { real, from } = split(l.sources);
  return { ...l, sources: real, from: [...new Set([...(l.from ?? []), ...from])] };
}

function risk(r: Risk): Risk {
  if (!r.evades?.some((s) => pseudoLabel(s) !== undefined)) return r;
  const { real, from } = split(r.evades);
  return { ...r, evades: real, evadesFrom: [...new Set([...(r.evadesFrom ?? []), ...from])] };
}

/**
 * The trace with every pseudo-location replaced by `null` and a `from`
 * label. Returns the same object when there is none (the common case costs
 * one scan and no copy).
 */
export function normaliseTrace(t: Trace): Trace {
  const has =
    pseudoLabel(t.decidedBy.source) !== undefined ||
    t.layers.some((l) => l.sources.some((s) => pseudoLabel(s) !== undefined)) ||
    t.segments.some((s) => pseudoLabel(s.source) !== undefined) ||
    t.branches.some((b) => pseudoLabel(b.source) !== undefined) ||
    t.risks.some((r) => r.evades?.some((s) => pseudoLabel(s) !== undefined));
  if (!has) return t;
  return {
    ...t,
    decidedBy: one<DecidedBy>(t.decidedBy),
    layers: t.layers.map(layer),
    segments: t.segments.map((s) => one<SegmentVerdict>(s)),
    branches: t.branches.map((b) => one<Branch>(b)),
    risks: t.risks.map(risk),
  };
}

/** Rule records with the same hygiene: a rule from a flag or the environment has `source: null` and `from`. */
export function normaliseRules(rules: RuleRecord[]): RuleRecord[] {
  return rules.some((r) => pseudoLabel(r.source) !== undefined) ? rules.map((r) => one(r)) : rules;
}
