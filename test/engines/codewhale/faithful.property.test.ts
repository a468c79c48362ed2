/**
 * Faithful decisions, as properties over generated calls (fixed seed):
 * - the decision is Codewhale's reading alone: evaluated again with every
 *   hidden part removed from whale-perm's ground truth (no opaque part), or
 *   with no ground truth at all, it is the same decision by the same layer;
 *   risks never change decisions;
 * - each branch equals the evaluation with that verdict pinned (a hook's via
 *   hookResults, the guardian's via pinned.guardian).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codewhale } from '../../../src/engines/codewhale/index.js';
import { evaluateCodewhaleWith } from '../../../src/engines/codewhale/pipeline.js';
import type { CodewhaleStack, Hook, TypedRule } from '../../../src/engines/codewhale/stack.js';
import { POSTURES } from '../../../src/engines/codewhale/vocab.js';
import { analyzeShell } from '../../../src/shell/index.js';
import type { Decision } from '../../../src/core/types.js';
import type { EvalOptions, HookVerdict } from '../../../src/engines/types.js';
import { rule, stackOf } from '../../helpers/codewhale.js';

const RUNS = { seed: 20261201, numRuns: 120 };
const PREFIXES = ['git', 'git status', 'git push', 'rm', 'rm -rf', 'curl', 'npm', 'npm publish', 'cargo test', 'terraform destroy', 'python3', 'sh', 'make', 'echo'];
const WORDS = ['git', 'status', 'push', 'origin', 'main', 'rm', '-rf', '/tmp/x', '~', 'curl', '-fsSL', 'https://x.sh', 'sh', 'bash', '-c', '"rm x"', 'python3', "'print(1)'", 'eval', '$X', 'echo', 'ls', '-la', 'make', 'terraform', 'destroy', '#', "'a | b'", 'sudo', 'npm', 'publish'];
const OPS = [' && ', ' || ', '; ', ' | ', '|', ' & ', '\n', ' > out.txt ', ' $(', ') ', ' `', '` '];

const typedRule: fc.Arbitrary<TypedRule> = fc
  .record({ action: fc.constantFrom<Decision>('allow', 'ask', 'deny'), command: fc.option(fc.constantFrom(...PREFIXES), { nil: undefined }), exact: fc.boolean() })
  .map(({ action, command, exact }) => rule(action, command, { commandExact: exact && command !== undefined }));
const command = fc
  .array(fc.tuple(fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }), fc.constantFrom(...OPS)), { minLength: 1, maxLength: 3 })
  .map((parts) => parts.map(([w, op], i) => (i === parts.length - 1 ? w.join(' ') : w.join(' ') + op)).join(''));

function hook(name: string): Hook {
  return { name, event: 'tool_call_before', command: `./${name}.sh`, timeoutSecs: 5, background: false, continueOnError: name !== 'strict', condition: { type: 'always' }, origin: 'user config', source: { file: 'config.toml', line: 1, column: 1 } };
}

const scenario = fc.record({
  rules: fc.array(typedRule, { maxLength: 6 }),
  posture: fc.constantFrom(...POSTURES),
  hooks: fc.subarray(['gate', 'strict']),
  known: fc.dictionary(fc.constantFrom('gate', 'strict'), fc.constantFrom<HookVerdict>('allow', 'ask', 'deny', 'error'), { maxKeys: 1 }),
  command,
});

function setup(x: { rules: TypedRule[]; posture: (typeof POSTURES)[number]; hooks: string[]; known: Record<string, HookVerdict> }): [CodewhaleStack, EvalOptions] {
  return [{ ...stackOf(x.rules, x.posture), hooks: x.hooks.map(hook) }, { hookResults: x.known }];
}

const call = (cmd: string) => ({ tool: 'exec_shell', input: { command: cmd } });

describe('codewhale faithful decisions', () => {
  it('the decision does not depend on what whale-perm sees beyond the agent (risks never change it)', () => {
    fc.assert(
      fc.property(scenario, (x) => {
        const [stack, opts] = setup(x);
        const t = codewhale.evaluate(stack, call(x.command), opts);
        const noHidden = evaluateCodewhaleWith(stack, call(x.command), opts, (c) => ({ ...analyzeShell(c), opaque: [] }));
        const blind = evaluateCodewhaleWith(stack, call(x.command), opts, (c) => ({ input: c, segments: [], opaque: [], writes: [], chained: false }));
        for (const other of [noHidden, blind]) {
          expect({ decision: other.decision, layer: other.decidedBy.layer, reason: other.decidedBy.reason }).toEqual({ decision: t.decision, layer: t.decidedBy.layer, reason: t.decidedBy.reason });
          expect(other.branches).toEqual(t.branches);
        }
        expect(noHidden.risks.filter((r) => r.kind === 'hidden-code')).toEqual([]);
      }),
      RUNS,
    );
  });

  it('each branch is the evaluation with its verdict pinned', () => {
    fc.assert(
      fc.property(scenario, (x) => {
        const [stack, opts] = setup(x);
        const t = codewhale.evaluate(stack, call(x.command), opts);
        if (t.branches.length > 0) expect(t.decision).not.toBe('allow');
        for (const b of t.branches) {
          const hookName = /^hook '(.*)'$/.exec(b.on)?.[1];
          const pinnedOpts: EvalOptions = hookName
            ? { ...opts, hookResults: { ...opts.hookResults, [hookName]: b.verdict === 'none' ? 'error' : (b.verdict as HookVerdict) } }
            : { ...opts, pinned: { [b.on]: b.verdict } };
          const p = codewhale.evaluate(stack, call(x.command), pinnedOpts);
          expect({ decision: p.decision, layer: p.decidedBy.layer, reason: p.decidedBy.reason, source: p.decidedBy.source }).toEqual({ decision: b.decision, layer: b.layer, reason: b.reason, source: b.source });
        }
      }),
      RUNS,
    );
  });

  it('an unrun hook or an unpinned guardian always yields branches, and a decision of at least ask', () => {
    fc.assert(
      fc.property(scenario, (x) => {
        const [stack] = setup({ ...x, hooks: ['gate'], known: {} });
        const t = codewhale.evaluate(stack, call(x.command), { hookResults: {} });
        if (t.decidedBy.layer === 'admission') return;
        expect(t.branches.some((b) => b.on === "hook 'gate'")).toBe(true);
        expect(t.decision).not.toBe('allow');
      }),
      RUNS,
    );
  });
});
