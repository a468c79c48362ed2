/**
 * `whale-perm lint`: load the stack as the agent would, but report what
 * stops the agent as findings instead of failing; only a file that cannot be
 * read or parsed at all stops lint (exit 2). Never runs a hook or any other
 * command from the configuration: it only asks whether files exist.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join, resolve } from 'node:path';
import { formatLocated } from '../../config/errors.js';
import { diskReader } from '../../io/files.js';
import { lint } from '../../lint/lint.js';
import { loadWithTrustedTwin } from '../../lint/trusted-load.js';
import { applyPolicy, parseBaseline, parseExclude, parsePolicy, PROJECT_CONFIG, toBaseline } from '../../lint/suppress-config.js';
import { UsageError } from '../../core/usage-error.js';
import type { LintResult } from '../../lint/types.js';
import type { Engine } from '../../engines/types.js';
import { formatGithub } from '../../report/github.js';
import { formatLintJson } from '../../report/lint-json.js';
import { formatLintText } from '../../report/lint-text.js';
import { displayPath } from '../../report/paths.js';
import { formatSarif, formatSarifFailure, type SarifOptions } from '../../report/sarif.js';
import { wantsColor } from '../output.js';
import { engineFor, stackOptions } from '../context.js';
import type { CommonArgs } from '../main.js';
import type { Cli, Output } from '../output.js';

export type LintArgs = CommonArgs & {
  files?: string[];
  format: 'text' | 'json' | 'sarif' | 'github';
  maxWarnings?: number;
  quiet: boolean;
  exclude?: string[];
  baseline?: string;
  writeBaseline?: string;
  docsUrl?: string;
};

/** Existence only: stat, never open or run. */
function fileExists(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The package root as a file: URL ending in `/` (dist/cli/commands → ../../../). */
const INSTALL_ROOT = new URL('../../../', import.meta.url).href;

function toolVersion(): string | undefined {
  try {
    return (createRequire(import.meta.url)('../../../package.json') as { version?: string }).version;
  } catch {
    return undefined;
  }
}

export async function lintCommand(args: LintArgs, out: Cli): Promise<number> {
  const cwd = out.cwd;
  if (args.maxWarnings !== undefined && (!Number.isInteger(args.maxWarnings) || args.maxWarnings < 0)) {
    return fail(out, ['--max-warnings expects a whole number of warnings (0 or more)']);
  }
  let exclude: string[];
  try {
    exclude = parseExclude(args.exclude);
  } catch (err) {
    if (err instanceof UsageError) return fail(out, [err.message]);
    throw err;
  }
  const engine = await engineFor(args);
  const opts = stackOptions(args, out);
  const files = args.files && args.files.length > 0 ? args.files.map((f) => resolve(cwd, f)) : undefined;
  if (args.docsUrl !== undefined && !/^https:\/\/[^/\s]+\/\S*$/.test(args.docsUrl)) return fail(out, [`--docs-url ${args.docsUrl}: expected an https:// address (the docs/rules/ folder of the whale-perm you run, e.g. https://github.com/OWNER/whale-perm/blob/COMMIT/docs/rules/)`]);
  const sarif = args.format === 'sarif' ? await sarifOptions(cwd, engine, args.docsUrl) : undefined;
  for (const f of files ?? []) {
    const r = diskReader.read(f);
    if (r.status === 'missing') return fail(out, [`${f}: no such file`], sarif, { file: f });
    if (r.status === 'error') return fail(out, [`${f}: ${r.message}`], sarif, { file: f });
  }
  // What the rules would do once trusted is still worth saying in an untrusted run (the normal state in CI).
  const { stack, trustedStack } = loadWithTrustedTwin(engine, opts);
  const result = lint({
    engine,
    stack,
    ...(trustedStack !== undefined ? { trustedStack } : {}),
    readText: (p) => {
      const r = diskReader.read(p);
      return r.status === 'ok' ? r.text : undefined;
    },
    fileExists,
    pathDirs: (out.env.PATH ?? '').split(delimiter),
    ...(files ? { onlyFiles: files } : {}),
  });

  // As for every command, one located message: the first file lint could not read or parse.
  const first = result.fatal[0];
  if (first) return fail(out, [formatLocated(displayPath(first.file, cwd), first.line, first.column, first.message)], sarif, first);
  if (files) {
    const known = new Set(result.files);
    for (const f of files) if (!known.has(f)) out.err(`whale-perm: note: ${displayPath(f, cwd)} is not part of the stack read for this workspace; nothing to report in it\n`);
  }

  // Suppressions for every format: --exclude, .whale-perm.toml in the workspace, a baseline file.
  let filtered;
  try {
    const policyPath = join(opts.workspace, PROJECT_CONFIG);
    const policyText = diskReader.read(policyPath);
    const policy = policyText.status === 'ok' ? parsePolicy(policyText.text, displayPath(policyPath, cwd)) : undefined;
    const baseText = args.baseline !== undefined ? diskReader.read(resolve(cwd, args.baseline)) : undefined;
    if (baseText && baseText.status !== 'ok') return fail(out, [`--baseline ${args.baseline}: ${baseText.status === 'missing' ? 'no such file' : baseText.message}`]);
    const baseline = baseText?.status === 'ok' ? parseBaseline(baseText.text, args.baseline!) : undefined;
    filtered = applyPolicy(result, opts.workspace, exclude, policy, baseline);
  } catch (err) {
    if (err instanceof UsageError) return fail(out, [err.message]);
    throw err;
  }
  if (args.writeBaseline !== undefined) {
    writeFileSync(resolve(cwd, args.writeBaseline), toBaseline(filtered.result.findings, opts.workspace));
    out.err(`whale-perm: wrote ${filtered.result.findings.length} finding(s) to ${args.writeBaseline}\n`);
    return 0;
  }
  if (filtered.excluded > 0) out.err(`whale-perm: ${filtered.excluded} finding(s) not reported (--exclude, ${PROJECT_CONFIG})\n`);
  if (filtered.baselined > 0) out.err(`whale-perm: ${filtered.baselined} finding(s) hidden by the baseline ${args.baseline}\n`);
  const all = filtered.result.summary;
  const shown: LintResult = args.quiet ? quiet(filtered.result) : filtered.result;
  if (args.quiet && filtered.result.findings.length > shown.findings.length) out.err(`whale-perm: --quiet hid ${all.warnings} warning(s) and ${all.infos} info finding(s); they still count for --max-warnings\n`);
  out.out(render(shown, args, out, cwd, sarif));
  if (all.errors > 0) return 1;
  if (args.maxWarnings !== undefined && args.maxWarnings >= 0 && all.warnings > args.maxWarnings) {
    if (args.format === 'text') out.err(`whale-perm: ${all.warnings} warnings, more than --max-warnings ${args.maxWarnings}\n`);
    return 1;
  }
  return 0;
}

/** Exit 2 with one located message; under --format sarif, also a valid log that says why (code scanning needs a file to upload). */
function fail(out: Output, lines: string[], sarif?: SarifOptions, at?: { file?: string; line?: number; column?: number }): number {
  out.err(lines.map((l) => `whale-perm: ${l}\n`).join(''));
  if (sarif) out.out(formatSarifFailure(lines.map((message) => ({ message, ...at })), sarif));
  return 2;
}

/** SARIF's source root is the workspace's git top level (URIs relative to the repository), and the rule pages ship with whale-perm. */
async function sarifOptions(cwd: string, engine: Engine, docsUrl: string | undefined): Promise<SarifOptions> {
  const { findRepoTop } = await import('../../io/git.js');
  const top = await findRepoTop(cwd).catch(() => undefined);
  const version = toolVersion();
  return {
    cwd,
    engine,
    srcRoot: top ?? cwd,
    installRoot: INSTALL_ROOT,
    ...(docsUrl !== undefined ? { docsUrl } : {}),
    readDoc: (docs) => {
      try {
        return readFileSync(new URL(docs, INSTALL_ROOT), 'utf8');
      } catch {
        return undefined;
      }
    },
    ...(version ? { toolVersion: version } : {}),
  };
}

/** --quiet: errors only, with the true counts kept in the summary. The exit code still counts every warning. */
function quiet(r: LintResult): LintResult {
  const findings = r.findings.filter((f) => f.severity === 'error');
  return { ...r, findings, suppressed: r.suppressed.filter((s) => s.finding.severity === 'error'), summary: r.summary };
}

function render(r: LintResult, args: LintArgs, out: Cli, cwd: string, sarif: SarifOptions | undefined): string {
  switch (args.format) {
    case 'json':
      return formatLintJson(r, { cwd });
    case 'sarif':
      return formatSarif(r, sarif ?? { cwd, installRoot: INSTALL_ROOT });
    case 'github':
      return formatGithub(r, { cwd });
    default:
      return formatLintText(r, { color: wantsColor(args.color, out.isTTY, out.env), cwd, home: out.home });
  }
}
