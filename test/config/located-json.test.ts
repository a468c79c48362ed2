import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/errors.js';
import { parseJsonLocated, type KeyPath } from '../../src/config/located.js';
import { pos, span } from './helpers.js';

describe('parseJsonLocated: positions', () => {
  const text = [
    '{', //                                                1
    '  "permissions": {', //                               2
    '    "allow": ["Bash(ls)", "Read"],', //               3
    '    "deny": [', //                                    4
    '      "Bash(rm:*)"', //                               5
    '    ]', //                                            6
    '  },', //                                             7
    '  "hooks": [{ "matcher": "Bash", "cmd": "x" }],', //  8
    '  "n": -1.5e3, "t": true, "z": null', //              9
    '}', //                                                10
  ].join('\n');

  it('parses the values', () => {
    const doc = parseJsonLocated(text, 's.json');
    expect(doc.value).toEqual({
      permissions: { allow: ['Bash(ls)', 'Read'], deny: ['Bash(rm:*)'] },
      hooks: [{ matcher: 'Bash', cmd: 'x' }],
      n: -1500,
      t: true,
      z: null,
    });
    expect(doc.file).toBe('s.json');
    expect(doc.text).toBe(text);
  });

  it.each<[path: KeyPath, locate: string, locateValue: string]>([
    [['permissions'], '2:3-2:16', '2:18-7:4'],
    [['permissions', 'allow'], '3:5-3:12', '3:14-3:34'],
    [['permissions', 'allow', 0], '3:15-3:25', '3:15-3:25'],
    [['permissions', 'allow', 1], '3:27-3:33', '3:27-3:33'],
    [['permissions', 'deny'], '4:5-4:11', '4:13-6:6'],
    [['permissions', 'deny', 0], '5:7-5:19', '5:7-5:19'],
    [['hooks'], '8:3-8:10', '8:12-8:47'],
    [['hooks', 0], '8:13-8:46', '8:13-8:46'],
    [['hooks', 0, 'matcher'], '8:15-8:24', '8:26-8:32'],
    [['hooks', 0, 'cmd'], '8:34-8:39', '8:41-8:44'],
    [['n'], '9:3-9:6', '9:8-9:14'],
    [['t'], '9:16-9:19', '9:21-9:25'],
    [['z'], '9:27-9:30', '9:32-9:36'],
  ])('%j → %s (value %s)', (path, loc, val) => {
    const doc = parseJsonLocated(text, 's.json');
    expect(span(doc.locate(path))).toBe(loc);
    expect(span(doc.locateValue(path))).toBe(val);
    expect(doc.locate(path)?.file).toBe('s.json');
  });

  it.each<[KeyPath]>([[['nope']], [['permissions', 'allow', 2]], [['hooks', '0']], [['permissions', 'allow', 'length']], [['toString']]])(
    'unknown path %j → undefined',
    (path) => {
      expect(Array.isArray(path)).toBe(true);
      const doc = parseJsonLocated(text, 's.json');
      expect(doc.locate(path)).toBeUndefined();
      expect(doc.locateValue(path)).toBeUndefined();
    },
  );

  it('counts columns in UTF-16 code units and handles CRLF', () => {
    const doc = parseJsonLocated('{\r\n  "a": "😀é", "b": 1\r\n}\r\n', 's.json');
    expect(span(doc.locate(['b']))).toBe('2:15-2:18');
    expect(span(doc.locateValue(['a']))).toBe('2:8-2:13');
  });

  it('allowComments accepts comments and trailing commas', () => {
    const doc = parseJsonLocated('{\n  // c\n  "a": [1, 2,], /* d */ "b": 2,\n}', 's.json', { allowComments: true });
    expect(doc.value).toEqual({ a: [1, 2], b: 2 });
    expect(pos(doc.locate(['a']))).toBe('3:3');
    expect(pos(doc.locate(['a', 1]))).toBe('3:12');
    expect(pos(doc.locate(['b']))).toBe('3:25');
  });

  it('a repeated key: the last one wins, for the value and the position', () => {
    const doc = parseJsonLocated('{"a": {"x": 1}, "a": {"y": 2}}', 's.json');
    expect(doc.value).toEqual({ a: { y: 2 } });
    expect(pos(doc.locate(['a']))).toBe('1:17');
    expect(pos(doc.locate(['a', 'y']))).toBe('1:23');
    expect(doc.locate(['a', 'x'])).toBeUndefined();
  });

  it('escaped keys and __proto__ are ordinary data', () => {
    const doc = parseJsonLocated('{"__proto__": {"polluted": 1}, "k\\u0065y": 2, "nul\\u0000": 3}', 's.json');
    expect(Object.getPrototypeOf(doc.value)).toBeNull();
    expect(Object.keys(doc.value)).toEqual(['__proto__', 'key', 'nul\u0000']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(pos(doc.locate(['__proto__', 'polluted']))).toBe('1:16');
    expect(pos(doc.locate(['key']))).toBe('1:32');
    expect(pos(doc.locate(['nul\u0000']))).toBe('1:47');
    expect(doc.locate(['nul'])).toBeUndefined();
  });

  it('ignores a leading byte-order mark', () => {
    const doc = parseJsonLocated('\uFEFF{"a": 1}', 's.json');
    expect(doc.text).toBe('{"a": 1}');
    expect(span(doc.locate(['a']))).toBe('1:2-1:5');
  });
});

describe('parseJsonLocated: errors', () => {
  function errorOf(text: string, opts?: { allowComments?: boolean }): ConfigError {
    try {
      parseJsonLocated(text, 'bad.json', opts);
    } catch (e) {
      expect(e).toBeInstanceOf(ConfigError);
      return e as ConfigError;
    }
    throw new Error('expected a ConfigError');
  }

  it.each<[text: string, at: string, message: RegExp]>([
    ['{\n  "a": 1,\n}', '2:9', /trailing comma/],
    ['{"a": [1, 2,]}', '1:12', /trailing comma/],
    ['{"a": 1', '1:8', /expected `}`/],
    ['{\n  "a": [1, 2\n}', '3:1', /expected `]`|expected `,`/],
    ['{\n  // c\n  "a": 1\n}', '2:3', /comments are not allowed/],
    ['{"a": 1 /* c */}', '1:9', /comments are not allowed/],
    ['{"a" 1}', '1:6', /expected `:`/],
    ['{"a": 1 "b": 2}', '1:9', /expected `,`/],
    ['{a: 1}', '1:2', /unexpected character|property name/],
    ['{"a": 1} {"b": 2}', '1:10', /unexpected content after/],
    ['{"a": "x', '1:7', /unterminated string/],
    ['{"a": 1.}', '1:7', /incomplete number/],
    ['{"a": "\\q"}', '1:7', /invalid escape/], // jsonc-parser reports string errors at the string's start
  ])('%j → ConfigError at %s', (text, at, message) => {
    const err = errorOf(text);
    expect(`${err.line}:${err.column}`).toBe(at);
    expect(err.file).toBe('bad.json');
    expect(err.message).toMatch(message);
    expect(err.message).toMatch(/^invalid JSON: /);
    expect(err.message).not.toContain('\n');
    expect(err.format()).toBe(`bad.json:${at}: ${err.message}`);
  });

  it.each(['[1, 2]', '"str"', '42', 'null', '', '   \n', '\uFEFF'])('top level %j → 1:1 expected a JSON object', (text) => {
    const err = errorOf(text);
    expect(`${err.line}:${err.column}`).toBe('1:1');
    expect(err.message).toBe('expected a JSON object');
    expect(err.format()).toBe('bad.json:1:1: expected a JSON object');
  });

  it('comments are still an error position when allowComments is off, fine when on', () => {
    expect(() => parseJsonLocated('{"a": 1, // c\n"b": 2}', 's.json', { allowComments: true })).not.toThrow();
    expect(errorOf('{"a": 1, // c\n"b": 2}').column).toBe(10);
  });
});
