/**
 * The only code that touches the file system for configuration. Every read
 * is bounded (size, binary content) so a hostile stack cannot make whale-perm
 * hang, exhaust memory or print garbage.
 */
import { closeSync, constants, fstatSync, lstatSync, opendirSync, openSync, readSync, realpathSync, statSync, type Dir, type Stats } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError } from '../config/errors.js';

/**
 * Opened without blocking: a FIFO (or a symlink to one) put where a config
 * file belongs would otherwise block open() until some writer appears.
 * Regular files ignore the flag. Windows has no such flag (0).
 */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** Larger than any real agent configuration; a file past this is refused, not read. */
export const MAX_CONFIG_BYTES = 8 * 1024 * 1024;

/** At most this many entries of one directory are listed; the rest are not seen. */
export const MAX_LIST_ENTRIES = 1000;

export type FileRead =
  | { status: 'ok'; path: string; text: string }
  | { status: 'missing'; path: string }
  | { status: 'error'; path: string; message: string };

/** Reads configuration files. Injected into engines so the core stays pure and `diff` can read git revisions. */
export interface FileReader {
  read(path: string): FileRead;
  isDirectory(path: string): boolean;
  /** Where a path really leads after symlinks; undefined when it does not resolve (or the reader cannot tell). */
  realpath?(path: string): string | undefined;
  /**
   * The names of a directory's entries (files and directories alike), sorted,
   * at most MAX_LIST_ENTRIES of them; undefined when the directory cannot be
   * read. A reader without it cannot list directories at all.
   */
  list?(dir: string): string[] | undefined;
}

/** Sorts by code unit (not locale) and keeps the first MAX_LIST_ENTRIES names. */
export function boundedSortedNames(names: Iterable<string>): string[] {
  return [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, MAX_LIST_ENTRIES);
}

export function decodeConfigBytes(path: string, bytes: Uint8Array): FileRead {
  if (bytes.includes(0)) return { status: 'error', path, message: 'binary file (contains NUL bytes), not a configuration file' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { status: 'error', path, message: 'not valid UTF-8 text' };
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return { status: 'ok', path, text };
}

function describe(err: unknown): string {
  const code = (err as NodeJS.ErrnoException)?.code;
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'is a directory, expected a file';
    case 'ELOOP':
      return 'too many levels of symbolic links';
    case 'ENOTDIR':
      return 'a parent of this path is not a directory';
    default:
      return (err as Error)?.message ?? String(err);
  }
}

/**
 * A FIFO where a configuration file belongs is not a file the agent can skip:
 * its own read (Rust's `fs::read_to_string`, Node's `readFileSync`) blocks
 * until some writer appears, so the agent never starts. whale-perm cannot go
 * on "as the agent would", and refuses it as a configuration error (exit 2)
 * for every engine, whichever file it stands in for.
 */
export const FIFO_MESSAGE = 'not a regular file (a FIFO): the agent would block reading it, waiting for a writer, so whale-perm refuses it';

/** The type check shared by the path and the descriptor: a FIFO throws (see FIFO_MESSAGE); another non-file is an error the engine words. */
function typeProblem(path: string, st: Stats): FileRead | undefined {
  if (st.isDirectory()) return { status: 'error', path, message: 'is a directory, expected a file' };
  if (st.isFIFO()) throw new ConfigError(path, 0, 0, FIFO_MESSAGE);
  if (!st.isFile()) return { status: 'error', path, message: 'not a regular file' };
  return undefined;
}

export const diskReader: FileReader = {
  read(path) {
    // The type is checked before opening (a FIFO, socket or device is refused
    // unopened), and again on the descriptor, which cannot change under us.
    try {
      const bad = typeProblem(path, statSync(path));
      if (bad) return bad;
    } catch (err) {
      if (err instanceof ConfigError) throw err;
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return { status: 'missing', path };
      return { status: 'error', path, message: describe(err) };
    }
    let fd: number;
    try {
      fd = openSync(path, OPEN_FLAGS);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return { status: 'missing', path };
      return { status: 'error', path, message: describe(err) };
    }
    try {
      const st = fstatSync(fd);
      const bad = typeProblem(path, st);
      if (bad) return bad;
      if (st.size > MAX_CONFIG_BYTES) {
        return { status: 'error', path, message: `file is ${st.size} bytes; configuration files over ${MAX_CONFIG_BYTES} bytes are refused` };
      }
      const buf = Buffer.alloc(st.size);
      let off = 0;
      while (off < st.size) {
        const n = readSync(fd, buf, off, st.size - off, off);
        if (n === 0) break;
        off += n;
      }
      return decodeConfigBytes(path, buf.subarray(0, off));
    } catch (err) {
      if (err instanceof ConfigError) throw err;
      return { status: 'error', path, message: describe(err) };
    } finally {
      closeSync(fd);
    }
  },
  isDirectory(path) {
    try {
      return statSync(path).isDirectory();
    } catch {
      return false;
    }
  },
  realpath(path) {
    return realpathOrUndefined(path);
  },
  list(dir) {
    // opendir rather than readdir: a directory with millions of entries is read no further than the bound.
    let d: Dir;
    try {
      d = opendirSync(dir);
    } catch {
      return undefined;
    }
    const names: string[] = [];
    try {
      for (let e = d.readSync(); e !== null && names.length < MAX_LIST_ENTRIES; e = d.readSync()) names.push(e.name);
    } catch {
      return undefined;
    } finally {
      d.closeSync();
    }
    return boundedSortedNames(names);
  },
};

/**
 * realpathSync, undefined where it throws. A command names many files that do
 * not exist (`grep x 123` in a long chain), and realpathSync builds an Error,
 * stack trace included, for each. One lstat that does not throw for a missing
 * entry answers first: when it finds no entry, some part of the path does not
 * exist, and realpath would fail too. Only for a path already in normal form:
 * realpathSync resolves `a/missing/..` textually to `a`, where lstat fails.
 */
export function realpathOrUndefined(path: string): string | undefined {
  try {
    if (resolve(path) === path && lstatSync(path, { throwIfNoEntry: false }) === undefined) return undefined;
  } catch {
    // ENOTDIR, EACCES, ELOOP, …: realpathSync decides, as before.
  }
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}
