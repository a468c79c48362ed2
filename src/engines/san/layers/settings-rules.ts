/**
 * Source 1: the settings rules (`permissions.deny`, `ask`, `allow`, merged
 * across the settings files). Among them deny beats ask beats allow, as in
 * san's code. For Bash the command is split into every simple command it
 * runs: a deny or ask rule matches if any of them matches, an allow rule must
 * cover every one, and an opaque part is never allowed and matches every
 * deny rule that could match what it hides.
 */
import type { Opacity, Segment } from '../../../shell/types.js';
import { seedBashAny, seedBashEvery, subjectMatches } from '../match/rules.js';
import { effectiveRules, type SanRule } from '../stack.js';
import { ask, deny, offerAllow, type EvalState, type Layer, type LayerResult } from '../state.js';
import { ruleSubject } from '../vocab.js';

export function ruleLabel(r: SanRule): string {
  return `${r.action} rule ${r.text} (${r.origin})`;
}

function detail(o: Opacity): string {
  return o.detail.replace(/\.\s*$/, '');
}

function quoted(seg: Segment): string {
  return `'${seg.text}'`;
}

function bash(s: EvalState): LayerResult {
  const shell = s.shell!;
  const denyHit = seedBashAny(effectiveRules(s.stack, 'deny'), shell);
  if (denyHit) {
    const r = denyHit.rule;
    if (denyHit.opaque) {
      s.warnings.push("san's own matcher does not see into that part either; whale-perm reports deny because a deny rule could match what it runs");
      return deny(s, 'settings-rules', `${detail(denyHit.opaque)}; whale-perm treats it as matching ${ruleLabel(r)}`, r.source);
    }
    const alone = shell.segments.length === 1 && shell.opaque.length === 0;
    return deny(s, 'settings-rules', alone ? ruleLabel(r) : `${ruleLabel(r)} matches ${quoted(denyHit.segment!)}; a deny for any command blocks the whole call`, r.source);
  }
  const askHit = seedBashAny(effectiveRules(s.stack, 'ask'), shell);
  const cover = seedBashEvery(effectiveRules(s.stack, 'allow'), shell);
  if (askHit) {
    const r = askHit.rule;
    const where = askHit.opaque ? `${detail(askHit.opaque)}, which could match ${ruleLabel(r)}` : shell.segments.length === 1 ? ruleLabel(r) : `${ruleLabel(r)} matches ${quoted(askHit.segment!)}`;
    const also = cover.covered && cover.first ? `; ${(cover.first as SanRule).text} also covers it, but ask rules come before allow rules` : '';
    return ask(s, 'settings-rules', `${where}${also}`, r.source);
  }
  if (shell.opaque.length > 0) {
    const o = shell.opaque[0]!;
    return ask(s, 'settings-rules', `${detail(o)}; an opaque part is never allowed by a rule on a guess`, null);
  }
  if (cover.covered) {
    const r = cover.first as SanRule;
    const others = [...new Set(cover.perSegment.map((x) => (x as SanRule).text))];
    const reason = others.length > 1 ? `allow rules ${others.join(', ')} cover every command (first: ${ruleLabel(r)})` : shell.segments.length > 1 ? `${ruleLabel(r)} covers every command` : ruleLabel(r);
    return offerAllow(s, 'settings-rules', reason, r.source);
  }
  if (cover.first) {
    const missing = cover.uncovered.map(quoted).join(', ');
    return { outcome: 'pass', reason: `${(cover.first as SanRule).text} covers part of the command but not ${missing}: an allow rule must cover every command`, sources: [(cover.first as SanRule).source] };
  }
  if (shell.segments.length === 0) return { outcome: 'pass', reason: 'the command runs nothing a rule can match' };
  return { outcome: 'pass', reason: 'no settings rule matches' };
}

function plain(s: EvalState): LayerResult {
  const match = (action: 'deny' | 'ask' | 'allow') => effectiveRules(s.stack, action).find((r) => subjectMatches(r, s.tool, s.call.input));
  const d = match('deny');
  if (d) return deny(s, 'settings-rules', ruleLabel(d), d.source);
  const a = match('ask');
  const allow = match('allow');
  if (a) return ask(s, 'settings-rules', `${ruleLabel(a)}${allow ? `; ${allow.text} also matches, but ask rules come before allow rules` : ''}`, a.source);
  if (allow) return offerAllow(s, 'settings-rules', ruleLabel(allow), allow.source);
  return { outcome: 'pass', reason: `no settings rule matches ${s.tool}(${ruleSubject(s.tool, s.call.input)})` };
}

export const settingsRulesLayer: Layer = {
  id: 'settings-rules',
  title: 'Settings rules: permissions.deny / ask / allow, merged across the settings files',
  run(s) {
    if (s.tool === 'Bash' && s.shell) return bash(s);
    return plain(s);
  },
};

