/**
 * Wrappers: programs that run another program given as their remaining
 * arguments (`sudo -u x rm …`, `timeout 5 rm …`). Peeling them shows what
 * really runs. The table is data so adding a wrapper is one entry; the
 * option grammar is the generic getopt-like loop in `peel`.
 *
 * Programs that take the command as one *string* (sh -c, su -c, watch, ssh,
 * sg …) are payloads, handled in payloads.ts, not here.
 */
import type { NestingKind } from './types.js';
import { literalWord, programKey, type Word } from './words.js';

export interface WrapperSpec {
  /** Options that take the next word as their value (`-u user`, `--user user`); short ones also take it attached (`-uroot`). */
  valueFlags?: readonly string[];
  /** Short options whose value is optional and can only be attached (`xargs -i{}`): the rest of the cluster is theirs. */
  attachedValueFlags?: readonly string[];
  /** Options after which no command runs (`command -v`, `sudo -l`): the word is not a wrapper then. */
  noRunFlags?: readonly string[];
  /** Options whose value is split on blanks and run (`env -S 'cmd args'`). */
  splitFlags?: readonly string[];
  /** Options that must be present for the program to act as a wrapper (`runuser -u user cmd`). */
  requiredFlags?: readonly string[];
  /** Positional operands before the command (`timeout DURATION`, `chroot DIR`, `flock FILE`). */
  operands?: number;
  /** `NAME=value` words before the command belong to the wrapper (`env A=1 cmd`, `sudo A=1 cmd`). */
  assignments?: boolean;
  /** Any word with `=` before the command is an assignment, not only a valid shell name (env). */
  looseAssignments?: boolean;
  /** `nice -5` style numeric options. */
  numericFlags?: boolean;
  /** A lone `-` is an option (`env - cmd`). */
  dashIsFlag?: boolean;
  /** When the word after the operands is one of these, a payload string follows instead (`flock FILE -c '…'`). */
  payloadMarkers?: readonly string[];
  /** The construct this word stands for, when it is a shell keyword (`time`). */
  nesting?: NestingKind;
}

const SUDO: WrapperSpec = {
  valueFlags: ['-u', '-g', '-p', '-C', '-D', '-r', '-t', '-T', '-U', '-R', '--user', '--group', '--prompt',
    '--close-from', '--chdir', '--role', '--type', '--command-timeout', '--other-user', '--host', '--chroot'],
  noRunFlags: ['-e', '-l', '-v', '-V', '-K', '-h', '--edit', '--list', '--validate', '--version',
    '--remove-timestamp', '--help'],
  assignments: true,
};

const GNU_TIME: WrapperSpec = {
  valueFlags: ['-f', '-o', '--format', '--output'],
  noRunFlags: ['-V', '--version', '--help'],
};

/** Keyed by lowercased program basename. */
export const WRAPPERS: Readonly<Record<string, WrapperSpec>> = {
  sudo: SUDO,
  doas: { valueFlags: ['-u'], noRunFlags: ['-C', '-L'] },
  pkexec: { valueFlags: ['--user'], noRunFlags: ['--version', '--help'] },
  env: {
    valueFlags: ['-u', '-C', '-P', '-a', '--unset', '--chdir', '--argv0'],
    splitFlags: ['-S', '--split-string'],
    assignments: true,
    looseAssignments: true,
    dashIsFlag: true,
  },
  nohup: {},
  nice: { valueFlags: ['-n', '--adjustment'], numericFlags: true },
  ionice: { valueFlags: ['-c', '-n', '--class', '--classdata'], noRunFlags: ['-p', '-P', '-u', '--pid', '--pgid', '--uid'] },
  time: GNU_TIME,
  timeout: { valueFlags: ['-s', '-k', '--signal', '--kill-after'], operands: 1 },
  stdbuf: { valueFlags: ['-i', '-o', '-e', '--input', '--output', '--error'] },
  setsid: {},
  command: { noRunFlags: ['-v', '-V'] },
  builtin: {},
  exec: { valueFlags: ['-a'] },
  unbuffer: {},
  chroot: { operands: 1 },
  xargs: {
    valueFlags: ['-a', '-d', '-E', '-I', '-L', '-n', '-P', '-s', '--arg-file', '--delimiter', '--max-lines',
      '--max-args', '--max-procs', '--max-chars', '--process-slot-var'],
    attachedValueFlags: ['-e', '-i', '-l'],
    noRunFlags: ['--help', '--version', '--show-limits'],
  },
  flock: {
    valueFlags: ['-w', '-E', '--timeout', '--conflict-exit-code'],
    operands: 1,
    payloadMarkers: ['-c', '--command'],
  },
  busybox: { noRunFlags: ['--list', '--list-full', '--install', '--help'] },
  proot: {
    valueFlags: ['-r', '-b', '-m', '-w', '-q', '-k', '-i', '-R', '-S', '-v', '--rootfs', '--bind', '--mount',
      '--pwd', '--cwd', '--qemu', '--kernel-release', '--change-id', '--verbose'],
  },
  runuser: {
    valueFlags: ['-u', '-g', '-G', '-s', '-w', '--user', '--group', '--supp-group', '--shell', '--whitelist-environment'],
    requiredFlags: ['-u', '--user'],
    noRunFlags: ['-c', '--command', '--session-command'],
  },
  taskset: { noRunFlags: ['-p', '--pid'], operands: 1 },
  chrt: { valueFlags: ['-T', '-P', '-D', '--sched-runtime', '--sched-period', '--sched-deadline'],
    noRunFlags: ['-p', '-m', '--pid', '--max'], operands: 1 },
  unshare: { valueFlags: ['-S', '-G', '-R', '-w', '--setuid', '--setgid', '--root', '--wd'] },
  fakeroot: { valueFlags: ['-l', '-s', '-i', '-b', '--lib', '--faked'] },
  torsocks: { valueFlags: ['-u', '-p', '-a', '-P', '--user', '--pass', '--address', '--port'] },
  proxychains: { valueFlags: ['-f'] },
  proxychains4: { valueFlags: ['-f'] },
  strace: { valueFlags: ['-o', '-e', '-p', '-s', '-u', '-E', '-a', '-b', '-I', '-O', '-P', '-S', '-X'] },
  ltrace: { valueFlags: ['-o', '-e', '-p', '-s', '-u', '-a', '-l', '-n', '-F', '-A', '-D', '-x'] },
  caffeinate: { valueFlags: ['-t', '-w'] },
  catchsegv: {},
  'dbus-run-session': { valueFlags: ['--config-file', '--dbus-daemon'] },
  'dbus-launch': { valueFlags: ['--autolaunch', '--config-file'] },
  arch: { valueFlags: ['-arch'] },
  'sandbox-exec': { valueFlags: ['-f', '-n', '-p', '-D'] },
  // zsh precommand modifiers
  noglob: {},
  nocorrect: {},
  '-': {},
  nsenter: {
    valueFlags: ['-t', '-S', '-G', '--target', '--setuid', '--setgid'],
    attachedValueFlags: ['-m', '-u', '-i', '-n', '-p', '-U', '-C', '-T', '-r', '-w'],
  },
  wsl: {
    valueFlags: ['-d', '-u', '--distribution', '--user', '--cd', '--shell-type'],
    noRunFlags: ['-l', '--list', '--install', '--shutdown', '--status', '--update', '--set-default', '--help'],
  },
  run0: {
    valueFlags: ['-u', '-g', '-D', '--user', '--group', '--chdir', '--unit', '--property', '--description',
      '--slice', '--nice', '--setenv', '--machine', '--background'],
  },
  prlimit: {
    valueFlags: ['-o', '--output'],
    attachedValueFlags: ['-c', '-d', '-e', '-f', '-i', '-l', '-m', '-n', '-q', '-r', '-s', '-t', '-u', '-v', '-x', '-y'],
    noRunFlags: ['-p', '--pid'],
  },
  'systemd-run': {
    valueFlags: ['-p', '-E', '-u', '-M', '-H', '--property', '--setenv', '--unit', '--machine', '--host',
      '--description', '--slice', '--uid', '--gid', '--nice', '--working-directory', '--service-type',
      '--on-active', '--on-boot', '--on-startup', '--on-unit-active', '--on-unit-inactive', '--on-calendar',
      '--timer-property', '--path-property', '--socket-property'],
  },
  numactl: {
    valueFlags: ['-C', '-N', '-m', '-i', '-p', '-P', '--physcpubind', '--cpunodebind', '--membind', '--interleave',
      '--preferred'],
    noRunFlags: ['-s', '-H', '--show', '--hardware'],
  },
  firejail: {},
  'xvfb-run': {
    valueFlags: ['-n', '-s', '-f', '-e', '-p', '-w', '--server-num', '--server-args', '--auth-file', '--error-file',
      '--xauth-protocol', '--wait'],
  },
  tsocks: {},
  eatmydata: {},
  cpulimit: { valueFlags: ['-l', '--limit'], noRunFlags: ['-p', '-e', '-P', '--pid', '--exe', '--path'] },
  setpriv: {
    valueFlags: ['--ruid', '--euid', '--rgid', '--egid', '--reuid', '--regid', '--groups', '--inh-caps',
      '--ambient-caps', '--bounding-set', '--securebits', '--pdeathsig', '--selinux-label', '--apparmor-profile'],
    noRunFlags: ['-d', '--dump'],
  },
  trickle: { valueFlags: ['-d', '-u', '-w', '-t', '-l', '-n', '-L'] },
};

// GNU coreutils installed with a `g` prefix (Homebrew on macOS).
const GNU_ALIASES: Readonly<Record<string, string>> = {
  gtimeout: 'timeout',
  gnice: 'nice',
  gnohup: 'nohup',
  gstdbuf: 'stdbuf',
  gchroot: 'chroot',
  genv: 'env',
  gtime: 'time',
};

/** Both tables as maps (own keys only: a command named `__proto__` or `constructor` is not a wrapper; see HANDLER_TABLE in payloads.ts). */
const WRAPPER_TABLE: ReadonlyMap<string, WrapperSpec> = new Map(Object.entries(WRAPPERS));
const ALIAS_TABLE: ReadonlyMap<string, string> = new Map(Object.entries(GNU_ALIASES));

function wrapperSpec(key: string): WrapperSpec | undefined {
  return WRAPPER_TABLE.get(ALIAS_TABLE.get(key) ?? key);
}

/** `time` as the bash keyword (first word only): its own option is `-p`, and it is a nesting kind. */
const TIME_KEYWORD: WrapperSpec = { nesting: 'time', assignments: true }; // `time A=1 cmd`: the assignment is cmd's

export interface PeelResult {
  /** The words that really run (may contain words injected by `env -S`). */
  words: Word[];
  /** Each wrapper as written, e.g. `sudo -u root`, `timeout 5`. */
  wrappers: string[];
  /** Keyword constructs found among the words (`time`, `coproc`). */
  nesting: NestingKind[];
  /** More than MAX_WRAPPERS wrappers: peeling stopped, and what runs in the end was not found. */
  tooDeep?: boolean;
}

/** Wrappers peeled from one command at most (`sudo sudo … rm`); beyond, the rest is reported, not read. */
export const MAX_WRAPPERS = 64;

const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*\+?=/;
/** env takes any NAME=value before the command as an entry, whatever the name (`BASH_FUNC_f%%=…`). */
const LOOSE_ASSIGNMENT = /^[^=\s-][^=\s]*=/;

/**
 * Peel wrappers from the front of a command, repeatedly
 * (`sudo env A=1 nice -n 5 rm` → `rm`). A wrapper with nothing after its
 * options is the command itself (`sudo -i`, `env`, `xargs`), and so is one
 * given an option that means it runs nothing (`command -v rm`).
 */
export function peel(words: readonly Word[]): PeelResult {
  let rest: Word[] = words.slice();
  const wrappers: string[] = [];
  const nesting: NestingKind[] = [];
  let first = true;
  let tooDeep = false;
  // Each round removes at least one word, so this ends.
  while (rest.length > 1) {
    if (wrappers.length >= MAX_WRAPPERS) {
      tooDeep = true;
      break;
    }
    const head = rest[0] as Word;
    if (head.dynamic) break;
    if (first && head.value === 'coproc') {
      const coproc = peelCoproc(rest);
      if (coproc === null) break;
      wrappers.push(coproc.wrapper);
      nesting.push('coproc');
      rest = coproc.rest;
      first = false;
      continue;
    }
    const key = programKey(head.value);
    const spec = first && head.value === 'time' ? TIME_KEYWORD : wrapperSpec(key);
    if (spec === undefined) break;
    const step = peelOne(rest, spec);
    if (step === null) break;
    wrappers.push(rest.slice(0, step.consumed).map((w) => w.value).join(' '));
    if (spec.nesting) nesting.push(spec.nesting);
    // `env -S 'A=1 cmd'`: the split string is read as more of env's own arguments.
    const more = step.injected[0];
    const reparse = spec.splitFlags !== undefined && more !== undefined && (more.value.startsWith('-') || LOOSE_ASSIGNMENT.test(more.value));
    rest = reparse ? [head, ...step.injected, ...rest.slice(step.consumed)] : [...step.injected, ...rest.slice(step.consumed)];
    first = false;
    // `time { …; }` and `coproc { …; }` are misread by the grammar as a
    // command whose first argument is `{`; the brace is syntax, not a program.
    if (spec.nesting && rest[0]?.value === '{' && !rest[0].dynamic && rest.length > 1) rest = rest.slice(1);
  }
  return tooDeep ? { words: rest, wrappers, nesting, tooDeep } : { words: rest, wrappers, nesting };
}

/** `coproc cmd args`, or `coproc [NAME] { …` as tree-sitter-bash presents it. */
function peelCoproc(words: readonly Word[]): { wrapper: string; rest: Word[] } | null {
  const second = words[1];
  const third = words[2];
  if (second === undefined) return null;
  if (second.value === '{') return words.length > 2 ? { wrapper: 'coproc', rest: words.slice(2) } : null;
  if (third?.value === '{') {
    return words.length > 3 ? { wrapper: `coproc ${second.value}`, rest: words.slice(3) } : null;
  }
  return { wrapper: 'coproc', rest: words.slice(1) };
}

interface PeelStep {
  consumed: number;
  injected: Word[];
}

function peelOne(words: readonly Word[], spec: WrapperSpec): PeelStep | null {
  const valueFlags = new Set(spec.valueFlags ?? []);
  const noRun = new Set(spec.noRunFlags ?? []);
  const split = new Set(spec.splitFlags ?? []);
  const attached = new Set(spec.attachedValueFlags ?? []);
  const injected: Word[] = [];
  let sawRequired = spec.requiredFlags === undefined;
  const required = new Set(spec.requiredFlags ?? []);
  let i = 1;
  const takeSplit = (value: string, from: Word): void => {
    for (const part of value.split(/[ \t\n]+/).filter((p) => p !== '')) {
      injected.push({ value: part, template: part, dynamic: from.dynamic, range: from.range });
    }
  };
  while (i < words.length) {
    const word = words[i] as Word;
    const w = word.value;
    if (word.dynamic) break;
    if (w === '--') {
      i++;
      break;
    }
    if (spec.assignments && (spec.looseAssignments ? LOOSE_ASSIGNMENT : ASSIGNMENT).test(w)) {
      i++;
      continue;
    }
    if (w === '-' && spec.dashIsFlag) {
      i++;
      continue;
    }
    if (!w.startsWith('-') || w === '-') break;
    // Whole-word options first: single-dash long options (`arch -arch x86_64`).
    if (noRun.has(w)) return null;
    if (valueFlags.has(w) && w.length > 2 && !w.startsWith('--')) {
      i += 2;
      continue;
    }
    if (w.startsWith('--')) {
      const eq = w.indexOf('=');
      const name = eq < 0 ? w : w.slice(0, eq);
      if (noRun.has(name)) return null;
      if (required.has(name)) sawRequired = true;
      if (split.has(name)) {
        const value = eq < 0 ? words[i + 1] : { ...word, value: w.slice(eq + 1) };
        if (value) takeSplit(value.value, value);
        i += eq < 0 ? 2 : 1;
        break; // the split string is the command
      }
      i += valueFlags.has(name) && eq < 0 ? 2 : 1;
      continue;
    }
    if (spec.numericFlags && /^-\d+$/.test(w)) {
      i++;
      continue;
    }
    // A cluster of short options: `-iu root`, `-oL`, `-n5`.
    let consumedNext = false;
    for (let j = 1; j < w.length; j++) {
      const flag = `-${w[j]}`;
      if (noRun.has(flag)) return null;
      if (required.has(flag)) sawRequired = true;
      if (split.has(flag)) {
        const attachedValue = w.slice(j + 1);
        if (attachedValue !== '') takeSplit(attachedValue, word);
        else {
          const next = words[i + 1];
          if (next) takeSplit(next.value, next);
          consumedNext = true;
        }
        i += consumedNext ? 2 : 1;
        return sawRequired && i <= words.length ? finish(words, i, injected) : null;
      }
      if (valueFlags.has(flag)) {
        if (j === w.length - 1) consumedNext = true;
        break;
      }
      if (attached.has(flag)) break;
    }
    i += consumedNext ? 2 : 1;
  }
  if (!sawRequired) return null;
  for (let k = 0; k < (spec.operands ?? 0); k++) {
    if (i >= words.length) return null;
    i++;
  }
  const marker = words[i];
  if (marker && spec.payloadMarkers?.includes(marker.value)) return null;
  return finish(words, i, injected);
}

function finish(words: readonly Word[], consumed: number, injected: Word[]): PeelStep | null {
  // Nothing left to run: the wrapper is the command itself.
  if (consumed >= words.length && injected.length === 0) return null;
  return { consumed: Math.min(consumed, words.length), injected };
}

/**
 * Peel wrappers from an argv given as plain strings (for engines that hold
 * words rather than source text). Every word is taken as literal.
 */
export function peelWrappers(argv: readonly string[]): { argv: string[]; wrappers: string[] } {
  const result = peel(argv.map((value) => literalWord(value)));
  return { argv: result.words.map((w) => w.value), wrappers: result.wrappers };
}
