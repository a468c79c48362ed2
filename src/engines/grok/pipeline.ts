/**
 * grok-build's authorization chain, in seed 003's order. The order is
 * written here once; each stage lives in its own file under layers/.
 */
import { branchesOver, uniqueRisks } from '../../core/faithful.js';
import type { Branch, Call, LayerTrace, SegmentVerdict, Trace } from '../../core/types.js';
import { UsageError } from '../../core/usage-error.js';
import type { Segment, ShellAnalysis } from '../../shell/types.js';
import type { EvalOptions, HookVerdict } from '../types.js';
import { CLASSIFIER_VERDICTS } from './layers/auto-mode.js';
import { grokRisks } from './risks.js';
import { lazyField } from '../../core/lazy.js';
import { attachDecider, attachMatches } from './matches.js';
import { accessKindLayer } from './layers/access-kind.js';
import { autoModeLayer } from './layers/auto-mode.js';
import { hooksLayer } from './layers/hooks.js';
import { managedDenyLayer } from './layers/managed-deny.js';
import { mcpDomainLayer } from './layers/mcp-domain.js';
import { planGateLayer } from './layers/plan-gate.js';
import { policyLayer } from './layers/policy.js';
import { promptLayer } from './layers/prompt.js';
import { readOnlyLayer } from './layers/read-only.js';
import { rulesLayer } from './layers/rules.js';
import { sandboxLayer } from './layers/sandbox.js';
import { sandboxAutoLayer } from './layers/sandbox-auto.js';
import { sessionGrantsLayer } from './layers/session-grants.js';
import { yoloLayer } from './layers/yolo.js';
import type { GrokStack } from './stack.js';
import type { EvalState, Layer, Modes } from './state.js';
import { reuseCommandTree } from './split.js';
import { toolInfo } from './tools.js';
import { eachSegmentOnce, overlaps, runLayers, plainCommandRow, sameValue } from '../../core/pipeline.js';
import { segmentAlone } from '../../shell/index.js';

export const PIPELINE: readonly Layer[] = [
  accessKindLayer,
  planGateLayer,
  hooksLayer,
  rulesLayer,
  managedDenyLayer,
  yoloLayer,
  sessionGrantsLayer,
  autoModeLayer,
  sandboxAutoLayer,
  policyLayer,
  readOnlyLayer,
  mcpDomainLayer,
  promptLayer,
  sandboxLayer,
];

/** A --mode or --posture grok does not know: the caller's mistake. */
export class BadCallContext extends UsageError {}

const CLI = 'command line';

export function modesFor(stack: GrokStack, opts: EvalOptions): Modes {
  if (opts.posture !== undefined) throw new BadCallContext(`--posture ${opts.posture}: grok has no posture; use --mode default|acceptEdits|plan|auto|dontAsk|bypassPermissions`);
  const off = { value: false, origin: 'default', source: null };
  const base: Modes = {
    plan: off,
    yolo: stack.yolo,
    auto: stack.auto,
    promptPolicy: stack.promptPolicy,
    acceptEdits: stack.defaultMode.value === 'acceptEdits' ? { value: true, origin: stack.defaultMode.origin, source: stack.defaultMode.source } : off,
  };
  if (opts.mode === undefined) return base;
  const on = { value: true, origin: CLI, source: null };
  const cleared = { ...base, yolo: off, auto: off, promptPolicy: { value: 'ask' as const, origin: CLI, source: null }, acceptEdits: off };
  switch (opts.mode.trim().toLowerCase()) {
    case 'plan':
      return { ...base, plan: on };
    case 'default':
    case 'ask':
      return cleared;
    case 'acceptedits':
      return { ...cleared, acceptEdits: on };
    case 'auto':
      return { ...cleared, auto: on };
    case 'dontask':
      return { ...cleared, promptPolicy: { value: 'deny', origin: CLI, source: null } };
    case 'bypasspermissions':
    case 'yolo':
    case 'always-approve':
      return { ...cleared, yolo: on };
    default:
      throw new BadCallContext(`--mode ${opts.mode}: expected default, acceptEdits, plan, auto, dontAsk or bypassPermissions (always-approve)`);
  }
}

interface Run {
  /** The analysis to use instead of parsing the command (one segment on its own). */
  shell?: ShellAnalysis;
  segmentRun?: boolean;
  /** No layer rows (`decideGrok`: the decision alone). */
  untraced?: boolean;
}

/**
 * The trace of one call. `how.shell` replaces whale-perm's analysis of the
 * command (the faithfulness property test removes its hidden parts this
 * way: grok's decision must not move).
 */
export function evaluateGrok(stack: GrokStack, call: Call, opts: EvalOptions, how: { shell?: ShellAnalysis } = {}): Trace {
  const s = runPipeline(stack, call, opts, how.shell ? { shell: how.shell } : {});
  const trace = toTrace(s);
  if (s.shell && s.bash && !(s.denied && /^(access-kind|hooks)$/.test(s.denied.layer))) trace.segments = segmentVerdicts(stack, s, opts, trace);
  const bash = s.bash;
  const policy = s.policy;
  if (bash && policy) lazyField(trace, 'risks', () => uniqueRisks(grokRisks(stack, bash, policy, trace.decision)));
  attachMatches(trace, s);
  trace.branches = branchesOf(stack, call, opts, s);
  return trace;
}

/**
 * `Engine.decide`: the decision and what decided it (the deciding rule
 * named), as `evaluateGrok` sets them, without the rest of the trace (its
 * per-segment verdicts, risks, rule matches and branches): what `diff`
 * compares on both stacks for every probe. Those parts only read the
 * decision; none changes it.
 */
export function decideGrok(stack: GrokStack, call: Call, opts: EvalOptions): Pick<Trace, 'decision' | 'decidedBy'> {
  const s = runPipeline(stack, call, opts, { untraced: true });
  const trace = toTrace(s);
  attachDecider(trace, s);
  return { decision: trace.decision, decidedBy: trace.decidedBy };
}

/** The decision alone, for a branch: the same chain with one more verdict pinned. */
function decide(stack: GrokStack, call: Call, opts: EvalOptions): Trace {
  return toTrace(runPipeline(stack, call, opts, {}));
}

/** One real re-evaluation per verdict of each unrun hook and of an unpinned classifier. */
function branchesOf(stack: GrokStack, call: Call, opts: EvalOptions, s: EvalState): Branch[] {
  const out: Branch[] = [];
  for (const name of s.unrunHooks) out.push(...branchesOver(`hook '${name}'`, HOOK_VERDICTS, (v) => decide(stack, call, { ...opts, hookResults: { ...opts.hookResults, [name]: v as HookVerdict } })));
  if (s.classifier === 'unpinned') out.push(...branchesOver('classifier', CLASSIFIER_VERDICTS, (v) => decide(stack, call, { ...opts, pinned: { ...opts.pinned, classifier: v } })));
  return out;
}

/** What a grok hook can answer: allow (only declines to deny), deny, or fail (timeouts and crashes fail open). */
const HOOK_VERDICTS: readonly HookVerdict[] = ['allow', 'deny', 'error'];

/**
 * Layers whose run only reads the state and returns its row, setting nothing (layers/sandbox.ts: what
 * the sandbox still restricts, reported, never decided): a run that keeps no rows does not run them.
 */
const REPORTS_ONLY: ReadonlySet<string> = new Set(['sandbox']);

function runPipeline(stack: GrokStack, call: Call, opts: EvalOptions, how: Run): EvalState & { layerTraces: LayerTrace[] } {
  const s: EvalState = {
    stack,
    opts,
    call: { tool: call.tool, input: { ...call.input } },
    tool: toolInfo(call.tool),
    access: undefined,
    shell: how.shell,
    bash: undefined,
    modes: modesFor(stack, opts),
    policy: undefined,
    autoForcedPrompt: false,
    planFile: false,
    protectedEdit: undefined,
    unresolved: [],
    unrunHooks: [],
    segments: [],
    unknowns: [],
    warnings: how.segmentRun ? [] : [...stack.warnings],
    segmentRun: how.segmentRun === true,
  };
  // A run read for its decision alone keeps no layer rows: a segment's own run (segmentVerdicts keeps
  // decision and decidedBy; a 1 MB chain runs some 50,000 segments, 14 rows apiece) and `decideGrok`.
  // The same layers run in the same order, reached by the same skip rule.
  const rows = how.untraced !== true && !s.segmentRun;
  const skip = (layer: Layer): string | undefined => {
    if (!rows && REPORTS_ONLY.has(layer.id)) return 'not recorded';
    if (layer.id === 'sandbox') return undefined;
    if (s.denied) return `not reached: ${s.denied.layer} blocked the call`;
    if (s.cleared && !(s.cleared.layer === 'plan-gate' && layer.id === 'hooks')) return `not reached: ${s.cleared.layer} approved the call`;
    if (s.segmentRun && layer.id === 'hooks') return 'hooks run once, for the whole call';
    return undefined;
  };
  return Object.assign(s, { layerTraces: runLayers(PIPELINE, s, skip, rows) });
}

function toTrace(s: EvalState & { layerTraces: LayerTrace[] }): Trace {
  let decision: Trace['decision'];
  let decidedBy: Trace['decidedBy'];
  if (s.denied) {
    decision = 'deny';
    decidedBy = s.denied;
  } else if (s.cleared && s.unresolved.length > 0) {
    decision = 'ask';
    decidedBy = s.unresolved[0]!;
  } else if (s.cleared) {
    decision = 'allow';
    decidedBy = s.cleared;
  } else {
    decision = 'ask';
    decidedBy = s.prompt ?? { layer: 'prompt', reason: 'nothing approved the call', source: null };
  }
  return {
    engine: 'grok',
    call: s.call,
    decision,
    decidedBy,
    layers: s.layerTraces,
    segments: s.segments,
    risks: [],
    branches: [],
    matches: [],
    unknowns: s.unknowns,
    warnings: s.warnings,
  };
}


function within(outer: Segment, inner: Segment): boolean {
  return outer.range[0] <= inner.range[0] && inner.range[1] <= outer.range[1];
}

/**
 * `segments.filter((o) => within(seg, o))` for each segment, without the
 * pairwise scan: by start, only the segments that start inside `seg` are
 * tried, and the result keeps the segments' own order.
 */
export function nestedIn(segments: readonly Segment[]): (seg: Segment, i: number) => Segment[] {
  const byStart = segments.map((_, i) => i).sort((a, b) => segments[a]!.range[0] - segments[b]!.range[0] || a - b);
  const first = (start: number) => {
    let lo = 0;
    let hi = byStart.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (segments[byStart[mid]!]!.range[0] < start) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return (seg) => {
    const ids: number[] = [];
    for (let k = first(seg.range[0]); k < byStart.length && segments[byStart[k]!]!.range[0] <= seg.range[1]; k++) {
      if (within(seg, segments[byStart[k]!]!)) ids.push(byStart[k]!);
    }
    return ids.sort((a, b) => a - b).map((j) => segments[j]!);
  };
}

/** Segment runs that parse their own text before the whole tree's commands are indexed to be cut out. */
const REUSE_AFTER = 64;

/**
 * What a segment's own run reads beyond what eachSegmentOnce compares: the
 * segments nested in it, placed relative to it. A segment with nothing
 * nested in it (most of a long chain) reads only itself, which the
 * comparison already covers save its length: that length stands for the
 * list, so no copy of the segment is made and compared per segment.
 */
export function segmentContext(shell: ShellAnalysis, nested = nestedIn(shell.segments), inner = innerOf(nested)): (seg: Segment, i: number) => unknown {
  return (seg, i) => {
    const own = nested(seg, i);
    if (own.length === 1 && own[0] === seg) return seg.range[1] - seg.range[0];
    return innerContext(seg, inner(seg, i));
  };
}

/** The plain context: the nested segments themselves, placed relative to the segment. */
export function innerContext(seg: Segment, inner: readonly Segment[]): unknown {
  return inner.map((o) => ({ ...o, range: [o.range[0] - seg.range[0], o.range[1] - seg.range[0]] }));
}

function innerOf(nested: (seg: Segment, i: number) => Segment[]): (seg: Segment, i: number) => Segment[] {
  return (seg, i) => {
    const depth = seg.nesting.length;
    return nested(seg, i).map((o) => ({ ...o, nesting: o.nesting.slice(depth), operator: o === seg ? null : o.operator }));
  };
}

type SegmentOutcome = Pick<Trace, 'decision' | 'decidedBy'>;

/** Calls of at most this many segments share their segments' runs with the calls before them (a batch). */
const SHARED_SEGMENTS = 32;
/** Segment outcomes kept per stack: about a batch's worth of distinct short segments. */
const SHARED_KEPT = 16_384;

/**
 * Each stack's segment outcomes, by what a segment's own run reads: the
 * call's tool, its input besides the command, the options, and what
 * eachSegmentOnce compares (the segment but for its range and operator, the
 * opaque parts and writes inside it placed relative to it, and its context).
 * Within a call, eachSegmentOnce answers repeats once; across the calls of a
 * batch the same segments recur (`git status` in a thousand chains), and each
 * would be run again. A stack does not change once loaded, nor the files it
 * reads (paths.ts), so an outcome found once holds for every later call that
 * reads the same. Bucketed by call and text and compared in place, as
 * eachSegmentOnce does: no key string is built per segment. Only calls of a
 * few segments take part (a long chain's repeats are its own).
 */
const sharedOutcomes = new WeakMap<GrokStack, { buckets: Map<string, SharedOutcome[]>; size: number }>();

interface SharedOutcome {
  seg: Segment;
  opaque: unknown[];
  writes: unknown[];
  ctx: unknown;
  t: SegmentOutcome;
}

const NONE_INSIDE: unknown[] = [];

/** The findings inside `range`, placed relative to its start (shared empty list when none). */
function insideOf(found: readonly { range: [number, number] }[], range: readonly [number, number]): unknown[] {
  if (found.length === 0) return NONE_INSIDE;
  let out: unknown[] | undefined;
  for (const f of found) {
    if (!(f.range[0] < range[1] && range[0] < f.range[1])) continue;
    (out ??= []).push({ ...f, range: [f.range[0] - range[0], f.range[1] - range[0]] });
  }
  return out ?? NONE_INSIDE;
}

/** Two segments equal but for where they stand (their range and the operator before them). */
function sameOwnSegment(a: Segment, b: Segment): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (k === 'range' || k === 'operator') continue;
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!sameValue((a as unknown as Record<string, unknown>)[k], (b as unknown as Record<string, unknown>)[k])) return false;
  }
  return true;
}

function sharedRuns(
  stack: GrokStack,
  whole: EvalState,
  opts: EvalOptions,
  shell: ShellAnalysis,
  context: (seg: Segment, i: number) => unknown,
  run: (seg: Segment, i: number) => SegmentOutcome,
): (seg: Segment, i: number) => SegmentOutcome {
  let kept = sharedOutcomes.get(stack);
  if (kept === undefined) sharedOutcomes.set(stack, (kept = { buckets: new Map(), size: 0 }));
  const memo = kept;
  const { command: _command, ...rest } = whole.call.input;
  // JSON drops what it cannot spell (`runHook`): hooks are not run for a segment, and nothing else reads it.
  const call = `${JSON.stringify(whole.call.tool)}\0${JSON.stringify(rest)}\0${JSON.stringify(opts)}\0`;
  return (seg, i) => {
    const key = call + seg.text;
    const ctx = context(seg, i);
    const opaque = insideOf(shell.opaque, seg.range);
    const writes = insideOf(shell.writes, seg.range);
    let bucket = memo.buckets.get(key);
    if (bucket !== undefined) {
      for (const e of bucket) if (sameOwnSegment(e.seg, seg) && sameValue(e.ctx, ctx) && sameValue(e.opaque, opaque) && sameValue(e.writes, writes)) return e.t;
    }
    const t = run(seg, i);
    if (memo.size >= SHARED_KEPT) {
      const [oldest, entries] = memo.buckets.entries().next().value!;
      memo.buckets.delete(oldest);
      memo.size -= entries.length;
      if (oldest === key) bucket = undefined;
    }
    if (bucket === undefined) memo.buckets.set(key, (bucket = []));
    bucket.push({ seg, opaque, writes, ctx, t });
    memo.size++;
    return t;
  };
}

/**
 * What each simple command would meet on its own: the same chain over a
 * one-segment analysis (with the commands nested inside it), hooks not
 * re-run. A single plain command is its own verdict.
 */
function segmentVerdicts(stack: GrokStack, whole: EvalState, opts: EvalOptions, trace: Trace): SegmentVerdict[] {
  const shell = whole.shell!;
  const plain = plainCommandRow(shell, trace);
  if (plain) return plain;
  const nested = nestedIn(shell.segments);
  const inner = innerOf(nested);
  // A plain segment's own reading is the whole command's tree, cut out (no second parse), once a few
  // segments have been run: the cut needs an index of every command of the tree, which a chain of one
  // repeated command (run once) does not repay.
  const tree = whole.bash?.tree.source === shell.input ? whole.bash.tree : undefined;
  const context = segmentContext(shell, nested, inner);
  let runs = 0;
  const run = (seg: Segment, i: number): SegmentOutcome => {
    if (tree && runs++ >= REUSE_AFTER) reuseCommandTree(tree, seg.range[0], seg.range[1]);
    const t = toTrace(runPipeline(stack, { tool: whole.call.tool, input: { ...whole.call.input, command: seg.text } }, opts, { shell: segmentAlone(shell, seg, inner(seg, i)), segmentRun: true }));
    // eachSegmentOnce keeps what this returns for every distinct segment until the row is done, and
    // reads only these two fields: the rest of the run (its layers, state and analysis) dies young.
    return { decision: t.decision, decidedBy: t.decidedBy };
  };
  const out = eachSegmentOnce(shell, shell.segments.length <= SHARED_SEGMENTS ? sharedRuns(stack, whole, opts, shell, context, run) : run, context);
  // Opaque parts no segment covers (an unparsable tail).
  for (const o of shell.opaque) {
    if (shell.segments.some((seg) => overlaps(o.range, seg.range))) continue;
    out.push({ text: shell.input.slice(o.range[0], o.range[1]), argv: [], operator: null, decision: trace.decision === 'allow' ? 'ask' : trace.decision, reason: o.detail, source: null });
  }
  return out;
}
