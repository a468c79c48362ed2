import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.js';
import { parseTomlLocated, type KeyPath } from '../../src/config/located.js';
import { pos, span } from './helpers.js';

type Case = [path: KeyPath, locate: string, locateValue?: string];

function check(text: string, cases: Case[]): void {
  const doc = parseTomlLocated(text, 'p.toml');
  for (const [path, loc, val] of cases) {
    const got = doc.locate(path);
    expect({ path, locate: loc.includes('-') && loc !== '-' ? span(got) : pos(got) }).toEqual({ path, locate: loc });
    if (got) expect(got.file).toBe('p.toml');
    if (val !== undefined) {
      expect({ path, locateValue: span(doc.locateValue(path)) }).toEqual({ path, locateValue: val });
    }
  }
}

describe('parseTomlLocated: positions', () => {
  const main = [
    '# permissions', //                          1
    'version = 1', //                            2
    'name = "demo"   # trailing comment', //     3
    '', //                                       4
    '[hooks]', //                                5
    'pre = "check"', //                          6
    'post.cmd = "log"', //                       7
    '', //                                       8
    '[[rules]]', //                              9
    'action = "deny"', //                        10
    'tool = "Bash"', //                          11
    '', //                                       12
    '# comment about rule 2', //                 13
    '[[rules]]', //                              14
    'action = "allow"', //                       15
    'tool = "Read"', //                          16
    '', //                                       17
    '[[rules]]', //                              18
    'action = "ask"', //                         19
    'tool = "Bash"', //                          20
    'command = "git push"', //                   21
    '  # trailing comment inside', //            22
    '', //                                       23
    '[settings]', //                             24
    '"quoted.key" = true', //                    25
    "'literal key' = 2", //                      26
    'a.b.c = 3', //                              27
    'x . "y.z" = 4', //                          28
    '',
  ].join('\n');

  it('parses the values', () => {
    const doc = parseTomlLocated(main, 'p.toml');
    expect(doc.value).toEqual({
      version: 1,
      name: 'demo',
      hooks: { pre: 'check', post: { cmd: 'log' } },
      rules: [
        { action: 'deny', tool: 'Bash' },
        { action: 'allow', tool: 'Read' },
        { action: 'ask', tool: 'Bash', command: 'git push' },
      ],
      settings: { 'quoted.key': true, 'literal key': 2, a: { b: { c: 3 } }, x: { 'y.z': 4 } },
    });
    expect(doc.text).toBe(main);
    expect(doc.file).toBe('p.toml');
  });

  it.each<Case>([
    // top-level keys
    [['version'], '2:1-2:8', '2:11-2:12'],
    [['name'], '3:1-3:5', '3:8-3:14'],
    // [table] and its keys
    [['hooks'], '5:1-7:17', '5:1-7:17'],
    [['hooks', 'pre'], '6:1-6:4', '6:7-6:14'],
    [['hooks', 'post'], '7:1-7:5', '7:1-7:17'],
    [['hooks', 'post', 'cmd'], '7:6-7:9', '7:12-7:17'],
    // [[rules]] elements: header to the end of the last value (not the blank/comment lines after it)
    [['rules'], '9:1-9:10', '9:1-21:21'],
    [['rules', 0], '9:1-11:14', '9:1-11:14'],
    [['rules', 1], '14:1-16:14', '14:1-16:14'],
    [['rules', 2], '18:1-21:21', '18:1-21:21'],
    [['rules', 2, 'action'], '19:1-19:7', '19:10-19:15'],
    [['rules', 2, 'tool'], '20:1-20:5', '20:8-20:14'],
    [['rules', 2, 'command'], '21:1-21:8', '21:11-21:21'],
    [['rules', 0, 'tool'], '11:1-11:5', '11:8-11:14'],
    // quoted and dotted keys
    [['settings', 'quoted.key'], '25:1-25:13', '25:16-25:20'],
    [['settings', 'literal key'], '26:1-26:14', '26:17-26:18'],
    [['settings', 'a'], '27:1-27:2', '27:1-27:10'],
    [['settings', 'a', 'b'], '27:3-27:4', '27:1-27:10'],
    [['settings', 'a', 'b', 'c'], '27:5-27:6', '27:9-27:10'],
    [['settings', 'x', 'y.z'], '28:5-28:10', '28:13-28:14'],
    [['settings'], '24:1-28:14'],
    // unknown paths
    [['rules', 3], '-'],
    [['rules', 0, 'command'], '-'],
    [['settings', 'quoted'], '-'],
    [['rules', '0'], '-'],
  ])('main document %j → %s', (path, loc, val) => check(main, [[path, loc, val]]));

  it('inline tables and arrays of inline tables', () => {
    const text = [
      'rules = [{ action = "deny", tool = "Bash" }, { action = "allow", tool = "Read" }]',
      'limits = { cpu = 1, mem = { soft = 2, hard = 3 } }',
      'list = [',
      '  "a",',
      '  { k = "v" },  # comment',
      '  [1, 2],',
      ']',
      'multi = {',
      '  a = 1, # TOML 1.1: newlines and comments in inline tables',
      '  b.c = 2,',
      '}',
    ].join('\n');
    check(text, [
      [['rules'], '1:1-1:6', '1:9-1:82'],
      [['rules', 0], '1:10-1:44', '1:10-1:44'],
      [['rules', 0, 'action'], '1:12-1:18', '1:21-1:27'],
      [['rules', 1], '1:46-1:81', '1:46-1:81'],
      [['rules', 1, 'action'], '1:48-1:54', '1:57-1:64'],
      [['rules', 1, 'tool'], '1:66-1:70', '1:73-1:79'],
      [['rules', 2], '-'],
      [['limits', 'cpu'], '2:12-2:15', '2:18-2:19'],
      [['limits', 'mem'], '2:21-2:24', '2:27-2:49'],
      [['limits', 'mem', 'hard'], '2:39-2:43', '2:46-2:47'],
      [['list'], '3:1-3:5', '3:8-7:2'],
      [['list', 0], '4:3-4:6'],
      [['list', 1], '5:3-5:14'],
      [['list', 1, 'k'], '5:5-5:6', '5:9-5:12'],
      [['list', 2], '6:3-6:9'],
      [['list', 2, 1], '6:7-6:8'],
      [['list', 3], '-'],
      [['multi', 'a'], '9:3-9:4'],
      [['multi', 'b', 'c'], '10:5-10:6', '10:9-10:10'],
      [['multi'], '8:1-8:6', '8:9-11:2'],
    ]);
  });

  it('nested arrays of tables count indices per parent element', () => {
    const text = [
      '[[a]]', //           1
      'name = "first"', //  2
      '[[a.b]]', //         3
      'x = 1', //           4
      '[[a.b]]', //         5
      'x = 2', //           6
      '[[a]]', //           7
      'name = "second"', // 8
      '[[a.b]]', //         9
      'x = 3', //           10
      '[a.c]', //           11
      'y = 4', //           12
    ].join('\n');
    const doc = parseTomlLocated(text, 'p.toml');
    expect(doc.value).toEqual({
      a: [
        { name: 'first', b: [{ x: 1 }, { x: 2 }] },
        { name: 'second', b: [{ x: 3 }], c: { y: 4 } },
      ],
    });
    check(text, [
      [['a'], '1:1-1:6', '1:1-12:6'],
      [['a', 0], '1:1-6:6'],
      [['a', 0, 'name'], '2:1-2:5'],
      [['a', 0, 'b'], '3:1-3:8', '3:1-6:6'],
      [['a', 0, 'b', 0], '3:1-4:6'],
      [['a', 0, 'b', 1], '5:1-6:6'],
      [['a', 0, 'b', 1, 'x'], '6:1-6:2', '6:5-6:6'],
      [['a', 1], '7:1-12:6'],
      [['a', 1, 'name'], '8:1-8:5'],
      [['a', 1, 'b', 0], '9:1-10:6'],
      [['a', 1, 'b', 0, 'x'], '10:1-10:2', '10:5-10:6'],
      [['a', 1, 'b', 1], '-'],
      [['a', 0, 'b', 2], '-'],
      [['a', 1, 'c'], '11:1-12:6'],
      [['a', 1, 'c', 'y'], '12:1-12:2'],
    ]);
  });

  it('does not read multi-line string contents as keys or headers', () => {
    const text = [
      '[tbl]', //                                1
      's = """', //                              2
      '[fake]', //                               3
      'x = 1', //                                4
      '\\"""', //                                5  an escaped quote, then two quotes: still inside
      '"""', //                                  6
      "lit = '''", //                            7
      '[[rules]]', //                            8
      "y = 2'''", //                             9
      'after = 3', //                            10
      'q = "has # hash and [brackets] x = 1"', // 11
      'z = """ends with quotes"""""', //          12  the closer may be followed by two content quotes
      'last = 4', //                             13
    ]
      .join('\n');
    const doc = parseTomlLocated(text, 'p.toml');
    expect(doc.value).toEqual({
      tbl: {
        s: '[fake]\nx = 1\n"""\n',
        lit: '[[rules]]\ny = 2',
        after: 3,
        q: 'has # hash and [brackets] x = 1',
        z: 'ends with quotes""',
        last: 4,
      },
    });
    check(text, [
      [['tbl', 's'], '2:1-2:2', '2:5-6:4'],
      [['tbl', 'lit'], '7:1-7:4', '7:7-9:9'],
      [['tbl', 'after'], '10:1-10:6', '10:9-10:10'],
      [['tbl', 'q'], '11:1-11:2', '11:5-11:38'],
      [['tbl', 'z'], '12:1-12:2', '12:5-12:29'],
      [['tbl', 'last'], '13:1-13:5', '13:8-13:9'],
      [['tbl', 'x'], '-'],
      [['fake'], '-'],
      [['rules'], '-'],
      [['tbl'], '1:1-13:9'],
    ]);
  });

  it('handles CRLF line endings', () => {
    const text = 'a = 1\r\n[t]\r\nb = "x"\r\n\r\n[[rules]]\r\ntool = "Bash" # c\r\n\r\n# end\r\n';
    check(text, [
      [['a'], '1:1-1:2', '1:5-1:6'],
      [['t'], '2:1-3:8'],
      [['t', 'b'], '3:1-3:2', '3:5-3:8'],
      [['rules', 0], '5:1-6:14'],
      [['rules', 0, 'tool'], '6:1-6:5', '6:8-6:14'],
    ]);
  });

  it('counts columns in UTF-16 code units after non-ASCII text on the same line', () => {
    // 😀 is two UTF-16 code units, é one.
    const text = ['t = { emoji = "😀😀", key = 1 }', '"é" = { "ü" = 1, v = 2 }', 'k = "é" # ü'].join('\n');
    check(text, [
      [['t', 'emoji'], '1:7-1:12', '1:15-1:21'],
      [['t', 'key'], '1:23-1:26', '1:29-1:30'],
      [['é'], '2:1-2:4'],
      [['é', 'ü'], '2:9-2:12', '2:15-2:16'],
      [['é', 'v'], '2:18-2:19'],
      [['k'], '3:1-3:2', '3:5-3:8'],
    ]);
  });

  it('whitespace inside headers and around dots; escaped quoted keys', () => {
    const text = ['[ a . "b" ]', 'x = 1', '[[ r ]]', '  "k\\u0065y" = 2', '\tind = 3'].join('\n');
    const doc = parseTomlLocated(text, 'p.toml');
    expect(doc.value).toEqual({ a: { b: { x: 1 } }, r: [{ key: 2, ind: 3 }] });
    check(text, [
      [['a'], '1:3-1:4'],
      [['a', 'b'], '1:1-2:6'],
      [['a', 'b', 'x'], '2:1-2:2'],
      [['r', 0], '3:1-5:9'],
      [['r', 0, 'key'], '4:3-4:13', '4:16-4:17'],
      [['r', 0, 'ind'], '5:2-5:5'],
    ]);
  });

  it('a table implied before its header is located at its header', () => {
    const text = ['[a.b]', 'x = 1', '[a]', 'y = 2', 'hooks.pre = 1', 'hooks.post = 2'].join('\n');
    check(text, [
      [['a'], '3:1-6:15'],
      [['a', 'b'], '1:1-2:6'],
      [['a', 'hooks'], '5:1-5:6', '5:1-6:15'],
    ]);
    check(['top.x = 1', '[other]'].join('\n'), [[['top'], '1:1-1:4', '1:1-1:10']]);
  });

  it('an empty [[rules]] element spans its header only', () => {
    check(['[[rules]]', '', '[[rules]]', 'x = 1'].join('\n'), [
      [['rules', 0], '1:1-1:10'],
      [['rules', 1], '3:1-4:6'],
    ]);
  });

  it('scalars: dates with a space, numbers, booleans, trailing comments', () => {
    const text = ['d = 1979-05-27 07:32:00Z # when', 'n = -1_000 #c', 'f = +inf', 'b = true', 'arr = [ 1979-05-27, 2 ]'].join(
      '\n',
    );
    check(text, [
      [['d'], '1:1-1:2', '1:5-1:25'],
      [['n'], '2:1-2:2', '2:5-2:11'],
      [['f'], '3:1-3:2', '3:5-3:9'],
      [['b'], '4:1-4:2', '4:5-4:9'],
      [['arr', 0], '5:9-5:19'],
      [['arr', 1], '5:21-5:22'],
    ]);
  });

  it('ignores a leading byte-order mark', () => {
    const doc = parseTomlLocated('\uFEFFa = 1\n', 'p.toml');
    expect(doc.text).toBe('a = 1\n');
    expect(span(doc.locate(['a']))).toBe('1:1-1:2');
  });

  it('keys such as __proto__ stay ordinary data', () => {
    const doc = parseTomlLocated('__proto__ = 1\n[constructor]\nx = 2\n', 'p.toml');
    expect(Object.keys(doc.value)).toEqual(['__proto__', 'constructor']);
    expect(Object.getPrototypeOf(doc.value)).toBeNull();
    expect(pos(doc.locate(['__proto__']))).toBe('1:1');
    expect(pos(doc.locate(['constructor', 'x']))).toBe('3:1');
    expect(doc.locate(['toString'])).toBeUndefined();
  });

  it('the root path spans the whole document', () => {
    const doc = parseTomlLocated('a = 1\nb = 2\n', 'p.toml');
    expect(span(doc.locate([]))).toBe('1:1-3:1');
  });
});

describe('parseTomlLocated: errors', () => {
  it.each<[text: string, at: string, message: RegExp]>([
    ['x = ', '1:5', /invalid or missing value/],
    ['ok = 1\nx = \n', '2:5', /invalid or missing value/],
    ['[[rules]\naction = "deny"\n', '1:9', /`]]`/],
    ['a = 1\na = 2\n', '2:1', /`a` is already defined/],
    ['[rules]\nx = 1\n[rules]\n', '3:2', /`rules` is already defined/],
    ['[[rules]]\ntool = "a"\ntool = "b"\n', '3:1', /`tool` is already defined/],
    ['tool = "a" "b"\n', '1:12', /expected end of line/],
    ['s = """abc', '1:5', /unterminated string/],
    ['a = [1,\n2', '2:2', /expected `,` or a closing bracket/],
    ['t = { a = 1', '1:12', /expected `,` or a closing bracket/],
    ['t = { a = 1\n', '2:1', /expected `,` or a closing bracket/],
    ['a = {', '1:5', /unterminated inline table/],
    ['key\n', '1:4', /expected `=` after the key/],
    ['ok = 1\nkey', '2:1', /expected `=` after the key/],
    ['é = 1', '1:1', /illegal character in key/],
  ])('%j → ConfigError at %s', (text, at, message) => {
    let err: unknown;
    try {
      parseTomlLocated(text, 'bad.toml');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const ce = err as ConfigError;
    expect(`${ce.line}:${ce.column}`).toBe(at);
    expect(ce.file).toBe('bad.toml');
    expect(ce.message).toMatch(message);
    expect(ce.message).toMatch(/^invalid TOML: /);
    expect(ce.message).not.toContain('\n');
    expect(ce.format()).toBe(`bad.toml:${at}: ${ce.message}`);
    expect(String(ce)).toBe(ce.format());
  });
});
