/**
 * `whale-perm diff --base REF [--head REF]`: the decisions that change
 * between two git revisions of the stack. Both stacks are loaded through a
 * reader of the revision (the head defaults to the working tree), one probe
 * corpus (the --cases files, probes from every rule of both versions, the
 * built-in risky calls) is evaluated against both, and every call whose
 * decision moved is reported as loosened or tightened.
 */
import { ConfigError } from '../../config/errors.js';
import { builtinProbes } from '../../corpus/builtin.js';
import { compareStacks } from '../../corpus/compare.js';
import { dedupeProbes, type Probe } from '../../corpus/probe.js';
import { UsageError } from '../../core/usage-error.js';
import type { Engine, StackOptions } from '../../engines/types.js';
import { diskReader, type FileReader } from '../../io/files.js';
import { findRepoTop, gitRevisionReader, GitUnavailable, openRevision, UnknownRevision } from '../../io/git.js';
import { formatDiffJson, type DiffReport, type RevisionInfo } from '../../report/diff-json.js';
import { formatDiffMarkdown } from '../../report/diff-markdown.js';
import { formatDiffText } from '../../report/diff-text.js';
import { wantsColor } from '../output.js';
import { engineFor, stackOptions } from '../context.js';
import type { CommonArgs } from '../main.js';
import type { Cli } from '../output.js';
import { readCaseFiles } from './test.js';

export type DiffArgs = CommonArgs & {
  base: string;
  head?: string;
  cases: string[];
  failOn?: 'loosen' | 'any';
  format: 'text' | 'json' | 'markdown';
};

/** The repositories the stack lives in: the workspace's, and --home's when it is in another one. */
async function stackRepos(opts: StackOptions, homeGiven: boolean): Promise<string[]> {
  try {
    return await findStackRepos(opts, homeGiven);
  } catch (err) {
    if (err instanceof GitUnavailable) throw new UsageError(`diff: ${err.message}`);
    throw err;
  }
}

/**
 * The repositories read at the revisions: the workspace's, and --home's when
 * it is in another one (a dotfiles repository). Either may be missing — the
 * workspace may be in no repository at all when the configuration that
 * changes lives in the home's — but not both.
 */
async function findStackRepos(opts: StackOptions, homeGiven: boolean): Promise<string[]> {
  const tops: string[] = [];
  const ws = await findRepoTop(opts.workspace);
  if (ws !== undefined) tops.push(ws);
  if (homeGiven && opts.home !== undefined && diskReader.isDirectory(opts.home)) {
    const home = await findRepoTop(opts.home);
    if (home !== undefined && !tops.includes(home)) tops.push(home);
  }
  if (tops.length === 0) {
    const where = homeGiven && opts.home !== undefined ? `neither the workspace ${opts.workspace} nor --home ${opts.home} is` : `the workspace ${opts.workspace} is not`;
    throw new UsageError(`diff: ${where} inside a git repository`);
  }
  return tops;
}

async function revision(tops: string[], rev: string, option: string): Promise<{ reader: FileReader; info: RevisionInfo }> {
  try {
    const repos = await openRevision(tops, rev);
    return { reader: gitRevisionReader(repos), info: { rev, commit: repos[0]!.commit } };
  } catch (err) {
    if (err instanceof UnknownRevision) throw new UsageError(`${option} ${rev}: ${err.message}`);
    throw err;
  }
}

/** Loads one side; a problem that stops the agent stops the diff, naming the revision. */
function loadSide(engine: Engine, opts: StackOptions, reader: FileReader, label: string): unknown {
  const stack = engine.loadStack({ ...opts, reader });
  const fatal = engine.problems(stack).find((p) => p.fatal);
  if (fatal) throw new ConfigError(fatal.loc.file, fatal.loc.line, fatal.loc.column, `${fatal.message} (at ${label})`);
  return stack;
}

/** The command-line options that chose this engine and stack, for witness commands a reviewer can paste. */
function stackArgsOf(args: DiffArgs): string[] {
  const a: string[] = [];
  if (args.engine !== 'codewhale') a.push('--engine', args.engine);
  if (args.home !== undefined) a.push('--home', args.home);
  if (args.workspace !== undefined) a.push('--workspace', args.workspace);
  if (args.managedDir !== undefined) a.push('--managed-dir', args.managedDir);
  for (const c of args.config ?? []) a.push('-c', c);
  if (args.projectConfig === false) a.push('--no-project-config');
  if (args.trusted) a.push('--trusted');
  if (args.untrusted) a.push('--untrusted');
  return a;
}

export async function diffCommand(args: DiffArgs, out: Cli): Promise<number> {
  const engine = await engineFor(args);
  if (typeof args.base !== 'string' || args.base.trim() === '') throw new UsageError('--base needs a git revision');
  const opts = stackOptions(args, out);
  const tops = await stackRepos(opts, args.home !== undefined);
  const base = await revision(tops, args.base, '--base');
  const head = args.head !== undefined ? await revision(tops, args.head, '--head') : { reader: diskReader, info: { rev: null, commit: null } };
  const cases = readCaseFiles((args.cases ?? []).map(String), engine, out.cwd);

  const baseStack = loadSide(engine, opts, base.reader, `--base ${args.base}`);
  const headStack = loadSide(engine, opts, head.reader, args.head !== undefined ? `--head ${args.head}` : 'the working tree');

  const fromRules = (stack: unknown): Probe[] => (engine.probes?.(stack) ?? []).map((call) => ({ call, ctx: {}, origin: 'rule' }));
  const corpus = dedupeProbes([...cases, ...fromRules(baseStack), ...fromRules(headStack), ...builtinProbes(engine)]);
  const comparison = compareStacks(engine, baseStack, headStack, corpus);

  const report: DiffReport = { defaultTool: engine.defaultTool, stackArgs: stackArgsOf(args), base: base.info, head: head.info, comparison };
  switch (args.format) {
    case 'json':
      out.out(formatDiffJson(report));
      break;
    case 'markdown':
      out.out(formatDiffMarkdown(report, { root: tops[0]! }));
      break;
    default:
      out.out(formatDiffText(report, { color: wantsColor(args.color, out.isTTY, out.env), cwd: out.cwd, home: out.home }));
  }
  const { changes } = comparison;
  if (args.failOn === 'any' && changes.length > 0) return 1;
  if (args.failOn === 'loosen' && changes.some((c) => c.direction === 'loosened')) return 1;
  return 0;
}
