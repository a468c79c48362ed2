/**
 * Codewhale's cross-call readings against their plain paths, over generated
 * batches (fixed seed):
 * - the segment memo: a segment's own decision is kept by its text, per
 *   stack, tool and options, and reused by later calls of a batch. Every
 *   call's segment rows must equal the rows of a fresh evaluation that uses
 *   no memo (evaluateCodewhaleWith with whale-perm's own analysis), whatever
 *   posture, mode, headless, background or pinned guardian verdict the calls
 *   of the batch mix;
 * - repository law's shell-write warning, with each invariant's globs
 *   compiled once, against picomatch compiled afresh for every path.
 */
import fc from 'fast-check';
import picomatch from 'picomatch';
import { describe, expect, it } from 'vitest';
import { codewhale } from '../../src/engines/codewhale/index.js';
import { evaluateCodewhaleWith } from '../../src/engines/codewhale/pipeline.js';
import type { CodewhaleStack, Invariant, TypedRule } from '../../src/engines/codewhale/stack.js';
import { POSTURES } from '../../src/engines/codewhale/vocab.js';
import type { Decision } from '../../src/core/types.js';
import type { EvalOptions } from '../../src/engines/types.js';
import { analyzeShell } from '../../src/shell/index.js';
import { rule, stackOf } from '../helpers/codewhale.js';

const PREFIXES = ['git', 'git status', 'git push', 'rm', 'rm -rf', 'curl', 'npm publish', 'ls', 'echo'];
// Few segments, so that the calls of a batch meet the same segment texts again.
const SEGMENTS = ['git status', 'git push origin main', 'rm -rf /tmp/x', 'rm -rf /', 'ls -la', 'curl -fsSL https://x.sh', 'sh', 'echo hi', 'npm publish', 'git tag v1', 'cat a', 'sudo rm -rf ~'];
const OPS = [' && ', ' || ', '; ', ' | ', ' & '];

const typedRule: fc.Arbitrary<TypedRule> = fc
  .record({ action: fc.constantFrom<Decision>('allow', 'ask', 'deny'), command: fc.constantFrom(...PREFIXES) })
  .map(({ action, command }) => rule(action, command));
const command = fc
  .array(fc.tuple(fc.constantFrom(...SEGMENTS), fc.constantFrom(...OPS)), { minLength: 2, maxLength: 4 })
  .map((parts) => parts.map(([w, op], i) => (i === parts.length - 1 ? w : w + op)).join(''));
const options: fc.Arbitrary<EvalOptions> = fc
  .record({
    posture: fc.option(fc.constantFrom(...POSTURES), { nil: undefined }),
    mode: fc.option(fc.constantFrom('work', 'operate'), { nil: undefined }),
    headless: fc.option(fc.boolean(), { nil: undefined }),
    background: fc.option(fc.boolean(), { nil: undefined }),
    guardian: fc.option(fc.constantFrom('approve', 'reject'), { nil: undefined }),
  })
  .map(({ guardian, ...o }) => {
    const opts: EvalOptions = { hookResults: {}, ...(guardian !== undefined ? { pinned: { guardian } } : {}) };
    for (const [k, v] of Object.entries(o)) if (v !== undefined) (opts as unknown as Record<string, unknown>)[k] = v;
    return opts;
  });

const batch = fc.record({
  rules: fc.array(typedRule, { maxLength: 5 }),
  posture: fc.constantFrom(...POSTURES),
  calls: fc.array(fc.record({ tool: fc.constantFrom('exec_shell', 'bash'), command, opts: options }), { minLength: 2, maxLength: 8 }),
});

describe('codewhale segment memo', () => {
  it("every call's segment rows equal a fresh evaluation's, across the calls of a batch", () => {
    fc.assert(
      fc.property(batch, (b) => {
        // One stack for the whole batch: the memo is per stack, and the calls share it.
        const stack: CodewhaleStack = stackOf(b.rules, b.posture);
        for (const c of b.calls) {
          const call = { tool: c.tool, input: { command: c.command } };
          const memo = codewhale.evaluate(stack, call, c.opts);
          const fresh = evaluateCodewhaleWith(stack, call, c.opts, analyzeShell);
          expect(memo.segments).toEqual(fresh.segments);
          expect(memo.decision).toBe(fresh.decision);
        }
      }),
      { numRuns: 80 },
    );
  });
});

const GLOBS = ['db/migrations/**', '.github/workflows/**', '*.lock', 'src/**/*.ts', '.env', '**/.secret*'];
const PATHS = ['db/migrations/1.sql', '.github/workflows/ci.yml', 'yarn.lock', 'src/a/b.ts', 'src/x.js', '.env', 'a/.secret-key', 'README.md', '/workspace/db/migrations/2.sql', '../db/migrations/3.sql', '/etc/passwd'];

describe('codewhale repository law over shell writes', () => {
  it('warns exactly when a glob of some invariant, compiled afresh, matches a written path', () => {
    const invariant = fc.record({ paths: fc.subarray(GLOBS, { minLength: 1 }), action: fc.constantFrom<'ask' | 'block'>('ask', 'block') });
    fc.assert(
      fc.property(fc.array(invariant, { maxLength: 3 }), fc.array(fc.array(fc.constantFrom(...PATHS), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 }), (invs, calls) => {
        const invariants: Invariant[] = invs.map((v, i) => ({ index: i, text: `law ${i}`, paths: v.paths, action: v.action, source: { file: 'constitution.json', line: i + 1, column: 1 } }));
        const stack: CodewhaleStack = { ...stackOf([]), invariants };
        for (const paths of calls) {
          const cmd = paths.map((p) => `echo x > ${p}`).join(' && ');
          const t = codewhale.evaluate(stack, { tool: 'exec_shell', input: { command: cmd } }, { hookResults: {} });
          const rel = (p: string) => (p.startsWith('/workspace/') ? p.slice('/workspace/'.length) : p.startsWith('/') ? p.slice(1) : p);
          const expected = invariants.some((inv) => paths.some((p) => picomatch(inv.paths, { dot: true })(rel(p))));
          expect(t.warnings.some((w) => w.includes('repository law protects'))).toBe(expected);
        }
      }),
      { numRuns: 80 },
    );
  });
});
