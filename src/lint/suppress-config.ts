/**
 * Suppressions that work for every file format (JSON has no comments):
 * `--exclude ID[,ID]`, the project file `.whale-perm.toml`, and a baseline
 * of accepted findings. Pure: the caller reads and writes the files.
 *
 *     # .whale-perm.toml (in the workspace)
 *     exclude = ["overlay-loosening"]      # checks never reported
 *     [severity]
 *     hook-risk = "error"                  # error | warning | info | off
 *     [[ignore]]
 *     checks = ["broad-allow"]             # optional: every check when absent
 *     paths = [".claude/settings.local.json", "tools/**"]
 *     reason = "personal allow list"
 */
import { relative, sep } from 'node:path';
import picomatch from 'picomatch';
import { ConfigError } from '../config/errors.js';
import { parseJsonLocated, parseTomlLocated } from '../config/located.js';
import { didYouMean } from '../config/did-you-mean.js';
import { UsageError } from '../core/usage-error.js';
import { summarize } from './finding.js';
import { CHECK_IDS, type Finding, type LintResult, type Severity } from './types.js';

export const PROJECT_CONFIG = '.whale-perm.toml';

export interface LintPolicy {
  exclude: Set<string>;
  severity: Map<string, Severity | 'off'>;
  ignore: { checks: Set<string> | undefined; match: (relPath: string) => boolean }[];
}

const SEVERITIES = new Set(['error', 'warning', 'info', 'off']);

function checkId(id: string, where: string): string {
  if (!(CHECK_IDS as readonly string[]).includes(id)) throw new UsageError(`${where}: unknown check '${id}'${didYouMean(id, CHECK_IDS)}`);
  return id;
}

/** `--exclude a,b --exclude c` → ids, each checked. */
export function parseExclude(values: readonly string[] | undefined): string[] {
  return (values ?? []).flatMap((v) => v.split(',')).map((s) => s.trim()).filter(Boolean).map((id) => checkId(id, '--exclude'));
}

export function parsePolicy(text: string, file: string): LintPolicy {
  let doc;
  try {
    doc = parseTomlLocated(text, file);
  } catch (err) {
    throw new UsageError(err instanceof ConfigError ? err.format() : `${file}: ${(err as Error).message}`);
  }
  const at = (path: (string | number)[]) => {
    const l = doc.locate(path);
    return l && l.line > 0 ? `${file}:${l.line}:${l.column}` : file;
  };
  const v = doc.value;
  const policy: LintPolicy = { exclude: new Set(), severity: new Map(), ignore: [] };
  for (const key of Object.keys(v)) if (!['exclude', 'severity', 'ignore'].includes(key)) throw new UsageError(`${at([key])}: unknown key '${key}'${didYouMean(key, ['exclude', 'severity', 'ignore'])}; expected exclude, severity or [[ignore]]`);
  const ex = v.exclude;
  if (ex !== undefined) {
    if (!Array.isArray(ex) || ex.some((x) => typeof x !== 'string')) throw new UsageError(`${at(['exclude'])}: exclude must be a list of check ids`);
    ex.forEach((id, i) => policy.exclude.add(checkId(id as string, at(['exclude', i]))));
  }
  const sev = v.severity;
  if (sev !== undefined) {
    if (typeof sev !== 'object' || sev === null || Array.isArray(sev)) throw new UsageError(`${at(['severity'])}: [severity] must be a table of check = "error" | "warning" | "info" | "off"`);
    for (const [id, s] of Object.entries(sev as Record<string, unknown>)) {
      checkId(id, at(['severity', id]));
      if (typeof s !== 'string' || !SEVERITIES.has(s)) throw new UsageError(`${at(['severity', id])}: severity must be "error", "warning", "info" or "off"`);
      policy.severity.set(id, s as Severity | 'off');
    }
  }
  const ig = v.ignore;
  if (ig !== undefined) {
    if (!Array.isArray(ig)) throw new UsageError(`${at(['ignore'])}: ignore must be [[ignore]] tables`);
    ig.forEach((t, i) => {
      const e = t as Record<string, unknown>;
      const paths = e.paths;
      if (!Array.isArray(paths) || paths.length === 0 || paths.some((p) => typeof p !== 'string')) throw new UsageError(`${at(['ignore', i])}: [[ignore]] needs paths = ["glob", …]`);
      const checks = e.checks;
      if (checks !== undefined && (!Array.isArray(checks) || checks.some((c) => typeof c !== 'string'))) throw new UsageError(`${at(['ignore', i, 'checks'])}: checks must be a list of check ids`);
      const ids = checks === undefined ? undefined : new Set((checks as string[]).map((c, j) => checkId(c, at(['ignore', i, 'checks', j]))));
      policy.ignore.push({ checks: ids, match: picomatch(paths as string[], { dot: true }) });
    });
  }
  return policy;
}

/** A baseline entry: stable across edits elsewhere in the file (no line numbers). */
export interface BaselineEntry {
  id: string;
  file: string;
  message: string;
}

const keyOf = (e: BaselineEntry) => `${e.id}\u0000${e.file}\u0000${e.message}`;
const rel = (root: string, file: string) => relative(root, file).split(sep).join('/');

export function toBaseline(findings: readonly Finding[], root: string): string {
  const entries: BaselineEntry[] = findings.map((f) => ({ id: f.id, file: rel(root, f.file), message: f.message }));
  return `${JSON.stringify({ version: 1, findings: entries }, null, 2)}\n`;
}

export function parseBaseline(text: string, file: string): BaselineEntry[] {
  let v: unknown;
  try {
    v = parseJsonLocated(text, file).value;
  } catch (err) {
    // One line naming file:line:column, as for every configuration file.
    throw new UsageError(err instanceof ConfigError ? `${err.format()} (not a whale-perm baseline)` : `${file}: not a whale-perm baseline`);
  }
  const fs = (v as { findings?: unknown }).findings;
  if (!Array.isArray(fs) || fs.some((e) => typeof e?.id !== 'string' || typeof e?.file !== 'string' || typeof e?.message !== 'string')) throw new UsageError(`${file}: not a whale-perm baseline (expected {"findings": [{"id", "file", "message"}]})`);
  return fs as BaselineEntry[];
}

export interface Filtered {
  result: LintResult;
  excluded: number;
  baselined: number;
}

/** Applies --exclude, the project policy and the baseline; paths are matched relative to `root`. */
export function applyPolicy(r: LintResult, root: string, exclude: readonly string[], policy: LintPolicy | undefined, baseline: readonly BaselineEntry[] | undefined): Filtered {
  const ex = new Set([...exclude, ...(policy?.exclude ?? [])]);
  const base = new Map<string, number>();
  for (const e of baseline ?? []) base.set(keyOf(e), (base.get(keyOf(e)) ?? 0) + 1);
  let excluded = 0;
  let baselined = 0;
  const kept: Finding[] = [];
  // A finding's path relative to the root, by its file (`rel` is a function of the two): made once per file (a
  // large stack's thousands of findings are in a few files) and only when an [[ignore]] glob or the baseline reads it.
  const rels = new Map<string, string>();
  const pathOf = (file: string): string => {
    let p = rels.get(file);
    if (p === undefined) rels.set(file, (p = rel(root, file)));
    return p;
  };
  for (const f of r.findings) {
    const sev = policy?.severity.get(f.id);
    if (ex.has(f.id) || sev === 'off' || policy?.ignore.some((i) => (i.checks === undefined || i.checks.has(f.id)) && i.match(pathOf(f.file)))) {
      excluded++;
      continue;
    }
    // No baseline entry left can match (an empty baseline): nothing to look up.
    const k = base.size === 0 ? undefined : keyOf({ id: f.id, file: pathOf(f.file), message: f.message });
    const n = k === undefined ? 0 : (base.get(k) ?? 0);
    if (n > 0) {
      base.set(k!, n - 1);
      baselined++;
      continue;
    }
    kept.push(sev !== undefined && !f.fatal ? { ...f, severity: sev } : f);
  }
  return { result: { ...r, findings: kept, summary: summarize(kept) }, excluded, baselined };
}
