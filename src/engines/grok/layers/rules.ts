/**
 * Layer 4: the merged permission rules, evaluated once (the gate preflight).
 * This layer only evaluates and records every match: the deny is enforced
 * by `managed-deny`, an ask or allow by `policy`, each at its place in the
 * manager's order.
 */
import { evaluatePolicy } from '../policy.js';
import type { GrokStack } from '../stack.js';
import { pass, skip, type Layer } from '../state.js';

const accepting = new WeakMap<GrokStack, GrokStack>();

/** The stack with `--mode acceptEdits`'s session allow on every edit, built once per stack (so its rule index is too). */
function withAcceptEdits(stack: GrokStack): GrokStack {
  let s = accepting.get(stack);
  if (!s) {
    s = { ...stack, rules: [...stack.rules, { action: 'allow' as const, tool: 'edit' as const, mode: 'glob' as const, text: 'Edit', form: 'synthetic' as const, origin: 'session' as const, file: null, source: null, note: '--mode acceptEdits' }] };
    accepting.set(stack, s);
  }
  return s;
}

export const rulesLayer: Layer = {
  id: 'rules',
  title: 'Load and evaluate permission rules (deny > ask > allow)',
  run(s) {
    if (!s.access) return skip('no access to evaluate');
    const extra = s.modes.acceptEdits.value && s.modes.acceptEdits.origin === 'command line';
    const stack = extra ? withAcceptEdits(s.stack) : s.stack;
    const p = evaluatePolicy(stack, s.access, s.bash);
    s.policy = p;
    for (const w of p.warnings) if (!s.warnings.includes(w)) s.warnings.push(w);
    const n = s.stack.rules.length;
    const sources = [...p.hits.map((h) => h.rule.source), ...p.allows.map((r) => r.source)];
    const others = p.hits.length > 1 ? ` (${p.hits.length} deny/ask matches kept)` : '';
    switch (p.decision) {
      case 'deny':
        return pass(`verdict deny: ${p.reason}${others}; enforced at managed-deny`, sources);
      case 'ask':
        return pass(`verdict ask: ${p.reason}${others}; enforced at policy unless an earlier stage decides`, sources);
      case 'allow':
        return pass(`verdict allow: ${p.reason}; applied at policy unless an earlier stage decides`, sources);
      default:
        return pass(`no permission rule matches (${n} rule${n === 1 ? '' : 's'} merged from every source)`);
    }
  },
};
