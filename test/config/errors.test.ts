import { describe, expect, it } from 'vitest';
import { ConfigError, formatLocated } from '../../src/config/errors.js';

describe('ConfigError', () => {
  it('formats file:line:column: message', () => {
    const e = new ConfigError('a/b.toml', 3, 7, 'something is wrong');
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('ConfigError');
    expect(e.message).toBe('something is wrong');
    expect(e.format()).toBe('a/b.toml:3:7: something is wrong');
    expect(String(e)).toBe('a/b.toml:3:7: something is wrong');
    expect(`${e}`).toBe('a/b.toml:3:7: something is wrong');
    expect([e.file, e.line, e.column]).toEqual(['a/b.toml', 3, 7]);
    expect(e.loc).toEqual({ file: 'a/b.toml', line: 3, column: 7 });
  });

  it('drops the position when only the file is known', () => {
    const e = new ConfigError('x.json', 0, 0, 'cannot read file');
    expect(e.format()).toBe('x.json: cannot read file');
    expect(e.loc).toBeUndefined();
  });

  it('keeps a cause', () => {
    const cause = new Error('inner');
    expect(new ConfigError('f', 1, 1, 'outer', { cause }).cause).toBe(cause);
  });

  it('formatLocated', () => {
    expect(formatLocated('f', 2, 0, 'm')).toBe('f:2: m');
    expect(formatLocated('f', 2, 5, 'm')).toBe('f:2:5: m');
    expect(formatLocated('f', 0, 0, 'm')).toBe('f: m');
  });
});
