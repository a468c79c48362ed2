/**
 * `lint --format sarif`: SARIF 2.1.0 for code scanning. Every check appears
 * in the driver's rules; suppressed findings stay in the log, marked as
 * suppressed in source, as SARIF intends.
 */
import { isAbsolute, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHECK_METAS, checkMetasFor } from '../lint/checks/index.js';
import { ruleHelpUri } from '../lint/docs.js';
import type { CheckMeta, Finding, LintResult, Severity } from '../lint/types.js';
import type { CheckText, Engine } from '../engines/types.js';
import { witnessJson, witnessSentence } from './lint-witness.js';

export interface SarifOptions {
  cwd: string;
  /**
   * The base of every artifact URI (%SRCROOT%): the git top level of the
   * workspace, so URIs are relative to the repository as code scanning wants
   * (default: cwd).
   */
  srcRoot?: string;
  /** The text of a check's page (`docs/rules/<id>.md`), for `fullDescription` and `help`; undefined when not installed. */
  readDoc?: (docs: string) => string | undefined;
  /** A file: URL ending in `/` where whale-perm is installed (for rule pages while no web home is set). */
  installRoot: string;
  /** `lint --docs-url`: the https address of the rule pages' folder (`…/docs/rules/`); helpUri is `<docsUrl><id>.md`. */
  docsUrl?: string;
  toolVersion?: string;
  checks?: readonly CheckMeta[];
  /**
   * The engine linted: each rule is then described in its own terms (its
   * about.ts `checkTexts`), and only the checks it describes are listed
   * (plus any other a finding names). Without it, every check with its page.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  engine?: { id: string; name: string; checkTexts: Readonly<Record<string, CheckText>> } & Pick<Engine<any>, 'checks'>;
}

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };

const SRCROOT = '%SRCROOT%';

/** Relative to the source root when inside it (with SRCROOT as base), else a file:// URI. */
function artifact(file: string, cwd: string): { uri: string; uriBaseId?: string } | undefined {
  if (!isAbsolute(file)) return undefined; // an environment variable or a -c override, not a file
  const rel = relative(cwd, file);
  if (rel !== '' && !rel.startsWith('..') && !isAbsolute(rel)) {
    return { uri: rel.split(sep).map(encodeURIComponent).join('/'), uriBaseId: SRCROOT };
  }
  return { uri: pathToFileURL(file).href };
}

function physical(file: string, region: Record<string, number>, cwd: string) {
  const a = artifact(file, cwd);
  return a ? { physicalLocation: { artifactLocation: a, region } } : undefined;
}

function message(f: Finding): string {
  return f.witness ? `${f.message}\n${witnessSentence(f.witness)}` : f.message;
}

function result(f: Finding, ruleIndex: number, cwd: string, suppression?: { reason: string }) {
  const loc = physical(f.file, { startLine: f.line, startColumn: f.column, endLine: f.endLine, endColumn: f.endColumn }, cwd);
  const related = f.related
    .map((r, i) => {
      const p = physical(r.file, { startLine: r.line, startColumn: r.column }, cwd);
      return p ? { id: i + 1, ...p, message: { text: r.message } } : undefined;
    })
    .filter((r) => r !== undefined);
  return {
    ruleId: f.id,
    ...(ruleIndex >= 0 ? { ruleIndex } : {}),
    level: LEVEL[f.severity],
    message: { text: isAbsolute(f.file) || loc ? message(f) : `${f.file}: ${message(f)}` },
    locations: loc ? [loc] : [],
    ...(related.length > 0 ? { relatedLocations: related } : {}),
    ...(suppression ? { suppressions: [{ kind: 'inSource', justification: suppression.reason }] } : {}),
    ...(f.witness ? { properties: { witness: witnessJson(f.witness) } } : {}),
  };
}

/**
 * What a rule page says, for SARIF: the first paragraph of prose (after the
 * title and the severity line) as `fullDescription`, the page as `help`.
 */
export function ruleTexts(page: string | undefined, fallback: string): { full: string; markdown: string; text: string } {
  if (page === undefined) return { full: fallback, markdown: fallback, text: fallback };
  const paragraphs = page.split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p !== '' && !p.startsWith('#') && !p.startsWith('**'));
  const plain = (md: string) => md.replace(/`([^`]*)`/g, '$1').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\*\*([^*]*)\*\*/g, '$1').replace(/\s*\n\s*/g, ' ');
  const full = paragraphs.find((p) => !/^(The examples below|```)/.test(p)) ?? fallback;
  const text = page
    .replace(/^#+ .*$/gm, '')
    .replace(/^```\w*$/gm, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*([^*]*)\*\*/g, '$1')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { full: plain(full), markdown: page.trim(), text };
}

/**
 * One check in one engine's words: the description, and a help page of its
 * own (the engine's paragraph, then where the rule page and the engine's
 * page are) instead of the shared page, whose examples use another agent's files.
 */
export function engineRuleTexts(m: CheckMeta, engine: NonNullable<SarifOptions['engine']>): { short: string; full: string; markdown: string; text: string } | undefined {
  const t = engine.checkTexts[m.id];
  if (!t) return undefined;
  const full = t.full ? `${t.short} ${t.full}` : t.short;
  const plain = (md: string) => md.replace(/`([^`]*)`/g, '$1');
  const pages = `The rule page is ${m.docs}; how ${engine.name} reads its files and rules is in docs/engines/${engine.id}.md.`;
  return {
    short: plain(t.short),
    full: plain(full),
    markdown: `# ${m.id} (${engine.name})\n\n${full}\n\n${pages.replace(m.docs, `\`${m.docs}\``).replace(`docs/engines/${engine.id}.md`, `\`docs/engines/${engine.id}.md\``)}`,
    text: `${plain(full)}\n\n${pages}`,
  };
}

/** The checks the log describes: the engine's (in the catalogue's order), plus any a finding names. */
function listedChecks(checks: readonly CheckMeta[], res: LintResult | undefined, opts: SarifOptions): readonly CheckMeta[] {
  const engine = opts.engine;
  if (!engine) return checks;
  const named = new Set<string>([...(res?.findings ?? []), ...(res?.suppressed.map((s) => s.finding) ?? [])].map((f) => f.id));
  return checks.filter((m) => engine.checkTexts[m.id] !== undefined || named.has(m.id));
}

function driver(opts: SarifOptions, checks: readonly CheckMeta[]) {
  return {
    name: 'whale-perm',
    ...(opts.docsUrl !== undefined ? { informationUri: new URL('../../README.md', opts.docsUrl.replace(/\/?$/, '/')).href } : {}),
    ...(opts.toolVersion ? { version: opts.toolVersion, semanticVersion: opts.toolVersion } : {}),
    rules: checks.map((m) => {
      const own = opts.engine ? engineRuleTexts(m, opts.engine) : undefined;
      const t = own ?? ruleTexts(opts.readDoc?.(m.docs), m.description);
      const uri = opts.docsUrl !== undefined ? new URL(m.docs.replace(/^docs\/rules\//, ''), opts.docsUrl.replace(/\/?$/, '/')).href : ruleHelpUri(m.docs, opts.installRoot);
      return {
        id: m.id,
        shortDescription: { text: own?.short ?? m.description },
        fullDescription: { text: t.full },
        help: { text: t.text, markdown: t.markdown },
        // Code scanning accepts only web links: a page installed on this machine is not one.
        ...(uri.startsWith('https://') ? { helpUri: uri } : {}),
        defaultConfiguration: { level: LEVEL[m.severity] },
      };
    }),
  };
}

function baseIds(opts: SarifOptions) {
  return { [SRCROOT]: { uri: `${pathToFileURL(opts.srcRoot ?? opts.cwd).href.replace(/\/?$/, '/')}` } };
}

export function lintToSarif(res: LintResult, opts: SarifOptions): Record<string, unknown> {
  const checks = listedChecks(opts.checks ?? (opts.engine ? checkMetasFor(opts.engine) : CHECK_METAS), res, opts);
  const index = new Map(checks.map((m, i) => [m.id as string, i]));
  const root = opts.srcRoot ?? opts.cwd;
  const results = [
    ...res.findings.map((f) => result(f, index.get(f.id) ?? -1, root)),
    ...res.suppressed.map((s) => result(s.finding, index.get(s.finding.id) ?? -1, root, { reason: s.reason })),
  ];
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: driver(opts, checks) },
        invocations: [{ executionSuccessful: true }],
        originalUriBaseIds: baseIds(opts),
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
}

/**
 * The log of a run that could not lint (a file it cannot read or parse, exit
 * 2): valid SARIF with no results and the reason as a
 * `toolExecutionNotification`, so an upload step has a log to upload.
 */
export function formatSarifFailure(problems: readonly { message: string; file?: string; line?: number; column?: number }[], opts: SarifOptions): string {
  const root = opts.srcRoot ?? opts.cwd;
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: driver(opts, listedChecks(opts.checks ?? (opts.engine ? checkMetasFor(opts.engine) : CHECK_METAS), undefined, opts)) },
        invocations: [
          {
            executionSuccessful: false,
            exitCode: 2,
            toolExecutionNotifications: problems.map((p) => {
              const loc = p.file ? physical(p.file, { startLine: Math.max(1, p.line ?? 1), startColumn: Math.max(1, p.column ?? 1) }, root) : undefined;
              return { level: 'error', message: { text: p.message }, ...(loc ? { locations: [loc] } : {}) };
            }),
          },
        ],
        originalUriBaseIds: baseIds(opts),
        columnKind: 'utf16CodeUnits',
        results: [],
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

export function formatSarif(res: LintResult, opts: SarifOptions): string {
  return `${JSON.stringify(lintToSarif(res, opts), null, 2)}\n`;
}
