/**
 * A rule index for san's matcher, so that one evaluation costs time in the
 * number of rules that could match it rather than in the size of the stack.
 *
 * It never decides anything: it only narrows a rule list to a superset of
 * the rules that can match (the candidates, in the list's own order), and
 * the caller runs the plain matcher (./bash.ts, ./glob.ts) on each of them.
 * So the first matching rule, and every decision, stay exactly what the
 * plain scan gives (test/engines/san/rule-index.property.test.ts).
 *
 * The narrowing: every string san's `matchGlob` accepts starts with the
 * pattern's literal lead (the text before the first `*` or `?`, or the
 * literal prefix of a single `**`); the seed's multi-word `prefix:*` needs
 * the command to start with the prefix's lead. The leads go into a
 * radix tree per tool (`LeadTrie`); a query walks it along each form of the
 * call and collects the rules on the way.
 */
import { denyForms, parsedCommands, plainForm, type SanReading } from './bash.js';

/** The literal text every string `matchGlob(str, pattern)` accepts starts with. */
export function globLead(pattern: string): string {
  if (pattern === '' || pattern === '**') return '';
  if (pattern.includes('**')) {
    const parts = pattern.split('**');
    // one `**`: the prefix is compared literally (startsWith), wildcards and all
    if (parts.length === 2) return parts[0]!.replace(/\/$/, '');
  }
  return wildcardLead(pattern);
}

/** The literal text every string `wildcard(str, pattern)` accepts starts with. */
export function wildcardLead(pattern: string): string {
  const w = pattern.search(/[*?]/);
  return w < 0 ? pattern : pattern.slice(0, w);
}

/** The lead of the seed's multi-word `prefix:*` (`seedPrefix` in ./bash.ts), or undefined. */
export function seedLead(args: string): string | undefined {
  if (!args.endsWith(':*')) return undefined;
  const prefix = args.slice(0, -2);
  return /\S\s+\S/.test(prefix) ? wildcardLead(prefix.trim()) : undefined;
}

/** The leads under which a Bash rule is filed: its glob's, and the seed prefix's. */
export function bashLeads(args: string): string[] {
  const s = seedLead(args);
  return s === undefined ? [globLead(args)] : [globLead(args), s];
}

interface Node {
  /** The text from the parent to this node (empty at the root): a chain of single-child nodes is one node. */
  label: string;
  at: number[];
  /** By the first UTF-16 unit of the child's label. */
  kids?: Map<number, Node>;
}

/** A lead ending at `i` whose last unit is a high surrogate stops inside the character `str` has there (see `collect`). */
function splitsPair(str: string, i: number): boolean {
  if (i === 0 || i >= str.length) return false;
  const hi = str.charCodeAt(i - 1);
  const lo = str.charCodeAt(i);
  return hi >= 0xd800 && hi <= 0xdbff && lo >= 0xdc00 && lo <= 0xdfff;
}

/**
 * Items filed under literal leads; a query returns those whose lead starts
 * the query string. A radix tree: a run of characters no other lead
 * branches from is one node, so filing a lead and walking a query cost one
 * step per branching point rather than one map per character.
 */
export class LeadTrie {
  private readonly root: Node = { label: '', at: [] };

  add(lead: string, position: number): void {
    let n = this.root;
    let i = 0;
    while (i < lead.length) {
      const c = lead.charCodeAt(i);
      const k = n.kids?.get(c);
      if (!k) {
        const leaf: Node = { label: lead.slice(i), at: [] };
        (n.kids ??= new Map()).set(c, leaf);
        n = leaf;
        break;
      }
      const l = k.label;
      const max = Math.min(l.length, lead.length - i);
      let j = 1;
      while (j < max && l.charCodeAt(j) === lead.charCodeAt(i + j)) j++;
      if (j < l.length) {
        // the lead leaves (or ends inside) k's label: a node where they part
        const mid: Node = { label: l.slice(0, j), at: [], kids: new Map([[l.charCodeAt(j), k]]) };
        k.label = l.slice(j);
        n.kids!.set(c, mid);
        n = mid;
      } else {
        n = k;
      }
      i += j;
    }
    if (n.at[n.at.length - 1] !== position) n.at.push(position);
  }

  /**
   * Adds to `into` the positions filed under every prefix of `str` (the
   * empty one included); repeats are left to the caller. Prefixes are taken
   * by whole characters, as the character trie this replaces did: a lead
   * whose last unit is a lone high surrogate does not start a string that
   * has a surrogate pair there.
   */
  collect(str: string, into: number[]): void {
    let n: Node = this.root;
    for (const p of n.at) into.push(p);
    let i = 0;
    while (i < str.length) {
      const k = n.kids?.get(str.charCodeAt(i));
      if (!k) return;
      const l = k.label;
      if (l.length > 1 && !str.startsWith(l, i)) return;
      i += l.length;
      n = k;
      if (n.at.length > 0 && !splitsPair(str, i)) for (const p of n.at) into.push(p);
    }
  }
}

/** What an index needs of a rule (settings rules and session rules alike). */
export interface IndexedRule {
  tool: string;
  args: string;
}

/** A rule list filed per tool by the leads of its arguments. */
export class RuleIndex<R extends IndexedRule> {
  private readonly tries = new Map<string, LeadTrie>();

  constructor(
    readonly rules: readonly R[],
    leads: (r: R) => readonly string[],
  ) {
    rules.forEach((r, i) => {
      let t = this.tries.get(r.tool);
      if (!t) this.tries.set(r.tool, (t = new LeadTrie()));
      for (const l of leads(r)) t.add(l, i);
    });
  }

  /** The rules of `tool` that could match one of `queries`, in list order. */
  candidates(tool: string, queries: Iterable<string>): R[] {
    const t = this.tries.get(tool);
    if (!t) return [];
    const found: number[] = [];
    for (const q of queries) t.collect(q, found);
    if (found.length === 0) return [];
    if (found.length === 1) return [this.rules[found[0]!]!];
    found.sort((a, b) => a - b);
    const out: R[] = [];
    let last = -1;
    for (const i of found) {
      if (i === last) continue;
      last = i;
      out.push(this.rules[i]!);
    }
    return out;
  }
}

/** Below this many rules a plain scan is as fast as a lookup. */
export const SMALL = 8;

const cache = new WeakMap<readonly object[], Map<string, { length: number; index: RuleIndex<IndexedRule> }>>();

/**
 * The index of `rules` under `kind` (how leads are drawn), built once per
 * list for the process. A list is never changed once the stack is loaded;
 * a changed length rebuilds it all the same.
 */
export function indexOf<R extends IndexedRule>(rules: readonly R[], kind: string, leads: (r: R) => readonly string[]): RuleIndex<R> {
  let byKind = cache.get(rules);
  if (!byKind) cache.set(rules, (byKind = new Map()));
  const hit = byKind.get(kind);
  if (hit && hit.length === rules.length) return hit.index as unknown as RuleIndex<R>;
  const index = new RuleIndex(rules, leads);
  byKind.set(kind, { length: rules.length, index: index as unknown as RuleIndex<IndexedRule> });
  return index;
}

/** The strings any Bash rule is matched against for one reading (forms, and the commands the seed prefix reads). */
export function readingQueries(r: SanReading): string[] {
  if (r.command === '') return [''];
  let q = queriesOf.get(r);
  if (!q) queriesOf.set(r, (q = [...denyForms(r), ...parsedCommands(r).map(plainForm)]));
  return q;
}

const queriesOf = new WeakMap<SanReading, string[]>();

/** The leads a rule is filed under for `ruleCandidates`: its glob's, and a Bash rule's seed prefix. */
function ruleLeads(r: IndexedRule): string[] {
  return r.tool === 'Bash' ? bashLeads(r.args) : [globLead(r.args)];
}

/** Rules of `tool` (filed by their glob leads, Bash rules also by the seed prefix) that could match one of `queries`. */
export function ruleCandidates<R extends IndexedRule>(rules: readonly R[], tool: string, queries: readonly string[]): readonly R[] {
  if (rules.length <= SMALL) return rules.filter((r) => r.tool === tool);
  return indexOf(rules, 'rule', ruleLeads).candidates(tool, queries);
}
