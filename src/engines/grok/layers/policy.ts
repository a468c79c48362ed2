/**
 * Layer 10: the policy ask or allow. An ask rule (or a gate that failed
 * closed) holds the call for a prompt; an allow approves it unless the
 * request floor (opaque shell, file writes, an undecomposable script)
 * defers it to a prompt, which is why an allow on rm/cp/mkdir still asks.
 */
import { allow, needPrompt, pass, skip, type Layer } from '../state.js';

export const policyLayer: Layer = {
  id: 'policy',
  title: 'Policy ask or allow',
  run(s) {
    const p = s.policy;
    if (!p) return skip('no policy verdict');
    if (p.decision === 'ask') return needPrompt(s, 'policy', p.reason, p.source);
    if (p.decision === 'allow') {
      const floor = s.bash?.floor ?? [];
      if (floor.length > 0) return pass(`${p.reason}, but the request floor defers the allow to a prompt: ${floor[0]}`, [p.source]);
      if (s.autoForcedPrompt) return pass(`${p.reason}, but the Auto classifier did not approve it`, [p.source]);
      return allow(s, 'policy', p.reason, p.source);
    }
    return pass('no rule decides; the read-only list, grants and the prompt policy do');
  },
};
