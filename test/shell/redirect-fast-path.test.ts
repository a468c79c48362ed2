/**
 * The plain-list reading also takes file redirects after a command's last
 * word (chunks.ts flatListHead, walk.ts flatRedirects): `> out.txt`, `2>&1`,
 * `>> log`, `< in`. It must build exactly the analysis the grammar builds
 * (the segment's range up to the last redirect, its redirects, the writes,
 * the standard input that payload detection reads): compared deep-equal
 * with the grammar forced (analyzeWithGrammar) over generated commands with
 * redirects anywhere, and over a table of near misses that must go to the
 * grammar.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeShell, analyzeWithGrammar } from '../../src/shell/index.js';
import { flatList, flatListHead } from '../../src/shell/chunks.js';

const NAMES = [
  'ls -la', 'git status', 'cat', 'sh', 'bash', 'python3', 'sudo sh', 'env', 'tee', 'tee -a f', 'xargs rm', 'echo "$(date)"', 'echo',
  'export A=1', 'local x', 'unset y', 'A=1 make', 'find . -name x', 'sed -n 1p', 'sudo tee', 'timeout 5 sh', 'bash -c "rm x"', 'time ls',
  'test -f x', 'a@', 'cat ~/.ssh/id_rsa', 'source', '.', 'eval', 'nohup', 'su -c x',
];
const GOOD_OPS = ['>', '>>', '<', '1>', '2>', '2>>', '>&', '2>&'];
const ODD_OPS = ['0<', '3<', '5>&', '&>', '<<', '<<<', '<>', '>|', '<&', '12>'];
const GOOD_TARGETS = ['out.txt', '/dev/null', '/dev/stderr', '~/.bashrc', "'a b.txt'", '"c d"', '1', '2', 'f', 'x.log', 'script.sh', 'a,b', '%1', '@x'];
const ODD_TARGETS = ['-', 'a=b', '$(x)', '"$(x)"', '-f', '&1', 'EOF', '12'];
const op = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...GOOD_OPS) }, { weight: 1, arbitrary: fc.constantFrom(...ODD_OPS) });
const target = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...GOOD_TARGETS) }, { weight: 1, arbitrary: fc.constantFrom(...ODD_TARGETS) });
const gap = fc.constantFrom(' ', ' ', '', '  ', '\t');
const redirect = fc.tuple(op, gap, target).map(([o, g, t]) => `${o}${g}${t}`);
/** Mostly nothing, sometimes `a` (a redirect before the name, a word after the redirects: near misses). */
const rarely = (a: fc.Arbitrary<string>) => fc.oneof({ weight: 8, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: a });
const word = fc.constantFrom('x', '-c', 'a=b', 'rm', '-rf', '/');
const command = fc
  .tuple(
    rarely(redirect),
    fc.constantFrom(...NAMES),
    fc.array(word, { maxLength: 2 }),
    fc.array(redirect, { maxLength: 3 }),
    rarely(word),
    fc.integer({ min: 0, max: 7 }),
  )
  .map(([lead, name, words, redirects, after, glue]) => {
    const s = [lead, name, ...words, ...redirects, after].filter((w) => w !== null).join(' ');
    return glue === 0 ? s.replace(/ (?=[0-9]?[<>])/, '') : s; // sometimes no blank before a redirect
  });
const LIST_OPS = [' && ', ' || ', ' | ', '; ', '\n', '|', '&&', ';'];
const list = fc
  .tuple(command, fc.array(fc.tuple(fc.constantFrom(...LIST_OPS), command), { maxLength: 2 }), fc.constantFrom('', '', ';', ' '))
  .map(([first, rest, tail]) => first + rest.map(([op, c]) => op + c).join('') + tail);

describe('the plain-list reading of commands with redirects equals the grammar reading', () => {
  it('on generated lists (fixed seed)', () => {
    let fast = 0;
    let slow = 0;
    fc.assert(
      fc.property(list, (s) => {
        if (flatList(s, true)?.some((c) => c.redirects !== undefined)) fast++;
        else slow++;
        expect(analyzeShell(s)).toEqual(analyzeWithGrammar(s));
      }),
      { numRuns: 2500, seed: 1418 },
    );
    // The property is about the fast reading of redirects: enough inputs must take it, and enough must not.
    expect(fast).toBeGreaterThan(150);
    expect(slow).toBeGreaterThan(300);
  });

  // The plain reading steps over blanks between tokens and asks the character before a redirect whether
  // it is a blank: runs of spaces and tabs of any width, anywhere, must read as the grammar reads them.
  it('with blanks of any width and kind between words (fixed seed)', () => {
    const runs = fc.array(fc.constantFrom(' ', '  ', '\t', ' \t', '\t ', '   '), { minLength: 8, maxLength: 8 });
    let fast = 0;
    fc.assert(
      fc.property(list, runs, fc.constantFrom('', ' ', '\t', '  '), (l, blanks, edge) => {
        let k = 0;
        const s = edge + l.replace(/ /g, () => blanks[k++ % blanks.length]!) + edge;
        if (flatList(s, true)?.some((c) => c.redirects !== undefined)) fast++;
        expect(analyzeShell(s)).toEqual(analyzeWithGrammar(s));
      }),
      { numRuns: 1500, seed: 1420 },
    );
    expect(fast).toBeGreaterThan(100);
  });

  it('keeps a prefix with flatListHead, complete only when nothing was dropped (fixed seed)', () => {
    fc.assert(
      fc.property(list, fc.integer({ min: 0, max: 3 }), (s, limit) => {
        const full = flatList(s, true);
        const head = flatListHead(s, limit, true);
        if (full === null) expect(head).toBeNull();
        else expect(head).toEqual({ head: full.slice(0, limit), complete: full.length <= limit });
      }),
      { numRuns: 2000, seed: 1419 },
    );
  });

  it.each([
    'ls -la > out.txt 2>&1 && terraform plan',
    'cat < in.txt | sh',
    'sh < script.sh',
    'a >> log 2> /dev/null',
    'a | b > f',
    'a > f | b',
    'echo x >&2',
    'git status > ~/.bashrc',
    "cargo build < 'a b.txt' | echo",
    'a 1> f',
    'a >f',
    'a 2>&1 | b 2>&1',
    'bash -c "rm x" > f',
    'echo "$(date)" > f',
    'sudo tee f > /dev/null',
    'a > f.txt && b >> f.txt; c < f.txt',
  ])('takes the plain reading and agrees: %j', (s) => {
    expect(flatList(s, true)).not.toBeNull();
    expect(analyzeShell(s)).toEqual(analyzeWithGrammar(s));
  });

  it.each([
    // shapes the grammar reads otherwise: a redirect first or between words, no blank before it, descriptors before `<`
    '> f a', 'a > f b', 'a>f', 'a 0< f', 'a 3< f', 'a 12> f', 'a > f>g', 'A=1 > f', 'export A=1 > f', 'local x > f',
    // operators and targets the plain reading leaves alone
    'a &> f', 'a >| f', 'a <> f', 'a <& 3', 'a >& f', 'a > a=b', 'a > $(x)', 'a > "$(x)"', 'a > $x', 'a >', 'a > && b', 'a > -x',
    'cat <<EOF\nx\nEOF', 'a <<< x', 'a < <(b)', 'a > >(b)',
  ])('goes to the grammar: %j', (s) => {
    expect(flatList(s, true)).toBeNull();
    expect(analyzeShell(s)).toEqual(analyzeWithGrammar(s));
  });
});
