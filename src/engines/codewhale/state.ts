/**
 * What flows through Codewhale's pipeline for one call. Each layer reads it
 * and records its effect; the pipeline turns the layers' results into the
 * trace. Created fresh for every evaluation, so evaluation stays pure.
 */
import type { Call, SegmentVerdict } from '../../core/types.js';
import type { ShellAnalysis } from '../../shell/types.js';
import type { EvalOptions } from '../types.js';
import type { CodewhaleStack, Setting } from './stack.js';
import type { ToolInfo } from './tools.js';
import type { Mode, Posture, SandboxMode } from './vocab.js';
import type { Claim, Layer as CoreLayer } from '../../core/pipeline.js';
import type { TypedDecision } from './layers/typed-rules.js';

export { claim, type Claim, type LayerResult } from '../../core/pipeline.js';

export interface EvalState {
  stack: CodewhaleStack;
  opts: EvalOptions;
  call: Call;
  tool: ToolInfo | undefined;
  /** Set for shell tools with a command; re-made when a hook rewrites the input. */
  shell: ShellAnalysis | undefined;
  posture: Setting<Posture>;
  mode: Setting<Mode>;
  allowShell: Setting<boolean>;
  sandbox: SandboxMode;
  headless: boolean;
  background: boolean;

  /**
   * Codewhale's `approval_required` for this call: set by the tool baseline,
   * a hook ask or a typed prompt; cleared by a typed allow or an auto-review
   * allow unless a hook asked or a prompt is forced.
   */
  approvalRequired: boolean;
  /** `approval_force_prompt`: a non-bypassable hold, a typed ask, a safety-floor or repo-law prompt. */
  forcePrompt: boolean;
  /** A hook asked (`hook_requires_approval`): nothing later clears it. */
  hookAsk: boolean;
  /** Set once anything blocks the call; later layers are skipped. */
  denied?: Claim;
  /** The layer whose requirement the pending approval is (the last one to set it, as Codewhale's description is). */
  prompt?: Claim;
  /** The layer that let the call run without a prompt. */
  cleared?: Claim;
  /** Verdicts the simulation could not obtain: unrun hooks, the Auto-Review guardian. */
  unresolved: { on: string; verdicts: readonly string[]; claim: Claim }[];
  /** What the typed layer answered, for the risks. */
  typed?: TypedDecision;
  segments: SegmentVerdict[];
  unknowns: string[];
  warnings: string[];
}

export type Layer = CoreLayer<EvalState>;

/** Where a setting came from, for a trace row. */
export function describeSetting<T>(name: string, s: Setting<T>): string {
  const shown = s.raw !== undefined && s.raw !== String(s.value) ? `${String(s.value)} (${s.raw})` : String(s.value);
  return `${name} ${shown} from ${s.origin}`;
}
