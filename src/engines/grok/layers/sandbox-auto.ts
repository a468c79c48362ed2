/**
 * Layer 9: sandbox Bash auto-allow (`sandbox_may_auto_allow_bash`). With an
 * active sandbox profile and `[sandbox] auto_allow_bash = true`, grok
 * approves a Bash call and relies on the sandbox, unless the policy asks
 * (a rule or a gate that failed closed), the Auto classifier forced a
 * prompt, or the request floor holds.
 */
import { describeFloor } from '../bash.js';
import { allow, pass, skip, type Layer } from '../state.js';

export const sandboxAutoLayer: Layer = {
  id: 'sandbox-auto',
  title: 'Sandbox Bash auto-allow',
  run(s) {
    if (s.access?.kind !== 'bash') return skip('Bash calls only');
    const st = s.stack;
    const p = s.policy!;
    if (!st.sandboxAutoAllowBash.value) return pass(`sandbox auto-allow is off: ${st.sandboxAutoAllowBash.origin}`, [st.sandboxAutoAllowBash.source]);
    if (st.sandboxProfile.value === 'off') return pass('auto_allow_bash is on, but no sandbox profile is active, so it cannot apply', [st.sandboxAutoAllowBash.source]);
    if (p.policyForcedPrompt) return pass(`${p.reason}: a policy ask is never overridden by sandbox auto-allow`, [p.source]);
    if (s.autoForcedPrompt) return pass('the Auto classifier did not approve it, so sandbox auto-allow does not apply');
    const floor = s.bash!.floor;
    if (floor.length > 0) return pass(`the request floor holds it for a prompt (${describeFloor(floor)}), so sandbox auto-allow does not apply`);
    s.warnings.push(`sandbox auto-allow assumes the '${st.sandboxProfile.value}' profile is actually applied; if the kernel refuses it, grok runs unsandboxed and does not auto-allow`);
    return allow(s, 'sandbox-auto', `the '${st.sandboxProfile.value}' sandbox is active and auto_allow_bash is on (${st.sandboxAutoAllowBash.origin}): grok approves the Bash call and relies on the sandbox`, st.sandboxAutoAllowBash.source);
  },
};
