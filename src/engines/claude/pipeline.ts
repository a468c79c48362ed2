/**
 * Claude Code's permission evaluation for one tool call, in the order its
 * documentation gives: PreToolUse hooks first (a blocking hook beats every
 * rule), then deny rules, ask rules, the safety checks no allow rule
 * clears, allow rules, what the permission mode does with the rest, and
 * the prompt. The order is written here once; each layer lives in its own
 * file.
 */
import { branchesOver } from '../../core/faithful.js';
import type { Branch, Call, LayerTrace, SegmentVerdict, Trace } from '../../core/types.js';
import { lazyField } from '../../core/lazy.js';
import { UsageError } from '../../core/usage-error.js';
import { analyzeShell, segmentAlone } from '../../shell/index.js';
import type { Segment, ShellAnalysis } from '../../shell/types.js';
import type { EvalOptions, HookVerdict } from '../types.js';
import { claudeRisks } from './risks.js';
import { allowRulesLayer } from './layers/allow-rules.js';
import { askRulesLayer } from './layers/ask-rules.js';
import { denyRulesLayer } from './layers/deny-rules.js';
import { hooksLayer } from './layers/hooks.js';
import { modeDefaultLayer } from './layers/mode-default.js';
import { promptLayer } from './layers/prompt.js';
import { safetyChecksLayer } from './layers/safety-checks.js';
import { settingsLayer } from './layers/settings.js';
import { buildItems, toolSends } from './items.js';
import { bypassWarning } from './load/index.js';
import type { ClaudeStack, Setting } from './stack.js';
import type { EvalState, Layer } from './state.js';
import { toolInfo } from './tools.js';
import { traceMatches } from './matches.js';
import { modeOf, type Mode } from './vocab.js';
import { claim, eachSegmentOnce, foldClaims, runLayers, plainCommandRow } from '../../core/pipeline.js';

export const PIPELINE: readonly Layer[] = [
  settingsLayer,
  hooksLayer,
  denyRulesLayer,
  askRulesLayer,
  safetyChecksLayer,
  allowRulesLayer,
  modeDefaultLayer,
  promptLayer,
];

/** A --mode the engine does not know: the caller's mistake. */
export class BadCallContext extends UsageError {}

function effectiveMode(stack: ClaudeStack, opts: EvalOptions, warnings: string[]): Setting<Mode> {
  let mode = stack.mode;
  if (opts.mode !== undefined) {
    const m = modeOf(opts.mode);
    if (!m) throw new BadCallContext(`--mode ${opts.mode}: expected default (manual), acceptEdits, plan, auto, dontAsk or bypassPermissions`);
    mode = { value: m, origin: '--mode', source: null };
    if (m === 'bypassPermissions' && stack.disableBypass.value) {
      warnings.push(`--mode bypassPermissions: disableBypassPermissionsMode (${stack.disableBypass.origin}) prevents it; Claude Code runs in Manual (default) mode`);
      mode = { value: 'default', origin: `default (bypassPermissions disabled by ${stack.disableBypass.origin})`, source: stack.disableBypass.source };
    } else if (m === 'bypassPermissions' && stack.mode.value !== 'bypassPermissions') warnings.push(bypassWarning('--mode'));
    if (m === 'auto' && stack.disableAuto.value) {
      warnings.push(`--mode auto: disableAutoMode (${stack.disableAuto.origin}) prevents it; Claude Code runs in Manual (default) mode`);
      mode = { value: 'default', origin: `default (auto disabled by ${stack.disableAuto.origin})`, source: stack.disableAuto.source };
    }
  }
  return mode;
}

interface Run {
  /** The analysis to use instead of parsing `call.input.command` (one segment on its own). */
  shell?: ShellAnalysis;
  /** Hooks run once per call, so a segment's own evaluation skips them. */
  skipHooks?: boolean;
  /**
   * Only the decision is read (a branch, a segment's own run): the layers run
   * for their effects on the state, and no layer row is written.
   */
  quiet?: boolean;
}

/** A hook's possible verdicts; `none` (a silent hook) is pinned as `error`, which gives no verdict either. */
const HOOK_BRANCHES = ['allow', 'ask', 'deny', 'none'] as const;
const CLASSIFIER_BRANCHES = ['allow', 'deny'] as const;

export function evaluateClaude(stack: ClaudeStack, call: Call, opts: EvalOptions): Trace {
  const s = runPipeline(stack, call, opts, {});
  // Each reads only the finished state and the decision, so it is the same whenever it is computed.
  // Worked out on first read: diff's probes read only the decision, lint a rule's own call's matches;
  // neither pays for the per-segment runs or the risks' rule-miss search (missedRules).
  const trace = toTrace(s, { stack, s, opts, segments: s.shell !== undefined && s.denied?.layer !== 'hooks' });
  trace.branches = branches(stack, call, opts, s);
  return trace;
}

/** What the trace fields worked out on first read (`matches`, `segments`, `risks`) read: the finished state. */
interface Pending {
  stack: ClaudeStack;
  s: EvalState;
  opts: EvalOptions;
  /** The per-segment verdicts are worked out late too (a shell call that got past the hooks). */
  segments: boolean;
}

/**
 * The decision over a reading of the command given by the caller instead of
 * parsed from it: the faithful-decision checks use it to show that what
 * whale-perm alone sees (its opacity findings) never moves a decision.
 */
export function evaluateClaudeOver(stack: ClaudeStack, call: Call, opts: EvalOptions, shell: ShellAnalysis): Trace {
  const s = runPipeline(stack, call, opts, { shell });
  const trace = toTrace(s);
  trace.risks = claudeRisks(s);
  return trace;
}

/**
 * One real re-evaluation per verdict of each thing whale-perm did not run: a
 * matching hook neither run nor simulated (prompt and agent hooks are never
 * run), and the auto-mode classifier. Every other unknown stays as it was.
 */
function branches(stack: ClaudeStack, call: Call, opts: EvalOptions, s: EvalState, quiet = true): Branch[] {
  const once = (o: EvalOptions) => decideClaude(stack, call, o, quiet);
  const out: Branch[] = [];
  for (const h of s.unrunHooks) {
    out.push(...branchesOver(`hook '${h.name}'`, HOOK_BRANCHES, (v) => once({ ...opts, hookResults: { ...opts.hookResults, [h.name]: v === 'none' ? 'error' : (v as HookVerdict) } })));
  }
  if (opts.pinned?.classifier === undefined && s.unresolved.some((c) => c.layer !== 'hooks')) {
    out.push(...branchesOver('classifier', CLASSIFIER_BRANCHES, (v) => once({ ...opts, pinned: { ...opts.pinned, classifier: v } })));
  }
  return out;
}

/**
 * The decision alone, and what decided it, as `evaluateClaude` gives them:
 * what a branch reads. `quiet` (the default) writes no layer rows; the
 * property tests compare it with the run that writes them.
 */
export function decideClaude(stack: ClaudeStack, call: Call, opts: EvalOptions, quiet = true): Pick<Trace, 'decision' | 'decidedBy'> {
  return verdictOf(runPipeline(stack, call, opts, { quiet }));
}

/**
 * A shell call's branches and per-segment verdicts, their runs quiet (as
 * `evaluateClaude` works them out) or writing every layer row: what the
 * property tests compare.
 */
export function sideRunsOf(stack: ClaudeStack, call: Call, opts: EvalOptions, quiet: boolean): { branches: Branch[]; segments: SegmentVerdict[] } {
  const s = runPipeline(stack, call, opts, {});
  const trace = toTrace(s);
  return { branches: branches(stack, call, opts, s, quiet), segments: s.shell && s.denied?.layer !== 'hooks' ? segmentVerdicts(stack, s, opts, trace, quiet) : [] };
}

/**
 * The call as the rule layers read it, before any layer ran: its parts (the
 * call, each subcommand Claude Code sees, the files it writes). What
 * `ruleMatches` matches a rule against, as the layers do.
 */
export function readCall(stack: ClaudeStack, call: Call): EvalState {
  return initialState(stack, call, { hookResults: {} }, {}, [], stack.mode);
}

function runPipeline(stack: ClaudeStack, call: Call, opts: EvalOptions, how: Run): EvalState & { layerTraces: LayerTrace[] } {
  const warnings = how.shell ? [] : [...stack.warnings];
  const mode = effectiveMode(stack, opts, warnings);
  const s = initialState(stack, call, opts, how, warnings, mode);
  const skip = (layer: Layer) =>
    s.denied !== undefined
      ? `not reached: ${s.denied.layer} blocked the call`
      : how.skipHooks && layer.id === 'hooks'
        ? 'hooks run once, for the whole call'
        : undefined;
  if (how.quiet) {
    // The same layers in the same order, each reached as runLayers reaches it; a layer that only describes is not run.
    for (const layer of PIPELINE) if (!layer.describesOnly && skip(layer) === undefined) layer.run(s);
    return Object.assign(s, { layerTraces: [] });
  }
  return Object.assign(s, { layerTraces: runLayers(PIPELINE, s, skip) });
}

function initialState(stack: ClaudeStack, call: Call, opts: EvalOptions, how: Run, warnings: string[], mode: Setting<Mode>): EvalState {
  const tool = toolInfo(call.tool);
  const command = call.input.command;
  const s: EvalState = {
    stack,
    opts,
    call: toolSends(stack, call),
    tool,
    mode,
    headless: opts.headless === true || opts.background === true,
    shell: how.shell ?? (tool?.kind === 'shell' && typeof command === 'string' ? analyzeShell(command) : undefined),
    alone: how.shell,
    quiet: how.quiet === true,
    subs: [],
    target: undefined,
    shellTargets: [],
    items: [],
    unresolved: [],
    unrunHooks: [],
    claimRule: new Map(),
    risks: [],
    unknowns: [],
    warnings,
  };
  buildItems(s);
  return s;
}

/** Each string once, in the order first seen (most lists are empty: no Set is made for them). */
function distinct(xs: readonly string[]): string[] {
  return xs.length < 2 ? xs.slice() : [...new Set(xs)];
}

/** The decision the claims come to, and what decided it (with its rule, when a rule's claim decides). */
function verdictOf(s: EvalState): Pick<Trace, 'decision' | 'decidedBy'> {
  // Claude Code asks unless something approved the call.
  const { decision, decidedBy } = foldClaims(s, { decision: 'ask', by: claim('prompt', 'nothing approved the call', null) });
  const rule = s.claimRule.get(decidedBy);
  return { decision, decidedBy: rule ? { ...decidedBy, rule: rule.id } : decidedBy };
}

/** The trace, its keys in the contract's order; with `later`, matches, risks (and segments) are worked out on first read. */
function toTrace(s: EvalState & { layerTraces: LayerTrace[] }, later?: Pending): Trace {
  const { decision, decidedBy } = verdictOf(s);
  const t = { engine: 'claude', call: s.call, decision, decidedBy, layers: s.layerTraces } as Trace;
  if (later === undefined) {
    t.segments = [];
    t.risks = [];
  } else {
    if (later.segments) lazyField(t, 'segments', () => segmentVerdicts(later.stack, later.s, later.opts, t));
    else t.segments = [];
    lazyField(t, 'risks', () => claudeRisks(later.s));
  }
  t.branches = [];
  t.unknowns = distinct(s.unknowns);
  t.warnings = distinct(s.warnings);
  if (later !== undefined) lazyField(t, 'matches', () => traceMatches(later.s, t));
  return t;
}


/**
 * What each simple command would meet on its own: the same pipeline over a
 * one-segment analysis (no re-parse, hooks not re-run). A single plain
 * command is its own verdict.
 */
function segmentVerdicts(stack: ClaudeStack, whole: EvalState, opts: EvalOptions, trace: Trace, quiet = true): SegmentVerdict[] {
  const shell = whole.shell!;
  const one = (seg: Segment) => {
    const lone: Segment = { ...seg, nesting: [], operator: null };
    return verdictOf(runPipeline(stack, { tool: whole.call.tool, input: { ...whole.call.input, command: seg.text } }, opts, { shell: segmentAlone(shell, seg, [lone]), skipHooks: true, quiet }));
  };
  const plain = plainCommandRow(shell, trace);
  if (plain) return plain;
  // Repeated segments are evaluated once (a chain of 20,000 `true` is one run).
  const alone = eachSegmentOnce(shell, one);
  // Code another command runs (`bash -c '…'`, `eval`, `find -exec`) is not a part Claude Code checks on
  // its own: the call's decision is what it meets; what it would meet alone is kept in the reason.
  return shell.segments.map((seg, i) => {
    const v = alone[i]!;
    if (!seg.nesting.includes('payload') || v.decision === trace.decision) return v;
    return { ...v, decision: trace.decision, source: trace.decidedBy.source, reason: `runs inside another command, which Claude Code does not split, so the call's decision applies (on its own: ${v.decision}, ${v.reason})` };
  });
}
