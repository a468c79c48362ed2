/** Gemini's loader findings, reported as schema problems (toml-loader.ts: zod schema, validateShellCommandSyntax, buildArgsPatterns). */
import { describe, expect, it } from 'vitest';
import { KIND_OF } from '../../../src/engines/gemini/load.js';
import { explain, geminiStack, rule } from './helpers.js';

const kinds = (s: ReturnType<typeof geminiStack>) => s.problems.map((p) => KIND_OF.get(p));

describe('gemini problems', () => {
  it('a misspelled key is dropped silently by Gemini: the rule becomes tool-wide', () => {
    const s = geminiStack({ user: { 'u.toml': rule({ toolName: 'run_shell_command', commandprefix: 'rm', decision: 'deny', priority: 100 }) } });
    expect(kinds(s)).toEqual(['unknown-key']);
    expect(s.problems[0]!.message).toContain("did you mean 'commandPrefix'");
    expect(s.problems[0]!.loc).toMatchObject({ line: 3 });
    expect(explain(s, 'ls').decision).toBe('deny');
  });

  it('a priority out of range drops the whole file', () => {
    const s = geminiStack({ user: { 'u.toml': rule({ toolName: 'run_shell_command', commandPrefix: 'rm', decision: 'deny', priority: 100 }) + rule({ toolName: 'run_shell_command', commandPrefix: 'git', decision: 'allow', priority: 1000 }) } });
    expect(kinds(s)).toEqual(['priority-range']);
    expect(s.problems[0]!.message).toContain('drops the whole file');
    expect(s.rules.some((r) => r.tier === 'user')).toBe(false);
    expect(explain(s, 'rm -rf x').decision).toBe('ask');
    expect(s.files.find((f) => f.path.endsWith('u.toml'))?.status).toBe('ignored');
  });

  it('^ in commandRegex never matches', () => {
    const s = geminiStack({ user: { 'u.toml': rule({ toolName: 'run_shell_command', commandRegex: '^rm .*', decision: 'deny', priority: 100 }) } });
    expect(kinds(s)).toEqual(['regex-anchor']);
    expect(explain(s, 'rm -rf x').decision).toBe('ask');
  });

  it('commandPrefix on a non-shell tool is reported, and the rule still loads', () => {
    const s = geminiStack({ user: { 'u.toml': rule({ toolName: '*', commandPrefix: 'rm', decision: 'deny', priority: 100 }) } });
    expect(kinds(s)).toEqual(['prefix-non-shell']);
    expect(explain(s, 'rm -rf x').decision).toBe('deny');
  });

  it('commandPrefix with commandRegex keeps the prefix', () => {
    const s = geminiStack({ user: { 'u.toml': rule({ toolName: 'run_shell_command', commandPrefix: 'git', commandRegex: 'rm.*', decision: 'deny', priority: 100 }) } });
    expect(kinds(s)).toEqual(['exclusive-keys']);
    expect(explain(s, 'git status').decision).toBe('deny');
    expect(explain(s, 'rm -rf x').decision).toBe('ask');
  });

  it('a nested quantifier is a ReDoS risk: the rule is dropped', () => {
    const s = geminiStack({ user: { 'u.toml': rule({ toolName: 'run_shell_command', argsPattern: '(a+)+', decision: 'deny', priority: 100 }) } });
    expect(kinds(s)).toEqual(['unsafe-regex']);
    expect(s.rules.some((r) => r.tier === 'user')).toBe(false);
  });

  it('a TOML syntax error skips the file (Gemini goes on)', () => {
    const s = geminiStack({ user: { 'u.toml': '[[rule]\ntoolName = "x"\n' } });
    expect(kinds(s)).toEqual(['toml-syntax']);
    expect(s.problems[0]!.syntax).toBe(true);
    expect(s.problems[0]!.fatal).toBe(false);
  });

  it('every problem is schema-style, so lint shows it', () => {
    const s = geminiStack({ user: { 'u.toml': rule({ toolName: 'run_shell_command', commandprefix: 'rm', decision: 'deny', priority: 100 }) } });
    expect(s.problems.every((p) => p.check === 'schema')).toBe(true);
  });
});
