/**
 * What can a command matched by a prefix pattern run? The question broad-allow
 * asks of every allow rule, whatever the engine: not "is the first word
 * python" but "does the part the wildcard fills decide which program or code
 * runs". `npx tsc *` runs tsc; `npx *` runs any package; `python -m pytest *`
 * runs pytest; `python *`, `python -c *`, `node -e *`, `uv run *`,
 * `timeout 5 *` and `* --version` run anything.
 *
 * Input is the pattern's literal words before its first wildcard and whether
 * the pattern goes on after them (`open`); output says what the wildcard can
 * make run, with a sample that fills it. Pure word arithmetic: the pattern
 * language (Claude `:*`, grok globs, Codewhale prefixes) is the caller's.
 */

export interface Reach {
  /** What the wildcard chooses: a whole command, code for an interpreter, or a package to download and run. */
  kind: 'command' | 'code' | 'package';
  /** The program whose arguments the wildcard fills (`timeout`, `python`, `npx`), or '' for a leading wildcard. */
  via: string;
  /** Text to put where the wildcard is so the matched command does something the rule never names. */
  fill: string;
}

const RM = 'rm -rf build';

/** Programs that run the command their arguments name, after their own options. */
const WRAPPERS = new Set(['env', 'sudo', 'doas', 'exec', 'nohup', 'time', 'nice', 'ionice', 'stdbuf', 'command', 'builtin', 'setsid', 'chrt', 'taskset', 'unbuffer', 'caffeinate', 'strace', 'ltrace', 'xargs', 'timeout', 'watch', 'flock', 'script']);
/** Options of those wrappers that take a value (so the value is not the command). */
const WRAPPER_VALUE_OPTS: Readonly<Record<string, ReadonlySet<string>>> = {
  xargs: new Set(['-I', '-i', '-n', '-P', '-L', '-l', '-d', '-s', '-E', '-a']),
  nice: new Set(['-n']),
  ionice: new Set(['-c', '-n']),
  sudo: new Set(['-u', '-g', '-C', '-D', '-h', '-p', '-r', '-t', '-U']),
  timeout: new Set(['-s', '-k', '--signal', '--kill-after']),
  watch: new Set(['-n', '-d']),
  env: new Set(['-u', '-C', '-S']),
  stdbuf: new Set(['-i', '-o', '-e']),
  taskset: new Set([]),
};
/** Wrappers whose first non-option argument is a parameter, not the command (timeout DURATION, flock FILE). */
const LEADING_PARAM = new Set(['timeout', 'flock', 'taskset', 'chrt']);

/** Interpreters: their first argument is a script or a code flag; a wildcard there runs anything. */
const INTERPRETERS: Readonly<Record<string, { code: readonly string[]; sample: string }>> = {
  python: { code: ['-c'], sample: `-c 'import shutil; shutil.rmtree("build")'` },
  py: { code: ['-c'], sample: `-c 'import shutil; shutil.rmtree("build")'` },
  node: { code: ['-e', '--eval', '-p', '--print'], sample: `-e 'require("fs").rmSync("build", { recursive: true })'` },
  deno: { code: ['eval'], sample: `eval 'Deno.removeSync("build", { recursive: true })'` },
  bun: { code: ['-e', '--eval'], sample: `-e 'require("fs").rmSync("build", { recursive: true })'` },
  ruby: { code: ['-e'], sample: `-e 'system("${RM}")'` },
  perl: { code: ['-e', '-E'], sample: `-e 'system("${RM}")'` },
  php: { code: ['-r'], sample: `-r 'system("${RM}");'` },
  bash: { code: ['-c'], sample: `-c '${RM}'` },
  sh: { code: ['-c'], sample: `-c '${RM}'` },
  zsh: { code: ['-c'], sample: `-c '${RM}'` },
  dash: { code: ['-c'], sample: `-c '${RM}'` },
  ksh: { code: ['-c'], sample: `-c '${RM}'` },
  fish: { code: ['-c'], sample: `-c '${RM}'` },
  eval: { code: [], sample: `'${RM}'` },
  source: { code: [], sample: './any-script.sh' },
  '.': { code: [], sample: './any-script.sh' },
  pwsh: { code: ['-c', '-command', '-encodedcommand', '-e'], sample: `-Command 'Remove-Item -Recurse build'` },
  powershell: { code: ['-c', '-command', '-encodedcommand', '-e'], sample: `-Command 'Remove-Item -Recurse build'` },
  cmd: { code: ['/c', '/k'], sample: '/c rmdir /s /q build' },
  start: { code: [], sample: 'cmd /c rmdir /s /q build' },
};

/** Interpreter options after which it runs no script or code of the caller's choosing (a syntax check, the test runner). */
const FIXED_OPTIONS = new Set(['--check', '--test', '--version', '-v', '-V', '--help', '-h', '-m py_compile']);

/** Package runners: the first non-option argument is a package fetched and run. */
const PACKAGE_RUNNERS = new Set(['npx', 'bunx', 'pnpx', 'uvx']);
const PACKAGE_RUNNER_VALUE_OPTS = new Set(['-p', '--package', '--from', '--with']);

/** `<program> <subcommand>` pairs that run a command given after options (`uv run`, `conda run -n env`). */
const RUN_SUBCOMMANDS: Readonly<Record<string, ReadonlySet<string>>> = {
  uv: new Set(['run', 'tool']),
  poetry: new Set(['run']),
  pipenv: new Set(['run']),
  pdm: new Set(['run']),
  rye: new Set(['run']),
  hatch: new Set(['run']),
  conda: new Set(['run']),
  mamba: new Set(['run']),
  micromamba: new Set(['run']),
  pixi: new Set(['run', 'exec']),
  devbox: new Set(['run']),
  direnv: new Set(['exec']),
  mise: new Set(['exec', 'x']),
  asdf: new Set(['exec']),
  nix: new Set(['run', 'shell', 'develop']),
  'nix-shell': new Set([]),
  pnpm: new Set(['exec', 'dlx']),
  npm: new Set(['exec', 'x']),
  yarn: new Set(['exec', 'dlx']),
  bun: new Set(['x']),
  bundle: new Set(['exec']),
  docker: new Set(['run', 'exec']),
  podman: new Set(['run', 'exec']),
  ssh: new Set([]),
  pipx: new Set(['run']),
};
/** Their options that take a value. */
const RUN_VALUE_OPTS = new Set(['-n', '--name', '-p', '--prefix', '-e', '--env', '--with', '--from', '--python', '-C', '--directory', '--project', '--filter', '-w', '--workdir', '-u', '--user', '-v', '--volume', '--entrypoint', '--package', '--cwd']);
/** What the wildcard is given as a sample after `<program> <run subcommand>`. */
function runFill(program: string, sub: string | undefined): string {
  if (program === 'docker' || program === 'podman') return sub === 'exec' ? `some-container ${RM}` : `--privileged -v /:/host alpine rm -rf /host/tmp`;
  if (program === 'direnv') return `. ${RM}`;
  if (sub === 'dlx' || (program === 'bun' && sub === 'x') || program === 'pipx') return 'some-package';
  return RM;
}

/** The program's name as the shell would look it up: no quotes, no directory, no `.exe`, python3.12 → python. */
export function programName(word: string): string {
  const bare = word.replace(/^["']|["']$/g, '').split(/[\\/]/).pop() ?? '';
  const name = bare.replace(/\.(exe|cmd|bat)$/i, '').toLowerCase();
  return /^python[0-9.]*w?$/.test(name) ? 'python' : /^(pypy[0-9.]*)$/.test(name) ? 'python' : name;
}

const isAssignment = (w: string) => /^[A-Za-z_][A-Za-z0-9_]*=/.test(w);
const isOption = (w: string) => w.startsWith('-') && w !== '-' && w !== '--';

/**
 * What the wildcard after `words` can make run, or undefined when the program
 * that runs is fixed by the literal words (whatever its arguments).
 */
export function reachOf(words: readonly string[], open: boolean): Reach | undefined {
  let i = 0;
  while (i < words.length && isAssignment(words[i]!)) i++;
  if (i >= words.length) return open ? { kind: 'command', via: '', fill: RM } : undefined;
  return programReach(words.slice(i), open);
}

function programReach(words: readonly string[], open: boolean): Reach | undefined {
  const word = words[0]!;
  const name = programName(word);
  const rest = words.slice(1);
  const end = (fill: string, kind: Reach['kind'] = 'command'): Reach | undefined => (open ? { kind, via: name, fill } : undefined);

  if (WRAPPERS.has(name)) {
    const valued = WRAPPER_VALUE_OPTS[name] ?? new Set<string>();
    let j = 0;
    while (j < rest.length && (isOption(rest[j]!) || (name === 'env' && isAssignment(rest[j]!)))) {
      if (valued.has(rest[j]!)) j++;
      j++;
    }
    if (j < rest.length && rest[j] === '--') j++;
    if (LEADING_PARAM.has(name)) {
      if (j >= rest.length) return end(name === 'timeout' ? `5 ${RM}` : `lockfile ${RM}`);
      j++;
    }
    if (j >= rest.length) return end(RM);
    return programReach(rest.slice(j), open);
  }

  const interp = INTERPRETERS[name];
  if (interp) {
    let j = 0;
    while (j < rest.length) {
      const w = rest[j]!;
      const lw = w.toLowerCase();
      if (interp.code.includes(lw) || (name === 'python' && w === '-')) return end(name === 'python' && w === '-' ? '< any-script.py' : codeFill(name), 'code');
      if (name === 'python' && w === '-m') {
        // `python -m MODULE`: the module decides (pytest, pip); a wildcard in its place runs any module.
        if (j + 1 >= rest.length) return end('runpy some_module', 'code');
        return undefined;
      }
      if (FIXED_OPTIONS.has(w) && !(name === 'node' && w === '-c')) return undefined;
      if (w === '--') {
        j++;
        continue;
      }
      if (isOption(w)) {
        j++;
        continue;
      }
      // A script path: that script runs, whatever its arguments.
      return undefined;
    }
    return end(interp.sample, 'code');
  }

  if (PACKAGE_RUNNERS.has(name)) {
    let j = 0;
    while (j < rest.length && isOption(rest[j]!)) {
      if (PACKAGE_RUNNER_VALUE_OPTS.has(rest[j]!)) j++;
      j++;
    }
    if (j < rest.length && rest[j] === '--') j++;
    return j >= rest.length ? end('some-package', 'package') : undefined;
  }

  const subs = RUN_SUBCOMMANDS[name];
  if (subs) {
    // `ssh HOST *` and `ssh *`: the remote command is the wildcard.
    if (name === 'ssh') {
      let j = 0;
      while (j < rest.length && isOption(rest[j]!)) j += /^-[bcDEeFIiJLlmOopQRSWw]$/.test(rest[j]!) ? 2 : 1;
      return j >= rest.length ? end(`host '${RM}'`) : j + 1 >= rest.length ? end(`'${RM}'`) : undefined;
    }
    if (name === 'nix-shell') return rest.length === 0 ? end(`--run '${RM}'`) : undefined;
    let j = 0;
    while (j < rest.length && isOption(rest[j]!)) {
      if (RUN_VALUE_OPTS.has(rest[j]!)) j++;
      j++;
    }
    if (j >= rest.length) {
      // `uv *`, `docker *`: the wildcard can name the run subcommand too.
      const sub = [...subs][0];
      return sub ? end(`${sub} ${runFill(name, sub)}`) : undefined;
    }
    const sub = rest[j]!;
    if (!subs.has(sub)) return undefined;
    let k = j + 1;
    while (k < rest.length && (isOption(rest[k]!) || rest[k] === '--')) {
      if (RUN_VALUE_OPTS.has(rest[k]!)) k++;
      k++;
    }
    // `docker run IMAGE *`, `uv run --with x *`: past the image or options the wildcard is the command.
    if ((name === 'docker' || name === 'podman') && k < rest.length) k++;
    if (k >= rest.length) return end(runFill(name, sub));
    return programReach(rest.slice(k), open);
  }
  return undefined;
}

function codeFill(name: string): string {
  switch (name) {
    case 'python':
    case 'py':
      return `'import shutil; shutil.rmtree("build")'`;
    case 'node':
    case 'bun':
      return `'require("fs").rmSync("build", { recursive: true })'`;
    case 'deno':
      return `'Deno.removeSync("build", { recursive: true })'`;
    case 'pwsh':
    case 'powershell':
      return `'Remove-Item -Recurse build'`;
    case 'cmd':
      return 'rmdir /s /q build';
    default:
      return `'${RM}'`;
  }
}

/** Words of a pattern's literal text, with a word that ends in `*` cut to its literal part. */
export function literalWords(pattern: string): { words: string[]; open: boolean } {
  const i = pattern.indexOf('*');
  const head = i < 0 ? pattern : pattern.slice(0, i);
  const words = head.trim().split(/\s+/).filter((w) => w !== '');
  return { words, open: i >= 0 };
}

/** The pattern with its first `*` filled by `fill` and any later ones by `x`: a command it matches. */
export function fillPattern(pattern: string, fill: string): string {
  const i = pattern.indexOf('*');
  if (i < 0) return pattern;
  const before = pattern.slice(0, i);
  const after = pattern.slice(i + 1).replace(/\*/g, 'x');
  const sep = before === '' || /\s$/.test(before) ? '' : ' ';
  return `${before}${sep}${fill}${after}`.replace(/\s+$/, '');
}
