/**
 * Layer 13: nothing approved the call. `dontAsk` denies instead of
 * prompting; a headless run cancels the call; otherwise a person is asked
 * (once for the whole command, however many segments it has).
 */
import { deny, needPrompt, type Layer } from '../state.js';

export const promptLayer: Layer = {
  id: 'prompt',
  title: 'Prompt policy (dontAsk) and the prompt',
  run(s) {
    const why = s.prompt?.reason ?? needsUser(s);
    const pp = s.modes.promptPolicy;
    if (pp.value === 'deny') return deny(s, 'prompt', `dontAsk (${pp.origin}): grok denies what it would otherwise prompt for (${why})`, pp.source);
    if (s.opts.headless) return deny(s, 'prompt', `headless run: a call that would prompt is cancelled and reported to the model (${why})`);
    const res = needPrompt(s, 'prompt', `nothing approved it, so grok prompts (once for the whole call): ${why}`);
    return { ...res, reason: `grok prompts once for the whole call: ${why}` };
  },
};

function needsUser(s: Parameters<typeof deny>[0]): string {
  const floor = s.bash?.floor ?? [];
  if (floor.length > 0) return floor[0]!;
  return 'no rule, grant or built-in approval covers it';
}
