/**
 * Hook files in directories: `~/.grok/hooks/*.json` and the workspace's
 * `.grok/hooks/*.json` (trusted folders only), read through the reader's
 * `list`, in sorted order after the config-file hooks. A reader that cannot
 * list directories keeps the old warning. Hooks are never run here.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from '../../../src/cli/main.js';
import { memoryOutput } from '../../../src/cli/output.js';
import { diskReader, type FileReader } from '../../../src/io/files.js';
import { gitRevisionReader, type RepoRevision } from '../../../src/io/git.js';
import { FIXTURES } from '../../helpers/stack.js';
import { memoryReader } from '../../helpers/memory-reader.js';
import { explainGrok, grokStack } from './helpers.js';

const FIX = join(FIXTURES, 'grok-hook-dir');
const HOOKS = join(FIX, 'home', '.grok', 'hooks');

describe('grok hook directories', () => {
  it('loads every *.json file in ~/.grok/hooks in sorted order, with file:line:column sources', () => {
    const s = grokStack('grok-hook-dir');
    expect(s.hooks.map((h) => [h.name, h.matcher, h.origin, h.project])).toEqual([
      ['gate', 'Bash', 'user hook file', false],
      ['edit-gate', 'Edit|Write', 'user hook file', false],
    ]);
    expect(s.hooks[0]!.source).toMatchObject({ file: join(HOOKS, 'gate.json'), line: 6, column: 19 });
    expect(s.hooks[0]!.timeoutSecs).toBe(10);
    expect(s.files.filter((f) => f.role === 'user hook file').map((f) => [f.path, f.status])).toEqual([
      [join(HOOKS, 'broken.json'), 'error'],
      [join(HOOKS, 'gate.json'), 'read'],
      [join(HOOKS, 'zz-bad-entry.json'), 'read'],
    ]);
    expect(s.warnings.some((w) => w.includes('cannot list a directory'))).toBe(false);
  });

  it('a malformed file is skipped with a located warning; an invalid entry is a schema problem; the others still load', () => {
    const s = grokStack('grok-hook-dir');
    const broken = s.warnings.find((w) => w.startsWith(join(HOOKS, 'broken.json')));
    expect(broken).toMatch(/broken\.json:\d+:\d+: .*grok skips this user hook file/);
    expect(s.problems.some((p) => p.check === 'schema' && p.loc.file === join(HOOKS, 'broken.json'))).toBe(true);
    const entry = s.problems.find((p) => p.loc.file === join(HOOKS, 'zz-bad-entry.json'));
    expect(entry?.message).toContain('"prompt" is not command or http');
    expect(entry?.loc.line).toBe(4);
  });

  it('explain lists an unrun matching hook as an unknown and does not run it', () => {
    const t = explainGrok(grokStack('grok-hook-dir'), { command: 'npm test' });
    expect(t.unknowns.some((u) => u.includes("hook 'gate' matched but was not run"))).toBe(true);
    expect(t.decision).not.toBe('allow');
  });

  it('--hook-result gate=deny denies; gate=allow lets the rules decide', () => {
    const deny = explainGrok(grokStack('grok-hook-dir'), { command: 'npm test' }, {}, { gate: 'deny' });
    expect([deny.decision, deny.decidedBy.layer]).toEqual(['deny', 'hooks']);
    const allow = explainGrok(grokStack('grok-hook-dir'), { command: 'npm test' }, {}, { gate: 'allow' });
    expect([allow.decision, allow.decidedBy.layer]).toEqual(['allow', 'policy']);
    expect(allow.unknowns).toEqual([]);
  });

  it('project hook files load only in a trusted folder', () => {
    const untrusted = grokStack('grok-hook-dir');
    expect(untrusted.hooks.some((h) => h.project)).toBe(false);
    expect(untrusted.files.find((f) => f.role === 'project hook file')?.status).toBe('not-read');
    const trusted = grokStack('grok-hook-dir', { trusted: true });
    expect(trusted.hooks.map((h) => h.name)).toEqual(['gate', 'edit-gate', 'project-gate']);
    expect(trusted.hooks[2]!.project).toBe(true);
  });

  it('a reader without list keeps the warning and loads nothing from the directory', () => {
    const { list: _list, ...noList } = diskReader;
    const reader: FileReader = noList;
    const s = grokStack('grok-hook-dir', { reader });
    expect(s.hooks).toEqual([]);
    expect(s.warnings.some((w) => w.startsWith(`${HOOKS}: grok also loads hooks`) && w.includes('cannot list a directory'))).toBe(true);
  });

  it('works through an in-memory reader', () => {
    const home = '/m/home';
    const reader = memoryReader({
      [`${home}/.grok/hooks/b.json`]: '{"hooks":{"PreToolUse":[{"matcher":"Bash","hooks":[{"command":"/x/b.sh"}]}]}}',
      [`${home}/.grok/hooks/a.json`]: '{"hooks":{"PreToolUse":[{"matcher":"Bash","hooks":[{"command":"/x/a.sh"}]}]}}',
      [`${home}/.grok/hooks/sub/c.json`]: '{"hooks":{"PreToolUse":[{"matcher":"Bash","hooks":[{"command":"/x/c.sh"}]}]}}',
    });
    expect(reader.list!(`${home}/.grok/hooks`)).toEqual(['a.json', 'b.json', 'sub']);
    expect(reader.list!(`${home}/nowhere`)).toBeUndefined();
    const s = grokStack('grok-hook-dir', { home, workspace: '/m/ws', reader });
    expect(s.hooks.map((h) => h.name)).toEqual(['a', 'b']);
  });

  it('the CLI: --hook-result gate=deny denies', async () => {
    const out = memoryOutput();
    const code = await run(['explain', '--engine', 'grok', '--home', join(FIX, 'home'), '--workspace', join(FIX, 'workspace'), '--no-color', '--format', 'json', '--hook-result', 'gate=deny', '--', 'npm test'], out);
    expect(code).toBe(0);
    const j = JSON.parse(out.stdout) as { decision: string; decidedBy: { layer: string } };
    expect([j.decision, j.decidedBy.layer]).toEqual(['deny', 'hooks']);
  });
});

describe('listing directories', () => {
  it('diskReader.list: sorted names, undefined for a missing directory or a file', () => {
    expect(diskReader.list!(HOOKS)).toEqual(['README.md', 'broken.json', 'gate.json', 'zz-bad-entry.json']);
    expect(diskReader.list!(join(FIX, 'nowhere'))).toBeUndefined();
    expect(diskReader.list!(join(HOOKS, 'gate.json'))).toBeUndefined();
  });

  it('gitRevisionReader.list: the entries one level below a tree at the revision', () => {
    const tree = new Map<string, { mode: string; type: 'blob' | 'tree' | 'commit'; size: number }>([
      ['.grok', { mode: '040000', type: 'tree', size: 0 }],
      ['.grok/hooks', { mode: '040000', type: 'tree', size: 0 }],
      ['.grok/hooks/b.json', { mode: '100644', type: 'blob', size: 2 }],
      ['.grok/hooks/a.json', { mode: '100644', type: 'blob', size: 2 }],
      ['.grok/hooks/sub', { mode: '040000', type: 'tree', size: 0 }],
      ['.grok/hooks/sub/c.json', { mode: '100644', type: 'blob', size: 2 }],
      ['README.md', { mode: '100644', type: 'blob', size: 2 }],
    ]);
    const repo: RepoRevision = { top: '/nonexistent-repo', rev: 'HEAD', commit: '0'.repeat(40), tree };
    const reader = gitRevisionReader([repo], memoryReader({}));
    expect(reader.list!('/nonexistent-repo/.grok/hooks')).toEqual(['a.json', 'b.json', 'sub']);
    expect(reader.list!('/nonexistent-repo')).toEqual(['.grok', 'README.md']);
    expect(reader.list!('/nonexistent-repo/README.md')).toBeUndefined();
    expect(reader.list!('/nonexistent-repo/missing')).toBeUndefined();
  });
});
