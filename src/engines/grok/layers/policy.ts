/**
 * Layer 10: the policy ask or allow (`manager/mod.rs`, `match
 * policy_decision`). An ask rule (or a gate that failed closed) holds the
 * call for a prompt. An allow approves it, except that it is "deferred to
 * confirmation floor" for a protected edit target, when the Auto classifier
 * forced a prompt, or when the request floor holds (a grant-floor finding
 * and no exact whole-command grant): so even `Bash(*)` prompts for
 * `mkdir x`, `FOO=1 git status` or `bash -c '…'`.
 */
import { describeFloor } from '../bash.js';
import { PROTECTED_WHY } from '../paths.js';
import { allow, needPrompt, pass, skip, type Layer } from '../state.js';

export const policyLayer: Layer = {
  id: 'policy',
  title: 'Policy ask or allow',
  run(s) {
    const p = s.policy;
    if (!p) return skip('no policy verdict');
    if (p.decision === 'ask') return needPrompt(s, 'policy', p.reason, p.source);
    if (p.decision === 'allow') {
      const deferred = `${p.reason}, but grok defers the allow to the confirmation floor`;
      if (s.protectedEdit) return pass(`${deferred}: the target is ${PROTECTED_WHY[s.protectedEdit.kind]}`, [p.source]);
      if (s.autoForcedPrompt) return pass(`${deferred}: the Auto classifier did not approve it`, [p.source]);
      const floor = s.bash?.floor ?? [];
      if (floor.length > 0) return pass(`${deferred}: grant floor ${describeFloor(floor)}`, [p.source]);
      return allow(s, 'policy', p.reason, p.source);
    }
    return pass('no rule decides; grants, the safe list and the prompt policy do');
  },
};
