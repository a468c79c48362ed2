/**
 * How Gemini CLI reads a shell command (`utils/shell-utils.ts` in
 * gemini-cli-core): the tree-sitter-bash parse, the list of "command details"
 * (every command-like node anywhere in the tree, in source order), the
 * redirection test, the `sh -c` wrapper strip, and the execution-time
 * command-substitution scan. Its own reading, not whale-perm's: the engine's
 * decision is computed over this.
 */
import { parseBash, type TsNode } from '../../shell/parse.js';
import { shellEntries, type ShellEntry } from './words.js';

export interface CommandDetail {
  /** The command name (quotes around the whole name removed), or a marker such as `redirection (>)`. */
  name: string;
  text: string;
  startIndex: number;
}

export interface ParsedCommand {
  details: CommandDetail[];
  /** A syntax error, no command at all, or a `${x@P}` prompt transform. */
  hasError: boolean;
}

/** The markers that are not commands (they are skipped when the parts are re-checked). */
export const NOT_COMMANDS: ReadonlySet<string> = new Set([
  'redirection (<)',
  'redirection (>)',
  'heredoc (<<)',
  'herestring (<<<)',
  'command substitution',
  'backtick substitution',
  'process substitution',
  'subshell',
]);

function unquoteName(raw: string): string {
  if (raw.length >= 2) {
    const a = raw[0];
    const b = raw[raw.length - 1];
    if ((a === '"' && b === '"') || (a === "'" && b === "'")) return raw.slice(1, -1);
  }
  return raw.trim();
}

function nameOf(node: TsNode, src: string): string | null {
  const text = (n: TsNode) => src.slice(n.startIndex, n.endIndex);
  switch (node.type) {
    case 'command': {
      const name = node.children.find((c) => c.type === 'command_name');
      return name ? unquoteName(text(name)) : null;
    }
    case 'declaration_command':
    case 'unset_command':
    case 'test_command': {
      const first = node.children[0];
      return first ? unquoteName(text(first)) : null;
    }
    case 'file_redirect': {
      for (const c of node.children) {
        const t = text(c);
        if (t.includes('<')) return 'redirection (<)';
        if (t.includes('>')) return 'redirection (>)';
      }
      return 'redirection (>)';
    }
    case 'heredoc_redirect':
      return 'heredoc (<<)';
    case 'herestring_redirect':
      return 'herestring (<<<)';
    case 'command_substitution':
      return 'command substitution';
    case 'backtick_substitution':
      return 'backtick substitution';
    case 'process_substitution':
      return 'process substitution';
    case 'subshell':
      return 'subshell';
    default:
      return null;
  }
}

function promptTransform(root: TsNode, src: string): boolean {
  const stack = [root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.type === 'expansion') {
      for (let i = 0; i + 1 < n.children.length; i++) {
        const op = n.children[i]!;
        const tr = n.children[i + 1]!;
        if (src.slice(op.startIndex, op.endIndex) === '@' && src.slice(tr.startIndex, tr.endIndex).toLowerCase() === 'p') return true;
      }
    }
    for (const c of n.children) if (c.isNamed) stack.push(c);
  }
  return false;
}

/** Gemini's `parseCommandDetails` for bash; undefined where it gets no tree (an empty command). */
export function parseCommandDetails(command: string): ParsedCommand | undefined {
  if (!command.trim()) return undefined;
  const { root } = parseBash(command);
  const details: CommandDetail[] = [];
  const stack = [root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    const name = nameOf(n, command);
    if (name !== null) details.push({ name, text: command.slice(n.startIndex, n.endIndex).trim(), startIndex: n.startIndex });
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]!);
  }
  const hasError = root.hasError || details.length === 0 || promptTransform(root, command);
  details.sort((a, b) => a.startIndex - b.startIndex);
  return { details, hasError };
}

/** Gemini's `hasRedirection`: a redirect node anywhere in the tree (a `<` or `>` is needed first). */
export function hasRedirection(command: string): boolean {
  if (!/[><]/.test(command)) return false;
  if (!command.trim()) return true;
  const { root } = parseBash(command);
  const stack = [root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.type === 'redirected_statement' || n.type === 'file_redirect' || n.type === 'heredoc_redirect' || n.type === 'herestring_redirect') return true;
    for (const c of n.children) stack.push(c);
  }
  return false;
}

const WRAPPER = /^\s*(?:(?:(?:\S+\/)?(?:sh|bash|zsh))\s+-c|cmd\.exe\s+\/c|powershell(?:\.exe)?\s+(?:-NoProfile\s+)?-Command|pwsh(?:\.exe)?\s+(?:-NoProfile\s+)?-Command)\s+/i;

/** Gemini's `stripShellWrapper`: `bash -c '…'` (and cmd/powershell forms) give their body; anything else is trimmed. */
export function stripShellWrapper(command: string): string {
  const m = WRAPPER.exec(command);
  if (!m) return command.trim();
  let body = command.slice(m[0].length).trim();
  if (body.length >= 2 && ((body.startsWith('"') && body.endsWith('"')) || (body.startsWith("'") && body.endsWith("'")))) {
    const posix = m[0].trim().endsWith('-c');
    if (posix && body.startsWith('"')) {
      let entries: ShellEntry[] | undefined;
      try {
        entries = shellEntries(body, true);
      } catch {
        entries = undefined;
      }
      body = entries !== undefined && entries.length === 1 && entries[0]!.kind === 'word' ? entries[0]!.text : body.slice(1, -1);
    } else body = body.slice(1, -1);
  }
  return body;
}


/** Gemini's execution-time check (`detectCommandSubstitution`, bash rules): `$(`, backticks, `<(`/`>(` outside quotes. */
export function detectCommandSubstitution(command: string): boolean {
  let sq = false;
  let dq = false;
  for (let i = 0; i < command.length; ) {
    const c = command[i]!;
    if (c === "'" && !dq) {
      sq = !sq;
      i++;
      continue;
    }
    if (c === '"' && !sq) {
      dq = !dq;
      i++;
      continue;
    }
    if (sq) {
      i++;
      continue;
    }
    if (c === '\\' && i + 1 < command.length) {
      if (!dq || ['$', '`', '"', '\\', '\n'].includes(command[i + 1]!)) {
        i += 2;
        continue;
      }
    }
    if (c === '$' && command[i + 1] === '(') return true;
    if (!dq && (c === '<' || c === '>') && command[i + 1] === '(') return true;
    if (c === '`') return true;
    i++;
  }
  return false;
}
