/**
 * Codex's prefix rules as data (Engine.rules) and its matcher for one rule
 * (Engine.ruleMatches), for the trace's `matches` and the shared lint
 * checks. A `prefix_rule` whose first token lists alternatives is one rule
 * per program in Codex's policy (parser.rs, the `prefix_rule` builtin: one
 * rule per alternative of the first token), so it is one record per program
 * here: `default.rules#3.1`, `#3.2`.
 * Which rules match is `matchesFor` (policy.rs `matches_for_command`), the
 * same function the rules layer uses.
 */
import { basename } from 'node:path';
import type { Call, RuleMatch, RuleRecord } from '../../core/types.js';
import { lower } from './lower.js';
import { matchesFor, type PatternToken, type Policy, type PrefixRule, type RuleMatch as CodexMatch } from './policy.js';
import type { CodexStack } from './stack.js';

interface Index {
  records: RuleRecord[];
  byId: Map<string, PrefixRule>;
  idOf: Map<PrefixRule, string>;
}

const indexes = new WeakMap<CodexStack, Index>();

function quote(w: string): string {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(w) ? w : `'${w.replace(/'/g, `'"'"'`)}'`;
}

const RANK = { allow: 0, prompt: 1, forbidden: 2 } as const;

const norm = (t: PatternToken) => (typeof t === 'string' ? t : [...t].sort());

export function codexRuleIndex(stack: CodexStack): Index {
  const hit = indexes.get(stack);
  if (hit) return hit;
  const fileOrder = new Map(stack.rulesFiles.map((f, i) => [f, i]));
  const all = [...stack.policy.byProgram.values()].flat();
  // The first token as written: one program, or the list this rule is one program of.
  // (`text` is the token list as JSON: only one that opens with `[[` has a list first; parse only those.)
  const heads = new Map<PrefixRule, PatternToken>(all.map((r) => [r, r.text.startsWith('[[') ? (JSON.parse(r.text) as PatternToken[])[0]! : r.first]));
  const base = new Map(stack.rulesFiles.map((f) => [f, basename(f)]));
  const headIndex = (r: PrefixRule) => {
    const head = heads.get(r)!;
    return typeof head === 'string' ? 0 : Math.max(0, head.indexOf(r.first));
  };
  all.sort((a, b) => (fileOrder.get(a.loc.file) ?? 0) - (fileOrder.get(b.loc.file) ?? 0) || a.loc.line - b.loc.line || a.loc.column - b.loc.column || headIndex(a) - headIndex(b));
  const records: RuleRecord[] = [];
  const byId = new Map<string, PrefixRule>();
  const idOf = new Map<PrefixRule, string>();
  const position = new Map<string, number>();
  let lastLoc = '';
  for (const r of all) {
    const locKey = `${r.loc.file}:${r.loc.line}:${r.loc.column}`;
    if (locKey !== lastLoc) position.set(r.loc.file, (position.get(r.loc.file) ?? 0) + 1);
    lastLoc = locKey;
    const head = heads.get(r)!;
    const n = position.get(r.loc.file)!;
    const id = `${base.get(r.loc.file) ?? basename(r.loc.file)}#${n}${typeof head === 'string' ? '' : `.${headIndex(r) + 1}`}`;
    byId.set(id, r);
    idOf.set(r, id);
    records.push({
      id,
      source: r.loc,
      action: r.decision,
      kind: 'command-prefix',
      pattern: [r.first, ...r.rest.map((t) => (typeof t === 'string' ? t : t[0]!))].map(quote).join(' '),
      text: `prefix_rule(${r.text}, decision="${r.decision}")`,
      key: JSON.stringify([r.first, ...r.rest.map(norm)]),
      layer: 'rules',
      // The strictest decision of all matches wins.
      rank: RANK[r.decision],
      call: { tool: 'exec_command', key: 'command' },
    });
  }
  const index = { records, byId, idOf };
  indexes.set(stack, index);
  return index;
}

/** Lowered calls, so a call tried against many rules is parsed once (bounded: cleared when full). */
const lowered = new Map<string, string[][]>();
const LOWERED_MAX = 50_000;

/** The argv Codex checks for a call, as the lowering layer makes them. */
export function loweredCommands(call: Call): string[][] {
  const cmd = call.input['command'] ?? call.input['cmd'];
  const argv = Array.isArray(cmd) ? cmd.map(String) : ['/bin/bash', call.input['login'] === false ? '-c' : '-lc', String(cmd ?? '')];
  const key = JSON.stringify(argv);
  let out = lowered.get(key);
  if (!out) {
    if (lowered.size >= LOWERED_MAX) lowered.clear();
    out = lower(argv).commands;
    lowered.set(key, out);
  }
  return out;
}

export function codexRuleMatches(stack: CodexStack, rule: RuleRecord, call: Call): boolean {
  const r = codexRuleIndex(stack).byId.get(rule.id);
  if (!r) return false;
  const one: Policy = { byProgram: new Map([[r.first, [r]]]), hostExecutables: stack.policy.hostExecutables, networkRules: 0 };
  return loweredCommands(call).some((argv) => matchesFor(one, argv, { resolveHost: true, cwd: stack.workspace }).length > 0);
}

export interface CheckedCommand {
  matches: CodexMatch[];
}

/**
 * Every matching rule of a call, winner first, each once. Codex collects
 * every match and the strictest decision wins (policy.rs `Evaluation`);
 * the rules layer names the first rule with that decision.
 * - forbidden / prompt: that rule decides (a prompt under approval policy
 *   never is overridden: the policy rejects instead); the rest are shadowed
 *   by it;
 * - every command matched by an allow: each allow decided its command;
 * - some command unmatched: the matched rules are overridden (the
 *   heuristics decide the call).
 */
export function codexMatches(stack: CodexStack, checks: readonly CheckedCommand[], never: boolean, split: boolean): { matches: RuleMatch[]; winner?: string } {
  const { idOf } = codexRuleIndex(stack);
  const seen = new Map<string, { m: CodexMatch; segment: number }>();
  checks.forEach((c, i) => {
    for (const m of c.matches) {
      const id = idOf.get(m.rule);
      if (id !== undefined && !seen.has(id)) seen.set(id, { m, segment: i });
    }
  });
  if (seen.size === 0) return { matches: [] };
  const order = { forbidden: 2, prompt: 1, allow: 0 } as const;
  const entries = [...seen.entries()];
  const top = entries.reduce((a, b) => (order[b[1].m.decision] > order[a[1].m.decision] ? b : a));
  const seg = (s: number) => (split ? { segment: s } : {});
  const unmatched = checks.some((c) => c.matches.length === 0);
  if (top[1].m.decision === 'allow') {
    return {
      matches: entries.map(([rule, { segment }]) =>
        unmatched ? { rule, layer: 'rules', effect: 'overridden' as const, why: 'another command of the call matches no rule, so the heuristics decide', ...seg(segment) } : { rule, layer: 'rules', effect: 'decided' as const, why: 'every command is matched by an allow rule', ...seg(segment) },
      ),
      ...(unmatched ? {} : { winner: entries[0]![0] }),
    };
  }
  const [winId, win] = top;
  const first: RuleMatch =
    win.m.decision === 'prompt' && never
      ? { rule: winId, layer: 'rules', effect: 'overridden', why: 'it requires approval, but the approval policy never asks, so the call is rejected', ...seg(win.segment) }
      : { rule: winId, layer: 'rules', effect: 'decided', why: `the strictest decision of all matching rules (${win.m.decision})`, ...seg(win.segment) };
  const rest = entries
    .filter(([id]) => id !== winId)
    .map(([rule, { m, segment }]): RuleMatch => ({ rule, layer: 'rules', effect: 'shadowed', by: winId, why: m.decision === win.m.decision ? `the first matching ${m.decision} rule is the one cited` : `${win.m.decision} is stricter than ${m.decision}, and the strictest match wins`, ...seg(segment) }));
  return { matches: [first, ...rest], ...(first.effect === 'decided' ? { winner: winId } : {}) };
}
