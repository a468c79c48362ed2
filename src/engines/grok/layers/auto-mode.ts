/**
 * Layer 8: Auto mode (`manager/mod.rs`, the auto-mode arms;
 * `auto_mode/mod.rs` `auto_mode_fast_path`).
 *
 * - A configured allow resolves before the classifier when nothing forces a
 *   prompt, the target is not protected, and the request has no findings
 *   at all, or no grant-floor finding and narrow allow rules alone
 *   authorize it (`narrow_allow_authorizes`: no catch-all, no exec vehicle).
 * - An ask rule stays binding: the classifier is not consulted. A gate that
 *   only failed closed defers to the classifier (`defers_gate_ask`).
 * - Fast paths: Read, Grep, WebSearch and every edit run; `true`, `:`,
 *   `false` run; a protected edit target needs the user.
 * - Everything else goes to the LLM classifier, which whale-perm does not
 *   run. Pin its verdict with EvalOptions.pinned.classifier (`allow`,
 *   `block`, `unavailable`); unpinned, the call is reported as the prompt
 *   grok falls back to, never an allow, and the trace carries one branch per
 *   verdict.
 */
import { allow, deny, needPrompt, pass, skip, type Layer } from '../state.js';

type Verdict = 'allow' | 'block' | 'unavailable';

export const CLASSIFIER_VERDICTS: readonly Verdict[] = ['allow', 'block', 'unavailable'];

function pinnedVerdict(v: string | undefined): Verdict | undefined {
  switch (v?.trim().toLowerCase()) {
    case 'allow':
    case 'approve':
      return 'allow';
    case 'block':
    case 'deny':
    case 'reject':
      return 'block';
    case 'unavailable':
    case 'timeout':
    case 'ask':
    case 'error':
      return 'unavailable';
    default:
      return undefined;
  }
}

export const autoModeLayer: Layer = {
  id: 'auto-mode',
  title: 'Auto mode fast path and classifier',
  run(s) {
    if (!s.modes.auto.value) return skip('Auto mode is off');
    const a = s.access!;
    const p = s.policy!;
    const findings = s.bash?.evaluation.findings ?? [];
    const floor = s.bash?.floor ?? [];
    if (!p.policyForcedPrompt && !p.shellForcedPrompt && !s.protectedEdit && p.decision === 'allow' && (findings.length === 0 || (floor.length === 0 && p.narrowAllow))) {
      return allow(s, 'auto-mode', `${p.reason}: a configured allow resolves before the classifier (${findings.length === 0 ? 'no security findings' : 'narrow allow rules, no grant-floor finding'})`, p.source);
    }
    if (p.policyForcedPrompt && !p.failClosedOnly) return pass(`${p.reason}: an ask stays binding, so the classifier is not consulted`, [p.source]);
    if (s.protectedEdit) {
      s.autoForcedPrompt = true;
      return needPrompt(s, 'auto-mode', 'a protected edit target needs the user, whatever the classifier would say');
    }
    if (a.kind === 'read' || a.kind === 'grep' || a.kind === 'websearch') return allow(s, 'auto-mode', 'fast path: a read-only tool runs without the classifier');
    if (a.kind === 'edit') return allow(s, 'auto-mode', 'fast path: Auto mode accepts every file edit');
    if (a.kind === 'bash' && ['true', ':', 'false'].includes(a.command.trim())) return allow(s, 'auto-mode', 'fast path: a no-op command runs without the classifier');
    const evidence = findings.length > 0 ? ` (grok hands it these findings: ${findings.map((f) => f.kind).join(', ')})` : '';
    const raw = s.opts.pinned?.classifier;
    const v = pinnedVerdict(raw);
    if (raw !== undefined && v === undefined) s.warnings.push(`classifier verdict ${JSON.stringify(raw)} is not allow, block or unavailable; treated as unpinned`);
    s.classifier = v ?? 'unpinned';
    if (v === 'allow') return allow(s, 'auto-mode', `the Auto-mode classifier allows it (pinned)${evidence}`);
    if (v === 'block') return deny(s, 'auto-mode', `the Auto-mode classifier blocks it (pinned): grok denies and tells the model; after repeated denials it prompts instead${evidence}`);
    s.autoForcedPrompt = true;
    if (v === 'unavailable') return needPrompt(s, 'auto-mode', `the Auto-mode classifier is unavailable or timed out (pinned), so grok prompts${evidence}`);
    s.unknowns.push('the Auto-mode classifier decides this call (allow, block, or unavailable → prompt); whale-perm does not run it: see the branches');
    return needPrompt(s, 'auto-mode', `the Auto-mode classifier decides this call${evidence}; whale-perm does not run it, so it reports the prompt grok falls back to, never an allow`);
  },
};
