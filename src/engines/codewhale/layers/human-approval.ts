/** Layer 8: a remaining prompt goes to a person. */
import type { Layer } from '../state.js';

export const humanApprovalLayer: Layer = {
  id: 'human-approval',
  title: 'Human approval',
  run(s) {
    if (!s.prompt) return { outcome: 'skip', reason: 'nothing to approve' };
    return {
      outcome: 'ask',
      reason: `prompt sent to the approval channel (${s.prompt.layer}: ${s.prompt.reason}); denial stops the call, approval covers this call only`,
      sources: [s.prompt.source],
    };
  },
};
