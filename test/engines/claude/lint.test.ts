/**
 * The claude lint checks over a stack with one of each problem, and over
 * its fixed twin, which must be clean. Witnesses are calls the engine
 * evaluated, so lint and explain agree.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { claude } from '../../../src/engines/claude/index.js';
import { lint } from '../../../src/lint/lint.js';
import { fixtureOptions, stable } from '../../helpers/stack.js';
import { memoryReader } from '../../helpers/memory-reader.js';

function run(fixture: string) {
  const stack = claude.loadStack(fixtureOptions(fixture));
  return stable(
    lint({
      engine: claude,
      stack,
      readText: (p) => (existsSync(p) ? readFileSync(p, 'utf8') : undefined),
      fileExists: (p) => existsSync(p),
      pathDirs: ['/usr/bin', '/bin'],
    }),
  );
}

describe('claude lint', () => {
  const r = run('claude-lint');
  const byId = (id: string) => r.findings.filter((f) => f.id === id);
  const home = '<fixtures>/claude-lint/home/.claude/settings.json';

  it('reports a * before the subcommand, an exec vehicle and the whole Bash tool as broad allows', () => {
    const f = byId('broad-allow');
    expect(f.map((x) => [x.line, x.column])).toEqual([
      [4, 7],
      [5, 7],
      [6, 7],
    ]);
    expect(f[0]!.message).toContain('before the subcommand');
    expect(f[0]!.witness).toMatchObject({ decision: 'allow', call: { input: { command: 'git -c core.fsmonitor=./evil.sh main' } } });
    expect(f[1]!.message).toContain('python3');
  });

  it('reports an allow every call of which a deny rule blocks', () => {
    const f = byId('allow-unreachable');
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ file: home, line: 7, related: [{ line: 14 }] });
    expect(f[0]!.witness).toMatchObject({ decision: 'deny', layer: 'deny-rules' });
  });

  it('reports dead Write rules and single-slash paths meant to be absolute', () => {
    const f = byId('path-never-matches');
    expect(f.map((x) => x.line)).toEqual([8, 15]);
    expect(f[0]!.message).toContain('Edit(docs/**)');
    expect(f[1]!.message).toContain('Read(//Users/alice/.aws/**)');
  });

  it('reports a deny rule written for one spelling of its flags', () => {
    const f = byId('deny-bypassable' as never);
    expect(f).toHaveLength(1);
    expect(f[0]!.message).toContain('`rm -fr`');
    expect(f[0]!.witness).toMatchObject({ call: { input: { command: 'rm -fr ./build' } } });
    expect(f[0]!.witness!.decision).not.toBe('deny');
  });

  it('reports duplicates, missing hook scripts and fail-open HTTP hooks', () => {
    expect(byId('duplicate-rule').map((x) => x.line)).toEqual([10]);
    const hooks = byId('hook-risk');
    expect(hooks.map((x) => x.message)).toEqual([expect.stringContaining('does not exist'), expect.stringContaining('HTTP hook')]);
  });

  it('reports values Claude Code ignores (an untrusted project allow, a project auto mode)', () => {
    // permission-modes → Which mode a session starts in: only `auto` does not take effect from project settings.
    const f = byId('overlay-loosening');
    expect(f.map((x) => x.message)).toEqual([expect.stringContaining('auto does not take effect'), expect.stringContaining('has not been trusted')]);
  });

  it('reports prefix rules on exec wrappers and Edit allows inside protected paths as unreachable', () => {
    const basic = run('claude-basic').findings.filter((f) => f.id === 'allow-unreachable');
    expect(basic.map((f) => [f.line, f.message])).toEqual([
      [9, expect.stringContaining('watch is an exec wrapper')],
      [13, expect.stringContaining('the protected directory .claude')],
    ]);
    expect(basic.every((f) => f.witness && f.witness.decision !== 'allow')).toBe(true);
  });

  it('reports an allow a broader deny always blocks (deny is read first, in every scope)', () => {
    const f = run('claude-lint-unreachable').findings.filter((x) => x.id === 'allow-unreachable');
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ line: 4, related: [{ line: 8 }] });
    expect(f[0]!.message).toContain('Bash(curl *)');
    expect(f[0]!.witness).toMatchObject({ decision: 'deny', layer: 'deny-rules' });
  });

  it('reports an ask rule dontAsk mode turns into a denial (permission-modes, dontAsk)', () => {
    const settings = { permissions: { defaultMode: 'dontAsk', ask: ['Bash(git push *)'], allow: ['Bash(git status)'] } };
    const stack = claude.loadStack({ home: '/h', userHome: '/h', workspace: '/w', overrides: [], projectConfig: true, trusted: true, env: {}, reader: memoryReader({ '/h/.claude/settings.json': JSON.stringify(settings) }) });
    const f = lint({ engine: claude, stack, readText: () => undefined, fileExists: () => false, pathDirs: [] }).findings;
    expect(f.map((x) => [x.id, x.line])).toEqual([['ask-never-prompts', 1]]);
    expect(f[0]!.witness).toMatchObject({ decision: 'deny', layer: 'prompt' });
  });

  it('finds nothing in the fixed stack', () => {
    expect(run('claude-lint-fixed').findings).toEqual([]);
  });
});
