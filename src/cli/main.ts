/**
 * argv → command → exit code. The only place (with the command modules it
 * loads) that writes to stdout or stderr. Command modules are imported
 * lazily so `explain` does not pay for lint, SARIF or git.
 */
import yargs, { type Argv } from 'yargs';
import { ConfigError } from '../config/errors.js';
import { UsageError } from '../core/usage-error.js';
import { cliFrom, type Cli, type RunIO } from './output.js';

export const ENGINES = ['codewhale', 'san', 'grok', 'claude', 'codex', 'gemini'] as const;

function commonOptions<T>(y: Argv<T>) {
  return y
    .option('engine', { choices: ENGINES, default: 'codewhale' as const, describe: "which agent's semantics" })
    .option('home', { type: 'string', describe: "the agent's user configuration directory" })
    .option('workspace', { type: 'string', describe: 'the repository the call runs in (default: current directory)' })
    .option('managed-dir', { type: 'string', describe: 'where managed configuration and requirements are read' })
    .option('config', { alias: 'c', type: 'string', array: true, default: [] as string[], describe: 'runtime override KEY=VALUE (repeatable)' })
    .option('project-config', { type: 'boolean', default: true, describe: 'read the project overlay (--no-project-config skips it)' })
    .option('trusted', { type: 'boolean', describe: 'treat the workspace as trusted (--untrusted: as untrusted)' })
    .option('untrusted', { type: 'boolean', describe: 'treat the workspace as untrusted' })
    .option('color', { type: 'boolean', describe: 'force colours on or off (default: on for a terminal, off with NO_COLOR)' })
    .option('settings', { type: 'string', array: true, default: [] as string[], describe: 'claude: a command-line settings file (repeatable)' })
    .option('allowed-tools', { type: 'string', array: true, default: [] as string[], describe: 'claude: command-line allow rules (--allowedTools)' })
    .option('disallowed-tools', { type: 'string', array: true, default: [] as string[], describe: 'claude: command-line deny rules (--disallowedTools)' })
    .option('session-rule', { type: 'string', array: true, default: [] as string[], describe: "san, grok: a session permission already granted, e.g. 'Bash(git:*)'" });
}

export type CommonArgs = {
  engine: (typeof ENGINES)[number];
  home?: string;
  workspace?: string;
  managedDir?: string;
  config: string[];
  projectConfig: boolean;
  trusted?: boolean;
  untrusted?: boolean;
  color?: boolean;
  settings?: string[];
  allowedTools?: string[];
  disallowedTools?: string[];
  sessionRule?: string[];
};

export function callOptions<T>(y: Argv<T>) {
  return y
    .option('tool', { type: 'string', describe: "tool name in the engine's vocabulary (codewhale default: exec_shell)" })
    .option('path', { type: 'string', describe: 'target of a file tool' })
    .option('input', { type: 'string', describe: 'the whole tool input object, as JSON' })
    .option('posture', { type: 'string', describe: 'codewhale permission posture: ask|auto-review|full-access|never' })
    .option('mode', { alias: 'permission-mode', type: 'string', describe: "the engine's mode (codewhale: plan|work|operate; san, grok, claude: default|acceptEdits|plan|bypassPermissions|…)" })
    .option('subagent', { type: 'boolean', default: false, describe: 'san: the call comes from a subagent, which cannot prompt' })
    .option('headless', { type: 'boolean', default: false, describe: 'the call comes from a non-interactive caller' })
    .option('background', { type: 'boolean', default: false, describe: 'the call comes from a background caller' })
    .option('run-hooks', { type: 'boolean', default: false, describe: 'execute configured hooks (never by default)' })
    .option('hook-result', { type: 'string', array: true, default: [] as string[], describe: "simulate a hook's verdict: NAME=allow|ask|deny|error" })
    .option('guardian', { choices: ['approve', 'reject'] as const, describe: "codewhale: pin the auto-review guardian's verdict (default: branches over both)" })
    .option('classifier', { choices: ['allow', 'ask', 'deny'] as const, describe: "grok, claude: pin the auto-mode classifier's verdict (default: branches over each)" });
}

/**
 * Runs the CLI and returns the exit code; never calls process.exit. The
 * environment, working directory, home, terminal and streams are inputs
 * (`io`); what is not given is neutral (see `RunIO`), so only the caller that
 * passes `processIO()` (bin/whale-perm.js) lets the process in.
 */
export async function run(argv: string[], io: RunIO = {}): Promise<number> {
  const out: Cli = cliFrom(io);
  let code = 0;
  const parser = yargs()
    .scriptName('whale-perm')
    .usage('$0 <command> [options]\n\nExplain and lint the permission configuration of AI coding agents.')
    .strict()
    .exitProcess(false)
    .help()
    .version(false)
    .wrap(Math.min(110, out.columns || 100))
    .fail((msg, err) => {
      throw err ?? new UsageError(msg);
    })
    .command(
      'explain [command..]',
      'evaluate one hypothetical tool call and print the layer-by-layer trace',
      (y) =>
        callOptions(commonOptions(y))
          .positional('command', { type: 'string', array: true, describe: 'the shell command (words joined by single spaces)' })
          .option('batch', { type: 'string', describe: 'FILE or - : one JSON call per line in, one result per line out' })
          .option('format', { choices: ['text', 'json'] as const, default: 'text' as const })
          .option('fail-on', { choices: ['ask', 'deny'] as const, describe: 'exit 1 when the decision is at least this strict' })
          .epilog(
            'Options come before the command: the first word that is not an option starts it, so the flags of the command itself (ls -la, git push --force) stay with it. Put the command after -- when it starts with a dash.',
          ),
      async (args) => {
        const { explainCommand } = await import('./commands/explain.js');
        code = await explainCommand(args as never, out);
      },
    )
    .command(
      'stack',
      'print the resolved configuration stack with the source of every value',
      (y) => commonOptions(y).option('format', { choices: ['text', 'json'] as const, default: 'text' as const }),
      async (args) => {
        const { stackCommand } = await import('./commands/stack.js');
        code = await stackCommand(args as never, out);
      },
    )
    .command(
      'lint [files..]',
      'lint the stack for rules that are shadowed, loosening, ignored or dangerous',
      (y) =>
        commonOptions(y)
          .positional('files', { type: 'string', array: true, describe: 'lint only findings in these files (default: the discovered stack)' })
          .option('format', { choices: ['text', 'json', 'sarif', 'github'] as const, default: 'text' as const })
          .option('max-warnings', { type: 'number', describe: 'exit 1 when there are more warnings than this' })
          .option('quiet', { type: 'boolean', default: false, describe: 'report errors only' })
          .option('exclude', { type: 'string', array: true, describe: 'checks not to report: ID[,ID]' })
          .option('baseline', { type: 'string', describe: 'hide findings recorded in this baseline file' })
          .option('write-baseline', { type: 'string', describe: 'record the current findings in this baseline file and exit 0' }),
      async (args) => {
        const { lintCommand } = await import('./commands/lint.js');
        code = await lintCommand(args as never, out);
      },
    )
    .command(
      'test <files..>',
      'run expectation cases (TOML) against the stack',
      (y) =>
        commonOptions(y)
          .positional('files', { type: 'string', array: true, describe: 'case files' })
          .option('format', { choices: ['text', 'json'] as const, default: 'text' as const })
          .option('coverage', { type: 'boolean', default: false, describe: 'list the rules no case exercised' }),
      async (args) => {
        const { testCommand } = await import('./commands/test.js');
        code = await testCommand(args as never, out);
      },
    )
    .command(
      'diff',
      'decisions that change between two git revisions of the stack',
      (y) =>
        commonOptions(y)
          .option('base', { type: 'string', demandOption: true, describe: 'the git revision to compare against' })
          .option('head', { type: 'string', describe: 'the revision to compare (default: the working tree)' })
          .option('cases', { type: 'string', array: true, default: [] as string[], describe: 'case files whose calls join the probe corpus' })
          .option('fail-on', { choices: ['loosen', 'any'] as const, describe: 'exit 1 when a decision loosens (or changes at all)' })
          .option('format', { choices: ['text', 'json', 'markdown'] as const, default: 'text' as const }),
      async (args) => {
        const { diffCommand } = await import('./commands/diff.js');
        code = await diffCommand(args as never, out);
      },
    )
    .demandCommand(1, 'name a command: explain, stack, lint, test or diff')
    .recommendCommands();

  try {
    await parser.parseAsync(separateCommand(argv));
  } catch (err) {
    return reportError(err, out);
  }
  return code;
}

/** explain's options that take a value; every other option is a flag. */
const VALUE_OPTIONS = new Set([
  'engine', 'home', 'workspace', 'managed-dir', 'config', 'c', 'settings', 'allowed-tools', 'disallowed-tools', 'session-rule',
  'tool', 'path', 'input', 'posture', 'mode', 'permission-mode', 'hook-result', 'guardian', 'classifier', 'batch', 'format', 'fail-on',
]);

/**
 * `whale-perm explain git push --force`: everything from the first word that
 * is neither an option nor an option's value is the command, so a `--` is
 * put before it. Without this, yargs would read the command's own flags as
 * whale-perm's and would let an array option swallow the command's words.
 * A command given quoted, as one word with spaces, is left alone, so options
 * may still follow it (`explain "git push" --format json`).
 */
export function separateCommand(argv: readonly string[]): string[] {
  if (argv[0] !== 'explain' || argv.includes('--')) return [...argv];
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('-') && a !== '-') {
      const name = a.replace(/^--?/, '').replace(/^no-/, '');
      if (!a.includes('=') && VALUE_OPTIONS.has(name)) i++;
      continue;
    }
    if (/\s/.test(a)) return [...argv];
    return [...argv.slice(0, i), '--', ...argv.slice(i)];
  }
  return [...argv];
}

function reportError(err: unknown, out: Cli): number {
  if (err instanceof ConfigError) {
    out.err(`whale-perm: ${err.format()}\n`);
    return 2;
  }
  if (err instanceof UsageError) {
    out.err(`whale-perm: ${err.message} (see whale-perm --help)\n`);
    return 2;
  }
  const e = err as Error;
  out.err(`whale-perm: internal error: ${e?.message ?? String(err)}\n`);
  if (out.env.WHALE_PERM_DEBUG) out.err(`${e?.stack ?? ''}\n`);
  return 2;
}
