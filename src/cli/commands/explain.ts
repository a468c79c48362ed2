/** `whale-perm explain`: one call (or a batch of them) through the engine's pipeline. */
import { STRICTNESS, type Trace } from '../../core/types.js';
import { UsageError } from '../../core/usage-error.js';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { textWidth, wantsColor } from '../output.js';
import { callFromArgs, engineFor, evalOptions, loadStackOrFail, type CallArgs } from '../context.js';
import type { CommonArgs } from '../main.js';
import type { Cli } from '../output.js';

export type ExplainArgs = CommonArgs &
  CallArgs & {
    command?: string[];
    _?: (string | number)[];
    batch?: string;
    /** FILE or `-`: the command is the file's whole text (yargs hands `-` over as an empty string). */
    commandFile?: string;
    /** Undefined: text (or JSON lines with --batch). */
    format?: 'text' | 'json';
    failOn?: 'ask' | 'deny';
  };

/** The command words: positionals, plus everything after `--` (which yargs leaves in `_`). */
function commandWords(args: ExplainArgs): string[] {
  const afterDashes = (args._ ?? []).slice(1).map(String);
  return [...(args.command ?? []).map(String), ...afterDashes];
}

/** How many rules matched the call without deciding it (the text shows each, so it needs the rule table). */
function losersOf(trace: Trace): number {
  return (trace.matches ?? []).filter((m) => m.effect !== 'decided').length;
}

export async function explainCommand(args: ExplainArgs, out: Cli): Promise<number> {
  const engine = await engineFor(args);
  if (args.batch !== undefined) {
    if (args.commandFile !== undefined) throw new UsageError('--batch and --command-file cannot be combined: a batch line holds its own command');
    if (args.format === 'text') throw new UsageError('--batch writes one JSON result per line; --format text cannot be combined with it');
    const { runBatch } = await import('./batch.js');
    return runBatch(engine, args, out);
  }
  const opts = await evalOptions(args);
  const words = commandWords(args);
  if (args.commandFile !== undefined && words.length > 0) throw new UsageError('--command-file gives the command: no command words may follow it');
  const call = callFromArgs(engine, args, args.commandFile !== undefined ? [await commandFromFile(args.commandFile, out)] : words);
  const stack = loadStackOrFail(engine, args, out);
  const trace = engine.evaluate(stack, call, opts);
  // Each format loads only its own formatter: JSON output needs no table or colour code.
  const text =
    args.format === 'json'
      ? (await import('../../report/explain-json.js')).formatTraceJson(trace)
      : (await import('../../report/explain-text.js')).formatTraceText(trace, {
          color: wantsColor(args.color, out.isTTY, out.env),
          cwd: out.cwd,
          home: out.home,
          width: textWidth(out),
          rules: losersOf(trace) > 0 && engine.rules ? new Map(engine.rules(stack).map((r) => [r.id, r])) : undefined,
        });
  out.out(text);
  if (args.failOn && STRICTNESS[trace.decision] >= STRICTNESS[args.failOn]) return 1;
  return 0;
}

/**
 * `--command-file FILE|-`: the command is the whole text of the file (or of
 * standard input), less one final line break, for a command longer than an
 * argument may be (128 KiB on Linux) or written over many lines. Only a
 * regular file is opened, so a FIFO cannot block the run.
 */
async function commandFromFile(spec: string, out: Cli): Promise<string> {
  const name = spec === '' ? '-' : spec;
  const fail = (why: string) => new UsageError(`--command-file ${name}: ${why}`);
  let text: string;
  if (name === '-') {
    if (!out.stdin) throw fail('no standard input was given');
    text = await readAll(out.stdin);
  } else {
    const file = resolve(out.cwd, name);
    try {
      if (!statSync(file).isFile()) throw fail('not a regular file');
      text = readFileSync(file, 'utf8');
    } catch (err) {
      if (err instanceof UsageError) throw err;
      const code = (err as NodeJS.ErrnoException).code;
      throw fail(code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : (err as Error).message);
    }
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  text = text.replace(/\r?\n$/, '');
  if (text.trim() === '') throw fail('holds no command');
  return text;
}

async function readAll(src: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of src) chunks.push(typeof c === 'string' ? Buffer.from(c) : (c as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
