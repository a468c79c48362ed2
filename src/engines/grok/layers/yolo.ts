/**
 * Layer 6: always-approve (YOLO). A requirements pin clamps it off. It
 * approves everything the deny rules let through, except what the Bash or
 * shell-file gate holds for a prompt (segment ask rules, fail-closed
 * scripts); an ask rule on a non-shell tool does not prompt under it.
 */
import { allow, pass, skip, type Layer } from '../state.js';

export const yoloLayer: Layer = {
  id: 'yolo',
  title: 'Always-approve (YOLO) and its pin',
  run(s) {
    const y = s.modes.yolo;
    if (!y.value) return skip('always-approve is off');
    const pin = s.stack.yoloPin;
    if (pin.value !== undefined) return pass(`always-approve requested (${y.origin}) but ${pin.value}: clamped off`, [pin.source]);
    const p = s.policy!;
    if (p.shellForcedPrompt) return pass(`always-approve (${y.origin}) does not override the shell gate: ${p.reason}`, [p.source]);
    const note = p.decision === 'ask' ? `; ${p.reason}, but an ask rule on a non-shell tool does not prompt under always-approve` : '';
    return allow(s, 'yolo', `always-approve (${y.origin}) approves the call${note}`, y.source);
  },
};
