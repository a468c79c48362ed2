/** Layer 5: a matching deny rule short-circuits first, before always-approve and every fast path. */
import { deny, pass, skip, type Layer } from '../state.js';

export const managedDenyLayer: Layer = {
  id: 'managed-deny',
  title: 'Policy deny (before always-approve)',
  run(s) {
    const p = s.policy;
    if (!p) return skip('no policy verdict');
    if (p.decision === 'deny') return deny(s, 'managed-deny', p.reason, p.source);
    return pass('no deny rule matches; a deny here would stop the call before always-approve and every fast path');
  },
};
