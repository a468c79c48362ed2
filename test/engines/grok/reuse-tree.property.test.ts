/**
 * `reuseCommandTree` (src/engines/grok/split.ts) hands a segment's run the
 * whole command's tree, cut out, instead of a second parse: it must be the
 * very tree a parse of the segment's text gives, or undefined. Over
 * generated lists of commands (fixed seed) every command node is tried
 * against `parseBash` of its own text; a test that would fail if the copy
 * dropped, moved or retyped a node, or reused a command that reads
 * differently on its own.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBash, type TsNode } from '../../../src/shell/parse.js';
import { parseGrok, reuseCommandTree } from '../../../src/engines/grok/split.js';

const WORDS = ['"$(date)"', '"$(if)"', '"$(a b)"', '"$(x)"', 'git', 'status', 'ls', '-la', 'src', '0', '12', '-1', 'a=b', '--x=y', 'if', 'then', 'fi', 'do', 'time', 'in', 'x.txt', './a', '/etc/p', 'a:b', '@x', '%1', '+', ',', '0x1f', '10#5', '$x', '"q"', "'r'", '*', '~', '{', '}', '!', '#c', 'a\\ b', '[', ']', '[[', '(', ')'];
const SEPS = [' && ', ' || ', '; ', ' | ', '\n', ' ', '  ', ' & ', ' |& '];

const command = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 4 }).map((ws) => ws.join(' '));
const script = fc
  .array(fc.tuple(command, fc.constantFrom(...SEPS)), { minLength: 1, maxLength: 5 })
  .map((parts) => parts.map(([c, s], i) => (i === parts.length - 1 ? c : c + s)).join(''));

function plain(n: TsNode): unknown {
  return { type: n.type, isNamed: n.isNamed, isMissing: n.isMissing, hasError: n.hasError, startIndex: n.startIndex, endIndex: n.endIndex, childCount: n.childCount, children: n.children.map(plain) };
}

function commandNodes(root: TsNode): TsNode[] {
  const out: TsNode[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.type === 'command') out.push(n);
    stack.push(...n.children);
  }
  return out;
}

describe('reuseCommandTree: the cut-out tree is the parse of the segment text', () => {
  it('equals parseBash of the text for every command node it accepts', () => {
    let reused = 0;
    fc.assert(
      fc.property(script, (s) => {
        const whole = parseGrok(s);
        for (const n of commandNodes(whole.root)) {
          const t = reuseCommandTree(whole, n.startIndex, n.endIndex);
          if (t === undefined) continue;
          reused++;
          const text = s.slice(n.startIndex, n.endIndex);
          expect(t.source).toBe(text);
          expect(t.stderrPipe).toBe(false);
          expect(plain(t.root)).toEqual(plain(parseBash(text).root));
          // parseGrok answers the same tree for that text.
          expect(parseGrok(text)).toBe(t);
        }
      }),
      { seed: 14018, numRuns: 600 },
    );
    // The generator reaches the reuse (a test that cannot fail is a defect).
    expect(reused).toBeGreaterThan(100);
  });

  it('refuses what could read differently alone', () => {
    const src = 'if x; then a=b c; fi && time ls && echo $x && ls "q" && ls -la src';
    const whole = parseGrok(src);
    const at = (text: string) => {
      const i = src.indexOf(text);
      return reuseCommandTree(whole, i, i + text.length);
    };
    expect(at('echo $x')).toBeUndefined();
    expect(at('ls "q"')).toBeUndefined();
    expect(at('a=b c')).toBeUndefined();
    expect(at('ls -la src')?.source).toBe('ls -la src');
    // A quoted substitution of one bare word is copied too, node for node.
    const sub = 'git status 0 && echo "$(date)" 3 && echo "$(date) x" && echo "$(a b)"';
    const subTree = parseGrok(sub);
    const cut = (text: string) => reuseCommandTree(subTree, sub.indexOf(text), sub.indexOf(text) + text.length);
    expect(plain(cut('echo "$(date)" 3')!.root)).toEqual(plain(parseBash('echo "$(date)" 3').root));
    expect(cut('echo "$(date) x"')).toBeUndefined();
    expect(cut('echo "$(a b)"')).toBeUndefined();
    // Not a command node's range.
    expect(reuseCommandTree(whole, src.indexOf('la src'), src.length)).toBeUndefined();
  });
});
