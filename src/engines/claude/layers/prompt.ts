/**
 * Layer 8: the prompt. What still needs approval reaches a person, except
 * where nobody can answer: dontAsk mode denies it (permission-modes page,
 * "dontAsk"), and so does a non-interactive run with no prompt tool
 * (`claude -p`, a background caller). A call a hook deferred goes back to
 * the caller that ran `claude -p`.
 */
import { claim, type Layer } from '../state.js';

export const promptLayer: Layer = {
  id: 'prompt',
  title: 'Permission prompt',
  run(s) {
    if (!s.prompt) {
      if (s.unresolved.length > 0) return { outcome: 'ask', reason: `undetermined: ${s.unresolved[0]!.reason}; reported as a prompt, never as allowed` };
      return { outcome: 'pass', reason: s.cleared ? 'no prompt: the call runs' : 'nothing asked for approval' };
    }
    if (s.mode.value === 'dontAsk') {
      s.denied = claim('prompt', `dontAsk mode denies whatever would prompt: ${s.prompt.reason}`, s.prompt.source);
      return { outcome: 'deny', reason: s.denied.reason, sources: [s.prompt.source] };
    }
    if (s.headless && !s.deferred) {
      s.denied = claim('prompt', `nobody can answer a prompt in a non-interactive run, so it is denied: ${s.prompt.reason}`, s.prompt.source);
      return { outcome: 'deny', reason: s.denied.reason, sources: [s.prompt.source] };
    }
    return { outcome: 'ask', reason: `a person is asked to approve: ${s.prompt.reason}`, sources: [s.prompt.source] };
  },
};
