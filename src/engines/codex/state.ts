/** What flows through Codex's decision for one exec call; created fresh per evaluation. */
import type { Claim, Layer as CoreLayer } from '../../core/pipeline.js';
import type { Call, Decision } from '../../core/types.js';
import type { EvalOptions } from '../types.js';
import type { Lowered } from './lower.js';
import type { RuleMatch } from './policy.js';
import type { ApprovalPolicy, CodexStack, SandboxMode } from './stack.js';

export interface CommandCheck {
  argv: string[];
  matches: RuleMatch[];
  dangerous: boolean;
}

export interface EvalState {
  stack: CodexStack;
  call: Call;
  opts: EvalOptions;
  approval: ApprovalPolicy;
  sandbox: SandboxMode;
  /** The argv Codex runs: `/bin/bash -lc <cmd>` for exec_command. */
  argv?: string[];
  lowered?: Lowered;
  checks: CommandCheck[];
  decision?: Decision;
  by?: Claim;
  /** Every lowered command matched by an allow rule: Codex runs it outside the sandbox. */
  bypassSandbox: boolean;
  warnings: string[];
}

export type Layer = CoreLayer<EvalState>;

export function rulesLabel(m: RuleMatch): string {
  return `prefix_rule(${m.rule.text}, decision="${m.decision}")${m.justification ? ` "${m.justification}"` : ''}`;
}
