/**
 * `Trace.matches` for Claude Code: every rule whose pattern matches the call
 * (as the rule layers match it: deny and ask rules on any part, allow rules
 * on the part they approve), the winner first, each rule once, with how it
 * took part. Claude Code's selection is the pipeline's: deny rules are read
 * first and any match blocks; then ask rules, any match prompts; then each
 * part needs an allow rule of its own; a hook's verdict, the safety checks
 * and the mode stand outside the rules (permissions page, "Manage
 * permissions"; pipeline.ts for the order).
 */
import type { RuleMatch, Trace } from '../../core/types.js';
import { isBareBash } from './layers/ask-rules.js';
import { allowRulesFor, droppedInAuto } from './layers/allow-rules.js';
import { ruleHits, sandboxSubstitutes } from './layers/rule-hits.js';
import type { ClaudeRule } from './stack.js';
import type { EvalState, Item, Target } from './state.js';

const notDead = (r: ClaudeRule) => r.dead === undefined;

/** Why something other than the rules decided: a hook, the prompt layer, a safety check, the mode. */
function outside(layer: string): string {
  switch (layer) {
    case 'hooks':
      return 'a PreToolUse hook decided the call first';
    case 'prompt':
      return 'the prompt it needs is denied (dontAsk mode or a non-interactive run)';
    case 'safety-checks':
      return 'a safety check no rule clears decided the call';
    case 'mode-default':
      return 'the permission mode decided the rest of the call';
    default:
      return `the ${layer} layer decided the call`;
  }
}

export function traceMatches(s: EvalState, trace: Pick<Trace, 'decision' | 'decidedBy'>): RuleMatch[] {
  const winner = trace.decidedBy.rule;
  const out = new Map<ClaudeRule, RuleMatch>();
  const add = (r: ClaudeRule, m: Omit<RuleMatch, 'rule' | 'layer'>, item?: Item, target?: Target) => {
    if (out.has(r)) return;
    const segment = item?.sub?.index ?? target?.segment;
    out.set(r, { rule: r.id, layer: `${r.action}-rules`, ...m, ...(segment !== undefined && s.subs.length > 1 ? { segment } : {}) });
  };
  const denyRule = s.denied && s.claimRule.get(s.denied);
  const promptRule = s.prompt && s.claimRule.get(s.prompt);
  const deniedOutside = s.denied && !denyRule ? outside(s.denied.layer) : undefined;

  for (const h of ruleHits(s, 'deny', notDead)) {
    const r = h.rule;
    if (r.inactive) add(r, { effect: 'not-applicable', why: r.inactive }, h.item, h.target);
    else if (r.id === winner) add(r, { effect: 'decided', why: 'a deny rule matches: deny rules are read first, in every scope, and beat every allow rule and hook' }, h.item, h.target);
    else if (denyRule) add(r, { effect: 'shadowed', by: denyRule.id, why: 'another deny rule already blocks the call (every matching deny rule blocks; the first is reported)' }, h.item, h.target);
    else add(r, { effect: 'overridden', why: deniedOutside ?? outside(trace.decidedBy.layer) }, h.item, h.target);
  }

  const substituted = sandboxSubstitutes(s);
  for (const h of ruleHits(s, 'ask', notDead)) {
    const r = h.rule;
    if (r.inactive) add(r, { effect: 'not-applicable', why: r.inactive }, h.item, h.target);
    else if (substituted && isBareBash(r)) add(r, { effect: 'not-applicable', why: 'the sandbox stands in for a bare Bash ask rule (sandbox.enabled with autoAllowBashIfSandboxed)' }, h.item, h.target);
    else if (r.id === winner) add(r, { effect: 'decided', why: 'an ask rule matches: it prompts in every mode, and no allow rule or hook allow removes it' }, h.item, h.target);
    else if (denyRule) add(r, { effect: 'overridden', by: denyRule.id, why: 'deny rules are read before ask rules' }, h.item, h.target);
    else if (s.denied) add(r, { effect: 'overridden', ...(promptRule && promptRule !== r ? { by: promptRule.id } : {}), why: deniedOutside! }, h.item, h.target);
    else if (promptRule) add(r, { effect: 'shadowed', by: promptRule.id, why: 'another ask rule already forces the prompt' }, h.item, h.target);
    else add(r, { effect: 'overridden', why: outside(s.prompt?.layer ?? trace.decidedBy.layer) }, h.item, h.target);
  }

  const mode = s.mode.value;
  for (const item of s.items) {
    for (const r of allowRulesFor(item, s, notDead, true)) {
      const dropped = mode === 'auto' ? droppedInAuto(r) : undefined;
      if (r.inactive) add(r, { effect: 'not-applicable', why: r.inactive }, item);
      else if (mode === 'bypassPermissions') add(r, { effect: 'not-applicable', why: 'allow rules have no effect in bypassPermissions mode' }, item);
      else if (dropped) add(r, { effect: 'not-applicable', why: `auto mode drops it (${dropped})` }, item);
      else if (denyRule) add(r, { effect: 'overridden', by: denyRule.id, why: 'a deny rule matches: deny beats allow in every scope' }, item);
      else if (promptRule) add(r, { effect: 'overridden', by: promptRule.id, why: 'an ask rule matches: an allow rule does not remove it' }, item);
      else if (item.settled?.rule === r) {
        if (trace.decision === 'allow' && trace.decidedBy.layer === 'allow-rules') add(r, { effect: 'decided', why: `approves ${item.label}` }, item);
        else add(r, { effect: 'overridden', why: `it approves ${item.label}, but ${s.denied ? outside(s.denied.layer) : trace.decidedBy.layer === 'allow-rules' ? 'another part is not approved' : outside(trace.decidedBy.layer)}` }, item);
      } else if (item.settled?.rule?.action === 'allow') add(r, { effect: 'shadowed', by: item.settled.rule.id, why: 'an earlier allow rule already approves the same part' }, item);
      else if (item.settled?.layer === 'hooks') add(r, { effect: 'overridden', why: 'a PreToolUse hook allowed the call; allow rules are not read' }, item);
      else add(r, { effect: 'overridden', why: outside(item.settled?.layer ?? s.denied?.layer ?? trace.decidedBy.layer) }, item);
    }
  }

  const list = [...out.values()];
  const first = list.findIndex((m) => m.rule === winner);
  if (first > 0) list.unshift(...list.splice(first, 1));
  return list;
}
