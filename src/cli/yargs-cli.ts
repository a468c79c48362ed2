/**
 * The full parser: yargs, for everything the fast path (fast-args.ts) leaves
 * to it — help (`-h`, `--help`, `help <command>`), `--version`, completion
 * and the messages of a command line that is wrong. Built from the same
 * option table; its output is captured and written through the CLI's own
 * streams, never straight to the process.
 */
import yargs, { type Argv, type Options } from 'yargs';
import { UsageError } from '../core/usage-error.js';
import { COMMANDS, type CommandSpec, type OptionSpec } from './options.js';
import type { Cli } from './output.js';

export type Dispatch = (command: CommandSpec, args: Record<string, unknown>) => Promise<number>;

function yargsOption(o: OptionSpec): Options {
  const opt: Options = { type: o.type, describe: o.describe };
  if (o.alias) opt.alias = o.alias;
  if (o.array) opt.array = true;
  if (o.choices) opt.choices = [...o.choices];
  if (o.default !== undefined) opt.default = o.default;
  if (o.required) opt.demandOption = true;
  if (o.group) opt.group = o.group;
  return opt;
}

function positionalUsage(c: CommandSpec): string {
  if (!c.positional) return c.name;
  return c.positional.required ? `${c.name} <${c.positional.name}..>` : `${c.name} [${c.positional.name}..]`;
}

export async function runYargs(argv: string[], out: Cli, version: string, dispatch: Dispatch): Promise<number> {
  let code = 0;
  let parser: Argv = yargs()
    .scriptName('whale-perm')
    .usage('$0 <command> [options]\n\nExplain and lint the permission configuration of AI coding agents.')
    .strict()
    .exitProcess(false)
    .help('help')
    .alias('help', 'h')
    .version('version', 'print the version', version)
    .alias('version', 'V')
    .wrap(Math.min(110, out.columns || 100))
    .fail((msg, err) => {
      throw err ?? new UsageError(msg);
    });
  for (const c of COMMANDS) {
    parser = parser.command(
      positionalUsage(c),
      c.summary,
      (y) => {
        let b = y;
        if (c.positional) b = b.positional(c.positional.name, { type: 'string', array: true, describe: c.positional.describe });
        for (const o of c.options) b = b.option(o.name, yargsOption(o));
        for (const [cmd, what] of c.examples) b = b.example(cmd, what);
        return c.epilog ? b.epilog(c.epilog) : b;
      },
      async (args) => {
        code = await dispatch(c, args as Record<string, unknown>);
      },
    );
  }
  parser = parser
    .command('help [command]', 'show the help of a command', (y) => y.positional('command', { type: 'string', choices: COMMANDS.map((c) => c.name) }), () => undefined)
    .completion('completion', 'print a bash/zsh completion script (whale-perm completion >> ~/.bashrc)')
    .demandCommand(1, `name a command: ${COMMANDS.map((c) => c.name).join(', ')}`)
    .recommendCommands();

  // `help explain` is `explain --help`.
  const args = argv[0] === 'help' ? (argv[1] ? [argv[1], '--help'] : ['--help']) : argv;
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const p = parser.parse(args, {}, (err, _argv, text) => {
      output = text ?? '';
      if (err) reject(err);
    });
    Promise.resolve(p).then(() => resolve(), reject);
  });
  if (output) out.out(output.endsWith('\n') ? output : `${output}\n`);
  return code;
}
