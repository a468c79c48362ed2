/**
 * The stack's rules filed by what they can match, so a call meets only the
 * rules that could match one of its parts, never a scan of every rule per
 * part: Bash rules by the program their pattern names (a wildcarded program
 * in a bucket of its own), path rules by their last literal path segment,
 * every other rule by the tool it names. Built once per stack; the
 * candidates come back in the stack's order, which is the order the layers
 * try rules in.
 */
import type { Decision } from '../../core/types.js';
import { normalizePattern } from './bash-pattern.js';
import { ruleShape, type FlagShape } from './flag-shape.js';
import { anchorOf } from './paths.js';
import type { SubCommand } from './shell-view.js';
import { denyTexts } from './shell-view.js';
import { sameRule, type ClaudeRule, type ClaudeStack } from './stack.js';
import type { Target } from './state.js';

interface ActionIndex {
  /** Kinds tool, param, specifier, domain, path-less rules: by the tool they name. */
  byTool: Map<string, ClaudeRule[]>;
  /** Tool-name globs and `mcp__server` rules: tried against every tool name. */
  toolPatterns: ClaudeRule[];
  /**
   * `Bash(pattern)` rules with a literal program, by their literal first
   * words (up to BASH_DEPTH, joined by a space): `git status x *` under
   * `git status x`, `git st*` under `git`.
   */
  bashByWords: Map<string, ClaudeRule[]>;
  /** `Bash(pattern)` rules whose program is a wildcard (`Bash(*)`, `Bash(* --version)`). */
  bashWild: ClaudeRule[];
  /** `Read(path)`/`Edit(path)` rules by their last path segment, when it is literal. */
  pathByName: Map<string, ClaudeRule[]>;
  pathWild: ClaudeRule[];
  /**
   * `Bash(pattern)` rules whose literal prefix names a flag (`rm -rf *`,
   * flag-shape.ts), by their program and first plain word (`rm\u0000` when
   * there is none): a command it fits names both.
   */
  bashFlagged: Map<string, ClaudeRule[]>;
  /**
   * toolCandidates's answer per tool name (up to 1,024 names), worked out on
   * first ask: it reads only this index, which never changes once built
   * (every evaluation asks for the call's tool, per action).
   */
  byToolName: Map<string, ClaudeRule[]>;
  /** Where the `Bash(pattern)` rules naming a flag are filed (flaggedReach). */
  flaggedAt: FlaggedReach;
}

/**
 * Where the `Bash(pattern)` rules whose literal prefix names a flag are
 * filed: the programs `bashFlagged` files them under, the first words of
 * the `bashByWords` keys they are filed under, and whether one is in
 * `bashWild`. A text whose first word is none of these words finds no such
 * rule among its text candidates, and a command shape whose program is none
 * of these programs fits none (flaggedCandidates).
 */
export interface FlaggedReach {
  programs: Set<string>;
  firstWords: Set<string>;
  wild: boolean;
}

export interface RuleIndex {
  /** Each rule's position in `stack.rules`. */
  pos: Map<ClaudeRule, number>;
  /** The `Bash(pattern)` rules whose literal prefix names a flag. */
  flagged: Set<ClaudeRule>;
  byAction: Record<Decision, ActionIndex>;
}

const GLOB_CHARS = /[*?[\]{}()!+@\\]/;

function push<K>(m: Map<K, ClaudeRule[]>, k: K, r: ClaudeRule): void {
  const list = m.get(k);
  if (list) list.push(r);
  else m.set(k, [r]);
}

/** The literal last segment every path the rule matches has among its components, if there is one. */
function pathName(r: ClaudeRule, stack: ClaudeStack): string | undefined {
  if (r.matcher.kind !== 'path') return undefined;
  const { rest } = anchorOf(r.matcher.pattern, { settingsRoot: r.anchor, workspace: stack.workspace, home: stack.home });
  const last = rest.replace(/\/+$/, '').split('/').pop() ?? '';
  if (last === '' || last === '.' || last === '..' || GLOB_CHARS.test(last)) return undefined;
  return last;
}

/** How many literal first words a Bash rule is filed under, at most. */
const BASH_DEPTH = 4;

/**
 * A Bash pattern's words before the first one with a `*` (at most
 * BASH_DEPTH). Every text the pattern matches starts with these words,
 * each a whole word: a literal word is followed, in the pattern, by a blank,
 * by a trailing ` *` (which also matches nothing), or by the pattern's end.
 */
function literalWords(pattern: string): string[] {
  const out: string[] = [];
  for (const w of normalizePattern(pattern).split(/\s+/)) {
    if (w === '' || w.includes('*') || out.length === BASH_DEPTH) break;
    out.push(w);
  }
  return out;
}

const cache = new WeakMap<ClaudeStack, RuleIndex>();

/**
 * The stack indexed last. Where to file a rule reads only its action,
 * matcher and anchor and the stack's workspace and home, so a stack whose
 * every rule is written alike (`sameRule`, stack.ts) in the same place as
 * that stack's, with the same workspace and home (lint's trusted twin and
 * the stack as it is, read from the same files), is filed as it is, each
 * rule put where its counterpart is. Held weakly.
 */
let lastIndexed: WeakRef<ClaudeStack> | undefined;

export function ruleIndex(stack: ClaudeStack): RuleIndex {
  let idx = cache.get(stack);
  if (idx) return idx;
  const prev = lastIndexed?.deref();
  const from = prev !== undefined ? cache.get(prev) : undefined;
  idx = prev !== undefined && from !== undefined && filedAlike(prev, stack) ? refiled(from, stack) : buildIndex(stack);
  cache.set(stack, idx);
  lastIndexed = new WeakRef(stack);
  return idx;
}

function filedAlike(a: ClaudeStack, b: ClaudeStack): boolean {
  if (a.workspace !== b.workspace || a.home !== b.home || a.rules.length !== b.rules.length) return false;
  for (let i = 0; i < a.rules.length; i++) if (!sameRule(a.rules[i]!, b.rules[i]!)) return false;
  return true;
}

/** An index filed as `from`, with each rule replaced by the rule in its place in `stack` (the lookups it keeps start empty). */
function refiled(from: RuleIndex, stack: ClaudeStack): RuleIndex {
  const twin = (r: ClaudeRule): ClaudeRule => stack.rules[from.pos.get(r)!]!;
  const list = (l: readonly ClaudeRule[]): ClaudeRule[] => l.map(twin);
  const lists = <K>(m: ReadonlyMap<K, ClaudeRule[]>): Map<K, ClaudeRule[]> => {
    const out = new Map<K, ClaudeRule[]>();
    for (const [k, l] of m) out.set(k, list(l));
    return out;
  };
  const action = (a: ActionIndex): ActionIndex => ({
    byTool: lists(a.byTool),
    toolPatterns: list(a.toolPatterns),
    bashByWords: lists(a.bashByWords),
    bashWild: list(a.bashWild),
    pathByName: lists(a.pathByName),
    pathWild: list(a.pathWild),
    bashFlagged: lists(a.bashFlagged),
    byToolName: new Map(),
    flaggedAt: { programs: new Set(a.flaggedAt.programs), firstWords: new Set(a.flaggedAt.firstWords), wild: a.flaggedAt.wild },
  });
  return {
    pos: new Map(stack.rules.map((r, i) => [r, i])),
    flagged: new Set([...from.flagged].map(twin)),
    byAction: { allow: action(from.byAction.allow), ask: action(from.byAction.ask), deny: action(from.byAction.deny) },
  };
}

function buildIndex(stack: ClaudeStack): RuleIndex {
  const empty = (): ActionIndex => ({ byTool: new Map(), toolPatterns: [], bashByWords: new Map(), bashWild: [], pathByName: new Map(), pathWild: [], bashFlagged: new Map(), byToolName: new Map(), flaggedAt: { programs: new Set(), firstWords: new Set(), wild: false } });
  const idx: RuleIndex = { pos: new Map(), flagged: new Set(), byAction: { allow: empty(), ask: empty(), deny: empty() } };
  stack.rules.forEach((r, i) => {
    idx.pos.set(r, i);
    const a = idx.byAction[r.action];
    const m = r.matcher;
    switch (m.kind) {
      case 'tool-glob':
      case 'mcp-server':
        a.toolPatterns.push(r);
        break;
      case 'bash': {
        const words = literalWords(m.pattern);
        if (words.length === 0) a.bashWild.push(r);
        else push(a.bashByWords, words.join(' '), r);
        const flags = ruleShape(m.pattern);
        if (flags !== undefined) {
          idx.flagged.add(r);
          push(a.bashFlagged, flagKey(flags.program, flags.words[0] ?? ''), r);
          a.flaggedAt.programs.add(flags.program);
          if (words.length === 0) a.flaggedAt.wild = true;
          else a.flaggedAt.firstWords.add(words[0]!);
        }
        break;
      }
      case 'path': {
        const name = pathName(r, stack);
        if (name === undefined) a.pathWild.push(r);
        else push(a.pathByName, name, r);
        break;
      }
      case 'domain':
        push(a.byTool, 'WebFetch', r);
        break;
      default:
        push(a.byTool, m.tool, r);
    }
  });
  return idx;
}

/** The rules in stack order, each once. */
function ordered(idx: RuleIndex, lists: readonly (readonly ClaudeRule[] | undefined)[]): ClaudeRule[] {
  // Each list is in the stack's order already: one list needs no merge.
  const full: (readonly ClaudeRule[])[] = [];
  for (const l of lists) if (l !== undefined && l.length > 0 && !full.includes(l)) full.push(l);
  if (full.length === 0) return [];
  if (full.length === 1) return full[0] as ClaudeRule[];
  const seen = new Set<ClaudeRule>();
  for (const l of full) for (const r of l) seen.add(r);
  return [...seen].sort((a, b) => idx.pos.get(a)! - idx.pos.get(b)!);
}

/** Rules that name a tool as a whole, by name or by a pattern on names, and the tool's other specifier rules. */
export function toolCandidates(stack: ClaudeStack, action: Decision, tool: string): ClaudeRule[] {
  const idx = ruleIndex(stack);
  const a = idx.byAction[action];
  let rules = a.byToolName.get(tool);
  if (rules === undefined) {
    // Tool names come from the calls: a batch of made-up names keeps at most this many.
    if (a.byToolName.size >= 1024) a.byToolName.clear();
    a.byToolName.set(tool, (rules = ordered(idx, [a.byTool.get(tool), a.toolPatterns])));
  }
  return rules;
}

/** Rules that could match a file the call reads or writes: path rules sharing a path component, and bare Read/Edit. */
export function targetCandidates(stack: ClaudeStack, action: Decision, target: Target): ClaudeRule[] {
  // Once per stack, action and list of paths (the lookup reads nothing else of the target; the targets of
  // one written path share its list, items.ts).
  let byAction = targetCache.get(stack);
  if (!byAction) targetCache.set(stack, (byAction = { allow: new WeakMap(), ask: new WeakMap(), deny: new WeakMap() }));
  let rules = byAction[action].get(target.paths);
  if (!rules) byAction[action].set(target.paths, (rules = targetLookup(stack, action, target)));
  return rules;
}

const targetCache = new WeakMap<ClaudeStack, Record<Decision, WeakMap<readonly string[], ClaudeRule[]>>>();

function targetLookup(stack: ClaudeStack, action: Decision, target: Target): ClaudeRule[] {
  const idx = ruleIndex(stack);
  const a = idx.byAction[action];
  const named: (readonly ClaudeRule[] | undefined)[] = [];
  for (const p of target.paths) for (const c of p.split('/')) if (c !== '') named.push(a.pathByName.get(c));
  return ordered(idx, [a.byTool.get('Read'), a.byTool.get('Edit'), a.pathWild, ...named]);
}

/**
 * Rules that could match one subcommand: whole-Bash rules and Bash rules on
 * the literal first words of any of its spellings (once per stack, action
 * and subcommand: a subcommand is kept per reading of its command, and keeps
 * its candidates for the last stack asked about).
 */
export function subcommandCandidates(stack: ClaudeStack, action: Decision, sub: SubCommand): ClaudeRule[] {
  let c = sub.candidates;
  if (c === undefined || c.stack !== stack) sub.candidates = c = { stack, byAction: {} };
  return (c.byAction[action] ??= subcommandLookup(stack, action, sub));
}

function subcommandLookup(stack: ClaudeStack, action: Decision, sub: SubCommand): ClaudeRule[] {
  const idx = ruleIndex(stack);
  const a = idx.byAction[action];
  // A pattern's literal first words are the first words of every command it matches.
  const lists: (readonly ClaudeRule[] | undefined)[] = [a.byTool.get('Bash'), a.toolPatterns, a.bashWild];
  // Its keys read only its texts: worked out once for every stack and action.
  for (const k of (sub.wordKeys ??= wordKeys(denyTexts(sub)))) lists.push(a.bashByWords.get(k));
  return ordered(idx, lists);
}

/** The `Bash(pattern)` rules filed under the first words of any of these texts (a pattern's literal first words are a matching text's). */
function pushTextLists(a: ActionIndex, texts: readonly string[], lists: (readonly ClaudeRule[] | undefined)[]): void {
  for (const k of wordKeys(texts)) lists.push(a.bashByWords.get(k));
}

/**
 * The keys `bashByWords` is read with for these texts: for each, its first
 * 1 to BASH_DEPTH words (as `/\s+/` splits the trimmed text) joined by one
 * space. Read by one scan per text; where each gap so far is one space, the
 * key is the text's own prefix.
 */
export function wordKeys(texts: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of texts) {
    const s = t.trim();
    let key = '';
    let plain = true;
    for (let n = 0, i = 0; n < BASH_DEPTH && i < s.length; n++) {
      let j = i;
      while (j < s.length && !isBlank(s.charCodeAt(j))) j++;
      key = plain ? s.slice(0, j) : `${key} ${s.slice(i, j)}`;
      out.push(key);
      let k = j;
      while (k < s.length && isBlank(s.charCodeAt(k))) k++;
      if (k - j !== 1 || s.charCodeAt(j) !== 32) plain = false;
      i = k;
    }
  }
  return out;
}

/** The first word of a text as wordKeys reads it (the trimmed text up to its first blank): what every key of the text starts with. */
export function firstWord(text: string): string {
  const s = text.trim();
  let j = 0;
  while (j < s.length && !isBlank(s.charCodeAt(j))) j++;
  return s.slice(0, j);
}

/** Where the action's rules naming a flag are filed (built with the index). */
export function flaggedReach(stack: ClaudeStack, action: Decision): FlaggedReach {
  return ruleIndex(stack).byAction[action].flaggedAt;
}

/** Whether the character is one `\s` matches (white space and line terminators, as `trim` removes). */
function isBlank(c: number): boolean {
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

/**
 * The `Bash(pattern)` rules that could match one of these texts (on their
 * first two words, or with a wildcard program), in the stack's order.
 */
export function bashTextCandidates(stack: ClaudeStack, action: Decision, texts: readonly string[]): ClaudeRule[] {
  const idx = ruleIndex(stack);
  const a = idx.byAction[action];
  const lists: (readonly ClaudeRule[] | undefined)[] = [a.bashWild];
  pushTextLists(a, texts, lists);
  return ordered(idx, lists);
}

const flagKey = (program: string, word: string) => `${program}\u0000${word}`;

/**
 * `Bash(pattern)` rules whose literal prefix names a flag and that could fit
 * one of these command shapes (same program, first plain word among the
 * command's), in the stack's order.
 */
export function flaggedCandidates(stack: ClaudeStack, action: Decision, shapes: readonly FlagShape[]): ClaudeRule[] {
  const idx = ruleIndex(stack);
  const a = idx.byAction[action];
  const lists: (readonly ClaudeRule[] | undefined)[] = [];
  for (const sh of shapes) {
    lists.push(a.bashFlagged.get(flagKey(sh.program, '')));
    for (const w of sh.words) lists.push(a.bashFlagged.get(flagKey(sh.program, w)));
  }
  return ordered(idx, lists);
}

/** Whether the rule is a `Bash(pattern)` rule whose literal prefix names a flag. */
export function isFlagged(stack: ClaudeStack, r: ClaudeRule): boolean {
  return ruleIndex(stack).flagged.has(r);
}

/** A rule's position in the stack's rules (the order the layers try them in). */
export function rulePosition(stack: ClaudeStack, r: ClaudeRule): number {
  return ruleIndex(stack).pos.get(r)!;
}

/** Several candidate lists as one, in the stack's order. */
export function orderedUnion(stack: ClaudeStack, ...lists: readonly (readonly ClaudeRule[])[]): ClaudeRule[] {
  return ordered(ruleIndex(stack), lists);
}
