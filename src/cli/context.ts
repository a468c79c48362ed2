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

export function stackOptions(args: CommonArgs, world: World, reader: FileReader = diskReader): StackOptions {
  const { cwd } = world;
  if (args.trusted && args.untrusted) throw new UsageError('--trusted and --untrusted contradict each other');
  const workspace = resolve(cwd, args.workspace ?? '.');
  if (args.workspace !== undefined && !reader.isDirectory(workspace)) {
    throw new UsageError(`--workspace ${args.workspace}: not a directory`);
  }
  return {
    home: args.home === undefined ? undefined : resolve(cwd, args.home),
    userHome: world.home ?? NO_HOME,
    workspace,
    managedDir: args.managedDir === undefined ? undefined : resolve(cwd, args.managedDir),
    overrides: args.config ?? [],
    projectConfig: args.projectConfig !== false,
    trusted: args.trusted ? true : args.untrusted ? false : undefined,
    env: world.env,
    reader,
    settingsFiles: (args.settings ?? []).map((f) => resolve(cwd, f)),
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
  return stack;
}
