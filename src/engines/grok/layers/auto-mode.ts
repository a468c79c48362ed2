/**
 * Layer 8: Auto mode. A scoped allow rule resolves before the classifier;
 * read-only tools (and edits under acceptEdits) take the fast path; an ask
 * rule stays binding; everything else goes to the LLM classifier, which
 * whale-perm cannot run: unknown, and never allowed on a guess.
 */
import { allow, needPrompt, pass, skip, type Layer } from '../state.js';

export const autoModeLayer: Layer = {
  id: 'auto-mode',
  title: 'Auto mode fast path and classifier',
  run(s) {
    if (!s.modes.auto.value) return skip('Auto mode is off');
    const a = s.access!;
    const p = s.policy!;
    const floor = s.bash?.floor ?? [];
    if (p.decision === 'allow' && floor.length === 0 && (p.narrowAllow || a.kind !== 'bash')) {
      return allow(s, 'auto-mode', `${p.reason}: a scoped allow rule resolves before the classifier`, p.source);
    }
    if (p.askKind === 'rule') return pass(`${p.reason}: an ask rule stays binding, so the classifier is not consulted`, [p.source]);
    if (a.kind === 'read' || a.kind === 'grep' || a.kind === 'websearch') return allow(s, 'auto-mode', 'fast path: a read-only tool runs without the classifier');
    if (a.kind === 'edit' && s.modes.acceptEdits.value) return allow(s, 'auto-mode', 'fast path: acceptEdits approves edits');
    s.autoForcedPrompt = true;
    s.unknowns.push('the Auto-mode classifier decides this call (allow, block, or prompt); whale-perm cannot run it, so it reports a prompt and never an allow on a guess');
    return needPrompt(s, 'auto-mode', 'the Auto-mode classifier decides this call; whale-perm cannot run it (outcome unknown: it may allow, block or prompt)');
  },
};
