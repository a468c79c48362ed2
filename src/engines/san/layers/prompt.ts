/**
 * The single bit that differs: when the pipeline ends in ask, can anyone be
 * asked? The foreground agent prompts. A subagent cannot (seed): in
 * bypassPermissions it treats ask as allow, in plan as deny plus a "would
 * have asked" record, otherwise as deny. From the code: a non-interactive
 * caller (--headless, --background) and mode dontAsk turn ask into deny, and
 * a subagent never lets the unrecoverable floor through (see
 * docs/engines/san.md). A call whose outcome rests on a hook nobody ran is
 * an ask, whatever the mode: its branches say what each verdict gives.
 */
import type { LayerResult } from '../state.js';
import { claim, floorText, type EvalState, type Layer } from '../state.js';

export const promptLayer: Layer = {
  id: 'prompt',
  title: 'Can we prompt? (foreground, subagent, non-interactive)',
  run(s: EvalState): LayerResult {
    const d = s.decided;
    if (d?.decision === 'deny') {
      s.final = { ...d };
      return { outcome: 'skip', reason: `${d.layer} denied the call: nobody is asked` };
    }
    if (d?.decision === 'allow' && s.unresolved.length === 0) {
      s.final = { ...d };
      return { outcome: 'skip', reason: `${d.layer} allowed the call: no prompt` };
    }
    if (s.unresolved.length > 0) {
      // A hook nobody ran decides: never allow (nor deny) on a guess; the branches give each verdict's outcome.
      const u = s.unresolved[0]!;
      s.final = { ...claim('hooks', `${u.reason}; the outcome depends on it (see the branches)`, u.source), decision: 'ask' };
      return { outcome: 'ask', reason: 'the outcome depends on a hook that was not run: at least ask' };
    }
    const why = s.asks[0] ?? claim('default', 'no source allowed or denied the call', null);
    const resolve = (decision: 'allow' | 'ask' | 'deny', reason: string): LayerResult => {
      s.final = decision === 'ask' ? { ...why, decision } : { ...claim('prompt', `${reason} (${why.layer}: ${why.reason})`, why.source), decision };
      return { outcome: decision, reason };
    };
    const mode = s.mode.value;
    if (s.subagent) {
      if (s.floor?.tier === 'unrecoverable') return resolve('deny', `a subagent cannot ask, and san denies ${floorText(s.floor)} in a subagent in every mode`);
      if (mode === 'bypassPermissions') {
        return resolve('allow', 'a subagent cannot ask; in bypassPermissions it treats ask as allow');
      }
      if (mode === 'plan') {
        s.warnings.push(`would have asked: ${why.reason} (a plan-mode subagent records this and denies the call)`);
        return resolve('deny', 'a subagent cannot ask; in plan mode it denies and records that it would have asked');
      }
      return resolve('deny', `a subagent cannot ask; in ${mode} mode it treats ask as deny`);
    }
    if (mode === 'dontAsk') return resolve('deny', 'mode dontAsk never prompts: ask becomes deny');
    if (s.nonInteractive) return resolve('deny', 'a non-interactive caller cannot prompt: san turns ask into deny');
    return resolve('ask', 'a person is asked (the foreground agent shows its approval prompt)');
  },
};
