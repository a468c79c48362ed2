/**
 * Layer 6: the deterministic auto-review, which runs for every call that
 * got this far (a typed allow included): configured block rules, the
 * built-in safety floor, configured allow rules, then the conservative
 * fallback. Its allow and the model guardian act only in Auto-Review; in
 * Ask, Never and Full Access only block rules and the floor matter.
 *
 * Source: crates/tui/src/tui/auto_review.rs (AutoReviewPolicy::evaluate,
 * deterministic_fallback, shell_params_are_auto_review_routine);
 * crates/tui/src/tui/approval/policy.rs (classify_risk);
 * crates/tui/src/core/engine.rs (auto_review_plan_decision_for_context);
 * crates/tui/src/core/engine/turn_loop.rs (how the plan decision applies,
 * consult_auto_review_guardian).
 */
import { isAutoReviewRoutine, isParallelReadonlyCommand } from '../command-safety.js';
import { actionKind, destructiveReason, publishSegment } from '../floor.js';
import type { Call } from '../../../core/types.js';
import type { ActionKind, AutoReviewRule } from '../stack.js';
import { toolInfo } from '../tools.js';
import { claim, type EvalState, type Layer, type LayerResult } from '../state.js';
import { boundedWrite, writeTargets } from '../targets.js';

function ruleMatches(r: AutoReviewRule, tool: string, kind: ActionKind): boolean {
  return (r.tool === undefined || r.tool === tool) && (r.actionKind === undefined || r.actionKind === kind);
}

/** The action kind AutoReviewPolicy::evaluate sees for a call. */
export function callActionKind(call: Call): ActionKind {
  const { command } = call.input;
  return actionKind(call.tool, toolInfo(call.tool)?.category === 'shell' && typeof command === 'string' ? command : undefined, call.input.action);
}

/** Whether a configured review rule matches the call: its tool and its action kind, where set. */
export function reviewRuleMatches(r: AutoReviewRule, call: Call): boolean {
  return ruleMatches(r, call.tool, callActionKind(call));
}

function label(r: AutoReviewRule): string {
  return `auto_review.${r.kind}${r.id ? ` '${r.id}'` : ''}${r.reason ? ` (${r.reason})` : ''}`;
}

/** classify_risk: Benign or Destructive. */
function benign(s: EvalState): boolean {
  const tool = s.tool!;
  const input = s.call.input;
  switch (tool.category) {
    case 'safe':
    case 'mcp-read':
      return true;
    case 'network':
      if (tool.name === 'web_run') return !(Array.isArray(input.open) && input.open.length > 0) && !(Array.isArray(input.click) && input.click.length > 0);
      return tool.name === 'web_search' || tool.name === 'wait_for_dev_server';
    case 'shell':
      return typeof input.command === 'string' && isParallelReadonlyCommand(input.command);
    case 'agent':
      return input.action === 'status' || input.action === 'peek' || input.action === 'list';
    default:
      return false;
  }
}

/** The shell command auto-review reads (admission already required a `command` string for a shell tool). */
function shellCommand(s: EvalState): string | undefined {
  const { command } = s.call.input;
  return s.tool?.category === 'shell' && typeof command === 'string' ? command : undefined;
}

type Verdict = { action: 'allow' | 'ask-user' | 'block'; reason: string; gate?: boolean; source?: AutoReviewRule['source'] };

/** AutoReviewPolicy::evaluate. */
function evaluate(s: EvalState, kind: ActionKind): Verdict {
  const tool = s.call.tool;
  const block = s.stack.autoReview.find((r) => r.kind === 'block' && ruleMatches(r, tool, kind));
  if (block) return { action: 'block', reason: `${label(block)} matches action kind ${kind}`, source: block.source };
  const posture = s.posture.value;
  const command = shellCommand(s);
  if (kind === 'publish' && posture !== 'full-access') {
    const seg = command !== undefined ? publishSegment(command) : undefined;
    return { action: 'ask-user', gate: true, reason: `publish-like action${seg ? ` '${seg}'` : ''} requires durable review` };
  }
  if (kind === 'destructive' && (s.background || s.headless)) {
    const why = command !== undefined ? destructiveReason(command) : undefined;
    return { action: 'ask-user', gate: true, reason: `destructive ${s.background ? 'background' : 'headless'} action${why ? ` (${why})` : ''} requires durable review` };
  }
  const auto = posture === 'auto-review';
  const isWrite = kind === 'write';
  const bounded = isWrite && (() => {
    const t = writeTargets(s.call);
    return t.length > 0 && t.every((p) => boundedWrite(p, s.stack.workspace) !== undefined);
  })();
  if (auto && isWrite && !bounded) return { action: 'ask-user', reason: 'Auto-Review requires every write target to stay inside the workspace and outside sensitive paths' };
  const allow = s.stack.autoReview.find((r) => r.kind === 'allow' && ruleMatches(r, tool, kind));
  if (allow) return { action: 'allow', reason: `${label(allow)} matches action kind ${kind}`, source: allow.source };
  if (kind === 'destructive') {
    const why = command !== undefined ? destructiveReason(command) : undefined;
    return { action: 'ask-user', reason: `sensitive or destructive action${why ? ` (${why})` : ''} requires explicit review` };
  }
  if (benign(s)) return { action: 'allow', reason: 'read-only action (Benign risk) is allowed' };
  if (auto && isWrite) return { action: 'allow', reason: 'Auto-Review allows a bounded workspace write' };
  if (auto && kind === 'shell' && command !== undefined && isAutoReviewRoutine(command)) {
    return { action: 'allow', reason: 'Auto-Review allows a proven read/build/test shell command (shell_params_are_auto_review_routine)' };
  }
  return { action: 'ask-user', reason: `${kind} action requires explicit review` };
}

export const autoReviewLayer: Layer = {
  id: 'auto-review',
  title: 'Auto-review policy and built-in safety floor',
  run(s): LayerResult {
    const kind = actionKind(s.call.tool, shellCommand(s), s.call.input.action);
    const v = evaluate(s, kind);
    const posture = s.posture.value;
    const auto = posture === 'auto-review';
    const sources = v.source ? [v.source] : [];
    const clear = (reason: string): LayerResult => {
      if (s.hookAsk || s.forcePrompt) return { outcome: 'pass', reason: `${reason}, but that cannot clear a hook ask or a forced prompt`, sources };
      if (s.approvalRequired) {
        s.approvalRequired = false;
        s.cleared = claim('auto-review', reason, v.source ?? null);
        return { outcome: 'allow', reason, sources };
      }
      return { outcome: 'allow', reason: `${reason}; nothing was left to clear`, sources };
    };
    if (v.action === 'block') {
      s.denied = claim('auto-review', `auto-review policy blocked ${s.call.tool}: ${v.reason}`, v.source ?? null);
      return { outcome: 'deny', reason: s.denied.reason, sources };
    }
    if (v.action === 'allow') {
      if (!auto) return { outcome: 'pass', reason: `action kind ${kind}: ${v.reason}, but only Auto-Review acts on a review allow` };
      return clear(`action kind ${kind}: ${v.reason}`);
    }
    if (v.gate) {
      const reason = `built-in safety gate requires approval: ${v.reason}`;
      if (posture === 'ask') {
        s.approvalRequired = true;
        s.forcePrompt = true;
        s.prompt = claim('auto-review', reason, null);
        return { outcome: 'ask', reason: `${reason}; opens a forced prompt in Ask` };
      }
      s.denied = claim('auto-review', `${reason}; ${posture} has no approval modal for it, so it fails closed`, null);
      return { outcome: 'deny', reason: s.denied.reason };
    }
    if (!auto) return { outcome: 'pass', reason: `action kind ${kind}: ${v.reason}; outside Auto-Review this changes nothing` };
    // ConsultReviewer: the model guardian decides; any failure denies.
    const pinned = s.opts.pinned?.guardian;
    const what = `the Auto-Review model guardian reviews it (${v.reason})`;
    if (pinned === 'reject') {
      s.denied = claim('auto-review', `${what}; pinned verdict: reject`, null);
      return { outcome: 'deny', reason: s.denied.reason };
    }
    if (pinned === 'approve') return clear(`${what}; pinned verdict: approve`);
    s.unknowns.push(`${what}; whale-perm cannot run it`);
    s.unresolved.push({ on: 'guardian', verdicts: ['approve', 'reject'], claim: claim('auto-review', `${what}; whale-perm cannot run the guardian, so the outcome depends on its verdict`, null) });
    return clear(`${what}; not run (see the branches)`);
  },
};
