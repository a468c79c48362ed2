/**
 * `diff` over the engine's rule table: which rules changed between the two
 * stacks (compared by content — key, action, layer, scope, inertness — so a
 * rule that only moved down because one was inserted above it is the same
 * rule), and which calls can therefore decide differently.
 *
 * When nothing but rules changed, a call's decision can move only if some
 * changed rule matches it: every other layer reads the same settings and the
 * unchanged rules match it on both sides. So the probes are the calls of the
 * changed rules (their own call, and the corpus's calls they match, by the
 * engine's own `ruleMatches`), plus the cases and the built-in corpus.
 * Whenever that argument does not hold — the engine has no rule table, the
 * table does not cover every rule the stack shows, a setting, hook or file
 * changed, or rules that stayed changed their relative order — the caller
 * probes everything, as without a table.
 */
import type { Call, RuleRecord } from '../core/types.js';
import type { Engine, StackReport } from '../engines/types.js';

export interface RuleDelta {
  /** In the head, not in the base (by content). */
  added: RuleRecord[];
  /** In the base, not in the head. */
  removed: RuleRecord[];
}

export type RuleDiff = { kind: 'rules-only'; delta: RuleDelta } | { kind: 'everything'; why: string };

/** What makes two rules the same rule: they match the same calls with the same effect in the same place. */
export function ruleSignature(r: RuleRecord): string {
  return [r.key, r.action, r.layer, r.scope ?? '', r.inert ?? ''].join('\u0000');
}

/** The multiset difference of two rule tables, by signature, each side in its own order. */
export function ruleDelta(base: readonly RuleRecord[], head: readonly RuleRecord[]): RuleDelta & { sameOrder: boolean } {
  const count = new Map<string, number>();
  for (const r of head) {
    const k = ruleSignature(r);
    count.set(k, (count.get(k) ?? 0) + 1);
  }
  const removed: RuleRecord[] = [];
  const keptBase: string[] = [];
  for (const r of base) {
    const k = ruleSignature(r);
    const n = count.get(k) ?? 0;
    if (n > 0) {
      count.set(k, n - 1);
      keptBase.push(k);
    } else removed.push(r);
  }
  // What is left in `count` was added; walk the head once to collect it in order.
  const added: RuleRecord[] = [];
  const keptHead: string[] = [];
  for (let i = head.length - 1; i >= 0; i--) {
    const r = head[i]!;
    const k = ruleSignature(r);
    const n = count.get(k) ?? 0;
    if (n > 0) {
      count.set(k, n - 1);
      added.push(r);
    } else keptHead.push(k);
  }
  added.reverse();
  keptHead.reverse();
  const sameOrder = keptBase.length === keptHead.length && keptBase.every((k, i) => k === keptHead[i]);
  return { added, removed, sameOrder };
}

/** Everything the stack view shows except its rules, without locations: equal means no setting, hook or file changed. */
export function nonRuleFingerprint(report: StackReport): string {
  return JSON.stringify([
    report.files.map((f) => [f.path, f.role, f.status, f.note ?? '']),
    report.settings.map((s) => [s.key, s.value, s.origin]),
    report.hooks.map((h) => [h.summary, h.note ?? '']),
    report.ignored.map((i) => [i.key, i.value, i.reason]),
    report.warnings,
  ]);
}

/** Whether the two stacks differ in their rules only, and if so which rules changed. */
export function diffRules(engine: Engine, base: unknown, head: unknown): RuleDiff {
  if (!engine.rules || !engine.ruleMatches) return { kind: 'everything', why: 'the engine has no rule table' };
  const b = engine.rules(base);
  const h = engine.rules(head);
  const bv = engine.describeStack(base);
  const hv = engine.describeStack(head);
  if (bv.rules.length !== b.length || hv.rules.length !== h.length) return { kind: 'everything', why: 'the stack has rules outside the rule table' };
  if (nonRuleFingerprint(bv) !== nonRuleFingerprint(hv)) return { kind: 'everything', why: 'more than rules changed' };
  const { added, removed, sameOrder } = ruleDelta(b, h);
  if (!sameOrder) return { kind: 'everything', why: 'rules changed their order' };
  return { kind: 'rules-only', delta: { added, removed } };
}

/** Words the pattern's wildcards stand for in a sample: something ordinary, never empty. */
function instantiate(pattern: string): string {
  return pattern.replace(/\*\*\/?/g, 'a/').replace(/\*/g, 'x').replace(/\?/g, 'x');
}

/**
 * The rule's own calls, by its matcher kind: the command or path it names
 * (wildcards filled in), and for a prefix the same with an argument more.
 * A kind that cannot be written out (a regex, an engine's own kind) has
 * none; the corpus's calls it matches still probe it.
 */
export function ownCalls(r: RuleRecord): Call[] {
  const tool = r.call?.tool ?? r.tool;
  const key = r.call?.key;
  if (tool === undefined) return [];
  if (r.kind === 'tool' || key === undefined) return r.kind === 'tool' ? [{ tool, input: {} }] : [];
  const value = instantiate(r.pattern.trim());
  if (value === '') return [];
  switch (r.kind) {
    case 'command-prefix':
      return [{ tool, input: { [key]: value } }, { tool, input: { [key]: `${value} x` } }];
    case 'command-exact':
    case 'command-glob':
    case 'path-glob':
    case 'url-glob':
      return [{ tool, input: { [key]: value } }];
    case 'domain':
      return [{ tool, input: { [key]: `https://${value}/` } }];
    default:
      return [];
  }
}

/** Above this many ruleMatches tests, the corpus's calls are not matched against the changed rules (a wholesale rewrite: their own calls suffice). */
const MATCH_BUDGET = 2_000_000;

/**
 * Above this many ruleMatches tests, a corpus call is matched through its
 * traces instead: evaluated once on each side, it matches a changed rule iff
 * the base trace's `matches` names a removed rule or the head's an added one
 * (`matches` lists exactly the rules `ruleMatches` accepts: each engine's
 * rule-model property). Two evaluations per call instead of one test per
 * changed rule; the same calls either way.
 */
const PER_RULE_TESTS = 100_000;

export type MatchStrategy = 'auto' | 'per-rule' | 'traced';

/**
 * The calls that can decide differently when only `delta` changed: each
 * changed rule's own calls that its matcher accepts, and the items of
 * `corpus` whose call some changed rule matches (within the budget).
 */
export function changedRuleCalls<T>(
  engine: Engine,
  base: unknown,
  head: unknown,
  delta: RuleDelta,
  corpus: readonly T[],
  callOf: (t: T) => Call,
  strategy: MatchStrategy = 'auto',
): { own: Call[]; matched: T[] } {
  const matches = engine.ruleMatches!;
  const changed: [unknown, RuleRecord][] = [...delta.removed.map((r) => [base, r] as [unknown, RuleRecord]), ...delta.added.map((r) => [head, r] as [unknown, RuleRecord])];
  const own: Call[] = [];
  for (const [stack, r] of changed) for (const c of ownCalls(r)) if (matches.call(engine, stack, r, c)) own.push(c);
  const tests = changed.length * corpus.length;
  if (tests > MATCH_BUDGET) return { own, matched: [] };
  const perRule = (call: Call) => changed.some(([stack, r]) => matches.call(engine, stack, r, call));
  if (strategy === 'per-rule' || (strategy === 'auto' && tests <= PER_RULE_TESTS)) return { own, matched: corpus.filter((t) => perRule(callOf(t))) };
  const removed = new Set(delta.removed.map((r) => r.id));
  const added = new Set(delta.added.map((r) => r.id));
  const names = (stack: unknown, call: Call, ids: Set<string>): boolean | undefined => {
    if (ids.size === 0) return false;
    const m = engine.evaluate(stack, call, { hookResults: {} }).matches;
    return m === undefined ? undefined : m.some((x) => ids.has(x.rule));
  };
  const traced = (call: Call): boolean => {
    try {
      const b = names(base, call, removed);
      if (b === true) return true;
      const h = names(head, call, added);
      return b === undefined || h === undefined ? perRule(call) : h;
    } catch {
      return perRule(call);
    }
  };
  return { own, matched: corpus.filter((t) => traced(callOf(t))) };
}
