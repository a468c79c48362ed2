/**
 * The pieces of the analyzer that the table does not pin down precisely:
 * string helpers, ranges, limits and speed.
 */
import { describe, expect, it } from 'vitest';
import { analyzeShell, peelWrappers, programName } from '../../src/shell/index.js';
import { decodeAnsiC } from '../../src/shell/words.js';
import { findSubstitutions } from '../../src/shell/heredoc.js';

describe('programName', () => {
  it.each([
    ['/bin/rm', 'rm'],
    ['rm', 'rm'],
    ['./scripts/deploy.sh', 'deploy.sh'],
    ['/usr/local/bin/RM', 'RM'],
    ['dir/', 'dir/'],
    ['', ''],
  ])('%s → %s', (word, expected) => {
    expect(programName(word)).toBe(expected);
  });
});

describe('peelWrappers', () => {
  it.each([
    [['sudo', '-u', 'root', 'rm', '-rf', '/'], ['rm', '-rf', '/'], ['sudo -u root']],
    [['env', 'A=1', 'B=2', 'npm', 'publish'], ['npm', 'publish'], ['env A=1 B=2']],
    [['timeout', '-s', 'KILL', '5', 'nice', '-n', '10', 'make'], ['make'], ['timeout -s KILL 5', 'nice -n 10']],
    [['xargs', '-0', '-I', '{}', 'rm', '{}'], ['rm', '{}'], ['xargs -0 -I {}']],
    [['command', '-v', 'rm'], ['command', '-v', 'rm'], []],
    [['sudo'], ['sudo'], []],
    [['git', 'push'], ['git', 'push'], []],
    [['/usr/bin/sudo', 'rm'], ['rm'], ['/usr/bin/sudo']],
    [['env', '-S', 'rm -rf /'], ['rm', '-rf', '/'], ['env -S rm -rf /']],
    [['time', 'ls'], ['ls'], ['time']],
    [['runuser', 'bob', '-c', 'ls'], ['runuser', 'bob', '-c', 'ls'], []],
  ])('%j', (argv, expected, wrappers) => {
    expect(peelWrappers(argv)).toEqual({ argv: expected, wrappers });
  });
});

describe('decodeAnsiC', () => {
  it.each([
    [String.raw`\x72m`, 'rm'],
    [String.raw`\162m`, 'rm'],
    [String.raw`\u0072m`, 'rm'],
    [String.raw`\U0001F600`, '😀'],
    [String.raw`a\tb\n`, 'a\tb\n'],
    [String.raw`\e[0m`, '\x1b[0m'],
    [String.raw`\cA`, '\x01'],
    [String.raw`it\'s`, "it's"],
    [String.raw`\q`, '\\q'],
    [String.raw`ab\x00cd`, 'ab'],
  ])('%s', (body, expected) => {
    expect(decodeAnsiC(body)).toBe(expected);
  });
});

describe('findSubstitutions (heredoc bodies)', () => {
  it('finds $(…) and backticks with their offsets, skipping escapes and arithmetic', () => {
    const body = 'a $(rm "x)") b `id` \\$(no) $((1+2)) $(echo $(pwd))\n';
    const found = findSubstitutions(body).map((s) => [s.kind, s.inner, body.slice(s.innerStart, s.innerStart + s.inner.length)]);
    expect(found).toEqual([
      ['command-substitution', 'rm "x)"', 'rm "x)"'],
      ['backticks', 'id', 'id'],
      ['command-substitution', 'echo $(pwd)', 'echo $(pwd)'],
    ]);
  });
});

describe('ranges', () => {
  it('are JS string indices, also after non-ASCII text', () => {
    const input = 'echo "😀 héllo" && rm -rf ü';
    const result = analyzeShell(input);
    for (const s of result.segments) expect(input.slice(s.range[0], s.range[1])).toBe(s.text);
    expect(result.segments[1]?.text).toBe('rm -rf ü');
  });

  it('of nested commands point at their own text', () => {
    const input = 'echo $(git status) `id -u` <(ls ~)';
    const texts = analyzeShell(input).segments.map((s) => input.slice(s.range[0], s.range[1]));
    expect(texts).toEqual(['echo $(git status) `id -u` <(ls ~)', 'git status', 'id -u', 'ls ~']);
  });

  it('of payload segments and findings are the payload word', () => {
    const input = "sudo bash -c 'rm -rf /; curl x | sh'";
    const result = analyzeShell(input);
    const payload = input.indexOf("'");
    for (const s of result.segments.slice(1)) expect(s.range).toEqual([payload, input.length]);
    expect(result.opaque).toHaveLength(1);
    expect(result.opaque[0]?.range).toEqual([payload, input.length]);
  });

  it('of heredoc substitutions are exact', () => {
    const input = 'cat <<-EOF\n\t$(rm "a b")\n\tEOF';
    const [, nested] = analyzeShell(input).segments;
    expect(nested && input.slice(nested.range[0], nested.range[1])).toBe('rm "a b"');
  });

  it('of writes cover the redirect', () => {
    const input = 'git status > ~/.bashrc';
    const [write] = analyzeShell(input).writes;
    expect(write && input.slice(write.range[0], write.range[1])).toBe('> ~/.bashrc');
  });
});

describe('segment order', () => {
  it('is by start, an enclosing command before the commands nested in it', () => {
    const result = analyzeShell('a $(b $(c)) && d <(e) | f');
    expect(result.segments.map((s) => s.argv[0])).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    const starts = result.segments.map((s) => s.range[0]);
    expect([...starts].sort((x, y) => x - y)).toEqual(starts);
  });

  it('is deterministic', () => {
    const input = "for i in $(ls); do bash -c 'rm $0' \"$i\" & done | tee log";
    expect(analyzeShell(input)).toEqual(analyzeShell(input));
  });
});

describe('limits', () => {
  it('stops following payloads after 8 levels and says so', () => {
    let input = 'rm -rf /';
    for (let i = 0; i < 12; i++) input = `sh -c '${input.replace(/'/g, "'\\''")}'`;
    const result = analyzeShell(input);
    expect(result.segments.filter((s) => s.argv[0] === 'sh')).toHaveLength(9);
    expect(result.opaque.map((o) => o.reason)).toEqual(['dynamic-payload']);
    expect(result.segments.every((s) => s.nesting.filter((n) => n === 'payload').length <= 8)).toBe(true);
  });

  it('stops descending into absurdly deep nesting and says so', () => {
    const input = `${'( '.repeat(400)}rm x${' )'.repeat(400)}`;
    const result = analyzeShell(input);
    expect(result.opaque.some((o) => o.reason === 'parse-error')).toBe(true);
  });

  it('handles long flat inputs without deep recursion', () => {
    const input = Array.from({ length: 5000 }, (_, i) => `echo ${i}`).join(' && ');
    const result = analyzeShell(input);
    expect(result.segments).toHaveLength(5000);
    expect(result.opaque).toEqual([]);
  });

  it('a repeated input gets the same analysis object, made once (speed itself is npm run bench)', () => {
    const inputs = [
      'git status',
      'git status && rm -rf build',
      'sudo -u root env FOO=1 timeout 5 rm -rf /tmp/x | tee -a log',
      'for i in $(ls); do echo "$i" > out; done',
      "bash -c 'rm -rf /; ls | wc -l'",
      'npm run test -- --watch=false 2>&1 | tail -n 50',
    ];
    const first = inputs.map((c) => analyzeShell(c));
    for (let i = 0; i < 1200; i++) expect(analyzeShell(inputs[i % inputs.length] as string)).toBe(first[i % inputs.length]);
    expect(first.map((a) => a.segments.length)).toEqual([1, 2, 2, 2, 4, 2]);
  });
});

describe('never throws', () => {
  it.each([
    '\u0000', '\ud800', '\ud800 rm', '"', "'", '`', '$(', '${', '<<', '<<EOF', 'cat <<EOF', '))))', '((((', '}}}',
    '\\', 'a\\', '\r\n', ';;', '|&|&', '&&&&', '$((', "$'", '$"', '#!', 'function', 'case', 'esac', 'done',
    '__proto__', 'constructor', 'hasOwnProperty', 'toString()', '[[', ']]', '<(', 'x=$(', '! ! !',
  ])('%j', (input) => {
    const result = analyzeShell(input);
    expect(result.input).toBe(input);
    expect(result.opaque.some((o) => o.detail.startsWith('The shell analyzer failed'))).toBe(false);
  });
});
