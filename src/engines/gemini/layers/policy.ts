/**
 * Layer 1: the policy engine proper: the first rule, by priority (tier +
 * priority/1000), whose filters match the call, the shell heuristics when
 * that rule has no args pattern, and for the shell tool the re-check of every
 * sub-command and the redirection downgrade (`PolicyEngine.check`).
 */
import { claim } from '../../../core/pipeline.js';
import { check } from '../check.js';
import { decisionOf, ruleLabel, type Layer } from '../state.js';

export const policyLayer: Layer = {
  id: 'policy',
  title: 'Policy rules by priority (tier + priority/1000), first match wins',
  run(s) {
    const r = check({ name: s.call.tool, args: s.call.input }, s.ctx);
    s.result = r;
    s.decision = decisionOf(r.decision);
    const parts = r.parts.filter((p) => p.result.decision !== 'allow');
    let reason: string;
    if (r.rule) reason = `${ruleLabel(r.rule)}`;
    else if (r.matched) reason = `${r.steps.filter((x) => x.kind === 'redirection' || x.kind === 'heuristic').map((x) => x.text).join('; ') || `after ${ruleLabel(r.matched)}`} (no rule is named)`;
    else reason = r.steps.map((x) => x.text).join('; ');
    const heur = r.steps.filter((x) => x.kind === 'heuristic' || x.kind === 'redirection' || x.kind === 'parse-failed').map((x) => x.text);
    if (heur.length > 0 && r.rule) reason += `; ${heur.join('; ')}`;
    if (parts.length > 0 && r.decision !== 'deny') reason += `; part${parts.length > 1 ? 's' : ''} not allowed: ${parts.map((p) => `'${p.text}'`).join(', ')}`;
    s.by = claim('policy', reason, r.rule?.loc ?? null);
    return { outcome: s.decision, reason, sources: [r.rule?.loc, ...(r.matched && r.matched !== r.rule ? [r.matched.loc] : [])] };
  },
};
