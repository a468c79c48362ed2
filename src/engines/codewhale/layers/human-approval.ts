/**
 * Layer 8: the approval channel. A call that still requires approval is
 * disposed of here: Auto-Review never asks a person (it denies), never
 * denies without a modal, Full Access approves an ordinary request and
 * denies a forced hold, and Ask opens the prompt.
 *
 * Source: crates/tui/src/core/authority.rs (resolve_approval_request_disposition:
 * AutoDenyAutoReview, AutoDenyFullAccessPolicyHold, AutoApprove,
 * AutoDenyNeverPosture, Prompt).
 */
import { claim, type Layer } from '../state.js';

export const humanApprovalLayer: Layer = {
  id: 'human-approval',
  title: 'Human approval',
  run(s) {
    if (!s.approvalRequired) return { outcome: 'skip', reason: 'nothing to approve' };
    const pending = s.prompt ? `${s.prompt.layer}: ${s.prompt.reason}` : 'approval required';
    const deny = (why: string) => {
      s.denied = claim('human-approval', `${why} (${pending})`, s.prompt?.source ?? null);
      return { outcome: 'deny' as const, reason: s.denied.reason, sources: [s.prompt?.source ?? null] };
    };
    switch (s.posture.value) {
      case 'auto-review':
        return deny('Auto-Review never asks a person: a pending approval is auto-denied');
      case 'never':
        return deny('approval policy never: the approval request is denied without a modal');
      case 'full-access':
        if (s.forcePrompt) return deny('a forced policy hold under Full Access, which opens no modal, fails closed');
        s.approvalRequired = false;
        s.cleared = claim('human-approval', `Full Access auto-approves the request (${pending})`, s.posture.source);
        return { outcome: 'allow', reason: s.cleared.reason, sources: [s.posture.source] };
      case 'ask':
        return { outcome: 'ask', reason: `prompt sent to the approval channel (${pending}); denial stops the call, approval covers this call only`, sources: [s.prompt?.source ?? null] };
    }
  },
};
