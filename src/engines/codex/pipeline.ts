/** Codex's decision for one exec call, in order; each stage in its own file under layers/. */
import { runLayers } from '../../core/pipeline.js';
import type { Call, Trace } from '../../core/types.js';
import { UsageError } from '../../core/usage-error.js';
import type { EvalOptions } from '../types.js';
import { approvalLayer } from './layers/approval.js';
import { heuristicsLayer } from './layers/heuristics.js';
import { loweringLayer } from './layers/lowering.js';
import { rulesLayer } from './layers/rules.js';
import { sandboxLayer } from './layers/sandbox.js';
import { parseApproval } from './load.js';
import { codexRisks } from './risks.js';
import type { ApprovalPolicy, CodexStack, SandboxMode } from './stack.js';
import type { EvalState, Layer } from './state.js';
import { rulesLabel } from './state.js';
import { codexMatches } from './rules.js';

export const PIPELINE: readonly Layer[] = [loweringLayer, rulesLayer, heuristicsLayer, approvalLayer, sandboxLayer];

export class BadCallContext extends UsageError {}

const SANDBOXES: readonly SandboxMode[] = ['read-only', 'workspace-write', 'danger-full-access'];

function approvalFor(stack: CodexStack, opts: EvalOptions): ApprovalPolicy {
  if (opts.posture === undefined) return stack.approval.value;
  const p = opts.posture.trim();
  if (p === 'untrusted') return { kind: 'untrusted' };
  if (p === 'on-request' || p === 'never') return parseApproval(p, { file: '--posture', loc: undefined });
  throw new BadCallContext(`--posture ${opts.posture}: codex approval policies are on-request, never, untrusted (granular: set approval_policy in config.toml)`);
}

function sandboxFor(stack: CodexStack, opts: EvalOptions): SandboxMode {
  if (opts.mode === undefined) return stack.sandbox.value;
  const m = opts.mode.trim() as SandboxMode;
  if (!SANDBOXES.includes(m)) throw new BadCallContext(`--mode ${opts.mode}: codex sandbox modes are ${SANDBOXES.join(', ')}`);
  return m;
}

export function evaluateCodex(stack: CodexStack, call: Call, opts: EvalOptions): Trace {
  const s: EvalState = { stack, call, opts, approval: approvalFor(stack, opts), sandbox: sandboxFor(stack, opts), checks: [], bypassSandbox: false, warnings: [...stack.warnings] };
  const layers = runLayers(PIPELINE, s, (layer) => (layer.id !== 'sandbox' && s.decision !== undefined ? `not reached: ${s.by?.layer} decided` : undefined));
  const trace: Trace = {
    engine: 'codex',
    call,
    decision: s.decision ?? 'ask',
    decidedBy: s.by ?? { layer: 'approval', reason: 'no decision', source: null },
    layers,
    segments: [],
    risks: [],
    branches: [],
    unknowns: [],
    warnings: s.warnings,
  };
  if (s.lowered && (s.lowered.split ? s.lowered.commands.length > 1 : false)) {
    trace.segments = s.checks.map((c) => {
      const d = c.matches.length > 0 ? c.matches.reduce((a, m) => (m.decision === 'forbidden' || (m.decision === 'prompt' && a !== 'forbidden') ? m.decision : a), 'allow' as string) : c.dangerous ? 'prompt' : 'unmatched';
      const decision = d === 'forbidden' ? 'deny' : d === 'prompt' ? 'ask' : 'allow';
      const top = c.matches.find((m) => m.decision === d) ?? c.matches[0];
      return { text: c.argv.join(' '), argv: c.argv, operator: null, decision, reason: top ? rulesLabel(top) : c.dangerous ? 'dangerous (forced rm)' : 'no rule matches (runs in the sandbox)', source: top?.rule.loc ?? null };
    });
  }
  const never = s.approval.kind === 'never' || (s.approval.kind === 'granular' && !s.approval.rules);
  const m = codexMatches(stack, s.checks, never, s.lowered?.split === true && s.checks.length > 1);
  trace.matches = m.matches;
  if (m.winner !== undefined && s.by?.layer === 'rules') trace.decidedBy = { ...trace.decidedBy, rule: m.winner };
  trace.risks = codexRisks(s);
  return trace;
}
