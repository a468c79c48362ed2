/**
 * What the CLI takes from the process and where it writes, as inputs:
 * `run(argv, io)` reads no `process.env`, `process.cwd()` or terminal state
 * of its own, so a test (or a program embedding whale-perm) decides them.
 * Only bin/whale-perm.js hands over the real process (`processIO`).
 */
import { fstatSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import type { Readable } from 'node:stream';

/** Where the CLI writes. */
export interface Output {
  out(text: string): void;
  err(text: string): void;
  /** Whether stdout is a colour-capable terminal. */
  isTTY: boolean;
}

export type Env = Readonly<Record<string, string | undefined>>;

/** Everything a command may know about the world it runs in. */
export interface Cli extends Output {
  env: Env;
  /** The directory relative paths (options, displayed files) are taken from. */
  cwd: string;
  /** The user's home directory: for `~` and the agents' default locations; undefined when unknown. */
  home: string | undefined;
  /** Standard input, for `explain --batch -`. */
  stdin: Readable | undefined;
  /** The terminal's width when stdout is one, else undefined. */
  columns: number | undefined;
  /** Resolves once everything written so far has reached the destination (a no-op in memory). */
  drain(): Promise<void>;
}

/**
 * What `run` accepts: any part of `Cli` (a `memoryOutput()` is one). What is
 * not given is neutral, never taken from the process: an empty environment,
 * the home named by that environment's HOME (else none), no terminal, no
 * standard input; only `cwd` defaults to the process's directory, and output
 * to the process's streams.
 */
export type RunIO = Partial<Cli>;

export function cliFrom(io: RunIO = {}): Cli {
  const env = io.env ?? {};
  return {
    out: io.out ?? ((t) => void process.stdout.write(t)),
    err: io.err ?? ((t) => void process.stderr.write(t)),
    isTTY: io.isTTY ?? false,
    env,
    cwd: io.cwd ?? process.cwd(),
    home: 'home' in io ? io.home : env.HOME || env.USERPROFILE || undefined,
    // A getter: the process's stdin stream costs milliseconds to set up, and only `--batch -` reads it.
    get stdin() {
      return io.stdin;
    },
    columns: io.columns,
    drain: io.drain ?? (() => Promise.resolve()),
  };
}

/**
 * What fd 1 is. Only a character device can be a terminal, and only then is
 * node:tty asked (requiring it loads node:net and the stream classes, the
 * very cost writing to fd 1 avoids). 'stream': fd 1 could not be examined,
 * so process.stdout decides, as before.
 */
function stdoutKind(): 'tty' | 'other' | 'stream' {
  try {
    if (!fstatSync(1).isCharacterDevice()) return 'other';
  } catch {
    return 'stream';
  }
  const { isatty } = createRequire(import.meta.url)('node:tty') as typeof import('node:tty');
  return isatty(1) ? 'tty' : 'other';
}

/** The real process: its environment, directory, home, terminal and standard streams. */
export function processIO(): Cli {
  // process.stdout is created on first use and costs milliseconds of a cold
  // start (its stream classes, a socket for a pipe), so output that is not a
  // terminal is written to fd 1 directly, synchronously, as Node itself
  // writes to files and pipes. Only if the descriptor would block (EAGAIN)
  // does the stream take over, for the rest and everything after it.
  const kind = stdoutKind();
  const tty = kind === 'tty';
  let stream = kind !== 'other';
  let listening = false;
  const stdout = (): NodeJS.WriteStream => {
    if (!listening) {
      listening = true;
      // A reader that stops early (`| head`) is not an error worth a stack trace.
      process.stdout.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
        throw err;
      });
    }
    return process.stdout;
  };
  const out = (t: string): void => {
    if (stream) {
      stdout().write(t);
      return;
    }
    const bytes = Buffer.from(t, 'utf8');
    let done = 0;
    try {
      while (done < bytes.length) done += writeSync(1, bytes, done);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EPIPE') process.exit(process.exitCode ?? 0);
      if (code !== 'EAGAIN') throw err;
      stream = true;
      stdout().write(bytes.subarray(done));
    }
  };
  return {
    out,
    err: (t) => void process.stderr.write(t),
    isTTY: tty,
    env: process.env,
    cwd: process.cwd(),
    home: homedir(),
    get stdin() {
      return process.stdin;
    },
    columns: tty ? process.stdout.columns : undefined,
    drain: () =>
      new Promise<void>((resolve) => {
        if (stream && process.stdout.writableNeedDrain) process.stdout.once('drain', () => resolve());
        else resolve();
      }),
  };
}

/** @deprecated the old name of `processIO`, kept for callers that still use it. */
export const processOutput = processIO;

/** Captures output in memory, for tests. */
export function memoryOutput(isTTY = false): Output & { stdout: string; stderr: string } {
  const o = {
    stdout: '',
    stderr: '',
    isTTY,
    out(t: string) {
      o.stdout += t;
    },
    err(t: string) {
      o.stderr += t;
    },
  };
  return o;
}

/** Colour on for a terminal, off for NO_COLOR, pipes and --no-color; FORCE_COLOR forces it. */
export function wantsColor(flag: boolean | undefined, isTTY: boolean, env: Env): boolean {
  if (flag !== undefined) return flag;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return isTTY;
}

/** The width text output fits in: the terminal's, else COLUMNS (when piped), else 100. */
export function textWidth(cli: Pick<Cli, 'columns' | 'env'>): number {
  if (cli.columns !== undefined && cli.columns > 0) return cli.columns;
  const env = Number.parseInt(cli.env.COLUMNS ?? '', 10);
  return Number.isFinite(env) && env > 0 ? env : 100;
}
