/**
 * What Claude Code knows about particular commands (permissions page,
 * "Read-only commands", "Wrappers"; permission-modes page, "acceptEdits",
 * "Critical paths"): the built-in read-only set that runs without a prompt in
 * every mode, the exec wrappers no prefix rule approves, the filesystem
 * commands acceptEdits approves, and the files a command reads or writes.
 */

/** Programs in the read-only set whose every flag is read-only (unquoted globs are fine). */
const PLAIN_READ_ONLY = new Set([
  'ls', 'cat', 'echo', 'pwd', 'head', 'tail', 'grep', 'egrep', 'fgrep', 'wc', 'which', 'diff', 'stat', 'du',
  'true', 'false', 'basename', 'dirname', 'realpath', 'readlink', 'whoami', 'uname', 'id', 'printf', 'cut', 'tr', 'nl',
  // changelog: added to the auto-approval allowlist (lsof, pgrep, tput …; fmt, comm, cmp, numfmt, expr, test, …).
  'lsof', 'pgrep', 'tput', 'fmt', 'comm', 'cmp', 'numfmt', 'expr', 'test', 'getconf', 'seq', 'tsort', 'pr',
  // changelog: false prompts fixed for `paste -d /`, `column -s /`.
  'paste', 'column',
]);

/** Read-only programs with write- or exec-capable flags: an unquoted glob makes them prompt. */
const FLAGGED_READ_ONLY = new Set(['find', 'sort', 'sed', 'git', 'file', 'date', 'tree', 'docker', 'fd', 'fdfind', 'ss', 'man', 'help', 'awk']);

/** `find` actions that run, delete or write (a `Bash(find *)` rule does not cover them either). */
export const FIND_ACTIONS = new Set(['-exec', '-execdir', '-ok', '-okdir', '-delete', '-fprint', '-fprint0', '-fprintf', '-fls']);

/** Exec wrappers no prefix rule approves: in Manual mode they always prompt. */
export const EXEC_WRAPPERS = new Set(['watch', 'setsid', 'ionice', 'flock']);

/** Filesystem commands acceptEdits approves for paths inside the working directories. */
export const ACCEPT_EDITS_COMMANDS = new Set(['mkdir', 'touch', 'rm', 'rmdir', 'mv', 'cp', 'sed']);

const GIT_READ_ONLY = new Set(['status', 'log', 'diff', 'show', 'blame', 'rev-parse', 'ls-files', 'ls-tree', 'describe', 'shortlog', 'cat-file', 'grep', 'rev-list', 'whatchanged', 'merge-base', 'name-rev', 'check-ignore']);
const GIT_LIST_FLAGS = new Set(['-a', '-r', '-v', '-vv', '-l', '--list', '--all', '--remotes', '--show-current', '--verbose', '--merged', '--no-merged', '--contains', '--sort', '--format', '--no-color', '--color']);

/** Why a git invocation is not a read-only form, or undefined when it is. */
function gitNotReadOnly(argv: readonly string[]): string | undefined {
  const sub = argv[1];
  if (sub === undefined) return undefined;
  if (sub.startsWith('-')) return `git ${sub} before the subcommand (\`-c\` can make git run a program)`;
  const rest = argv.slice(2);
  if (rest.some((a) => a === '--output' || a.startsWith('--output=') || a === '--ext-diff' || a.startsWith('--exec'))) return `git ${sub} with an option that writes or runs a program`;
  // whale-perm's reading: options that run a configured program (a pager, a textconv filter).
  if (rest.some((a) => a === '--textconv')) return `git ${sub} --textconv runs the textconv program configured for the files`;
  if (sub === 'grep' && rest.some((a) => /^-[A-Za-z]*O/.test(a) || (a.length >= 4 && '--open-files-in-pager'.startsWith(a.split('=')[0]!)))) return 'git grep -O (--open-files-in-pager) runs a pager program';
  if (GIT_READ_ONLY.has(sub)) return undefined;
  const positional = rest.filter((a) => !a.startsWith('-'));
  if ((sub === 'branch' || sub === 'tag') && positional.length === 0 && rest.every((a) => GIT_LIST_FLAGS.has(a.split('=')[0]!))) return undefined;
  if (sub === 'tag' && rest[0] === '-l') return undefined;
  if (sub === 'remote' && (rest.length === 0 || (rest.length === 1 && rest[0] === '-v'))) return undefined;
  if (sub === 'stash' && rest[0] === 'list') return undefined;
  if (sub === 'worktree' && rest[0] === 'list') return undefined;
  if (sub === 'reflog' && (rest.length === 0 || rest[0] === 'show')) return undefined;
  if (sub === 'config' && rest.some((a) => ['--get', '--get-all', '--list', '-l', '--get-regexp'].includes(a))) return undefined;
  return `git ${sub} is not one of git's read-only forms`;
}

/** date's short options that take a value: a cluster stops at them (`-us` sets, `-ds` does not). */
const DATE_VALUE = new Set(['d', 'f', 'r', 'I']);

/** `date -s`, `-us`, `--set`, `--se`, `--s=…`: whale-perm's reading of the forms that set the clock. */
function dateSets(a: string): boolean {
  if (a.startsWith('--')) return a.length >= 3 && '--set'.startsWith(a.split('=')[0]!);
  if (!/^-[A-Za-z]+/.test(a)) return false;
  for (const c of a.slice(1)) {
    if (c === 's') return true;
    if (DATE_VALUE.has(c)) return false;
  }
  return false;
}

export interface ReadOnlyCheck {
  readOnly: boolean;
  why: string;
}

/**
 * Whether Claude Code's built-in read-only set covers one subcommand.
 * `dynamic` holds the argv indices whose words are not literal.
 */
export function readOnlyCheck(argv: readonly string[], dynamic: ReadonlySet<number>): ReadOnlyCheck {
  const prog = argv[0];
  if (prog === undefined) return { readOnly: false, why: 'empty command' };
  const plain = PLAIN_READ_ONLY.has(prog);
  if (!plain && !FLAGGED_READ_ONLY.has(prog) && prog !== 'cd') return { readOnly: false, why: `${prog} is not in Claude Code's built-in read-only set` };
  for (const i of dynamic) {
    const w = argv[i] ?? '';
    if (/[$`]/.test(w)) return { readOnly: false, why: `${prog} has an argument computed at run time (${w})` };
    if (!plain) return { readOnly: false, why: `${prog} has write- or exec-capable flags, so an unquoted glob (${w}) makes it prompt` };
  }
  if (prog === 'find') {
    const action = argv.find((a) => FIND_ACTIONS.has(a));
    if (action) return { readOnly: false, why: `find with ${action} runs, deletes or writes` };
  }
  if (prog === 'sort' && argv.some((a) => a === '-o' || a.startsWith('--output') || /^-[a-zA-Z]*o/.test(a))) return { readOnly: false, why: 'sort -o writes a file' };
  if (prog === 'sort' && argv.some((a) => a.length >= 4 && '--compress-program'.startsWith(a.split('=')[0]!))) return { readOnly: false, why: 'sort --compress-program runs a program' };
  if (prog === 'file' && argv.some((a) => ['-m', '--magic-file', '-f', '--files-from'].includes(a))) return { readOnly: false, why: 'file with a path-opening flag prompts' };
  if (prog === 'date' && argv.some(dateSets)) return { readOnly: false, why: 'date -s (--set) sets the clock' };
  if (prog === 'sed') {
    const why = sedNotReadOnly(argv);
    if (why) return { readOnly: false, why };
  }
  if (prog === 'docker') {
    const why = dockerNotReadOnly(argv);
    if (why) return { readOnly: false, why };
  }
  if ((prog === 'fd' || prog === 'fdfind') && argv.some((a) => ['-x', '--exec', '-X', '--exec-batch'].includes(a.split('=')[0]!) || /^-[A-Za-z]*[xX]/.test(a))) return { readOnly: false, why: `${prog} -x/-X (--exec) runs a command for each match` };
  if (prog === 'ss' && argv.some((a) => a === '--kill' || /^-[A-Za-z]*K/.test(a))) return { readOnly: false, why: 'ss -K (--kill) closes sockets' };
  // changelog: certain help and man commands that could run unsafe options are no longer auto-approved.
  if (prog === 'man' && argv.some((a) => /^-[A-Za-z]*[PHlR]/.test(a) || /^--(pager|html|local-file|recode|browser|preprocessor|config-file)/.test(a) || a.includes('/') || a.includes('\\'))) return { readOnly: false, why: 'man with a pager, browser, local-file or preprocessor option (or a path) can run a program' };
  if (prog === 'help' && argv.slice(1).some((a) => a.startsWith('-') || a.includes('\\'))) return { readOnly: false, why: 'help with an option' };
  if (prog === 'awk') {
    const why = awkNotReadOnly(argv);
    if (why) return { readOnly: false, why };
  }
  if (prog === 'tree' && argv.includes('-o')) return { readOnly: false, why: 'tree -o writes a file' };
  if (prog === 'git') {
    const why = gitNotReadOnly(argv);
    if (why) return { readOnly: false, why };
  }
  const name = prog === 'git' || prog === 'docker' ? `${prog} ${argv.slice(1).find((a) => !a.startsWith('-')) ?? ''}`.trim() : prog;
  return { readOnly: true, why: `${name} is in Claude Code's built-in read-only set` };
}

/**
 * sed is in the read-only set (permissions → Read-only commands names it among
 * the set's commands with write-capable flags); which forms are not read-only
 * is whale-perm's reading: in-place editing, a script that writes a file
 * (`w FILE`, `s///w FILE`) or runs one (`e`, `s///e`), a script read from a
 * file, which cannot be checked.
 */
function sedNotReadOnly(argv: readonly string[]): string | undefined {
  if (argv.some((a) => /^-[A-Za-z]*i/.test(a) && !a.startsWith('--') || a.startsWith('--in-place'))) return 'sed -i edits files in place';
  if (argv.some((a) => a === '-f' || a.startsWith('--file') || /^-[A-Za-z]*f/.test(a) && !a.startsWith('--'))) return 'sed -f reads its script from a file, which cannot be checked';
  const hasE = argv.some((a) => a === '-e' || a.startsWith('--expression') || /^-e./.test(a));
  const scripts = sedScripts(argv, hasE ? undefined : operands(argv)[0]);
  if (scripts.some((x) => sedEffects(x).writes.length > 0)) return 'the sed script writes a file (w)';
  if (scripts.some((x) => sedEffects(x).execs)) return 'the sed script runs a command (e)';
  return undefined;
}

/**
 * awk is read-only for a program that only reads and prints (changelog: a
 * false prompt for `awk '{print $1}' file` was fixed). Which programs count is
 * whale-perm's reading, and strict: any `system`, pipe, `>` (a redirect or a
 * comparison alike), `getline`, or a program from a file (`-f`) prompts.
 */
function awkNotReadOnly(argv: readonly string[]): string | undefined {
  if (argv.some((a) => a === '-f' || a.startsWith('--file') || /^-[A-Za-z]*f/.test(a) && !a.startsWith('--'))) return 'awk -f reads its program from a file, which cannot be checked';
  // Every operand is checked: with `-v x=1` or `-F :` the program is not the first one.
  const ops = operands(argv);
  if (ops.length === 0) return 'awk without a program';
  if (ops.some((p) => /system|getline|[|>]|ENVIRON|close|fflush/.test(p))) return 'the awk program can run a command or write a file (system, a pipe, >, getline)';
  return undefined;
}

/** docker subcommands whale-perm reads as the read-only forms the docs mention (the docs do not list them). */
const DOCKER_READ_ONLY = new Set(['ps', 'images', 'logs', 'inspect', 'version', 'info', 'top', 'stats', 'port', 'diff', 'history']);
/** Flags that point docker (or Podman) at another daemon: those forms prompt (permissions → Read-only commands). */
const DOCKER_DAEMON_FLAGS = ['-H', '--host', '--context', '-c', '--url', '--connection'];

function dockerNotReadOnly(argv: readonly string[]): string | undefined {
  const daemon = argv.find((a) => DOCKER_DAEMON_FLAGS.includes(a.split('=')[0]!) || /^-H./.test(a));
  if (daemon !== undefined) return `docker ${daemon} points at another daemon, so Claude Code asks`;
  const at = argv.findIndex((a, i) => i > 0 && !a.startsWith('-'));
  if (at > 1) return `docker with ${argv[1]} before the subcommand is not one of docker's read-only forms`;
  const sub = at > 0 ? argv[at]! : '';
  if (!DOCKER_READ_ONLY.has(sub)) return `docker ${sub} is not one of docker's read-only forms`;
  return undefined;
}

/** Why no prefix rule approves this subcommand (exec wrappers, find actions), or undefined. */
export function neverPrefixApproved(argv: readonly string[]): string | undefined {
  const prog = argv[0];
  if (prog !== undefined && EXEC_WRAPPERS.has(prog)) return `${prog} is an exec wrapper: no prefix rule approves it, only an exact-match rule for the whole command`;
  if (prog === 'find') {
    const action = argv.find((a) => FIND_ACTIONS.has(a));
    if (action) return `a Bash(find *) rule does not cover find ${action}; only an exact-match rule for the whole command does`;
  }
  return undefined;
}

const READ_COMMANDS = new Set(['cat', 'head', 'tail', 'less', 'more', 'nl', 'tac', 'strings', 'xxd', 'od', 'hexdump']);
const PATTERN_FIRST = new Set(['grep', 'egrep', 'fgrep', 'rg']);

export interface FileTarget {
  path: string;
  access: 'read' | 'write';
  /** How the command touches it: `>`, `tee`, `rm`, `cat`, … */
  via: string;
  /** The target is computed or starts with `~` or holds a glob: Claude Code asks. */
  uncertain: boolean;
}

function operands(argv: readonly string[]): string[] {
  const out: string[] = [];
  let opts = true;
  for (const a of argv.slice(1)) {
    if (opts && a === '--') {
      opts = false;
      continue;
    }
    if (opts && a.startsWith('-') && a !== '-') continue;
    out.push(a);
  }
  return out;
}

function uncertain(p: string): boolean {
  return /[$`*?[\]{}]/.test(p) || p.startsWith('~');
}

/** The files one subcommand reads or writes, as far as Claude Code recognizes file commands. */
export function fileTargets(argv: readonly string[]): FileTarget[] {
  const prog = argv[0];
  if (prog === undefined) return [];
  const t = (path: string, access: 'read' | 'write'): FileTarget => ({ path, access, via: prog, uncertain: uncertain(path) });
  const ops = operands(argv);
  if (READ_COMMANDS.has(prog)) return ops.map((p) => t(p, 'read'));
  if (PATTERN_FIRST.has(prog)) {
    const hasE = argv.some((a) => a === '-e' || a === '-f' || a.startsWith('--regexp'));
    return (hasE ? ops : ops.slice(1)).map((p) => t(p, 'read'));
  }
  if (prog === 'sed') {
    const inPlace = argv.some((a) => a === '-i' || a.startsWith('-i') || a.startsWith('--in-place'));
    const hasE = argv.some((a) => a === '-e' || a === '-f' || a.startsWith('--expression'));
    const files = (hasE ? ops : ops.slice(1)).map((p) => t(p, inPlace ? 'write' : 'read'));
    return [...files, ...sedScripts(argv, hasE ? undefined : ops[0]).flatMap(sedWrites).map((p) => t(p, 'write'))];
  }
  if (prog === 'cp') {
    // `cp -t DIR SRC…` (`--target-directory=DIR`): whale-perm's reading, DIR is what is written.
    const dir = targetDirectory(argv);
    if (dir !== undefined) return [...ops.filter((p) => p !== dir).map((p) => t(p, 'read')), t(dir, 'write')];
    return ops.length >= 2 ? [...ops.slice(0, -1).map((p) => t(p, 'read')), t(ops[ops.length - 1]!, 'write')] : [];
  }
  if (['rm', 'rmdir', 'mv', 'touch', 'mkdir', 'tee', 'truncate', 'chmod', 'chown', 'ln', 'unlink', 'shred'].includes(prog)) {
    const list = prog === 'chmod' || prog === 'chown' ? ops.slice(1) : ops;
    return list.map((p) => t(p, 'write'));
  }
  return [];
}

/** The DIR of `cp -t DIR`, `-tDIR`, `--target-directory DIR` or `--target-directory=DIR`. */
function targetDirectory(argv: readonly string[]): string | undefined {
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--') return undefined;
    if (a === '-t' || a === '--target-directory') return argv[i + 1];
    if (a.startsWith('--target-directory=')) return a.slice('--target-directory='.length);
    if (/^-[A-Za-z]*t./.test(a) && !a.startsWith('--')) return a.slice(a.indexOf('t') + 1);
  }
  return undefined;
}

/** The sed scripts of a command: every `-e SCRIPT` / `--expression=SCRIPT`, else the first operand. */
function sedScripts(argv: readonly string[], first: string | undefined): string[] {
  const out: string[] = [];
  for (let i = 1; i < argv.length; i++) {
    const a = argv[i]!;
    if ((a === '-e' || a === '--expression') && argv[i + 1] !== undefined) out.push(argv[++i]!);
    else if (a.startsWith('--expression=')) out.push(a.slice('--expression='.length));
    else if (/^-e./.test(a)) out.push(a.slice(2));
  }
  if (first !== undefined) out.push(first);
  return out;
}

/**
 * Files a sed script writes (whale-perm's reading of sed's `w FILE` and
 * `W FILE` commands and the `w FILE` flag of `s///`): the file name runs to
 * the end of the line. `/dev/stdout` and `/dev/stderr` are sed's own.
 */
export function sedWrites(script: string): string[] {
  return sedEffects(script).writes;
}

/** What a sed script does beyond printing: the files it writes, and whether it runs a command (`e`, `s///e`). */
export function sedEffects(script: string): { writes: string[]; execs: boolean } {
  const out: string[] = [];
  let execs = false;
  const n = script.length;
  let i = 0;
  const toEol = () => {
    const j = script.indexOf('\n', i);
    const text = script.slice(i, j < 0 ? n : j);
    i = j < 0 ? n : j + 1;
    return text.trim();
  };
  const delimited = (d: string) => {
    // One part ending at an unescaped delimiter; i is left after it.
    while (i < n && script[i] !== d) i += script[i] === '\\' ? 2 : 1;
    i++;
  };
  const address = () => {
    if (script[i] === '/' || script[i] === '\\') {
      const d = script[i] === '\\' ? script[++i]! : '/';
      i++;
      delimited(d);
    } else while (i < n && /[0-9$~+]/.test(script[i]!)) i++;
  };
  while (i < n) {
    while (i < n && /[\s;{}!]/.test(script[i]!)) i++;
    if (i >= n) break;
    address();
    if (script[i] === ',') {
      i++;
      address();
    }
    while (i < n && /[\s!]/.test(script[i]!)) i++;
    const c = script[i++];
    if (c === undefined) break;
    if (c === 'w' || c === 'W') out.push(toEol());
    else if (c === 'e') {
      execs = true;
      toEol();
    }
    else if (c === 's' || c === 'y') {
      const d = script[i++];
      if (d === undefined) break;
      delimited(d);
      delimited(d);
      if (c === 'y') continue;
      while (i < n && /[gpiImMe0-9]/.test(script[i]!)) if (script[i++] === 'e') execs = true;
      if (script[i] === 'w') {
        i++;
        out.push(toEol());
      }
    } else if ('aicrR'.includes(c)) toEol();
    else while (i < n && script[i] !== ';' && script[i] !== '\n' && script[i] !== '}') i++;
  }
  return { writes: out.filter((p) => p !== '' && p !== '/dev/stdout' && p !== '/dev/stderr'), execs };
}
