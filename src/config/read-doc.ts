/**
 * Reads one configuration file through the injected reader and parses it
 * with locations. Never throws: an unreadable or malformed file comes back
 * as a located message so each engine can decide, as its agent does, whether
 * that stops everything or is skipped with a warning.
 */
import type { FileRead, FileReader } from '../io/files.js';
import { ConfigError, type SourceLoc } from './errors.js';
import { parseJsonLocated, parseTomlLocated, type LocatedDoc } from './located.js';

export type DocRead =
  | { status: 'ok'; doc: LocatedDoc }
  | { status: 'missing'; path: string }
  | { status: 'error'; path: string; loc: SourceLoc; message: string; syntax: boolean };

export function readDoc(reader: FileReader, path: string, format: 'toml' | 'json'): DocRead {
  return docOf(reader.read(path), path, format);
}

/** `readDoc` of a file already read (for a caller that looks at the text first). */
export function docOf(f: FileRead, path: string, format: 'toml' | 'json'): DocRead {
  if (f.status === 'missing') return { status: 'missing', path };
  if (f.status === 'error') return { status: 'error', path, loc: { file: path, line: 0, column: 0 }, message: f.message, syntax: false };
  try {
    const doc = format === 'toml' ? parseTomlLocated(f.text, path) : parseJsonLocated(f.text, path);
    return { status: 'ok', doc };
  } catch (err) {
    if (err instanceof ConfigError) {
      return { status: 'error', path, loc: { file: path, line: err.line, column: err.column }, message: err.message, syntax: true };
    }
    return { status: 'error', path, loc: { file: path, line: 0, column: 0 }, message: (err as Error).message, syntax: true };
  }
}

export function fileLoc(path: string): SourceLoc {
  return { file: path, line: 0, column: 0 };
}
