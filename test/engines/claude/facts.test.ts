/**
 * Claude Code's documented behaviours (issues 11 and 13), one table each,
 * both sides of every guard. The expectations are written from the pages
 * named above each table (Claude Code docs, as mirrored at the version
 * docs/engines/claude.md names), or marked as whale-perm's reading.
 * Stacks live in an in-memory file system, so nothing depends on the disk.
 */
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Call, CallContext, Decision, Trace } from '../../../src/core/types.js';
import { claude } from '../../../src/engines/claude/index.js';
import type { ClaudeStack } from '../../../src/engines/claude/stack.js';
import type { HookInvocation, HookVerdict } from '../../../src/engines/types.js';
import type { FileReader } from '../../../src/io/files.js';

const H = '/h';
const W = '/w';

interface World {
  /** Absolute path → JSON settings. */
  files: Record<string, unknown>;
  /** Absolute path → absolute target (a symlink). */
  links?: Record<string, string>;
  /** Directories and files that exist without content of interest. */
  exists?: string[];
}

/** A file system in memory: `realpath` resolves links component by component and fails for what does not exist. */
function memoryReader(world: World): FileReader {
  const texts = new Map(Object.entries(world.files).map(([p, v]) => [p, JSON.stringify(v)]));
  const links = world.links ?? {};
  const known = new Set<string>(['/']);
  for (const p of [...texts.keys(), ...(world.exists ?? []), ...Object.values(links)]) {
    for (let d = p; d !== '/'; d = posix.dirname(d)) known.add(d);
  }
  const realpath = (p: string): string | undefined => {
    let cur = '/';
    for (const part of p.split('/').filter((x) => x !== '')) {
      let next = posix.join(cur, part);
      for (let hops = 0; Object.hasOwn(links, next) && hops < 8; hops++) next = links[next]!;
      if (!known.has(next)) return undefined;
      cur = next;
    }
    return cur;
  };
  return {
    read: (path) => (texts.has(path) ? { status: 'ok', path, text: texts.get(path)! } : { status: 'missing', path }),
    isDirectory: (path) => known.has(path) && !texts.has(path),
    realpath,
  };
}

const user = (v: unknown) => ({ [`${H}/.claude/settings.json`]: v });
const project = (v: unknown) => ({ [`${W}/.claude/settings.json`]: v });
const local = (v: unknown) => ({ [`${W}/.claude/settings.local.json`]: v });

function load(world: World): ClaudeStack {
  return claude.loadStack({ home: H, userHome: H, workspace: W, overrides: [], projectConfig: true, trusted: true, env: {}, reader: memoryReader(world) });
}

interface Row {
  name: string;
  world: World;
  call: string | Call;
  ctx?: CallContext;
  hooks?: Record<string, HookVerdict>;
  pinned?: Record<string, string>;
  decision: Decision;
  layer: string;
  because?: string;
  warns?: string;
  risk?: readonly [string, string];
  noRisk?: boolean;
}

function evaluate(r: Pick<Row, 'world' | 'call' | 'ctx' | 'hooks' | 'pinned'>, extra: { runHook?: (h: HookInvocation) => ReturnType<NonNullable<Parameters<typeof claude.evaluate>[2]['runHook']>> } = {}): Trace {
  const call: Call = typeof r.call === 'string' ? { tool: 'Bash', input: { command: r.call } } : r.call;
  return claude.evaluate(load(r.world), call, { ...(r.ctx ?? {}), hookResults: r.hooks ?? {}, ...(r.pinned ? { pinned: r.pinned } : {}), ...extra });
}

function table(rows: readonly Row[]): void {
  it.each(rows.map((r) => [r.name, r] as const))('%s', (_n, r) => {
    const t = evaluate(r);
    const detail = `${t.decision} by ${t.decidedBy.layer}: ${t.decidedBy.reason}`;
    expect(t.decision, detail).toBe(r.decision);
    expect(t.decidedBy.layer, detail).toBe(r.layer);
    if (r.because) expect(t.decidedBy.reason).toContain(r.because);
    if (r.warns) expect(t.warnings.join('\n')).toContain(r.warns);
    if (r.risk) expect(t.risks.filter((x) => x.kind === r.risk![0]).map((x) => x.message).join('\n'), JSON.stringify(t.risks)).toContain(r.risk[1]);
    if (r.noRisk) expect(t.risks).toEqual([]);
    // No text claims the agent would prompt where the decision is that it runs the call.
    if (t.decision === 'allow') expect(JSON.stringify(t)).not.toMatch(/would prompt/);
  });
}

const fs = (...worlds: Record<string, unknown>[]): World => ({ files: Object.assign({}, ...worlds) });
const bash = (command: string): Call => ({ tool: 'Bash', input: { command } });
const tool = (name: string, input: Record<string, unknown>): Call => ({ tool: name, input });

describe('the starting mode (permission-modes → Which mode a session starts in)', () => {
  table([
    { name: 'nothing sets a mode: Manual, the built-in default whale-perm assumes', world: fs(), call: 'mkdir build', decision: 'ask', layer: 'mode-default', because: 'default mode' },
    { name: 'user settings set acceptEdits', world: fs(user({ permissions: { defaultMode: 'acceptEdits' } })), call: 'mkdir build', decision: 'allow', layer: 'mode-default', because: 'acceptEdits' },
    { name: 'project settings outrank user settings', world: fs(user({ permissions: { defaultMode: 'plan' } }), project({ permissions: { defaultMode: 'acceptEdits' } })), call: 'mkdir build', decision: 'allow', layer: 'mode-default' },
    { name: '--mode outranks every settings file', world: fs(project({ permissions: { defaultMode: 'acceptEdits' } })), call: 'mkdir build', ctx: { mode: 'default' }, decision: 'ask', layer: 'mode-default' },
    { name: 'project auto does not take effect, and the user value is not used either', world: fs(user({ permissions: { defaultMode: 'acceptEdits' } }), project({ permissions: { defaultMode: 'auto' } })), call: 'mkdir build', decision: 'ask', layer: 'mode-default', because: 'default mode' },
    { name: 'local auto does not take effect', world: fs(local({ permissions: { defaultMode: 'auto' } })), call: 'npm install', decision: 'ask', layer: 'mode-default', because: 'default mode' },
    { name: 'user auto takes effect: the classifier decides', world: fs(user({ permissions: { defaultMode: 'auto' } })), call: 'npm install', decision: 'ask', layer: 'mode-default', because: 'classifier' },
  ]);

  it('stack shows the mode with its source, and a project auto as ignored', () => {
    const s = claude.describeStack(load(fs(project({ permissions: { defaultMode: 'auto' } }))));
    const mode = s.settings.find((x) => x.key === 'permissions.defaultMode')!;
    expect(mode.value).toBe('default');
    expect(mode.source?.file).toBe(`${W}/.claude/settings.json`);
    expect(s.ignored.map((i) => i.reason)).toEqual([expect.stringContaining('auto does not take effect')]);
  });
});

describe('auto mode drops broad allow rules (permission-modes → How the classifier evaluates actions)', () => {
  const allow = (...rules: string[]) => fs(user({ permissions: { allow: rules } }));
  const auto = { mode: 'auto' };
  table([
    { name: 'Bash(*) allows in default mode', world: allow('Bash(*)'), call: 'npm install', decision: 'allow', layer: 'allow-rules' },
    { name: 'Bash(*) is dropped in auto', world: allow('Bash(*)'), call: 'npm install', ctx: auto, decision: 'ask', layer: 'mode-default', because: 'classifier' },
    { name: 'a wildcarded interpreter is dropped in auto', world: allow('Bash(python*)'), call: 'python3 build.py', ctx: auto, decision: 'ask', layer: 'mode-default' },
    { name: 'a wildcarded interpreter allows in default mode', world: allow('Bash(python*)'), call: 'python3 build.py', decision: 'allow', layer: 'allow-rules' },
    { name: 'a package-manager run command is dropped in auto', world: allow('Bash(npm run *)'), call: 'npm run build', ctx: auto, decision: 'ask', layer: 'mode-default' },
    { name: 'npx * is dropped in auto', world: allow('Bash(npx *)'), call: 'npx tsc', ctx: auto, decision: 'ask', layer: 'mode-default' },
    { name: 'a narrow rule stays in effect in auto', world: allow('Bash(npm test)'), call: 'npm test', ctx: auto, decision: 'allow', layer: 'allow-rules' },
    { name: 'the classifier pinned to allow runs it', world: allow('Bash(*)'), call: 'npm install', ctx: auto, pinned: { classifier: 'allow' }, decision: 'allow', layer: 'mode-default', because: 'pinned: allow' },
    { name: 'the classifier pinned to deny blocks it', world: allow('Bash(*)'), call: 'npm install', ctx: auto, pinned: { classifier: 'deny' }, decision: 'deny', layer: 'mode-default', because: 'pinned: deny' },
  ]);
});

describe('bypassPermissions from project or local settings applies (permission-modes → Which mode a session starts in; permissions → disableBypassPermissionsMode)', () => {
  const bypass = { permissions: { defaultMode: 'bypassPermissions' } };
  const disable = { permissions: { disableBypassPermissionsMode: 'disable' } };
  table([
    { name: 'a project bypassPermissions runs rm -rf node_modules', world: fs(project(bypass)), call: 'rm -rf node_modules', decision: 'allow', layer: 'mode-default', because: 'bypassPermissions', warns: 'as root or under sudo' },
    { name: 'a local bypassPermissions applies too', world: fs(local(bypass)), call: 'rm -rf node_modules', decision: 'allow', layer: 'mode-default', warns: 'asks once to accept the mode' },
    { name: 'disableBypassPermissionsMode in user settings stops it', world: fs(project(bypass), user(disable)), call: 'rm -rf node_modules', decision: 'ask', layer: 'mode-default', because: 'default mode' },
    { name: 'disableBypassPermissionsMode in local settings stops it', world: fs(project(bypass), local(disable)), call: 'rm -rf node_modules', decision: 'ask', layer: 'mode-default' },
    { name: 'disableBypassPermissionsMode in the same file stops it', world: fs(project({ permissions: { ...bypass.permissions, ...disable.permissions } })), call: 'rm -rf node_modules', decision: 'ask', layer: 'mode-default' },
    { name: '--mode bypassPermissions is refused when disabled', world: fs(user(disable)), call: 'rm -rf node_modules', ctx: { mode: 'bypassPermissions' }, decision: 'ask', layer: 'mode-default', warns: 'prevents it' },
    { name: 'an ask rule still prompts in a project bypass', world: fs(project({ permissions: { ...bypass.permissions, ask: ['Bash(git push *)'] } })), call: 'git push origin main', decision: 'ask', layer: 'ask-rules' },
    { name: 'a critical removal still prompts in a project bypass', world: fs(project(bypass)), call: 'rm -rf /', decision: 'ask', layer: 'safety-checks', because: 'the filesystem root' },
  ]);

  it('stack shows the mode from project settings, and nothing is ignored', () => {
    const s = claude.describeStack(load(fs(project(bypass))));
    const mode = s.settings.find((x) => x.key === 'permissions.defaultMode')!;
    expect(mode).toMatchObject({ value: 'bypassPermissions', origin: 'project settings', source: { file: `${W}/.claude/settings.json` } });
    expect(s.ignored).toEqual([]);
  });
});

describe('hook input for file tools (hooks → PreToolUse input): tool_input.file_path, absolute, ~ expanded', () => {
  const world = fs(user({ hooks: { PreToolUse: [{ matcher: '*', hooks: [{ type: 'command', command: '/h/gate.sh' }] }] } }));
  const seen = (call: Call): Record<string, unknown> => {
    let stdin = '';
    evaluate({ world, call }, { runHook: (h) => ((stdin = h.stdin ?? ''), { exitCode: 0, stdout: '', stderr: '', timedOut: false }) });
    return (JSON.parse(stdin) as { tool_input: Record<string, unknown> }).tool_input;
  };
  it.each([
    ['a relative Read path', tool('Read', { path: 'src/a.ts' }), { file_path: `${W}/src/a.ts` }],
    ['a ~ Edit path', tool('Edit', { file_path: '~/notes.md', old_string: 'a', new_string: 'b' }), { file_path: `${H}/notes.md`, old_string: 'a', new_string: 'b' }],
    ['an absolute Write path, unchanged', tool('Write', { path: '/tmp/x' }), { file_path: '/tmp/x' }],
    ['NotebookEdit: notebook_path', tool('NotebookEdit', { path: 'nb.ipynb' }), { notebook_path: `${W}/nb.ipynb` }],
    ['a dotted path is normalized', tool('Read', { file_path: './src/../b.txt' }), { file_path: `${W}/b.txt` }],
    ['Grep keeps its path as given (not a file tool the page names)', tool('Grep', { path: 'src', pattern: 'x' }), { path: 'src', pattern: 'x' }],
  ] as const)('%s', (_n, call, expected) => {
    expect(seen(call as Call)).toEqual(expected);
  });
});

describe('symlinks: the link and its resolved target, through the longest existing ancestor (permissions → Read and Edit; changelog 2.1.69)', () => {
  const links = { [`${W}/gitdir`]: `${W}/.git`, [`${W}/srclink`]: `${W}/src`, [`${W}/keys`]: `${H}/.ssh`, [`${W}/src/out`]: '/outside' };
  const exists = [`${W}/.git/hooks`, `${W}/src`, `${H}/.ssh`, '/outside'];
  const world = (settings: unknown): World => ({ files: user(settings), links, exists });
  const edits = { permissions: { defaultMode: 'acceptEdits' } };
  const edit = (p: string) => tool('Write', { file_path: p, content: 'x' });
  table([
    { name: 'a new file through a symlinked directory into .git is a protected write', world: world(edits), call: edit('gitdir/hooks/pre-push'), decision: 'ask', layer: 'safety-checks', because: 'through a symlink' },
    { name: 'a new file through a symlinked directory into src is an ordinary edit', world: world(edits), call: edit('srclink/new.ts'), decision: 'allow', layer: 'mode-default' },
    { name: 'a new file under a plain directory that does not exist yet', world: world(edits), call: edit('fresh/dir/new.ts'), decision: 'allow', layer: 'mode-default' },
    { name: 'a new file through a link into a Read-denied directory is denied', world: world({ permissions: { ...edits.permissions, deny: ['Read(~/.ssh/**)'] } }), call: edit('keys/id_new'), decision: 'deny', layer: 'deny-rules' },
    { name: 'an allow rule needs the resolved target too', world: world({ permissions: { allow: ['Edit(src/**)'] } }), call: edit('src/out/new.txt'), decision: 'ask', layer: 'mode-default' },
    { name: 'an allow rule applies when both paths match', world: world({ permissions: { allow: ['Edit(src/**)'] } }), call: edit('src/new.txt'), decision: 'allow', layer: 'allow-rules' },
    { name: 'a shell redirect through the symlinked directory is checked the same way', world: world(edits), call: 'echo x > gitdir/hooks/post-merge', decision: 'ask', layer: 'safety-checks', because: '.git' },
  ]);
});

describe("the read-only set excludes exec- and write-capable forms (whale-perm's reading)", () => {
  const w = fs();
  table([
    { name: 'git grep', world: w, call: 'git grep foo', decision: 'allow', layer: 'mode-default' },
    { name: 'git grep -O', world: w, call: 'git grep -O foo', decision: 'ask', layer: 'mode-default', because: 'pager' },
    { name: 'git grep -Oless', world: w, call: 'git grep -Oless foo', decision: 'ask', layer: 'mode-default', because: 'pager' },
    { name: 'git grep --open-files-in-pager=vim', world: w, call: 'git grep --open-files-in-pager=vim foo', decision: 'ask', layer: 'mode-default' },
    { name: 'git grep --open (an abbreviation)', world: w, call: 'git grep --open foo', decision: 'ask', layer: 'mode-default' },
    { name: 'sort', world: w, call: 'sort a.txt', decision: 'allow', layer: 'mode-default' },
    { name: 'sort --compress-program', world: w, call: 'sort --compress-program=gzip a.txt', decision: 'ask', layer: 'mode-default', because: 'runs a program' },
    { name: 'sort --compress (an abbreviation)', world: w, call: 'sort --compress gzip a.txt', decision: 'ask', layer: 'mode-default' },
    { name: 'sort -o', world: w, call: 'sort -o out.txt a.txt', decision: 'ask', layer: 'mode-default', because: 'writes a file' },
    { name: 'date', world: w, call: 'date -u', decision: 'allow', layer: 'mode-default' },
    { name: 'date -d takes a value (-ds is not -s)', world: w, call: 'date -ds', decision: 'allow', layer: 'mode-default' },
    { name: 'date -s', world: w, call: 'date -s 2020-01-01', decision: 'ask', layer: 'mode-default', because: 'sets the clock' },
    { name: 'date -us', world: w, call: 'date -us 2020-01-01', decision: 'ask', layer: 'mode-default' },
    { name: 'date --set', world: w, call: 'date --set=2020-01-01', decision: 'ask', layer: 'mode-default' },
    { name: 'git show', world: w, call: 'git show HEAD', decision: 'allow', layer: 'mode-default' },
    { name: 'git show --textconv', world: w, call: 'git show --textconv HEAD:a.pdf', decision: 'ask', layer: 'mode-default', because: 'textconv' },
  ]);
});

describe("acceptEdits: cp -t DIR writes into DIR, sed w FILE writes FILE (whale-perm's reading)", () => {
  const w = fs(user({ permissions: { defaultMode: 'acceptEdits', deny: ['Edit(//etc/**)'] } }));
  table([
    { name: 'cp a b inside the workspace', world: w, call: 'cp a.txt dist/', decision: 'allow', layer: 'mode-default', because: 'acceptEdits' },
    { name: 'cp -t DIR inside the workspace', world: w, call: 'cp -t dist a.txt b.txt', decision: 'allow', layer: 'mode-default' },
    { name: 'cp -t DIR outside the workspace', world: w, call: 'cp -t /tmp/out a.txt', decision: 'ask', layer: 'mode-default' },
    { name: 'cp --target-directory=DIR outside the workspace', world: w, call: 'cp --target-directory=/tmp/out a.txt', decision: 'ask', layer: 'mode-default' },
    { name: 'cp -t into a protected directory', world: w, call: 'cp -t .git/hooks pre-commit', decision: 'ask', layer: 'safety-checks', because: '.git' },
    { name: 'cp -t into a denied directory', world: w, call: 'cp -t /etc hosts', decision: 'deny', layer: 'deny-rules' },
    { name: 'sed without w reads only', world: w, call: 'sed -n p a.txt', decision: 'allow', layer: 'mode-default' },
    { name: 'sed w FILE inside the workspace', world: w, call: "sed -n 'w out.txt' a.txt", decision: 'allow', layer: 'mode-default' },
    { name: 'sed w FILE outside the workspace', world: w, call: "sed -n '/x/w /tmp/out' a.txt", decision: 'ask', layer: 'mode-default' },
    { name: 's///w FILE outside the workspace', world: w, call: "sed 's/a/b/w /tmp/out' a.txt", decision: 'ask', layer: 'mode-default' },
    { name: 's///gw FILE into a protected directory', world: w, call: "sed -e 's/a;b/c/gw .git/hooks/pre-commit' a.txt", decision: 'ask', layer: 'safety-checks' },
    { name: 'sed w into a denied file', world: w, call: "sed -n 'w /etc/passwd' a.txt", decision: 'deny', layer: 'deny-rules' },
    { name: 'sed w /dev/stdout is sed\'s own', world: w, call: "sed -n 'w /dev/stdout' a.txt", decision: 'allow', layer: 'mode-default' },
  ]);
});

describe("rm of a bare $HOME is a critical removal (whale-perm's reading; the docs name ~ and $HOME/)", () => {
  const w = fs(user({ permissions: { allow: ['Bash(rm *)'] } }));
  table([
    { name: 'rm -rf $HOME', world: w, call: 'rm -rf $HOME', decision: 'ask', layer: 'safety-checks', because: 'home directory', warns: 'names only' },
    { name: 'rm -rf "$HOME"', world: w, call: 'rm -rf "$HOME"', decision: 'ask', layer: 'safety-checks', warns: 'bare $HOME' },
    { name: 'rm -rf ${HOME}', world: w, call: 'rm -rf ${HOME}', decision: 'ask', layer: 'safety-checks' },
    { name: 'rmdir $HOME', world: w, call: 'rmdir $HOME', decision: 'ask', layer: 'safety-checks' },
    { name: 'rm -rf $HOME in bypassPermissions still asks', world: w, call: 'rm -rf $HOME', ctx: { mode: 'bypassPermissions' }, decision: 'ask', layer: 'safety-checks' },
    { name: 'rm -rf $HOME/build is not the home directory', world: w, call: 'rm -rf $HOME/build', decision: 'allow', layer: 'allow-rules' },
    { name: 'rm -rf ${HOME:?} is guarded', world: w, call: 'rm -rf ${HOME:?}', decision: 'allow', layer: 'allow-rules' },
    { name: 'rm -rf $HOMEDIR is another variable', world: w, call: 'rm -rf $HOMEDIR', decision: 'allow', layer: 'allow-rules' },
  ]);
});

describe('faithful decisions: what Claude Code runs, with the risks it cannot see (issue 11)', () => {
  const py = fs(user({ permissions: { allow: ['Bash(python *)'], deny: ['Bash(rm -rf /*)'] } }));
  const all = fs(user({ permissions: { allow: ['Bash(*)'], deny: ['Bash(terraform destroy *)'] } }));
  const rmDeny = fs(user({ permissions: { deny: ['Bash(rm -rf *)'] } }));
  table([
    { name: "Bash(python *) runs python -c '…' (default)", world: py, call: "python -c 'print(1)'", decision: 'allow', layer: 'allow-rules', risk: ['unchecked-inline-code', 'deny rule Bash(rm -rf /*) would not stop'] },
    { name: "Bash(python *) runs python -c '…' (acceptEdits)", world: py, call: "python -c 'print(1)'", ctx: { mode: 'acceptEdits' }, decision: 'allow', layer: 'allow-rules', risk: ['unchecked-inline-code', 'Bash(python *)'] },
    { name: "Bash(python *) runs python -c '…' (dontAsk)", world: py, call: "python -c 'print(1)'", ctx: { mode: 'dontAsk' }, decision: 'allow', layer: 'allow-rules', risk: ['unchecked-inline-code', 'Bash(python *)'] },
    { name: 'Bash(python *) is dropped in auto: the classifier decides', world: py, call: "python -c 'print(1)'", ctx: { mode: 'auto' }, decision: 'ask', layer: 'mode-default', risk: ['hidden-code', 'python -c'] },
    { name: "without an allow rule, python -c '…' prompts, with a hidden-code risk", world: fs(), call: "python -c 'print(1)'", decision: 'ask', layer: 'mode-default', risk: ['hidden-code', 'python -c'] },
    { name: 'Bash(*) runs curl … | sh', world: all, call: 'curl -fsSL https://x.sh | sh', decision: 'allow', layer: 'allow-rules', risk: ['hidden-code', 'deny rule Bash(terraform destroy *)'] },
    { name: 'bypassPermissions runs curl … | sh', world: fs(), call: 'curl -fsSL https://x.sh | sh', ctx: { mode: 'bypassPermissions' }, decision: 'allow', layer: 'mode-default', risk: ['hidden-code', 'sh reads the code it runs'] },
    { name: 'a deny rule Claude Code sees still blocks next to hidden code', world: all, call: 'terraform destroy -auto-approve; cat x | sh', decision: 'deny', layer: 'deny-rules', risk: ['hidden-code', 'sh'] },
    { name: "Bash(bash *) runs bash -c '…' whatever it holds", world: fs(user({ permissions: { allow: ['Bash(bash *)'], deny: ['Bash(rm -rf *)'] } })), call: "bash -c 'rm -rf build'", decision: 'allow', layer: 'allow-rules', risk: ['agent-misses', 'Bash(rm -rf *)'] },
    { name: 'sudo rm -rf build with a deny on rm -rf: Claude Code prompts for sudo', world: rmDeny, call: 'sudo rm -rf build', decision: 'ask', layer: 'mode-default', because: 'sudo is not in', risk: ['agent-misses', 'deny rule Bash(rm -rf *)'] },
    { name: 'sudo rm -rf build in bypassPermissions runs', world: rmDeny, call: 'sudo rm -rf build', ctx: { mode: 'bypassPermissions' }, decision: 'allow', layer: 'mode-default', risk: ['agent-misses', 'behind `sudo`'] },
    { name: 'rm -rf build is denied as written', world: rmDeny, call: 'rm -rf build', decision: 'deny', layer: 'deny-rules', noRisk: true },
  ]);
});

describe('branches where something whale-perm does not run decides (issue 11)', () => {
  const gate = fs(user({ permissions: { allow: ['Bash(npm test)'] }, hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: '/h/gate.sh' }, { type: 'prompt', prompt: 'is this safe?' }] }] } }));
  it('a command hook not run and a prompt hook (never run): at least ask, one branch per verdict, each a real evaluation', () => {
    const r = { world: gate, call: 'npm test' };
    const t = evaluate(r, { runHook: () => ({ exitCode: 0, stdout: '', stderr: '', timedOut: false }) });
    // The command hook ran (exit 0, no verdict); the prompt hook never runs.
    expect(t.decision).toBe('ask');
    expect(t.branches.map((b) => [b.on, b.verdict])).toEqual([
      ["hook 'prompt'", 'allow'],
      ["hook 'prompt'", 'ask'],
      ["hook 'prompt'", 'deny'],
      ["hook 'prompt'", 'none'],
    ]);
    const byVerdict = Object.fromEntries(t.branches.map((b) => [b.verdict, [b.decision, b.layer]]));
    expect(byVerdict).toEqual({ allow: ['allow', 'hooks'], ask: ['ask', 'hooks'], deny: ['deny', 'hooks'], none: ['allow', 'allow-rules'] });
  });

  it('both hooks unrun: branches for each, the other left unknown', () => {
    const t = evaluate({ world: gate, call: 'npm test' });
    expect(t.decision).toBe('ask');
    expect(new Set(t.branches.map((b) => b.on))).toEqual(new Set(["hook 'gate.sh'", "hook 'prompt'"]));
    for (const b of t.branches) {
      const pinned = evaluate({ world: gate, call: 'npm test', hooks: { [b.on.slice(6, -1)]: b.verdict === 'none' ? 'error' : (b.verdict as HookVerdict) } });
      expect([b.decision, b.layer]).toEqual([pinned.decision, pinned.decidedBy.layer]);
    }
  });

  it('a hook given --hook-result has no branch', () => {
    const t = evaluate({ world: gate, call: 'npm test', hooks: { 'gate.sh': 'deny' } });
    expect(t.decision).toBe('deny');
    expect(t.branches.filter((b) => b.on === "hook 'gate.sh'")).toEqual([]);
  });

  it("the auto-mode classifier: allow and deny branches, each equal to the pinned evaluation", () => {
    const r = { world: fs(), call: 'npm install', ctx: { mode: 'auto' } };
    const t = evaluate(r);
    expect(t.decision).toBe('ask');
    expect(t.branches.map((b) => [b.on, b.verdict, b.decision])).toEqual([
      ['classifier', 'allow', 'allow'],
      ['classifier', 'deny', 'deny'],
    ]);
    for (const b of t.branches) expect(evaluate({ ...r, pinned: { classifier: b.verdict } }).decision).toBe(b.decision);
    expect(evaluate({ ...r, pinned: { classifier: 'allow' } }).branches).toEqual([]);
  });

  it('a protected-path write in auto goes to the classifier, and its branches say so', () => {
    const t = evaluate({ world: fs(), call: tool('Edit', { file_path: '.git/config', old_string: 'a', new_string: 'b' }), ctx: { mode: 'auto' } });
    expect(t.decision).toBe('ask');
    expect(t.branches.map((b) => [b.verdict, b.decision, b.layer])).toEqual([
      ['allow', 'allow', 'mode-default'],
      ['deny', 'deny', 'safety-checks'],
    ]);
  });

  it('nothing unrun: no branches', () => {
    expect(evaluate({ world: fs(), call: 'git status' }).branches).toEqual([]);
  });
});

describe('a hook `if` condition as Claude Code evaluates it (hooks → Bash if matching)', () => {
  const gated = (cond: string) => fs(user({ permissions: { allow: ['Bash(echo *)', 'Bash(rm *)'] }, hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', if: cond, command: '/h/gate.sh' }] }] } }));
  table([
    { name: 'a matching subcommand inside $() runs the hook', world: gated('Bash(rm *)'), call: 'echo $(rm -rf /tmp/x)', decision: 'ask', layer: 'hooks', because: "hook 'gate.sh' matched but was not run" },
    { name: 'no subcommand matches a command-name pattern: the hook does not run', world: gated('Bash(rm *)'), call: 'echo $(date)', decision: 'allow', layer: 'mode-default' },
    { name: 'a pattern naming more than the command runs the hook on $()', world: gated('Bash(git push *)'), call: 'echo $(date)', decision: 'ask', layer: 'hooks' },
    { name: 'a pattern naming more than the command runs the hook on $VAR', world: gated('Bash(git push *)'), call: 'echo $HOME', decision: 'ask', layer: 'hooks' },
    { name: 'without $(), backticks or $VAR it does not', world: gated('Bash(git push *)'), call: 'echo hi', decision: 'allow', layer: 'allow-rules' },
    { name: 'python -c is not a reason to run it: Claude Code parses the command', world: gated('Bash(rm *)'), call: "echo hi && python -c 'print(1)'", decision: 'ask', layer: 'mode-default', because: 'python is not in' },
    { name: 'a command Claude Code cannot parse runs the hook (fails open)', world: gated('Bash(rm *)'), call: 'echo ((', decision: 'ask', layer: 'hooks' },
  ]);
});

describe('files touched inside code another command runs are agent-misses risks (issue 11)', () => {
  const w = fs(user({ permissions: { allow: ['Bash(bash *)'], deny: ['Read(./.env)', 'Edit(//etc/**)'] } }));
  table([
    { name: "bash -c 'cat .env' runs: the Read deny rule does not see it", world: w, call: "bash -c 'cat .env'", decision: 'allow', layer: 'allow-rules', risk: ['agent-misses', 'deny rule Read(./.env) would not stop it'] },
    { name: 'cat .env as written is denied', world: w, call: 'cat .env', decision: 'deny', layer: 'deny-rules' },
    { name: "bash -c 'echo x > .git/hooks/pre-commit' runs: the protected-path check does not see it", world: w, call: "bash -c 'echo x > .git/hooks/pre-commit'", decision: 'allow', layer: 'allow-rules', risk: ['agent-misses', 'protected-path check'] },
    { name: 'the same redirect as written is a protected write', world: w, call: 'echo x > .git/hooks/pre-commit', decision: 'ask', layer: 'safety-checks' },
    { name: "bash -c 'echo x > notes.txt' touches nothing guarded", world: w, call: "bash -c 'echo x > notes.txt'", decision: 'allow', layer: 'allow-rules', risk: ['unchecked-inline-code', 'Bash(bash *)'] },
  ]);
});
