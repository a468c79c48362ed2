/**
 * Runs shell strings under real bash with no real program able to run, and
 * reports which commands bash executed.
 *
 * How it stays harmless:
 * - PATH names one empty directory, so bash finds no program at all; every
 *   external name goes to `command_not_found_handle`, which only writes its
 *   argv to a pipe whale-perm's test holds (no file is written).
 * - each string runs in its own subshell in restricted mode (`set -r`):
 *   no `/` in command names, no output redirection, no `cd`, `exec`, no
 *   changing PATH, ENV or BASH_ENV, no loading or re-enabling builtins;
 * - the builtins that could reach outside the subshell (`kill`, `suspend`,
 *   `ulimit`, `fc`, `history`, `enable`) are disabled before restriction, and
 *   restricted mode forbids enabling them again;
 * - the environment is empty but for what the runner sets (env -i), the
 *   working directory is a fresh empty directory, stdin is /dev/null, and
 *   the whole batch runs under a CPU limit and a wall-clock timeout; a
 *   DEBUG trap ends a string after 400 simple commands (loops), and the
 *   subshell waits for its background jobs so their commands are counted
 *   for the string that started them.
 *
 * `set -x` with BASH_XTRACEFD (a pipe) shows the builtins that ran (eval,
 * source, alias, …), which the handler cannot see.
 *
 * Nothing depends on TMPDIR's spelling: paths reach bash only as its working
 * directory and as a quoted variable, and PATH is relative to the working
 * directory.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What bash did with one string. */
export interface BashRun {
  /** argv of each external command bash tried to run, in order. */
  externals: string[][];
  /** Names of the builtins bash ran (from the trace), in order. */
  builtins: string[];
  /** bash refused something restricted mode forbids: the string must be checked statically. */
  restricted: boolean;
  /** The batch timed out while this string ran (it loops or blocks). */
  timedOut: boolean;
  stderr: string;
}

/** Every bash builtin (bash 5.x `compgen -b`). */
export const BASH_BUILTINS: ReadonlySet<string> = new Set(
  ('. : [ alias bg bind break builtin caller cd command compgen complete compopt continue declare dirs disown echo ' +
    'enable eval exec exit export false fc fg getopts hash help history jobs kill let local logout mapfile popd ' +
    'printf pushd pwd read readarray readonly return set shift shopt source suspend test times trap true type ' +
    'typeset ulimit umask unalias unset wait').split(' '),
);

const CANDIDATES = ['/bin/bash', '/usr/bin/bash', '/usr/local/bin/bash', '/opt/homebrew/bin/bash'];

/** A bash of version 4.4 or later (for `mapfile -d`, BASH_XTRACEFD), or why there is none. */
export function findBash(): { path: string } | { missing: string } {
  for (const path of CANDIDATES) {
    const r = spawnSync(path, ['-c', 'echo "${BASH_VERSINFO[0]} ${BASH_VERSINFO[1]}"'], { encoding: 'utf8', env: {} });
    if (r.error !== undefined || r.status !== 0) continue;
    const [major, minor] = r.stdout.trim().split(' ').map(Number) as [number, number];
    if (major > 4 || (major === 4 && minor >= 4)) return { path };
  }
  return { missing: `no bash 4.4 or later at ${CANDIDATES.join(', ')}` };
}

// The preamble runs unrestricted, before any string: it reads every string
// from stdin, disables the dangerous builtins, defines the logging handler,
// then runs each string in a restricted, traced subshell. Markers (\x03 and
// the index) separate the strings on the three streams.
const PREAMBLE = String.raw`
ulimit -t 60 2>/dev/null
mapfile -d '' WP_ALL
exec </dev/null
enable -n kill suspend ulimit fc history
command_not_found_handle() { printf '%s\0' $'\x02'"$WP_I" "$@" >&3; return "$WP_RC"; }
for ((WP_I = 0; WP_I < ${"${#WP_ALL[@]}"}; WP_I++)); do
  printf '%s\0' $'\x03'"$WP_I" >&3
  printf '\x03%d\n' "$WP_I" >&4
  printf '\x03%d\n' "$WP_I" >&2
  ( WP_N=0
    __wp_guard() { ((++WP_N <= 400)) || exit 99; }
    __wp_wait() { wait; }
    trap __wp_guard DEBUG
    trap __wp_wait EXIT
    set -T
    BASH_XTRACEFD=4
    PS4=$'\x01'"$WP_I"$'\x04${"${FUNCNAME[0]-}"}\x02'
    set -r
    set -x
    eval "${"${WP_ALL[WP_I]}"}" ) </dev/null
done
`;

export interface RunOptions {
  /** Exit status every external command returns (0: success paths run; 1: failure paths). */
  status: 0 | 1;
  timeoutMs?: number;
}

/** Run every string (each in its own restricted subshell) in one bash process. */
export function runBatch(bash: string, strings: readonly string[], options: RunOptions): BashRun[] {
  const root = mkdtempSync(join(tmpdir(), 'whale-perm-oracle-'));
  try {
    const work = join(root, 'w');
    mkdirSync(work);
    mkdirSync(join(root, 'p')); // the empty PATH directory
    const input = strings.map((s) => `${s}\0`).join('');
    const r = spawnSync(bash, ['--norc', '--noprofile', '-c', PREAMBLE], {
      cwd: work,
      env: { PATH: '../p', HOME: work, LC_ALL: 'C', WP_RC: String(options.status) },
      input,
      stdio: ['pipe', 'ignore', 'pipe', 'pipe', 'pipe'],
      timeout: options.timeoutMs ?? 30_000,
      killSignal: 'SIGKILL',
      maxBuffer: 256 * 1024 * 1024,
    });
    const timedOut = r.error !== undefined && (r.error as NodeJS.ErrnoException).code === 'ETIMEDOUT';
    if (r.error !== undefined && !timedOut) throw r.error;
    const out = r.output as (Buffer | null)[];
    const log = (out[3] ?? Buffer.alloc(0)).toString('utf8');
    const trace = (out[4] ?? Buffer.alloc(0)).toString('utf8');
    const stderr = (out[2] ?? Buffer.alloc(0)).toString('utf8');
    const runs: BashRun[] = strings.map(() => ({ externals: [], builtins: [], restricted: false, timedOut: false, stderr: '' }));
    let last = -1;
    parseLog(log, runs, (i) => (last = Math.max(last, i)));
    parseTrace(trace, runs);
    parseStderr(stderr, runs);
    if (timedOut) {
      const at = runs[Math.max(last, 0)];
      if (at) at.timedOut = true;
      // Strings after the one that hung never ran: mark them so callers rerun them.
      for (let i = last + 1; i < runs.length; i++) (runs[i] as BashRun).timedOut = true;
    }
    return runs;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * Each record carries the index of the string that started it, so a
 * background job that logs after the next string began is still counted
 * for its own string.
 */
function parseLog(log: string, runs: BashRun[], seen: (i: number) => void): void {
  let record: string[] | null = null;
  for (const token of log.split('\0')) {
    if (token.startsWith('\x03')) {
      seen(Number(token.slice(1)));
      record = null;
    } else if (token.startsWith('\x02')) {
      record = [];
      runs[Number(token.slice(1))]?.externals.push(record);
    } else if (record !== null) {
      record.push(token);
    }
  }
}

const RUNNER_FUNCTIONS = new Set(['command_not_found_handle', '__wp_guard', '__wp_wait']);

function parseTrace(trace: string, runs: BashRun[]): void {
  for (const line of trace.split('\n')) {
    if (!line.startsWith('\x01')) continue; // a marker, or a continuation of a multi-line word
    const depth = /^\x01+/.exec(line)?.[0].length ?? 0;
    const idx = line.indexOf('\x04');
    const sep = line.indexOf('\x02');
    if (sep < 0 || idx < 0 || idx > sep) continue;
    const current = runs[Number(line.slice(depth, idx))];
    if (current === undefined) continue;
    const fn = line.slice(idx + 1, sep);
    if (RUNNER_FUNCTIONS.has(fn)) continue; // the runner's own commands
    const body = line.slice(sep + 1);
    if (depth <= 1) continue; // the runner's own commands (its eval, wait, the loop guard)
    const name = firstTraceWord(body);
    if (name !== null && BASH_BUILTINS.has(name)) current.builtins.push(name);
  }
}

/** The first word of a trace line, unquoted the way `set -x` quotes it. */
function firstTraceWord(body: string): string | null {
  if (body.startsWith("'")) {
    const end = body.indexOf("'", 1);
    return end < 0 ? null : body.slice(1, end);
  }
  const m = /^[^\s]+/.exec(body);
  return m ? m[0] : null;
}

function parseStderr(stderr: string, runs: BashRun[]): void {
  let current: BashRun | undefined;
  for (const line of stderr.split('\n')) {
    if (line.startsWith('\x03')) {
      current = runs[Number(line.slice(1))];
      continue;
    }
    if (current === undefined) continue;
    current.stderr += `${line}\n`;
    if (/: restricted\b/.test(line)) current.restricted = true;
  }
}
