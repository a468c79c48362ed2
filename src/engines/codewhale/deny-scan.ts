/**
 * Codewhale's hard deny scan: every command line a deny rule is checked
 * against, read from the raw string two ways — a naive operator split that
 * ignores quotes and comments, and `shell_expand::expanded_commands`, its own
 * word splitter that also rescans substitution, `${…}` and `-c` bodies. Both
 * are Codewhale's reading (the decision follows them, over-matches
 * included); what bash really runs is whale-perm's tree-sitter reading.
 *
 * Source: crates/execpolicy/src/lib.rs (deny_scan_targets, command_segments,
 * command_is_chained, denied_prefix_matches) and
 * crates/execpolicy/src/shell_expand.rs (expanded_commands).
 */
import { trimmedParts } from './command-safety.js';
import { byText } from '../../core/memo.js';
import { PROBED } from './recall.js';

/** command_segments: `&&`, `||`, `&`, `|`, `;` and newlines, with quoting ignored. */
export function commandSegments(command: string): string[] {
  // Replacing each operator by a newline and taking trimmed lines is splitting on them all at once.
  return trimmedParts(command.split(SCAN_OPERATORS));
}

const SCAN_OPERATORS = /&&|\|\||[&|;\n]/;

/** command_is_chained: a typed allow (or trusted prefix) never approves more than one naive segment. */
export const commandIsChained: (command: string) => boolean = byText((command) => commandSegments(command).length > 1);

// ── shell_expand ──────────────────────────────────────────────────────────────

const MAX_DEPTH = 8;
const MAX_COMMANDS = 256;
const MAX_HEAD_SCAN = 8;
const PASSTHROUGH = new Set(['sudo', 'doas', 'env', 'nohup', 'nice', 'ionice', 'time', 'timeout', 'stdbuf', 'setsid', 'command', 'builtin', 'exec', 'xargs', 'unbuffer', 'busybox', 'chroot', 'proot']);
const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'ksh93', 'mksh', 'ash', 'fish', 'csh', 'tcsh', 'rbash', 'yash']);

function basename(token: string): string {
  const last = basenameOf(token);
  return last === '' ? token : last;
}

function isEnvAssignment(token: string): boolean {
  const eq = token.indexOf('=');
  if (eq <= 0) return false;
  const name = token.slice(0, eq);
  return !name.startsWith('-') && /^[A-Za-z0-9_]+$/.test(name);
}

function isScalarOperand(token: string): boolean {
  const body = token.replace(/[smhd]+$/, '');
  return body !== '' && /^[0-9.]+$/.test(body);
}

const isPassthrough = (t: string) => PASSTHROUGH.has(basename(t).toLowerCase());
const isShellName = (t: string) => SHELLS.has(basename(t).toLowerCase());

function stripLeadingWrappers(tokens: readonly string[]): readonly string[] {
  let start = 0;
  let dropped = false;
  while (start < tokens.length) {
    const t = tokens[start]!;
    if (isEnvAssignment(t)) start++;
    else if (isPassthrough(t)) {
      dropped = true;
      start++;
    } else if (dropped && isScalarOperand(t)) start++;
    else break;
  }
  return tokens.slice(start);
}

function findWrapperHead(tokens: readonly string[]): number | undefined {
  let prevShortFlag = false;
  for (let i = 0; i < Math.min(tokens.length, MAX_HEAD_SCAN); i++) {
    const t = tokens[i]!;
    if (isShellName(t) || basename(t).toLowerCase() === 'eval') return i;
    const skippable = isEnvAssignment(t) || isPassthrough(t) || t.startsWith('-') || isScalarOperand(t) || prevShortFlag;
    if (!skippable) return undefined;
    prevShortFlag = t.startsWith('-') && !t.startsWith('--');
  }
  return undefined;
}

function shellCArgument(tokens: readonly string[]): string | undefined {
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    const takes = t.startsWith('--') ? t.slice(2).toLowerCase() === 'command' : t.startsWith('-') && t.slice(1).includes('c');
    if (takes) return tokens[i + 1];
  }
  return undefined;
}

function readBacktick(chars: string, start: number): [string, number] {
  let i = start + 1;
  let inner = '';
  while (i < chars.length) {
    const c = chars[i]!;
    if (c === '\\' && i + 1 < chars.length) {
      inner += c + chars[i + 1]!;
      i += 2;
    } else if (c === '`') return [inner, i + 1];
    else {
      inner += c;
      i++;
    }
  }
  return [inner, i];
}

function readDelimited(chars: string, openAt: number, open: string, close: string): [string, number] {
  let depth = 1;
  let i = openAt + 1;
  let inner = '';
  while (i < chars.length) {
    const c = chars[i]!;
    if (c === '\\' && i + 1 < chars.length) {
      inner += c + chars[i + 1]!;
      i += 2;
      continue;
    }
    if (c === open) depth++;
    else if (c === close) {
      depth--;
      if (depth === 0) return [inner, i + 1];
    }
    inner += c;
    i++;
  }
  return [inner, i];
}

/** The characters the expander's scan gives no meaning of their own. */
const ORDINARY = /[^\\'"$`<>() \t\n\r;&|]+/y;

class Expander {
  out: string[] = [];
  seen = new Set<string>();

  emit(tokens: readonly string[]): void {
    if (this.out.length >= MAX_COMMANDS) return;
    const joined = tokens.filter((t) => t !== '').join(' ');
    if (joined === '' || this.seen.has(joined)) return;
    this.seen.add(joined);
    this.out.push(joined);
  }

  expand(input: string, depth: number): void {
    if (depth > MAX_DEPTH || this.out.length >= MAX_COMMANDS) return;
    // Every character the expander treats specially is ASCII, so reading UTF-16 units is reading its characters.
    const chars = input;
    const n = chars.length;
    let words: string[] = [];
    let word = '';
    let started = false;
    const nested: string[] = [];
    const flush = () => {
      if (started || word !== '') {
        words.push(word);
        word = '';
        started = false;
      }
    };
    // Each command is recorded as it ends, in order, as recording them all after the scan would.
    const end = () => {
      words = words.filter((w) => w !== '{' && w !== '}');
      if (words.length > 0) this.record(words, depth);
      words = [];
    };
    const sub = (open: string, close: string, at: number): number => {
      const [inner, next] = readDelimited(chars, at, open, close);
      nested.push(inner);
      return next;
    };
    let i = 0;
    while (i < n) {
      // Once the list is full nothing more is recorded or expanded: the rest of the text is not read.
      if (this.out.length >= MAX_COMMANDS) return;
      const c = chars[i]!;
      const c1 = chars[i + 1];
      if (c === '\\') {
        if (i + 1 < n) {
          if (c1 !== '\n') {
            word += c1;
            started = true;
          }
          i += 2;
        } else i++;
      } else if (c === "'") {
        started = true;
        i++;
        while (i < n && chars[i] !== "'") word += chars[i++]!;
        i = Math.min(i + 1, n);
      } else if (c === '"') {
        started = true;
        i++;
        while (i < n && chars[i] !== '"') {
          const d = chars[i]!;
          if (d === '\\' && i + 1 < n) {
            word += chars[i + 1]!;
            i += 2;
          } else if (d === '`') {
            const [inner, next] = readBacktick(chars, i);
            nested.push(inner);
            i = next;
          } else if (d === '$' && chars[i + 1] === '(') i = sub('(', ')', i + 1);
          else if (d === '$' && chars[i + 1] === '{') i = sub('{', '}', i + 1);
          else {
            word += d;
            i++;
          }
        }
        i = Math.min(i + 1, n);
      } else if (c === '$' && c1 === "'") {
        started = true;
        i += 2;
        while (i < n && chars[i] !== "'") {
          if (chars[i] === '\\' && i + 1 < n) {
            word += chars[i + 1]!;
            i += 2;
          } else word += chars[i++]!;
        }
        i = Math.min(i + 1, n);
      } else if (c === '`') {
        const [inner, next] = readBacktick(chars, i);
        nested.push(inner);
        i = next;
      } else if (c === '$' && c1 === '(') i = sub('(', ')', i + 1);
      else if (c === '$' && c1 === '{') i = sub('{', '}', i + 1);
      else if ((c === '<' || c === '>') && c1 === '(') i = sub('(', ')', i + 1);
      else if (c === ' ' || c === '\t') {
        flush();
        i++;
      } else if (c === '(' || c === ')') {
        flush();
        end();
        i++;
      } else if (c === '\n' || c === '\r' || c === ';' || c === '&' || c === '|') {
        flush();
        end();
        i++;
        while (i < n && '\n\r;&|'.includes(chars[i]!)) i++;
      } else {
        // This character and the ordinary ones after it all join the word.
        ORDINARY.lastIndex = i + 1;
        const run = ORDINARY.exec(chars);
        const stop = run === null ? i + 1 : i + 1 + run[0].length;
        word += chars.slice(i, stop);
        started = true;
        i = stop;
      }
    }
    flush();
    end();
    for (const inner of nested) this.expand(inner, depth + 1);
  }

  record(tokens: readonly string[], depth: number): void {
    if (tokens.length === 0) return;
    this.emit(tokens);
    const stripped = stripLeadingWrappers(tokens);
    if (stripped.length !== tokens.length) this.emit(stripped);
    const head = findWrapperHead(tokens);
    if (head === undefined) return;
    if (basename(tokens[head]!).toLowerCase() === 'eval') this.expand(tokens.slice(head + 1).join(' '), depth + 1);
    else {
      const script = shellCArgument(tokens.slice(head));
      if (script !== undefined) this.expand(script, depth + 1);
    }
  }
}

/** expanded_commands: the raw command first, then every command line Codewhale's expander finds in it. */
export function expandedCommands(command: string): string[] {
  const e = new Expander();
  const trimmed = command.trim();
  if (trimmed !== '') {
    e.seen.add(trimmed);
    e.out.push(trimmed);
  }
  e.expand(command, 0);
  return e.out;
}

/** deny_scan_targets: the trimmed command, its naive segments and its expanded commands, de-duplicated. */
export const denyScanTargets: (command: string) => readonly string[] = byText(computeTargets, PROBED);

/**
 * A deny-scan target's words, kept per target text: a chain's segments are
 * its targets, and each is a target again when the segment is evaluated on
 * its own (the per-command lists below are keyed by the whole command).
 */
const targetTokens: (target: string) => readonly string[] = byText((target) => freshTokens(target), PROBED);

/** Each deny-scan target's words for denied_prefix_matches, in the targets' order (shared lists: never change them). */
export const denyScanTokens: (command: string) => readonly (readonly string[])[] = byText((command) => denyScanTargets(command).map((t) => targetTokens(t)), PROBED);

function computeTargets(command: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of [command.trim(), ...commandSegments(command), ...expandedCommands(command)]) {
    if (t !== '' && !seen.has(t)) {
      seen.add(t);
      out.push(t);
    }
  }
  return out;
}

// ── denied_prefix_matches ─────────────────────────────────────────────────────

function sanitize(token: string): string {
  if (!SANITIZED_EDGE.test(token[0]!) && !SANITIZED_EDGE.test(token[token.length - 1]!)) return token;
  let t = token;
  while (t.startsWith('$(')) t = t.slice(2);
  return t.replace(/^[({]+/, '').replace(/[)};]+$/, '');
}

/**
 * Recent token lists by text: hardDenyHit asks each hard denied prefix about
 * every scan target, so one target (one of a chain's 20,000 segments) was
 * re-tokenized once per rule (and the whole command too: the last long text
 * is kept). Lists are only read, never changed.
 */
const recentTokens = new Map<string, string[]>();
const RECENT_TOKENS = 4096;

let lastLong: { value: string; tokens: string[] } | undefined;

function tokensOf(value: string): string[] {
  if (value.length > 4096) {
    if (lastLong?.value !== value) lastLong = { value, tokens: freshTokens(value) };
    return lastLong.tokens;
  }
  const hit = recentTokens.get(value);
  if (hit !== undefined) return hit;
  const tokens = freshTokens(value);
  if (recentTokens.size >= RECENT_TOKENS) recentTokens.clear();
  recentTokens.set(value, tokens);
  return tokens;
}

const SANITIZED_EDGE = /[$({)};]/;

/**
 * Whitespace words, lower-cased, leading `$(`, `(`, `{` and trailing `)`,
 * `}`, `;` stripped, empty ones dropped. (Lower-casing never makes or
 * unmakes whitespace, so it may come before the split.)
 */
function freshTokens(value: string): string[] {
  const out: string[] = [];
  for (const w of value.toLowerCase().split(/\s+/)) {
    if (w === '') continue;
    const t = sanitize(w);
    if (t !== '') out.push(t);
  }
  return out;
}

function basenameOf(token: string): string {
  return token.slice(Math.max(token.lastIndexOf('/'), token.lastIndexOf('\\')) + 1);
}

function commandWordMatches(rule: string, token: string): boolean {
  if (token === rule) return true;
  if (rule === '' || rule.includes('/') || rule.includes('\\')) return false;
  // The basename is the rule when the token ends with a separator and the rule.
  if (token.length <= rule.length || !token.endsWith(rule)) return false;
  const before = token[token.length - rule.length - 1];
  return before === '/' || before === '\\';
}

/**
 * denied_prefix_matches: positional tokens at a word boundary, leading
 * assignments skipped, the first word matched by basename, flags (and maybe
 * their value) skipped in between. `rm` blocks `rm -rf /`, not `rmdir`.
 */
export function deniedPrefixMatches(rule: string, command: string): boolean {
  return deniedPrefixMatchesTokens(tokensOf(rule), tokensOf(command));
}

/** The same over token lists already made by scanTokens. */
export function deniedPrefixMatchesTokens(r: readonly string[], c: readonly string[]): boolean {
  if (r.length === 0) return false;
  let start = 0;
  while (start < c.length && isEnvAssignment(c[start]!)) start++;
  // The walk only gets past the rule's first word at a token that word matches: without one, no match.
  let head = start;
  while (head < c.length && !commandWordMatches(r[0]!, c[head]!)) head++;
  if (head === c.length) return false;
  // Past its first word, the walk only moves on at a token equal to the rule's next word: a rule word no token equals never matches.
  for (let j = 1; j < r.length; j++) if (!c.includes(r[j]!)) return false;
  const seen = new Set<number>();
  const stack: [number, number][] = [[start, 0]];
  while (stack.length > 0) {
    const [i, j] = stack.pop()!;
    if (j === r.length) return true;
    if (i >= c.length || seen.has(i * 4096 + j)) continue;
    seen.add(i * 4096 + j);
    const t = c[i]!;
    if (j === 0 ? commandWordMatches(r[0]!, t) : t === r[j]) stack.push([i + 1, j + 1]);
    if (t.startsWith('-')) {
      stack.push([i + 1, j]);
      if (!t.includes('=')) stack.push([i + 2, j]);
    }
  }
  return false;
}

/** The words denied_prefix_matches compares (shared lists: never change them). */
export function scanTokens(value: string): readonly string[] {
  return tokensOf(value);
}

/** The word a denied prefix's command word is (undefined for an empty rule): what an index of hard prefixes keys on. */
export function deniedPrefixHead(rule: string): string | undefined {
  return tokensOf(rule)[0];
}

/**
 * Every word a denied prefix's command word could meet in these words (each
 * token and its basename): a rule whose head is not among them cannot match.
 */
export function tokenHeads(tokens: readonly string[], into: Set<string> = new Set()): Set<string> {
  for (const t of tokens) {
    into.add(t);
    const base = basenameOf(t);
    if (base) into.add(base);
  }
  return into;
}

/** The same for a command. */
export function commandHeads(command: string): Set<string> {
  return tokenHeads(tokensOf(command));
}
