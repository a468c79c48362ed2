/**
 * `explain --batch FILE|-`: one JSON call per line in, one result per line
 * out, in order, in one process, each written as its line is read. A bad
 * line yields an error object and the run goes on; the stack is loaded once.
 */
import { createReadStream, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { traceToJson } from '../../report/explain-json.js';
import type { Call, CallContext } from '../../core/types.js';
import type { Engine, EvalOptions } from '../../engines/types.js';
import { evalOptions, loadStackOrFail } from '../context.js';
import type { ExplainArgs } from './explain.js';
import type { Cli } from '../output.js';
import { UsageError } from '../../core/usage-error.js';

const FIELDS = new Set(['tool', 'command', 'path', 'input', 'posture', 'mode', 'headless', 'background']);

export function parseBatchLine(line: string, engine: Engine): { call: Call; ctx: CallContext } | { error: string } {
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch (err) {
    return { error: `not valid JSON: ${(err as Error).message}` };
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return { error: 'expected a JSON object' };
  const o = v as Record<string, unknown>;
  const unknown = Object.keys(o).filter((k) => !FIELDS.has(k));
  if (unknown.length > 0) return { error: `unknown field(s): ${unknown.join(', ')}` };
  for (const k of ['tool', 'command', 'path', 'posture', 'mode'] as const) {
    if (o[k] !== undefined && typeof o[k] !== 'string') return { error: `"${k}" must be a string` };
  }
  for (const k of ['headless', 'background'] as const) {
    if (o[k] !== undefined && typeof o[k] !== 'boolean') return { error: `"${k}" must be true or false` };
  }
  if (o.input !== undefined && (o.input === null || typeof o.input !== 'object' || Array.isArray(o.input))) return { error: '"input" must be an object' };
  const input: Record<string, unknown> = { ...((o.input as Record<string, unknown>) ?? {}) };
  if (typeof o.command === 'string') input.command = o.command;
  if (typeof o.path === 'string') input.path = o.path;
  if (Object.keys(input).length === 0 && o.tool === undefined) return { error: 'a call needs "command", "path", "input" or "tool"' };
  const ctx: CallContext = {};
  if (typeof o.posture === 'string') ctx.posture = o.posture;
  if (typeof o.mode === 'string') ctx.mode = o.mode;
  if (o.headless === true) ctx.headless = true;
  if (o.background === true) ctx.background = true;
  return { call: { tool: typeof o.tool === 'string' ? o.tool : engine.defaultTool, input }, ctx };
}

/** Opens the batch input: a file, or standard input for `-` (yargs hands `--batch -` over as an empty string). */
async function openInput(batch: string, stdin: Readable | undefined, cwd: string): Promise<Readable> {
  if (batch === '-' || batch === '') {
    if (!stdin) throw new UsageError('--batch -: no standard input was given');
    return stdin;
  }
  const file = resolve(cwd, batch);
  const fail = (why: string) => new UsageError(`--batch ${batch}: ${why}`);
  try {
    if (statSync(file).isDirectory()) throw fail('is a directory, expected a file');
  } catch (err) {
    if (err instanceof UsageError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    throw fail(code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : (err as Error).message);
  }
  const src = createReadStream(file);
  await new Promise<void>((resolve, reject) => {
    src.once('open', () => resolve());
    src.once('error', (err: NodeJS.ErrnoException) => reject(fail(err.code === 'ENOENT' ? 'no such file' : err.message)));
  });
  return src;
}

export async function runBatch(engine: Engine, args: ExplainArgs, out: Cli, stdin: Readable | undefined = out.stdin): Promise<number> {
  const base: EvalOptions = await evalOptions(args);
  const stack = loadStackOrFail(engine, args, out);
  const src = await openInput(args.batch ?? '-', stdin, out.cwd);
  const rl = createInterface({ input: src, crlfDelay: Infinity });
  let n = 0;
  // Each result is written as soon as its line is read, so a caller that feeds one call at a time
  // (an agent wrapper, a pre-commit hook) gets each answer before it sends the next.
  for await (const raw of rl) {
    n++;
    const line = n === 1 && raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
    out.out(`${JSON.stringify(answer(engine, stack, base, line, n))}\n`);
    await out.drain();
  }
  return 0;
}

function answer(engine: Engine, stack: unknown, base: EvalOptions, line: string, n: number): unknown {
  if (line.trim() === '') return { error: 'empty line', line: n };
  const parsed = parseBatchLine(line, engine);
  if ('error' in parsed) return { error: parsed.error, line: n };
  try {
    return traceToJson(engine.evaluate(stack, parsed.call, { ...base, ...parsed.ctx }));
  } catch (err) {
    // The engine's message names the command-line option (`--posture x: …`); here it was a field.
    return { error: (err as Error).message.replace(/^--(posture|mode) /, '"$1" '), line: n };
  }
}
