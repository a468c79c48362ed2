/**
 * Codewhale's model tool-call pipeline, in seed 000's order. The order is
 * written here once; each layer lives in its own file.
 */
import type { Call, LayerTrace, Trace } from '../../core/types.js';
import { UsageError } from '../../core/usage-error.js';
import { analyzeShell } from '../../shell/index.js';
import type { EvalOptions } from '../types.js';
import { admissionLayer } from './layers/admission.js';
import { autoReviewLayer } from './layers/auto-review.js';
import { hooksLayer } from './layers/hooks.js';
import { humanApprovalLayer } from './layers/human-approval.js';
import { postureLayer } from './layers/posture.js';
import { repoLawLayer } from './layers/repo-law.js';
import { sandboxLayer } from './layers/sandbox.js';
import { toolBaselineLayer } from './layers/tool-baseline.js';
import { typedRulesLayer } from './layers/typed-rules.js';
import type { CodewhaleStack, Setting } from './stack.js';
import type { EvalState, Layer } from './state.js';
import { toolInfo } from './tools.js';
import { modeOf, postureOf, sandboxRank, type Mode, type Posture, type SandboxMode } from './vocab.js';

export const PIPELINE: readonly Layer[] = [
  postureLayer,
  admissionLayer,
  hooksLayer,
  toolBaselineLayer,
  typedRulesLayer,
  autoReviewLayer,
  repoLawLayer,
  humanApprovalLayer,
  sandboxLayer,
];

/** A --posture or --mode the engine does not know: the caller's mistake. */
export class BadCallContext extends UsageError {}

function effectivePosture(stack: CodewhaleStack, opts: EvalOptions, mode: Mode): Setting<Posture> {
  if (opts.posture !== undefined) {
    const p = postureOf(opts.posture);
    if (!p) throw new BadCallContext(`--posture ${opts.posture}: expected ask, auto-review, full-access or never (or suggest, auto, bypass)`);
    return { value: p, raw: opts.posture, origin: 'command line', source: null };
  }
  if (mode === 'plan') return { value: 'ask', raw: 'suggest', origin: 'default', source: null };
  return stack.posture;
}

function effectiveSandbox(stack: CodewhaleStack, posture: Posture, mode: Mode): SandboxMode {
  const configured = stack.sandboxMode.origin === 'default' ? undefined : stack.sandboxMode.value;
  const base: SandboxMode = mode === 'plan' ? 'read-only' : posture === 'full-access' ? 'danger-full-access' : 'workspace-write';
  if (configured === undefined) return base;
  // A configured value may only tighten the posture's default.
  return (sandboxRank(configured) ?? 0) > (sandboxRank(base) ?? 0) || (base === 'danger-full-access' && configured === 'external-sandbox') ? configured : base;
}

export function evaluateCodewhale(stack: CodewhaleStack, call: Call, opts: EvalOptions): Trace {
  let mode: Setting<Mode> = stack.mode;
  if (opts.mode !== undefined) {
    const m = modeOf(opts.mode);
    if (!m) throw new BadCallContext(`--mode ${opts.mode}: expected plan, work or operate`);
    mode = { value: m, origin: 'command line', source: null };
  }
  const posture = effectivePosture(stack, opts, mode.value);
  const tool = toolInfo(call.tool);
  const command = call.input.command;
  const s: EvalState = {
    stack,
    opts,
    call: { tool: call.tool, input: { ...call.input } },
    tool,
    shell: tool?.category === 'shell' && typeof command === 'string' ? analyzeShell(command) : undefined,
    posture,
    mode,
    allowShell: mode.value === 'plan' ? { value: false, origin: 'default', source: null } : stack.allowShell,
    sandbox: effectiveSandbox(stack, posture.value, mode.value),
    headless: opts.headless === true,
    background: opts.background === true,
    need: 'ordinary',
    reviewPending: false,
    unresolved: [],
    segments: [],
    unknowns: [],
    warnings: [...stack.warnings],
  };

  const layers: LayerTrace[] = [];
  PIPELINE.forEach((layer, i) => {
    const blocked = s.denied !== undefined && layer.id !== 'sandbox';
    const r = blocked ? { outcome: 'skip' as const, reason: `not reached: ${s.denied!.layer} blocked the call` } : layer.run(s);
    layers.push({
      id: layer.id,
      order: i + 1,
      title: layer.title,
      outcome: r.outcome,
      reason: r.reason,
      sources: (r.sources ?? []).filter((x): x is NonNullable<typeof x> => x !== null && x !== undefined),
    });
  });

  let decision: Trace['decision'];
  let decidedBy: Trace['decidedBy'];
  if (s.denied) {
    decision = 'deny';
    decidedBy = s.denied;
  } else if (s.prompt) {
    decision = 'ask';
    decidedBy = s.prompt;
  } else if (s.unresolved.length > 0) {
    decision = 'ask';
    decidedBy = s.unresolved[0]!;
  } else {
    decision = 'allow';
    decidedBy = s.cleared ?? { layer: 'tool-baseline', reason: 'nothing requires approval', source: null };
  }
  if (s.segments.length === 0 && s.shell) {
    // An empty analysis still names the call.
    s.segments = [];
  }
  return {
    engine: 'codewhale',
    call: s.call,
    decision,
    decidedBy,
    layers,
    segments: s.segments,
    unknowns: s.unknowns,
    warnings: s.warnings,
  };
}
