/** What flows through Gemini CLI's decision for one call; created fresh per evaluation. */
import type { Claim, Layer as CoreLayer } from '../../core/pipeline.js';
import type { Call, Decision } from '../../core/types.js';
import type { EvalOptions } from '../types.js';
import type { CheckContext, CheckResult } from './check.js';
import type { GeminiRule, GeminiStack } from './stack.js';

export interface EvalState {
  stack: GeminiStack;
  call: Call;
  opts: EvalOptions;
  ctx: CheckContext;
  /** The policy engine's answer (set by the `policy` layer). */
  result?: CheckResult;
  /** The outcome so far and who gave it. */
  decision?: Decision;
  by?: Claim;
  warnings: string[];
}

export type Layer = CoreLayer<EvalState>;

export function decisionOf(d: 'allow' | 'deny' | 'ask_user'): Decision {
  return d === 'ask_user' ? 'ask' : d;
}

/** `deny rule (User: user.toml, tier user, priority 4.2)`. */
export function ruleLabel(r: GeminiRule): string {
  const what = r.written ? ` ${r.written.key} ${JSON.stringify(r.written.value)}` : ` toolName ${JSON.stringify(r.toolName)}`;
  return `${r.decision} rule${what} (${r.source}, tier ${r.tier}, priority ${Math.round(r.priority * 1000) / 1000})`;
}
