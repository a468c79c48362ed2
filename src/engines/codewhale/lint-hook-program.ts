/**
 * What must exist on disk for a hook's command to run: its program and, when
 * the program is an interpreter, the script handed to it. Read from the
 * command text only; nothing is ever executed.
 */
import { isAbsolute, join } from 'node:path';
import { analyzeShell } from '../../shell/index.js';
import { programBase } from './lint-coverage.js';

/** Shell builtins and keywords: they always exist. */
const BUILTINS = new Set(['true', 'false', 'exit', 'echo', 'printf', 'test', '[', ':', 'cd', 'read', 'set', 'export', 'return', 'exec', 'command', 'type']);

const INTERPRETERS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'python', 'python2', 'python3', 'node', 'perl', 'ruby', 'deno', 'bun', 'php']);

/** Flags after which an interpreter reads code or a module, not a script file. */
const INLINE_FLAGS = new Set(['-c', '-e', '-m', '--eval', '-p', '--print', '-r', '-E']);

const SCRIPT_NAME = /\.(sh|bash|zsh|py|js|mjs|cjs|ts|pl|rb|php)$/i;

export interface HookNeed {
  /** The word as written in the command. */
  word: string;
  /** Absolute candidate locations; any one existing satisfies the need. Empty means look it up on PATH. */
  paths: string[];
  /** 'program' for the command word, 'script' for an interpreter's script. */
  kind: 'program' | 'script';
}

function resolveWord(word: string, workspace: string): string[] | undefined {
  if (word.startsWith('~') || word.includes('$')) return undefined; // depends on the agent's environment
  return [isAbsolute(word) ? word : join(workspace, word)];
}

/**
 * The program and script a hook command needs, resolved against the
 * workspace (the hook's working directory). Parts that depend on the
 * environment (`~`, `$VAR`, computed words) are left out: lint cannot know them.
 */
export function hookNeeds(command: string, workspace: string): HookNeed[] {
  const shell = analyzeShell(command);
  const seg = shell.segments[0];
  if (!seg || seg.dynamicWords.includes(0) || seg.argv.length === 0) return [];
  // A fallback (`./check.sh || true`) runs even when the program is missing.
  if (shell.segments.some((s) => s.operator === '||')) return [];
  const out: HookNeed[] = [];
  const prog = seg.argv[0]!;
  if (!BUILTINS.has(prog)) {
    if (/[/\\]/.test(prog)) {
      const paths = resolveWord(prog, workspace);
      if (paths) out.push({ word: prog, paths, kind: 'program' });
    } else out.push({ word: prog, paths: [], kind: 'program' });
  }
  if (INTERPRETERS.has(programBase(prog))) {
    for (let i = 1; i < seg.argv.length; i++) {
      const a = seg.argv[i]!;
      if (INLINE_FLAGS.has(a)) break;
      if (a.startsWith('-')) continue;
      if (seg.dynamicWords.includes(i)) break;
      if (/[/\\]/.test(a) || SCRIPT_NAME.test(a)) {
        const paths = resolveWord(a, workspace);
        if (paths) out.push({ word: a, paths, kind: 'script' });
      }
      break;
    }
  }
  return out;
}
