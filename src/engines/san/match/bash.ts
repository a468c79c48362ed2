/**
 * san's own reading of a Bash command, as the pinned version (5e33c937)
 * reads it, and the matching of Bash rules over that reading. The decision
 * is computed over this reading (docs/contract.md, "Faithful decisions");
 * whale-perm's tree-sitter analysis only supplies the syntax tree and says,
 * as risks, where bash would run something san does not see.
 *
 * - `extractCommandsAST` (internal/setting/bash_ast.go): the simple commands
 *   of lists, pipelines, subshells, groups, if/while/for/case bodies,
 *   functions, `time` and `coproc`; NOT the commands inside `$(…)`,
 *   backticks or `<(…)` (a word part printed as `$(...)` or `...` by
 *   `wordToString`), nor the payloads of `sh -c`, `eval`, `xargs`,
 *   `find -exec` (they stay words of the outer command). Only the five
 *   wrappers of `safeWrapperCommands` are stripped; `declare`/`export`/`local`
 *   … keep only their name; a bare assignment is no command.
 * - `bashRuleForms`: deny and ask rules are tried on the raw text split at
 *   `&&` and `;` (`extractBashCommands`) and on every command normalised to
 *   `name:args` (`normalizeParsedCommand`); `MatchesToolPattern` succeeds on
 *   any form.
 * - `bashSubcommandRuleForms` / `MatchAllowList`: every command must be
 *   covered by some allow rule, tried on `name args` and `name:args`.
 * - When the parser fails, the raw pieces (normalised with
 *   `normalizeBashCommand`) stand in for the commands.
 *
 * One reading is the seed's and not the code's: a `prefix:*` whose prefix
 * has more than one word (`Bash(git status:*)`) matches a command whose
 * words begin with that prefix (seed 002: "Bash(git status:*) allows git
 * status -uall but not git push"); the code's forms never match it.
 */
import type { Segment, ShellAnalysis } from '../../../shell/types.js';
import { plainWordsRunPayloads, programName } from '../../../shell/index.js';
import { globMatcher, matchGlob, wildcard } from './glob.js';
import { byText } from '../../../core/memo.js';

/** The wrappers san strips before matching (`safeWrapperCommands` in bash_ast.go). */
const SAN_WRAPPERS = new Set(['timeout', 'time', 'nice', 'nohup', 'stdbuf']);

/** `DeclClause` variants: san keeps only the name. */
const DECL_BUILTINS = new Set(['declare', 'local', 'export', 'readonly', 'typeset', 'nameref']);

/** Constructs whose commands san's walker never reaches. */
const UNSEEN: readonly string[] = ['payload', 'command-substitution', 'backticks', 'process-substitution'];

/** `looksLikeCommand`: not a flag, not a number, not a duration such as `30s`. */
function looksLikeCommand(s: string): boolean {
  if (s === '' || s.startsWith('-')) return false;
  if (/^\d+$/.test(s)) return false;
  if (/^\d+[smhd]$/.test(s)) return false;
  return true;
}

/** One command as san's parser extracts it (`parsedCommand`). */
export interface SanCommand {
  /** Base name, path stripped, after san's five wrappers. */
  name: string;
  args: string[];
  /** Part of a pipeline (`HasPipe`). */
  inPipe: boolean;
  /** Targets of `>`, `>>`, `&>`, `&>>` (any fd), as `wordToString` prints them. */
  redirects: string[];
  /** The ground-truth segment it comes from. */
  segment?: Segment;
}

/** How san reads one call's command. */
export interface SanReading {
  command: string;
  /** undefined when san's parser would fail (the raw pieces decide then). */
  commands: SanCommand[] | undefined;
}

/**
 * `wordToString` over a word as written: literal text and quoted text
 * verbatim, `$NAME`/`${NAME…}` as `$NAME`, `$(…)` and backticks as `$(...)`,
 * any other expansion as `...`.
 */
export function sanWord(raw: string): string {
  let out = '';
  let i = 0;
  let dq = false;
  while (i < raw.length) {
    const c = raw[i]!;
    if (!dq && c === "'") {
      const end = raw.indexOf("'", i + 1);
      out += raw.slice(i + 1, end < 0 ? raw.length : end);
      i = end < 0 ? raw.length : end + 1;
    } else if (c === '$' && !dq && (raw[i + 1] === "'" || raw[i + 1] === '"')) {
      // $'…' and $"…": mvdan keeps the quoted text; wordToString drops the `$`
      i++;
    } else if (c === '"') {
      dq = !dq;
      i++;
    } else if (c === '\\' && i + 1 < raw.length) {
      out += raw.slice(i, i + 2);
      i += 2;
    } else if (c === '`') {
      const end = raw.indexOf('`', i + 1);
      out += '$(...)';
      i = end < 0 ? raw.length : end + 1;
    } else if (c === '$' && raw[i + 1] === '(') {
      const arithmetic = raw[i + 2] === '(';
      i = closing(raw, i + 1);
      out += arithmetic ? '...' : '$(...)';
    } else if (c === '$' && raw[i + 1] === '{') {
      const end = raw.indexOf('}', i + 2);
      const body = raw.slice(i + 2, end < 0 ? raw.length : end);
      out += `$${/^[A-Za-z_][A-Za-z0-9_]*|^[0-9@*#?$!-]/.exec(body)?.[0] ?? ''}`;
      i = end < 0 ? raw.length : end + 1;
    } else if (c === '$' && /[A-Za-z_0-9@*#?$!-]/.test(raw[i + 1] ?? '')) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*|^[0-9@*#?$!-]/.exec(raw.slice(i + 1))!;
      out += `$${m[0]}`;
      i += 1 + m[0].length;
    } else if (!dq && (c === '<' || c === '>') && raw[i + 1] === '(') {
      i = closing(raw, i + 1);
      out += '...';
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** Index just past the `)` that closes the `(` at `open`. */
function closing(raw: string, open: number): number {
  let depth = 0;
  for (let i = open; i < raw.length; i++) {
    if (raw[i] === '(') depth++;
    else if (raw[i] === ')' && --depth === 0) return i + 1;
  }
  return raw.length;
}

const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*(\[[^\]]*\])?\+?=/;

/**
 * The words of a simple command's source text, as written (quotes and
 * backslashes kept), without leading assignments and redirections; undefined
 * when the text holds something this small splitter does not follow.
 */
export function sourceWords(text: string): string[] | undefined {
  const words: string[] = [];
  let i = 0;
  const n = text.length;
  const skipSpace = () => {
    while (i < n && (text[i] === ' ' || text[i] === '\t')) i++;
  };
  const word = (): string | undefined => {
    const start = i;
    while (i < n) {
      const c = text[i]!;
      if (c === '\\') {
        i += 2;
        continue;
      }
      if (c === "'") {
        const end = text.indexOf("'", i + 1);
        if (end < 0) return undefined;
        i = end + 1;
        continue;
      }
      if (c === '"') {
        i++;
        while (i < n && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
        if (i >= n) return undefined;
        i++;
        continue;
      }
      if (c === '`') {
        const end = text.indexOf('`', i + 1);
        if (end < 0) return undefined;
        i = end + 1;
        continue;
      }
      if ((c === '$' || c === '<' || c === '>') && text[i + 1] === '(') {
        i = closing(text, i + 1);
        continue;
      }
      if (c === '$' && text[i + 1] === '{') {
        const end = text.indexOf('}', i + 2);
        if (end < 0) return undefined;
        i = end + 1;
        continue;
      }
      if (/[\s;&|<>()]/.test(c)) break;
      i++;
    }
    return text.slice(start, i);
  };
  let seenCommand = false;
  while (true) {
    skipSpace();
    if (i >= n) break;
    const rest = text.slice(i);
    const redir = /^(\d*|&)(>>|>&|>\||&>>|&>|<<<|<<-|<<|<&|<>|>|<)/.exec(rest);
    if (redir && !/^[<>]\(/.test(rest)) {
      if (redir[2]!.startsWith('<<') && redir[2] !== '<<<') return undefined; // heredocs: leave them to the analyzer
      i += redir[0].length;
      skipSpace();
      if (word() === undefined) return undefined;
      continue;
    }
    if (/^[;&|()\n]/.test(rest)) return undefined;
    const w = word();
    if (w === undefined || w === '') return undefined;
    if (!seenCommand && ASSIGNMENT.test(w)) continue;
    seenCommand = true;
    words.push(w);
  }
  return words;
}

/**
 * The words of a segment as san prints them (`wordToString`): from the
 * source text when it splits cleanly into as many words as the analyzer
 * found (so backslashes stay, as in mvdan's literals); otherwise literal
 * words as analysed and expanded ones through `sanWord`.
 */
function sanWords(seg: Segment): string[] {
  // a backslash-newline is a line continuation, which the lexer drops before any word is formed
  const joined = seg.text.replace(/\\\n/g, '');
  const src = sourceWords(joined);
  if (src && (src.length === seg.rawArgv.length || joined !== seg.text)) return src.map(sanWord);
  const off = seg.rawArgv.length - seg.argv.length;
  const aligned = off >= 0 && seg.argv.every((w, i) => w === seg.rawArgv[off + i]);
  return seg.rawArgv.map((w, i) => {
    const dynamic = aligned && i >= off ? seg.dynamicWords.includes(i - off) : /[$`]|^["']|[<>]\(/.test(w);
    return dynamic ? sanWord(w) : w;
  });
}

/** `extractFromCall`: path stripped, san's five wrappers (and their flags) skipped. */
export function sanPeel(words: readonly string[]): { name: string; args: string[] } | undefined {
  if (words.length === 0) return undefined;
  let name = programName(words[0]!);
  let args = words.slice(1);
  while (SAN_WRAPPERS.has(name) && args.length > 0) {
    while (args.length > 0 && !looksLikeCommand(args[0]!)) args = args.slice(1);
    if (args.length === 0) break;
    name = programName(args[0]!);
    args = args.slice(1);
  }
  return { name, args };
}

const CODE_REDIRECT_OPS = new Set(['>', '>>', '&>', '&>>']);

function seen(seg: Segment): boolean {
  return !seg.nesting.some((n) => UNSEEN.includes(n));
}

/** `extractCommandsAST` over the ground-truth analysis. */
export function sanReading(shell: ShellAnalysis): SanReading {
  if (shell.opaque.some((o) => o.reason === 'parse-error')) return { command: shell.input, commands: undefined };
  const out: SanCommand[] = [];
  const top = shell.segments.filter(seen);
  top.forEach((seg, i) => {
    const words = sanWords(seg);
    const peeled = sanPeel(words);
    if (!peeled) return;
    const next = top[i + 1];
    const decl = DECL_BUILTINS.has(peeled.name);
    out.push({
      name: peeled.name,
      args: decl ? [] : peeled.args,
      inPipe: seg.operator === '|' || seg.operator === '|&' || next?.operator === '|' || next?.operator === '|&',
      redirects: seg.redirects.filter((r) => CODE_REDIRECT_OPS.has(r.op)).map((r) => r.target ?? '$').filter((t) => t !== ''),
      segment: seg,
    });
  });
  return { command: shell.input, commands: out };
}

/** The commands san sees, or none (a parse failure, or nothing but assignments). */
export function parsedCommands(r: SanReading): SanCommand[] {
  return r.commands ?? [];
}

let lastPieces: { command: string; pieces: string[] } | undefined;

/** `extractBashCommands`: the text split on `&&`, then on `;`, trimmed (the last command's pieces are kept: the gate, the floor and the forms all ask). */
export function rawPieces(command: string): string[] {
  if (lastPieces?.command === command) return lastPieces.pieces;
  const pieces = splitPieces(command);
  lastPieces = { command, pieces };
  return pieces;
}

function splitPieces(command: string): string[] {
  // no separator (every plain command): the one piece the splits below would give, without their arrays
  if (!command.includes(';') && !command.includes('&&')) {
    const t = command.trim();
    return t === '' ? [] : [t];
  }
  return command
    .split('&&')
    .flatMap((p) => p.split(';'))
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** `normalizeBashCommand`: the first space-separated word's basename, then `:` and the rest. */
function normalizeRaw(piece: string): string {
  const t = piece.trim();
  const sp = t.indexOf(' ');
  if (sp === -1) return programName(t);
  return `${programName(t.slice(0, sp))}:${t.slice(sp + 1)}`;
}

/** `parsedCommand.String()`. */
export function plainForm(c: SanCommand): string {
  return c.args.length === 0 ? c.name : `${c.name} ${c.args.join(' ')}`;
}

/** `normalizeParsedCommand`. */
export function normalized(c: SanCommand): string {
  return c.args.length === 0 ? c.name : `${c.name}:${c.args.join(' ')}`;
}

/** `normalizedBashCommands`: the parsed commands normalised, or the raw pieces when there are none. */
export function normalizedCommands(r: SanReading): string[] {
  let n = normalizedOf.get(r);
  if (!n) normalizedOf.set(r, (n = computeNormalized(r)));
  return n;
}

const normalizedOf = new WeakMap<SanReading, string[]>();

function computeNormalized(r: SanReading): string[] {
  const parsed = parsedCommands(r).map(normalized).filter((n) => n !== '');
  if (parsed.length > 0) return parsed;
  return rawPieces(r.command).map(normalizeRaw).filter((n) => n !== '');
}

const formsOf = new WeakMap<SanReading, string[]>();

/** Every form a deny or ask rule is tried on (`bashRuleForms`); computed once per reading, which never changes. */
export function denyForms(r: SanReading): string[] {
  let forms = formsOf.get(r);
  if (!forms) formsOf.set(r, (forms = formsFrom(rawPieces(r.command), normalizedCommands(r))));
  return forms;
}

/** The pieces, then the normalised commands, each form once in first-seen order, none empty (a Set only for long lists). */
function formsFrom(pieces: readonly string[], norms: readonly string[]): string[] {
  if (pieces.length + norms.length > 8) return [...new Set([...pieces, ...norms])].filter((f) => f !== '');
  const out: string[] = [];
  for (const f of pieces) if (f !== '' && !out.includes(f)) out.push(f);
  for (const f of norms) if (f !== '' && !out.includes(f)) out.push(f);
  return out;
}

/** One unit an allow rule must cover, with the forms it is tried on (`bashSubcommandRuleForms`). */
export interface AllowUnit {
  forms: string[];
  /** The parsed command, when the parser succeeded. */
  command?: SanCommand;
  /** With the command: `plainForm(command)`, what the seed prefix reads (also `forms[0]`). */
  plain?: string;
  text: string;
}

const unitsOf = new WeakMap<SanReading, AllowUnit[]>();

/** The units an allow rule set must cover; computed once per reading. */
export function allowUnits(r: SanReading): AllowUnit[] {
  let units = unitsOf.get(r);
  if (!units) unitsOf.set(r, (units = computeAllowUnits(r)));
  return units;
}

function computeAllowUnits(r: SanReading): AllowUnit[] {
  const parsed = parsedCommands(r);
  if (parsed.length > 0) {
    return parsed.map((c) => {
      const plain = plainForm(c);
      const norm = normalized(c);
      return { forms: norm !== plain ? [plain, norm] : [plain], command: c, plain, text: plain };
    });
  }
  return rawPieces(r.command).map((p) => {
    const norm = normalizeRaw(p);
    return { forms: norm !== p ? [p, norm] : [p], text: p };
  });
}

/** The seed's multi-word `prefix:*` (a divergence from the code, kept: seed 002). */
function seedPrefix(args: string): string | undefined {
  if (!args.endsWith(':*')) return undefined;
  const prefix = args.slice(0, -2);
  return /\S\s+\S/.test(prefix) ? prefix.trim() : undefined;
}

/** Does a command's `name args` begin with the seed prefix's words (the prefix itself, or it and a space)? */
type PrefixTest = (plain: string) => boolean;

/** The seed prefix test of a rule argument, read once per argument (it depends on the text alone); null when it has none. */
export const seedTest = byText((args: string): PrefixTest | null => {
  const prefix = seedPrefix(args);
  if (prefix === undefined) return null;
  if (!prefix.includes('*') && !prefix.includes('?')) {
    // no wildcard: `wildcard(j, prefix)` is equality, `wildcard(j, prefix + ' *')` a startsWith
    const spaced = `${prefix} `;
    return (j) => j === prefix || j.startsWith(spaced);
  }
  const spaced = `${prefix} *`;
  return (j) => wildcard(j, prefix) || wildcard(j, spaced);
}, 65_536);

/** How a rule argument matched a call, for the trace. */
export interface BashMatch {
  /** The form (or command) it matched. */
  form: string;
  /** Only by the seed's multi-word prefix reading, which the code does not have. */
  seedOnly: boolean;
  command?: SanCommand;
}

/** `MatchesToolPattern` for Bash: any form; plus the seed's multi-word prefix over the parsed commands. */
export function matchAny(args: string, r: SanReading): BashMatch | undefined {
  if (r.command === '') return matchGlob('', args) ? { form: '', seedOnly: false } : undefined;
  const glob = globMatcher(args);
  for (const f of denyForms(r)) if (glob(f)) return { form: f, seedOnly: false, ...(commandOf(r, f) ?? {}) };
  const test = seedTest(args);
  // the units of a parsed reading are its commands in order, each with its plain form (those of the raw pieces have none)
  if (test !== null) for (const u of allowUnits(r)) if (u.command && test(u.plain!)) return { form: u.plain!, seedOnly: true, command: u.command };
  return undefined;
}

function commandOf(r: SanReading, form: string): { command: SanCommand } | undefined {
  const c = parsedCommands(r).find((x) => normalized(x) === form || plainForm(x) === form);
  return c ? { command: c } : undefined;
}

/** Does an allow rule cover one unit (either form; or the seed's multi-word prefix)? */
export function coversUnit(args: string, u: AllowUnit): { seedOnly: boolean } | undefined {
  const glob = globMatcher(args);
  if (u.forms.some((f) => glob(f))) return { seedOnly: false };
  if (u.command) {
    const test = seedTest(args);
    if (test !== null && test(u.plain!)) return { seedOnly: true };
  }
  return undefined;
}

/** A plain word: nothing bash expands, quotes, splits on, or reads as an operator, glob, assignment or comment. */
const PLAIN_WORD = /^[A-Za-z0-9_.\/@%+,:-]+$/;
/** A plain program name: no path, no leading dash or digit. */
const PLAIN_NAME = /^[a-z][a-z0-9_-]*$/;
/** A plain name, then plain words, each after one space: the two tests above over the whole text at once. */
const PLAIN_COMMAND = new RegExp(`^${PLAIN_NAME.source.slice(1, -1)}(?: ${PLAIN_WORD.source.slice(1, -1)})*$`);
/** Words the shell or its grammar read as syntax in some position (repairs.ts's keyword sets, and more). */
const RESERVED = new Set(['!', '{', '}', '[[', ']]', 'if', 'then', 'else', 'elif', 'fi', 'do', 'done', 'case', 'esac', 'for', 'select', 'while', 'until', 'in', 'function', 'time', 'coproc']);

/**
 * san's reading of a command made only of plain words, without the
 * tree-sitter analysis: one simple command, not in a pipe, no redirect,
 * exactly what `sanReading(analyzeShell(command))` gives for it (a property
 * test compares them), less the ground-truth segment. Undefined for anything
 * else: a wrapper (whale-perm's or san's own), a declaration builtin, a
 * reserved word anywhere, any character outside PLAIN_WORD, or a space that
 * is not a single separator. Matching and the decision read nothing else
 * (call-view.ts); the trace's segment rows, risks and matches are read over
 * the analysis, with its segments.
 */
export function plainReading(command: string, wrappers: Readonly<Record<string, unknown>>): SanReading | undefined {
  if (command.length === 0 || command.length > 512 || !PLAIN_COMMAND.test(command)) return undefined;
  const words = command.split(' ');
  const name = words[0]!;
  if (SAN_WRAPPERS.has(name) || DECL_BUILTINS.has(name)) return undefined;
  if (Object.hasOwn(wrappers, name) || Object.hasOwn(wrappers, name.slice(1))) return undefined;
  for (const w of words) if (RESERVED.has(w)) return undefined;
  // A program that runs its arguments as a command (`watch local a:b`) is read by the analysis, nested command and all.
  if (plainWordsRunPayloads(words)) return undefined;
  return { command, commands: [{ name, args: words.slice(1), inPipe: false, redirects: [] }] };
}
