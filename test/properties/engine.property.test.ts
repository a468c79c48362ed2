/**
 * Invariants of the Codewhale engine over generated stacks and calls, with a
 * fixed seed so CI is deterministic: more denies never loosen, fewer allows
 * never loosen, a chain is at least as strict as each segment, evaluation
 * never throws and is byte-identical across runs.
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

  it('removing an allow rule never loosens any decision', () => {
    fc.assert(
      fc.property(rules, posture, command, fc.nat(), (rs, p, cmd, pick) => {
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

  it("a chain's decision is at least as strict as each of its segments'", () => {
    fc.assert(
      fc.property(rules, posture, command, (rs, p, cmd) => {
        const t = codewhale.evaluate(stackOf(rs, p), { tool: 'exec_shell', input: { command: cmd } }, { hookResults: {} });
        for (const s of t.segments) expect(STRICTNESS[t.decision]).toBeGreaterThanOrEqual(STRICTNESS[s.decision]);
      }),
      RUNS,
    );
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
