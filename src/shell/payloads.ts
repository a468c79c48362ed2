/**
 * Payloads: commands that run code given to them as data — a string
 * (`sh -c '…'`, `eval …`, `su -c`, `trap`, `watch`, `ssh host …`), a tail of
 * argv (`find -exec … \;`), or standard input (`curl … | sh`). This module
 * only recognizes them; the walker analyzes the code it points at.
 *
 * Each handler reads the argv *after* wrapper peeling, so `sudo bash -c …`
 * and `env X=1 python3 -c …` are seen too.
 */
import type { OpacityReason } from './types.js';
import { DETAIL } from './opacity.js';
import { gitHandler, INDIRECT_HANDLERS, joinedCode, sshOptions, type IndirectContext } from './indirect.js';
import { programKey, spanOf, type Word } from './words.js';

/** Where a command's standard input comes from, when that is known. */
export interface StdinSource {
  kind: 'file' | 'heredoc' | 'herestring';
  /** File name, heredoc body or here-string text (templates when dynamic); null when unknown. */
  text: string | null;
  dynamic: boolean;
  range: [number, number];
  /** Substitutions expanded by the outer shell (see Word.substitutions). */
  substitutions?: string[];
}

export interface StdinInfo {
  /** The command is on the right of `|` or `|&`. */
  piped: boolean;
  sources: StdinSource[];
}

export type PayloadAction =
  /** Shell code to analyze as a nested script. */
  | {
      kind: 'code';
      text: string;
      range: [number, number];
      /** The text holds expansions: it is a template, and the real code is only known at run time. */
      dynamic: boolean;
      dynamicReason: 'dynamic-payload' | 'eval-dynamic';
      via: string;
      /** Substitutions in the text that the outer shell runs (already counted there). */
      substitutions: string[];
    }
  /** A command given as words (`find -exec rm {} \;`). */
  | { kind: 'argv'; words: Word[]; via: string }
  /** Something that cannot be read. */
  | { kind: 'opaque'; reason: OpacityReason; range: [number, number]; detail: string };

interface HandlerContext {
  stdin: StdinInfo;
  /** The range of the whole command, used for findings about it. */
  range: [number, number];
}

type Handler = (words: Word[], ctx: HandlerContext) => PayloadAction[];

/** Find the payloads of one (already peeled) command. */
export function findPayloads(words: Word[], ctx: HandlerContext): PayloadAction[] {
  const head = words[0];
  if (head === undefined || head.dynamic) return [];
  const key = normalizeProgram(programKey(head.value));
  const handler = HANDLER_TABLE.get(key);
  return handler ? handler(words, ctx) : [];
}

/**
 * Whether a command named so may run code from its arguments (it has a
 * payload handler: `sh`, `eval`, `watch`, `ssh`, `find`, `git`, …): a
 * reader that skips the analysis must leave such a command to it.
 */
export function runsPayloads(name: string): boolean {
  return HANDLER_TABLE.has(normalizeProgram(programKey(name)));
}

/**
 * Whether a command of plain literal words, run with nothing piped or
 * redirected into it (`git status x0`), holds a payload the walker would
 * analyze: its payload handlers asked about the same words as the walker
 * hands them, one space apart. With none, the walker reads the command as
 * it reads one of a program without a handler.
 */
export function plainWordsRunPayloads(words: readonly string[]): boolean {
  if (words.length === 0 || !runsPayloads(words[0]!)) return false;
  let at = 0;
  const argv = words.map((value): Word => {
    const range: [number, number] = [at, at + value.length];
    at += value.length + 1;
    return { value, template: value, dynamic: false, range };
  });
  return findPayloads(argv, { stdin: { piped: false, sources: [] }, range: [0, Math.max(0, at - 1)] }).length > 0;
}

/** Version-suffixed interpreters share a handler: python3.12 → python. */
function normalizeProgram(key: string): string {
  const versioned = /^(python|pypy|perl|ruby|php|lua|node)[0-9.]*$/.exec(key);
  if (versioned) return versioned[1] === 'pypy' ? 'python' : (versioned[1] as string);
  return key;
}

// ---------------------------------------------------------------- shells

const SHELLS = ['sh', 'bash', 'zsh', 'dash', 'ksh', 'ksh93', 'mksh', 'pdksh', 'oksh', 'ash', 'rbash', 'yash', 'posh',
  'fish', 'csh', 'tcsh'];

/**
 * `sh [options] -c CODE [name args…]`, `sh script [args…]`, or `sh` / `sh -s`
 * reading commands from standard input. `-c` may sit inside a cluster
 * (`-lc`, `-ec`, `-xec`); `-o NAME` / `-O NAME` take a value.
 */
function shell(words: Word[], ctx: HandlerContext): PayloadAction[] {
  const program = (words[0] as Word).value;
  let hasCommandFlag = false;
  let readsStdin = false;
  let longCode: Word | null = null;
  let i = 1;
  for (; i < words.length; i++) {
    const word = words[i] as Word;
    const v = word.value;
    if (word.dynamic) break;
    if (v === '--' || v === '-') {
      i++;
      break;
    }
    if (v.startsWith('--')) {
      if (v === '--command' || v.startsWith('--command=')) {
        hasCommandFlag = true;
        longCode = v === '--command' ? (words[i + 1] ?? null) : { ...word, value: v.slice(10), template: v.slice(10) };
        break;
      }
      if (v === '--rcfile' || v === '--init-file') i++;
      continue;
    }
    if ((v.startsWith('-') || v.startsWith('+')) && v.length > 1) {
      for (const ch of v.slice(1)) {
        if (v[0] === '-' && ch === 'c') hasCommandFlag = true;
        else if (v[0] === '-' && ch === 's') readsStdin = true;
        else if (ch === 'o' || ch === 'O') i++; // `-o pipefail`
      }
      continue;
    }
    break;
  }
  const operand = words[i];
  if (hasCommandFlag) {
    const code = longCode ?? operand;
    return code ? [codeAction(code, `${program} -c`, 'dynamic-payload')] : [];
  }
  if (operand !== undefined && !readsStdin) {
    return [opaque('source-file', ctx.range, DETAIL.sourceFile(program, operand.value))];
  }
  return stdinReader(program, ctx, { shell: true, always: readsStdin });
}

/**
 * A program that runs whatever arrives on standard input. Reports it when
 * stdin is a pipe or a redirect; for shells, a heredoc or here-string body is
 * also analyzed as code, since it is right there in the command.
 */
function stdinReader(
  program: string,
  ctx: HandlerContext,
  options: { shell: boolean; always?: boolean },
): PayloadAction[] {
  const { stdin } = ctx;
  if (!stdin.piped && stdin.sources.length === 0 && !options.always) return [];
  const source = stdin.sources[0];
  const from =
    source === undefined
      ? stdin.piped
        ? 'a pipe'
        : 'standard input'
      : source.kind === 'file'
        ? `the file ${source.text ?? '(computed name)'}`
        : `a ${source.kind}`;
  const actions: PayloadAction[] = [
    opaque('stdin-interpreter', ctx.range, DETAIL.stdinInterpreter(program, from)),
  ];
  if (options.shell) {
    for (const s of stdin.sources) {
      if (s.kind !== 'file' && s.text !== null) {
        actions.push({
          kind: 'code',
          text: s.text,
          range: s.range,
          dynamic: s.dynamic,
          dynamicReason: 'dynamic-payload',
          via: `${program} ${s.kind}`,
          substitutions: s.substitutions ?? [],
        });
      }
    }
  }
  return actions;
}

// ---------------------------------------------------------------- eval, source, trap

function evalHandler(words: Word[]): PayloadAction[] {
  const args = words.slice(words[1]?.value === '--' ? 2 : 1);
  if (args.length === 0) return [];
  const dynamic = args.some((w) => w.dynamic);
  return [
    {
      kind: 'code',
      text: args.map((w) => w.template).join(' '),
      range: spanOf(args, [0, 0]),
      dynamic,
      dynamicReason: 'eval-dynamic',
      via: 'eval',
      substitutions: args.flatMap((w) => w.substitutions ?? []),
    },
  ];
}

function source(words: Word[], ctx: HandlerContext): PayloadAction[] {
  const file = words[1]?.value === '--' ? words[2] : words[1];
  if (file === undefined) return [];
  return [opaque('source-file', ctx.range, DETAIL.sourceFile((words[0] as Word).value, file.value))];
}

/** `trap 'code' SIGNAL…`; `trap - SIG`, `trap '' SIG`, `trap -p` run nothing. */
function trap(words: Word[]): PayloadAction[] {
  const args = words.slice(words[1]?.value === '--' ? 2 : 1);
  const code = args[0];
  if (code === undefined || args.length < 2) return [];
  if (!code.dynamic && (code.value === '-' || code.value === '' || /^-[lpP]$/.test(code.value))) return [];
  return [codeAction(code, 'trap', 'dynamic-payload')];
}

// ---------------------------------------------------------------- su, runuser, sg, sudo -s

/** `su [opts] [-] [user] -c CODE`; without -c it starts a shell reading stdin. */
function suLike(words: Word[], ctx: HandlerContext): PayloadAction[] {
  const program = (words[0] as Word).value;
  let launchesShell = true;
  for (let i = 1; i < words.length; i++) {
    const word = words[i] as Word;
    const v = word.value;
    if (word.dynamic) continue;
    for (const long of ['--command', '--session-command']) {
      if (v === long) {
        const code = words[i + 1];
        return code ? [codeAction(code, `${program} ${long}`, 'dynamic-payload')] : [];
      }
      if (v.startsWith(`${long}=`)) {
        const text = v.slice(long.length + 1);
        return [codeAction({ ...word, value: text, template: text }, `${program} ${long}`, 'dynamic-payload')];
      }
    }
    if (v === '-u' || v === '--user') launchesShell = false; // runuser -u user cmd: peeled elsewhere
    if (v.startsWith('-') && !v.startsWith('--') && v.length > 1) {
      for (let j = 1; j < v.length; j++) {
        const ch = v[j] as string;
        if (ch === 'c') {
          const attached = v.slice(j + 1);
          if (attached !== '') {
            return [codeAction({ ...word, value: attached, template: attached }, `${program} -c`, 'dynamic-payload')];
          }
          const code = words[i + 1];
          return code ? [codeAction(code, `${program} -c`, 'dynamic-payload')] : [];
        }
        if ('sgGw'.includes(ch)) {
          if (j === v.length - 1) i++;
          break;
        }
      }
    }
  }
  return launchesShell ? stdinReader(program, ctx, { shell: true }) : [];
}

/** `sg [-] group [-c] 'command'`: the command string is run by /bin/sh -c. */
function sg(words: Word[], ctx: HandlerContext): PayloadAction[] {
  let i = 1;
  if (words[i]?.value === '-') i++;
  i++; // the group
  if (words[i]?.value === '-c') i++;
  const rest = words.slice(i);
  if (rest.length === 0) return stdinReader('sg', ctx, { shell: true });
  return [joinedCode(rest, 'sg')];
}

/** `sudo -s`, `sudo -i`, `doas -s`, `chroot DIR` with no command start an interactive shell. */
function shellLauncher(flags: RegExp | null): Handler {
  return (words, ctx) => {
    const launches = flags === null || words.slice(1).some((w) => flags.test(w.value));
    return launches ? stdinReader((words[0] as Word).value, ctx, { shell: true }) : [];
  };
}

// ---------------------------------------------------------------- remote and repeated commands

/** `ssh [opts] host [command…]`: the command words are joined and run by the remote shell. */
function ssh(words: Word[], ctx: HandlerContext): PayloadAction[] {
  const valueLetters = 'BbcDEeFIiJLlmOoPpQRSWw';
  let i = 1;
  for (; i < words.length; i++) {
    const word = words[i] as Word;
    const v = word.value;
    if (word.dynamic || !v.startsWith('-') || v === '-') break;
    if (v === '--') {
      i++;
      break;
    }
    for (let j = 1; j < v.length; j++) {
      if (valueLetters.includes(v[j] as string)) {
        if (j === v.length - 1) i++;
        break;
      }
    }
  }
  const rest = words.slice(i + 1); // after the host
  if (i >= words.length) return [];
  if (rest.length === 0) return stdinReader((words[0] as Word).value, ctx, { shell: false });
  return [joinedCode(rest, 'ssh')];
}

/** `watch [opts] command…` joins its words and runs them with `sh -c`, unless `-x`. */
function watch(words: Word[]): PayloadAction[] {
  let exec = false;
  let i = 1;
  for (; i < words.length; i++) {
    const word = words[i] as Word;
    const v = word.value;
    if (word.dynamic || !v.startsWith('-') || v === '-') break;
    if (v === '--') {
      i++;
      break;
    }
    if (v === '--exec') exec = true;
    if (v.startsWith('--')) {
      if (v === '--interval' || v === '--equexit') i++;
      continue;
    }
    for (let j = 1; j < v.length; j++) {
      const ch = v[j] as string;
      if (ch === 'x') exec = true;
      if (ch === 'n' || ch === 'q') {
        if (j === v.length - 1) i++;
        break;
      }
    }
  }
  const rest = words.slice(i);
  if (rest.length === 0) return [];
  return exec ? [{ kind: 'argv', words: rest, via: 'watch -x' }] : [joinedCode(rest, 'watch')];
}

/** `flock [opts] FILE -c 'code'` (the argv form is a wrapper, peeled in wrappers.ts). */
function flock(words: Word[]): PayloadAction[] {
  const at = words.findIndex((w, i) => i > 1 && !w.dynamic && (w.value === '-c' || w.value === '--command'));
  const code = at > 0 ? words[at + 1] : undefined;
  return code ? [codeAction(code, 'flock -c', 'dynamic-payload')] : [];
}

/** util-linux `script -c 'code'`. */
function script(words: Word[]): PayloadAction[] {
  for (let i = 1; i < words.length; i++) {
    const word = words[i] as Word;
    const v = word.value;
    if (v === '-c' || v === '--command') {
      const code = words[i + 1];
      return code ? [codeAction(code, 'script -c', 'dynamic-payload')] : [];
    }
    if (v.startsWith('--command=')) {
      const text = v.slice(10);
      return [codeAction({ ...word, value: text, template: text }, 'script -c', 'dynamic-payload')];
    }
    if (/^-[a-zA-Z]*c$/.test(v) && !v.startsWith('--')) {
      const code = words[i + 1];
      return code ? [codeAction(code, 'script -c', 'dynamic-payload')] : [];
    }
  }
  return [];
}

/** `find … -exec CMD … \;` (or `+`), also -execdir, -ok, -okdir. */
function find(words: Word[]): PayloadAction[] {
  return execTails(words, ['-exec', '-execdir', '-ok', '-okdir'], 'find');
}

/** fd's `-x`/`--exec` and `-X`/`--exec-batch` take a command the same way. */
function fd(words: Word[]): PayloadAction[] {
  return execTails(words, ['-x', '--exec', '-X', '--exec-batch'], (words[0] as Word).value);
}

function execTails(words: Word[], starters: string[], program: string): PayloadAction[] {
  const actions: PayloadAction[] = [];
  for (let i = 1; i < words.length; i++) {
    const word = words[i] as Word;
    if (word.dynamic || !starters.includes(word.value)) continue;
    let end = i + 1;
    while (end < words.length && !isExecTerminator(words[end] as Word)) end++;
    const command = words.slice(i + 1, end);
    if (command.length > 0) actions.push({ kind: 'argv', words: command, via: `${program} ${word.value}` });
    const cmdRange = spanOf(command, word.range);
    if (command.length > 0 && dataBuilds(command, '{}')) actions.push(fromData(cmdRange, `${program} ${word.value}`));
    i = end;
  }
  return actions;
}

function isExecTerminator(word: Word): boolean {
  return !word.dynamic && (word.value === ';' || word.value === '+');
}

// ---------------------------------------------------------------- other interpreters

interface InterpreterSpec {
  /** Short option letters that introduce inline code, alone or inside a cluster (`-c`, `-pe`). */
  codeLetters?: string;
  /** Short letters whose optional value can only be attached (`perl -i.bak`): the rest of the cluster. */
  attachedLetters?: string;
  /** Whole words that introduce inline code (`--eval`, `-Command`). */
  codeWords?: readonly string[];
  /** Short letters whose value is the rest of the cluster or the next word. */
  valueLetters?: string;
  /** Long options that take the next word. */
  valueWords?: readonly string[];
  /** Letters after which no inline code can follow (`python -m module`). */
  stopLetters?: string;
  /** A first operand that is a subcommand taking code (`deno eval '…'`). */
  codeSubcommands?: readonly string[];
  /** With no script operand it reads its program from standard input. */
  readsStdin?: boolean;
  /** Option words compare case-insensitively (PowerShell). */
  caseInsensitive?: boolean;
}

const INTERPRETERS: Readonly<Record<string, InterpreterSpec>> = {
  python: { codeLetters: 'c', valueLetters: 'WX', stopLetters: 'm', readsStdin: true },
  node: {
    codeLetters: 'ep',
    codeWords: ['--eval', '--print'],
    valueLetters: 'rC',
    valueWords: ['--require', '--import', '--loader', '--experimental-loader', '--conditions'],
    readsStdin: true,
  },
  bun: { codeLetters: 'ep', codeWords: ['--eval', '--print'] },
  deno: { codeSubcommands: ['eval'] },
  perl: { codeLetters: 'eE', valueLetters: 'I', attachedLetters: 'imMxCdDl0', readsStdin: true },
  ruby: { codeLetters: 'e', valueLetters: 'IrCE', attachedLetters: 'iFxKTW0', readsStdin: true },
  php: { codeLetters: 'rRBE', valueLetters: 'cdfz', readsStdin: true },
  lua: { codeLetters: 'e', valueLetters: 'l', readsStdin: true },
  luajit: { codeLetters: 'e', valueLetters: 'lj', readsStdin: true },
  rscript: { codeLetters: 'e' },
  r: { codeLetters: 'e' },
  julia: { codeLetters: 'eE' },
  osascript: { codeLetters: 'e' },
  expect: { codeLetters: 'c' },
  elixir: { codeWords: ['-e', '--eval'] },
  erl: { codeWords: ['-eval'] },
  pwsh: {
    codeWords: ['-c', '-command', '-e', '-ec', '-enc', '-encodedcommand'],
    caseInsensitive: true,
  },
  powershell: {
    codeWords: ['-c', '-command', '-e', '-ec', '-enc', '-encodedcommand'],
    caseInsensitive: true,
  },
};

function interpreter(spec: InterpreterSpec): Handler {
  return (words, ctx) => {
    const program = (words[0] as Word).value;
    const found = (flag: string): PayloadAction[] => [
      opaque('interpreter-payload', ctx.range, DETAIL.interpreterPayload(program, flag)),
    ];
    for (let i = 1; i < words.length; i++) {
      const word = words[i] as Word;
      if (word.dynamic) return [];
      const v = spec.caseInsensitive ? word.value.toLowerCase() : word.value;
      if (v === '--') return [];
      if (v === '-') return stdinReader(program, ctx, { shell: false, always: false });
      const codeWord = spec.codeWords?.find((c) => v === c || v.startsWith(`${c}=`));
      if (codeWord !== undefined) return found(codeWord);
      if (v.startsWith('--')) {
        if (spec.valueWords?.includes(v)) i++;
        continue;
      }
      if (v.startsWith('-') && v.length > 1) {
        for (let j = 1; j < v.length; j++) {
          const ch = v[j] as string;
          if (spec.codeLetters?.includes(ch)) return found(`-${ch}`);
          if (spec.stopLetters?.includes(ch)) return [];
          if (spec.attachedLetters?.includes(ch)) break;
          if (spec.valueLetters?.includes(ch)) {
            if (j === v.length - 1) i++;
            break;
          }
        }
        continue;
      }
      if (spec.codeSubcommands?.includes(v)) return found(v);
      return []; // a script file: running programs is what commands do
    }
    return spec.readsStdin ? stdinReader(program, ctx, { shell: false }) : [];
  };
}

/**
 * awk programs are code too, but almost always harmless text processing; only
 * programs that can start commands (`system(…)`, pipes to or from commands)
 * are reported.
 */
function awk(words: Word[], ctx: HandlerContext): PayloadAction[] {
  for (let i = 1; i < words.length; i++) {
    const word = words[i] as Word;
    const v = word.value;
    if (v === '--') {
      const program = words[i + 1];
      return program ? awkProgram(program, words, ctx) : [];
    }
    if (v === '-f' || v.startsWith('--file') || /^-f./.test(v)) return [];
    if (v === '-F' || v === '-v' || v === '--assign' || v === '--field-separator') {
      i++;
      continue;
    }
    if (v.startsWith('-') && v.length > 1) continue;
    return awkProgram(word, words, ctx);
  }
  return [];
}

function awkProgram(program: Word, words: Word[], ctx: HandlerContext): PayloadAction[] {
  const runsCommands = /\bsystem\s*\(|(^|[^|])\|(?!\|)/.test(program.template);
  if (!runsCommands && !program.dynamic) return [];
  return [
    opaque('interpreter-payload', ctx.range, DETAIL.interpreterPayload((words[0] as Word).value, 'program')),
  ];
}

/**
 * sed's `e` command and the `e` flag of `s///` run the pattern space as a
 * shell command: code that is not visible in the command line.
 */
/** An `e` command (after an optional address) or an `s` command with the `e` flag. */
const SED_RUNS = /(?:^|[;\n{}])\s*(?:\d+|\$|\/[^/]*\/)?\s*e(?:\s|;|$)|^\s*s(?<d>.).*?\k<d>.*?\k<d>[gpiImMw0-9]*e/;

function sed(words: Word[], ctx: HandlerContext): PayloadAction[] {
  const scripts: Word[] = [];
  let sawScript = false;
  for (let i = 1; i < words.length; i++) {
    const w = words[i] as Word;
    if (w.value === '-e' || w.value === '--expression') {
      const next = words[i + 1];
      if (next) scripts.push(next);
      sawScript = true;
      i++;
    } else if (w.value.startsWith('--expression=')) {
      scripts.push({ ...w, value: w.value.slice('--expression='.length) });
      sawScript = true;
    } else if (w.value === '-f' || w.value === '--file' || w.value.startsWith('--file=')) {
      return [opaque('source-file', ctx.range, DETAIL.interpreterPayload('sed', '-f'))];
    } else if (!w.value.startsWith('-') && !sawScript) {
      scripts.push(w);
      sawScript = true;
    }
  }
  const runs = scripts.some((w) => w.dynamic || SED_RUNS.test(w.value));
  return runs ? [opaque('interpreter-payload', ctx.range, DETAIL.interpreterPayload('sed', 'e'))] : [];
}

// ---------------------------------------------------------------- table

const HANDLERS: Readonly<Record<string, Handler>> = {
  ...Object.fromEntries(Object.entries(INDIRECT_HANDLERS).map(([name, h]) => [name, (words: Word[], ctx: HandlerContext) => h(words, indirectContext(ctx))])),
  ...Object.fromEntries(SHELLS.map((name) => [name, shell])),
  ...Object.fromEntries(Object.entries(INTERPRETERS).map(([name, spec]) => [name, interpreter(spec)])),
  nodejs: interpreter(INTERPRETERS.node as InterpreterSpec),
  awk,
  gawk: awk,
  mawk: awk,
  nawk: awk,
  eval: evalHandler,
  source,
  '.': source,
  trap,
  su: suLike,
  runuser: suLike,
  sg,
  sudo: shellLauncher(/^-[a-zA-Z]*[si][a-zA-Z]*$|^--(shell|login)$/),
  doas: shellLauncher(/^-[a-zA-Z]*s[a-zA-Z]*$/),
  chroot: shellLauncher(null),
  ssh: (words, ctx) => [...sshOptions(words), ...ssh(words, ctx)],
  watch,
  flock,
  script,
  find,
  fd,
  fdfind: fd,
  git: (words) => gitHandler(words),
  sed,
  gsed: sed,
};

/**
 * The table by program name. A map, not the object: own keys only (a
 * command named `__proto__` finds nothing), and a lookup hashes the name
 * once, where a keyed read of a large object first looks the (fresh) string
 * up among the interned ones, every command.
 */
const HANDLER_TABLE: ReadonlyMap<string, Handler> = new Map(Object.entries(HANDLERS));

// ---------------------------------------------------------------- helpers

function indirectContext(ctx: HandlerContext): IndirectContext {
  const body = ctx.stdin.sources.find((s) => s.kind !== 'file' && s.text !== null);
  const stdinText: Word | null = body
    ? { value: body.text as string, template: body.text as string, dynamic: body.dynamic, range: body.range, ...(body.substitutions ? { substitutions: body.substitutions } : {}) }
    : null;
  return { range: ctx.range, stdinFed: ctx.stdin.piped || ctx.stdin.sources.length > 0, stdinText };
}

/**
 * Commands built from data read at run time: `xargs -I{} {}`,
 * `xargs -I{} sh -c '{}'`, `xargs sh -c` (the first item read becomes the
 * code), `find -exec sh -c '{}' \;`, `find -exec {} \;`.
 */
export function dataCommandFindings(wrappers: readonly string[], argv: readonly Word[], range: [number, number]): PayloadAction[] {
  const out: PayloadAction[] = [];
  for (const w of wrappers) {
    const tokens = w.split(' ');
    const key = programKey(tokens[0] ?? '');
    if (key !== 'xargs') continue;
    let repl: string | null = null;
    for (let i = 1; i < tokens.length; i++) {
      const t = tokens[i] as string;
      if (t === '-I') repl = tokens[i + 1] ?? '{}';
      else if (t.startsWith('-I')) repl = t.slice(2);
      else if (t === '-i' || t === '--replace') repl = '{}';
      else if (t.startsWith('-i')) repl = t.slice(2);
      else if (t.startsWith('--replace=')) repl = t.slice(10);
    }
    if (dataBuilds(argv, repl)) out.push(fromData(range, `xargs${repl ? ` -I${repl}` : ''}`));
  }
  return out;
}

/** The command (its name, or the code given to a shell) comes from the placeholder, or a shell -c lacks its code. */
function dataBuilds(argv: readonly Word[], placeholder: string | null): boolean {
  const head = argv[0];
  if (head === undefined) return false;
  if (placeholder !== null && placeholder !== '' && head.value.includes(placeholder)) return true;
  if (!SHELLS.includes(programKey(head.value))) return false;
  const at = argv.findIndex((w, i) => i > 0 && /^-[a-zA-Z]*c[a-zA-Z]*$/.test(w.value));
  if (at < 0) return false;
  const codeWord = argv[at + 1];
  if (codeWord === undefined) return placeholder === null;
  return placeholder !== null && placeholder !== '' && codeWord.value.includes(placeholder);
}

function fromData(range: [number, number], via: string): PayloadAction {
  return { kind: 'opaque', reason: 'code-from-data', range, detail: DETAIL.codeFromData(via) };
}

function codeAction(word: Word, via: string, dynamicReason: 'dynamic-payload' | 'eval-dynamic'): PayloadAction {
  return {
    kind: 'code',
    text: word.template,
    range: word.range,
    dynamic: word.dynamic,
    dynamicReason,
    via,
    substitutions: word.substitutions ?? [],
  };
}

function opaque(reason: OpacityReason, range: [number, number], detail: string): PayloadAction {
  return { kind: 'opaque', reason, range, detail };
}
