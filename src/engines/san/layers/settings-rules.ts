/**
 * Source 1: the settings rules (`permissions.deny`, `ask`, `allow`, merged
 * across the settings files). Among them deny beats ask beats allow, as in
 * san's code. A Bash command is matched as san reads it (match/bash.ts): a
 * deny or ask rule matches if any of san's forms of the command matches, an
 * allow rule set must cover every command san sees. What san does not see
 * (a payload, a substitution, code piped into a shell) plays no part in the
 * decision; it is reported as a risk (../risks.ts).
 */
import type { BashMatch } from '../match/bash.js';
import { bashAny, bashEvery, firstSubjectMatch } from '../match/rules.js';
import { effectiveRules, type SanRule } from '../stack.js';
import { ask, deny, offerAllow, type EvalState, type Layer, type LayerResult } from '../state.js';
import { ruleSubject } from '../vocab.js';

export function ruleLabel(r: SanRule): string {
  return `${r.action} rule ${r.text} (${r.origin})`;
}

function matched(r: SanRule, m: BashMatch, whole: string): string {
  const seed = m.seedOnly ? " (the seed's reading of a multi-word prefix; san's code would not match it)" : '';
  return m.form === whole ? `${ruleLabel(r)}${seed}` : `${ruleLabel(r)} matches '${m.form}'${seed}`;
}

function bash(s: EvalState): LayerResult {
  const reading = s.reading!;
  const whole = reading.command.trim();
  const denyHit = bashAny(effectiveRules(s.stack, 'deny'), reading);
  if (denyHit) {
    s.picked.settings = denyHit.rule;
    const why = matched(denyHit.rule, denyHit.match, whole);
    return deny(s, 'settings-rules', denyHit.match.form === whole ? why : `${why}; a deny for any command blocks the whole call`, denyHit.rule.source);
  }
  const askHit = bashAny(effectiveRules(s.stack, 'ask'), reading);
  const cover = bashEvery(effectiveRules(s.stack, 'allow'), reading);
  if (askHit) {
    s.picked.settings = askHit.rule;
    const also = cover.covered && cover.first ? `; ${(cover.first as SanRule).text} also covers it, but ask rules come before allow rules` : '';
    return ask(s, 'settings-rules', `${matched(askHit.rule, askHit.match, whole)}${also}`, askHit.rule.source);
  }
  if (cover.covered) {
    const r = cover.first as SanRule;
    s.picked.settings = r;
    const others = [...new Set(cover.perUnit.map((x) => (x as SanRule).text))];
    const seed = cover.seedOnly ? " (by the seed's reading of a multi-word prefix; san's code would not match it)" : '';
    const reason = others.length > 1 ? `allow rules ${others.join(', ')} cover every command san reads (first: ${ruleLabel(r)})` : cover.units.length > 1 ? `${ruleLabel(r)} covers every command san reads` : ruleLabel(r);
    return offerAllow(s, 'settings-rules', `${reason}${seed}`, r.source);
  }
  if (cover.first) {
    const missing = cover.units.filter((_, i) => cover.perUnit[i] === undefined).map((u) => `'${u.text}'`).join(', ');
    return { outcome: 'pass', reason: `${(cover.first as SanRule).text} covers part of the command but not ${missing}: an allow rule must cover every command`, sources: [(cover.first as SanRule).source] };
  }
  if (cover.units.length === 0) return { outcome: 'pass', reason: 'san reads no command a rule can match' };
  return { outcome: 'pass', reason: 'no settings rule matches' };
}

function plain(s: EvalState): LayerResult {
  const match = (action: 'deny' | 'ask' | 'allow') => firstSubjectMatch(effectiveRules(s.stack, action), s.tool, s.call.input);
  const d = match('deny');
  s.picked.settings = d;
  if (d) return deny(s, 'settings-rules', ruleLabel(d), d.source);
  const a = match('ask');
  const allow = match('allow');
  s.picked.settings = a ?? allow;
  if (a) return ask(s, 'settings-rules', `${ruleLabel(a)}${allow ? `; ${allow.text} also matches, but ask rules come before allow rules` : ''}`, a.source);
  if (allow) return offerAllow(s, 'settings-rules', ruleLabel(allow), allow.source);
  return { outcome: 'pass', reason: `no settings rule matches ${s.tool}(${ruleSubject(s.tool, s.call.input)})` };
}

export const settingsRulesLayer: Layer = {
  id: 'settings-rules',
  title: 'Settings rules: permissions.deny / ask / allow, merged across the settings files',
  run(s) {
    if (s.tool === 'Bash' && s.reading) return bash(s);
    return plain(s);
  },
};

