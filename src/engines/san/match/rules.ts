/**
 * Matching settings and session rules against a call as san's gate does
 * (`MatchesToolPattern`, `MatchAllowList` in internal/setting/permission.go),
 * over san's own reading of a Bash command (./bash.ts).
 */
import { ruleSubject } from '../vocab.js';
import { allowUnits, coversUnit, matchAny, type AllowUnit, type BashMatch, type SanReading } from './bash.js';
import { matchGlob } from './glob.js';
import { readingQueries, ruleCandidates } from './rule-index.js';

/** A rule reduced to what matching needs (settings rules and session rules alike). */
export interface RuleLike {
  tool: string;
  args: string;
}

/** Non-Bash tools: the rule's argument is a san glob over the call's subject (`BuildRule`), the tool name compared exactly. */
export function subjectMatches(rule: RuleLike, tool: string, input: Record<string, unknown>): boolean {
  return rule.tool === tool && matchGlob(ruleSubject(tool, input), rule.args);
}

export interface BashHit<R> {
  rule: R;
  match: BashMatch;
}

/** Deny and ask: the first rule (in order) that matches any form of the command. */
export function bashAny<R extends RuleLike>(rules: readonly R[], reading: SanReading): BashHit<R> | undefined {
  return bashAnyOver(ruleCandidates(rules, 'Bash', readingQueries(reading)), reading);
}

/** `bashAny` by a plain scan of every rule (the reference the index is tested against). */
export function bashAnyOver<R extends RuleLike>(rules: readonly R[], reading: SanReading): BashHit<R> | undefined {
  for (const rule of rules) {
    if (rule.tool !== 'Bash') continue;
    const match = matchAny(rule.args, reading);
    if (match) return { rule, match };
  }
  return undefined;
}

export interface AllowCover<R> {
  /** Every unit san reads is covered by some allow rule. */
  covered: boolean;
  units: AllowUnit[];
  /** Per unit, the first rule that covers it. */
  perUnit: (R | undefined)[];
  /** The first rule of the first unit (`MatchAllowList`'s answer). */
  first?: R;
  /** Some unit was covered only by the seed's multi-word prefix reading. */
  seedOnly: boolean;
}

/** Allow: every command san reads must be covered (`MatchAllowList`). */
export function bashEvery<R extends RuleLike>(rules: readonly R[], reading: SanReading): AllowCover<R> {
  return coverOver(rules, reading, (u) => ruleCandidates(rules, 'Bash', unitQueries(u)));
}

/** `bashEvery` by a plain scan of every rule (the reference the index is tested against). */
export function bashEveryPlain<R extends RuleLike>(rules: readonly R[], reading: SanReading): AllowCover<R> {
  const bash = rules.filter((r) => r.tool === 'Bash');
  return coverOver(rules, reading, () => bash);
}

/** The strings an allow rule is tried on for one unit: its forms, and the command the seed prefix reads (`u.plain`, which is its first form). */
function unitQueries(u: AllowUnit): string[] {
  return u.forms;
}

function coverOver<R extends RuleLike>(rules: readonly R[], reading: SanReading, candidatesFor: (u: AllowUnit) => readonly R[]): AllowCover<R> {
  const units = reading.command.trim() === '' ? [] : allowUnits(reading);
  let seedOnly = false;
  const perUnit = units.map((u) => {
    for (const r of candidatesFor(u)) {
      const c = coversUnit(r.args, u);
      if (c) {
        if (c.seedOnly) seedOnly = true;
        return r;
      }
    }
    return undefined;
  });
  const covered = units.length > 0 && perUnit.every((r) => r !== undefined);
  const first = perUnit.find((r) => r !== undefined);
  return { covered, units, perUnit, seedOnly, ...(first ? { first } : {}) };
}

/** `MatchesToolPattern`: for Bash, any form of the command; else the subject. `codeOnly` leaves out the seed's multi-word prefix reading. */
export function ruleMatches(rule: RuleLike, tool: string, input: Record<string, unknown>, reading: SanReading | undefined, codeOnly = false): boolean {
  if (rule.tool !== tool) return false;
  if (tool === 'Bash' && reading) {
    const m = matchAny(rule.args, reading);
    return m !== undefined && !(codeOnly && m.seedOnly);
  }
  return matchGlob(ruleSubject(tool, input), rule.args);
}

/** The first rule (in order) that `ruleMatches` the call, found through the rule index. */
export function firstMatching<R extends RuleLike>(rules: readonly R[], tool: string, input: Record<string, unknown>, reading: SanReading | undefined, codeOnly = false): R | undefined {
  const queries = tool === 'Bash' && reading ? readingQueries(reading) : [ruleSubject(tool, input)];
  return ruleCandidates(rules, tool, queries).find((r) => ruleMatches(r, tool, input, reading, codeOnly));
}

/** The first rule (in order) that `subjectMatches` the call, found through the rule index. */
export function firstSubjectMatch<R extends RuleLike>(rules: readonly R[], tool: string, input: Record<string, unknown>): R | undefined {
  return ruleCandidates(rules, tool, [ruleSubject(tool, input)]).find((r) => subjectMatches(r, tool, input));
}

/** `MatchAllowList`: for Bash every command must be covered; returns the first rule used. */
export function allowListMatch<R extends RuleLike>(rules: readonly R[], tool: string, input: Record<string, unknown>, reading: SanReading | undefined, codeOnly = false): R | undefined {
  if (rules.length === 0) return undefined;
  if (tool === 'Bash' && reading) {
    const c = bashEvery(rules, reading);
    return c.covered && !(codeOnly && c.seedOnly) ? c.first : undefined;
  }
  return firstMatching(rules, tool, input, reading);
}

/**
 * Every deny or ask rule (in order) that matches any form of the command:
 * the same test as `bashAny` (`matchAny` over the rule index's candidates),
 * not stopped at the first. `bashAny` is its first element.
 */
export function bashAll<R extends RuleLike>(rules: readonly R[], reading: SanReading): BashHit<R>[] {
  const out: BashHit<R>[] = [];
  for (const rule of ruleCandidates(rules, 'Bash', readingQueries(reading))) {
    if (rule.tool !== 'Bash') continue;
    const match = matchAny(rule.args, reading);
    if (match) out.push({ rule, match });
  }
  return out;
}

/** Every rule (in order) that `subjectMatches` the call; `firstSubjectMatch` is its first element. */
export function subjectAll<R extends RuleLike>(rules: readonly R[], tool: string, input: Record<string, unknown>): R[] {
  return ruleCandidates(rules, tool, [ruleSubject(tool, input)]).filter((r) => subjectMatches(r, tool, input));
}

/**
 * For each allow rule that covers at least one unit san reads, the units it
 * covers (indexes into `units`): the same `coversUnit` test `bashEvery`
 * makes, over the same candidates, without stopping at a unit's first rule.
 */
export function bashCovers<R extends RuleLike>(rules: readonly R[], reading: SanReading): { units: AllowUnit[]; covers: Map<R, number[]> } {
  const units = reading.command.trim() === '' ? [] : allowUnits(reading);
  const covers = new Map<R, number[]>();
  units.forEach((u, i) => {
    for (const r of ruleCandidates(rules, 'Bash', unitQueries(u))) {
      if (r.tool !== 'Bash' || !coversUnit(r.args, u)) continue;
      const l = covers.get(r);
      if (l) l.push(i);
      else covers.set(r, [i]);
    }
  });
  return { units, covers };
}

/** Does one allow pattern cover some command san reads (the part of `MatchAllowList` one rule can do)? */
export function coversSome(args: string, reading: SanReading): boolean {
  if (reading.command.trim() === '') return false;
  return allowUnits(reading).some((u) => coversUnit(args, u));
}
