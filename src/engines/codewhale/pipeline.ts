/**
 * Codewhale's model tool-call pipeline, in seed 000's order. The order is
 * written here once; each layer lives in its own file.
 */
import { isAbsolute } from 'node:path';
import type { SourceLoc } from '../../config/errors.js';
import type { Branch, Call, LayerTrace, SegmentVerdict, Trace } from '../../core/types.js';
import { branchesOver } from '../../core/faithful.js';
import type { Claim } from '../../core/pipeline.js';
import { codewhaleMatches } from './matches.js';
import { codewhaleRisks } from './risks.js';
import type { Segment, ShellAnalysis } from '../../shell/types.js';
import { UsageError } from '../../core/usage-error.js';
import { analyzeShell, segmentAlone } from '../../shell/index.js';
import type { EvalOptions, HookVerdict } from '../types.js';
import { admissionLayer } from './layers/admission.js';
import { autoReviewLayer } from './layers/auto-review.js';
import { hooksLayer } from './layers/hooks.js';
import { humanApprovalLayer } from './layers/human-approval.js';
import { postureLayer } from './layers/posture.js';
import { repoLawLayer } from './layers/repo-law.js';
import { sandboxLayer } from './layers/sandbox.js';
import { toolBaselineLayer } from './layers/tool-baseline.js';
import { typedRulesLayer } from './layers/typed-rules.js';
import type { CodewhaleStack, Setting } from './stack.js';
import type { EvalState, Layer } from './state.js';
import { toolInfo } from './tools.js';
import { modeOf, postureOf, sandboxRank, type Mode, type Posture, type SandboxMode } from './vocab.js';
import { claim, eachSegmentOnce, foldClaims, plainCommandRow, runLayers } from '../../core/pipeline.js';

export const PIPELINE: readonly Layer[] = [
  postureLayer,
  admissionLayer,
  hooksLayer,
  toolBaselineLayer,
  typedRulesLayer,
  autoReviewLayer,
  repoLawLayer,
  humanApprovalLayer,
  sandboxLayer,
];

/** A --posture or --mode the engine does not know: the caller's mistake. */
export class BadCallContext extends UsageError {}

function effectivePosture(stack: CodewhaleStack, opts: EvalOptions, mode: Mode): Setting<Posture> {
  if (opts.posture !== undefined) {
    const p = postureOf(opts.posture);
    if (!p) throw new BadCallContext(`--posture ${opts.posture}: expected ask, auto-review, full-access or never (or suggest, auto, bypass)`);
    return { value: p, raw: opts.posture, origin: 'command line', source: null };
  }
  if (mode === 'plan') return { value: 'ask', raw: 'suggest', origin: 'default', source: null };
  return stack.posture;
}

function effectiveSandbox(stack: CodewhaleStack, posture: Posture, mode: Mode): SandboxMode {
  const configured = stack.sandboxMode.origin === 'default' ? undefined : stack.sandboxMode.value;
  const base: SandboxMode = mode === 'plan' ? 'read-only' : posture === 'full-access' ? 'danger-full-access' : 'workspace-write';
  if (configured === undefined) return base;
  // A configured value may only tighten the posture's default.
  return (sandboxRank(configured) ?? 0) > (sandboxRank(base) ?? 0) || (base === 'danger-full-access' && configured === 'external-sandbox') ? configured : base;
}

/** How one evaluation runs: a whole call, or one segment of a shell call on its own. */
interface Run {
  /** The ground-truth analysis to use instead of parsing `call.input.command` (a segment's own). */
  shell?: ShellAnalysis;
  /** Hooks run once per call, so a segment's own evaluation skips them. */
  skipHooks?: boolean;
  /** The ground-truth reading of a command (whale-perm's tree-sitter analysis); replaceable for the property tests. */
  groundTruth?: (command: string) => ShellAnalysis;
}

export function evaluateCodewhale(stack: CodewhaleStack, call: Call, opts: EvalOptions): Trace {
  return evaluate(stack, call, opts, {}, true);
}

/**
 * The same evaluation with another ground-truth reading: the decision must
 * not change, whatever whale-perm's analysis sees (for the property tests).
 */
export function evaluateCodewhaleWith(stack: CodewhaleStack, call: Call, opts: EvalOptions, groundTruth: (command: string) => ShellAnalysis): Trace {
  return evaluate(stack, call, opts, { groundTruth }, true);
}

/** The options with one unrun decider's verdict pinned. */
function pin(opts: EvalOptions, on: string, verdict: string): EvalOptions {
  const hook = /^hook '(.*)'$/.exec(on);
  if (hook) return { ...opts, hookResults: { ...opts.hookResults, [hook[1]!]: verdict === 'none' ? 'error' : (verdict as HookVerdict) } };
  return { ...opts, pinned: { ...opts.pinned, [on]: verdict } };
}

function evaluate(stack: CodewhaleStack, call: Call, opts: EvalOptions, how: Run, top: boolean): Trace {
  const s = runPipeline(stack, call, opts, how);
  // A segment's or a branch's own evaluation is read for its decision only: its layer rows are not made.
  const trace = toTrace(s, !top);
  if (s.unresolved.length > 0) {
    trace.branches = s.unresolved.flatMap((u) => branchesOver(u.on, u.verdicts, (v) => evaluate(stack, call, pin(opts, u.on, v), how, false)));
    Object.assign(trace, unresolvedDecision(trace.branches, s.unresolved[0]!.claim));
  }
  if (!top) return trace;
  trace.risks = codewhaleRisks(s, trace);
  if (s.shell && !s.denied?.layer.match(/^(admission|hooks)$/)) trace.segments = segmentVerdicts(stack, s, opts, how, trace);
  const { matches, decided } = codewhaleMatches(s, trace);
  trace.matches = matches;
  if (decided !== undefined) trace.decidedBy = { ...trace.decidedBy, rule: decided };
  return trace;
}

/**
 * Something whale-perm did not run decides: deny when every verdict denies,
 * else at least ask, named by the asking layer when no verdict allows.
 */
function unresolvedDecision(branches: readonly Branch[], pending: Claim): Pick<Trace, 'decision' | 'decidedBy'> {
  const by = (b: Branch) => ({ layer: b.layer, reason: b.reason, source: b.source });
  if (branches.every((b) => b.decision === 'deny')) return { decision: 'deny', decidedBy: by(branches[0]!) };
  const askOnly = branches.every((b) => b.decision !== 'allow');
  const asking = branches.find((b) => b.decision === 'ask');
  return { decision: 'ask', decidedBy: askOnly && asking ? by(asking) : { ...pending, source: fileOnly(pending.source) } };
}

function runPipeline(stack: CodewhaleStack, call: Call, opts: EvalOptions, how: Run): EvalState & { layerTraces: LayerTrace[] } {
  let mode: Setting<Mode> = stack.mode;
  if (opts.mode !== undefined) {
    const m = modeOf(opts.mode);
    if (!m) throw new BadCallContext(`--mode ${opts.mode}: expected plan, work or operate`);
    mode = { value: m, origin: 'command line', source: null };
  }
  const posture = effectivePosture(stack, opts, mode.value);
  const tool = toolInfo(call.tool);
  const command = call.input.command;
  const read = how.groundTruth ?? analyzeShell;
  const s: EvalState = {
    stack,
    opts,
    call: { tool: call.tool, input: { ...call.input } },
    tool,
    shell: tool?.category === 'shell' && typeof command === 'string' ? (how.shell ?? read(command)) : undefined,
    posture,
    mode,
    allowShell: mode.value === 'plan' ? { value: false, origin: 'default', source: null } : stack.allowShell,
    sandbox: effectiveSandbox(stack, posture.value, mode.value),
    headless: opts.headless === true,
    background: opts.background === true,
    approvalRequired: false,
    forcePrompt: false,
    hookAsk: false,
    unresolved: [],
    segments: [],
    unknowns: [],
    warnings: how.skipHooks ? [] : [...stack.warnings],
  };

  const layerTraces = runLayers(PIPELINE, s, (layer) =>
    s.denied !== undefined && layer.id !== 'sandbox'
      ? `not reached: ${s.denied.layer} blocked the call`
      : how.skipHooks && layer.id === 'hooks'
        ? 'hooks run once, for the whole call'
        : undefined,
  );
  return Object.assign(s, { layerTraces });
}

/**
 * Settings from the environment or -c carry a pseudo-location (`$CODEWHALE_…`,
 * `-c key=value`) for `stack`; a trace's sources name files only, as the
 * contract says, and the reason already says where such a value came from.
 */
function fileOnly(loc: SourceLoc | null): SourceLoc | null {
  return loc && (loc.line > 0 || isAbsolute(loc.file)) ? loc : null;
}

function toTrace(s: EvalState & { layerTraces: LayerTrace[] }, lean = false): Trace {
  // A prompt counts only while the approval it raised is still required.
  const claims = { denied: s.denied, prompt: s.approvalRequired ? s.prompt : undefined, unresolved: [], cleared: s.cleared };
  const { decision, decidedBy } = foldClaims(claims, { decision: 'allow', by: claim('tool-baseline', 'nothing requires approval', null) });
  return {
    engine: 'codewhale',
    call: s.call,
    decision,
    decidedBy: { ...decidedBy, source: fileOnly(decidedBy.source) },
    layers: lean ? [] : s.layerTraces.map((l) => ({ ...l, sources: l.sources.filter((x) => fileOnly(x) !== null) })),
    segments: s.segments,
    risks: [],
    branches: [],
    unknowns: s.unknowns,
    warnings: s.warnings,
  };
}

/**
 * What each simple command would meet on its own: the same pipeline over
 * the segment's text (hooks not re-run). A single plain command is its own
 * verdict.
 */
function segmentVerdicts(stack: CodewhaleStack, whole: EvalState, opts: EvalOptions, how: Run, trace: Trace): SegmentVerdict[] {
  const shell = whole.shell!;
  const plain = plainCommandRow(shell, trace);
  if (plain !== undefined) return plain;
  const tool = whole.call.tool;
  const one = (seg: Segment): Trace => evaluate(stack, { tool, input: { command: seg.text } }, opts, { ...how, shell: segmentAlone(shell, seg), skipHooks: true }, false);
  // With another ground truth (the property tests) every segment is evaluated afresh: the memo holds whale-perm's own runs only.
  // A long chain's segments are mostly its own (eachSegmentOnce answers its repeats): only a short call's are kept for later calls.
  if (how.groundTruth !== undefined || how.shell !== undefined || shell.segments.length > SHORT_CALL) return eachSegmentOnce(shell, one);
  const known = segmentMemo(stack, tool, opts);
  return eachSegmentOnce(shell, (seg) => {
    let t = known.get(seg.text);
    if (t === undefined) {
      const full = one(seg);
      t = { decision: full.decision, decidedBy: full.decidedBy };
      if (known.size >= SEGMENT_MEMO) known.clear();
      known.set(seg.text, t);
    }
    return t;
  });
}

/**
 * A segment's own decision, by its text, per stack, tool and the options a
 * segment's evaluation reads. That evaluation skips the hooks, and no layer's
 * decision reads whale-perm's analysis of the segment (sandbox and repo law
 * read it for their row's notes and the warnings only, which a segment row
 * does not show): the decision is Codewhale's reading of the text alone, so
 * the same text met in another call of a batch is the same decision. A batch
 * of 10,000 calls has 23,600 segments of 6,800 texts.
 */
const segmentMemos = new WeakMap<CodewhaleStack, Map<string, Map<string, Pick<Trace, 'decision' | 'decidedBy'>>>>();
const SEGMENT_MEMO = 65_536;
const SHORT_CALL = 64;

function segmentMemo(stack: CodewhaleStack, tool: string, opts: EvalOptions): Map<string, Pick<Trace, 'decision' | 'decidedBy'>> {
  let byOpts = segmentMemos.get(stack);
  if (byOpts === undefined) segmentMemos.set(stack, (byOpts = new Map()));
  const key = optionsKey(tool, opts);
  let m = byOpts.get(key);
  if (m === undefined) {
    if (byOpts.size >= 64) byOpts.clear();
    byOpts.set(key, (m = new Map()));
  }
  return m;
}

/** Everything of a call's options and tool a segment's evaluation reads (hook results and a hook runner included, though the hooks are skipped). */
export function optionsKey(tool: string, opts: EvalOptions): string {
  return JSON.stringify([tool, opts.posture ?? null, opts.mode ?? null, opts.headless === true, opts.background === true, opts.pinned ?? null, opts.hookResults ?? null, opts.runHook !== undefined]);
}
