/** `whale-perm explain`: one call (or a batch of them) through the engine's pipeline. */
import { STRICTNESS, type Trace } from '../../core/types.js';
import { UsageError } from '../../core/usage-error.js';
import { textWidth, wantsColor } from '../output.js';
import { callFromArgs, engineFor, evalOptions, loadStackOrFail, type CallArgs } from '../context.js';
import type { CommonArgs } from '../main.js';
import type { Cli } from '../output.js';

export type ExplainArgs = CommonArgs &
  CallArgs & {
    command?: string[];
    _?: (string | number)[];
    batch?: string;
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
    if (args.format === 'text') throw new UsageError('--batch writes one JSON result per line; --format text cannot be combined with it');
    const { runBatch } = await import('./batch.js');
    return runBatch(engine, args, out);
  }
  const opts = await evalOptions(args);
  const call = callFromArgs(engine, args, commandWords(args));
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
