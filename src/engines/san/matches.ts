/**
 * `Trace.matches` for san: every rule that matched the call, the winner
 * first, each once, with how it took part. It follows the layers' own
 * selection (layers/settings-rules.ts, layers/session-permissions.ts, which
 * follow `HasPermissionToUseTool` / `MatchAllowList` in
 * internal/setting/permission.go), over the same matcher tests as
 * `ruleMatches` (match/rules.ts `bashAll`, `bashCovers`, `subjectAll`):
 *
 * - settings rules: a deny for any command san reads wins over every ask and
 *   allow; else an ask wins over every allow; else the allows win when
 *   together they cover every command san reads (each rule that is the first
 *   to cover some command takes part in the allow: `decided` with the
 *   winner, the first of them). Another rule of the winner's action is
 *   `shadowed` by it (san stops at the first match); an allow under a
 *   matching ask is `shadowed` by the ask (the rule lists are one
 *   selection, ask before allow); an ask or allow under a matching deny is
 *   `overridden` by the deny (san checks deny rules first, before anything
 *   else: a hard deny); allows that cover only part of the command are
 *   `not-applicable` (an allow must cover every command);
 * - the winner is `decided` when its verdict is the call's decision, else
 *   `overridden` by what decided (the floor, plan mode, a hook, the mode, a
 *   session permission, the prompt bit);
 * - session permissions likewise, `overridden` when the settings rules
 *   settled the call before they were reached;
 * - a repeated entry (the merge keeps the first) is `not-applicable`, `by`
 *   the entry it repeats.
 */
import type { Decision, DecidedBy, RuleMatch } from '../../core/types.js';
import type { SanCommand } from './match/bash.js';
import { bashAll, bashCovers, subjectAll } from './match/rules.js';
import { ruleTable } from './rule-table.js';
import { effectiveRules, type SanRule, type SessionRule } from './stack.js';
import type { EvalState } from './state.js';

type Outcome = { decision: Decision; decidedBy: DecidedBy };

interface Hit<R> {
  rule: R;
  segment?: number;
}

/** Index of a command's row in `Trace.segments` (the commands san reads), when the call has more than one. */
function segmentOf(s: EvalState): (c: SanCommand | undefined) => number | undefined {
  const shell = s.shell;
  const read = new Set((s.reading?.commands ?? []).map((c) => c.segment));
  const rows = shell ? shell.segments.filter((seg) => read.has(seg)) : [];
  if (rows.length < 2) return () => undefined;
  return (c) => {
    if (!c?.segment) return undefined;
    const i = rows.indexOf(c.segment);
    return i < 0 ? undefined : i;
  };
}

function at<R>(rule: R, segment: number | undefined): Hit<R> {
  return segment === undefined ? { rule } : { rule, segment };
}

export function sanMatches(s: EvalState, out: Outcome): RuleMatch[] {
  const table = ruleTable(s.stack);
  const id = (r: SanRule | SessionRule) => table.idOf.get(r)!;
  const seg = segmentOf(s);
  const list: RuleMatch[] = [];
  const push = (r: SanRule | SessionRule, layer: string, m: Omit<RuleMatch, 'rule' | 'layer'>, segment?: number) => {
    const by = m.by === undefined || m.by === id(r) ? {} : { by: m.by };
    list.push({ rule: id(r), layer, effect: m.effect, why: m.why, ...by, ...(segment === undefined ? {} : { segment }) });
  };
  /** How a layer's selected rule fared against the call's decision. */
  const fate = (r: SanRule | SessionRule, action: Decision, won: string): Omit<RuleMatch, 'rule' | 'layer'> => {
    if (out.decidedBy.rule === id(r)) return { effect: 'decided', why: won };
    const by = out.decidedBy.rule !== undefined ? { by: out.decidedBy.rule } : {};
    return { effect: 'overridden', why: `its ${action} is not the decision: ${out.decidedBy.layer} decided ${out.decision} (${out.decidedBy.reason})`, ...by };
  };

  // Source 1: the settings rules.
  const bash = s.tool === 'Bash' && s.reading !== undefined;
  const denies: Hit<SanRule>[] = bash ? bashAll(effectiveRules(s.stack, 'deny'), s.reading!).map((h) => at(h.rule, seg(h.match.command))) : subjectAll(effectiveRules(s.stack, 'deny'), s.tool, s.call.input).map((rule) => ({ rule }));
  const asks: Hit<SanRule>[] = bash ? bashAll(effectiveRules(s.stack, 'ask'), s.reading!).map((h) => at(h.rule, seg(h.match.command))) : subjectAll(effectiveRules(s.stack, 'ask'), s.tool, s.call.input).map((rule) => ({ rule }));
  const allowRules = effectiveRules(s.stack, 'allow');
  const cover = bash ? bashCovers(allowRules, s.reading!) : undefined;
  const units = cover?.units ?? [];
  /** Per unit, the first allow (in order) that covers it. */
  const firstPerUnit = units.map(() => undefined as SanRule | undefined);
  const allows: (Hit<SanRule> & { units?: number[] })[] = [];
  if (cover) {
    const order = (r: SanRule) => table.position.get(id(r))!;
    for (const [rule, us] of [...cover.covers].sort((a, b) => order(a[0]) - order(b[0]))) {
      for (const u of us) firstPerUnit[u] ??= rule;
      allows.push({ ...at(rule, us.length === 1 ? seg(units[us[0]!]!.command) : undefined), units: us });
    }
  } else {
    for (const rule of subjectAll(allowRules, s.tool, s.call.input)) allows.push({ rule });
  }
  const covered = cover ? units.length > 0 && firstPerUnit.every((r) => r !== undefined) : allows.length > 0;
  const winner = s.picked.settings;

  for (const h of denies) {
    if (h.rule === winner) push(h.rule, 'settings-rules', fate(h.rule, 'deny', 'deny rules are checked first: a deny for any command san reads blocks the call'), h.segment);
    else push(h.rule, 'settings-rules', { effect: 'shadowed', why: 'an earlier deny rule matches too, and san stops at the first', by: id(denies[0]!.rule) }, h.segment);
  }
  for (const h of asks) {
    if (h.rule === winner) push(h.rule, 'settings-rules', fate(h.rule, 'ask', 'no deny rule matches, and ask rules are checked before allow rules'), h.segment);
    else if (denies.length > 0) push(h.rule, 'settings-rules', { effect: 'overridden', why: 'san checks deny rules first: a deny for any command san reads blocks the call before ask rules are read', by: id(denies[0]!.rule) }, h.segment);
    else push(h.rule, 'settings-rules', { effect: 'shadowed', why: 'an earlier ask rule matches too, and san stops at the first', by: id(asks[0]!.rule) }, h.segment);
  }
  for (const h of allows) {
    if (denies.length > 0) {
      push(h.rule, 'settings-rules', { effect: 'overridden', why: 'san checks deny rules first: a deny for any command san reads blocks the call before allow rules are read', by: id(denies[0]!.rule) }, h.segment);
    } else if (asks.length > 0) {
      push(h.rule, 'settings-rules', { effect: 'shadowed', why: 'ask rules are checked before allow rules', by: id(asks[0]!.rule) }, h.segment);
    } else if (!covered) {
      const missing = units.filter((_, i) => firstPerUnit[i] === undefined).map((u) => `'${u.text}'`);
      push(h.rule, 'settings-rules', { effect: 'not-applicable', why: `it covers part of the command but not ${missing.join(', ')}: san allows only when every command it reads is covered` }, h.segment);
    } else if (h.rule === winner) {
      push(h.rule, 'settings-rules', fate(h.rule, 'allow', units.length > 1 ? 'the allow rules cover every command san reads; it is the first' : 'no deny or ask rule matches'), h.segment);
    } else if (h.units?.some((u) => firstPerUnit[u] === h.rule)) {
      const mine = h.units.filter((u) => firstPerUnit[u] === h.rule).map((u) => `'${units[u]!.text}'`);
      const f = fate(winner!, 'allow', '');
      push(h.rule, 'settings-rules', f.effect === 'decided' ? { effect: 'decided', why: `it covers ${mine.join(', ')}, one of the commands the allow needs (with ${winner!.text})` } : f, h.segment);
    } else {
      const before = h.units?.map((u) => firstPerUnit[u]).find((r) => r !== undefined && r !== h.rule) ?? allows[0]!.rule;
      push(h.rule, 'settings-rules', { effect: 'shadowed', why: 'an earlier allow rule covers the same command, and san takes the first', by: id(before) }, h.segment);
    }
  }
  // Repeats of a matching entry: loaded, never consulted.
  for (const m of [...list]) {
    const entry = table.byId.get(m.rule);
    if (entry?.kind !== 'settings') continue;
    for (const r of table.repeats.get(entry.rule) ?? []) {
      push(r, 'settings-rules', { effect: 'not-applicable', why: `it repeats ${r.text} (${entry.rule.origin}): san merges the lists as a union and keeps only the first`, by: m.rule }, m.segment);
    }
  }

  // Source 2: the session permissions.
  if (s.stack.sessionRules.length > 0) {
    const whole = s.stack.sessionRules.filter((r) => r.wholeTool && r.tool === s.tool);
    const patterns = s.stack.sessionRules.filter((r) => !r.wholeTool);
    let granted: Hit<SessionRule>[];
    let all = true;
    if (bash) {
      const c = bashCovers(patterns, s.reading!);
      granted = [...c.covers.keys()].map((rule) => ({ rule }));
      all = c.units.length > 0 && c.units.every((_, i) => [...c.covers.values()].some((us) => us.includes(i)));
    } else {
      granted = subjectAll(patterns, s.tool, s.call.input).map((rule) => ({ rule }));
    }
    const hits = [...whole.map((rule) => ({ rule })), ...granted].sort((a, b) => table.position.get(id(a.rule))! - table.position.get(id(b.rule))!);
    const chosen = s.picked.session;
    const settled = s.decided && s.decided.layer === 'settings-rules' && !chosen;
    for (const h of hits) {
      if (settled) push(h.rule, 'session-permissions', { effect: 'overridden', why: `not reached: the settings rules already decided ${s.decided!.decision}`, ...(out.decidedBy.rule ? { by: out.decidedBy.rule } : {}) });
      else if (h.rule === chosen) push(h.rule, 'session-permissions', fate(h.rule, 'allow', 'a session permission granted for this run'));
      else if (chosen) push(h.rule, 'session-permissions', { effect: 'shadowed', why: 'an earlier session permission matches too, and san takes the first', by: id(chosen) });
      else if (!all && !h.rule.wholeTool) push(h.rule, 'session-permissions', { effect: 'not-applicable', why: 'it covers part of the command only: a session permission must cover every command san reads' });
      else push(h.rule, 'session-permissions', { effect: 'overridden', why: `not reached: ${out.decidedBy.layer} decided ${out.decision}`, ...(out.decidedBy.rule ? { by: out.decidedBy.rule } : {}) });
    }
  }

  // Winner first, then the rules that decided with it, then the rest in consult order.
  const rank = (m: RuleMatch) => (m.rule === out.decidedBy.rule ? 0 : m.effect === 'decided' ? 1 : 2);
  return list.map((m, i) => ({ m, i })).sort((a, b) => rank(a.m) - rank(b.m) || a.i - b.i).map(({ m }) => m);
}
