/** test --coverage by rule id (issue 16): a rule is exercised when a case's trace names it, deciding or merely matching. */
import { describe, expect, it } from 'vitest';
import { ruleCoverage, runCases } from '../../src/corpus/run-cases.js';
import type { TestCase } from '../../src/corpus/cases.js';
import { testToJson } from '../../src/report/test-json.js';
import { fake, type FakeStack } from '../diff/fake-engine.js';

function testCase(name: string, command: string, expect: 'allow' | 'ask' | 'deny'): TestCase {
  return { name, call: { tool: 'sh', input: { command } }, ctx: {}, expect, loc: { file: '/c.toml', line: 1, column: 1 }, ctxLocs: {}, origin: name };
}

const stack: FakeStack = {
  rules: [
    { action: 'allow', prefix: 'cargo test' },
    { action: 'deny', prefix: 'cargo' },
    { action: 'allow', prefix: 'ls' },
  ],
  fallback: 'ask',
};

describe('test --coverage by rule id', () => {
  it('counts the deciding rule and every rule that matched; the others are unexercised', () => {
    const results = runCases(fake, stack, [testCase('cargo', 'cargo test', 'deny')]);
    const cov = ruleCoverage(fake, stack, results);
    expect(cov.map((c) => [c.id, c.cases])).toEqual([
      ['fake.toml#1', ['cargo']], // shadowed by the deny, but matched
      ['fake.toml#2', ['cargo']], // decided
      ['fake.toml#3', []],
    ]);
    const json = testToJson({ results, coverage: cov }) as { coverage: { total: number; exercised: number; unexercised: { id: string; rule: string; line: number }[] } };
    expect(json.coverage.total).toBe(3);
    expect(json.coverage.exercised).toBe(2);
    expect(json.coverage.unexercised).toEqual([{ id: 'fake.toml#3', rule: 'ls', file: '/fake/fake.toml', line: 3, column: 1 }]);
  });

  it('an engine without a rule table keeps coverage by location', () => {
    const { rules: _r, ...noTable } = fake;
    const results = runCases(noTable, stack, [testCase('ls', 'ls', 'allow')]);
    const cov = ruleCoverage(noTable, stack, results);
    expect(cov.every((c) => c.id === undefined)).toBe(true);
    expect(cov.find((c) => c.source?.line === 3)?.cases).toEqual(['ls']);
  });
});
