/**
 * Layer 4: ask rules from every scope (permissions page, "Manage
 * permissions"; permission-modes page, "Actions no mode auto-approves"): a
 * match forces a prompt in every mode, bypassPermissions included, and
 * becomes a denial in dontAsk. An allow rule or a hook `allow` does not
 * remove it. With the sandbox in auto-allow mode, a bare `Bash` ask rule is
 * the one exception: the sandbox boundary stands in for it.
 */
import { activeRules } from '../match.js';
import { missedRules } from '../reach.js';
import { claim, type Layer } from '../state.js';
import type { ClaudeRule } from '../stack.js';
import { applied, describeHit, ruleHits, ruleLabel, sandboxSubstitutes } from './rule-hits.js';

/** A bare `Bash` ask rule: the one the sandbox in auto-allow mode stands in for. */
export function isBareBash(r: ClaudeRule): boolean {
  return r.matcher.kind === 'tool' && r.matcher.tool === 'Bash';
}

export const askRulesLayer: Layer = {
  id: 'ask-rules',
  title: 'Ask rules (all scopes)',
  run(s) {
    let rules = activeRules(s.stack, 'ask');
    const notes: string[] = [];
    if (sandboxSubstitutes(s)) {
      const bare = rules.filter(isBareBash);
      rules = rules.filter((r) => !bare.includes(r));
      for (const r of bare) notes.push(`${ruleLabel(r)} is stood in for by the sandbox (sandbox.enabled with autoAllowBashIfSandboxed)`);
    }
    const substituted = sandboxSubstitutes(s);
    const hits = ruleHits(s, 'ask', (r) => applied(r) && !(substituted && isBareBash(r)));
    const subs = s.subs;
    if (subs.length > 0) s.risks.push(() => missedRules(s.stack, 'ask', subs, new Set(hits.map((h) => h.rule))));
    if (hits.length === 0) {
      const base = rules.length === 0 ? 'no ask rule is in effect' : `none of the ${rules.length} ask rule(s) matches`;
      return { outcome: 'pass', reason: [base, ...notes].join('; ') };
    }
    const first = hits[0]!;
    const reason = `${describeHit(first)}; no mode auto-approves an explicit ask rule`;
    if (!s.prompt) {
      s.prompt = claim('ask-rules', reason, first.rule.source);
      s.claimRule.set(s.prompt, first.rule);
    }
    return { outcome: 'ask', reason: [describeHit(first), ...notes].join('; '), sources: [...new Set(hits.map((h) => h.rule.source))] };
  },
};
