/**
 * Layer 1: the effective settings for this call: the permission mode
 * (`--mode`, else `permissions.defaultMode` by settings precedence, else
 * Manual), workspace trust, and how many rules are in effect.
 */
import type { Decision } from '../../../core/types.js';
import { activeRules } from '../match.js';
import type { ClaudeStack } from '../stack.js';
import { code, type Layer } from '../state.js';

const held = new WeakMap<ClaudeStack, number>();

/** How many rules Claude Code holds back (counted once per stack). */
function heldCount(stack: ClaudeStack): number {
  let n = held.get(stack);
  if (n === undefined) held.set(stack, (n = stack.rules.filter((r) => r.inactive).length));
  return n;
}

export const settingsLayer: Layer = {
  id: 'settings',
  title: 'Effective settings, mode and workspace trust',
  describesOnly: true,
  run(s) {
    const st = s.stack;
    const count = (a: Decision) => activeRules(st, a).length;
    const held = heldCount(st);
    const parts = [
      `mode ${s.mode.value} from ${s.mode.origin}`,
      `workspace ${st.trusted.value ? 'trusted' : 'not trusted'} (${st.trusted.origin})`,
      `${count('deny')} deny, ${count('ask')} ask, ${count('allow')} allow rule(s) in effect${held > 0 ? `, ${held} held back` : ''}`,
    ];
    if (s.headless) parts.push('non-interactive caller: nobody can answer a prompt');
    if (s.tool === undefined) parts.push(`${code(s.call.tool)} is not a tool whale-perm knows; it is treated as one that needs approval`);
    return { outcome: 'pass', reason: parts.join('; '), sources: [s.mode.source, st.trusted.source] };
  },
};
