/**
 * `explain --batch FILE|-`: one JSON call per line in, one result per line
 * out, in order, in one process. A bad line yields an error object and the
 * run goes on; the stack is loaded once.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { traceToJson } from '../../report/explain-json.js';
import type { Call, CallContext } from '../../core/types.js';
import type { Engine, EvalOptions } from '../../engines/types.js';
import { evalOptions, loadStackOrFail } from '../context.js';
import type { ExplainArgs } from './explain.js';
import type { Output } from '../output.js';
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

export async function runBatch(engine: Engine, args: ExplainArgs, out: Output): Promise<number> {
  const base: EvalOptions = evalOptions(args);
  const stack = loadStackOrFail(engine, args);
  const src = args.batch === '-' ? process.stdin : createReadStream(args.batch!);
  const opened = new Promise<void>((resolve, reject) => {
    if (src === process.stdin) return resolve();
    src.once('open', () => resolve());
    src.once("error", (err: Error) => reject(new UsageError(`--batch ${args.batch}: ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message}`)));
  });
  await opened;
  const rl = createInterface({ input: src, crlfDelay: Infinity });
  let n = 0;
  let buf = '';
  for await (const line of rl) {
    n++;
    if (line.trim() === '') {
      buf += `${JSON.stringify({ error: 'empty line', line: n })}\n`;
    } else {
      const parsed = parseBatchLine(line, engine);
      if ('error' in parsed) buf += `${JSON.stringify({ error: parsed.error, line: n })}\n`;
      else {
        try {
          const trace = engine.evaluate(stack, parsed.call, { ...base, ...parsed.ctx });
          buf += `${JSON.stringify(traceToJson(trace))}\n`;
        } catch (err) {
          buf += `${JSON.stringify({ error: (err as Error).message, line: n })}\n`;
        }
      }
    }
    if (buf.length > 1 << 16) {
      out.out(buf);
      buf = '';
    }
  }
  out.out(buf);
  return 0;
}
