/**
 * Layer 2: `plan_mode_edit_gate`. In plan mode an edit outside the plan file
 * is rejected before any permission request is sent; the plan file itself
 * has its own auto-approval path. Seed 003 places this gate before the
 * hooks (the public code runs hooks first; see docs/engines/grok.md).
 */
import { allow, deny, pass, skip, type Layer } from '../state.js';

export const planGateLayer: Layer = {
  id: 'plan-gate',
  title: 'Plan mode edit gate',
  run(s) {
    if (!s.modes.plan.value) return skip('plan mode is off');
    const a = s.access!;
    if (a.kind !== 'edit') return pass(`plan mode: a ${a.kind} access is not an edit, so the gate lets it continue to the permission checks`);
    if (s.call.input.plan_file === true) {
      s.planFile = true;
      return allow(s, 'plan-gate', `plan mode: ${a.path} is the plan file, which grok approves without a permission request (hooks still run)`);
    }
    return deny(s, 'plan-gate', `plan mode rejects edits outside the plan file before any permission request (${a.path}); mark the plan file with "plan_file": true in --input`, s.modes.plan.source);
  },
};
