/**
 * Issue 15 as explicit tables: what a pattern's wildcard can make run
 * (broad-allow), which file a hook command runs (hook-risk), typos and
 * misplaced keys (schema, every engine), one untrusted-state finding per
 * file, and a broken file the agent skips being an error finding (exit 1),
 * not a stop (exit 2). Expectations follow the agents' documented
 * behaviour cited in docs/engines/<engine>.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { editDistance, suggest } from '../../src/config/did-you-mean.js';
import { claude } from '../../src/engines/claude/index.js';
import { codewhale } from '../../src/engines/codewhale/index.js';
import { grok } from '../../src/engines/grok/index.js';
import type { Engine } from '../../src/engines/types.js';
import { hookProgram } from '../../src/lint/hook-program.js';
import { lint } from '../../src/lint/lint.js';
import { fillPattern, literalWords, reachOf } from '../../src/lint/reach.js';
import { fixtureOptions, stable } from '../helpers/stack.js';

function reach(pattern: string) {
  const { words, open } = literalWords(pattern);
  return reachOf(words, open)?.kind ?? 'fixed';
}

describe('what a prefix pattern lets run (broad-allow)', () => {
  it.each([
    ['npx tsc *', 'fixed'],
    ['npx *', 'package'],
    ['npx -y *', 'package'],
    ['npx vite *', 'fixed'],
    ['python -m pytest *', 'fixed'],
    ['python3 -m pip install *', 'fixed'],
    ['python *', 'code'],
    ['python3.12 *', 'code'],
    ['python -c *', 'code'],
    ['python -c \' *', 'code'],
    ['node -e *', 'code'],
    ['node --test *', 'fixed'],
    ['node scripts/build.js *', 'fixed'],
    ['/usr/bin/node *', 'code'],
    ['"D:/venv/Scripts/python.exe" *', 'code'],
    ['uv run *', 'command'],
    ['uv *', 'command'],
    ['uv sync *', 'fixed'],
    ['uv run pytest *', 'fixed'],
    ['conda run -n env *', 'command'],
    ['timeout *', 'command'],
    ['timeout 5 *', 'command'],
    ['timeout 120 find . -name x', 'fixed'],
    ['xargs *', 'command'],
    ['xargs kill *', 'fixed'],
    ['xargs -I {} sh -c *', 'code'],
    ['env *', 'command'],
    ['FOO=1 python *', 'code'],
    ['sudo *', 'command'],
    ['* --version', 'command'],
    ['ssh *', 'command'],
    ['ssh host *', 'command'],
    ['docker *', 'command'],
    ['docker run *', 'command'],
    ['docker compose up *', 'fixed'],
    ['docker info *', 'fixed'],
    ['npm run *', 'fixed'],
    ['npm *', 'command'],
    ['git log *', 'fixed'],
    ['bash *', 'code'],
    ['powershell -Command *', 'code'],
  ])('%s → %s', (pattern, kind) => {
    expect(reach(pattern)).toBe(kind);
  });

  it('fills the wildcard so the sample matches the whole pattern', () => {
    expect(fillPattern('* --version', "python -c 'x'")).toBe("python -c 'x' --version");
    expect(fillPattern('timeout 5 *', 'rm -rf build')).toBe('timeout 5 rm -rf build');
  });
});

describe('which file a hook command runs (hook-risk)', () => {
  const env = { workspace: '/ws', home: '/home/u', vars: { CLAUDE_PROJECT_DIR: '/ws' } };
  it.each([
    ['"$CLAUDE_PROJECT_DIR"/.claude/hooks/guard.py pre', { kind: 'file', path: '/ws/.claude/hooks/guard.py' }],
    ['bash "$CLAUDE_PROJECT_DIR/.claude/hooks/a.sh"', { kind: 'file', path: '/ws/.claude/hooks/a.sh', interpreter: 'bash' }],
    ['node "${CLAUDE_PROJECT_DIR:-.}/hooks/a.js"', { kind: 'file', path: '/ws/hooks/a.js' }],
    ['node "${UNSET_DIR:-.}/hooks/a.js"', { kind: 'file', path: '/ws/hooks/a.js' }],
    ['cd "$CLAUDE_PROJECT_DIR/tools" && python3 check.py', { kind: 'file', path: '/ws/tools/check.py' }],
    ['H="$CLAUDE_PROJECT_DIR/.claude/hooks/g.sh"; [ -x "$H" ] && exec "$H"; exit 0', { kind: 'file', path: '/ws/.claude/hooks/g.sh' }],
    ['~/bin/check_git_add', { kind: 'file', path: '/home/u/bin/check_git_add' }],
    ['rtk hook claude', { kind: 'bare', name: 'rtk' }],
    ['python3 -m mytool.hook', { kind: 'bare', name: 'mytool.hook' }],
    ['"$(command -v python3)" x.py', { kind: 'unresolved' }],
    ['$HOOK_BIN --check', { kind: 'unresolved' }],
    ['C:/Users/p/.venv/Scripts/graphify.EXE hook-guard', { kind: 'file', windows: true }],
    ['powershell -NoProfile -File C:\\hooks\\guard.ps1', { kind: 'powershell', path: 'C:\\hooks\\guard.ps1' }],
    ['echo "$(date)"', { kind: 'inline' }],
    ["bash -c 'exit 0'", { kind: 'inline' }],
  ])('%s', (command, expected) => {
    expect(hookProgram(command, env)).toMatchObject(expected);
  });
});

describe('did you mean', () => {
  it('measures edits, a transposition as one', () => {
    expect(editDistance('permisions', 'permissions')).toBe(1);
    expect(editDistance('aproval_policy', 'approval_policy')).toBe(1);
    expect(editDistance('PreToolUes', 'PreToolUse')).toBe(1);
  });
  it('suggests only a clear near miss', () => {
    expect(suggest('permisions', ['permissions', 'hooks', 'env'])).toBe('permissions');
    expect(suggest('permission', ['permissions', 'hooks'])).toBe('permissions');
    expect(suggest('theme', ['permissions', 'hooks', 'env'])).toBeUndefined();
    expect(suggest('env', ['env'])).toBeUndefined();
  });
});

function run<S>(engine: Engine<S>, fixture: string, trusted?: boolean) {
  const opts = fixtureOptions(fixture, trusted !== undefined ? { trusted } : {});
  const stack = engine.loadStack(opts);
  return stable(
    lint({
      engine,
      stack,
      trustedStack: engine.loadStack({ ...opts, trusted: true }),
      readText: (p) => (existsSync(p) ? readFileSync(p, 'utf8') : undefined),
      fileExists: (p) => existsSync(p),
      pathDirs: [],
    }),
  );
}

describe('typos and misplaced keys are schema warnings in every engine', () => {
  it('claude: "permisions" suggests permissions; known keys at the wrong level say where they belong', () => {
    const r = run(claude, 'lint-typos', true);
    const schema = r.findings.filter((f) => f.id === 'schema').map((f) => [f.line, f.severity, f.message]);
    expect(schema).toEqual([
      [2, 'warning', expect.stringContaining('unknown key "permisions" at the top level; did you mean "permissions"?')],
      [5, 'warning', expect.stringContaining('"disableBypassPermissionsMode" belongs under "permissions"')],
      [6, 'warning', expect.stringContaining('"MAX_THINKING_TOKENS" belongs under "env"')],
      [8, 'warning', expect.stringContaining('unknown key "PreToolUs" in hooks; did you mean "PreToolUse"?')],
    ]);
  });

  it('codewhale: aproval_policy and [permisions] in config.toml', () => {
    const r = run(codewhale, 'lint-typos-cw');
    const msgs = r.findings.filter((f) => f.id === 'schema').map((f) => f.message);
    expect(msgs).toEqual(expect.arrayContaining([expect.stringContaining('did you mean "approval_policy"?'), expect.stringContaining('did you mean "permissions"?')]));
  });

  it('grok: [permissions] for [permission]', () => {
    const r = run(grok, 'lint-typos-grok');
    expect(r.findings.filter((f) => f.id === 'schema').map((f) => f.message)).toEqual([expect.stringContaining('unknown key "permissions" at the top level; did you mean "permission"?')]);
  });
});

describe('untrusted runs', () => {
  it('say once per file what the trust dialog holds, and still judge what held allows would do', () => {
    const r = run(claude, 'claude-lint');
    const held = r.findings.filter((f) => f.id === 'overlay-loosening' && f.message.includes('has not been trusted'));
    expect(held).toHaveLength(1);
    expect(held[0]!.severity).toBe('info');
    expect(held[0]!.message).toContain('1 allow rule in this file applies only after the workspace is trusted');
  });
});

describe('broken files', () => {
  it('a Claude settings file Claude Code skips is a schema error finding (exit 1), not a stop (exit 2)', () => {
    const r = run(claude, 'lint-broken-claude');
    expect(r.fatal).toEqual([]);
    expect(r.findings.filter((f) => f.id === 'schema' && f.severity === 'error')).toHaveLength(1);
  });
});

describe('broad-allow (codewhale) on runners', () => {
  it('reports uv run and timeout 5, not uv sync or python -m pytest', () => {
    const r = run(codewhale, 'lint-broad-allow-runners');
    expect(r.findings.filter((f) => f.id === 'broad-allow').map((f) => [f.line, f.message])).toEqual([
      [2, expect.stringContaining('uv runs the command the wildcard supplies')],
      [7, expect.stringContaining('timeout runs the command the wildcard supplies')],
    ]);
  });
});

describe('typos in san settings', () => {
  it('"permisions" and "alow" get a did-you-mean, once (not also as an ignored value); case differences san accepts are not typos', async () => {
    const { san } = await import('../../src/engines/san/index.js');
    const r = run(san, 'lint-typos-san');
    expect(r.findings.map((f) => [f.id, f.line, f.message])).toEqual([
      ['schema', 2, expect.stringContaining('did you mean "permissions"?')],
      ['schema', 6, expect.stringContaining('did you mean "allow"?')],
    ]);
  });
});
