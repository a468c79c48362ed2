/**
 * Codex's reading of a shell call (`shell-command/src/bash.rs`,
 * `parse_shell_lc_plain_commands`): only `[sh|bash|zsh, -c|-lc, script]` is
 * lowered, and only when tree-sitter-bash parses the script without error
 * into plain commands (words, numbers, quoted strings without expansions,
 * their concatenations) joined by `&&`, `||`, `;`, `|` or newlines. Then each
 * command is checked as its own argv; anything else stays one opaque argv
 * that rules practically never match. The heredoc single-command path of the
 * source snapshot is not applied: the 0.169 binary did not apply it.
 */
import { parseBash, type TsNode } from '../../shell/parse.js';
import { plainCommandNodes } from '../../shell/plain-script.js';

const ALLOWED_KINDS = new Set(['program', 'list', 'pipeline', 'command', 'command_name', 'word', 'string', 'string_content', 'raw_string', 'number', 'concatenation']);
const ALLOWED_PUNCT = new Set(['&&', '||', ';', '|', '"', "'"]);

export function shellKind(program: string): 'bash' | 'zsh' | 'sh' | undefined {
  const b = program.split('/').pop() ?? '';
  return b === 'bash' || b === 'zsh' || b === 'sh' ? b : undefined;
}

/** `extract_bash_command`: the script of `[shell, -c|-lc, script]`, or undefined. */
export function shellScript(argv: readonly string[]): string | undefined {
  if (argv.length !== 3) return undefined;
  const [shell, flag, script] = argv as [string, string, string];
  if ((flag !== '-c' && flag !== '-lc') || !shellKind(shell)) return undefined;
  return script;
}

function stripped(node: TsNode, src: string, open: string): string | undefined {
  const raw = src.slice(node.startIndex, node.endIndex);
  if (!raw.startsWith(open) || !raw.endsWith(open) || raw.length < 2) return undefined;
  return raw.slice(1, -1);
}

function plainWord(node: TsNode, src: string): string | undefined {
  const text = () => src.slice(node.startIndex, node.endIndex);
  switch (node.type) {
    case 'word':
    case 'number':
      return text();
    case 'string':
      return node.children.every((c) => !c.isNamed || c.type === 'string_content') ? stripped(node, src, '"') : undefined;
    case 'raw_string':
      return stripped(node, src, "'");
    default:
      return undefined;
  }
}

function commandWords(cmd: TsNode, src: string): string[] | undefined {
  const words: string[] = [];
  for (const c of cmd.children) {
    if (!c.isNamed) continue;
    if (c.type === 'command_name') {
      const w = c.children.find((x) => x.isNamed);
      if (!w || w.type !== 'word') return undefined;
      words.push(src.slice(w.startIndex, w.endIndex));
    } else if (c.type === 'concatenation') {
      let s = '';
      for (const part of c.children) {
        if (!part.isNamed) continue;
        const w = plainWord(part, src);
        if (w === undefined) return undefined;
        s += w;
      }
      if (s === '') return undefined;
      words.push(s);
    } else {
      const w = plainWord(c, src);
      if (w === undefined) return undefined;
      words.push(w);
    }
  }
  return words;
}

/**
 * One command of bare words (letters, digits, `_:,./-`, the first starting
 * with a letter, `_`, `.` or `/`, and `=` after the
 * first word), no operator, quote, expansion, glob or reserved word: the
 * tree parses it as one plain command of those words, so it is split
 * without parsing (lint and diff ask about thousands of such calls).
 */
const BARE_COMMAND = /^[ \t]*[A-Za-z_./][A-Za-z0-9_:,./-]*(?:[ \t]+[A-Za-z0-9_=:,./-]+)*[ \t]*$/;
const RESERVED = new Set(['if', 'then', 'else', 'elif', 'fi', 'case', 'esac', 'for', 'select', 'while', 'until', 'do', 'done', 'in', 'function', 'time', 'coproc']);

/** `parse_plain_shell_script`: the plain commands of a script, or undefined when it is not plain. */
export function plainCommands(script: string): string[][] | undefined {
  if (BARE_COMMAND.test(script)) {
    const words = script.trim().split(/[ \t]+/);
    if (!RESERVED.has(words[0]!)) return [words];
  }
  const { root, stderrPipes } = parseBash(script);
  if (root.hasError || stderrPipes.size > 0) return undefined;
  const commands = plainCommandNodes(root, ALLOWED_KINDS, ALLOWED_PUNCT);
  if (commands === undefined) return undefined;
  const out: string[][] = [];
  for (const c of commands) {
    const w = commandWords(c, script);
    if (w === undefined) return undefined;
    out.push(w);
  }
  return out;
}

export interface Lowered {
  /** The argvs the rules are checked against. */
  commands: string[][];
  /** True when the script was split into plain commands. */
  split: boolean;
  /** The script, for a shell call. */
  script?: string;
}

/** `commands_for_exec_policy`: a plain `bash -lc` script splits; everything else is one argv. */
export function lower(argv: string[]): Lowered {
  const script = shellScript(argv);
  if (script === undefined) return { commands: [argv], split: false };
  const plain = plainCommands(script);
  if (plain && plain.length > 0) return { commands: plain, split: true, script };
  return { commands: [argv], split: false, script };
}
