/**
 * Layer 2: the exec policy rules on every lowered command (host executables
 * resolved, as the session always does). The strictest decision of all
 * matches wins: forbidden rejects, prompt asks (rejected under `never` or
 * granular rules=false); when every command is matched by an allow rule the
 * command runs outside the sandbox.
 */
import { claim } from '../../../core/pipeline.js';
import { matchesFor, strictest } from '../policy.js';
import { rulesLabel, type Layer } from '../state.js';

export const rulesLayer: Layer = {
  id: 'rules',
  title: 'Exec policy rules (strictest match wins)',
  run(s) {
    s.checks = s.lowered!.commands.map((argv) => ({ argv, matches: matchesFor(s.stack.policy, argv, { resolveHost: true, cwd: s.stack.workspace }), dangerous: false }));
    if (s.stack.rulesLoadFailure) s.warnings.push(`no exec-policy rules are in force: ${s.stack.rulesLoadFailure.message}`);
    const all = s.checks.flatMap((c) => c.matches);
    const d = strictest(all.map((m) => m.decision));
    if (d === 'forbidden') {
      const m = all.find((x) => x.decision === 'forbidden')!;
      s.decision = 'deny';
      s.by = claim('rules', `rejected by ${rulesLabel(m)}`, m.rule.loc);
      return { outcome: 'deny', reason: s.by.reason, sources: [m.rule.loc] };
    }
    if (d === 'prompt') {
      const m = all.find((x) => x.decision === 'prompt')!;
      const never = s.approval.kind === 'never' || (s.approval.kind === 'granular' && !s.approval.rules);
      s.decision = never ? 'deny' : 'ask';
      s.by = claim('rules', never ? `${rulesLabel(m)} requires approval, but the approval policy (${s.approval.kind}) never asks: rejected` : `approval required by ${rulesLabel(m)}`, m.rule.loc);
      return { outcome: s.decision, reason: s.by.reason, sources: [m.rule.loc] };
    }
    const unmatched = s.checks.filter((c) => c.matches.length === 0);
    if (unmatched.length === 0) {
      s.bypassSandbox = true;
      s.decision = 'allow';
      const m = all[0]!;
      s.by = claim('rules', `every command is matched by an allow rule (${[...new Set(all.map(rulesLabel))].join(', ')}): Codex runs it outside the sandbox`, m.rule.loc);
      return { outcome: 'allow', reason: s.by.reason, sources: all.map((x) => x.rule.loc) };
    }
    const matched = s.checks.length - unmatched.length;
    return { outcome: 'pass', reason: `${unmatched.length} command${unmatched.length === 1 ? '' : 's'} ${unmatched.length === 1 ? 'matches' : 'match'} no rule${matched > 0 ? ` (${matched} allowed by a rule)` : ''}: the heuristics decide`, sources: all.map((x) => x.rule.loc) };
  },
};
