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
import { writeDiffJson, type DiffReport, type RevisionInfo } from '../../report/diff-json.js';
import { formatDiffMarkdown } from '../../report/diff-markdown.js';
import { formatDiffText } from '../../report/diff-text.js';
import { keepingAnalyses } from '../../shell/index.js';
import { wantsColor } from '../output.js';
import { engineFor, stackOptions } from '../context.js';
import type { CommonArgs } from '../main.js';
import type { Cli } from '../output.js';
import { readCaseFiles } from './test.js';
import { changedRuleCalls, diffRules, type RuleDelta } from '../../corpus/rule-diff.js';
import { camel, COMMON } from '../options.js';

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

/**
 * The command-line options that chose this engine and stack, for witness
 * commands a reviewer can paste: every stack option given (from the option
 * table, so an engine's own options are included), none at its default.
 */
export function stackArgsOf(args: Record<string, unknown>): string[] {
  const a: string[] = [];
  for (const o of COMMON) {
    if (o.name === 'color') continue;
    const v = args[camel(o.name)];
    if (v === undefined || v === o.default) continue;
    const flag = o.alias?.length === 1 ? `-${o.alias}` : `--${o.name}`;
    if (Array.isArray(v)) for (const x of v) a.push(flag, String(x));
    else if (typeof v === 'boolean') a.push(v ? `--${o.name}` : `--no-${o.name}`);
    else a.push(`--${o.name}`, String(v));
  }
  return a;
}

/**
 * The calls evaluated on both sides. Where only rules changed (see
 * corpus/rule-diff.ts): the cases, and the calls some changed rule matches —
 * its own calls, the built-in corpus's, and for a small edit the probes of
 * every rule of both sides. Otherwise the cases, the probes of every rule of
 * both sides and the built-in corpus, all of them.
 */
export function probeCorpus(engine: Engine, baseStack: unknown, headStack: unknown, cases: readonly Probe[]): { corpus: Probe[]; rules?: RuleDelta } {
  const diff = diffRules(engine, baseStack, headStack);
  if (diff.kind === 'rules-only') {
    const { delta } = diff;
    const n = delta.added.length + delta.removed.length;
    if (n === 0) return { corpus: dedupeProbes(cases), rules: delta };
    const fromRules = n <= SMALL_EDIT ? [...rulesProbes(engine, baseStack), ...rulesProbes(engine, headStack)] : [];
    const { own, matched } = changedRuleCalls(engine, baseStack, headStack, delta, [...fromRules, ...builtinProbes(engine)], (p) => p.call);
    return { corpus: dedupeProbes([...cases, ...own.map((call) => ({ call, ctx: {}, origin: 'rule' })), ...matched]), rules: delta };
  }
  return { corpus: dedupeProbes([...cases, ...rulesProbes(engine, baseStack), ...rulesProbes(engine, headStack), ...builtinProbes(engine)]) };
}

function rulesProbes(engine: Engine, stack: unknown): Probe[] {
  return (engine.probes?.(stack) ?? []).map((call) => ({ call, ctx: {}, origin: 'rule' }));
}

/** Up to this many changed rules, every rule's probes are matched against them too (their near misses, chained and wrapped forms). */
const SMALL_EDIT = 200;

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

  // The probes are read when they are matched against the changed rules and again on both stacks.
  const { rules, comparison } = keepingAnalyses(() => {
    const probed = probeCorpus(engine, baseStack, headStack, cases);
    return { ...probed, comparison: compareStacks(engine, baseStack, headStack, probed.corpus) };
  });

  const report: DiffReport = {
    defaultTool: engine.defaultTool,
    stackArgs: stackArgsOf(args as unknown as Record<string, unknown>),
    base: base.info,
    head: head.info,
    comparison,
    ...(rules ? { rules } : {}),
  };
  switch (args.format) {
    case 'json':
      writeDiffJson(report, (text) => out.out(text));
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
