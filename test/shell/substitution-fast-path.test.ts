/**
 * The plain-list reading also takes words holding `$(…)` around a plain
 * list (chunks.ts maskSubstitutions, walk.ts walkFlat): `echo "$(date)"`,
 * `x$(a | b)y`, `"p $(c; d) q"`. It must build exactly the analysis the
 * grammar builds (segments, nesting, ranges, dynamic words, payloads and
 * their skipped substitutions, opaque parts): compared deep-equal with the
 * grammar forced (analyzeWithGrammar) over generated lists of such words and
 * their near misses, and over a table of edge cases that must go to the
 * grammar (quotes, escapes, unbalanced `$(`, `)` in quotes, backticks,
 * `$((`, nesting, heredocs, comments).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeShell, analyzeWithGrammar } from '../../src/shell/index.js';
import { flatList, flatListHead } from '../../src/shell/chunks.js';

/** Names that exercise wrappers, payloads, declarations, data commands and the grammar's odd readings. */
const NAMES = [
  'echo', 'git', 'ls', 'cat', 'grep', 'date', 'sudo', 'env', 'timeout 5', 'nice -n 3', 'sh -c', 'bash -c', 'eval', 'xargs',
  'xargs sh -c', 'export', 'declare', 'local', 'unset', 'alias', 'exec', 'command', 'builtin', 'source', '.', 'find . -exec',
  'git -c', 'ssh -o', 'tee', 'rm -rf', 'A=1 git', 'export a=', 'local', 'A= ls', 'let', 'mapfile -C', 'watch', 'su -c', 'docker run x sh -c', 'time', 'test',
  'a@', 'x', 'kubectl exec p --', 'python3 -c', 'node -e', 'set -x', 'hash -p', 'shopt -s', 'trap', 'nohup',
];
const innerName = fc.constantFrom('date', 'git', 'ls', 'pwd', 'rm', 'sh', 'echo', 'cat', 'sudo', 'eval', 'export', 'local', 'env', 'A=1 ls', 'bash -c', 'xargs', 'id', 'export a=', 'A= ls');
const innerArg = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom('status', '-la', 'x', 'rm', '-rf', '/', 'sh', '-c', 'a=b', 'A=1', 'a=', 'sudo', 'eval', 'b,c', '%1', '-', '.') },
  { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z0-9_./:@%+,=-]{1,5}$/) },
  // words the grammar reads otherwise where they stand
  { weight: 1, arbitrary: fc.constantFrom('==', 'do', 'then', 'time', '=x') },
);
const innerCommand = fc.tuple(innerName, fc.array(innerArg, { maxLength: 2 })).map(([n, a]) => [n, ...a].join(' '));
const INNER_OPS = [' && ', ' || ', ' | ', '; ', '|', '&&', ';', ' ; '];
/** The text inside `$(…)`: mostly plain lists, sometimes near misses. */
const inner = fc.oneof(
  {
    weight: 16,
    arbitrary: fc
      .tuple(fc.constantFrom('', '', ' '), innerCommand, fc.array(fc.tuple(fc.constantFrom(...INNER_OPS), innerCommand), { maxLength: 2 }), fc.constantFrom('', '', ' ', ';', ' ;'))
      .map(([lead, first, rest, tail]) => lead + first + rest.map(([op, c]) => op + c).join('') + tail),
  },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', 'a &', 'a && ', '; a', 'a\nb', '(a)', '$(a)', 'a $(b)', '`a`', 'a #b', '"a"', "'a'", 'a > f', '$x', 'a\\ b', '{ a; }', 'if a; then b; fi', 'a & b') },
);
const substitution = inner.chain((i) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(`$(${i})`, `"$(${i})"`, `"x $(${i}) y"`, `a$(${i})b`, `$(${i})$(${i})`, `'$(${i})'`, `a=$(${i})`, `"$(${i})"'q'`, `x"$(${i})"`, `"$(${i}) $(date)"`, `"$(${i})\t $(date)"`, `" $(${i})"`, `"x $(${i}) $(date)"`, `"$(${i}) , $(date)"`, `'a'" $(${i})"`, `-o$(${i})`) },
    // near misses: an argument starting with `=`, an unclosed `$(`, arithmetic, an escaped `$`
    { weight: 1, arbitrary: fc.constantFrom(`=$(${i})`, `$(${i}`, `$((${i}))`, `\\$(${i})`) },
  ),
);
const plainArg = fc.constantFrom('-c', 'x', 'a=b', 'a=', '-rf', '/', '~/x', 'status', "'a b'", '"c d"', '--', '-o', 'ProxyCommand=x', 'rm', 'done', '{}');
const arg = fc.oneof({ weight: 2, arbitrary: plainArg }, { weight: 3, arbitrary: substitution });
const command = fc
  .tuple(fc.constantFrom(...NAMES), fc.array(arg, { minLength: 1, maxLength: 2 }))
  .map(([n, a]) => [n, ...a].join(' '));
const OPS = [' && ', ' || ', ' | ', '; ', '\n', '|', '&&', ' &&\n'];
const list = fc
  .tuple(command, fc.array(fc.tuple(fc.constantFrom(...OPS), command), { maxLength: 2 }), fc.constantFrom('', '', ' ', ';', '\n'))
  .map(([first, rest, tail]) => first + rest.map(([op, c]) => op + c).join('') + tail);

describe('the plain-list reading of words holding $(…) equals the grammar reading', () => {
  it('on generated lists (fixed seed)', () => {
    let fast = 0;
    let slow = 0;
    fc.assert(
      fc.property(list, (s) => {
        // `export a=|x` without a substitution is read plainly although the grammar finds a missing node
        // there: an older disagreement of the plain reading, reported apart (this reading refuses it).
        fc.pre(!/=\|/.test(s));
        if (flatList(s, true) !== null) fast++;
        else slow++;
        expect(analyzeShell(s)).toEqual(analyzeWithGrammar(s));
      }),
      { numRuns: 2000, seed: 1406 },
    );
    // The property is about the fast reading: enough inputs must take it, and enough must not.
    expect(fast).toBeGreaterThan(400);
    expect(slow).toBeGreaterThan(200);
  });

  it('keeps a prefix with flatListHead, complete only when nothing was dropped (fixed seed)', () => {
    fc.assert(
      fc.property(list, fc.integer({ min: 0, max: 4 }), (s, limit) => {
        const full = flatList(s, true);
        const head = flatListHead(s, limit, true);
        if (full === null) expect(head).toBeNull();
        else expect(head).toEqual({ head: full.slice(0, limit), complete: full.length <= limit });
      }),
      { numRuns: 2000, seed: 1407 },
    );
  });

  it.each([
    'echo "$(date)" 3',
    'git status 0 && ls -la src 1 && npm test 2 && echo "$(date)" 3 && cat README.md | grep x 4',
    'echo $(date)',
    'echo $( date )',
    'echo $(a | b) $(c && d; e)',
    'echo x$(a)y"$(b)"\'z\'',
    'echo "it\'s $(date)"',
    "echo '$(not run)' $(run)",
    'sh -c "$(date)"',
    'bash -c $(pick) && eval "$(x)"',
    'sudo -u root echo $(id)',
    'env A=$(x) rm',
    'xargs $(a) b',
    'echo $(date;)',
    'echo "$(a)"\necho "$(b)" c',
    'sh -c "$(a) $(date)"',
    'sh -c " $(a)\t$(b) x $(c)"',
  ])('takes the plain reading and agrees: %j', (s) => {
    expect(flatList(s, true)).not.toBeNull();
    expect(analyzeShell(s)).toEqual(analyzeWithGrammar(s));
  });

  it.each([
    // substitution where the grammar reads a name, an assignment or a declaration
    '$(date) x', '"$(a)" b', 'A=$(date) git', 'export A=$(date)', 'local x=$(a)', 'declare $(a)',
    // quotes, escapes and unbalanced `$(`
    'echo "$(echo ")")"', "echo $(echo ')')", 'echo \\$(date)', 'echo "\\$(date)"', 'echo $(date', 'echo "$(date)', 'echo $(a) )', 'echo $(a "b")',
    // backticks, arithmetic, nesting, other expansions
    'echo `date`', 'echo "$(a `b`)"', 'echo $((1 + 2))', 'echo $(( a ))', 'echo $( (a) )', 'echo $(a $(b))', 'echo $($(a))', 'echo ${x:-$(a)}', 'echo $x$(a)',
    // heredocs, comments, newlines, empty and backgrounded substitutions
    'cat <<EOF\n$(a)\nEOF', 'echo $(a) # c', 'echo $(a #c)', 'echo $(a\nb)', 'echo $()', 'echo $( )', 'echo $(a &)', 'echo $(a &&)', 'echo $(&& a)', 'echo $(a) &',
    // reserved words and redirects inside
    'echo $(if a; then b; fi)', 'echo $(do)', 'echo $(a > f)', 'echo $(a) > $(f)',
    // an empty value before `|` or `)`, where the grammar finds a missing node
    'echo $(export a=)', 'echo "$(local a=)"', 'echo $(export a=|x)', 'echo $(x) && export a=|x', 'echo $(x) | local a=||y',
  ])('goes to the grammar: %j', (s) => {
    expect(flatList(s, true)).toBeNull();
    expect(analyzeShell(s)).toEqual(analyzeWithGrammar(s));
  });
});
