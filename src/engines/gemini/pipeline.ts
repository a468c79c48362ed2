/** Gemini CLI's decision for one call, in order; each stage in its own file under layers/. */
import { runLayers } from '../../core/pipeline.js';
import type { Call, Trace } from '../../core/types.js';
import { UsageError } from '../../core/usage-error.js';
import type { EvalOptions } from '../types.js';
import { headlessLayer } from './layers/headless.js';
import { policyLayer } from './layers/policy.js';
import { substitutionLayer } from './layers/substitution.js';
import { MODES, type GeminiMode, type GeminiStack } from './stack.js';
import type { EvalState, Layer } from './state.js';
import { geminiRisks } from './risks.js';
import { geminiMatches } from './rules.js';

export const PIPELINE: readonly Layer[] = [policyLayer, headlessLayer, substitutionLayer];

export class BadCallContext extends UsageError {}

export function modeFor(opts: EvalOptions): GeminiMode {
  if (opts.posture !== undefined) throw new BadCallContext(`--posture ${opts.posture}: gemini has no posture; use --mode default|autoEdit|yolo|plan`);
  if (opts.mode === undefined) return 'default';
  const m = MODES.find((x) => x.toLowerCase() === opts.mode!.trim().toLowerCase().replace(/[-_]/g, ''));
  if (!m) throw new BadCallContext(`--mode ${opts.mode}: expected default, autoEdit, yolo or plan`);
  return m;
}

export function evaluateGemini(stack: GeminiStack, call: Call, opts: EvalOptions): Trace {
  let mode = modeFor(opts);
  const warnings = [...stack.warnings];
  if (!stack.trusted.value && mode !== 'default') {
    warnings.push(`untrusted folder: Gemini forces --mode ${mode} back to default`);
    mode = 'default';
  }
  const s: EvalState = {
    stack,
    call,
    opts,
    ctx: { rules: stack.rules, mode, nonInteractive: opts.headless === true, trusted: stack.trusted.value, workspace: stack.workspace, home: stack.userHome },
    warnings,
  };
  const layers = runLayers(PIPELINE, s, () => undefined);
  const trace: Trace = {
    engine: 'gemini',
    call,
    decision: s.decision ?? 'ask',
    decidedBy: s.by ?? { layer: 'policy', reason: 'no decision', source: null },
    layers,
    segments: [],
    risks: [],
    branches: [],
    unknowns: [],
    warnings: s.warnings,
  };
  if (s.result) {
    trace.segments = s.result.parts.map((p) => ({ text: p.text, argv: [], operator: null, decision: p.result.decision === 'ask_user' ? 'ask' : p.result.decision, reason: p.result.rule ? `${p.result.rule.decision} (${p.result.rule.source}, priority ${Math.round(p.result.rule.priority * 1000) / 1000})` : 'no rule', source: p.result.rule?.loc ?? null }));
    trace.risks = geminiRisks(stack, call, s.result);
    const m = geminiMatches(stack, call, s.result, s.ctx, trace.decision, trace.decidedBy.layer === 'policy');
    trace.matches = m.matches;
    if (m.winner !== undefined) trace.decidedBy = { ...trace.decidedBy, rule: m.winner };
  }
  return trace;
}
