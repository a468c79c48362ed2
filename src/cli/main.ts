/**
 * argv → command → exit code. The only place (with the command modules it
 * loads) that writes to stdout or stderr. The hot path parses with
 * `util.parseArgs` (fast-args.ts) and loads only the command it runs; yargs
 * is loaded for help, version, completion and mistakes (yargs-cli.ts).
 */
import { createRequire } from 'node:module';
import { ConfigError } from '../config/errors.js';
import { UsageError } from '../core/usage-error.js';
import { fastParse } from './fast-args.js';
import { commandSpec, ENGINES, unreadOption, valueOptionNames, type CommandSpec } from './options.js';
import { cliFrom, type Cli, type RunIO } from './output.js';

export { ENGINES };

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

/** The package's version (package.json two levels above both src/cli and dist/cli). */
export function packageVersion(): string {
  try {
    return (createRequire(import.meta.url)('../../package.json') as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

async function dispatch(c: CommandSpec, args: Record<string, unknown>, out: Cli): Promise<number> {
  const unread = unreadOption(c, args);
  if (unread) throw new UsageError(unread);
  switch (c.name) {
    case 'explain':
      return (await import('./commands/explain.js')).explainCommand(args as never, out);
    case 'stack':
      return (await import('./commands/stack.js')).stackCommand(args as never, out);
    case 'lint':
      return (await import('./commands/lint.js')).lintCommand(args as never, out);
    case 'test':
      return (await import('./commands/test.js')).testCommand(args as never, out);
    case 'diff':
      return (await import('./commands/diff.js')).diffCommand(args as never, out);
    default:
      throw new UsageError(`unknown command ${c.name}`);
  }
}

/**
 * Runs the CLI and returns the exit code; never calls process.exit. The
 * environment, working directory, home, terminal and streams are inputs
 * (`io`); what is not given is neutral (see `RunIO`), so only the caller that
 * passes `processIO()` (bin/whale-perm.js) lets the process in.
 */
export async function run(argv: string[], io: RunIO = {}): Promise<number> {
  const out: Cli = cliFrom(io);
  try {
    if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
      out.out(`${packageVersion()}\n`);
      return 0;
    }
    const separated = separateCommand(argv);
    warnLateOptions(argv, separated, out);
    const fast = fastParse(separated);
    if (fast) return await dispatch(fast.command, fast.args, out);
    const { runYargs } = await import('./yargs-cli.js');
    return await runYargs(separated, out, packageVersion(), (c, args) => dispatch(c, args, out));
  } catch (err) {
    return reportError(err, out);
  }
}

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
  const valueOptions = valueOptionNames(commandSpec('explain')!);
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i]!;
    if (a.startsWith('-') && a !== '-') {
      const name = a.replace(/^--?/, '').replace(/^no-/, '');
      if (!a.includes('=') && valueOptions.has(name)) i++;
      continue;
    }
    if (/\s/.test(a)) return [...argv];
    return [...argv.slice(0, i), '--', ...argv.slice(i)];
  }
  return [...argv];
}

/** whale-perm's own options that a shell command seldom has: after an unquoted command they are most likely misplaced. */
const LATE_SUSPECTS = new Set(['--format', '--engine', '--home', '--workspace', '--managed-dir', '--fail-on', '--batch', '--posture', '--hook-result', '--guardian', '--classifier', '--run-hooks', '--headless', '--session-rule']);

/** `explain git status --format json`: the option is part of the command; say so. */
function warnLateOptions(argv: readonly string[], separated: readonly string[], out: Cli): void {
  if (argv.includes('--')) return;
  const at = separated.indexOf('--');
  if (at < 0) return;
  const late = separated.slice(at + 1).filter((w) => LATE_SUSPECTS.has(w.split('=')[0]!));
  if (late.length === 0) return;
  out.err(`whale-perm: warning: ${late.join(', ')} after the command ${late.length > 1 ? 'are' : 'is'} read as part of the command; put whale-perm's options before it (or quote the command)\n`);
}

function reportError(err: unknown, out: Cli): number {
  if (err instanceof ConfigError) {
    out.err(`whale-perm: ${err.format()}\n`);
    return 2;
  }
  if (err instanceof UsageError || (err as Error)?.name === 'YError') {
    // One line, whatever the parser wrote (yargs lists invalid choices on separate lines).
    out.err(`whale-perm: ${(err as Error).message.trim().replace(/\s*\n\s*/g, ' ')} (see whale-perm --help)\n`);
    return 2;
  }
  const e = err as Error;
  out.err(`whale-perm: internal error: ${e?.message ?? String(err)}\n`);
  if (out.env.WHALE_PERM_DEBUG) out.err(`${e?.stack ?? ''}\n`);
  return 2;
}
