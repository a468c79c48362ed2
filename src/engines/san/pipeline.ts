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
import { floorReason, type Resolve } from './safety.js';
import { analysedReading, callView, type CallView } from './call-view.js';
import type { SanStack, Setting } from './stack.js';
import type { EvalState, Layer } from './state.js';
import { canonicalTool, modeOf, MODES, type Mode } from './vocab.js';
import { divergenceWarnings } from './warnings.js';
import { runLayers, plainCommandRow, segmentKey, segmentVerdict } from '../../core/pipeline.js';
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
  /** The evaluation's own `resolve` (`resolveOnce`), when it has one; else the stack's. */
  resolve?: Resolve | undefined;
}

/**
 * The stack's `resolve`, asked once per path in one evaluation: the call's
 * floor, its rewritten pass and its segments' own evaluations ask about the
 * same redirect targets (san resolves them at each check, and one
 * evaluation is one check; across calls the file system is read again).
 */
function resolveOnce(stack: SanStack): Resolve | undefined {
  const read = stack.resolve;
  if (!read) return undefined;
  let known: Map<string, string | undefined> | undefined;
  return (path) => {
    known ??= new Map();
    if (known.has(path)) return known.get(path);
    const v = read(path);
    known.set(path, v);
    return v;
  };
}

function effectiveMode(stack: SanStack, opts: EvalOptions): Setting<Mode> {
  if (opts.mode === undefined) return stack.defaultMode;
  const m = modeOf(opts.mode);
  if (!m) throw new BadCallContext(`--mode ${opts.mode}: expected ${MODES.join(', ')}`);
  return { value: m, origin: 'command line', source: null };
}

/**
 * The state's `shell`, made when first read from the call's view (a command
 * of plain words is decided without it, call-view.ts): a getter on the
 * states' shared prototype, reading the state's `view`. Not in the state's
 * literal: an object literal with a getter is made with slow (dictionary)
 * properties, and every layer reads the state's fields.
 */
const SHELL_ON_READ = {
  get shell(): ShellAnalysis | undefined {
    return (this as unknown as { view: CallView }).view.shell;
  },
};

function newState(stack: SanStack, call: Call, opts: EvalOptions, how: Run): EvalState {
  const mode = effectiveMode(stack, opts);
  const view = callView(stack, call, how.shell, how.analyse);
  const { tool, input, reading } = view;
  const command = input.command;
  const resolve = 'resolve' in how ? how.resolve : stack.resolve;
  // every field but `shell`, which the prototype gives
  const s = {
    __proto__: SHELL_ON_READ,
    view,
    stack,
    opts,
    call: { tool, input },
    tool,
    reading,
    mode,
    subagent: opts.subagent === true,
    nonInteractive: opts.headless === true || opts.background === true,
    resolve,
    floor: floorReason(tool, input, reading, view.nested, { workspace: stack.workspace, home: stack.home, mode: mode.value, resolve }),
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
  } satisfies Omit<EvalState, 'shell'> & { __proto__: typeof SHELL_ON_READ; view: CallView } as unknown as EvalState;
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
  });
  // pseudo-locations (line 0) are not a layer's sources; the rows are fresh, so those with one are filtered in place
  for (const t of layerTraces) if (t.sources.some((x) => !(x.line > 0))) t.sources = t.sources.filter((x) => x.line > 0);
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

/**
 * `evaluateSan` with nothing kept: every segment's own verdict worked out
 * afresh, none looked up, and every path resolved each time it is asked
 * about (the reference the kept verdicts and `resolveOnce` are tested against).
 */
export function evaluateSanAfresh(stack: SanStack, call: Call, opts: EvalOptions): Trace {
  return evaluate(stack, call, opts, true, undefined, false, false);
}

function evaluate(stack: SanStack, call: Call, opts: EvalOptions, branch: boolean, shell?: ShellAnalysis, analyse = false, keep = true): Trace {
  const resolve = keep ? resolveOnce(stack) : stack.resolve;
  let s = runPipeline(stack, call, opts, shell ? { shell, resolve } : { analyse, resolve });
  if (s.rewrite) {
    const first = s;
    const rewritten: Call = { tool: call.tool, input: first.rewrite!.input };
    s = runPipeline(stack, rewritten, opts, { hookCache: first.hooks, analyse, resolve });
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
  if (s.reading) lazyField(trace, 'segments', () => segmentVerdicts(stack, analysed(), o, decided, resolve, keep));
  lazyField(trace, 'risks', () => sanRisks(analysed(), decided));
  lazyField(trace, 'matches', () => sanMatches(analysed(), decided));
  // The state never changes once evaluated (nor the decision copied above), so the warnings read later are those read now.
  const early = trace.warnings;
  lazyField(trace, 'warnings', () => [...new Set([...early, ...divergenceWarnings(s, decided, codeDecision(s))])]);
  if (branch) {
    const unrun = [...new Set([...s.hookCache, ...s.hooks].filter((r) => r.how === 'not-run').map((r) => r.hook.name))];
    for (const name of unrun) {
      const pinned = (v: string) => evaluate(stack, call, { ...opts, hookResults: { ...opts.hookResults, [name]: v as HookVerdict } }, false, undefined, analyse, keep);
      trace.branches.push(...branchesOver(`hook '${name}'`, HOOK_BRANCH_VERDICTS, pinned));
    }
  }
  return trace;
}

/** A segment's own verdict, what its row reads of it. */
type Verdict = Pick<Trace, 'decision' | 'decidedBy'>;

/**
 * Segment verdicts already worked out, per stack, by what a segment's own
 * evaluation reads (`segmentContext` and `segmentKey`): a batch or a diff
 * meets the same `git status` in thousands of chains. Only an evaluation
 * that read nothing from the file system is kept (one that resolved a path
 * is made again, as san checks again), so a verdict kept is a function of
 * its key. Bounded; a stack is never changed once loaded.
 */
const verdictsOf = new WeakMap<SanStack, Map<string, Verdict>>();
const KEPT_VERDICTS = 8192;

/**
 * Everything but the segment that its own evaluation reads: the tool, and
 * of the options what the layers other than the hooks read (hooks run once
 * for the whole call, never for a segment).
 */
function segmentContext(tool: string, opts: EvalOptions): string {
  return JSON.stringify([tool, opts.mode ?? null, opts.subagent === true, opts.headless === true || opts.background === true]);
}

/**
 * What each simple command san reads would meet on its own: the same
 * pipeline over a one-command analysis (hooks not re-run). A single plain
 * command is its own verdict. `keep`: look verdicts up in `verdictsOf`
 * (off: every segment evaluated, the reference the tests compare with).
 */
function segmentVerdicts(stack: SanStack, whole: EvalState, opts: EvalOptions, trace: Verdict, resolve: Resolve | undefined, keep = true): SegmentVerdict[] {
  const shell = whole.shell!;
  const plain = plainCommandRow(shell, trace);
  if (plain) return plain;
  let kept: Map<string, Verdict> | undefined;
  if (keep) {
    kept = verdictsOf.get(stack);
    if (!kept) verdictsOf.set(stack, (kept = new Map()));
  }
  const context = kept ? segmentContext(whole.call.tool, opts) : '';
  const one = (seg: Segment): SegmentVerdict => {
    const key = kept ? `${context}${segmentKey(shell, seg)}` : '';
    const hit = kept?.get(key);
    if (hit) return segmentVerdict(seg, hit);
    let read = false;
    const r: Resolve | undefined = resolve && kept ? (path) => ((read = true), resolve(path)) : resolve;
    const sub = segmentAlone(shell, seg, [{ ...seg, operator: null, nesting: [] }], seg.text);
    const t = toTrace(runPipeline(stack, { tool: whole.call.tool, input: { command: seg.text } }, opts, { shell: sub, skipHooks: true, resolve: r }));
    if (kept && !read) {
      if (kept.size >= KEPT_VERDICTS) kept.clear();
      kept.set(key, { decision: t.decision, decidedBy: t.decidedBy });
    }
    return segmentVerdict(seg, t);
  };
  // Only the commands san itself reads get a row: a payload or substitution it does not see is a risk, not a verdict of its own.
  const read = new Set((whole.reading?.commands ?? []).map((c) => c.segment));
  return shell.segments.filter((seg) => read.has(seg)).map(one);
}
