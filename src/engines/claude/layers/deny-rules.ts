/**
 * Layer 3: deny rules from every scope, merged (permissions page, "Manage
 * permissions", "Settings precedence"): any match blocks the call, whatever
 * allows, hooks or mode say. A compound command is blocked when any part
 * matches. A part whale-perm cannot see matches every deny rule that could
 * match it; where a deny rule names a command Claude Code does not see,
 * the trace says so in a warning.
 */
import { activeRules } from '../match.js';
import { missedRules } from '../reach.js';
import { claim, settle, type Layer } from '../state.js';
import { describeHit, ruleHits } from './rule-hits.js';

export const denyRulesLayer: Layer = {
  id: 'deny-rules',
  title: 'Deny rules (all scopes)',
  run(s) {
    const rules = activeRules(s.stack, 'deny');
    const hits = ruleHits(s, 'deny');
    const subs = s.subs;
    if (subs.length > 0) s.risks.push(() => missedRules(s.stack, 'deny', subs, new Set(hits.map((h) => h.rule))));
    if (hits.length === 0) return { outcome: 'pass', reason: rules.length === 0 ? 'no deny rule is in effect' : `none of the ${rules.length} deny rule(s) matches` };
    const first = hits[0]!;
    for (const h of hits) if (h.item && !h.item.settled) settle(h.item, 'deny', 'deny-rules', describeHit(h), h.rule.source, h.rule);
    s.denied = claim('deny-rules', `${describeHit(first)}; a deny rule beats every allow rule and hook`, first.rule.source);
    s.claimRule.set(s.denied, first.rule);
    return { outcome: 'deny', reason: describeHit(first), sources: [...new Set(hits.map((h) => h.rule.source))] };
  },
};
