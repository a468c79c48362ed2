/** Gemini's policy rules as data, every match in the trace, and the shared lint checks over them (issue 16). */
import { describe, expect, it } from 'vitest';
import { gemini } from '../../../src/engines/gemini/index.js';
import { SHARED_CHECKS } from '../../../src/lint/checks/index.js';
import { lint } from '../../../src/lint/lint.js';
import { explain, geminiStack, rule } from './helpers.js';

const SH = 'run_shell_command';
const SHARED = new Set(SHARED_CHECKS.map((c) => c.meta.id));
const shared = (s: ReturnType<typeof geminiStack>) => lint({ engine: gemini, stack: s, readText: () => undefined, fileExists: () => false }).findings.filter((f) => SHARED.has(f.id));

describe('gemini rule model', () => {
  it('lists each rule with a file-position id, one per prefix of a commandPrefix list; defaults have no source', () => {
    const s = geminiStack({ user: { 'u.toml': rule({ toolName: SH, commandPrefix: 'git status', decision: 'allow', priority: 100 }) + rule({ toolName: SH, commandPrefix: ['rm', 'rmdir'], decision: 'deny', priority: 200 }) } }, true);
    const mine = gemini.rules!(s).filter((r) => r.source !== null);
    expect(mine.map((r) => [r.id, r.action, r.kind, r.pattern, r.scope])).toEqual([
      ['u.toml#2.1', 'deny', 'command-prefix', 'rm', 'user'],
      ['u.toml#2.2', 'deny', 'command-prefix', 'rmdir', 'user'],
      ['u.toml#1', 'allow', 'command-prefix', 'git status', 'user'],
    ]);
    expect(gemini.rules!(s).filter((r) => r.source === null).every((r) => r.from !== undefined)).toBe(true);
    const status = mine[2]!;
    expect(gemini.ruleMatches!(s, status, { tool: SH, input: { command: 'git status --short' } })).toBe(true);
    expect(gemini.ruleMatches!(s, status, { tool: SH, input: { command: 'git push' } })).toBe(false);
    // A sub-command Gemini re-checks counts.
    expect(gemini.ruleMatches!(s, mine[0]!, { tool: SH, input: { command: 'ls && rm -rf x' } })).toBe(true);
  });

  it('records the first match by priority as decided and a lower one as shadowed by it', () => {
    const s = geminiStack({ user: { 'u.toml': rule({ toolName: SH, commandPrefix: 'cargo', decision: 'deny', priority: 200 }) + rule({ toolName: SH, commandPrefix: 'cargo test', decision: 'allow', priority: 100 }) } }, true);
    const t = explain(s, 'cargo test');
    expect(t.decision).toBe('deny');
    expect(t.decidedBy.rule).toBe('u.toml#1');
    // The built-in default for the shell tool (write.toml) matches too, at the lowest tier.
    expect(t.matches!.map((m) => [m.rule, m.effect, m.by])).toEqual([
      ['u.toml#1', 'decided', undefined],
      ['u.toml#2', 'shadowed', 'u.toml#1'],
      ['write.toml#5', 'shadowed', 'u.toml#1'],
    ]);
  });

  it('shared checks: table of stacks → findings', () => {
    const table: [string, string, string[]][] = [
      ['the same rule twice', rule({ toolName: SH, commandPrefix: 'cargo test', decision: 'allow', priority: 100 }) + rule({ toolName: SH, commandPrefix: 'cargo test', decision: 'allow', priority: 100 }), ['duplicate-rule@6']],
      ['a higher-priority deny covering an allow', rule({ toolName: SH, commandPrefix: 'cargo', decision: 'deny', priority: 200 }) + rule({ toolName: SH, commandPrefix: 'cargo test', decision: 'allow', priority: 100 }), ['shadowed-rule@6']],
      ['a lower-priority deny under an allow: the allow wins', rule({ toolName: SH, commandPrefix: 'cargo', decision: 'deny', priority: 100 }) + rule({ toolName: SH, commandPrefix: 'cargo test', decision: 'allow', priority: 200 }), []],
      ['an exec vehicle', rule({ toolName: SH, commandPrefix: 'python', decision: 'allow', priority: 100 }), ['broad-allow@1']],
      ['a narrow allow', rule({ toolName: SH, commandPrefix: 'cargo test', decision: 'allow', priority: 100 }), []],
    ];
    for (const [what, text, want] of table) expect({ what, got: shared(geminiStack({ user: { 'u.toml': text } }, true)).map((f) => `${f.id}@${f.line}`) }).toEqual({ what, got: want });
  });
});

describe('gemini rule index', () => {
  it('picks the same first match as a scan of every rule (prefix rules indexed by first word)', async () => {
    const { check, ruleMatches, stableArgs } = await import('../../../src/engines/gemini/check.js');
    const words = ['git', 'gitx', 'git"', 'git"x', 'npm', 'rm', '', ' ', 'a\tb', 'x'];
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    const pick = () => words[next() % words.length]!;
    let text = '';
    for (let i = 0; i < 80; i++) {
      const prefix = `${pick()}${next() % 2 ? ` ${pick()}` : ''}`;
      text += rule({ toolName: SH, ...(next() % 5 === 0 ? { commandRegex: `${pick() || 'x'}.*` } : { commandPrefix: prefix || 'x' }), decision: ['allow', 'deny', 'ask_user'][next() % 3]!, priority: next() % 50 });
    }
    const s = geminiStack({ user: { 'u.toml': text } }, true);
    expect(s.rules.length).toBeGreaterThan(64);
    const ctx = { rules: s.rules, mode: 'default' as const, nonInteractive: false, trusted: true, workspace: s.workspace, home: s.userHome };
    for (let i = 0; i < 400; i++) {
      const command = `${pick()}${next() % 2 ? ` ${pick()}` : ''}${next() % 2 ? ` ${pick()}` : ''}`;
      const args: Record<string, unknown> = next() % 7 === 0 ? { command, extra: { command: 'git push' } } : { command };
      const call = { name: SH, args };
      const json = stableArgs(args);
      const scanned = s.rules.find((r) => ruleMatches(r, call, json, ctx));
      expect({ command, args, first: check(call, ctx, true).matched }).toEqual({ command, args, first: scanned });
    }
  });

  it('a prefix matches a command that goes on with a quote: indexed under the word before the quote', async () => {
    const { check } = await import('../../../src/engines/gemini/check.js');
    const many = Array.from({ length: 70 }, (_, i) => rule({ toolName: SH, commandPrefix: `tool${i}`, decision: 'allow', priority: 10 })).join('');
    const s = geminiStack({ user: { 'u.toml': rule({ toolName: SH, commandPrefix: 'git', decision: 'deny', priority: 900 }) + many } }, true);
    const ctx = { rules: s.rules, mode: 'default' as const, nonInteractive: false, trusted: true, workspace: s.workspace, home: s.userHome };
    expect(check({ name: SH, args: { command: 'git"x' } }, ctx, true).matched?.written?.value).toBe('git');
    expect(check({ name: SH, args: { command: 'git status' } }, ctx, true).matched?.written?.value).toBe('git');
    expect(check({ name: SH, args: { command: 'gitleaks' } }, ctx, true).matched?.written?.value).not.toBe('git');
  });
});
