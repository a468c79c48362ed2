/** Layer 5: where an allowed command runs: outside the sandbox (all rules allow, or danger-full-access) or inside it. */
import type { Layer } from '../state.js';

export const sandboxLayer: Layer = {
  id: 'sandbox',
  title: 'Sandbox (read-only, workspace-write, danger-full-access)',
  run(s) {
    if (s.decision !== 'allow') return { outcome: 'skip', reason: `not run: ${s.decision}` };
    const mode = s.sandbox;
    const src = s.stack.sandbox.source;
    if (s.bypassSandbox) return { outcome: 'pass', reason: 'unsandboxed: allow rules run the command outside the sandbox, whatever sandbox_mode says', sources: [src] };
    if (mode === 'danger-full-access') return { outcome: 'pass', reason: `unsandboxed: sandbox_mode danger-full-access (${s.stack.sandbox.origin})`, sources: [src] };
    return { outcome: 'pass', reason: `sandboxed: ${mode} (${s.stack.sandbox.origin})${mode === 'read-only' ? ', writes and network fail' : ', writes outside the workspace and network fail'}`, sources: [src] };
  },
};
