/**
 * Layer 13: nothing approved the call. `dontAsk` denies instead of
 * prompting ("denied by prompt policy"); a headless run cancels the call;
 * otherwise a person is asked, once for the whole command, and the prompt
 * names its trigger: the opaque-shell floor, the request floor, or a plain
 * need for a person (`prompt_trigger`).
 */
import { describeFloor } from '../bash.js';
import { PROTECTED_WHY } from '../paths.js';
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
  if (s.protectedEdit) return `a protected edit target: ${PROTECTED_WHY[s.protectedEdit.kind]}${s.protectedEdit.via ? ` (${s.protectedEdit.via})` : ''}`;
  const floor = s.bash?.floor ?? [];
  if (floor.some((f) => f.kind === 'opaque_shell')) return `the opaque-shell floor: ${describeFloor(floor)}`;
  if (floor.length > 0) return `the Bash request floor: ${describeFloor(floor)}`;
  const e = s.bash?.evaluation;
  if (e && !e.commands) return `grok cannot split it (${s.bash!.complex[0]}), so nothing pre-approves it`;
  if (e && e.needs.length > 0) return `segment '${e.needs[0]!.text}' needs a person: ${e.needs[0]!.why}`;
  return 'no rule, grant or built-in approval covers it';
}
