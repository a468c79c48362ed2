/** How file locations are shown to a person: relative to where they stand. */
import { homedir } from 'node:os';
import { isAbsolute, relative, sep } from 'node:path';
import type { SourceLoc } from '../config/errors.js';

/** Relative to the current directory when inside it, else `~/…` under the user's home, else absolute. */
export function displayPath(file: string, cwd: string, home: string = homedir()): string {
  if (!isAbsolute(file)) return file;
  const rel = relative(cwd, file);
  if (rel !== '' && !rel.startsWith('..') && !isAbsolute(rel)) return rel;
  const h = relative(home, file);
  if (home !== '/' && h !== '' && !h.startsWith('..') && !isAbsolute(h)) return `~/${h}`;
  return file;
}

export function displayLoc(loc: SourceLoc | null | undefined, cwd: string): string {
  if (!loc) return '';
  const p = displayPath(loc.file, cwd);
  return loc.line > 0 ? `${p}:${loc.line}:${loc.column}` : p;
}

export function posix(p: string): string {
  return sep === '/' ? p : p.split(sep).join('/');
}
