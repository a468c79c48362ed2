/**
 * `lint --format sarif`: SARIF 2.1.0 for code scanning. Every check appears
 * in the driver's rules; suppressed findings stay in the log, marked as
 * suppressed in source, as SARIF intends.
 */
import { isAbsolute, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHECK_METAS } from '../lint/checks/index.js';
import { ruleHelpUri } from '../lint/docs.js';
import type { CheckMeta, Finding, LintResult, Severity } from '../lint/types.js';
import { witnessJson, witnessSentence } from './lint-witness.js';

export interface SarifOptions {
  cwd: string;
  /** A file: URL ending in `/` where whale-perm is installed (for rule pages while no web home is set). */
  installRoot: string;
  toolVersion?: string;
  checks?: readonly CheckMeta[];
}

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = { error: 'error', warning: 'warning', info: 'note' };

const SRCROOT = '%SRCROOT%';

/** Relative to the current directory when inside it (with SRCROOT as base), else a file:// URI. */
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

export function lintToSarif(res: LintResult, opts: SarifOptions): Record<string, unknown> {
  const checks = opts.checks ?? CHECK_METAS;
  const index = new Map(checks.map((m, i) => [m.id as string, i]));
  const results = [
    ...res.findings.map((f) => result(f, index.get(f.id) ?? -1, opts.cwd)),
    ...res.suppressed.map((s) => result(s.finding, index.get(s.finding.id) ?? -1, opts.cwd, { reason: s.reason })),
  ];
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'whale-perm',
            ...(opts.toolVersion ? { version: opts.toolVersion, semanticVersion: opts.toolVersion } : {}),
            rules: checks.map((m) => ({
              id: m.id,
              shortDescription: { text: m.description },
              helpUri: ruleHelpUri(m.docs, opts.installRoot),
              defaultConfiguration: { level: LEVEL[m.severity] },
            })),
          },
        },
        originalUriBaseIds: { [SRCROOT]: { uri: `${pathToFileURL(opts.cwd).href.replace(/\/?$/, '/')}` } },
        columnKind: 'utf16CodeUnits',
        results,
      },
    ],
  };
}

export function formatSarif(res: LintResult, opts: SarifOptions): string {
  return `${JSON.stringify(lintToSarif(res, opts), null, 2)}\n`;
}
