/**
 * Layer 11: built-in pre-decisions after the policy (`manager/mod.rs`, the
 * `pre_decision` match): Read, Grep and WebSearch run without a prompt
 * unless an ask forces one (WebSearch even then). A Bash command's safe
 * list is applied before the Auto classifier (session-grants), so here it
 * only repeats that verdict.
 */
import { allow, pass, skip, type Layer } from '../state.js';

export const readOnlyLayer: Layer = {
  id: 'read-only',
  title: 'Read-only pre-decisions',
  run(s) {
    const a = s.access!;
    const p = s.policy!;
    if (a.kind === 'mcp' || a.kind === 'webfetch') return skip('checked at mcp-domain');
    if (a.kind === 'edit') return pass('an edit is never read-only: it needs an allow rule, a grant or a prompt');
    if (a.kind === 'bash') return pass("grok's safe list and session grants were checked before Auto mode (session-grants)");
    if (p.policyForcedPrompt && a.kind !== 'websearch') return pass(`${p.reason}: an ask rule forces a prompt even for read-only work`, [p.source]);
    if (s.autoForcedPrompt) return pass('the Auto classifier did not approve it, so no built-in approval applies');
    return allow(s, 'read-only', `${s.tool!.grokName} is a read-only tool: grok runs it without a prompt`);
  },
};
