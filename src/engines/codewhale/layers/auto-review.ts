/**
 * Layer 6: configured auto-review block rules, the built-in safety floor,
 * then configured allow rules and the deterministic fallback. It can add a
 * prompt or a block; it never removes an earlier hold.
 */
import { actionKind, catastrophicReason, isRoutine, publishSegment } from '../floor.js';
import { workspaceRelative } from '../rules.js';
import { boundedWrite } from '../targets.js';
import type { AutoReviewRule } from '../stack.js';
import { claim, type EvalState, type Layer, type LayerResult } from '../state.js';

function ruleMatches(r: AutoReviewRule, tool: string, kind: string): boolean {
  return (r.tool === undefined || r.tool === tool) && (r.actionKind === undefined || r.actionKind === kind);
}

function label(r: AutoReviewRule): string {
  return `auto_review.${r.kind}${r.id ? ` '${r.id}'` : ''}${r.reason ? ` (${r.reason})` : ''}`;
}

/** A built-in safety gate: opens approval in Ask, fails closed as a hard block elsewhere. */
function gate(s: EvalState, reason: string): LayerResult {
  if (s.posture.value === 'ask') {
    s.prompt ??= claim('auto-review', `built-in safety gate: ${reason}`, null);
    return { outcome: 'ask', reason: `built-in safety gate: ${reason}; opens approval in Ask` };
  }
  s.denied = claim('auto-review', `built-in safety gate: ${reason}; in ${s.posture.value} it fails closed as a hard block`, null);
  return { outcome: 'deny', reason: s.denied.reason };
}

export const autoReviewLayer: Layer = {
  id: 'auto-review',
  title: 'Auto-review policy and built-in safety floor',
  run(s) {
    const ws = s.stack.workspace;
    const kind = actionKind(s.call.tool, s.shell, ws);
    const unattended = s.background || s.headless;
    const catastrophe = s.shell ? catastrophicReason(s.shell, ws) : undefined;

    if (s.posture.value === 'full-access') {
      if (catastrophe && unattended) {
        s.denied = claim('auto-review', `catastrophic destructive ${s.background ? 'background' : 'headless'} action (${catastrophe}) stays protected even in Full Access`, null);
        return { outcome: 'deny', reason: s.denied.reason };
      }
      const note = kind === 'publish' ? 'Full Access deliberately skips the interactive publish hold' : 'Full Access skips the deterministic review';
      if (catastrophe) s.warnings.push(`Full Access runs a catastrophic command in the foreground without review: ${catastrophe}`);
      return { outcome: 'skip', reason: note };
    }

    const reviewing = s.posture.value === 'auto-review';
    if (reviewing) {
      const block = s.stack.autoReview.find((r) => r.kind === 'block' && ruleMatches(r, s.call.tool, kind));
      if (block) {
        s.denied = claim('auto-review', `${label(block)} matches action kind ${kind}`, block.source);
        return { outcome: 'deny', reason: s.denied.reason, sources: [block.source] };
      }
    }
    if (kind === 'publish') {
      const seg = s.shell ? publishSegment(s.shell) : undefined;
      return gate(s, `publish-like action${seg ? ` '${seg.argv.join(' ')}'` : ''} requires durable review`);
    }
    if ((kind === 'destructive' || catastrophe) && unattended) {
      return gate(s, `destructive ${s.background ? 'background' : 'headless'} action${catastrophe ? ` (${catastrophe})` : ''} requires durable review`);
    }
    if (!reviewing) {
      if (catastrophe) s.warnings.push(`the built-in floor rates this catastrophic (${catastrophe}); in ${s.posture.value} it relies on the approval above`);
      return { outcome: 'pass', reason: `action kind ${kind}: no built-in hold applies in ${s.posture.value}` };
    }
    if (!s.reviewPending) return { outcome: 'pass', reason: `action kind ${kind}: nothing left for auto-review to decide` };

    // Auto-Review deterministic fallback, for an ordinary need no rule cleared.
    const path = typeof s.call.input.path === 'string' ? s.call.input.path : undefined;
    if (kind === 'write' && path !== undefined && workspaceRelative(path, ws) === undefined) {
      return review(s, `a write outside the workspace (${path})`);
    }
    const allow = s.stack.autoReview.find((r) => r.kind === 'allow' && ruleMatches(r, s.call.tool, kind));
    if (allow) {
      s.reviewPending = false;
      s.cleared = claim('auto-review', `${label(allow)} matches action kind ${kind}`, allow.source);
      return { outcome: 'allow', reason: s.cleared.reason, sources: [allow.source] };
    }
    if (kind === 'write' && path !== undefined && boundedWrite(path, ws) !== undefined) {
      s.reviewPending = false;
      s.cleared = claim('auto-review', `deterministic tier: a write bounded to the workspace (${path}) runs without review`, null);
      return { outcome: 'allow', reason: s.cleared.reason };
    }
    if (kind === 'external') return review(s, 'outbound or external action');
    if (kind === 'destructive') return review(s, `destructive action${catastrophe ? ` (${catastrophe})` : ''}`);
    if (kind === 'read' || (s.shell && isRoutine(s.shell))) {
      s.reviewPending = false;
      s.cleared = claim('auto-review', `deterministic tier: routine ${kind === 'read' ? 'read' : 'read/build/test shell work'} runs without review`, null);
      return { outcome: 'allow', reason: s.cleared.reason };
    }
    return review(s, `action kind ${kind}`);
  },
};

/** Auto-Review's AskUser: one model guardian decides, which whale-perm cannot run. */
function review(s: EvalState, what: string): LayerResult {
  s.reviewPending = false;
  s.unknowns.push(`the Auto-Review model guardian decides ${what}; whale-perm cannot run it`);
  s.prompt ??= claim('auto-review', `${what} goes to the Auto-Review model guardian (outcome unknown; any failure denies)`, null);
  return { outcome: 'ask', reason: s.prompt.reason };
}
