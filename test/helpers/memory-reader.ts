/** A FileReader over an in-memory map, for tests that generate whole stacks. */
import { basename, dirname } from 'node:path';
import { boundedSortedNames, type FileReader } from '../../src/io/files.js';

export function memoryReader(files: Record<string, string>): FileReader {
  const dirs = new Set<string>();
  for (const p of Object.keys(files)) for (let d = dirname(p); d !== dirname(d); d = dirname(d)) dirs.add(d);
  const entries = new Map<string, Set<string>>();
  for (const p of [...Object.keys(files), ...dirs]) {
    const parent = dirname(p);
    if (parent === p) continue;
    if (!entries.has(parent)) entries.set(parent, new Set());
    entries.get(parent)!.add(basename(p));
  }
  return {
    read: (path) => (path in files ? { status: 'ok', path, text: files[path]! } : dirs.has(path) ? { status: 'error', path, message: 'is a directory, expected a file' } : { status: 'missing', path }),
    isDirectory: (path) => dirs.has(path),
    list: (dir) => (dirs.has(dir) ? boundedSortedNames(entries.get(dir) ?? []) : undefined),
  };
}
