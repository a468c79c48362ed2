/** Layer 2: without a person to ask (`gemini -p`), the scheduler turns ask into an error: deny. */
import { claim } from '../../../core/pipeline.js';
import type { Layer } from '../state.js';

export const headlessLayer: Layer = {
  id: 'headless',
  title: 'Headless: ask becomes deny',
  run(s) {
    if (!s.ctx.nonInteractive) return { outcome: 'skip', reason: 'interactive session' };
    if (s.decision !== 'ask') return { outcome: 'pass', reason: `headless, nothing to ask (${s.decision})` };
    s.decision = 'deny';
    s.by = claim('headless', `headless: ${s.by?.reason ?? 'the call needs approval'}, and nobody can approve it`, s.by?.source);
    return { outcome: 'deny', reason: 'headless: ask becomes deny', sources: [s.by.source] };
  },
};
