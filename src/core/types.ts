/**
 * The record every command reads: a decision is data. `explain`, `lint`,
 * `test` and `diff` all consume the same `Trace`, so they cannot disagree.
 */
import type { SourceLoc } from '../config/errors.js';

export type { SourceLoc };

export type Decision = 'allow' | 'ask' | 'deny';

/** What one layer said: `pass` gives no verdict, `skip` means not applicable. */
export type Outcome = 'pass' | 'allow' | 'ask' | 'deny' | 'skip';

export type EngineId = 'codewhale' | 'san' | 'grok' | 'claude';

/** A hypothetical tool call in the engine's own tool vocabulary. */
export interface Call {
  tool: string;
  input: Record<string, unknown>;
}

/** How the call is made: the knobs a user turns with --posture, --mode, … */
export interface CallContext {
  posture?: string;
  mode?: string;
  headless?: boolean;
  background?: boolean;
  /** san: a subagent's call, which has nobody to prompt. */
  subagent?: boolean;
}

export interface LayerTrace {
  id: string;
  order: number;
  title: string;
  outcome: Outcome;
  reason: string;
  sources: SourceLoc[];
}

export interface SegmentVerdict {
  text: string;
  argv: string[];
  operator: string | null;
  decision: Decision;
  reason: string;
  source?: SourceLoc | null;
}

export interface DecidedBy {
  layer: string;
  reason: string;
  source: SourceLoc | null;
}

export interface Trace {
  engine: EngineId;
  call: Call;
  decision: Decision;
  decidedBy: DecidedBy;
  layers: LayerTrace[];
  segments: SegmentVerdict[];
  unknowns: string[];
  warnings: string[];
}

/** Strictness order used everywhere a verdict is folded or compared. */
export const STRICTNESS: Record<Decision, number> = { allow: 0, ask: 1, deny: 2 };

export function stricter(a: Decision, b: Decision): Decision {
  return STRICTNESS[a] >= STRICTNESS[b] ? a : b;
}

export function atLeast(d: Decision, floor: Decision): boolean {
  return STRICTNESS[d] >= STRICTNESS[floor];
}

/** How each engine's agent is named to a person. */
export const AGENT_NAME: Record<EngineId, string> = {
  codewhale: 'Codewhale',
  san: 'san',
  grok: 'grok-build',
  claude: 'Claude Code',
};
