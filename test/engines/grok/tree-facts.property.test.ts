/**
 * grok's tree readings (src/engines/grok/split.ts `invocations`,
 * `cwdChanges`, `assignmentKeys`, `redirects`) come from one walk of the
 * tree, each node's execution scope passed down from its parent. Over
 * generated bash (fixed seed: nested substitutions, subshells, pipelines,
 * background jobs, redirects, assignments, `cd`) each reading must equal
 * the separate walk that climbs every node's ancestors
 * (tree-facts-reference.ts), value and order; a test that would fail if the
 * pass dropped, reordered or mis-scoped a command, a redirect or a key.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignmentKeys, baseName, cwdChanges, invocations, parseGrok, redirects } from '../../../src/engines/grok/split.js';
import { assignmentKeysFresh, cwdChangesFresh, invocationsFresh, redirectsFresh } from './tree-facts-reference.js';

const WORDS = ['git', 'status', 'ls', '-la', 'cd', 'pushd', 'popd', '/tmp', '..', 'x.txt', '"$x"', "'q r'", '$HOME', 'a\\ b', '*.c', '0', 'rm', 'echo', 'sh', '-c', "'ls > y'", 'env', 'FOO=1'];
const REDIRECTS = ['> out', '>> log', '< in', '2>&1', '>&2', '&> all', '> /dev/null', '<<< s', '> "$f"', '> *.o', '2> err'];
const SEPS = [' && ', ' || ', '; ', ' | ', ' & ', '\n', ' |& '];

const simple = fc
  .tuple(fc.array(fc.constantFrom('A=1', 'PATH=/x', 'GIT_CONFIG=y', 'B=$(id)'), { maxLength: 2 }), fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }), fc.array(fc.constantFrom(...REDIRECTS), { maxLength: 2 }))
  .map(([as, ws, rs]) => [...as, ...ws, ...rs].join(' '));

// A command, or a construct holding a smaller script: a substitution (quoted or not), a subshell, a group, a process substitution, a loop.
const { script } = fc.letrec<{ script: string; piece: string }>((tie) => ({
  piece: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: simple },
    { weight: 1, arbitrary: tie('script').map((s) => `echo "$(${s})"`) },
    { weight: 1, arbitrary: tie('script').map((s) => `x=$(${s}) ls`) },
    { weight: 1, arbitrary: tie('script').map((s) => `(${s})`) },
    { weight: 1, arbitrary: tie('script').map((s) => `{ ${s}; } > g`) },
    { weight: 1, arbitrary: tie('script').map((s) => `diff <(${s}) b`) },
    { weight: 1, arbitrary: tie('script').map((s) => `for i in 1; do ${s}; done`) },
    { weight: 1, arbitrary: tie('script').map((s) => `echo \`${s}\``) },
  ),
  script: fc
    .array(fc.tuple(tie('piece'), fc.constantFrom(...SEPS)), { minLength: 1, maxLength: 4 })
    .map((parts) => parts.map(([c, s], i) => (i === parts.length - 1 ? c : c + s)).join('')),
}));

function same(s: string): void {
  const t = parseGrok(s);
  expect(invocations(t)).toEqual(invocationsFresh(t));
  expect(cwdChanges(t)).toEqual(cwdChangesFresh(t));
  expect(assignmentKeys(t)).toEqual(assignmentKeysFresh(t));
  expect(redirects(t)).toEqual(redirectsFresh(t));
}

describe('treeFacts: one walk reads what the separate walks read', () => {
  it('equals the separate walks on generated bash', () => {
    let scoped = 0;
    let keyed = 0;
    let redirected = 0;
    fc.assert(
      fc.property(script, (s) => {
        same(s);
        const t = parseGrok(s);
        if (invocations(t).some((i) => i.scope[1] !== Number.MAX_SAFE_INTEGER)) scoped++;
        if (assignmentKeys(t).length > 1) keyed++;
        if (redirects(t).length > 0) redirected++;
      }),
      { seed: 18014, numRuns: 1500 },
    );
    // The generator reaches the cases that differ (a test that cannot fail is a defect).
    expect(scoped).toBeGreaterThan(150);
    expect(keyed).toBeGreaterThan(50);
    expect(redirected).toBeGreaterThan(150);
  });

  it('equals them on a long built chain and on nested background jobs', () => {
    same(`${'true && '.repeat(300)}git status 0 || ls -la src 1`);
    same('a & b && (c & d | e) & cd x; f > o & { g; h & } & wait');
    same('cd a && ls > x & cd b; echo "$(cd c; cat < y & pwd)" | tee z');
    expect(invocations(parseGrok('a & b | c')).map((i) => i.scope)).toEqual([[0, 9], [4, 5], [8, 9]]);
  });
});

describe('baseName: the text after the last slash or backslash', () => {
  it('equals the lastIndexOf reading on generated words', () => {
    const reference = (w: string) => {
      const cut = Math.max(w.lastIndexOf('/'), w.lastIndexOf('\\'));
      return cut < 0 ? w : w.slice(cut + 1);
    };
    let cut = 0;
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'git', '/', '\\', '.', 'é', ''), { maxLength: 8 }).map((p) => p.join('')), (w) => {
        expect(baseName(w)).toBe(reference(w));
        if (reference(w) !== w) cut++;
      }),
      { seed: 547, numRuns: 1000 },
    );
    expect(cut).toBeGreaterThan(250);
  });
});
