/** Turns parsed command-line options into the inputs of the pure core. */
import { resolve } from 'node:path';
import type { Call, CallContext } from '../core/types.js';
import { diskReader, type FileReader } from '../io/files.js';
import type { EvalOptions, HookVerdict, StackOptions } from '../engines/types.js';
import { loadEngine } from '../engines/registry.js';
import type { Engine } from '../engines/types.js';
import type { CommonArgs } from './main.js';
import { UsageError } from '../core/usage-error.js';
import { ConfigError } from '../config/errors.js';
import type { Cli } from './output.js';

/** What of the world a stack depends on: the environment, the directory, the home. */
export type World = Pick<Cli, 'env' | 'cwd' | 'home'>;

/** Where a user home that is not known points: a path that cannot exist, so nothing is read from it. */
const NO_HOME = '/nonexistent-home';

export async function engineFor(args: CommonArgs): Promise<Engine> {
  return loadEngine(args.engine);
}

/**
 * A path option as the user meant it: a leading `~` (which the shell leaves
 * alone in `--home=~/x` or in quotes) is the home directory; relative paths
 * are taken from the working directory.
 */
export function userPath(p: string, world: World): string {
  if ((p === '~' || p.startsWith('~/')) && world.home !== undefined) return resolve(world.home, p.slice(2));
  return resolve(world.cwd, p);
}

/** A directory option: missing is a usage error naming the path; a file where a directory belongs is the engine's to word, except for --workspace. */
function directoryOption(option: string, given: string | undefined, world: World, reader: FileReader): string | undefined {
  if (given === undefined) return undefined;
  const path = userPath(given, world);
  if (reader.isDirectory(path)) return path;
  if (reader.read(path).status === 'missing') throw new UsageError(`${option} ${given}: no such directory${path !== given ? ` (${path})` : ''}`);
  if (option === '--workspace') throw new UsageError(`${option} ${given}: not a directory`);
  return path;
}

export function stackOptions(args: CommonArgs, world: World, reader: FileReader = diskReader): StackOptions {
  if (args.trusted && args.untrusted) throw new UsageError('--trusted and --untrusted contradict each other');
  const workspace = directoryOption('--workspace', args.workspace, world, reader) ?? world.cwd;
  return {
    home: directoryOption('--home', args.home, world, reader),
    userHome: world.home ?? NO_HOME,
    workspace,
    managedDir: args.managedDir === undefined ? undefined : userPath(args.managedDir, world),
    overrides: args.config ?? [],
    projectConfig: args.projectConfig !== false,
    trusted: args.trusted ? true : args.untrusted ? false : undefined,
    env: world.env,
    reader,
    settingsFiles: (args.settings ?? []).map((f) => userPath(f, world)),
    allowedTools: args.allowedTools ?? [],
    disallowedTools: args.disallowedTools ?? [],
    sessionRules: args.sessionRule ?? [],
  };
}

export interface CallArgs {
  tool?: string;
  path?: string;
  input?: string;
  posture?: string;
  mode?: string;
  headless?: boolean;
  background?: boolean;
  subagent?: boolean;
  runHooks?: boolean;
  hookResult?: string[];
  guardian?: string;
  classifier?: string;
}

const HOOK_VERDICTS = new Set<HookVerdict>(['allow', 'ask', 'deny', 'error']);

/**
 * The evaluation options from the command line. Hooks run only with
 * --run-hooks, and only then is the process runner (and execa) loaded.
 */
export async function evalOptions(args: CallArgs): Promise<EvalOptions> {
  const hookResults: Record<string, HookVerdict> = {};
  for (const spec of args.hookResult ?? []) {
    const eq = spec.lastIndexOf('=');
    const name = spec.slice(0, eq);
    const verdict = spec.slice(eq + 1) as HookVerdict;
    if (eq <= 0 || !HOOK_VERDICTS.has(verdict)) {
      throw new UsageError(`--hook-result ${spec}: expected NAME=allow|ask|deny|error`);
    }
    hookResults[name] = verdict;
  }
  const ctx: CallContext = {};
  if (args.posture !== undefined) ctx.posture = args.posture;
  if (args.mode !== undefined) ctx.mode = args.mode;
  if (args.headless) ctx.headless = true;
  if (args.background) ctx.background = true;
  if (args.subagent) ctx.subagent = true;
  const pinned: Record<string, string> = {};
  if (args.guardian !== undefined) pinned.guardian = args.guardian;
  if (args.classifier !== undefined) pinned.classifier = args.classifier;
  const runHook = args.runHooks ? (await import('../io/hooks.js')).runHookProcess : undefined;
  return { ...ctx, hookResults, ...(Object.keys(pinned).length > 0 ? { pinned } : {}), ...(runHook ? { runHook } : {}) };
}

/** Builds the call from --tool/--path/--input and the positional command words. */
export function callFromArgs(engine: Engine, args: CallArgs, words: string[] | undefined): Call {
  let input: Record<string, unknown> = {};
  if (args.input !== undefined) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(args.input);
    } catch (err) {
      throw new UsageError(`--input: not valid JSON (${(err as Error).message})`);
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      throw new UsageError('--input: expected a JSON object');
    }
    input = parsed as Record<string, unknown>;
  }
  const command = words && words.length > 0 ? words.map(String).join(' ') : undefined;
  if (command !== undefined) input.command = command;
  if (args.path !== undefined) input.path = args.path;
  const tool = args.tool ?? engine.defaultTool;
  if (args.tool === undefined && command === undefined && args.input === undefined && args.path === undefined) {
    throw new UsageError('explain needs a command (or --tool with --path/--input)');
  }
  return { tool, input };
}

/**
 * Loads the stack the way the agent starts: a problem that stops the agent
 * stops us too, reported once with its location.
 */
export function loadStackOrFail(engine: Engine, args: CommonArgs, world: World): unknown {
  const stack = engine.loadStack(stackOptions(args, world));
  const fatal = engine.problems(stack).find((p) => p.fatal);
  if (fatal) throw new ConfigError(fatal.loc.file, fatal.loc.line, fatal.loc.column, fatal.message);
  requireSomeStackFile(engine, stack, args);
  return stack;
}

/**
 * A run that found no configuration file at all is almost always pointed at
 * the wrong place (a mistyped --home, the wrong directory): its answer would
 * be the agent's bare defaults, presented as if they were the user's. Exit 2,
 * naming every path that was looked at.
 */
export function requireSomeStackFile(engine: Engine, stack: unknown, args: CommonArgs): void {
  const files = engine.describeStack(stack).files;
  // Read, unreadable, or present on disk but not read (an untrusted project file): there is configuration to speak of.
  // A file or folder listed as not read or ignored that does not exist is not (codex lists an absent project .codex/).
  const exists = (path: string) => diskReader.isDirectory(path) || diskReader.read(path).status !== 'missing';
  const present = (f: (typeof files)[number]) => f.status === 'read' || f.status === 'error' || ((f.status === 'not-read' || f.status === 'ignored') && exists(f.path));
  if (files.some(present)) return;
  const looked = [...new Set(files.map((f) => f.path))];
  const where = looked.length > 0 ? `; looked at: ${looked.join(', ')}` : '';
  const hint = args.home === undefined ? ' (point --home at the agent\'s configuration directory)' : '';
  throw new UsageError(`no ${engine.id} configuration file found${where}${hint}`);
}
