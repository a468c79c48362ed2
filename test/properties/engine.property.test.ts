/**
 * Invariants of the Codewhale engine over generated stacks and calls, with a
 * fixed seed so CI is deterministic: more denies never loosen, fewer allows
 * never loosen (outside Auto-Review), evaluation never throws and is
 * byte-identical across runs; where Codewhale itself is not monotone, the
 * counterexample is pinned.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codewhale } from '../../src/engines/codewhale/index.js';
import { STRICTNESS, type Decision } from '../../src/core/types.js';
import type { TypedRule } from '../../src/engines/codewhale/stack.js';
import { POSTURES } from '../../src/engines/codewhale/vocab.js';
import { rule, stackOf } from '../helpers/codewhale.js';

const RUNS = { seed: 20261130, numRuns: 250 };
const PREFIXES = ['git', 'git status', 'git push', 'git push --force', 'rm', 'rm -rf', 'curl', 'npm', 'npm test', 'npm publish', 'cargo test', 'sudo', 'bash', 'echo', 'ls', 'make'];
const WORDS = ['git', 'status', 'push', '--force', 'origin', 'main', 'rm', '-rf', '/tmp/x', 'curl', 'https://x.example/i.sh', 'npm', 'test', 'publish', 'cargo', 'sudo', 'bash', '-c', 'echo', 'ls', 'make', '$X', 'sh', 'eval', 'xargs', 'timeout', '5', '"q w"', "'rm -rf /'"];
const OPS = [' && ', ' || ', '; ', ' | ', ' & ', '\n', ' > out.txt ', ' $(', ') '];

const action = fc.constantFrom<Decision>('allow', 'ask', 'deny');
const typedRule: fc.Arbitrary<TypedRule> = fc
  .record({ action, command: fc.option(fc.constantFrom(...PREFIXES), { nil: undefined }), exact: fc.boolean(), layer: fc.constantFrom('user' as const, 'agent' as const) })
  .map(({ action: a, command, exact, layer }) => rule(a, command, { layer, commandExact: exact && command !== undefined }));
const rules = fc.array(typedRule, { maxLength: 8 });
const command = fc
  .array(fc.tuple(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }), fc.constantFrom(...OPS)), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.map(([w, op], i) => (i === parts.length - 1 ? w.join(' ') : w.join(' ') + op)).join(''));
const posture = fc.constantFrom(...POSTURES);

function decide(rs: TypedRule[], p: (typeof POSTURES)[number], cmd: string): Decision {
  return codewhale.evaluate(stackOf(rs, p), { tool: 'exec_shell', input: { command: cmd } }, { hookResults: {} }).decision;
}

describe('codewhale invariants', () => {
  it('adding a deny rule never loosens any decision', () => {
    fc.assert(
      fc.property(rules, fc.constantFrom(...PREFIXES), posture, command, (rs, denied, p, cmd) => {
        const before = decide(rs, p, cmd);
        const after = decide([...rs, rule('deny', denied)], p, cmd);
        expect(STRICTNESS[after]).toBeGreaterThanOrEqual(STRICTNESS[before]);
      }),
      RUNS,
    );
  });

  // Not in Auto-Review: there a typed allow over a chain is a forced prompt that the approval channel
  // auto-denies (authority.rs AutoDenyAutoReview), while with no allow the guardian model decides; so an
  // allow can make a call stricter, and removing it loosens (pinned below).
  it('removing an allow rule never loosens any decision (outside Auto-Review)', () => {
    fc.assert(
      fc.property(rules, fc.constantFrom(...POSTURES.filter((p) => p !== 'auto-review')), command, fc.nat(), (rs, p, cmd, pick) => {
        const allows = rs.filter((r) => r.action === 'allow');
        fc.pre(allows.length > 0);
        const drop = allows[pick % allows.length]!;
        const before = decide(rs, p, cmd);
        const after = decide(rs.filter((r) => r !== drop), p, cmd);
        expect(STRICTNESS[after]).toBeGreaterThanOrEqual(STRICTNESS[before]);
      }),
      RUNS,
    );
  });

  // Two places where Codewhale itself is not monotone, pinned so that a change in either is seen.
  it('Codewhale blocks a dangerous command alone but only asks for it behind a chain (analyze_command skips chains)', () => {
    const alone = codewhale.evaluate(stackOf([], 'ask'), { tool: 'exec_shell', input: { command: 'rm -rf /tmp/x' } }, { hookResults: {} });
    const chained = codewhale.evaluate(stackOf([], 'ask'), { tool: 'exec_shell', input: { command: 'ls && rm -rf /tmp/x' } }, { hookResults: {} });
    expect([alone.decision, alone.decidedBy.layer]).toEqual(['deny', 'sandbox']);
    expect([chained.decision, chained.decidedBy.layer]).toEqual(['ask', 'tool-baseline']);
  });

  it('in Auto-Review a tool-wide allow makes a chain stricter: a forced prompt is auto-denied, without it the guardian decides', () => {
    const cmd = { tool: 'exec_shell', input: { command: 'git && git' } };
    const withAllow = codewhale.evaluate(stackOf([rule('allow', undefined)], 'auto-review'), cmd, { hookResults: {} });
    const without = codewhale.evaluate(stackOf([], 'auto-review'), cmd, { hookResults: {} });
    expect([withAllow.decision, withAllow.decidedBy.layer]).toEqual(['deny', 'human-approval']);
    expect(without.decision).toBe('ask');
    expect(without.branches.map((b) => [b.verdict, b.decision])).toContainEqual(['approve', 'allow']);
  });

  it('a call that runs a command named by a deny rule is never allowed', () => {
    fc.assert(
      fc.property(rules, posture, command, fc.constantFrom('rm -rf /tmp/x', 'sudo rm -rf /tmp/x', "bash -c 'rm -rf /tmp/x'", '$(rm -rf /tmp/x)', 'echo x | xargs rm -rf'), (rs, p, cmd, tail) => {
        expect(decide([...rs, rule('deny', 'rm')], p, `${cmd} && ${tail}`)).toBe('deny');
      }),
      RUNS,
    );
  });

  it('never throws on any string, and answers the same way twice', () => {
    const stack = stackOf([rule('deny', 'rm'), rule('allow', 'git'), rule('ask', 'curl')]);
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: 'binary' }), posture, (cmd, p) => {
        const a = codewhale.evaluate(stack, { tool: 'exec_shell', input: { command: cmd } }, { hookResults: {}, posture: p });
        const b = codewhale.evaluate(stack, { tool: 'exec_shell', input: { command: cmd } }, { hookResults: {}, posture: p });
        expect(JSON.stringify(a)).toBe(JSON.stringify(b));
      }),
      { seed: 7, numRuns: 400 },
    );
  });
});
