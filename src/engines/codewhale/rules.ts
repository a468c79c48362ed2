/**
 * Typed `permissions.toml` rules: which rules match a call, and which one
 * is selected (`User > Agent > BuiltinDefault`, then `deny > ask > allow`,
 * then specificity), exactly as seed 000's six steps say.
 */
import { STRICTNESS } from '../../core/types.js';
import { allowRuleMatches, commandWords, policyClass, ruleTokens } from './prefix.js';
import { RULE_LAYER_RANK, type TypedRule } from './stack.js';

/**
 * A command deny is promoted to a hard denied prefix — checked over every
 * deny-scan target before any typed rule — unless it is `command_exact` or
 * scoped to a `workspace`; its `tool` and `path` play no part
 * (crates/config/src/lib.rs, PermissionsToml::ruleset).
 */
export function isHardDeny(r: TypedRule): boolean {
  return r.action === 'deny' && r.command !== undefined && !r.commandExact && r.workspace === undefined;
}

export interface RuleQuery {
  tool: string;
  /** The shell command as a string (the whole call, or one segment). */
  command?: string;
  /** Words of the command when they are known better than by splitting (a segment's argv). */
  words?: readonly string[];
  /** The call's target path, as given. */
  path?: string;
  workspace: string;
}

/** Codewhale's workspace scope normalisation: absolute, no `..`, not the root; else it never matches. */
export function normalizeWorkspace(p: string): string | undefined {
  let s = p.trim().replace(/\\/g, '/');
  const drive = /^[A-Za-z]:\//.test(s);
  if (!s.startsWith('/') && !drive) return undefined;
  const parts = s.split('/').filter((x) => x !== '' && x !== '.');
  if (parts.includes('..')) return undefined;
  if (parts.length === 0 || (drive && parts.length === 1)) return undefined;
  s = drive ? parts.join('/') : `/${parts.join('/')}`;
  return drive ? s.toLowerCase() : s;
}

/**
 * A path made workspace-relative, or undefined when it escapes the workspace
 * or traverses (`..`): such paths never become matchable file rules.
 */
export function workspaceRelative(path: string, workspace: string): string | undefined {
  const s = path.trim().replace(/\\/g, '/');
  const parts = s.split('/').filter((x) => x !== '' && x !== '.');
  if (parts.includes('..')) return undefined;
  if (/^[A-Za-z]:(?!\/)/.test(s)) return undefined;
  if (s.startsWith('/') || /^[A-Za-z]:\//.test(s)) {
    const ws = normalizeWorkspace(workspace);
    if (!ws) return undefined;
    const abs = `/${parts.join('/')}`;
    if (abs === ws) return '';
    if (!abs.startsWith(`${ws}/`)) return undefined;
    return abs.slice(ws.length + 1);
  }
  return parts.join('/');
}

function rooted(p: string): boolean {
  const s = p.trim();
  return s.startsWith('/') || s.startsWith('~/') || /^[A-Za-z]:[\\/]/.test(s);
}

/** Whether a rule path can ever match: it normalises into the workspace, or it is rooted without `..` (pathRuleMatches' two ways). */
export function pathCanMatch(rulePath: string, workspace: string): boolean {
  if (workspaceRelative(rulePath, workspace) !== undefined) return true;
  return rooted(rulePath) && !rulePath.split(/[\\/]/).includes('..');
}

export function pathRuleMatches(rulePath: string, callPath: string, workspace: string): boolean {
  const r = workspaceRelative(rulePath, workspace);
  const c = workspaceRelative(callPath, workspace);
  if (r !== undefined && c !== undefined && r === c) return true;
  // A rooted rule may name an exact path outside the workspace.
  if (rooted(rulePath) && !rulePath.split(/[\\/]/).includes('..')) {
    return rulePath.trim().replace(/\\/g, '/') === callPath.trim().replace(/\\/g, '/');
  }
  return false;
}

export function ruleMatches(rule: TypedRule, q: RuleQuery): boolean {
  return matchesOver(rule, q, q.words);
}

/** ruleMatches with the command's words already split (undefined: split them if a rule needs them). */
function matchesOver(rule: TypedRule, q: RuleQuery, words: readonly string[] | undefined): boolean {
  if (rule.tool !== q.tool) return false;
  if (rule.workspace !== undefined) {
    const a = normalizeWorkspace(rule.workspace);
    const b = normalizeWorkspace(q.workspace);
    if (a === undefined || b === undefined || a !== b) return false;
  }
  if (rule.command !== undefined) {
    if (q.command === undefined) return false;
    if (rule.commandExact) {
      if (rule.command.trim() !== q.command.trim()) return false;
    } else if (!allowRuleMatches(rule.command, words ?? commandWords(q.command))) return false;
  }
  if (rule.path !== undefined) {
    if (q.path === undefined) return false;
    if (!pathRuleMatches(rule.path, q.path, q.workspace)) return false;
  }
  return true;
}

/** Codewhale's specificity: a constrained matcher outweighs any tool-wide rule; longer matchers outweigh shorter. */
export function specificity(r: TypedRule): number {
  let s = r.tool.length;
  if (r.command !== undefined) s += r.command.length + 1000;
  if (r.path !== undefined) s += r.path.length + 1000;
  if (r.workspace !== undefined) s += r.workspace.length + 1000;
  if (r.commandExact) s += 1;
  return s;
}

/** Negative when a is selected over b. */
export function compareRules(a: TypedRule, b: TypedRule): number {
  return (
    RULE_LAYER_RANK[b.layer] - RULE_LAYER_RANK[a.layer] ||
    STRICTNESS[b.action] - STRICTNESS[a.action] ||
    specificity(b) - specificity(a) ||
    a.index - b.index
  );
}

/**
 * The typed rules of one stack bucketed so that a query only meets the rules
 * that could match it: per tool, tool-wide rules, exact commands by their
 * trimmed text, prefix commands by their words (the word-boundary branch
 * of allow_rule_matches: the command's first words, lower-cased, are the
 * rule's) and by their whole pattern (its arity-table branch), path rules by
 * their workspace-relative and rooted spellings. A superset of the matches:
 * `ruleMatches` still decides each candidate.
 */
interface ToolBucket {
  wide: TypedRule[];
  exact: Map<string, TypedRule[]>;
  /** Prefix rules by their lower-cased words, one word a level: a command walks down its own first words. */
  prefix: PrefixNode;
  /** Each rule's position in the list: prefix hits of several lengths are put back in rule order. */
  at: Map<TypedRule, number>;
  pattern: Map<string, TypedRule[]>;
  /** The first space-separated word of each pattern key: a command whose first positional word is not among them meets no pattern. */
  patternFirst: Set<string>;
  path: Map<string, TypedRule[]>;
}

/** One level of the prefix rules: the rules whose words end here, and the next word's levels. */
interface PrefixNode {
  rules: TypedRule[];
  next: Map<string, PrefixNode>;
  /**
   * The rules of this node and of every node above it, in rule order: what a
   * command whose words walk straight down to here (one word a level) meets,
   * merged once when the index is built instead of once per query. It keys on
   * the node alone, which is safe because a straight walk reaches a node by one
   * path only, and the rules never change once indexed.
   */
  upTo: readonly TypedRule[];
}

const prefixNode = (): PrefixNode => ({ rules: [], next: new Map(), upTo: [] });

/** Fills each node's upTo from its parent's (a rule sits in one node, so positions never repeat). */
function mergeDown(node: PrefixNode, above: readonly TypedRule[], at: ReadonlyMap<TypedRule, number>): void {
  node.upTo = node.rules.length === 0 ? above : [...above, ...node.rules].sort((x, y) => at.get(x)! - at.get(y)!);
  for (const child of node.next.values()) mergeDown(child, node.upTo, at);
}

/** Off only in the property test, which holds the merged lists to a merge made per query. */
let mergedPrefixes = true;
export function useMergedPrefixes(on: boolean): void {
  mergedPrefixes = on;
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}

function rawPathKey(p: string): string {
  return `raw:${p.trim().replace(/\\/g, '/')}`;
}

function buildIndex(rules: readonly TypedRule[], workspace: string): Map<string, ToolBucket> {
  const byTool = new Map<string, ToolBucket>();
  for (const r of rules) {
    let b = byTool.get(r.tool);
    if (!b) byTool.set(r.tool, (b = { wide: [], exact: new Map(), prefix: prefixNode(), at: new Map(), pattern: new Map(), patternFirst: new Set(), path: new Map() }));
    b.at.set(r, b.at.size);
    if (r.command !== undefined) {
      if (r.commandExact) push(b.exact, r.command.trim(), r);
      else {
        const key = r.command.trim().toLowerCase();
        push(b.pattern, key, r);
        b.patternFirst.add(key.split(' ')[0]!);
        const words = ruleTokens(r.command);
        if (words.length > 0) {
          let node = b.prefix;
          for (const w of words) {
            let child = node.next.get(w);
            if (child === undefined) node.next.set(w, (child = prefixNode()));
            node = child;
          }
          node.rules.push(r);
        }
      }
    } else if (r.path !== undefined) {
      const rel = workspaceRelative(r.path, workspace);
      if (rel !== undefined) push(b.path, `rel:${rel}`, r);
      if (rooted(r.path) && !r.path.split(/[\\/]/).includes('..')) push(b.path, rawPathKey(r.path), r);
    } else b.wide.push(r);
  }
  for (const b of byTool.values()) mergeDown(b.prefix, [], b.at);
  return byTool;
}

/** One index per rule list and workspace: a stack's rules never change once loaded. */
const indexes = new WeakMap<readonly TypedRule[], { workspace: string; byTool: Map<string, ToolBucket> }>();

function indexOf(rules: readonly TypedRule[], workspace: string): Map<string, ToolBucket> {
  let ix = indexes.get(rules);
  if (ix === undefined || ix.workspace !== workspace) indexes.set(rules, (ix = { workspace, byTool: buildIndex(rules, workspace) }));
  return ix.byTool;
}

/** The first word not starting with `-`, lower-cased ('' when none): the first word of the command's arity prefix. */
function firstPositional(words: readonly string[]): string {
  for (const w of words) if (!w.startsWith('-')) return w.toLowerCase();
  return '';
}

/** Every typed rule that matches the query (ruleMatches), found through the index. */
export function matchingRules(rules: readonly TypedRule[], q: RuleQuery): TypedRule[] {
  const b = indexOf(rules, q.workspace).get(q.tool);
  if (!b) return [];
  // Candidate lists in a fixed order (tool-wide, exact, arity pattern, first word, paths); most queries meet none.
  const lists: (readonly TypedRule[])[] = [];
  const take = (list: readonly TypedRule[] | undefined) => {
    if (list !== undefined && list.length > 0) lists.push(list);
  };
  take(b.wide);
  // The command split once for every candidate, not once per rule.
  let cmdWords: readonly string[] | undefined;
  if (q.command !== undefined) {
    const words = q.words ?? commandWords(q.command);
    if (b.exact.size > 0) take(b.exact.get(q.command.trim()));
    if (b.pattern.size > 0 && b.patternFirst.has(firstPositional(words))) take(b.pattern.get(policyClass(words)));
    if (b.prefix.next.size > 0) {
      // The rules whose words are the command's first one, two, … words, joined with spaces (a given
      // word may hold spaces: `a b` is the rule `a b`'s two words; an empty piece ends every match).
      let first: readonly TypedRule[] | undefined;
      let more: (readonly TypedRule[])[] | undefined;
      // The last node with rules, while every word so far was one level (no word holding spaces).
      let deepest: PrefixNode | undefined;
      let straight = true;
      let node: PrefixNode | undefined = b.prefix;
      walk: for (let k = 0; k < words.length && node.next.size > 0; k++) {
        const w = words[k]!.toLowerCase();
        if (!w.includes(' ')) node = w === '' ? undefined : node.next.get(w);
        else {
          straight = false;
          for (const piece of w.split(' ')) if ((node = piece === '' ? undefined : node.next.get(piece)) === undefined) break;
        }
        if (node === undefined) break walk;
        if (node.rules.length === 0) continue;
        deepest = node;
        if (first === undefined) first = node.rules;
        else (more ??= [first]).push(node.rules);
      }
      if (more !== undefined) take(straight && mergedPrefixes ? deepest!.upTo : more.flat().sort((x, y) => b.at.get(x)! - b.at.get(y)!));
      else take(first);
    }
    cmdWords = words;
  }
  if (q.path !== undefined && b.path.size > 0) {
    const rel = workspaceRelative(q.path, q.workspace);
    if (rel !== undefined) take(b.path.get(`rel:${rel}`));
    take(b.path.get(rawPathKey(q.path)));
  }
  if (lists.length === 0) return [];
  const candidates = lists.length === 1 ? lists[0]! : new Set(lists.flat());
  const out: TypedRule[] = [];
  for (const r of candidates) if (matchesOver(r, q, cmdWords)) out.push(r);
  return out;
}

/** matching_ask_rule: the one typed rule selected for the query, if any matches. */
export function selectRule(rules: readonly TypedRule[], q: RuleQuery): TypedRule | undefined {
  let best: TypedRule | undefined;
  // The command is split once for all the rules, not once per rule.
  const query = q.command !== undefined && q.words === undefined ? { ...q, words: commandWords(q.command) } : q;
  for (const r of matchingRules(rules, query)) {
    if (best === undefined || compareRules(r, best) < 0) best = r;
  }
  return best;
}

/** Why `w` is selected over `r` when both match (compareRules, in Codewhale's words). */
export function selectionWhy(w: TypedRule, r: TypedRule): string {
  if (w.layer !== r.layer) return `${w.layer} rules rank above ${r.layer} rules (User > Agent > BuiltinDefault)`;
  if (w.action !== r.action) return `same layer, ${w.action} > ${r.action}`;
  if (specificity(w) !== specificity(r)) return 'same layer and action, the more specific matcher wins';
  return 'same layer, action and specificity: the earlier rule wins';
}

/** Codewhale's label for a rule, as `/permissions` and its decisions show it. */
export function ruleLabel(r: TypedRule): string {
  let s = `tool=${r.tool}`;
  if (r.command !== undefined) s += ` command=${r.command}`;
  if (r.commandExact) s += ' command_exact=true';
  if (r.path !== undefined) s += ` path=${r.path}`;
  if (r.workspace !== undefined) s += ` workspace=${r.workspace}`;
  return s;
}
