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
import { normalizePattern, patternProgram } from './bash-pattern.js';
import { ruleShape } from './flag-shape.js';
import { anchorOf } from './paths.js';
import type { SubCommand } from './shell-view.js';
import { denyTexts } from './shell-view.js';
import type { ClaudeRule, ClaudeStack } from './stack.js';
import type { Target } from './state.js';

interface ActionIndex {
  /** Kinds tool, param, specifier, domain, path-less rules: by the tool they name. */
  byTool: Map<string, ClaudeRule[]>;
  /** Tool-name globs and `mcp__server` rules: tried against every tool name. */
  toolPatterns: ClaudeRule[];
  /** `Bash(pattern)` rules with a literal program by `program subcommand` where the second word is literal too (`git status *`)... */
  bashBySub: Map<string, ClaudeRule[]>;
  /** ...and by program where it is not (`git *`, `git`, `git st*`). */
  bashProgramOnly: Map<string, ClaudeRule[]>;
  /** `Bash(pattern)` rules whose program is a wildcard (`Bash(*)`, `Bash(* --version)`). */
  bashWild: ClaudeRule[];
  /** `Read(path)`/`Edit(path)` rules by their last path segment, when it is literal. */
  pathByName: Map<string, ClaudeRule[]>;
  pathWild: ClaudeRule[];
  /** `Bash(pattern)` rules whose literal prefix names a flag (`rm -rf *`), by their program (flag-shape.ts). */
  bashFlagged: Map<string, ClaudeRule[]>;
}

export interface RuleIndex {
  /** Each rule's position in `stack.rules`. */
  pos: Map<ClaudeRule, number>;
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

const cache = new WeakMap<ClaudeStack, RuleIndex>();

export function ruleIndex(stack: ClaudeStack): RuleIndex {
  let idx = cache.get(stack);
  if (idx) return idx;
  const empty = (): ActionIndex => ({ byTool: new Map(), toolPatterns: [], bashBySub: new Map(), bashProgramOnly: new Map(), bashWild: [], pathByName: new Map(), pathWild: [], bashFlagged: new Map() });
  idx = { pos: new Map(), byAction: { allow: empty(), ask: empty(), deny: empty() } };
  stack.rules.forEach((r, i) => {
    idx!.pos.set(r, i);
    const a = idx!.byAction[r.action];
    const m = r.matcher;
    switch (m.kind) {
      case 'tool-glob':
      case 'mcp-server':
        a.toolPatterns.push(r);
        break;
      case 'bash': {
        const program = patternProgram(m.pattern);
        if (program === undefined) a.bashWild.push(r);
        else {
          const second = normalizePattern(m.pattern).split(/\s+/)[1];
          if (second !== undefined && second !== '' && !second.includes('*')) push(a.bashBySub, `${program} ${second}`, r);
          else push(a.bashProgramOnly, program, r);
        }
        const flags = ruleShape(m.pattern);
        if (flags !== undefined) push(a.bashFlagged, flags.program, r);
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
  cache.set(stack, idx);
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
  return ordered(idx, [a.byTool.get(tool), a.toolPatterns]);
}

/** Rules that could match a file the call reads or writes: path rules sharing a path component, and bare Read/Edit. */
export function targetCandidates(stack: ClaudeStack, action: Decision, target: Target): ClaudeRule[] {
  const idx = ruleIndex(stack);
  const a = idx.byAction[action];
  const named: (readonly ClaudeRule[] | undefined)[] = [];
  for (const p of target.paths) for (const c of p.split('/')) if (c !== '') named.push(a.pathByName.get(c));
  return ordered(idx, [a.byTool.get('Read'), a.byTool.get('Edit'), a.pathWild, ...named]);
}

/** Rules that could match one subcommand: whole-Bash rules and Bash rules on the program of any of its spellings. */
export function subcommandCandidates(stack: ClaudeStack, action: Decision, sub: SubCommand): ClaudeRule[] {
  const idx = ruleIndex(stack);
  const a = idx.byAction[action];
  // A pattern's literal first two words are the first two words of every command it matches.
  const lists: (readonly ClaudeRule[] | undefined)[] = [a.byTool.get('Bash'), a.toolPatterns, a.bashWild];
  pushTextLists(a, denyTexts(sub), lists);
  return ordered(idx, lists);
}

/** The `Bash(pattern)` rules filed under the first two words of any of these texts (a pattern's literal first two words are a matching text's). */
function pushTextLists(a: ActionIndex, texts: readonly string[], lists: (readonly ClaudeRule[] | undefined)[]): void {
  const seen = new Set<string>();
  for (const t of texts) {
    const [program = '', second] = t.trim().split(/\s+/);
    if (!seen.has(program)) {
      seen.add(program);
      lists.push(a.bashProgramOnly.get(program));
    }
    if (second !== undefined && !seen.has(`${program} ${second}`)) {
      seen.add(`${program} ${second}`);
      lists.push(a.bashBySub.get(`${program} ${second}`));
    }
  }
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

/** `Bash(pattern)` rules whose literal prefix names a flag, on any of these programs, in the stack's order. */
export function flaggedCandidates(stack: ClaudeStack, action: Decision, programs: readonly string[]): ClaudeRule[] {
  const idx = ruleIndex(stack);
  const a = idx.byAction[action];
  return ordered(idx, programs.map((p) => a.bashFlagged.get(p)));
}

/** A rule's position in the stack's rules (the order the layers try them in). */
export function rulePosition(stack: ClaudeStack, r: ClaudeRule): number {
  return ruleIndex(stack).pos.get(r)!;
}

/** Several candidate lists as one, in the stack's order. */
export function orderedUnion(stack: ClaudeStack, ...lists: readonly (readonly ClaudeRule[])[]): ClaudeRule[] {
  return ordered(ruleIndex(stack), lists);
}
