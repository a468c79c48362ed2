/**
 * The fast readings of a raw command (one regex split instead of a
 * character walk, shlex's plain-word shortcut, the token-level denied-prefix
 * matcher with its first-word check) and the rule indexes (typed selection,
 * hard denied prefixes) against plain reference versions: the same answers
 * on generated commands and rule sets. Each reference is the direct reading
 * of Codewhale's behaviour, with no shortcut; an index that dropped a rule or
 * a split that moved a boundary fails here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chainHead, chainHeadPlain, distinctReviewSegments, reviewSegments, shellWords, shlexSplit, splitCommandSegments, splitForReview } from '../../../src/engines/codewhale/command-safety.js';
import { commandSegments, deniedPrefixMatches, denyScanTargets, denyScanTokens, expandedCommands } from '../../../src/engines/codewhale/deny-scan.js';
import { askRules, askWhole, hardDenyHits, hardDenyHitsIn, policyQuestions, readHard, readQuestions, readSegments, readWhole, segmentTargets, selectShellRule, shellAsk, shellReading } from '../../../src/engines/codewhale/layers/typed-rules.js';
import { splitWords, splitWordsPlain } from '../../../src/engines/codewhale/prefix.js';
import { typedMatchesCall } from '../../../src/engines/codewhale/rule-table.js';
import { stoppers } from '../../../src/engines/codewhale/risks.js';
import { compareRules, isHardDeny, matchingRules, ruleMatches, selectRule, useMergedPrefixes } from '../../../src/engines/codewhale/rules.js';
import type { TypedRule } from '../../../src/engines/codewhale/stack.js';
import { rule, stackOf } from '../../helpers/codewhale.js';

// ── reference readings ──

function refSplitStages(command: string): string[] {
  const out: string[] = [];
  let cur = '';
  const chars = Array.from(command);
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if ((ch === '&' || ch === '|') && chars[i + 1] === ch) {
      i++;
      out.push(cur);
      cur = '';
    } else if (ch === '|' || ch === ';') {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

function refLines(s: string): string[] {
  const parts = s.split('\n');
  if (parts.length > 0 && parts[parts.length - 1] === '') parts.pop();
  return parts.map((p) => (p.endsWith('\r') ? p.slice(0, -1) : p));
}

const refReview = (c: string) => refLines(c.replaceAll('&&', '\n').replaceAll('||', '\n').replaceAll(';', '\n')).map((s) => s.trim()).filter((s) => s !== '');
const refScan = (c: string) => refLines(c.replaceAll('&&', '\n').replaceAll('||', '\n').replace(/[&|;]/g, '\n')).map((s) => s.trim()).filter((s) => s !== '');

/** shlex by code points, every character through the state machine. */
function refShlex(input: string): string[] | undefined {
  const chars = Array.from(input);
  let i = 0;
  const out: string[] = [];
  const next = () => (i < chars.length ? chars[i++] : undefined);
  for (;;) {
    let ch = next();
    if (ch === undefined) return out;
    for (;;) {
      if (ch === ' ' || ch === '\t' || ch === '\n') ch = next();
      else if (ch === '#') {
        for (let c = next(); c !== undefined && c !== '\n'; c = next());
        ch = next();
      } else break;
      if (ch === undefined) return out;
    }
    let word = '';
    for (;;) {
      if (ch === '"') {
        for (;;) {
          const c = next();
          if (c === undefined) return undefined;
          if (c === '"') break;
          if (c === '\\') {
            const d = next();
            if (d === undefined) return undefined;
            if (d === '$' || d === '`' || d === '"' || d === '\\') word += d;
            else if (d !== '\n') word += `\\${d}`;
          } else word += c;
        }
      } else if (ch === "'") {
        for (;;) {
          const c = next();
          if (c === undefined) return undefined;
          if (c === "'") break;
          word += c;
        }
      } else if (ch === '\\') {
        const d = next();
        if (d === undefined) return undefined;
        if (d !== '\n') word += d;
      } else if (ch === ' ' || ch === '\t' || ch === '\n') break;
      else word += ch;
      const c = next();
      if (c === undefined) break;
      ch = c;
    }
    out.push(word);
  }
}

function refTokens(v: string): string[] {
  const sanitize = (tok: string) => {
    let t = tok;
    while (t.startsWith('$(')) t = t.slice(2);
    return t.replace(/^[({]+/, '').replace(/[)};]+$/, '');
  };
  return v.split(/\s+/).filter((t) => t !== '').join(' ').toLowerCase().split(' ').map(sanitize).filter((t) => t !== '');
}

/** denied_prefix_matches as a plain walk over every (token, rule word) state. */
function refDenied(rule: string, command: string): boolean {
  const r = refTokens(rule);
  if (r.length === 0) return false;
  const c = refTokens(command);
  const assign = (t: string) => {
    const eq = t.indexOf('=');
    return eq > 0 && !t.startsWith('-') && /^[A-Za-z0-9_]+$/.test(t.slice(0, eq));
  };
  let start = c.findIndex((t) => !assign(t));
  if (start < 0) start = c.length;
  const word = (rw: string, t: string) => t === rw || (!/[/\\]/.test(rw) && (t.split(/[/\\]/).pop() ?? t) !== '' && (t.split(/[/\\]/).pop() ?? t) === rw);
  const seen = new Set<string>();
  const go = (i: number, j: number): boolean => {
    if (j === r.length) return true;
    if (i >= c.length || seen.has(`${i},${j}`)) return false;
    seen.add(`${i},${j}`);
    const t = c[i]!;
    if ((j === 0 ? word(r[0]!, t) : t === r[j]) && go(i + 1, j + 1)) return true;
    return t.startsWith('-') && (go(i + 1, j) || (!t.includes('=') && go(i + 2, j)));
  };
  return go(start, 0);
}

// The expander as a character walk over code points, every command recorded after the scan.
const MAX_DEPTH = 8;
const MAX_COMMANDS = 256;
const MAX_HEAD_SCAN = 8;
const PASSTHROUGH = new Set(['sudo', 'doas', 'env', 'nohup', 'nice', 'ionice', 'time', 'timeout', 'stdbuf', 'setsid', 'command', 'builtin', 'exec', 'xargs', 'unbuffer', 'busybox', 'chroot', 'proot']);
const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'ksh93', 'mksh', 'ash', 'fish', 'csh', 'tcsh', 'rbash', 'yash']);

function basename(token: string): string {
  const last = token.split(/[/\\]/).pop();
  return last === undefined || last === '' ? token : last;
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

function readBacktick(chars: readonly string[], start: number): [string, number] {
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

function readDelimited(chars: readonly string[], openAt: number, open: string, close: string): [string, number] {
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
    const chars = Array.from(input);
    const n = chars.length;
    const commands: string[][] = [];
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
    const end = () => {
      words = words.filter((w) => w !== '{' && w !== '}');
      if (words.length > 0) commands.push(words);
      words = [];
    };
    const sub = (open: string, close: string, at: number): number => {
      const [inner, next] = readDelimited(chars, at, open, close);
      nested.push(inner);
      return next;
    };
    let i = 0;
    while (i < n) {
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
        word += c;
        started = true;
        i++;
      }
    }
    flush();
    end();
    for (const tokens of commands) this.record(tokens, depth);
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
function refExpandedCommands(command: string): string[] {
  const e = new Expander();
  const trimmed = command.trim();
  if (trimmed !== '') {
    e.seen.add(trimmed);
    e.out.push(trimmed);
  }
  e.expand(command, 0);
  return e.out;
}


// ── generators ──

const piece = fc.constantFrom('git', 'GIT', 'status', 'push', '--force', '-f', 'rm', '-rf', '/usr/bin/rm', 'x\\rm', 'ls', '-la', 'FOO=1', 'a=b', 'sudo', 'env', 'eval', 'sh', '-c', '$(rm', 'x)', '{ls', 'ls;', '"q"', "'s'", '#c', '\\', '𝒳', 'é', '', ' ', '\t', '\n', '\r', '&&', '||', '|', ';', '&', '&&&', '|||');
const command = fc.array(piece, { maxLength: 14 }).map((ps) => ps.join(''));
const spaced = fc.array(piece, { maxLength: 14 }).map((ps) => ps.join(' '));

describe('the raw-string readings are the character walks', () => {
  it('the allow-matching words need no filtering pass after the trim, and a chain segment\'s head no whole split', () => {
    const blank = fc.constantFrom(' ', '\t', '\n', '\r', '\v', '\f', '\u00a0', '\u1680', '\u2003', '\u2028', '\u2029', '\u202f', '\u3000', '\ufeff', '\u200b', '\u0085');
    const text = fc.array(fc.oneof(blank, fc.constantFrom('a', 'git', 'É', '😀', '=', '-x', 'env', 'A=1', 'ENV')), { maxLength: 12 }).map((ps) => ps.join(''));
    fc.assert(
      fc.property(fc.oneof(text, command, fc.string()), (c) => {
        expect(splitWords(c)).toEqual(splitWordsPlain(c));
        expect(chainHead(c)).toBe(chainHeadPlain(c));
      }),
      { numRuns: 3000 },
    );
  });

  it('the stage split, the review split and the scan split', () => {
    fc.assert(
      fc.property(fc.oneof(command, spaced, fc.string()), (c) => {
        expect(splitCommandSegments(c)).toEqual(refSplitStages(c));
        expect(reviewSegments(c)).toEqual(refReview(c));
        expect(commandSegments(c)).toEqual(refScan(c));
      }),
      { numRuns: 2000 },
    );
  });

  it('the review split, read once per command, is the split of that command whatever was read before', () => {
    // Long commands (past the memo's 1,024 characters) take its one long slot: a stale list would show here.
    const long = fc.tuple(fc.oneof(command, spaced), fc.integer({ min: 1, max: 400 })).map(([c, n]) => Array.from({ length: n }, (_, i) => `${c} ${i}`).join(' && '));
    fc.assert(
      fc.property(fc.array(fc.oneof(command, spaced, long), { minLength: 1, maxLength: 8 }), (cs) => {
        for (const c of [...cs, ...cs.reverse()]) {
          expect(reviewSegments(c)).toEqual(refReview(c));
          expect(reviewSegments(c)).toEqual(splitForReview(c));
          expect(distinctReviewSegments(c)).toEqual([...new Set(refReview(c))]);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("the deny scan's words, kept per target, are each target's words whatever was read before", () => {
    // A chain and its own segments share targets: the segment asked after the chain must get its own words.
    const chain = fc.array(fc.oneof(command, spaced), { minLength: 1, maxLength: 6 });
    fc.assert(
      fc.property(chain, (segs) => {
        const whole = segs.join(' && ');
        for (const c of [whole, ...segs, whole.toUpperCase(), ...segs.map((x) => ` ${x}; ${x.toUpperCase()}`)]) {
          expect(denyScanTokens(c)).toEqual(denyScanTargets(c).map(refTokens));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("shell_expand's expanded commands", () => {
    const nest = fc.constantFrom('$(', ')', '`', '${', '}', '<(', '>(', "$'", 'bash -c', 'eval', '"', "'", '(', '{', '}', 'sudo');
    fc.assert(
      fc.property(fc.oneof(command, spaced, fc.array(fc.oneof(piece, nest), { maxLength: 20 }).map((p) => p.join(' ')), fc.string({ unit: 'binary' })), (c) => {
        expect(expandedCommands(c)).toEqual(refExpandedCommands(c));
      }),
      { numRuns: 3000 },
    );
  });

  it('shell_expand stops at 256 commands as a full walk does', () => {
    const long = Array.from({ length: 400 }, (_, i) => `cmd${i} $(inner${i}) && bash -c 'x${i}; y${i}'`).join('; ');
    expect(expandedCommands(long)).toEqual(refExpandedCommands(long));
    expect(expandedCommands(long)).toHaveLength(256);
  });

  it('shlex words', () => {
    fc.assert(
      fc.property(fc.oneof(command, spaced, fc.string(), fc.string({ unit: 'binary' })), (c) => {
        expect(shlexSplit(c)).toEqual(refShlex(c));
      }),
      { numRuns: 2000 },
    );
  });

  it('shell_words, kept per segment (PROBED), is shlex or the whitespace fallback, asked in any order', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(command, spaced), { minLength: 1, maxLength: 8 }), (cs) => {
        for (const c of [...cs, ...cs.reverse()]) {
          const plain = refShlex(c) ?? c.split(/\s+/).filter((t) => t !== '').map((t) => t.replace(/^["']+/, '').replace(/["']+$/, ''));
          expect(shellWords(c)).toEqual(plain);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('denied_prefix_matches', () => {
    const ruleText = fc.array(fc.constantFrom('git', 'push', '--force', 'rm', '-rf', '/usr/bin/rm', 'ls', '-la', 'sudo', 'RM', ''), { maxLength: 4 }).map((w) => w.join(' '));
    fc.assert(
      fc.property(ruleText, fc.oneof(spaced, command), (r, c) => {
        expect(deniedPrefixMatches(r, c)).toBe(refDenied(r, c));
      }),
      { numRuns: 3000 },
    );
  });
});

// ── the rule indexes ──

const tools = ['exec_shell', 'read_file', 'write_file'] as const;
const genRule = fc.record({
  tool: fc.constantFrom(...tools),
  command: fc.option(fc.constantFrom('git', 'git status', 'GIT Status', 'git push --force', 'rm -rf', 'rm', 'ls', 'ls -la', 'npm test', 'npm run build', 'sudo rm', '/usr/bin/rm', ' ', 'curl'), { nil: undefined }),
  exact: fc.boolean(),
  path: fc.option(fc.constantFrom('.env', 'src/a.ts', '/workspace/src/a.ts', '/etc/hosts', '../x', './src/a.ts', '~/x'), { nil: undefined }),
  workspace: fc.option(fc.constantFrom('/workspace', '/other', 'relative'), { nil: undefined }),
  action: fc.constantFrom('allow', 'ask', 'deny') as fc.Arbitrary<'allow' | 'ask' | 'deny'>,
  layer: fc.constantFrom('user', 'agent') as fc.Arbitrary<'user' | 'agent'>,
});

const rulesArb = fc.array(genRule, { maxLength: 40 }).map((specs): TypedRule[] =>
  specs.map((s, i) => ({
    ...rule(s.action, s.command, { tool: s.tool, commandExact: s.exact && s.command !== undefined, layer: s.layer, ...(s.path !== undefined ? { path: s.path } : {}), ...(s.workspace !== undefined ? { workspace: s.workspace } : {}) }),
    index: i,
  })),
);

const byIndex = (a: TypedRule, b: TypedRule) => a.index - b.index;

describe('the rule indexes are exact', () => {
  it('matchingRules finds every rule ruleMatches accepts, and selectRule the best of them', () => {
    fc.assert(
      fc.property(rulesArb, fc.constantFrom(...tools), fc.oneof(spaced, fc.constantFrom('git status', 'git --no-pager status', 'ls -la src', 'rm -rf /', 'npm run build x')), fc.option(fc.constantFrom('.env', 'src/a.ts', '/workspace/src/a.ts', '/etc/hosts', 'x'), { nil: undefined }), (rules, tool, cmd, path) => {
        const q = { tool, workspace: '/workspace', command: cmd, ...(path !== undefined ? { path } : {}) };
        const full = rules.filter((r) => ruleMatches(r, q));
        expect([...matchingRules(rules, q)].sort(byIndex)).toEqual([...full].sort(byIndex));
        const best = full.reduce<TypedRule | undefined>((b, r) => (b === undefined || compareRules(r, b) < 0 ? r : b), undefined);
        expect(selectRule(rules, q)).toBe(best);
      }),
      { numRuns: 1500 },
    );
  });

  it('matchingRules over given words (a segment argv: any case, words with spaces or empty), rules sharing their first words', () => {
    // Prefix rules that share their first words reach the index's several depths; the words are the query's own.
    const prefixes = fc.array(fc.constantFrom('git', 'GIT status', 'git status x1', 'git status  x1 y', 'git push', 'npm', 'npm run build', 'a b', 'a', 'echo a b', 'İ'), { maxLength: 30 });
    const argv = fc.array(fc.constantFrom('git', 'Git', 'status', 'STATUS', 'x1', 'y', 'push', '--no-pager', 'npm', 'run', 'build', 'a b', 'a', 'b', '', 'echo', 'İ', 'i̇'), { maxLength: 6 });
    fc.assert(
      fc.property(prefixes, fc.array(fc.constantFrom('allow', 'ask', 'deny') as fc.Arbitrary<'allow' | 'ask' | 'deny'>, { minLength: 30, maxLength: 30 }), argv, fc.boolean(), (cmds, actions, words, given) => {
        const rules = cmds.map((c, i) => ({ ...rule(actions[i]!, c), index: i }));
        // Given words come from a whitespace split or an argv; a flag before a word holding spaces is out of
        // both indexes' reach (the arity pattern is keyed by its first word), and no caller passes one.
        if (given && words.some((w) => w.includes(' '))) words = words.filter((w) => !w.startsWith('-'));
        const q = { tool: 'exec_shell', workspace: '/workspace', command: words.join(' '), ...(given ? { words } : {}) };
        const full = rules.filter((r) => ruleMatches(r, q));
        expect([...matchingRules(rules, q)].sort(byIndex)).toEqual(full);
      }),
      { numRuns: 1500 },
    );
  });

  it('the prefix levels merged when the index is built give the same list, in the same order, as a merge per query', () => {
    // Prefix rules sharing their first words, so that a command meets several levels; words as split or as given.
    const prefixes = fc.array(fc.constantFrom('git', 'GIT status', 'git status x1', 'git status  x1 y', 'git push', 'npm', 'npm run', 'npm run build', 'a b', 'a', 'echo', 'echo a', 'echo a b', 'İ'), { minLength: 4, maxLength: 30 });
    const deep = fc.constantFrom('git status x1 y', 'GIT STATUS x1', 'npm run build z', 'echo a b c', 'echo A', 'a b c', 'git push x').map((c) => c.split(' '));
    const argv = fc.oneof(deep, fc.array(fc.constantFrom('git', 'Git', 'status', 'STATUS', 'x1', 'y', 'push', 'npm', 'run', 'build', 'a b', 'a', 'b', '', 'echo', 'İ', 'i̇'), { maxLength: 6 }));
    const plain = (rules: readonly TypedRule[], q: Parameters<typeof matchingRules>[1]): TypedRule[] => {
      useMergedPrefixes(false);
      try {
        return matchingRules(rules, q);
      } finally {
        useMergedPrefixes(true);
      }
    };
    fc.assert(
      fc.property(prefixes, fc.array(fc.constantFrom('allow', 'ask', 'deny') as fc.Arbitrary<'allow' | 'ask' | 'deny'>, { minLength: 30, maxLength: 30 }), argv, fc.boolean(), (cmds, actions, words, given) => {
        const rules = cmds.map((c, i) => ({ ...rule(actions[i]!, c), index: i }));
        const q = { tool: 'exec_shell', workspace: '/workspace', command: words.join(' '), ...(given ? { words } : {}) };
        expect(matchingRules(rules, q)).toEqual(plain(rules, q));
      }),
      { numRuns: 1500 },
    );
    fc.assert(
      fc.property(rulesArb, fc.constantFrom(...tools), fc.oneof(spaced, fc.constantFrom('git status', 'git status x', 'ls -la src', 'rm -rf /', 'npm run build x')), (rules, tool, cmd) => {
        const q = { tool, workspace: '/workspace', command: cmd };
        expect(matchingRules(rules, q)).toEqual(plain(rules, q));
      }),
      { numRuns: 1500 },
    );
  });

  it('the whole-command selection kept per stack and command (shellAsk, selectShellRule, askWhole) is the plain one, asked in any order', () => {
    fc.assert(
      fc.property(rulesArb, fc.array(fc.oneof(spaced, fc.constantFrom('git status', 'GIT Status x', 'ls -la src', 'rm -rf /', 'npm run build x')), { minLength: 1, maxLength: 6 }), (rules, commands) => {
        const stack = stackOf(rules);
        for (const c of [...commands, ...commands.reverse()]) {
          const q = { tool: 'exec_shell', workspace: stack.workspace, command: c };
          const full = rules.filter((r) => ruleMatches(r, q));
          const best = full.reduce<TypedRule | undefined>((b, r) => (b === undefined || compareRules(r, b) < 0 ? r : b), undefined);
          expect([...shellAsk(stack, c).all].sort(byIndex)).toEqual([...full].sort(byIndex));
          expect(shellAsk(stack, c).best).toBe(best);
          expect(selectShellRule(stack, c)).toBe(best);
          expect(askWhole(stack, q)).toBe(shellAsk(stack, c));
          expect(selectRule(rules, q)).toBe(best);
        }
      }),
      { numRuns: 600 },
    );
  });

  it("a command's reading (hard hits, segment and whole selections, questions) is the plain answer, whatever is asked first", () => {
    const readers = ['hard', 'segments', 'whole', 'questions'] as const;
    fc.assert(
      fc.property(rulesArb, fc.oneof(spaced, command, fc.constantFrom('git status && rm -rf /', 'sudo rm -rf x; ls -la', 'bash -c "git push --force"', '  ')), fc.shuffledSubarray([...readers], { minLength: 1 }), (rules, c, order) => {
        const stack = stackOf(rules);
        const plain = {
          hard: () => hardDenyHitsIn(stack, denyScanTargets(c)),
          segments: () => segmentTargets(c).map((t) => askRules(rules, { tool: 'exec_shell', workspace: stack.workspace, command: t })),
          whole: () => askRules(rules, { tool: 'exec_shell', workspace: stack.workspace, command: c }),
          questions: () => ({ ...(c.trim() !== '' ? { hard: c } : {}), segments: segmentTargets(c).map((t) => ({ tool: 'exec_shell', workspace: stack.workspace, command: t })), whole: [{ tool: 'exec_shell', workspace: stack.workspace, command: c }] }),
        };
        const read = { hard: readHard, segments: readSegments, whole: readWhole, questions: readQuestions };
        const r = shellReading(stack, c);
        for (const k of order) {
          expect(read[k](r)).toEqual(plain[k]());
          // Asked again, the same object: kept with the command.
          expect(read[k](shellReading(stack, c))).toBe(read[k](r));
        }
        expect(policyQuestions(stack, { tool: 'exec_shell', input: { command: c } })).toEqual(plain.questions());
      }),
      { numRuns: 800 },
    );
  });

  it("a segment's stoppers (kept per stack and line, merged over its words and raw words) are the plain ones", () => {
    const words = fc.array(fc.constantFrom('git', 'status', 'push', '--force', 'rm', '-rf', '/usr/bin/rm', 'ls', '-la', 'sudo', 'npm', 'test', 'curl', 'x'), { maxLength: 5 });
    fc.assert(
      fc.property(rulesArb, fc.array(fc.tuple(words, words, fc.boolean()), { minLength: 1, maxLength: 5 }), (rules, segs) => {
        const stack = stackOf(rules);
        const holds = (r: TypedRule) => r.command !== undefined && r.tool === 'exec_shell' && r.action !== 'allow' && !isHardDeny(r);
        for (const [argv, raw, same] of [...segs, ...segs]) {
          const seg = { argv, rawArgv: same ? argv : raw };
          const texts = [...new Set([seg.argv.join(' '), seg.rawArgv.join(' ')])];
          const out = new Set(hardDenyHitsIn(stack, texts).map((h) => h.rule));
          for (const t of texts) {
            const q = { tool: 'exec_shell', workspace: stack.workspace, command: t };
            const best = rules.filter((r) => ruleMatches(r, q)).reduce<TypedRule | undefined>((b, r) => (b === undefined || compareRules(r, b) < 0 ? r : b), undefined);
            if (best && holds(best)) out.add(best);
          }
          expect(stoppers(stack, seg)).toEqual([...out].sort(byIndex));
        }
      }),
      { numRuns: 800 },
    );
  });

  it('hard denied prefixes: every prefix some deny-scan target matches, in rule order, with its first target', () => {
    // Enough rules to pass the small-list threshold as well as below it.
    const many = fc.array(fc.constantFrom('git', 'git push --force', 'rm -rf', 'rm', 'ls', 'sudo rm', '/usr/bin/rm', 'eval', 'npm test', 'curl', 'sh -c'), { maxLength: 40 });
    fc.assert(
      fc.property(many, fc.oneof(spaced, command), (cmds, c) => {
        const rules = cmds.map((x, i) => ({ ...rule('deny', x), index: i }));
        const stack = stackOf(rules);
        const targets = denyScanTargets(c);
        const expected = rules.filter(isHardDeny).flatMap((r) => {
          const t = targets.find((x) => refDenied(r.command!, x));
          return t === undefined ? [] : [{ rule: r, target: t }];
        });
        expect(hardDenyHits(stack, c)).toEqual(expected);
        expect(hardDenyHitsIn(stack, targets)).toEqual(expected);
      }),
      { numRuns: 800 },
    );
  });

  it('ruleMatches for a shell call: the same answer as each question asked of the rule alone', () => {
    fc.assert(
      fc.property(rulesArb, fc.oneof(spaced, command, fc.constantFrom('git status && rm -rf /', 'sudo rm -rf x; ls -la', 'bash -c "git push --force"')), (rules, c) => {
        const stack = stackOf(rules);
        const call = { tool: 'exec_shell', input: { command: c } };
        const asked = policyQuestions(stack, call)!;
        for (const r of rules) {
          const alone =
            (asked.hard !== undefined && isHardDeny(r) && denyScanTargets(asked.hard).some((t) => refDenied(r.command!, t))) ||
            asked.segments.some((q) => ruleMatches(r, q)) ||
            asked.whole.some((q) => ruleMatches(r, q));
          expect(typedMatchesCall(stack, r, call)).toBe(alone);
        }
      }),
      { numRuns: 800 },
    );
  });
});
