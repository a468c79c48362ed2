/**
 * `whale-perm explain --batch FILE|-`: one JSON call per line in, one result
 * per line out, in order, in one process; a bad line yields
 * `{"error": …, "line": N}` and the run goes on.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { runBatch } from '../../src/cli/commands/batch.js';
import type { ExplainArgs } from '../../src/cli/commands/explain.js';
import { run } from '../../src/cli/main.js';
import { cliFrom, memoryOutput } from '../../src/cli/output.js';
import { codewhale } from '../../src/engines/codewhale/index.js';

const FIX = fileURLToPath(new URL('./fixtures/', import.meta.url));
const STACK = ['--home', join(FIX, 'home'), '--workspace', join(FIX, 'workspace')];
const tmp = mkdtempSync(join(tmpdir(), 'whale-perm-batch-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function whale(...argv: string[]) {
  const out = memoryOutput();
  const code = await run(argv, out);
  return { code, stdout: out.stdout, stderr: out.stderr };
}

type Expected = { kind: 'error'; match: RegExp } | { kind: 'trace'; tool: string; key: 'command' | 'path'; value: string; decision?: string };

/** Line i of the generated input, and what its output line must be. */
function lineFor(i: number): [string, Expected] {
  if (i % 97 === 3) return ['{"command": "echo broken', { kind: 'error', match: /^not valid JSON/ }];
  if (i % 101 === 5) return ['{"cmd": "ls"}', { kind: 'error', match: /^unknown field\(s\): cmd$/ }];
  if (i % 103 === 7) return [JSON.stringify({ command: 'ls', posture: 'sometimes' }), { kind: 'error', match: /^"posture" sometimes: expected ask/ }];
  if (i % 107 === 9) return ['', { kind: 'error', match: /^empty line$/ }];
  if (i % 109 === 11) return ['[1, 2]', { kind: 'error', match: /^expected a JSON object$/ }];
  if (i % 5 === 0) return [JSON.stringify({ tool: 'write_file', path: `notes/${i}.md` }), { kind: 'trace', tool: 'write_file', key: 'path', value: `notes/${i}.md` }];
  if (i % 5 === 1) return [JSON.stringify({ command: `git push --force origin b${i}` }), { kind: 'trace', tool: 'exec_shell', key: 'command', value: `git push --force origin b${i}`, decision: 'deny' }];
  return [JSON.stringify({ command: `echo line-${i}` }), { kind: 'trace', tool: 'exec_shell', key: 'command', value: `echo line-${i}`, decision: 'allow' }];
}

function check(outLines: string[], expected: Expected[]) {
  expect(outLines).toHaveLength(expected.length);
  for (let i = 0; i < expected.length; i++) {
    const o = JSON.parse(outLines[i]!);
    const e = expected[i]!;
    if (e.kind === 'error') {
      expect(o.line, `line ${i + 1}`).toBe(i + 1);
      expect(o.error, `line ${i + 1}`).toMatch(e.match);
    } else {
      expect(o.call.tool, `line ${i + 1}`).toBe(e.tool);
      expect(o.call.input[e.key], `line ${i + 1}`).toBe(e.value);
      if (e.decision) expect(o.decision, `line ${i + 1}`).toBe(e.decision);
    }
  }
}

describe('explain --batch', () => {
  it('answers 10,000 lines with 10,000 lines, in order, bad lines included', async () => {
    const N = 10_000;
    const lines: string[] = [];
    const expected: Expected[] = [];
    for (let i = 0; i < N; i++) {
      const [l, e] = lineFor(i);
      lines.push(l);
      expected.push(e);
    }
    const file = join(tmp, 'calls.jsonl');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const r = await whale('explain', ...STACK, '--batch', file);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout.endsWith('\n')).toBe(true);
    check(r.stdout.slice(0, -1).split('\n'), expected);
    expect(expected.filter((e) => e.kind === 'error').length).toBeGreaterThan(400);
  });

  it('each result line is the explain --format json object', async () => {
    const file = join(tmp, 'one.jsonl');
    writeFileSync(file, '{"command": "git push --force"}\n');
    const batch = await whale('explain', ...STACK, '--batch', file);
    const single = await whale('explain', ...STACK, '--format', 'json', '--', 'git push --force');
    expect(JSON.parse(batch.stdout)).toEqual(JSON.parse(single.stdout));
    expect(batch.stdout.split('\n')).toHaveLength(2); // one line and its newline
  });

  it('takes posture, mode, headless and input per line; CRLF line ends and a last line without newline count', async () => {
    const file = join(tmp, 'ctx.jsonl');
    writeFileSync(
      file,
      [
        JSON.stringify({ command: 'ls', posture: 'never' }),
        JSON.stringify({ tool: 'write_file', path: 'a.txt', mode: 'plan' }),
        JSON.stringify({ tool: 'write_file', input: { path: 'b.txt', content: 'x' }, headless: true }),
        JSON.stringify({ command: 'ls', headless: 'yes' }),
      ].join('\r\n'),
    );
    const r = await whale('explain', ...STACK, '--batch', file);
    const out = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
    expect(out).toHaveLength(4);
    // `ls` is parallel read-only: Auto, which runs even under never (Codewhale's authority.rs, resolve_tool_permission).
    expect(out[0]).toMatchObject({ decision: 'allow', decidedBy: { layer: 'tool-baseline' } });
    expect(out[1]).toMatchObject({ decision: 'deny', decidedBy: { layer: 'tool-baseline' } });
    expect(out[2]).toMatchObject({ call: { tool: 'write_file', input: { path: 'b.txt', content: 'x' } } });
    expect(out[3]).toEqual({ error: '"headless" must be true or false', line: 4 });
  });

  it('reads standard input for - (which reaches the command as an empty --batch value)', async () => {
    for (const batch of ['-', '']) {
      const out = memoryOutput();
      const args = { engine: 'codewhale', home: join(FIX, 'home'), workspace: join(FIX, 'workspace'), config: [], projectConfig: true, batch, format: 'json' } as unknown as ExplainArgs;
      const code = await runBatch(codewhale, args, cliFrom(out), Readable.from(['{"command":"echo a"}\n{bad\n', '{"command":"echo b"}\n']));
      expect(code).toBe(0);
      const lines = out.stdout.trimEnd().split('\n').map((l) => JSON.parse(l));
      expect(lines.map((l) => l.call?.input.command ?? `error@${l.line}`)).toEqual(['echo a', 'error@2', 'echo b']);
    }
  });

  it('a missing file or a directory is a usage error: exit 2, one line, nothing on stdout', async () => {
    for (const path of [join(tmp, 'nope.jsonl'), tmp]) {
      const r = await whale('explain', ...STACK, '--batch', path);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(new RegExp(`^whale-perm: --batch ${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: (no such file|is a directory, expected a file)`));
      expect(r.stderr).not.toMatch(/internal error/);
    }
  });
});

describe('explain --batch streams', () => {
  it('answers each line before the next one arrives', async () => {
    const input = new PassThrough();
    const results: string[] = [];
    let notify: (() => void) | undefined;
    const out = {
      ...memoryOutput(),
      out(t: string) {
        results.push(...t.split('\n').filter((l) => l !== ''));
        notify?.();
      },
      stdin: input,
    };
    const done = run(['explain', ...STACK, '--batch', '-'], out);
    const commands = ['git push --force origin main', 'echo one', 'echo two'];
    for (let i = 0; i < commands.length; i++) {
      const answered = new Promise<void>((resolve) => {
        notify = resolve;
      });
      input.write(`${JSON.stringify({ command: commands[i] })}\n`);
      // The next line is written only once this one has its answer: a batch that waits for more input would hang here.
      await answered;
      expect(results).toHaveLength(i + 1);
      expect(JSON.parse(results[i]!).call.input.command).toBe(commands[i]);
    }
    input.end();
    expect(await done).toBe(0);
    expect(results.map((l) => JSON.parse(l).decision)).toEqual(['deny', 'allow', 'allow']);
  });

  it('refuses --format text (it writes JSON lines), and takes --format json', async () => {
    const r = await whale('explain', ...STACK, '--batch', join(tmp, 'none.jsonl'), '--format', 'text');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--format text cannot be combined with it/);
    const file = join(tmp, 'one.jsonl');
    writeFileSync(file, '{"command":"ls"}\n');
    const j = await whale('explain', ...STACK, '--batch', file, '--format', 'json');
    expect(j.code).toBe(0);
    expect(JSON.parse(j.stdout).call.input.command).toBe('ls');
  });
});
