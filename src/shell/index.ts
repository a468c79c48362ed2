/**
 * The shell analyzer: how a shell command string breaks down into the
 * commands that would run, what wraps and nests them, what they write, and
 * what cannot be seen. The only module that uses tree-sitter.
 */
import { DETAIL, opacity } from './opacity.js';
import type { Opacity, Segment, ShellAnalysis } from './types.js';
import { CR_PLACEHOLDER, restoreCarriageReturns as cr } from './lexfix.js';
import { analyzeSource, type Sink } from './walk.js';

export type * from './types.js';
export { peelWrappers, WRAPPERS, type WrapperSpec } from './wrappers.js';
export { programName } from './words.js';
export { plainWordsRunPayloads, runsPayloads } from './payloads.js';

/**
 * Recent analyses by input text. One evaluation reads its command several
 * times (a branch per verdict of an unrun hook or classifier is a real
 * re-evaluation, hooks re-read a rewritten command), `diff` evaluates each
 * probe on two stacks, and batches and lints repeat commands. An analysis is
 * never changed once made, so a repeat gets the same object. Short inputs
 * keep the last RECENT; a long one (a megabyte of chained commands) keeps only
 * the last, so memory stays bounded by one long input.
 */
const recent = new Map<string, ShellAnalysis>();
const RECENT = 256;
/** Inside `keepingAnalyses`, short inputs keep up to this many (a whole diff's or lint's probes). */
const KEPT = 100_000;
let keeping = 0;
const SHORT = 16 * 1024;
let lastLong: ShellAnalysis | undefined;

/**
 * Analyze one shell command string. Pure and synchronous (the parser is
 * created on the first call) and never throws: an internal failure becomes a
 * single 'parse-error' finding over the whole input. A repeat of a recent
 * input returns the same (unchanged) analysis.
 */
export function analyzeShell(input: string): ShellAnalysis {
  const text = typeof input === 'string' ? input : String(input);
  if (text.length > SHORT) {
    if (lastLong?.input === text) return lastLong;
    return (lastLong = analyzeFresh(text));
  }
  const hit = recent.get(text);
  if (hit !== undefined) return hit;
  const a = analyzeFresh(text);
  if (recent.size >= (keeping > 0 ? KEPT : RECENT)) recent.delete(recent.keys().next().value!);
  recent.set(text, a);
  return a;
}

/**
 * Runs `f` with the analyses of short inputs kept (up to KEPT) instead of
 * the last RECENT: for a command that reads the same tens of thousands of
 * calls in several passes (diff matches its probes against the changed
 * rules, then evaluates them on both stacks). Afterwards the cache is cut
 * back to the most recent RECENT.
 */
export function keepingAnalyses<T>(f: () => T): T {
  keeping++;
  try {
    return f();
  } finally {
    if (--keeping === 0) for (const k of recent.keys()) {
      if (recent.size <= RECENT) break;
      recent.delete(k);
    }
  }
}

/**
 * The analysis with every text up to FLAT_MIN read by the grammar, even a
 * plain list the fast reading would take, every piece of a long list walked
 * even past MAX_SEGMENTS, and no cache: what the fast readings must equal
 * (the tests compare them).
 */
export function analyzeWithGrammar(text: string): ShellAnalysis {
  return analyzeFresh(text, true);
}

function analyzeFresh(text: string, grammarOnly = false): ShellAnalysis {
  try {
    const sink: Sink = { segments: [], opaque: [], writes: [] };
    analyzeSource(text, sink, grammarOnly);
    return assemble(text, sink);
  } catch {
    return {
      input: text,
      segments: [],
      opaque: [opacity('parse-error', [0, text.length], DETAIL.internalFailure())],
      writes: [],
      chained: true,
    };
  }
}

function assemble(input: string, sink: Sink): ShellAnalysis {
  if (input.includes('\r') && !input.includes(CR_PLACEHOLDER)) restoreAll(sink);
  // Stable sorts: equal starts keep discovery order (enclosing before nested).
  const segments = sink.segments.slice().sort((a, b) => a.range[0] - b.range[0]);
  const writes = sink.writes.slice().sort((a, b) => a.range[0] - b.range[0]);
  const opaque = dedupe(sink.opaque).sort((a, b) => a.range[0] - b.range[0]);
  return { input, segments, opaque, writes, chained: isChained(segments, opaque) };
}

/**
 * More than one command would run: several segments, any operator, any
 * nesting or payload, or anything opaque. Two exceptions, both still one
 * command: the `time` and `!` keywords (they only time or negate it), and a
 * lone command whose name is computed (`$cmd -rf /`, reported as opaque).
 */
function isChained(segments: ShellAnalysis['segments'], opaque: readonly Opacity[]): boolean {
  if (segments.length > 1) return true;
  const counts = (kind: string): boolean => kind !== 'time' && kind !== 'negation';
  if (segments.some((s) => s.operator !== null || s.nesting.some(counts))) return true;
  return opaque.some((o) => !(o.reason === 'dynamic-command' && segments.length === 1));
}

/** Carriage returns were read through a placeholder (lexfix.ts): every string shown gets the real character back. */
function restoreAll(sink: Sink): void {
  for (const s of sink.segments) {
    s.text = cr(s.text);
    s.argv = s.argv.map(cr);
    s.rawArgv = s.rawArgv.map(cr);
    s.wrappers = s.wrappers.map(cr);
    s.assignments = s.assignments.map(cr);
    for (const r of s.redirects) if (r.target !== null) r.target = cr(r.target);
  }
  for (const o of sink.opaque) {
    o.detail = cr(o.detail);
    if (o.knownArgs) o.knownArgs = o.knownArgs.map(cr);
  }
  for (const w of sink.writes) if (w.path !== null) w.path = cr(w.path);
}

function dedupe(findings: readonly Opacity[]): Opacity[] {
  const seen = new Set<string>();
  const out: Opacity[] = [];
  for (const f of findings) {
    const key = `${f.reason}\u0000${f.range[0]}\u0000${f.range[1]}\u0000${f.detail}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
  }
  return out;
}

/**
 * The analysis of one segment on its own, as an engine evaluates it to say
 * what that command would meet alone: the segment (or the segments given,
 * such as it and those nested in it), with the opacity findings and writes
 * that fall inside it.
 */
export function segmentAlone(shell: ShellAnalysis, seg: Segment, segments: Segment[] = [seg], input: string = shell.input): ShellAnalysis {
  const inside = (r: readonly [number, number]) => r[0] < seg.range[1] && seg.range[0] < r[1];
  return {
    input,
    segments,
    opaque: shell.opaque.filter((o) => inside(o.range)),
    writes: shell.writes.filter((w) => inside(w.range)),
    chained: segments.length > 1,
  };
}
