/**
 * san's settings stack: six files in precedence order, permission arrays
 * merged as de-duplicated unions with their locations, the highest
 * defaultMode, hooks merged per event, broken files skipped with a warning.
 */
import { describe, expect, it } from 'vitest';
import { san } from '../../../src/engines/san/index.js';
import { effectiveRules } from '../../../src/engines/san/stack.js';
import { fixtureOptions, stable } from '../../helpers/stack.js';

describe('san stack', () => {
  const stack = san.loadStack(fixtureOptions('san-stack'));

  it('reads the six files in precedence order', () => {
    expect(stable(stack.files.map((f) => [f.path, f.status]))).toEqual([
      ['<fixtures>/san-stack/home/.claude/settings.json', 'read'],
      ['<fixtures>/san-stack/home/.gen/settings.json', 'read'],
      ['<fixtures>/san-stack/workspace/.claude/settings.json', 'read'],
      ['<fixtures>/san-stack/workspace/.gen/settings.json', 'read'],
      ['<fixtures>/san-stack/workspace/.claude/settings.local.json', 'read'],
      ['<fixtures>/san-stack/workspace/.gen/settings.local.json', 'read'],
    ]);
  });

  it('merges allow, deny and ask as unions that keep the first occurrence and its location', () => {
    expect(effectiveRules(stack, 'allow').map((r) => r.text)).toEqual(['Bash(git:*)', 'Read(**)', 'Bash(npm:*)', 'Bash(make:*)', 'Edit(**)']);
    expect(effectiveRules(stack, 'deny').map((r) => r.text)).toEqual(['Read(**/.env)', 'Bash(rm:*)', 'WebFetch']);
    const dup = stack.rules.find((r) => r.duplicateOf !== undefined)!;
    expect(stable([dup.text, dup.source.line, dup.source.column, dup.duplicateOf!.file])).toEqual(['Bash(git:*)', 4, 15, '<fixtures>/san-stack/home/.claude/settings.json']);
    const make = stack.rules.find((r) => r.text === 'Bash(make:*)')!;
    expect([make.source.line, make.source.column, make.source.endColumn]).toEqual([3, 30, 44]);
  });

  it('decodes keys case-insensitively, as Go does', () => {
    expect(stack.rules.some((r) => r.text === 'Bash(make:*)' && r.origin === '.gen/settings.json')).toBe(true);
  });

  it('takes defaultMode from the highest file that sets it', () => {
    expect(stack.defaultMode.value).toBe('acceptEdits');
    expect(stack.defaultMode.origin).toBe('.claude/settings.local.json');
  });

  it("lists keys san ignores (a Claude-compatible file's own top-level keys aside), without skipping the file", () => {
    expect(stack.ignored.map((i) => i.key)).toEqual(['permissions.additionalDirectories', 'unknownTop']);
    expect(stack.ignored[0]!.reason).toBe('san has no such permissions key: nothing reads it');
    expect(san.problems(stack).every((p) => !p.fatal)).toBe(true);
  });

  it('skips --no-project-config files', () => {
    const user = san.loadStack(fixtureOptions('san-stack', { projectConfig: false }));
    expect(user.files.filter((f) => f.status === 'read')).toHaveLength(2);
    expect(user.defaultMode.value).toBe('default');
  });

  it('skips a malformed file and a file with a wrong type, with a located warning each', () => {
    const bad = san.loadStack(fixtureOptions('san-bad'));
    expect(bad.files.map((f) => f.status)).toEqual(['read', 'missing', 'error', 'error', 'missing', 'missing']);
    expect(effectiveRules(bad).map((r) => r.text)).toEqual(['Bash(git:*)']);
    const problems = san.problems(bad).filter((p) => p.severity === 'error');
    expect(stable(problems.map((p) => [p.loc.file, p.loc.line, p.loc.column, p.fatal]))).toEqual([
      ['<fixtures>/san-bad/workspace/.claude/settings.json', 3, 27, false],
      ['<fixtures>/san-bad/workspace/.gen/settings.json', 3, 13, false],
    ]);
    expect(bad.warnings).toHaveLength(2);
  });

  it("merges hooks per event: san's own files replace, PermissionRequest never from .claude", () => {
    const hooks = san.loadStack(fixtureOptions('san-hooks'));
    expect(hooks.hooks.map((h) => [h.name, h.command, h.origin])).toEqual([
      ['PreToolUse#1', './hooks/bash-guard.sh', '~/.gen/settings.json'],
      ['PermissionRequest#1', './hooks/approve-edits.sh', '~/.gen/settings.json'],
    ]);
    expect(hooks.ignored.map((i) => i.reason)).toEqual([
      '~/.gen/settings.json sets PreToolUse hooks, which replace the Claude-compatible ones',
      'san never takes PermissionRequest hooks from a Claude-compatible (.claude) file',
    ]);
  });

  it('describes the stack for `whale-perm stack`', () => {
    const report = san.describeStack(stack);
    expect(report.settings[0]).toMatchObject({ key: 'permissions.defaultMode', value: 'acceptEdits' });
    expect(report.rules.find((r) => r.summary.startsWith('ask   Bash(git push:*)'))?.note).toContain('multi-word prefix');
    expect(report.rules.find((r) => r.summary.startsWith('deny  WebFetch'))?.note).toContain('bare tool name');
  });

  it('derives probes from every rule for diff', () => {
    const probes = san.probes!(stack);
    expect(probes.some((c) => c.tool === 'Bash' && c.input.command === 'sudo git push')).toBe(true);
    expect(probes.some((c) => c.tool === 'Read' && String(c.input.file_path).endsWith('/.env'))).toBe(true);
  });
});
