/**
 * san's permission pipeline in seed 002's order: the five sources of
 * authority, then the single "can we prompt?" bit. The order is written here
 * once; each layer lives in its own file. The first source to produce a
 * non-ask verdict decides; the bypass-immune floor, a hook's ask and plan
 * mode's write filter may veto an allow (see state.ts `offerAllow`).
 */
import type { Call, LayerTrace, SegmentVerdict, Trace } from '../../core/types.js';
import { UsageError } from '../../core/usage-error.js';
import { branchesOver } from '../../core/faithful.js';
import { segmentAlone } from '../../shell/index.js';
import type { Segment, ShellAnalysis } from '../../shell/types.js';
import type { EvalOptions, HookVerdict } from '../types.js';
import { codeDecision } from './code-order.js';
import type { HookRecord } from './hooks-run.js';
import { defaultLayer } from './layers/default.js';
import { hooksLayer } from './layers/hooks.js';
import { isWriteClass, modePolicyLayer } from './layers/mode-policy.js';
import { promptLayer } from './layers/prompt.js';
import { sessionPermissionsLayer } from './layers/session-permissions.js';
import { settingsRulesLayer } from './layers/settings-rules.js';
import { sanMatches } from './matches.js';
import { ruleId } from './rule-table.js';
import { sanRisks } from './risks.js';
import { floorReason } from './safety.js';
import { analysedReading, callView } from './call-view.js';
import type { SanStack, Setting } from './stack.js';
import type { EvalState, Layer } from './state.js';
import { canonicalTool, modeOf, MODES, type Mode } from './vocab.js';
import { divergenceWarnings } from './warnings.js';
import { runLayers, plainCommandRow, segmentVerdict } from '../../core/pipeline.js';
import { lazyField } from '../../core/lazy.js';

export const PIPELINE: readonly Layer[] = [settingsRulesLayer, sessionPermissionsLayer, hooksLayer, modePolicyLayer, defaultLayer, promptLayer];

/** A --mode the engine does not know: the caller's mistake. */
export class BadCallContext extends UsageError {}

interface Run {
  /** The analysis to use instead of parsing the command (one segment of a larger call). */
  shell?: ShellAnalysis;
  /** Hooks run once per call: a segment's own evaluation skips them. */
  skipHooks?: boolean;
  /** Hook results of the pass before a rewrite. */
  hookCache?: HookRecord[];
  /** Read a command of plain words through the analysis too (the reference the plain reading is tested against). */
  analyse?: boolean;
}

function effectiveMode(stack: SanStack, opts: EvalOptions): Setting<Mode> {
  if (opts.mode === undefined) return stack.defaultMode;
  const m = modeOf(opts.mode);
  if (!m) throw new BadCallContext(`--mode ${opts.mode}: expected ${MODES.join(', ')}`);
  return { value: m, origin: 'command line', source: null };
}

function newState(stack: SanStack, call: Call, opts: EvalOptions, how: Run): EvalState {
  const mode = effectiveMode(stack, opts);
  const view = callView(stack, call, how.shell, how.analyse);
  const { tool, input, reading } = view;
  const command = input.command;
  const s: EvalState = {
    stack,
    opts,
    call: { tool, input },
    tool,
    // made when first read: a command of plain words is decided without it (call-view.ts)
    get shell() {
      return view.shell;
    },
    reading,
    mode,
    subagent: opts.subagent === true,
    nonInteractive: opts.headless === true || opts.background === true,
    floor: floorReason(tool, input, reading, view.nested, { workspace: stack.workspace, home: stack.home, mode: mode.value, resolve: stack.resolve }),
    planWrite: false,
    picked: {},
    asks: [],
    unresolved: [],
    hooks: [],
    hookCache: how.hookCache ?? [],
    segments: [],
    risks: [],
    unknowns: [],
    warnings: how.shell ? [] : [...stack.warnings],
  };
  s.planWrite = mode.value === 'plan' && isWriteClass(s);
  if (!how.shell) {
    if (canonicalTool(call.tool) === undefined) s.warnings.push(`san has no tool named ${JSON.stringify(call.tool)}; it is evaluated as a tool of no particular class`);
    else if (tool !== call.tool) s.warnings.push(`tool ${JSON.stringify(call.tool)} is san's ${tool}`);
    if (tool === 'Bash' && typeof command !== 'string') s.warnings.push('a Bash call without a command: no rule argument to match');
    if (mode.value === 'plan' && mode.origin !== 'command line' && mode.origin !== 'default') {
      s.warnings.push(`defaultMode "plan" (${mode.origin}): san's code reads defaultMode with OperationModeFromString, which does not know "plan" and would start in default mode; whale-perm follows the seed, which lists plan as a mode`);
    }
    if (mode.value === 'bypassPermissions' && mode.origin === 'command line' && stack.allowBypass.value !== true && !s.subagent) {
      s.warnings.push(`allowBypass is ${stack.allowBypass.value === false ? `false (${stack.allowBypass.origin})` : 'not set'}: san's mode cycle (Shift+Tab) never reaches bypassPermissions and a bypass defaultMode starts in default mode, so a foreground session cannot be in this mode; the call is evaluated in bypassPermissions as asked`);
    }
  }
  return s;
}

function runPipeline(stack: SanStack, call: Call, opts: EvalOptions, how: Run): EvalState & { layerTraces: LayerTrace[] } {
  const s = newState(stack, call, opts, how);
  const layerTraces = runLayers(PIPELINE, s, (layer) => {
    if (s.rewrite) return 'not reached: the rewritten input is evaluated instead';
    if (how.skipHooks && layer.id === 'hooks') return 'hooks run once, for the whole call';
    if (s.decided && layer.id !== 'hooks' && layer.id !== 'prompt') return `not reached: ${s.decided.layer} already decided (${s.decided.decision})`;
    return undefined;
  }).map((t) => ({ ...t, sources: t.sources.filter((x) => x.line > 0) }));
  return Object.assign(s, { layerTraces });
}

/** The id of the rule whose verdict is the decision: the rule layer that decided selected it, and its action is the decision (a vetoed allow decides nothing). */
function decidingRule(s: EvalState): string | undefined {
  const f = s.final;
  const r = f?.layer === 'settings-rules' ? s.picked.settings : f?.layer === 'session-permissions' ? s.picked.session : undefined;
  if (!f || !r) return undefined;
  return ('action' in r ? r.action : 'allow') === f.decision ? ruleId(s.stack, r) : undefined;
}

function toTrace(s: EvalState & { layerTraces: LayerTrace[] }): Trace {
  const f = s.final ?? { layer: 'default', reason: 'no source decided', source: null, decision: 'ask' as const };
  const rule = decidingRule(s);
  return {
    engine: 'san',
    call: s.call,
    decision: f.decision,
    decidedBy: { layer: f.layer, reason: f.reason, source: f.source, ...(rule ? { rule } : {}) },
    layers: s.layerTraces,
    segments: s.segments,
    risks: [],
    branches: [],
    matches: [],
    unknowns: s.unknowns,
    warnings: [...new Set(s.warnings)],
  };
}

/** The verdicts a san hook can give: allow, ask, deny (exit 2 too), or none (silent, or failed: hooks fail open). */
export const HOOK_BRANCH_VERDICTS = ['allow', 'ask', 'deny', 'none'] as const;

export function evaluateSan(stack: SanStack, call: Call, opts: EvalOptions): Trace {
  return evaluate(stack, call, opts, true);
}

/**
 * The same evaluation over a given analysis of the command instead of a
 * fresh parse (for the faithful-decision property: the analysis with its
 * hidden parts removed must give the same decision).
 */
export function evaluateSanOver(stack: SanStack, call: Call, opts: EvalOptions, shell: ShellAnalysis): Trace {
  return evaluate(stack, call, opts, false, shell);
}

/** `evaluateSan` with every command read through the analysis, plain words too: what the plain reading must equal (the tests compare them). */
export function evaluateSanAnalysed(stack: SanStack, call: Call, opts: EvalOptions): Trace {
  return evaluate(stack, call, opts, true, undefined, true);
}

function evaluate(stack: SanStack, call: Call, opts: EvalOptions, branch: boolean, shell?: ShellAnalysis, analyse = false): Trace {
  let s = runPipeline(stack, call, opts, shell ? { shell } : { analyse });
  if (s.rewrite) {
    const first = s;
    const rewritten: Call = { tool: call.tool, input: first.rewrite!.input };
    s = runPipeline(stack, rewritten, opts, { hookCache: first.hooks, analyse });
    s.warnings.unshift(...first.warnings.filter((w) => !s.warnings.includes(w)));
    s.warnings.push(`hook '${first.rewrite!.hook}' rewrote the input; the trace is the evaluation of ${JSON.stringify(s.call.input)}`);
    s.unknowns.unshift(...first.unknowns.filter((u) => !s.unknowns.includes(u)));
  }
  const trace = toTrace(s);
  const decided = { decision: trace.decision, decidedBy: { ...trace.decidedBy } };
  const o = { ...opts };
  // The segment rows, risks and matches name the commands' segments: a command decided over its plain reading is read over the analysis first (the same reading, with them).
  const state = s;
  const analysed = (): EvalState => {
    if (state.reading) state.reading = analysedReading(state) ?? state.reading;
    return state;
  };
  // Worked out on first read: diff and lint's witnesses read only the decision, never the risks,
  // matches, warnings (the code-order gate) or per-segment verdicts of their probes.
  if (s.reading) lazyField(trace, 'segments', () => segmentVerdicts(stack, analysed(), o, decided));
  lazyField(trace, 'risks', () => sanRisks(analysed(), decided));
  lazyField(trace, 'matches', () => sanMatches(analysed(), decided));
  // The state never changes once evaluated (nor the decision copied above), so the warnings read later are those read now.
  const early = trace.warnings;
  lazyField(trace, 'warnings', () => [...new Set([...early, ...divergenceWarnings(s, decided, codeDecision(s))])]);
  if (branch) {
    const unrun = [...new Set([...s.hookCache, ...s.hooks].filter((r) => r.how === 'not-run').map((r) => r.hook.name))];
    for (const name of unrun) {
      const pinned = (v: string) => evaluate(stack, call, { ...opts, hookResults: { ...opts.hookResults, [name]: v as HookVerdict } }, false, undefined, analyse);
      trace.branches.push(...branchesOver(`hook '${name}'`, HOOK_BRANCH_VERDICTS, pinned));
    }
  }
  return trace;
}

/**
 * What each simple command san reads would meet on its own: the same
 * pipeline over a one-command analysis (hooks not re-run). A single plain
 * command is its own verdict.
 */
function segmentVerdicts(stack: SanStack, whole: EvalState, opts: EvalOptions, trace: Pick<Trace, 'decision' | 'decidedBy'>): SegmentVerdict[] {
  const shell = whole.shell!;
  const plain = plainCommandRow(shell, trace);
  if (plain) return plain;
  const one = (seg: Segment): SegmentVerdict => {
    const sub = segmentAlone(shell, seg, [{ ...seg, operator: null, nesting: [] }], seg.text);
    const t = toTrace(runPipeline(stack, { tool: whole.call.tool, input: { command: seg.text } }, opts, { shell: sub, skipHooks: true }));
    return segmentVerdict(seg, t);
  };
  // Only the commands san itself reads get a row: a payload or substitution it does not see is a risk, not a verdict of its own.
  const read = new Set((whole.reading?.commands ?? []).map((c) => c.segment));
  return shell.segments.filter((seg) => read.has(seg)).map(one);
}
