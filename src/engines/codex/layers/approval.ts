/** Layer 4: the approval policy for what no rule and no heuristic decided: `untrusted` asks for everything, the others let it run. */
import { claim } from '../../../core/pipeline.js';
import { approvalName } from '../stack.js';
import type { Layer } from '../state.js';

export const approvalLayer: Layer = {
  id: 'approval',
  title: 'Approval policy (on-request, never, granular, untrusted)',
  run(s) {
    const a = s.approval;
    const src = s.stack.approval.source;
    if (a.kind === 'untrusted') {
      s.decision = 'ask';
      s.by = claim('approval', `approval policy untrusted (${s.stack.approval.origin}): Codex asks before every command, even read-only ones`, src);
      return { outcome: 'ask', reason: s.by.reason, sources: [src] };
    }
    s.decision = 'allow';
    s.by = claim('approval', `approval policy ${approvalName(a)} (${s.stack.approval.origin}): an unmatched command that is not dangerous runs without asking`, src);
    return { outcome: 'allow', reason: s.by.reason, sources: [src] };
  },
};
