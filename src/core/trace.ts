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
import type { StackReport } from '../engines/types.js';
import { copyKeepingLazy, isLazyField, lazyField, pendingCompute } from './lazy.js';

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

/** Whether some layer cites a pseudo-location: asked of every trace, so plain loops (no closure per layer). */
function layersHavePseudo(ls: readonly LayerTrace[]): boolean {
  for (const l of ls) for (const s of l.sources) if (pseudoLabel(s) !== undefined) return true;
  return false;
}

/** The fields that may hold pseudo-locations, each with its check and its repair. */
const FIELDS = {
  decidedBy: { has: (d: DecidedBy) => pseudoLabel(d.source) !== undefined, fix: (d: DecidedBy) => one<DecidedBy>(d) },
  layers: { has: layersHavePseudo, fix: (ls: LayerTrace[]) => ls.map(layer) },
  segments: { has: (ss: SegmentVerdict[]) => ss.some((s) => pseudoLabel(s.source) !== undefined), fix: (ss: SegmentVerdict[]) => ss.map((s) => one<SegmentVerdict>(s)) },
  branches: { has: (bs: Branch[]) => bs.some((b) => pseudoLabel(b.source) !== undefined), fix: (bs: Branch[]) => bs.map((b) => one<Branch>(b)) },
  risks: { has: (rs: Risk[]) => rs.some((r) => r.evades?.some((s) => pseudoLabel(s) !== undefined)), fix: (rs: Risk[]) => rs.map(risk) },
} as const;
type Field = keyof typeof FIELDS;
const FIELD_NAMES = Object.keys(FIELDS) as Field[];

/** The value with its pseudo-locations repaired, the same value when it has none. */
function repaired(key: Field, value: unknown): unknown {
  const f = FIELDS[key] as { has: (v: unknown) => boolean; fix: (v: unknown) => unknown };
  return f.has(value) ? f.fix(value) : value;
}

/**
 * The trace with every pseudo-location replaced by `null` and a `from`
 * label. Returns the same object when there is none (the common case costs
 * one scan and no copy). A field the engine computes on first read (an
 * accessor: san's and grok's risks and segments, which `diff` and lint's
 * witnesses never read) is not read here: it is repaired when it is first
 * read, so its cost stays where the engine put it.
 */
export function normaliseTrace(t: Trace): Trace {
  const lazy: [Field, () => unknown][] = [];
  let has = false;
  for (const key of FIELD_NAMES) {
    const d = Object.getOwnPropertyDescriptor(t, key);
    if (d?.get !== undefined) lazy.push([key, d.get]);
    else if (!has && d !== undefined) has = (FIELDS[key].has as (v: unknown) => boolean)(d.value);
  }
  if (!has && lazy.length === 0) return t;
  let out: Trace = t;
  if (has) {
    out = copyKeepingLazy(t);
    for (const key of FIELD_NAMES) {
      if (lazy.some(([k]) => k === key)) continue;
      const value = repaired(key, (t as unknown as Record<Field, unknown>)[key]);
      Object.defineProperty(out, key, { value, writable: true, enumerable: true, configurable: true });
    }
  }
  for (const [key, get] of lazy) {
    // Repaired in place (out is t), the field's own computation is read directly: through the getter it would find its replacement.
    // On a copy, through t's property (t's own lazy field may have settled meanwhile); an engine's own accessor is called as it was.
    const raw = out === t ? (pendingCompute(t, key) ?? (() => get.call(t))) : isLazyField(key, Object.getOwnPropertyDescriptor(t, key)) || !Object.getOwnPropertyDescriptor(t, key)?.get ? () => (t as unknown as Record<Field, unknown>)[key] : () => get.call(t);
    lazyField(out as unknown as Record<Field, unknown>, key, () => repaired(key, raw()));
  }
  return out;
}

/** A decision alone (`Engine.decide`) with the same hygiene as its trace's `decidedBy`. */
export function normaliseDecision(d: Pick<Trace, 'decision' | 'decidedBy'>): Pick<Trace, 'decision' | 'decidedBy'> {
  return FIELDS.decidedBy.has(d.decidedBy) ? { decision: d.decision, decidedBy: FIELDS.decidedBy.fix(d.decidedBy) } : d;
}

/** Rule records with the same hygiene: a rule from a flag or the environment has `source: null` and `from`. */
export function normaliseRules(rules: RuleRecord[]): RuleRecord[] {
  return rules.some((r) => pseudoLabel(r.source) !== undefined) ? rules.map((r) => one(r)) : rules;
}

/** The stack view with the same hygiene: settings, rules, hooks and ignored values from a flag or the environment have `source: null` and `from`. */
export function normaliseStackReport(r: StackReport): StackReport {
  const has = [r.settings, r.rules, r.hooks, r.ignored].some((xs) => xs.some((x: { source: SourceLoc | null }) => pseudoLabel(x.source) !== undefined));
  if (!has) return r;
  return { ...r, settings: r.settings.map((x) => one(x)), rules: r.rules.map((x) => one(x)), hooks: r.hooks.map((x) => one(x)), ignored: r.ignored.map((x) => one(x)) };
}
