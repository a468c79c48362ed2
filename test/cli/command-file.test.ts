/**
 * `explain --command-file FILE|-`: one command read whole from a file or from
 * standard input — the route for a command longer than one argument may be
 * (128 KiB on Linux) or written over many lines, in text and in JSON.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.js';
import { memoryOutput, type RunIO } from '../../src/cli/output.js';

const FIX = fileURLToPath(new URL('../cli-test/fixtures/', import.meta.url));
const STACK = ['--home', join(FIX, 'home'), '--workspace', join(FIX, 'workspace')];
const dir = mkdtempSync(join(tmpdir(), 'whale-perm-command-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function whale(argv: string[], io: RunIO = {}) {
  const out = memoryOutput();
  const code = await run(['explain', ...STACK, ...argv], { ...out, cwd: dir, ...io });
  return { code, stdout: out.stdout, stderr: out.stderr };
}

function file(name: string, text: string): string {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
}

describe('explain --command-file', () => {
  const MULTI = 'git status &&\nrm -rf build\nls | sh';

  it('reads the whole file as the command, less its final line break, as the argv route would', async () => {
    const viaFile = await whale(['--format', 'json', '--command-file', file('multi.sh', `${MULTI}\n`)]);
    const viaArgv = await whale(['--format', 'json', '--', MULTI]);
    expect(viaFile.code).toBe(viaArgv.code);
    expect(JSON.parse(viaFile.stdout).call.input.command).toBe(MULTI);
    expect(JSON.parse(viaFile.stdout)).toEqual(JSON.parse(viaArgv.stdout));
  });

  it('renders text too, and a relative FILE is taken from the working directory', async () => {
    file('rel.sh', 'rm -rf build\n');
    const r = await whale(['--command-file', 'rel.sh']);
    const viaArgv = await whale(['--', 'rm -rf build']);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(viaArgv.stdout);
  });

  it('- reads standard input', async () => {
    const r = await whale(['--format', 'json', '--command-file', '-'], { stdin: Readable.from([Buffer.from('ls |'), Buffer.from(' sh\r\n')]) });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).call.input.command).toBe('ls | sh');
  });

  it('takes a command longer than one argument may be', async () => {
    const long = `${'true && '.repeat(19_000)}true`;
    const r = await whale(['--format', 'json', '--command-file', file('long.sh', long)]);
    expect(r.code).toBe(0);
    const t = JSON.parse(r.stdout);
    expect(t.call.input.command).toBe(long);
    expect(t.segments).toHaveLength(19_001);
  });

  it('in text, a run of identical segments is one row with its count, and rows past 200 are counted, not dropped', async () => {
    const same = await whale(['--command-file', file('same.sh', `${'true && '.repeat(19_000)}true`)]);
    expect(same.code).toBe(0);
    expect(same.stdout).toContain('true (×19000 in a row)');
    expect(same.stdout.length).toBeLessThan(20_000);
    const distinct = Array.from({ length: 450 }, (_, i) => `echo n${i}`).join(' && ');
    const many = await whale(['--command-file', file('many.sh', distinct)]);
    expect(many.stdout).toContain('echo n199');
    expect(many.stdout).not.toContain('echo n200 ');
    expect(many.stdout).toContain('… 250 more segments');
  });

  it.each([
    ['a directory', () => ['--command-file', dir], 'not a regular file'],
    ['a missing file', () => ['--command-file', join(dir, 'nope.sh')], 'no such file'],
    ['an empty file', () => ['--command-file', file('empty.sh', '\n')], 'holds no command'],
    ['command words after it', () => ['--command-file', file('x.sh', 'ls'), 'ls'], 'no command words may follow it'],
    ['--batch beside it', () => ['--batch', file('b.jsonl', '{"command":"ls"}\n'), '--command-file', file('y.sh', 'ls')], 'cannot be combined'],
    ['standard input missing', () => ['--command-file', '-'], 'no standard input'],
  ])('refuses %s: one line, exit 2, nothing on stdout', async (_, argv, message) => {
    const r = await whale(argv());
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
