/**
 * Runs expectation cases against one stack and measures which rules they
 * exercised: a rule is exercised when it decided some case, or decided one of
 * a case's segments (the rule-level analogue of `opa test --coverage`).
 */
import { ConfigError, type SourceLoc } from '../config/errors.js';
import type { Decision, RuleRecord, Trace } from '../core/types.js';
import { UsageError } from '../core/usage-error.js';
import type { Engine } from '../engines/types.js';
import type { TestCase } from './cases.js';

export interface CaseResult {
  testCase: TestCase;
  trace: Trace;
  passed: boolean;
  /** What did not hold, one sentence each; empty when the case passed. */
  failures: string[];
}

export function runCase(engine: Engine, stack: unknown, c: TestCase): CaseResult {
  let trace: Trace;
  try {
    trace = engine.evaluate(stack, c.call, { ...c.ctx, hookResults: c.hookResults ?? {}, ...(c.pinned ? { pinned: c.pinned } : {}) });
  } catch (err) {
    // The engine rejects a posture or mode it does not know: a bad value in the case file.
    if (err instanceof UsageError) {
      const key = (['posture', 'mode'] as const).find((k) => err.message.startsWith(`--${k}`));
      const loc = (key && c.ctxLocs[key]) || c.loc;
      throw new ConfigError(loc.file, loc.line, loc.column, err.message.replace(/^--(posture|mode) /, '$1 = '));
    }
    throw err;
  }
  const failures: string[] = [];
  if (trace.decision !== c.expect) failures.push(`expected ${c.expect}, got ${trace.decision} (decided by ${trace.decidedBy.layer})`);
  if (c.layer !== undefined && trace.decidedBy.layer !== c.layer) failures.push(`expected layer ${c.layer} to decide, got ${trace.decidedBy.layer}`);
  return { testCase: c, trace, passed: failures.length === 0, failures };
}

export function runCases(engine: Engine, stack: unknown, cases: readonly TestCase[]): CaseResult[] {
  return cases.map((c) => runCase(engine, stack, c));
}

export interface RuleCoverage {
  /** The rule as written (or the stack's summary of it, for an engine without a rule table). */
  rule: string;
  /** Its `RuleRecord.id`, when the engine has a rule table. */
  id?: string;
  /** Where it is written; null for a rule from a flag (then `from`). */
  source: SourceLoc | null;
  from?: string;
  /** Names of the cases that exercised it. */
  cases: string[];
  /**
   * With a rule table: the cases it decided (`decidedBy.rule`); a rule in
   * `cases` but never here matched but always lost (a baseline, another rule).
   */
  decided?: string[];
}

function locKey(l: SourceLoc): string {
  return `${l.file}\u0000${l.line}\u0000${l.column}`;
}

/**
 * Every rule of the stack with the cases that exercised it. With the
 * engine's rule table: a rule is exercised when some case's trace names its
 * id, as the deciding rule or among the rules that matched (for the whole
 * call or one segment); inert rules (never consulted) are left out, as no
 * case can reach them. Without one: by location, the deciding source of a
 * case or of a segment, and rules without a location are left out.
 */
export function ruleCoverage(engine: Engine, stack: unknown, results: readonly CaseResult[]): RuleCoverage[] {
  if (engine.rules) return coverageById(engine.rules(stack), results);
  return coverageByLocation(engine, stack, results);
}

function coverageById(rules: readonly RuleRecord[], results: readonly CaseResult[]): RuleCoverage[] {
  const hits = new Map<string, Set<string>>();
  const decided = new Map<string, Set<string>>();
  const hit = (to: Map<string, Set<string>>, id: string | undefined, name: string) => {
    if (id === undefined) return;
    let set = to.get(id);
    if (!set) to.set(id, (set = new Set()));
    set.add(name);
  };
  for (const r of results) {
    hit(hits, r.trace.decidedBy.rule, r.testCase.name);
    hit(decided, r.trace.decidedBy.rule, r.testCase.name);
    for (const m of r.trace.matches ?? []) {
      hit(hits, m.rule, r.testCase.name);
      if (m.effect === 'decided') hit(decided, m.rule, r.testCase.name);
    }
  }
  return rules
    .filter((r) => r.inert === undefined)
    .map((r) => ({
      rule: r.text,
      id: r.id,
      source: r.source,
      ...(r.from !== undefined ? { from: r.from } : {}),
      cases: [...(hits.get(r.id) ?? [])],
      decided: [...(decided.get(r.id) ?? [])],
    }));
}

function coverageByLocation(engine: Engine, stack: unknown, results: readonly CaseResult[]): RuleCoverage[] {
  const hits = new Map<string, Set<string>>();
  const hit = (l: SourceLoc | null | undefined, name: string) => {
    if (!l) return;
    const k = locKey(l);
    if (!hits.has(k)) hits.set(k, new Set());
    hits.get(k)!.add(name);
  };
  for (const r of results) {
    hit(r.trace.decidedBy.source, r.testCase.name);
    for (const s of r.trace.segments) hit(s.source, r.testCase.name);
  }
  return engine
    .describeStack(stack)
    .rules.filter((r): r is typeof r & { source: SourceLoc } => r.source !== null && r.source.line > 0)
    .map((r) => ({ rule: r.summary.replace(/\s+/g, ' ').trim(), source: r.source, cases: [...(hits.get(locKey(r.source)) ?? [])] }));
}

export function countDecisions(results: readonly CaseResult[]): Record<Decision, number> {
  const n: Record<Decision, number> = { allow: 0, ask: 0, deny: 0 };
  for (const r of results) n[r.trace.decision]++;
  return n;
}
