/**
 * Unknown and misplaced keys, for every engine: a typo such as `permisions`
 * or `aproval_policy` drops everything under it without a word from the
 * agent, so lint names the key and the known key it is probably meant to
 * be (edit distance), and names known keys written at the wrong level
 * (`disableBypassPermissionsMode` at the top level instead of under
 * `permissions`). One vocabulary: each engine describes its keys as a
 * `KeyTree` (in its own `load/known-keys.ts`) and calls `keyProblems`.
 */
import type { SourceLoc } from './errors.js';
import type { KeyPath, LocatedDoc } from './located.js';

/** Optimal string alignment distance (a transposition counts one), case-insensitive. */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) => [i, ...new Array<number>(t.length).fill(0)]);
  for (let j = 1; j <= t.length; j++) d[0]![j] = j;
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[s.length]![t.length]!;
}

/** The known word closest to `word`, when it is close enough to be a typo of it (and no other is as close). */
export function suggest(word: string, known: readonly string[]): string | undefined {
  const norm = (x: string) => x.toLowerCase().replace(/[-_]/g, '');
  const limit = Math.max(1, Math.min(3, Math.floor(word.length / 4)));
  let best: string | undefined;
  let bestD = Infinity;
  let tie = false;
  for (const k of known) {
    if (k === word) return undefined;
    const dist = norm(k) === norm(word) ? 0.5 : editDistance(word, k);
    if (dist < bestD) {
      best = k;
      bestD = dist;
      tie = false;
    } else if (dist === bestD) tie = true;
  }
  return best !== undefined && bestD <= limit && !tie ? best : undefined;
}

/** `; did you mean "permissions"?`, or '' when nothing is close. */
export function didYouMean(word: string, known: readonly string[]): string {
  const s = suggest(word, known);
  return s === undefined ? '' : `; did you mean ${JSON.stringify(s)}?`;
}

/**
 * The keys a table may hold: each maps to its own tree, `'leaf'` (a value),
 * or `'any'` (a table of free-form names: env variables, server names).
 */
export interface KeyTree {
  [key: string]: KeyTree | 'leaf' | 'any';
}

export interface KeyProblem {
  loc: SourceLoc;
  message: string;
  /** `warning` for a typo or a misplaced key (a rule the user wrote does not exist); `info` for a key simply not known. */
  severity: 'warning' | 'info';
}

export interface KeyCheckOptions {
  /** The agent's name, for messages ("Claude Code ignores it"). */
  agent: string;
  /** Where keys known at another level belong: top-level `disableBypassPermissionsMode` → `permissions`. */
  misplaced?: (path: KeyPath, key: string) => string | undefined;
  /** Keys unknown at the top level that are not reported (the agent keeps other tools' keys there). */
  tolerated?: (path: KeyPath, key: string) => boolean;
  /** `typos`: report an unknown key only when a known key is close (for engines whose key set is open or not fully known). */
  unknown?: 'all' | 'typos';
  /** The agent matches key names without regard to case (san). */
  caseInsensitive?: boolean;
}

function isPlainTable(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === null || proto === Object.prototype;
}

/** Walks the document against the tree and reports every key the tree does not know. */
export function keyProblems(doc: LocatedDoc, tree: KeyTree, opts: KeyCheckOptions): KeyProblem[] {
  const out: KeyProblem[] = [];
  const walk = (value: Record<string, unknown>, node: KeyTree, path: KeyPath) => {
    const known = Object.keys(node);
    for (const key of Object.keys(value)) {
      const name = Object.hasOwn(node, key) ? key : opts.caseInsensitive ? known.find((k) => k.toLowerCase() === key.toLowerCase()) : undefined;
      const sub = name !== undefined ? node[name] : undefined;
      const here = [...path, key];
      if (sub === undefined) {
        if (opts.tolerated?.(path, key)) continue;
        const loc = doc.locate(here) ?? { file: doc.file, line: 0, column: 0 };
        const where = path.length === 0 ? 'at the top level' : `in ${path.join('.')}`;
        const home = opts.misplaced?.(path, key);
        if (home !== undefined) {
          out.push({ loc, severity: 'warning', message: `${JSON.stringify(key)} belongs under ${home}, not ${where}: ${opts.agent} ignores it here, so it has no effect` });
          continue;
        }
        const hint = didYouMean(key, known);
        if (!hint && opts.unknown === 'typos') continue;
        out.push({
          loc,
          severity: hint ? 'warning' : 'info',
          message: hint ? `unknown key ${JSON.stringify(key)} ${where}${hint} ${opts.agent} ignores it, so nothing under it applies` : `unknown key ${JSON.stringify(key)} ${where}: ${opts.agent} does not read it`,
        });
        continue;
      }
      const v = value[key];
      if (sub !== 'leaf' && sub !== 'any' && isPlainTable(v)) walk(v, sub, here);
    }
  };
  if (isPlainTable(doc.value)) walk(doc.value, tree, []);
  return out;
}
