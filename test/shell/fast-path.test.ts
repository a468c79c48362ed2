/**
 * The plain-list reading (chunks.ts flatList, walk.ts walkFlat) skips the
 * grammar for lists of plain words. It must build exactly the analysis the
 * grammar path builds: compared deep-equal with the grammar forced
 * (analyzeWithGrammar), over generated plain lists and over a table of
 * near misses that must go to the grammar (where its reading is odd, the
 * grammar's reading is the reference, so the fast reading must not guess).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeShell, analyzeWithGrammar } from '../../src/shell/index.js';
import { flatList, flatListHead } from '../../src/shell/chunks.js';

/** Words that exercise wrappers, payloads, declarations, runtime rebinding and the grammar's odd readings. */
const NAMES = [
  'sudo', 'env', 'bash', 'sh', 'timeout', 'nice', 'xargs', 'eval', 'export', 'declare', 'unset', 'local', 'readonly',
  'typeset', 'git', 'rm', 'cat', 'tee', 'find', 'alias', 'shopt', 'set', 'hash', 'command', 'builtin', 'exec', 'nohup',
  'source', '.', ':', 'true', 'in', 'do', 'let', 'mapfile', 'readarray', 'ssh', 'tar', 'make', 'npm', 'docker', 'kubectl',
  'watch', 'su', '-c', '-S', '-u', '-n', '-exec', '-i', '-o', '--exec', 'rebase', '-x', 'x', '1', '2', '-', '--', '=',
  '==', 'a=b', 'A=1', 'A=', 'a+=b', '_x=y=z', '1a=b', '_=x', 'PATH=x', 'ENV=x', 'BASH_ENV=y', 'GIT_SSH_COMMAND=z', '%1',
  '@', 'a,b', '+x', '-rf', '/', './a', 'a/b', 'a:', 'a@b', 'node', 'python3', 'perl', 'awk', 'sed', 'vim', 'less', '-e',
  '-p', 'strace', 'stdbuf', 'chroot', 'time', '!', '[', 'test', 'coproc', 'esac', 'then', 'fi', 'select', 'function',
  'LD_PRELOAD=x', '-P', '-C', 'expand_aliases', '-s', '-v', 'read', 'trap', 'type', 'echo', 'PS4=x', 'xtrace',
  '~', '~/x', '~+', '~-', 'a~b', 'A=~/x', '~=x', 'x=~', '-i~/.ssh/id', '~root', 'PATH=~/bin:x', 'cd', 'ls',
];
const word = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NAMES) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9_./:@%+,=~-]{1,6}$/) },
);
const command = fc.array(word, { minLength: 1, maxLength: 6 }).map((w) => w.join(' '));
const OPS = [' && ', ' || ', ' | ', '; ', '\n', ';\n', ' &&\n', '|', '&&', ' ; ', '\n\n', ';', '||', ' |\n', '\t&&\t'];
const list = fc
  .tuple(command, fc.array(fc.tuple(fc.constantFrom(...OPS), command), { maxLength: 4 }), fc.constantFrom('', ' ', '\n', ';', ' ;', '\t'))
  .map(([first, rest, tail]) => first + rest.map(([op, c]) => op + c).join('') + tail);

/** Commands with quoted arguments: single-quoted anything but a newline, double-quoted with nothing expanded (or, as near misses, with `$`, backticks, backslashes, newlines). */
const inner = fc.stringMatching(/^[A-Za-z0-9 _.;&|<>()*?[\]{}~#!=:%@+,/\t-]{0,8}$/);
const quotedPiece = fc.oneof(
  fc.constantFrom('-c', '-e', 'x', 'a=b', '-name', '--exec', 'rm', '-rf', '/', 's/a/b/g', '-exec', ';', '-m', 'sh', 'bash', '-S', 'exec', '-u', 'A=1', '--', '-o', 'ProxyCommand=x', '-I{}', 'eval', '-x'),
  inner.map((x) => `'${x}'`),
  fc.oneof(inner, fc.constantFrom('rm -rf /', 'a b', '', 'x=1', '=', '-c', "it's", '$x', '`a`', '\\', 'a\nb', 'done')).map((x) => `"${x}"`),
);
const quotedArg = fc.array(quotedPiece, { minLength: 1, maxLength: 3 }).chain((ps) => fc.boolean().map((glue) => (ps.length > 1 && glue ? ps.join('') : ps[0]!)));
const quotedName = fc.constantFrom('git', 'echo', 'sh', 'bash', 'sudo', 'grep', 'find', 'sed', 'eval', 'xargs', 'env', 'ssh', 'tar', 'python3', 'timeout', 'export', 'alias', 'A=1 git', 'docker', 'cat', 'su', 'watch', 'source', 'exec');
const quotedCommand = fc.tuple(quotedName, fc.array(quotedArg, { maxLength: 5 })).map(([n, a]) => [n, ...a].join(' '));
const quotedList = fc
  .tuple(quotedCommand, fc.array(fc.tuple(fc.constantFrom(' && ', ' || ', ' | ', '; ', '\n', ';\n', '|'), quotedCommand), { maxLength: 3 }))
  .map(([first, rest]) => first + rest.map(([op, c]) => op + c).join(''));

describe('the plain-list reading equals the grammar reading', () => {
  it('on generated lists of plain words (fixed seed)', () => {
    let fast = 0;
    fc.assert(
      fc.property(list, (s) => {
        if (flatList(s) !== null) fast++;
        expect(analyzeShell(s)).toEqual(analyzeWithGrammar(s));
      }),
      { numRuns: 2000, seed: 1414 },
    );
    // The property is about the fast reading: enough inputs must take it.
    expect(fast).toBeGreaterThan(150);
  });

  it('on generated lists with quoted arguments (fixed seed)', () => {
    let fast = 0;
    fc.assert(
      fc.property(quotedList, (s) => {
        if (flatList(s) !== null) fast++;
        expect(analyzeShell(s)).toEqual(analyzeWithGrammar(s));
      }),
      { numRuns: 1500, seed: 1818 },
    );
    expect(fast).toBeGreaterThan(500);
  });

  it.each([
    'git status',
    'git status && npm test',
    'ls -la src | grep x || cp a b; make t1\nmake t2',
    'a;\nb',
    'A=1 B=2 make install PREFIX=/usr/local',
    'sudo -u root rm -rf /var/x',
    'timeout 5 nice -n 3 env FOO=1 bash -c ls',
    'export A=1 B',
    'xargs -n1 rm',
    'eval ls',
    'bash -c rm',
    'true && '.repeat(50) + 'true',
    'a ;',
    'a\n\n\nb\n',
    `sh -c "rm -rf 'a b'" && git commit -m 'fix: it; works | x' && find . -name "*.py"`,
    `sed -i 's/$x/y/g' f`,
    `echo ""'' a"b"'c' "x=1"`,
    'cat ~/.ssh/id_rsa && ssh -i ~/.ssh/id_rsa x.example && rm -rf ~/build ~',
  ])('takes the plain reading and agrees: %j', (s) => {
    expect(flatList(s)).not.toBeNull();
    expect(analyzeShell(s)).toEqual(analyzeWithGrammar(s));
  });

  it.each([
    // quoting, expansions, globs, braces, tilde, comments, redirects, background, reserved words
    'echo "$x"', 'echo "`a`"', 'echo "a\\"b"', 'echo "a\nb"', "echo 'a\nb'", '"rm" x', '"A=1" x', 'A="1" x', 'export "a"', 'echo "x', 'echo $HOME', 'echo *', 'echo a?', 'echo [ab]', 'echo {a,b}', 'ls # c',
    'echo x > f y', 'cat 0< f', 'a & b', 'a &', 'if true; then x; fi', 'for i in a; do x; done', '! rm x', 'time rm x',
    '[ -f x ]', 'test -f x', 'coproc x', 'echo \\x', 'a\r b',
    // the grammar's odd readings of plain words
    'a@ x', 'a% x', 'a+=b x', 'A+: x', '_=A x', '0a=b x', 'a=b a:', 'x ==', 'export a%+', 'A=1', 'GIT_SSH_COMMAND=z',
    // a tilde where bash expands it in a name or an assignment
    '~/bin/x a', 'A=~/x git', 'export A=~/x', 'PATH=~/bin:x make',
    // operators that are doubled or dangling
    'a && && b', '; a', 'a |', 'a &&', 'a ;; b', 'a\n; b', 'a |& b',
  ])('goes to the grammar: %j', (s) => {
    expect(flatList(s)).toBeNull();
    expect(analyzeShell(s)).toEqual(analyzeWithGrammar(s));
  });
});

describe('flatListHead keeps the first commands of the plain-list reading', () => {
  it('equals a prefix of flatList, complete only when nothing was dropped (fixed seed)', () => {
    fc.assert(
      fc.property(list, fc.integer({ min: 0, max: 6 }), (s, limit) => {
        const full = flatList(s);
        const head = flatListHead(s, limit);
        if (full === null) expect(head).toBeNull();
        else expect(head).toEqual({ head: full.slice(0, limit), complete: full.length <= limit });
      }),
      { numRuns: 3000, seed: 1919 },
    );
  });

  it('still refuses a list whose dropped commands the grammar must read', () => {
    expect(flatListHead('a && b && c && x ==', 1)).toBeNull();
    expect(flatListHead('a && b && c &&', 1)).toBeNull();
    expect(flatListHead('a && b && c', 1)).toEqual({ head: flatList('a && b && c')!.slice(0, 1), complete: false });
  });
});
