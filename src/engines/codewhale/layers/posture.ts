/** Layer 1: the effective configuration and posture the turn runs with. */
import { describeSetting, type Layer } from '../state.js';

export const postureLayer: Layer = {
  id: 'posture',
  title: 'Effective configuration and posture',
  run(s) {
    const parts = [
      describeSetting('posture', s.posture),
      describeSetting('mode', s.mode),
      `sandbox ${s.sandbox}`,
      `shell ${s.allowShell.value ? 'available' : 'hidden'}${s.allowShell.origin === 'default' ? ' (default)' : ` (${s.allowShell.origin})`}`,
    ];
    if (s.stack.ignored.length > 0) parts.push(`${s.stack.ignored.length} overlay value(s) ignored (see whale-perm stack)`);
    return {
      outcome: 'pass',
      reason: parts.join('; '),
      sources: [s.posture.source, s.allowShell.source, s.stack.sandboxMode.source],
    };
  },
};
