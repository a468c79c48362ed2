/**
 * `andOrTree` (src/engines/grok/split.ts) builds the tree of a list of
 * plain commands joined by `&&` / `||` / `|` without the grammar: it must be the
 * very tree `parseBash` gives for that text, or undefined. Over generated
 * scripts (fixed seed, words and separators that read differently included)
 * every script it accepts is compared node by node with a real parse; a
 * test that would fail if the builder nested, typed or placed a node
 * differently, or accepted a script the grammar reads otherwise.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBash, type TsNode } from '../../../src/shell/parse.js';
import { andOrTree, parseGrok } from '../../../src/engines/grok/split.js';

// Words and separators the builder accepts (keywords and numbers in argument position included), and ones
// that read differently; mostly the first, so that many scripts reach the builder.
const SAFE = ['true', 'git', 'status', 'ls', '-la', 'src', '0', '12', '0755', '-', '--x', 'if', 'then', 'fi', 'do', 'done', 'time', 'in', 'x.txt', './a', '/etc/p', '.', '..', '_x', 'a-b', 'a_b', 'exec', 'env', 'a.b.c', '-rf', '--y', '-x1', '-x-1', '-.', '-/x', '-_', 'https://example.com/i.sh', 'a:b', '-x:1', 'c::', '/p:q', '"$(date)"', '"$(x)"', '"$(a_1)"', '"$(ls)"'];
// Quoted arguments and words with `~` or `=` the builder reads too.
const QUOTED = ["'a b'", "''", "'$(x) ; | && \"'", "'-1'", '"p q"', '""', '" s "', '"*.py"', '"-x=1 a,b+c@d%e:f/g"', 'HEAD~1', '~', '~/x', '~/.ssh/id_rsa', '-n=2', 'A=b', '--x=y', 'a~b=c'];
const HOSTILE = ["'x'yz", '"x"yz', "'x'yz w", '-1', '--1', '-0x1', '-1a', '-=', 'a=b', '--x=y', '!', ':', ':x', '1:2', '-:', '@x', 'a@b', '%1', 'a%b', '+', 'a+b', ',', 'a,b', '0x1f', '10#5', '1a', '$x', '"q"', "'r'", '*', '~', '{', '}', '#c', 'a\\ b', '[', '[[', '(', ')', '"$(if)"', '"$(time)"', '"$(a b)"', '"$(A)"', '"$(1a)"', '"$(date) x"', '"$(date)"x', 'x"$(date)"', '"$(date -u)"', '"$( date)"', '$(date)', '"$(x)y"', '"$(a.b)"', "'x'y", '"x"y', "x'y'", "'a", '"a', "'a\nb'", '"a\nb"', '"$x"', '"a\\"b"', '"`x`"', '"!x"', '"#"', "'#'", '=x', '~x', 'x~', '~+', '"a"\'b\'', "'a' 'b", '"\\"'];
const SEPS = [' && ', ' || ', ' | '];
const ODD_SEPS = ['; ', '|', ' |', '| ', ' | | ', ' |  ', '\n', ' ', '  ', ' & ', '&&', ' &&  ', ' |& '];

const word = fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...SAFE) }, { weight: 6, arbitrary: fc.constantFrom(...QUOTED) }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE) });
const sep = fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...SEPS) }, { weight: 1, arbitrary: fc.constantFrom(...ODD_SEPS) });
const command = fc.array(word, { minLength: 1, maxLength: 4 }).map((ws) => ws.join(' '));
const script = fc
  .array(fc.tuple(command, sep), { minLength: 1, maxLength: 7 })
  .map((parts) => parts.map(([c, s], i) => (i === parts.length - 1 ? c : c + s)).join(''));
// Pipelines: mostly simple words, `|` as often as `&&` and `||` together, so that long pipelines, first or later, are built.
const pipedWord = fc.oneof({ weight: 40, arbitrary: fc.constantFrom(...SAFE) }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE) });
const pipedSep = fc.oneof({ weight: 20, arbitrary: fc.constantFrom(' | ', ' | ', ' && ', ' || ') }, { weight: 1, arbitrary: fc.constantFrom(...ODD_SEPS) });
const pipedScript = fc
  .array(fc.tuple(fc.tuple(fc.constantFrom('git', 'curl', 'sh', 'grep', './a', 'a:b', 'if', '-x'), fc.array(pipedWord, { maxLength: 3 })).map(([c, ws]) => [c, ...ws].join(' ')), pipedSep), { minLength: 2, maxLength: 7 })
  .map((parts) => parts.map(([c, s], i) => (i === parts.length - 1 ? c : c + s)).join(''));
const edges = fc.tuple(fc.constantFrom('', '', '', '', '', '', ' ', '\n'), script, fc.constantFrom('', '', '', '', '', '', ' ', ' &&', ';')).map(([a, s, b]) => a + s + b);

function plain(n: TsNode): unknown {
  return { type: n.type, isNamed: n.isNamed, isMissing: n.isMissing, hasError: n.hasError, startIndex: n.startIndex, endIndex: n.endIndex, childCount: n.childCount, children: n.children.map(plain) };
}

/** The number of commands in each `pipeline` of a tree. */
function pipelineLengths(n: TsNode): number[] {
  const here = n.type === 'pipeline' ? [n.children.filter((c) => c.type === 'command').length] : [];
  return [...here, ...n.children.flatMap(pipelineLengths)];
}

describe('andOrTree: the built tree is the parse of the text', () => {
  it('equals parseBash for every script it accepts', () => {
    let built = 0;
    let piped = 0;
    let longPiped = 0;
    let substituted = 0;
    let quoted = 0;
    fc.assert(
      fc.property(fc.oneof(edges, pipedScript), (s) => {
        const t = andOrTree(s);
        if (t === undefined) return;
        built++;
        const stages = pipelineLengths(t.root);
        if (stages.length > 0) piped++;
        if (stages.some((n) => n >= 3)) longPiped++;
        if (s.includes('"$(')) substituted++;
        if (/'|"[^$]/.test(s)) quoted++;
        const parsed = parseBash(s);
        expect(t.source).toBe(s);
        expect(t.stderrPipe).toBe(parsed.stderrPipes.size > 0);
        expect(plain(t.root)).toEqual(plain(parsed.root));
      }),
      { seed: 16031, numRuns: 10000 },
    );
    // The generator reaches the builder, with pipelines of two and of more commands (a test that cannot fail is a defect).
    expect(built).toBeGreaterThan(500);
    expect(piped).toBeGreaterThan(250);
    expect(longPiped).toBeGreaterThan(40);
    expect(substituted).toBeGreaterThan(200);
    expect(quoted).toBeGreaterThan(150);
  });

  it('parseGrok answers the parse of each text whatever was asked before it', () => {
    // A long chain grok cannot build (a `;`), asked between lists it builds and texts it parses.
    const long = `${'git status 1 && '.repeat(100)}cat x; grep y`;
    const first = parseGrok(long);
    fc.assert(
      fc.property(fc.array(edges, { minLength: 1, maxLength: 40 }), (texts) => {
        for (const s of [...texts, long]) expect(plain(parseGrok(s).root)).toEqual(plain(parseBash(s).root));
      }),
      { seed: 7702, numRuns: 150 },
    );
    // The built trees of short lists keep their own cache: a long chain's tree, parsed or built, is still the one kept.
    const longBuilt = Array.from({ length: 100 }, (_, i) => `git status ${i}`).join(' && ');
    const built = parseGrok(longBuilt);
    for (let i = 0; i < 100; i++) parseGrok(`git status ${i} && ls -la x${i}`);
    expect(parseGrok(long)).toBe(first);
    expect(parseGrok(longBuilt)).toBe(built);
  });

  it('is what parseGrok answers for a long chain or a short list, and refuses other constructs', () => {
    const long = `${'true && '.repeat(300)}git status 0 || ls -la src 1`;
    const t = parseGrok(long);
    expect(plain(t.root)).toEqual(plain(parseBash(long).root));
    for (const short of ['git status x12b', 'rm -rf x3b x', 'ls --all -x1 && go test 0 || a', 'git status && curl https://example.com/install.sh | sh', 'a | b | c', 'a | b && c | d | e', 'x && a | b | c', "find . -name \"*.py\" -x 'a b' && git reset --hard HEAD~1 ~/x", 'echo "$(date)" 3 && cat README.md | grep x 4', 'a "$(x)" | b "$(y)" "$(z)"']) {
      expect(andOrTree(short)).toBeDefined();
      expect(plain(parseGrok(short).root)).toEqual(plain(parseBash(short).root));
    }
    expect(andOrTree('true && true')?.root.children[0]?.type).toBe('list');
    expect(andOrTree('a | b')?.root.children[0]?.type).toBe('pipeline');
    for (const s of ['true && true ', ' true', 'a; b', 'if && b', 'a && $x', 'a && "q"', 'a &&', '&& a', 'a  && b', 'a && -1', 'a |& b', 'a | | b', '| a', 'a |', 'a && | b', 'a | && b', 'a ||| b', 'a|b', 'a | b | c && d', 'a | b | c | d || e', 'x && a | b | c && d', 'echo "$(if)"', 'echo "$(date -u)"', '"$(date)" x', 'echo "$(Date)"', "echo 'x'y", "echo 'x'yz", 'echo "x"yz w', 'echo "$x"', "'a' b", 'echo "a\\"b"', "echo 'a\nb'"]) expect(andOrTree(s)).toBeUndefined();
  });
});
