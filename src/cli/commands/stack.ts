/** `whale-perm stack`: the resolved configuration, every value with where it came from. */
import { formatStackText } from '../../report/stack-text.js';
import { wantsColor } from '../output.js';
import { engineFor, loadStackOrFail } from '../context.js';
import type { CommonArgs } from '../main.js';
import type { Cli } from '../output.js';

export async function stackCommand(args: CommonArgs & { format: 'text' | 'json' }, out: Cli): Promise<number> {
  const engine = await engineFor(args);
  const report = engine.describeStack(loadStackOrFail(engine, args, out));
  out.out(
    args.format === 'json'
      ? `${JSON.stringify(report, null, 2)}\n`
      : formatStackText(report, { color: wantsColor(args.color, out.isTTY, out.env), cwd: out.cwd, home: out.home }),
  );
  return 0;
}
