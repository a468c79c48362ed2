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

  /** The registered tool's approval need, after a hook ask is applied. */
  need: 'none' | 'ordinary' | 'hold';
  /** Set once anything blocks the call; later layers are skipped. */
  denied?: Claim;
  /** Set by the first layer that requires a person to approve. */
  prompt?: Claim;
  /** The layer that let the call run without a prompt. */
  cleared?: Claim;
  /** The ordinary need is still open under Auto-Review: layer 6 decides it. */
  reviewPending: boolean;
  /** Verdicts the simulation could not obtain (unrun hooks, the Auto-Review guardian). */
  unresolved: Claim[];
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
