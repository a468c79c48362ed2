/**
 * grok-build's own reading of a Bash command, over the same tree-sitter-bash
 * grammar it parses with (`permission/bash_command_splitting.rs`,
 * `shell_access.rs`, `policy.rs` at 19d42e35). This is what grok matches and
 * classifies; whale-perm's analyzer (src/shell) is the ground truth of what
 * bash runs, and the differences become risks, never decisions.
 *
 * - `wordOnlyCommands`: `try_parse_word_only_commands_sequence`. The whole
 *   script must consist of plain commands joined by `&&`, `||`, `;`, `|`
 *   (redirects, comments, heredocs and leading assignments allowed); any
 *   other construct (an expansion, a substitution, a subshell, a group,
 *   control flow, `export`, background `&`, `|&`) makes the script
 *   undecomposable (`None`).
 * - `invocations`: `shell_command_invocations`, every `command` node of the
 *   tree, substitutions included, with expansion words marked untrusted.
 * - `normalizeWords`: `normalize_command_words`, the wrapper peel
 *   (`timeout`, `nice`, `ionice`, `chrt`, `stdbuf`, `env`) alternating with
 *   the transparent prefixes (`exec`, `command`, `builtin`).
 * - `dashC`: `shell_dash_c_script`, the inline `sh -c` classification.
 */
import { parseBash, type TsNode } from '../../shell/parse.js';
import { plainCommandNodes } from '../../shell/plain-script.js';
import { byText } from '../../core/memo.js';

export interface GrokCommand {
  /** The words as grok keeps them (leading assignments dropped). */
  words: string[];
  /** [start, end) of the command node in the script. */
  range: [number, number];
  /** The span from the program word to the last word (`spans_whole_script`). */
  span: [number, number];
}

/** A word of a tree invocation: its literal text, or null when it expands at run time. */
export type InvocationWord = string | null;

export interface GrokInvocation {
  words: InvocationWord[];
  range: [number, number];
  /** Its nearest execution scope (`execution_scope`): a pipeline stage, a subshell, a background job. */
  scope: [number, number];
}

export interface GrokTree {
  source: string;
  root: TsNode;
  /** `|&` was spelled in the script (grok's splitter refuses the token). */
  stderrPipe: boolean;
  /** The tree's own readings, each made once (`TreeReadings`). */
  readonly readings: TreeReadings;
}

/** Marks a reading not made yet where undefined is an answer (`wordOnlyCommands`). */
const UNREAD: unique symbol = Symbol('unread');

/**
 * The readings of one tree, computed once each: one evaluation asks the same
 * tree several times (the floor, the Bash gate, the allow walk, the file
 * gate, `ruleMatches`), and the trees of recent commands are shared. Kept on
 * the tree, not in WeakMaps keyed by it: V8's young-generation GC keeps every
 * WeakMap or WeakSet entry whose key is young, so each of a long chain's
 * 50,000 cut-out segment trees (and what was read from it) would be copied
 * and promoted, to wait for a full GC. Here they die with their tree. Only
 * the readings below write these slots; callers only read the results.
 */
interface TreeReadings {
  /** A cut-out tree of simple words only (see `reuseCommandTree`): read by splitting its text. */
  simple: boolean;
  wordOnly: GrokCommand[] | undefined | typeof UNREAD;
  facts: TreeFacts | undefined;
  /** The `command` nodes by start index (`commandsOf`). */
  commands: Map<number, TsNode> | undefined;
}

function grokTree(source: string, root: TsNode, stderrPipe: boolean, simple = false): GrokTree {
  return { source, root, stderrPipe, readings: { simple, wordOnly: UNREAD, facts: undefined, commands: undefined } };
}

const ALLOWED_KINDS = new Set([
  'program', 'list', 'pipeline', 'command', 'command_name', 'word', 'string', 'string_content', 'raw_string', 'number', 'concatenation',
  'variable_assignment', 'variable_name', 'redirected_statement', 'file_redirect', 'file_descriptor', 'comment',
  'heredoc_redirect', 'heredoc_start', 'heredoc_body', 'heredoc_content', 'heredoc_end',
]);
const ALLOWED_PUNCT = new Set(['&&', '||', ';', '|', '"', "'", '=', '>', '>>', '<', '<<', '>&', '&>', '&>>']);

/** The last few trees: one evaluation reads the same command several times (floor, Bash gate, allow chain, file gate). */
const recent = new Map<string, GrokTree>();
const RECENT = 16;
/**
 * Short commands are kept longer: `diff` asks about each probe in
 * `ruleMatches` and evaluates it on two stacks later, tens of thousands of
 * calls apart. Their trees are small (a few dozen nodes). A tree `andOrTree`
 * builds is cheaper to build again than to keep (a long-kept tree makes
 * every young-generation GC copy it): only the last few are kept
 * (`builtTrees`).
 */
const shortTrees = new Map<string, GrokTree>();
const SHORT = 256;
const SHORT_TREES = 65_536;
/** The last few built trees, on their own: the segments of a long chain must not push the chain's parsed tree out of `recent`. */
const builtTrees = new Map<string, GrokTree>();

export function parseGrok(source: string): GrokTree {
  // A long-kept tree first: `reuseCommandTree` may have kept one for a text `andOrTree` also builds.
  const hit = (source.length <= SHORT ? shortTrees.get(source) : undefined) ?? recent.get(source) ?? builtTrees.get(source);
  if (hit) return hit;
  const built = andOrTree(source);
  if (built !== undefined) {
    // A long built chain stays among the parsed ones: its own segments' built trees must not push it out either.
    // A short one with quoted or tilde words is kept as long as its parse was (its readings are kept with it).
    if (source.length <= SHORT && KEPT_WORDS.test(source)) remember(built);
    else remember(built, source.length <= SHORT ? builtTrees : recent, RECENT);
    return built;
  }
  const parsed = parseBash(source);
  const tree = grokTree(source, parsed.root, parsed.stderrPipes.size > 0);
  remember(tree);
  return tree;
}

/** Texts andOrTree reads that it read only by parsing before (quoted, `~`, `=`): kept as their parse was. */
const KEPT_WORDS = /['"~=]/;

const NAME_WORD = /^[A-Za-z_./][A-Za-z0-9_./-]*$/;
/**
 * An argument may also start with dashes (`-rf`, `--x`), unless a digit follows them (`-1` is a `number`),
 * and holds `:` after its first character (`https://example.com/x.sh`, `-x:1`).
 */
const ARG_WORD = /^-*[A-Za-z_./][A-Za-z0-9_./:-]*$/;
/** An argument holding `~` or `=` after its first character (`HEAD~3`, `PREFIX=/usr`, `-n=2`), or a home path (`~`, `~/x`). */
const TILDE_WORD = /^(?:-*[A-Za-z_./][A-Za-z0-9_./:-]*[~=][A-Za-z0-9_./:~=-]*|~(?:\/[A-Za-z0-9_./:-]*)?)$/;
const NUMBER_WORD = /^[0-9]+$/;
/** An argument `"$(name)"`: a quoted substitution of one lower-case bare word, as SUBST_COMMAND admits (a keyword is refused). */
const QUOTED_NAME_SUBST = /^"\$\([a-z][a-z0-9_]*\)"$/;
/** The text of a double-quoted argument the builder reads as one `string_content` (or none, when empty): nothing that expands or escapes. */
const SAFE_STRING = /^[A-Za-z0-9 _.\/:,+@%=*-]*$/;

type MakeNode = (type: string, isNamed: boolean, startIndex: number, endIndex: number, children: TsNode[]) => TsNode;

/** `"$(name)"` at [at, end): a string holding one substitution of one bare word (the shape quotedSubstitution copies). */
function quotedNameSubst(node: MakeNode, at: number, end: number): TsNode {
  const name = node('command_name', true, at + 3, end - 2, [node('word', true, at + 3, end - 2, LEAF)]);
  const sub = node('command_substitution', true, at + 1, end - 1, [node('$(', false, at + 1, at + 3, LEAF), node('command', true, at + 3, end - 2, [name]), node(')', false, end - 2, end - 1, LEAF)]);
  return node('string', true, at, end, [node('"', false, at, at + 1, LEAF), sub, node('"', false, end - 1, end, LEAF)]);
}

/** The children of a leaf: one shared empty list, as the parse's copy shares one (nothing changes a tree). */
const LEAF: TsNode[] = Object.freeze([]) as unknown as TsNode[];

/**
 * The tree tree-sitter-bash yields for a script of plain commands joined by
 * `&&`, `||` and `|` only, built without the grammar: every word simple (a
 * name of letters, digits and `_./-` not starting with a digit or `-`; after
 * the first word, such a name after dashes (`-rf`), `:` allowed after its
 * first character, or a run of digits, read as a `number`, or `"$(name)"`,
 * a quoted substitution of one lower-case bare word), one space
 * between tokens, no keyword in command position, nothing before the first
 * word or after the last, and no pipeline of three or more commands
 * before an operator (the grammar nests some of those oddly). The grammar binds
 * `|` tighter: the commands a `|` joins are one flat `pipeline`
 * (`pipeline(a | b | c)`), and the list of
 * pipelines and commands nests to the left (`list(list(a && b) || c)`), each
 * command a `command_name` holding a `word`, then its arguments. Anything
 * else is undefined and is parsed (test/engines/grok checks the built tree
 * against a real parse).
 */
export function andOrTree(source: string): GrokTree | undefined {
  const node = (type: string, isNamed: boolean, startIndex: number, endIndex: number, children: TsNode[]): TsNode => ({ type, isNamed, isMissing: false, hasError: false, startIndex, endIndex, children, childCount: children.length });
  let left: TsNode | undefined;
  let op: TsNode | undefined;
  // The stages of the pipeline being read (with the `|` between them) and the words of the command being
  // read are gathered in two scratch lists; a node gets an exact copy. A list grown by `push` keeps room
  // for about 16 more (some 110 bytes each), and a 1 MB chain's tree keeps tens of thousands of them
  // alive, each copied by the young-generation GC.
  const stages: TsNode[] = [];
  const words: TsNode[] = [];
  let at = 0;
  const closeCommand = (): boolean => {
    if (words.length === 0) return false;
    stages.push(node('command', true, words[0]!.startIndex, words[words.length - 1]!.endIndex, words.slice()));
    words.length = 0;
    return true;
  };
  const closePipeline = (atEnd: boolean): boolean => {
    if (!closeCommand()) return false;
    // The grammar reads a pipeline of three or more commands that an operator follows otherwise, at
    // times (`a | b | c && d` is `pipeline(a | list(pipeline(b | c) && d))`): that one is parsed.
    if (stages.length >= 5 && !atEnd) return false;
    const last = stages[stages.length - 1]!;
    const item = stages.length === 1 ? last : node('pipeline', true, stages[0]!.startIndex, last.endIndex, stages.slice());
    left = left === undefined ? item : node('list', true, left.startIndex, item.endIndex, [left, op!, item]);
    stages.length = 0;
    return true;
  };
  while (at <= source.length) {
    const first = source.charCodeAt(at);
    if (words.length > 0 && (first === 0x27 || first === 0x22)) {
      // A quoted argument: `'…'` (any text but a quote or a newline) or `"…"` (SAFE_STRING text), followed by a blank or the end.
      const close = source.indexOf(first === 0x27 ? "'" : '"', at + 1);
      if (close < 0 || (close + 1 < source.length && source.charCodeAt(close + 1) !== 0x20)) return undefined;
      const end = close + 1;
      const body = source.slice(at + 1, close);
      if (first === 0x27) {
        if (body.includes('\n')) return undefined;
        words.push(node('raw_string', true, at, end, LEAF));
      } else if (SAFE_STRING.test(body)) {
        const kids = [node('"', false, at, at + 1, LEAF)];
        if (close > at + 1) kids.push(node('string_content', true, at + 1, close, LEAF));
        kids.push(node('"', false, close, end, LEAF));
        words.push(node('string', true, at, end, kids));
      } else if (!QUOTED_NAME_SUBST.test(source.slice(at, end))) return undefined;
      else {
        const tok = source.slice(at, end);
        if (KEYWORDS.has(tok.slice(3, -2))) return undefined;
        words.push(quotedNameSubst(node, at, end));
      }
      at = end + 1;
      continue;
    }
    let end = source.indexOf(' ', at);
    if (end < 0) end = source.length;
    const tok = source.slice(at, end);
    if (tok === '&&' || tok === '||') {
      if (!closePipeline(false)) return undefined;
      op = node(tok, false, at, end, LEAF);
    } else if (tok === '|') {
      if (!closeCommand()) return undefined;
      stages.push(node('|', false, at, end, LEAF));
    } else if (words.length === 0) {
      if (!NAME_WORD.test(tok) || KEYWORDS.has(tok)) return undefined;
      words.push(node('command_name', true, at, end, [node('word', true, at, end, LEAF)]));
    } else if (NUMBER_WORD.test(tok)) {
      words.push(node('number', true, at, end, LEAF));
    } else if (ARG_WORD.test(tok) || TILDE_WORD.test(tok)) {
      words.push(node('word', true, at, end, LEAF));
    } else return undefined;
    at = end + 1;
  }
  if (!closePipeline(true)) return undefined;
  return grokTree(source, node('program', true, 0, source.length, [left!]), false);
}

function remember(tree: GrokTree, m = tree.source.length <= SHORT ? shortTrees : recent, limit = m === recent ? RECENT : SHORT_TREES): void {
  if (m.size >= limit) m.delete(m.keys().next().value!);
  m.set(tree.source, tree);
}



/**
 * The tree `parseGrok(t.source.slice(start, end))` yields, taken from `t`
 * without parsing again, when the range is one plain command of `t` whose
 * words are all simple (letters, digits and `_./:,+@%-`, `=` after the
 * first, one space apart): a `program` holding a copy of that `command`
 * node, moved to start at 0. Such a command reads the same on its own as
 * in its list (command position either way, no quoting, no expansion, no
 * keyword); anything else is undefined and is parsed. The same tree is
 * then answered by `parseGrok` for that text (test/engines/grok checks
 * the copy against a real parse).
 */
export function reuseCommandTree(t: GrokTree, start: number, end: number): GrokTree | undefined {
  const node = commandsOf(t).get(start);
  if (node === undefined || node.endIndex !== end) return undefined;
  const source = t.source.slice(start, end);
  const simple = SIMPLE_COMMAND.test(source);
  if (!(simple || SUBST_COMMAND.test(source))) return undefined;
  const words = source.split(' ');
  if (KEYWORDS.has(words[0]!)) return undefined;
  const kids = node.children;
  if (kids.length !== words.length || node.hasError) return undefined;
  const copy = (n: TsNode, children: TsNode[]): TsNode => ({ type: n.type, isNamed: n.isNamed, isMissing: false, hasError: false, startIndex: n.startIndex - start, endIndex: n.endIndex - start, children, childCount: children.length });
  const children: TsNode[] = [];
  for (let i = 0; i < kids.length; i++) {
    const k = kids[i]!;
    if (i === 0) {
      const w = k.children[0];
      if (k.type !== 'command_name' || k.childCount !== 1 || w === undefined || w.type !== 'word' || w.childCount !== 0 || w.startIndex !== k.startIndex || w.endIndex !== k.endIndex) return undefined;
      children.push(copy(k, [copy(w, LEAF)]));
    } else if (k.type === 'string') {
      const sub = quotedSubstitution(k, copy);
      if (sub === undefined) return undefined;
      children.push(sub);
    } else {
      if ((k.type !== 'word' && k.type !== 'number') || k.childCount !== 0) return undefined;
      children.push(copy(k, LEAF));
    }
    // The node's text is the word (compared in place: no slice per word).
    const word = words[i]!;
    if (k.endIndex - k.startIndex !== word.length || !t.source.startsWith(word, k.startIndex)) return undefined;
  }
  // A tree kept long for this text (a parse) is the same tree: it is answered, so parseGrok and this agree.
  const kept = source.length <= SHORT ? shortTrees.get(source) : undefined;
  if (kept) return kept;
  const cmd = copy(node, children);
  const root: TsNode = { type: 'program', isNamed: true, isMissing: false, hasError: false, startIndex: 0, endIndex: source.length, children: [cmd], childCount: 1 };
  const tree = grokTree(source, root, false, simple);
  // Kept briefly, as a built tree: the segment's own run asks for it a few times, and a chain of 50,000
  // segments kept long would make every young-generation GC copy their trees.
  remember(tree, source.length <= SHORT ? builtTrees : recent, RECENT);
  return tree;
}

/**
 * The words of a cut-out tree marked `simple` (SIMPLE_COMMAND: a `program` holding one `command` of a `command_name`
 * word and `word` or `number` arguments, one space apart: no quote, escape, expansion, assignment or
 * redirect) are its text split at the spaces (`simpleTreeFacts`, `simpleWordOnlyCommands`), without
 * a walk: each segment of a long chain is such a tree.
 */

const SIMPLE_COMMAND = /^[A-Za-z_./][A-Za-z0-9_./:,+@%-]*(?: [A-Za-z0-9_./:,+@%=-]+)*$/;
/** A simple command with arguments of the form `"$(name)"` (a quoted substitution of one bare word) among its words. */
const SUBST_COMMAND = /^[A-Za-z_./][A-Za-z0-9_./:,+@%-]*(?: (?:[A-Za-z0-9_./:,+@%=-]+|"\$\([a-z][a-z0-9_]*\)"))*$/;

/**
 * The copy of a `string` node spelled `"$(name)"`: `"`, a
 * `command_substitution` of `$(`, one `command` whose `command_name` is one
 * `word`, `)`, then `"`; undefined for any other shape.
 */
function quotedSubstitution(k: TsNode, copy: (n: TsNode, children: TsNode[]) => TsNode): TsNode | undefined {
  const [open, cs, close] = k.children;
  if (k.childCount !== 3 || open?.type !== '"' || close?.type !== '"' || cs?.type !== 'command_substitution' || cs.childCount !== 3) return undefined;
  const [dollar, cmd, paren] = cs.children;
  if (dollar?.type !== '$(' || paren?.type !== ')' || cmd?.type !== 'command' || cmd.childCount !== 1) return undefined;
  const name = cmd.children[0]!;
  const w = name.children[0];
  if (name.type !== 'command_name' || name.childCount !== 1 || w?.type !== 'word' || w.childCount !== 0) return undefined;
  if (open.childCount !== 0 || close.childCount !== 0 || dollar.childCount !== 0 || paren.childCount !== 0) return undefined;
  const inner = copy(cmd, [copy(name, [copy(w, LEAF)])]);
  return copy(k, [copy(open, LEAF), copy(cs, [copy(dollar, LEAF), inner, copy(paren, LEAF)]), copy(close, LEAF)]);
}
const KEYWORDS = new Set(['if', 'then', 'else', 'elif', 'fi', 'case', 'esac', 'for', 'select', 'while', 'until', 'do', 'done', 'in', 'function', 'time', 'coproc']);

/** The `command` nodes of a tree by start index (iteratively: a long list nests deep). */
function commandsOf(t: GrokTree): Map<number, TsNode> {
  let m = t.readings.commands;
  if (m) return m;
  m = new Map();
  const stack: TsNode[] = [t.root];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.type === 'command') {
      if (!m.has(n.startIndex)) m.set(n.startIndex, n);
      continue;
    }
    for (const c of n.children) stack.push(c);
  }
  t.readings.commands = m;
  return m;
}

function text(t: GrokTree, n: TsNode): string {
  return t.source.slice(n.startIndex, n.endIndex);
}

function named(n: TsNode): TsNode[] {
  return n.children.filter((c) => c.isNamed);
}

/** `try_parse_word_only_commands_sequence`; undefined when grok cannot decompose the script. */
function wordOnlyCommandsFresh(t: GrokTree): GrokCommand[] | undefined {
  if (t.readings.simple) return [{ words: t.source.split(' '), range: [0, t.source.length], span: [0, t.source.length] }];
  return wordOnlyCommandsWalk(t);
}

/** The reading above by walking the tree (exported for the test that compares it with the simple trees' split). */
export function wordOnlyCommandsWalk(t: GrokTree): GrokCommand[] | undefined {
  if (t.root.hasError || t.stderrPipe) return undefined;
  const commands = plainCommandNodes(t.root, ALLOWED_KINDS, ALLOWED_PUNCT);
  if (commands === undefined) return undefined;
  const out: GrokCommand[] = [];
  for (const c of commands) {
    const p = plainCommand(t, c);
    if (!p) return undefined;
    out.push(p);
  }
  return out;
}

/** `parse_plain_command_from_node`. */
function plainCommand(t: GrokTree, cmd: TsNode): GrokCommand | undefined {
  const words: string[] = [];
  let start: number | undefined;
  let end: number | undefined;
  const take = (n: TsNode, w: string) => {
    start ??= n.startIndex;
    end = n.endIndex;
    words.push(w);
  };
  for (const child of named(cmd)) {
    switch (child.type) {
      case 'variable_assignment':
        break;
      case 'command_name': {
        const w = named(child)[0];
        if (!w || w.type !== 'word') return undefined;
        take(w, text(t, w));
        break;
      }
      case 'word':
      case 'number':
      case 'concatenation':
        take(child, text(t, child));
        break;
      case 'string': {
        const [open, content, close] = child.children;
        if (child.childCount !== 3 || open?.type !== '"' || content?.type !== 'string_content' || close?.type !== '"') return undefined;
        take(child, text(t, content));
        break;
      }
      case 'raw_string': {
        const raw = text(t, child);
        if (!(raw.length >= 2 && raw.startsWith("'") && raw.endsWith("'"))) return undefined;
        take(child, raw.slice(1, -1));
        break;
      }
      default:
        return undefined;
    }
  }
  return { words, range: [cmd.startIndex, cmd.endIndex], span: [start ?? cmd.startIndex, end ?? cmd.endIndex] };
}

/** `spans_whole_script`: nothing but whitespace around the command's words. */
export function spansWholeScript(c: GrokCommand, script: string): boolean {
  return script.slice(0, c.span[0]).trim() === '' && script.slice(c.span[1]).trim() === '';
}

const EXPANSIONS = new Set(['expansion', 'simple_expansion', 'command_substitution', 'arithmetic_expansion', 'process_substitution']);

function hasExpansion(n: TsNode): boolean {
  const stack = [...n.children];
  while (stack.length > 0) {
    const c = stack.pop()!;
    if (EXPANSIONS.has(c.type)) return true;
    stack.push(...c.children);
  }
  return false;
}

function isWindowsPathLike(raw: string): boolean {
  return raw.startsWith('\\\\') || /^[A-Za-z]:/.test(raw);
}

/** `decode_unquoted_word`: fold backslash escapes. */
function decodeUnquoted(raw: string): string | undefined {
  if (!raw.includes('\\') || isWindowsPathLike(raw)) return raw;
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === '\\') {
      i++;
      if (i >= raw.length) return undefined;
    }
    out += raw[i];
  }
  return out;
}

/** `decode_double_quoted_content`. */
function decodeDoubleQuoted(s: string): string | undefined {
  if (!s.includes('\\')) return s;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== '\\') {
      out += s[i];
      continue;
    }
    const n = s[++i];
    if (n === undefined) return undefined;
    out += '$`"\\\n'.includes(n) ? n : `\\${n}`;
  }
  return out;
}

/** `decode_shell_literal_spelling`. */
export function decodeLiteralSpelling(raw: string): string | undefined {
  let out = '';
  let quote: string | undefined;
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i]!;
    if (quote === undefined && (ch === "'" || ch === '"')) quote = ch;
    else if (quote !== undefined && ch === quote) quote = undefined;
    else if (quote === undefined && ch === '\\') {
      const n = raw[++i];
      if (n === undefined) return undefined;
      out += n;
    } else if (quote === '"' && ch === '\\') {
      const n = raw[++i];
      if (n === undefined) return undefined;
      out += '$`"\\\n'.includes(n) ? n : `\\${n}`;
    } else out += ch;
  }
  return quote === undefined ? out : undefined;
}

/** `shell_node_arg`: undefined skips the node, null is a run-time word. */
export function nodeArg(t: GrokTree, n: TsNode): InvocationWord | undefined {
  switch (n.type) {
    case 'variable_assignment':
      return undefined;
    case 'word':
    case 'number':
      return decodeUnquoted(text(t, n)) ?? null;
    case 'raw_string': {
      const raw = text(t, n);
      return raw.length >= 2 && raw.startsWith("'") && raw.endsWith("'") ? raw.slice(1, -1) : raw;
    }
    case 'string': {
      if (hasExpansion(n)) return null;
      const raw = text(t, n);
      const body = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
      return decodeDoubleQuoted(body) ?? null;
    }
    case 'concatenation':
      return hasExpansion(n) ? null : (decodeLiteralSpelling(text(t, n)) ?? null);
    default:
      return null;
  }
}

const SCOPE_PARENTS = new Set(['subshell', 'command_substitution', 'process_substitution']);
/** The scope of the root and of everything no pipeline stage, subshell or background job encloses. */
const WHOLE: [number, number] = [0, Number.MAX_SAFE_INTEGER];

/**
 * `execution_scope` of the child at `i` of `parent`, given the parent's own
 * scope. grok climbs from a node to its first enclosing pipeline stage,
 * subshell or background job; each step looks only at a node and its
 * parent, so the answer is passed down instead: a child either starts a
 * scope there or shares its parent's.
 */
function childScope(parent: TsNode, i: number, child: TsNode, parentScope: [number, number]): [number, number] {
  if (parent.children[i + 1]?.type === '&') {
    const component = child.type === 'list' ? child : parent;
    return [component.startIndex, component.endIndex];
  }
  if (SCOPE_PARENTS.has(parent.type)) return [parent.startIndex, parent.endIndex];
  if (parent.type === 'pipeline') return [child.startIndex, child.endIndex];
  return parentScope;
}

/** Every reading of a tree's nodes that grok takes (its invocations, cwd changes, assignments, redirects). */
export interface TreeFacts {
  invocations: GrokInvocation[];
  cwdChanges: { at: number; scope: [number, number] }[];
  assignmentKeys: string[];
  redirects: GrokRedirect[];
}

/** The first named child of a node (a `command_name`'s word). */
function firstNamed(n: TsNode): TsNode | undefined {
  for (const c of n.children) if (c.isNamed) return c;
  return undefined;
}

/**
 * `shell_command_invocations` (every command node, nested ones included, in
 * source order), `cwd_poison_positions` (where a `cd`, `pushd` or `popd`
 * runs, and in which scope), every `variable_assignment` key
 * (`script_env_risk` (a)) and `shell_redirect_targets` (file redirects;
 * here-docs and fd duplications skipped), in one walk of the tree: a 1 MB
 * chain is visited once, not once per reading, and each node's scope comes
 * down from its parent.
 */
function treeFactsFresh(t: GrokTree): TreeFacts {
  if (!t.readings.simple) return treeFactsWalk(t);
  // One command at the root's scope, its words as written (no escape to decode), no assignment or redirect.
  const words = t.source.split(' ');
  return { invocations: [{ words, range: [0, t.source.length], scope: WHOLE }], cwdChanges: CWD_CHANGERS.has(baseName(words[0]!)) ? [{ at: 0, scope: WHOLE }] : [], assignmentKeys: [], redirects: [] };
}

/** The readings above by walking the tree (exported for the test that compares it with the simple trees' split). */
export function treeFactsWalk(t: GrokTree): TreeFacts {
  const f: TreeFacts = { invocations: [], cwdChanges: [], assignmentKeys: [], redirects: [] };
  // Two parallel stacks; children are pushed in order and popped last first (the order keys are listed in).
  const nodes: TsNode[] = [t.root];
  const nodeScopes: [number, number][] = [WHOLE];
  // A command's words are gathered in one scratch list and copied exactly (see andOrTree's `words`).
  const scratch: InvocationWord[] = [];
  while (nodes.length > 0) {
    const n = nodes.pop()!;
    const scope = nodeScopes.pop()!;
    switch (n.type) {
      case 'command': {
        let name: TsNode | undefined;
        for (const child of n.children) {
          if (!child.isNamed) continue;
          if (child.type === 'command_name') name ??= child;
          const target = child.type === 'command_name' ? firstNamed(child) : child;
          const w = target ? nodeArg(t, target) : undefined;
          if (w !== undefined) scratch.push(w);
        }
        const words = scratch.slice();
        scratch.length = 0;
        f.invocations.push({ words, range: [n.startIndex, n.endIndex], scope });
        if (name && CWD_CHANGERS.has(baseName(text(t, name)))) f.cwdChanges.push({ at: n.startIndex, scope });
        break;
      }
      case 'variable_assignment': {
        const name = n.children.find((c) => c.type === 'variable_name');
        f.assignmentKeys.push(name ? text(t, name) : (text(t, n).split('=')[0] ?? ''));
        break;
      }
      case 'file_redirect': {
        const r = redirectOne(t, n, scope);
        if (r) f.redirects.push(r);
        break;
      }
    }
    const children = n.children;
    for (let i = 0; i < children.length; i++) {
      nodes.push(children[i]!);
      nodeScopes.push(childScope(n, i, children[i]!, scope));
    }
  }
  f.invocations.sort((a, b) => a.range[0] - b.range[0]);
  f.redirects.sort((a, b) => a.range[0] - b.range[0]);
  return f;
}

const CWD_CHANGERS = new Set(['cd', 'pushd', 'popd']);

/** `cwd_unpinned_before`. */
export function cwdUnpinnedBefore(changes: readonly { at: number; scope: [number, number] }[], at: number, scope: [number, number]): boolean {
  return changes.some((c) => c.at < at && ((c.scope[0] === scope[0] && c.scope[1] === scope[1]) || (c.scope[0] <= scope[0] && c.scope[1] >= scope[1])));
}

/** A file redirect of the tree (`shell_redirect_one`): its target, null when computed. */
export interface GrokRedirect {
  path: string | null;
  write: boolean;
  range: [number, number];
  /** A computed target, or one with glob characters (`shell_arg_is_ambiguous`). */
  ambiguous: boolean;
  scope: [number, number];
}

/** One redirect node read (exported for the test that compares the one-pass walk with the separate ones). */
export function redirectOne(t: GrokTree, n: TsNode, scope: [number, number]): GrokRedirect | undefined {
  let op: string | undefined;
  let at = -1;
  for (let i = 0; i < n.children.length; i++) {
    const kind = n.children[i]!.type;
    if (kind.includes('<<')) return undefined;
    if (kind.includes('>') || kind.includes('<')) {
      op = kind;
      at = i;
      break;
    }
  }
  if (op === undefined) return undefined;
  // The destination: the first named node after the operator.
  const dest = n.children.slice(at + 1).find((c) => c.isNamed);
  if (!dest) return undefined;
  const write = op.includes('>');
  const dup = op === '>&' || op === '<&';
  const arg = nodeArg(t, dest);
  if (arg === undefined) return undefined;
  if (arg === null) return { path: null, write, range: [n.startIndex, n.endIndex], ambiguous: true, scope };
  if (arg === '' || arg.startsWith('&') || (dup && (arg === '-' || /^\d+$/.test(arg)))) return undefined;
  return { path: arg, write, range: [n.startIndex, n.endIndex], ambiguous: /[*?[]/.test(arg), scope };
}

// ---------------------------------------------------------------------------
// Wrapper peeling (`strip_wrapper_command`, `env_scan`, `unwrap_wrappers_checked`).

const WRAPPERS = new Set(['timeout', 'nice', 'ionice', 'chrt', 'stdbuf', 'env']);
export const MAX_WRAPPER_DEPTH = 8;

export function baseName(w: string): string {
  // The text after the last `/` or `\\` (the whole word when there is none). A scan by char code: two
  // `lastIndexOf` calls cost a runtime call each, and a 1 MB chain asks this millions of times.
  let cut = w.length - 1;
  while (cut >= 0) {
    const c = w.charCodeAt(cut);
    if (c === 47 || c === 92) break;
    cut--;
  }
  return cut < 0 ? w : w.slice(cut + 1);
}

function isEnvAssignment(tok: string): boolean {
  return /^[A-Za-z_][A-Za-z0-9_]*=/.test(tok);
}

export interface EnvScan {
  chdir?: string;
  splitString: boolean;
  uncertain: boolean;
  /** The packed `env -S` script when it is a plain literal (deny recursion only). */
  splitScript?: string;
  commandStart: number;
}

function highConfidencePayload(s: string | undefined): string | undefined {
  return s !== undefined && s !== '' && !/['"\\#`$\n\r\0]/.test(s) ? s : undefined;
}

function decodeEnvOption(raw: string): string {
  if (!/['"]/.test(raw)) return raw;
  return decodeLiteralSpelling(raw) ?? raw;
}

export function envScan(cmd: readonly string[]): EnvScan {
  const r: EnvScan = { splitString: false, uncertain: false, commandStart: 1 };
  let i = 1;
  const operand = (): string | undefined => {
    const v = cmd[i + 1];
    if (v === undefined) return undefined;
    i += 2;
    return v;
  };
  while (i < cmd.length) {
    const tok = cmd[i]!;
    if (tok === '--') {
      i++;
      break;
    }
    if (tok === '-') {
      i++;
      continue;
    }
    if (!tok.startsWith('-')) {
      if (isEnvAssignment(tok)) {
        i++;
        continue;
      }
      break;
    }
    if (tok.startsWith('--')) {
      if (tok === '--chdir') {
        const d = operand();
        if (d === undefined) {
          r.uncertain = true;
          break;
        }
        r.chdir = d;
        continue;
      }
      if (tok.startsWith('--chdir=')) {
        r.chdir = tok.slice('--chdir='.length);
        i++;
        continue;
      }
      if (tok === '--unset' || tok === '--path' || tok === '--argv0') {
        if (operand() === undefined) {
          r.uncertain = true;
          break;
        }
        continue;
      }
      if (/^--(unset|path|argv0)=/.test(tok) || ['--ignore-environment', '--null', '--debug', '--version', '--help'].includes(tok)) {
        i++;
        continue;
      }
      if (tok === '--split-string') {
        r.splitString = true;
        const s = highConfidencePayload(cmd[i + 1]);
        if (s !== undefined) r.splitScript = s;
        break;
      }
      if (tok.startsWith('--split-string=')) {
        r.splitString = true;
        const s = highConfidencePayload(decodeEnvOption(tok).slice('--split-string='.length));
        if (s !== undefined) r.splitScript = s;
        break;
      }
      r.uncertain = true;
      break;
    }
    const short = decodeEnvOption(tok);
    const body = short.slice(1);
    if (body.startsWith('S')) {
      r.splitString = true;
      const s = highConfidencePayload(body.length > 1 ? body.slice(1) : cmd[i + 1]);
      if (s !== undefined) r.splitScript = s;
      break;
    }
    let verdict: 'noarg' | 'split' | 'uncertain' | { kind: string; glued: boolean } = 'noarg';
    for (let k = 0; k < body.length; k++) {
      const ch = body[k]!;
      if ('iv0'.includes(ch)) continue;
      if (ch === 'S') verdict = 'split';
      else if ('uCPa'.includes(ch)) verdict = { kind: ch, glued: k + 1 < body.length };
      else verdict = 'uncertain';
      break;
    }
    if (body === '') verdict = 'uncertain';
    if (verdict === 'split') {
      r.splitString = true;
      break;
    }
    if (verdict === 'uncertain') {
      r.uncertain = true;
      break;
    }
    if (verdict === 'noarg') {
      i++;
      continue;
    }
    if (verdict.glued) {
      if (verdict.kind === 'C') r.chdir = tok.startsWith('-C') ? tok.slice(2) : '';
      i++;
      continue;
    }
    const v = operand();
    if (v === undefined) {
      r.uncertain = true;
      break;
    }
    if (verdict.kind === 'C') r.chdir = v;
  }
  r.commandStart = i;
  return r;
}

/** `strip_wrapper_command`: the inner command, or undefined when `words` is not a peelable wrapper. */
export function stripWrapper(cmd: readonly string[]): readonly string[] | undefined {
  const head = cmd[0] === undefined ? undefined : baseName(cmd[0]);
  let i = 1;
  const flags = (withValue: readonly string[]) => {
    while (i < cmd.length && cmd[i]!.startsWith('-')) i += withValue.includes(cmd[i]!) ? 2 : 1;
  };
  switch (head) {
    case 'timeout':
      flags(['-k', '-s', '--kill-after', '--signal']);
      if (i >= cmd.length) return undefined;
      i++;
      break;
    case 'nice':
      flags(['-n', '--adjustment']);
      break;
    case 'ionice':
      flags(['-c', '-n', '-p', '-P', '-u', '--class', '--classdata', '--pid', '--pgid', '--uid']);
      break;
    case 'chrt':
      flags([]);
      if (i >= cmd.length) return undefined;
      i++;
      break;
    case 'stdbuf':
      flags(['-i', '-o', '-e']);
      break;
    case 'env': {
      const s = envScan(cmd);
      if (s.splitString || s.uncertain) return undefined;
      i = s.commandStart;
      break;
    }
    default:
      return undefined;
  }
  const inner = cmd.slice(i);
  return inner.length === 0 ? undefined : inner;
}

/** Whether `unwrap_wrappers` can take this head off (a wrapper named as written, any directory before it). */
export function isWrapperHead(word: string): boolean {
  return WRAPPERS.has(baseName(word));
}

function isWrapper(words: readonly string[]): boolean {
  return words[0] !== undefined && WRAPPERS.has(baseName(words[0]));
}

export interface Peel {
  words: readonly string[];
  chdir: boolean;
  splitString: boolean;
  envUncertain: boolean;
  exhausted: boolean;
  /** A transparent prefix (`exec`, `command`, `builtin`) grok cannot model. */
  ambiguous: boolean;
}

/** `unwrap_wrappers_checked`. */
export function unwrapChecked(words: readonly string[]): Peel {
  let current = words;
  const p: Peel = { words, chdir: false, splitString: false, envUncertain: false, exhausted: false, ambiguous: false };
  for (let n = 0; n < MAX_WRAPPER_DEPTH; n++) {
    if (current[0] !== undefined && baseName(current[0]) === 'env') {
      const s = envScan(current);
      p.chdir ||= s.chdir !== undefined;
      p.splitString ||= s.splitString;
      p.envUncertain ||= s.uncertain;
    }
    const inner = stripWrapper(current);
    if (!inner) return { ...p, words: current };
    current = inner;
  }
  return { ...p, words: current, exhausted: isWrapper(current) && stripWrapper(current) !== undefined };
}

/** `unwrap_wrappers`: the words grok classifies. */
export function unwrap(words: readonly string[]): readonly string[] {
  return unwrapChecked(words).words;
}

type Transparent = { kind: 'not' } | { kind: 'peeled'; inner: readonly string[] } | { kind: 'ambiguous' };

function stripTransparent(cmd: readonly string[]): Transparent {
  const h = cmd[0];
  if (h === undefined || h === '' || h === '\0') return { kind: 'not' };
  const head = baseName(h);
  const rest = (i: number): Transparent => (cmd.length > i ? { kind: 'peeled', inner: cmd.slice(i) } : { kind: 'not' });
  if (head === 'exec') {
    let i = 1;
    while (i < cmd.length) {
      const tok = cmd[i]!;
      if (tok === '--') {
        i++;
        break;
      }
      if (tok === '-' || !tok.startsWith('-')) break;
      if (tok === '-a') {
        const v = cmd[i + 1];
        if (v === undefined || v === '' || v === '\0') return { kind: 'ambiguous' };
        i += 2;
        continue;
      }
      if (tok.startsWith('-a') && tok.length > 2) {
        if (tok.slice(2) === '\0') return { kind: 'ambiguous' };
        i++;
        continue;
      }
      if (!tok.startsWith('--') && /^-[cl]+$/.test(tok)) {
        i++;
        continue;
      }
      return { kind: 'ambiguous' };
    }
    return rest(i);
  }
  if (head === 'command') {
    let i = 1;
    while (i < cmd.length) {
      const tok = cmd[i]!;
      if (tok === '--') {
        i++;
        break;
      }
      if (tok === '-' || !tok.startsWith('-')) break;
      if (['-v', '-V', '--help', '--version'].includes(tok) || (!tok.startsWith('--') && /[vV]/.test(tok.slice(1)))) return { kind: 'not' };
      if (!tok.startsWith('--') && /^-p+$/.test(tok)) {
        i++;
        continue;
      }
      return { kind: 'ambiguous' };
    }
    return rest(i);
  }
  if (head === 'builtin') {
    const tok = cmd[1];
    if (tok === undefined) return { kind: 'not' };
    if (tok.startsWith('-') && tok !== '-') return { kind: 'ambiguous' };
    return rest(1);
  }
  return { kind: 'not' };
}

/**
 * A reading of a command's words that depends on the words alone, memoised
 * by their text (joined by NUL, read back by splitting it): every segment of
 * a long chain is peeled by the Bash gate, the allow walk and the file gate,
 * and a chain of 100,000 `true` holds one distinct command. Words holding a
 * NUL (the file gate's mark of a run-time word), and no words, are read
 * directly. Callers only read the results.
 */
export function byWords<T>(read: (words: readonly string[]) => T, limit = WORDS_MEMO): (words: readonly string[]) => T {
  const memo = byText((key) => read(key.split('\0')), limit);
  return (words) => {
    if (words.length === 0) return read(words);
    for (const w of words) if (w.includes('\0')) return read(words);
    return memo(words.length === 1 ? words[0]! : words.join('\0'));
  };
}

/** Distinct commands kept: the 20,000 of a mixed 1 MB chain are read again by each segment's own run. */
const WORDS_MEMO = 32_768;

/** The heads the peel can take off (a wrapper, or a transparent prefix); under any other the words stay. */
const PEELABLE = new Set([...WRAPPERS, 'exec', 'command', 'builtin']);

const normalizeWordsMemo = byWords(normalizeWordsFresh);

/**
 * `normalize_command_words`: wrappers and transparent prefixes, alternated to
 * a fixed point. A command whose head is neither (most of them) is its own
 * peel, answered without the memo's key.
 */
export function normalizeWords(words: readonly string[]): Peel {
  const head = words[0];
  if (head !== undefined && !PEELABLE.has(baseName(head))) return { words, chdir: false, splitString: false, envUncertain: false, exhausted: false, ambiguous: false };
  return normalizeWordsMemo(words);
}

/**
 * Whether normalizeWords leaves these words as they are, flagging nothing: a head neither a wrapper
 * nor a transparent prefix. A run-time word (null) as the head counts as the file gate's mark for it
 * (`\0`), which is neither.
 */
export function peelsNothing(words: readonly InvocationWord[]): boolean {
  const head = words[0];
  return head === null || (head !== undefined && !PEELABLE.has(baseName(head)));
}

/** `normalize_command_words`, read directly (the memo's plain path). */
export function normalizeWordsFresh(words: readonly string[]): Peel {
  let current = words;
  const p: Peel = { words, chdir: false, splitString: false, envUncertain: false, exhausted: false, ambiguous: false };
  for (let n = 0; n < MAX_WRAPPER_DEPTH * 2; n++) {
    const before = current;
    const w = unwrapChecked(current);
    p.chdir ||= w.chdir;
    p.splitString ||= w.splitString;
    p.envUncertain ||= w.envUncertain;
    p.exhausted ||= w.exhausted;
    current = w.words;
    if (p.splitString || p.envUncertain) break;
    let t = stripTransparent(current);
    let depth = 0;
    while (t.kind === 'peeled' && depth < MAX_WRAPPER_DEPTH) {
      current = t.inner;
      t = stripTransparent(current);
      depth++;
    }
    if (t.kind === 'ambiguous' || (t.kind === 'peeled' && depth >= MAX_WRAPPER_DEPTH)) {
      p.ambiguous = true;
      break;
    }
    if (current === before) break;
  }
  if (!p.ambiguous && !p.splitString && !p.envUncertain) {
    if ((isWrapper(current) && stripWrapper(current) !== undefined) || stripTransparent(current).kind !== 'not') p.exhausted = true;
  }
  return { ...p, words: current };
}

/** `normalize_for_exec_risk`: fails closed on exhaustion, `env -S` or a `cd` (`env -C`). */
export function normalizeForExecRisk(words: readonly string[]): readonly string[] | undefined {
  let current = words;
  for (let n = 0; n < MAX_WRAPPER_DEPTH * 2; n++) {
    const w = unwrapChecked(current);
    if (w.exhausted || w.splitString || w.chdir) return undefined;
    let t = stripTransparent(w.words);
    let inner = w.words;
    let depth = 0;
    while (t.kind === 'peeled' && depth < MAX_WRAPPER_DEPTH) {
      inner = t.inner;
      t = stripTransparent(inner);
      depth++;
    }
    if (t.kind === 'ambiguous' || t.kind === 'peeled') return undefined;
    if (inner === current || inner === w.words) return inner;
    current = inner;
  }
  return undefined;
}

// ---------------------------------------------------------------------------
// Inline `sh -c` (`shell_dash_c_script`).

export type DashC = { kind: 'not-inline' } | { kind: 'literal'; index: number } | { kind: 'untrusted' } | { kind: 'unrecognized' };

const DASH_C_SHELLS = new Set(['bash', 'sh', 'dash', 'zsh', 'ksh']);

/** Words may be null (a run-time word of a tree invocation). */
export function dashC(words: readonly InvocationWord[]): DashC {
  const first = words[0];
  if (first === undefined) return { kind: 'not-inline' };
  let dynamicHead = false;
  if (first === null) dynamicHead = true;
  else if (!DASH_C_SHELLS.has(baseName(first))) return { kind: 'not-inline' };
  let i = 1;
  let sawC = false;
  let unrecognized = false;
  const ambiguous = (): DashC => (sawC ? { kind: 'untrusted' } : { kind: 'unrecognized' });
  const literal = (index: number): DashC => (dynamicHead ? { kind: 'untrusted' } : { kind: 'literal', index });
  while (i < words.length) {
    const word = words[i];
    if (word === null || word === undefined) return ambiguous();
    if (word === '--' || word === '-') {
      if (!sawC) return unrecognized ? { kind: 'unrecognized' } : { kind: 'not-inline' };
      const next = words[i + 1];
      return next === null || next === undefined ? { kind: 'untrusted' } : literal(i + 1);
    }
    if (!word.startsWith('-') && !word.startsWith('+')) return sawC ? literal(i) : unrecognized ? { kind: 'unrecognized' } : { kind: 'not-inline' };
    if (word === '--init-file' || word === '--rcfile') {
      const next = words[i + 1];
      if (next === null || next === undefined) return ambiguous();
      i += 2;
      continue;
    }
    if (word.startsWith('--')) {
      if (['--noprofile', '--norc', '--posix'].includes(word)) {
        i++;
        continue;
      }
      if (sawC) return { kind: 'untrusted' };
      unrecognized = true;
      i++;
      continue;
    }
    if (['-o', '+o', '-O', '+O'].includes(word)) {
      const next = words[i + 1];
      if (next === null || next === undefined || next.startsWith('-')) return ambiguous();
      i += 2;
      continue;
    }
    if ((word.startsWith('-O') || word.startsWith('+O') || word.startsWith('+o')) && word.length > 2) {
      i++;
      continue;
    }
    if (word.startsWith('-o') && word.length > 2) return ambiguous();
    if (word.startsWith('+')) {
      i++;
      continue;
    }
    const flags = word.slice(1);
    if (/[oO]/.test(flags)) return ambiguous();
    sawC ||= flags.includes('c');
    i++;
  }
  return sawC ? { kind: 'untrusted' } : unrecognized ? { kind: 'unrecognized' } : { kind: 'not-inline' };
}

/** `words_are_opaque_shell`: a (potential) `sh -c` string, or an `eval` head. */
export function wordsAreOpaqueShell(words: readonly InvocationWord[]): boolean {
  const c = dashC(words);
  if (c.kind === 'literal' || c.kind === 'untrusted') return true;
  const head = words[0];
  return typeof head === 'string' && baseName(head) === 'eval';
}

/** `is_setup_command` (on the peeled words, head as written). */
export function isSetupCommand(words: readonly string[]): boolean {
  return words.length === 0 || ['cd', 'pushd', 'popd', 'export', 'unset', 'set', 'sleep', 'timeout'].includes(words[0]!);
}

/** `script_may_invoke_git`: any token of the raw text whose basename is `git`. */
export function scriptMayInvokeGit(cmd: string): boolean {
  // A token whose lower-cased basename is `git` puts `git` in the lower-cased text: without it, no token is.
  if (!cmd.toLowerCase().includes('git')) return false;
  for (const raw of cmd.split(/[\s|&;()`<>]/)) {
    const t = raw.replace(/^['"`]+|['"`]+$/g, '');
    if (t !== '' && baseName(t).toLowerCase().replace(/\.exe$/, '') === 'git') return true;
  }
  return false;
}

/** The readings above, each once per tree (`TreeReadings`). */
export function wordOnlyCommands(t: GrokTree): GrokCommand[] | undefined {
  const r = t.readings;
  if (r.wordOnly === UNREAD) r.wordOnly = wordOnlyCommandsFresh(t);
  return r.wordOnly;
}
function treeFacts(t: GrokTree): TreeFacts {
  return (t.readings.facts ??= treeFactsFresh(t));
}
export const invocations = (t: GrokTree): GrokInvocation[] => treeFacts(t).invocations;
export const cwdChanges = (t: GrokTree): { at: number; scope: [number, number] }[] => treeFacts(t).cwdChanges;
export const assignmentKeys = (t: GrokTree): string[] => treeFacts(t).assignmentKeys;
export const redirects = (t: GrokTree): GrokRedirect[] => treeFacts(t).redirects;
