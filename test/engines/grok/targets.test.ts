/**
 * Protected edit targets, the shell file gate's symlink checks, and the
 * workspace repository's own git config, written from grok-build's code at
 * 19d42e35 (`shell_access.rs` `edit_target_protection`,
 * `protected_edit_reason`, `evaluate_shell_path`; `exec_risk.rs`
 * `local_repo_config_has_exec_risk`, `ambient_scan_plan_from_segments`).
 * Files live in memory; symlinks are the reader's, nothing is executed.
 */
import { describe, expect, it } from 'vitest';
import type { Decision } from '../../../src/core/types.js';
import { protectedKind } from '../../../src/engines/grok/paths.js';
import { bash, call, memoryStack, permission } from './memory.js';

const edit = (path: string) => ({ tool: 'search_replace', input: { file_path: path } });

describe('protected_edit_reason: which paths (case-insensitive, lexical)', () => {
  it.each([
    ['/w/.grok/hooks/pre.sh', 'hook_root'],
    ['/h/.grok/hooks/x.json', 'hook_root'],
    ['/w/.grok/hooks-paths', 'hook_root'],
    ['/w/.claude/settings.json', 'claude_settings'],
    ['/w/.claude/settings.local.json', 'claude_settings'],
    ['/w/.cursor/hooks.json', 'cursor_hooks'],
    ['/w/.git/hooks/pre-commit', 'git_hooks'],
    ['/w/.GIT/Hooks/pre-commit', 'git_hooks'],
    ['/w/.git/modules/lib/hooks/post-checkout', 'git_hooks'],
    ['/h/.ssh/config', 'ssh'],
    ['/w/deploy/.ssh/authorized_keys', 'ssh'],
    ['/h/.bashrc', 'startup_file'],
    ['/w/sub/.ZSHRC', 'startup_file'],
    ['/w/.grok/config.toml', 'grok_config'],
    ['/w/.grok/managed_config.toml', 'grok_config'],
    ['/w/.grok/requirements.toml', 'grok_config'],
    ['/w/.grok/sandbox.toml', 'grok_sandbox'],
    ['/etc/hosts', 'etc'],
    ['/etc', 'etc'],
  ])('%s is %s', (path, kind) => {
    expect(protectedKind(path, '/h/.grok')).toBe(kind);
  });
  it.each([
    '/w/.claude/other.json',
    '/w/.grok/notes.toml',
    '/w/config.toml',
    '/w/src/git/hooks.ts',
    '/w/.git/config',
    '/w/.cursor/rules.json',
    '/w/etc/hosts',
    '/w/.git/modules/hooks',
  ])('%s is not protected', (path) => {
    expect(protectedKind(path, '/h/.grok')).toBeUndefined();
  });
});

interface EditRow {
  path: string;
  mode?: string;
  decision: Decision;
  layer: string;
  because?: string;
}

describe('a protected edit defeats an Edit allow, acceptEdits and grants; only always-approve passes; dontAsk denies', () => {
  const stack = memoryStack({
    config: permission({ allow: ['Edit'] }),
    dirs: ['/w/.git/hooks', '/w/src', '/w/.real-hooks'],
    links: { '/w/hooks-link': '/w/.git/hooks', '/w/loop-a': '/w/loop-b', '/w/loop-b': '/w/loop-a', '/w/src/ok-link': '/w/src' },
    sessionRules: ['Edit'],
  });
  const rows: EditRow[] = [
    { path: 'src/main.ts', decision: 'allow', layer: 'session-grants' },
    { path: '.git/hooks/pre-commit', decision: 'ask', layer: 'prompt', because: 'Git hooks' },
    { path: 'src/../.git/hooks/pre-commit', decision: 'ask', layer: 'prompt', because: 'Git hooks' },
    { path: '.Git/HOOKS/pre-commit', decision: 'ask', layer: 'prompt', because: 'Git hooks' },
    // A symlink into .git/hooks is resolved, a new file behind it included.
    { path: 'hooks-link/post-merge', decision: 'ask', layer: 'prompt', because: 'it leads to /w/.git/hooks/post-merge' },
    { path: 'src/ok-link/util.ts', decision: 'allow', layer: 'session-grants' },
    // A chain that does not resolve fails closed.
    { path: 'loop-a/x', decision: 'ask', layer: 'prompt', because: 'symlinks do not resolve' },
    { path: '~/.ssh/config', decision: 'ask', layer: 'prompt', because: '.ssh' },
    { path: '.claude/settings.json', decision: 'ask', layer: 'prompt', because: 'Claude-compatible settings' },
    { path: '/etc/hosts', decision: 'ask', layer: 'prompt', because: '/etc' },
    { path: '.git/hooks/pre-commit', mode: 'bypassPermissions', decision: 'allow', layer: 'yolo' },
    { path: '.git/hooks/pre-commit', mode: 'dontAsk', decision: 'deny', layer: 'prompt', because: 'dontAsk' },
    { path: 'src/main.ts', mode: 'dontAsk', decision: 'allow', layer: 'session-grants' },
    { path: '.git/hooks/pre-commit', mode: 'acceptEdits', decision: 'ask', layer: 'prompt', because: 'Git hooks' },
    { path: 'src/main.ts', mode: 'acceptEdits', decision: 'allow', layer: 'session-grants' },
    { path: '.git/hooks/pre-commit', mode: 'auto', decision: 'ask', layer: 'auto-mode', because: 'protected edit target' },
    { path: 'src/main.ts', mode: 'auto', decision: 'allow', layer: 'session-grants' },
  ];
  it.each(rows.map((r) => [`${r.path}${r.mode ? ` (${r.mode})` : ''}`, r] as const))('%s', (_n, r) => {
    const t = call(stack, edit(r.path), r.mode ? { mode: r.mode } : {});
    expect({ decision: t.decision, layer: t.decidedBy.layer }, t.decidedBy.reason).toEqual({ decision: r.decision, layer: r.layer });
    if (r.because) expect(t.decidedBy.reason).toContain(r.because);
  });

  it('without a grant, the Edit allow rule is deferred to the confirmation floor', () => {
    const s = memoryStack({ config: permission({ allow: ['Edit'] }), dirs: ['/w/.git/hooks'] });
    const t = call(s, edit('.git/hooks/pre-commit'));
    expect([t.decision, t.decidedBy.layer]).toEqual(['ask', 'prompt']);
    expect(t.layers.find((l) => l.id === 'policy')!.reason).toContain('defers the allow to the confirmation floor');
    const plain = call(s, edit('src/a.ts'));
    expect([plain.decision, plain.decidedBy.layer]).toEqual(['allow', 'policy']);
  });
});

describe('the shell file gate: only with a Read/Edit deny or ask, only escalates, follows operand symlinks (evaluate_shell_path)', () => {
  const links = { '/w/notes': '/w/.env', '/w/loop': '/w/loop2', '/w/loop2': '/w/loop', '/w/docs-link': '/w/docs' };
  const files = { '/w/.env': 'SECRET=1', '/w/docs/readme.md': '# hi' };
  const gated = memoryStack({ config: permission({ deny: ['Read(**/.env)'], ask: ['Edit(secrets/**)'] }), files, links });
  const open = memoryStack({ config: permission({ allow: ['Read'] }), files, links });
  it.each([
    ['cat .env', gated, 'cat .env', 'deny', 'managed-deny', 'Read(**/.env)'],
    ['cat notes', gated, 'cat notes', 'deny', 'managed-deny', 'its symlinks lead to /w/.env'],
    ['cat loop', gated, 'cat loop', 'ask', 'policy', 'do not resolve'],
    ['cat docs-link/readme.md', gated, 'cat docs-link/readme.md', 'allow', 'session-grants', "grok's safe list"],
    ['touch secrets/a', gated, 'touch secrets/a', 'ask', 'policy', 'ask rule Edit(secrets/**)'],
    ['cat "$F"', gated, 'cat "$F"', 'ask', 'policy', 'computed at run time'],
    // Operands grok cannot pin fail closed (evaluate_shell_file_access_inner).
    ['cd docs && cat readme.md', gated, 'cd docs && cat readme.md', 'ask', 'policy', 'after a `cd`'],
    ['cat /w/docs/readme.md', gated, 'cat /w/docs/readme.md', 'allow', 'session-grants', "grok's safe list"],
    // A `cd` in a subshell does not move the directory of what follows it (execution_scope).
    ['(cd docs); cat readme.md', gated, '(cd docs); cat readme.md', 'ask', 'prompt', 'grok cannot split it'],
    ['cd docs | cat readme.md', gated, 'cd docs | cat readme.md', 'allow', 'session-grants', "grok's safe list"],
    ['grep -r SECRET .', gated, 'grep -r SECRET .', 'ask', 'policy', 'searches directories recursively'],
    ['grep SECRET readme.md', gated, 'grep SECRET readme.md', 'allow', 'session-grants', "grok's safe list"],
    ['rg SECRET', gated, 'rg SECRET', 'ask', 'policy', 'recursively'],
    ['cat *.md', gated, 'cat *.md', 'ask', 'policy', 'a pattern grok cannot pin'],
    ["sh -c 'cat .env'", gated, "sh -c 'cat .env'", 'deny', 'managed-deny', 'Read(**/.env)'],
    ['cp .env backup.txt', gated, 'cp .env backup.txt', 'deny', 'managed-deny', 'Read(**/.env)'],
    ['echo hi > secrets/x', gated, 'echo hi > secrets/x', 'ask', 'policy', 'ask rule Edit(secrets/**)'],
    // No Read/Edit deny or ask: no gate, so nothing resolves and the safe list answers.
    ['cat notes', open, 'cat notes', 'allow', 'session-grants', "grok's safe list"],
    ['cat loop', open, 'cat loop', 'allow', 'session-grants', "grok's safe list"],
  ] as const)('%#: %s', (_title, stack, command, decision, layer, because) => {
    const t = bash(stack, command);
    expect({ decision: t.decision, layer: t.decidedBy.layer }, t.decidedBy.reason).toEqual({ decision, layer });
    expect(t.decidedBy.reason).toContain(because);
  });
  it('escalation only: a Read allow rule never approves a shell read the floor holds', () => {
    const t = bash(open, 'cat .env > copy.txt');
    expect(t.decision).toBe('ask');
  });
});

describe("the workspace repository's own config (local_repo_config_has_exec_risk), read through the FileReader", () => {
  const rows: [string, Record<string, string>, string, Decision, string][] = [
    ['no repository', {}, 'git status', 'allow', 'session-grants'],
    ['a plain config', { '/w/.git/config': '[core]\n\trepositoryformatversion = 0\n\tfsmonitor = false\n' }, 'git status', 'allow', 'session-grants'],
    ['core.fsmonitor = true is a boolean', { '/w/.git/config': '[core]\n\tfsmonitor = true\n' }, 'git status', 'allow', 'session-grants'],
    ['core.fsmonitor names a program', { '/w/.git/config': '[core]\n\tfsmonitor = .git/fsmon.sh\n' }, 'git status', 'ask', 'prompt'],
    ['diff.external', { '/w/.git/config': '[diff]\n\texternal = ./difftool\n' }, 'git diff', 'ask', 'prompt'],
    ['diff.<driver>.textconv', { '/w/.git/config': '[diff "pdf"]\n\ttextconv = pdftotext\n' }, 'git log -p', 'ask', 'prompt'],
    ['diff.<driver>.command', { '/w/.git/config': '[diff "x"]\n\tcommand = ./x\n' }, 'git show HEAD', 'ask', 'prompt'],
    ['alias of a safe verb to a shell', { '/w/.git/config': '[alias]\n\tstatus = !rm -rf .\n' }, 'git status', 'ask', 'prompt'],
    ['alias of another verb', { '/w/.git/config': '[alias]\n\tst = !rm -rf .\n' }, 'git status', 'allow', 'session-grants'],
    ['an included file', { '/w/.git/config': '[include]\n\tpath = extra.cfg\n', '/w/.git/extra.cfg': '[diff]\n\texternal = x\n' }, 'git status', 'ask', 'prompt'],
    ['an unreadable config fails closed', { '/w/.git/config/oops': '' }, 'git status', 'ask', 'prompt'],
    ['not a git command: no scan', { '/w/.git/config': '[core]\n\tfsmonitor = .git/fsmon.sh\n' }, 'ls', 'allow', 'session-grants'],
    ['git -C another repository', { '/w/lib/.git/config': '[diff]\n\texternal = x\n' }, 'git -C lib status', 'ask', 'prompt'],
    ['cd into another repository', { '/w/lib/.git/config': '[diff]\n\texternal = x\n' }, 'cd lib && git status', 'ask', 'prompt'],
    ['cd to a computed directory fails closed', {}, 'cd "$D" && git status', 'ask', 'prompt'],
  ];
  it.each(rows)('%s', (_n, files, command, decision, layer) => {
    const t = bash(memoryStack({ files: { '/w/.git/HEAD': 'ref: refs/heads/main\n', ...files } }), command);
    expect({ decision: t.decision, layer: t.decidedBy.layer }, t.decidedBy.reason).toEqual({ decision, layer });
    if (decision === 'ask' && !command.includes('$')) expect(t.decidedBy.reason).toContain('exec_or_ambient_git');
  });
});
