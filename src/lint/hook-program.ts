/**
 * Which file does a hook command run? Read with the shell analyzer, not by
 * splitting on spaces: quotes, `"$CLAUDE_PROJECT_DIR"/…`, `${VAR:-x}`,
 * `cd … && …`, `H=…; [ -x "$H" ] && exec "$H"`, interpreters (`bash x.sh`,
 * `python3 x.py`, `node x.mjs`) and wrappers all count. Windows and
 * PowerShell commands are recognised as such. Never runs anything.
 */
import { posix } from 'node:path';
import { analyzeShell } from '../shell/index.js';

export type HookProgram =
  /** A file path the hook runs (a script or a program given by path). */
  | { kind: 'file'; path: string; windows: boolean; interpreter?: string }
  /** A program looked up on PATH. */
  | { kind: 'bare'; name: string }
  /** The hook runs inline code or a built-in only (`echo …`, `bash -c '…'`): no file to check. */
  | { kind: 'inline' }
  /** The file depends on something only known when it runs (an unset variable, a substitution). */
  | { kind: 'unresolved'; word: string }
  /** A PowerShell or cmd.exe command line, not a POSIX shell one. */
  | { kind: 'powershell'; path?: string };

export interface HookEnv {
  /** The directory the command starts in, and the value of the project-dir variables. */
  workspace: string;
  home: string;
  /** Variables the agent sets for hooks (`CLAUDE_PROJECT_DIR`, `GROK_PROJECT_DIR`). */
  vars: Readonly<Record<string, string>>;
}

const INTERPRETERS = /^(?:ba|z|da|k)?sh$|^node$|^nodejs$|^python[0-9.]*$|^py$|^ruby$|^perl$|^deno$|^bun$|^tsx$|^ts-node$|^php$|^uv$|^npx$/;
/** Interpreter options that take a value (so the value is not the script). */
const VALUED = new Set(['-m', '-r', '--require', '--import', '--loader', '-W', '-X', '--env-file']);
const INLINE = new Set(['-c', '-e', '--eval', '-p', '--print', '-']);
const BUILTINS = new Set(['echo', 'printf', 'true', 'false', ':', 'exit', 'return', 'cat', 'test', '[', '[[', 'cd', 'export', 'set', 'unset', 'read', 'sleep', 'date', 'jq', 'grep', 'head', 'tail', 'tee', 'if', 'for', 'while']);
const WINDOWS_PATH = /^[A-Za-z]:[\\/]|^\\\\|^%[A-Za-z_]+%/;

function unquote(word: string): string {
  return word.replace(/"([^"]*)"|'([^']*)'/g, (_m, a: string | undefined, b: string | undefined) => a ?? b ?? '');
}

/** Expands `$X`, `${X}`, `${X:-d}`, `${X-d}` and a leading `~` with what is known; leaves the rest. */
export function expandWord(word: string, vars: Readonly<Record<string, string>>, home: string): string {
  let w = word.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?-([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g, (m, a: string | undefined, dflt: string | undefined, b: string | undefined) => {
    const name = a ?? b!;
    if (Object.hasOwn(vars, name)) return vars[name]!;
    if (dflt !== undefined) return dflt;
    return m;
  });
  w = unquote(w);
  if (w === '~' || w.startsWith('~/')) w = posix.join(home, w.slice(1));
  return w;
}

/** `NAME=value` assignments standing alone at the top of the command (`H="…"; …`). */
function leadingAssignments(command: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of command.split(/;|&&|\n/)) {
    const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|'[^']*'|\S*)\s*$/.exec(part);
    if (m) out[m[1]!] = m[2]!;
  }
  return out;
}

export function isPowerShell(command: string): boolean {
  const first = command.trim().split(/\s+/)[0] ?? '';
  const name = (first.replace(/^["']|["']$/g, '').split(/[\\/]/).pop() ?? '').toLowerCase();
  return /^(powershell|pwsh)(\.exe)?$/.test(name) || /^cmd(\.exe)?$/.test(name) || /\.ps1\b/i.test(command.split(/\s+/)[0] ?? '');
}

export function hookProgram(command: string, env: HookEnv): HookProgram {
  if (isPowerShell(command)) {
    const script = /-File\s+("[^"]+"|'[^']+'|\S+)/i.exec(command)?.[1];
    return script ? { kind: 'powershell', path: unquote(script) } : { kind: 'powershell' };
  }
  const assigned = leadingAssignments(command);
  const vars: Record<string, string> = { ...env.vars };
  for (const [k, v] of Object.entries(assigned)) vars[k] = expandWord(v, vars, env.home);
  vars.HOME ??= env.home;
  let cwd = env.workspace;
  const a = analyzeShell(command);
  for (const seg of a.segments) {
    if (seg.nesting.length > 0) continue;
    const argv = seg.argv;
    if (argv.length === 0) continue;
    const first = expandWord(argv[0]!, vars, env.home);
    const name = first.split(/[\\/]/).pop() ?? '';
    if (name === 'cd') {
      const to = argv[1] !== undefined ? expandWord(argv[1], vars, env.home) : env.home;
      if (!/[$`]/.test(to)) cwd = posix.resolve(cwd, to);
      continue;
    }
    if (BUILTINS.has(name)) continue;
    let word = first;
    let interpreter: string | undefined;
    if (INTERPRETERS.test(name)) {
      let j = 1;
      if (name === 'uv' || name === 'npx') {
        // `uv run x.py`, `npx tsx x.ts`: the script is after the runner's own words.
        while (j < argv.length && (argv[j] === 'run' || argv[j]!.startsWith('-') || argv[j] === 'tsx' || argv[j] === 'python' || argv[j] === 'python3')) j++;
      }
      while (j < argv.length && argv[j]!.startsWith('-')) {
        if (INLINE.has(argv[j]!)) return { kind: 'inline' };
        if (VALUED.has(argv[j]!)) {
          if (argv[j] === '-m') return { kind: 'bare', name: argv[j + 1] ?? name };
          j++;
        }
        j++;
      }
      if (j >= argv.length) return { kind: 'bare', name };
      word = expandWord(argv[j]!, vars, env.home);
      interpreter = name;
    }
    if (/[$`]/.test(word) || word === '') return { kind: 'unresolved', word: interpreter ? argv[argv.indexOf(word)] ?? word : argv[0]! };
    if (WINDOWS_PATH.test(word)) return { kind: 'file', path: word, windows: true, ...(interpreter ? { interpreter } : {}) };
    if (!word.includes('/') && !word.includes('\\')) return interpreter ? { kind: 'file', path: posix.resolve(cwd, word), windows: false, interpreter } : { kind: 'bare', name: word };
    return { kind: 'file', path: posix.resolve(cwd, word.replace(/\\/g, '/')), windows: false, ...(interpreter ? { interpreter } : {}) };
  }
  return { kind: 'inline' };
}
