/**
 * The real-configuration corpus (test/fixtures/real/): public configuration
 * files, each linted as the only project file of an otherwise empty stack,
 * and a hand-labelled list of what lint should and should not say about them.
 * Scoring compares the two: a labelled false positive that comes back, or a
 * labelled true positive that goes missing, is a regression.
 *
 * Pure but for the injected reader: the caller decides where the corpus is.
 */
import { join } from 'node:path';
import type { EngineId } from '../core/types.js';
import type { FileReader } from '../io/files.js';
import type { Engine } from '../engines/types.js';
import { lint } from './lint.js';
import { loadWithTrustedTwin } from './trusted-load.js';
import type { Finding } from './types.js';

export interface CorpusEntry {
  /** The file's path inside the corpus: `<engine>/<owner>__<repo>/<path>`. */
  file: string;
  engine: EngineId;
  repo: string;
  path: string;
  commit: string;
  /** Only part of the file was kept (long allow lists cut down); the origin is still the file named. */
  abridged?: boolean;
  redactions?: number;
}

export interface Manifest {
  files: CorpusEntry[];
}

/** One finding, named as the label file names it: `<corpus file>:<line>:<column> <check id>`. */
export interface CorpusFinding {
  key: string;
  id: string;
  message: string;
  severity: string;
}

export type Verdict = 'tp' | 'fp';

export interface Label {
  key: string;
  verdict: Verdict;
  reason: string;
  /** 1-based line in the label file, for messages. */
  line: number;
}

/** The directory each entry is linted as: its workspace (the file keeps its path inside it). */
export function workspaceOf(root: string, e: CorpusEntry): string {
  return join(root, e.file.slice(0, e.file.length - e.path.length - 1));
}

export interface RunOptions {
  root: string;
  reader: FileReader;
  engines: Record<EngineId, Engine>;
  fileExists(path: string): boolean;
  /** Workspace trust for every entry; undefined: what the (empty) stack says, which is not trusted. */
  trusted?: boolean;
}

/** Lints every entry with an empty home (no user, managed or trust files) and no PATH. */
export function runCorpus(manifest: Manifest, opts: RunOptions): CorpusFinding[] {
  const out: CorpusFinding[] = [];
  for (const e of manifest.files) {
    const engine = opts.engines[e.engine];
    const ws = workspaceOf(opts.root, e);
    const empty = join(ws, '.no-home');
    const base = { home: empty, userHome: empty, workspace: ws, overrides: [], projectConfig: true, env: {}, reader: opts.reader };
    const { stack, trustedStack } = loadWithTrustedTwin(engine, { ...base, ...(opts.trusted !== undefined ? { trusted: opts.trusted } : {}) });
    const r = lint({
      engine,
      stack,
      ...(trustedStack !== undefined ? { trustedStack } : {}),
      readText: (p) => {
        const t = opts.reader.read(p);
        return t.status === 'ok' ? t.text : undefined;
      },
      // The corpus keeps the configuration file, not the repository around it: a path inside the
      // workspace (a committed hook script) counts as present; one outside it (a user's machine) does not.
      fileExists: (p) => (p.startsWith(`${ws}/`) && !p.startsWith(`${empty}/`)) || opts.fileExists(p),
      pathDirs: [],
    });
    const prefix = opts.root.endsWith('/') ? opts.root : `${opts.root}/`;
    const name = (f: Finding) => (f.file.startsWith(prefix) ? f.file.slice(prefix.length) : f.file);
    for (const f of r.findings) out.push({ key: `${name(f)}:${f.line}:${f.column} ${f.id}`, id: f.id, message: f.message, severity: f.severity });
    for (const f of r.fatal) out.push({ key: `${f.file.startsWith(prefix) ? f.file.slice(prefix.length) : f.file}:${f.line}:${f.column} schema`, id: 'schema', message: f.message, severity: 'error' });
  }
  return out;
}

/**
 * The label file: one label a line, `tp|fp <file>:<line>:<column> <check> -- reason`;
 * `#` starts a comment line. A malformed line is an error naming it.
 */
export function parseLabels(text: string): Label[] {
  const out: Label[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const m = /^(tp|fp)\s+(\S+)\s+(\S+)\s+--\s+(.+)$/.exec(line);
    if (!m) throw new Error(`labels line ${i + 1}: expected "tp|fp <file>:<line>:<column> <check> -- reason", got ${JSON.stringify(raw)}`);
    out.push({ verdict: m[1] as Verdict, key: `${m[2]} ${m[3]}`, reason: m[4]!, line: i + 1 });
  });
  return out;
}

export interface CheckScore {
  id: string;
  /** Labelled true positives lint reported. */
  tp: number;
  /** Labelled false positives lint reported. */
  fp: number;
  /** Labelled true positives lint did not report. */
  fn: number;
  /** Findings with no label. */
  unlabelled: number;
  precision: number | undefined;
  recall: number | undefined;
}

export interface Score {
  checks: CheckScore[];
  /** Labelled false positives lint reported: regressions. */
  falseAlarms: Label[];
  /** Labelled true positives lint did not report: regressions. */
  missed: Label[];
  unlabelled: CorpusFinding[];
  /** Labels naming the same finding twice. */
  duplicates: Label[];
}

export function score(findings: readonly CorpusFinding[], labels: readonly Label[]): Score {
  const byKey = new Map<string, Label>();
  const duplicates: Label[] = [];
  for (const l of labels) {
    if (byKey.has(l.key)) duplicates.push(l);
    else byKey.set(l.key, l);
  }
  const found = new Set(findings.map((f) => f.key));
  const idOf = (key: string) => key.slice(key.lastIndexOf(' ') + 1);
  const rows = new Map<string, CheckScore>();
  const row = (id: string) => {
    let r = rows.get(id);
    if (!r) rows.set(id, (r = { id, tp: 0, fp: 0, fn: 0, unlabelled: 0, precision: undefined, recall: undefined }));
    return r;
  };
  const unlabelled: CorpusFinding[] = [];
  const falseAlarms: Label[] = [];
  for (const f of new Map(findings.map((x) => [x.key, x])).values()) {
    const l = byKey.get(f.key);
    if (!l) {
      row(f.id).unlabelled++;
      unlabelled.push(f);
    } else if (l.verdict === 'tp') row(f.id).tp++;
    else {
      row(f.id).fp++;
      falseAlarms.push(l);
    }
  }
  const missed: Label[] = [];
  for (const l of byKey.values()) {
    if (l.verdict === 'tp' && !found.has(l.key)) {
      row(idOf(l.key)).fn++;
      missed.push(l);
    }
  }
  for (const r of rows.values()) {
    r.precision = r.tp + r.fp > 0 ? r.tp / (r.tp + r.fp) : undefined;
    r.recall = r.tp + r.fn > 0 ? r.tp / (r.tp + r.fn) : undefined;
  }
  const checks = [...rows.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { checks, falseAlarms, missed, unlabelled, duplicates };
}

const pct = (x: number | undefined) => (x === undefined ? '   -  ' : `${(x * 100).toFixed(1).padStart(5)}%`);

/** The per-check table `npm run lint-corpus` prints (and docs/rules/README.md quotes). */
export function formatScore(s: Score, files: number, labels: number): string {
  const lines = [`corpus: ${files} files, ${labels} labels`, '', 'check                  tp   fp   fn  unlabelled  precision  recall'];
  for (const r of s.checks) {
    lines.push(`${r.id.padEnd(22)} ${String(r.tp).padStart(3)}  ${String(r.fp).padStart(3)}  ${String(r.fn).padStart(3)}  ${String(r.unlabelled).padStart(10)}  ${pct(r.precision).padStart(9)}  ${pct(r.recall).padStart(6)}`);
  }
  return lines.join('\n') + '\n';
}
