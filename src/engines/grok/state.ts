/**
 * What flows through grok's authorization chain for one call. Each layer
 * reads it and records its effect; the pipeline turns the layers' results
 * into the trace. Created fresh for every evaluation, so evaluation is pure.
 */
import type { SourceLoc } from '../../config/errors.js';
import type { Call, SegmentVerdict } from '../../core/types.js';
import type { ShellAnalysis } from '../../shell/types.js';
import type { EvalOptions } from '../types.js';
import type { BashReading } from './bash.js';
import type { ProtectedKind } from './paths.js';
import type { PolicyVerdict } from './policy.js';
import type { GrokStack, PromptPolicy, Setting } from './stack.js';
import type { Access, ToolInfo } from './tools.js';
import { claim, type Claim, type Layer as CoreLayer, type LayerResult } from '../../core/pipeline.js';

export { claim, type Claim, type LayerResult } from '../../core/pipeline.js';

/** The session's modes for this call: the stack's, or what --mode says. */
export interface Modes {
  plan: Setting<boolean>;
  yolo: Setting<boolean>;
  auto: Setting<boolean>;
  promptPolicy: Setting<PromptPolicy>;
  /** `acceptEdits`: edits are allowed like a synthetic `allow Edit` rule. */
  acceptEdits: Setting<boolean>;
}

export interface EvalState {
  stack: GrokStack;
  opts: EvalOptions;
  call: Call;
  tool: ToolInfo | undefined;
  access: Access | undefined;
  /** For Bash: the analyzer's view, and grok's reading of it. */
  shell: ShellAnalysis | undefined;
  bash: BashReading | undefined;
  modes: Modes;
  /** Set by the `rules` layer. */
  policy: PolicyVerdict | undefined;
  /** The Auto classifier could not be consulted: it forces a prompt and blocks later auto-approvals. */
  autoForcedPrompt: boolean;
  /** A plan-file edit: grok approves it without a permission request. */
  planFile: boolean;
  /** An edit target grok always confirms (`edit_target_protection`). */
  protectedEdit: { kind: ProtectedKind; via?: string } | undefined;
  /** What the Auto-mode classifier said (pinned), when it was consulted. */
  classifier?: 'allow' | 'block' | 'unavailable' | 'unpinned';

  /** Set once anything blocks the call; later layers are skipped. */
  denied?: Claim;
  /** The layer that let the call run without a prompt; later layers are skipped. */
  cleared?: Claim;
  /** The first reason the call needs a person. */
  prompt?: Claim;
  /** Verdicts the simulation could not obtain (unrun hooks). */
  unresolved: Claim[];
  /** Names of matching hooks neither run nor given --hook-result. */
  unrunHooks: string[];
  segments: SegmentVerdict[];
  unknowns: string[];
  warnings: string[];
  /** When evaluating one segment on its own: hooks are not re-run. */
  segmentRun: boolean;
}

export type Layer = CoreLayer<EvalState>;

export function pass(reason: string, sources?: LayerResult['sources']): LayerResult {
  return { outcome: 'pass', reason, ...(sources ? { sources } : {}) };
}

export function skip(reason: string): LayerResult {
  return { outcome: 'skip', reason };
}

/** Clears the call: later layers are not reached. */
export function allow(s: EvalState, layer: string, reason: string, source?: SourceLoc | null): LayerResult {
  s.cleared = claim(layer, reason, source);
  return { outcome: 'allow', reason, sources: [source] };
}

/** Blocks the call. */
export function deny(s: EvalState, layer: string, reason: string, source?: SourceLoc | null): LayerResult {
  s.denied = claim(layer, reason, source);
  return { outcome: 'deny', reason, sources: [source] };
}

/** Records that the call needs a person (the first such reason wins) and goes on. */
export function needPrompt(s: EvalState, layer: string, reason: string, source?: SourceLoc | null): LayerResult {
  s.prompt ??= claim(layer, reason, source);
  return { outcome: 'ask', reason, sources: [source] };
}

export function describeSetting<T>(name: string, st: Setting<T>): string {
  return `${name} ${String(st.value)} (${st.origin})`;
}
