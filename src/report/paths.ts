/** How file locations are shown to a person: relative to where they stand. */
import { isAbsolute, relative, sep } from 'node:path';
import type { SourceLoc } from '../config/errors.js';

/**
 * Relative to the current directory when inside it, else `~/…` under the
 * user's home when one is given (text for a person only: machine formats pass
 * none, so no `~` reaches a tool), else absolute. Never shortened.
 */
export function displayPath(file: string, cwd: string, home?: string): string {
  if (!isAbsolute(file)) return file;
  const rel = relative(cwd, file);
  if (rel !== '' && !rel.startsWith('..') && !isAbsolute(rel)) return rel;
  if (home === undefined || home === '' || home === '/') return file;
  const h = relative(home, file);
  if (h !== '' && !h.startsWith('..') && !isAbsolute(h)) return `~/${h}`;
  return file;
}

/**
 * displayPath for one report: the same answers, each file worked out once (a
 * 10,000-rule lint names one file 10,000 times, and `relative` is not free).
 */
export function displayPaths(cwd: string, home?: string): (file: string) => string {
  const seen = new Map<string, string>();
  return (file) => {
    let d = seen.get(file);
    if (d === undefined) seen.set(file, (d = displayPath(file, cwd, home)));
    return d;
  };
}

export function displayLoc(loc: SourceLoc | null | undefined, cwd: string, home?: string): string {
  if (!loc) return '';
  const p = displayPath(loc.file, cwd, home);
  return loc.line > 0 ? `${p}:${loc.line}:${loc.column}` : p;
}

export function posix(p: string): string {
  return sep === '/' ? p : p.split(sep).join('/');
}
