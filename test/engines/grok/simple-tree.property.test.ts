/**
 * A tree `reuseCommandTree` cuts out of a command of simple words is read
 * without a walk (src/engines/grok/split.ts, `simpleTrees`): its
 * invocations, cwd changes, assignment keys, redirects and word-only
 * commands are its words split at the spaces. Over generated chains (fixed
 * seed) every cut-out tree's readings must equal the walk of that same tree
 * (`treeFactsWalk`, `wordOnlyCommandsWalk`), words near the simple form
 * (quotes, escapes, expansions, assignments, redirects, keywords) included.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TsNode } from '../../../src/shell/parse.js';
import { assignmentKeys, cwdChanges, invocations, parseGrok, redirects, reuseCommandTree, treeFactsWalk, wordOnlyCommands, wordOnlyCommandsWalk } from '../../../src/engines/grok/split.js';

const HEADS = ['cd', 'pushd', 'popd', '/usr/bin/cd', './cd', 'CD', 'git', 'ls', 'npm', 'cat', 'grep', 'a.b', '_x', 'if', 'time', 'a=b', '"ls"', 'l\\s', '$x'];
const ARGS = ['status', '-la', 'src', '0', '12', '-1', 'a=b', '--x=y', 'x.txt', './a', '/etc/p', 'a:b', '@x', '%1', '+', ',', '0x1f', '"$(date)"', '"q"', "'r'", '$x', 'a\\ b', '>out', '2>&1', '*', '~'];
const SEPS = [' && ', ' || ', '; ', ' | '];

const command = fc.tuple(fc.constantFrom(...HEADS), fc.array(fc.constantFrom(...ARGS), { maxLength: 3 })).map(([h, as]) => [h, ...as].join(' '));
const script = fc
  .array(fc.tuple(command, fc.constantFrom(...SEPS)), { minLength: 1, maxLength: 6 })
  .map((parts) => parts.map(([c, s], i) => (i === parts.length - 1 ? c : c + s)).join(''));

function commandStarts(root: TsNode): [number, number][] {
  const out: [number, number][] = [];
  const stack = [root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.type === 'command') out.push([n.startIndex, n.endIndex]);
    stack.push(...n.children);
  }
  return out;
}

describe('simple cut-out trees: their words split at the spaces read as the walk does', () => {
  it('equals the walk of the same tree for every cut-out tree', () => {
    let cut = 0;
    let cds = 0;
    fc.assert(
      fc.property(script, (s) => {
        const whole = parseGrok(s);
        for (const [a, b] of commandStarts(whole.root)) {
          const t = reuseCommandTree(whole, a, b);
          if (t === undefined) continue;
          cut++;
          const walk = treeFactsWalk(t);
          expect(invocations(t)).toEqual(walk.invocations);
          expect(cwdChanges(t)).toEqual(walk.cwdChanges);
          expect(assignmentKeys(t)).toEqual(walk.assignmentKeys);
          expect(redirects(t)).toEqual(walk.redirects);
          expect(wordOnlyCommands(t)).toEqual(wordOnlyCommandsWalk(t));
          if (walk.cwdChanges.length > 0) cds++;
        }
      }),
      { seed: 18010, numRuns: 800 },
    );
    // The generator reaches the simple trees, cd among them (a test that cannot fail is a defect).
    expect(cut).toBeGreaterThan(300);
    expect(cds).toBeGreaterThan(20);
  });
});
