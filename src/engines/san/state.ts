/**
 * What flows through san's pipeline for one call. Each layer reads it and
 * records its claim; the pipeline turns the claims into the trace. Created
 * fresh for every evaluation, so evaluation stays pure.
 */
import type { SourceLoc } from '../../config/errors.js';
import type { Call, Decision, SegmentVerdict } from '../../core/types.js';
import type { ShellAnalysis } from '../../shell/types.js';
import type { Risk } from '../../core/types.js';
import type { SanReading } from './match/bash.js';
import type { EvalOptions } from '../types.js';
import type { HookRecord } from './hooks-run.js';
import type { FloorFinding, Resolve } from './safety.js';
import type { SanRule, SanStack, SessionRule, Setting } from './stack.js';
import type { Mode } from './vocab.js';
import { claim, type Claim, type Layer as CoreLayer, type LayerResult } from '../../core/pipeline.js';

export { claim, type Claim, type LayerResult } from '../../core/pipeline.js';

export interface EvalState {
  stack: SanStack;
  opts: EvalOptions;
  call: Call;
  /** The tool as san names it (canonical spelling). */
  tool: string;
  /** Set for a Bash call with a command: whale-perm's ground truth of what bash would run. */
  shell: ShellAnalysis | undefined;
  /** san's own reading of the same command (what the decision is computed over). */
  reading: SanReading | undefined;
  mode: Setting<Mode>;
  subagent: boolean;
  /** Nobody can be asked: --headless or --background. */
  nonInteractive: boolean;
  /** Where a path leads after symlinks: the stack's, read once per path in one evaluation (pipeline.ts `resolveOnce`). */
  resolve: Resolve | undefined;
  /** Why san holds the call for a person whatever allows it (the bypass-immune tier), computed once. */
  floor: FloorFinding | undefined;
  /** Plan mode and a write-class call: denied by the mode policy, and no earlier allow may let it through. */
  planWrite: boolean;

  /** The first non-ask verdict: the call's decision (before the "can we prompt?" bit). */
  decided?: Claim & { decision: Exclude<Decision, 'ask'> };
  /** Every ask on the way, in order; the first explains a final ask. */
  asks: Claim[];
  /** A hook asked: nothing after it may allow the call. */
  forcedAsk?: Claim;
  /** Matching hooks whose verdict the simulation could not obtain. */
  unresolved: Claim[];
  /** Hook results, for the code-order comparison and for re-use after a rewrite. */
  hooks: HookRecord[];
  /** Hook results of an earlier pass over the same call (before a rewrite), reused instead of running hooks again. */
  hookCache: HookRecord[];
  /** A hook's rewritten input, to evaluate again. */
  rewrite?: { hook: string; input: Record<string, unknown> };
  /** The rule each rule layer selected (its verdict's rule, vetoed or not), for `decidedBy.rule` and `Trace.matches`. */
  picked: { settings?: SanRule; session?: SessionRule };
  /** The final decision, set by the prompt layer. */
  final?: Claim & { decision: Decision };
  segments: SegmentVerdict[];
  /** Where what bash would run differs from what san sees; never changes the decision. */
  risks: Risk[];
  unknowns: string[];
  warnings: string[];
}

export type Layer = CoreLayer<EvalState>;

/** Where a located thing is, for a reason text: `~/.claude/settings.json` or `.gen/settings.json`. */
export function floorText(f: FloorFinding): string {
  return f.tier === 'working-directory' ? `${f.reason} (acceptEdits confines edits to the workspace)` : `bypass-immune: ${f.reason}`;
}

/**
 * An allow from `layer` is admitted only if nothing vetoes it: a hook's ask,
 * the bypass-immune floor (the call then asks), plan mode for a write-class
 * call (the mode policy then denies it).
 */
export function offerAllow(s: EvalState, layer: string, reason: string, source: SourceLoc | null | undefined): LayerResult {
  if (s.forcedAsk) {
    return { outcome: 'pass', reason: `${reason}, but a hook asked (${s.forcedAsk.reason}), and no later source lifts a hook's ask`, sources: [source] };
  }
  if (s.floor) {
    const why = `${reason}, but san still holds the call: ${floorText(s.floor)}`;
    s.asks.push(claim(layer, why, source));
    return { outcome: 'ask', reason: why, sources: [source] };
  }
  if (s.planWrite) {
    return { outcome: 'pass', reason: `${reason}, but plan mode denies write-class tools before any allow (a policy filter)`, sources: [source] };
  }
  s.decided = { ...claim(layer, reason, source), decision: 'allow' };
  return { outcome: 'allow', reason, sources: [source] };
}

export function deny(s: EvalState, layer: string, reason: string, source: SourceLoc | null | undefined): LayerResult {
  s.decided = { ...claim(layer, reason, source), decision: 'deny' };
  return { outcome: 'deny', reason, sources: [source] };
}

export function ask(s: EvalState, layer: string, reason: string, source: SourceLoc | null | undefined): LayerResult {
  s.asks.push(claim(layer, reason, source));
  return { outcome: 'ask', reason, sources: [source] };
}
