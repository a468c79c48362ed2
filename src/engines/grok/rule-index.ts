/**
 * A rule index for the grok engine: for one access, the few rules that could
 * match it, in stack order, so that no evaluation scans every rule.
 *
 * The index only narrows: every candidate is still tried with the plain
 * matcher (`ruleMatches`, `bashAllowMatches`), and a rule the index leaves
 * out provably cannot match:
 *
 * - Bash (deny/ask raw prefix or glob, allow word prefix or glob): a command
 *   a pattern matches starts with the pattern's literal prefix (the text
 *   before its first `*`, `?` or `[`); a lookup walks the command down a
 *   trie of the rules' prefixes.
 * - Paths: a literal pattern (no `*?[`) matches only the very same spelling;
 *   a glob only a spelling that starts with its literal prefix.
 * - MCP names, URLs and search queries: the rules of that tool, unindexed
 *   (stacks hold few of them).
 *
 * One index per rule array, built on first use and kept for the process.
 */
import type { GrokRule, ToolFilter } from './stack.js';
import type { Access } from './tools.js';

type Kind = Access['kind'];
type Side = 'denyAsk' | 'allow';

const META = /[*?[]/;

/** The text before the first glob metacharacter. */
export function literalPrefix(p: string): string {
  const i = p.search(META);
  return i === -1 ? p : p.slice(0, i);
}

function toolApplies(kind: Kind, tool: ToolFilter): boolean {
  switch (tool) {
    case 'any':
      return true;
    case 'read':
      return kind === 'read' || kind === 'grep';
    default:
      return tool === kind;
  }
}

/**
 * A character trie of the prefix keys: each key's rule positions sit at the
 * node its last character reaches. Walking a text down the trie meets, in
 * ascending length, exactly the keys the text starts with, and stops where
 * no key continues: no substring is cut and hashed per key length (a
 * 10,000-rule stack has a dozen lengths, and `diff` looks up every probe's
 * command on each side several times). Most nodes have one child, held
 * without a map.
 */
class PrefixNode {
  ids: number[] | undefined;
  /** The one child's character code (-1: none), while there is only one. */
  private code = -1;
  private one: PrefixNode | undefined;
  private many: Map<number, PrefixNode> | undefined;

  child(code: number): PrefixNode | undefined {
    if (this.many !== undefined) return this.many.get(code);
    return this.code === code ? this.one : undefined;
  }

  /** The child for `code`, made when missing. */
  grow(code: number): PrefixNode {
    const had = this.child(code);
    if (had !== undefined) return had;
    const n = new PrefixNode();
    if (this.many !== undefined) this.many.set(code, n);
    else if (this.code === -1) {
      this.code = code;
      this.one = n;
    } else {
      this.many = new Map([
        [this.code, this.one!],
        [code, n],
      ]);
      this.one = undefined;
    }
    return n;
  }
}

/** Rule positions grouped by what a matching text must be, or start with. */
class Buckets {
  readonly always: number[] = [];
  /** Key: the exact text (literal path patterns). */
  readonly exact = new Map<string, number[]>();
  /** Keyed by a prefix every matching text starts with (never empty). */
  private readonly prefix = new PrefixNode();
  private prefixKeys = 0;

  private static add(m: Map<string, number[]>, k: string, i: number): void {
    const l = m.get(k);
    if (l) l.push(i);
    else m.set(k, [i]);
  }

  addPrefix(i: number, prefix: string | undefined): void {
    if (prefix === undefined || prefix === '') return void this.always.push(i);
    let n = this.prefix;
    for (let k = 0; k < prefix.length; k++) n = n.grow(prefix.charCodeAt(k));
    if (n.ids) n.ids.push(i);
    else {
      n.ids = [i];
      this.prefixKeys++;
    }
  }

  addPath(i: number, pattern: string | undefined): void {
    if (pattern === undefined || pattern === '*') return void this.always.push(i);
    if (!META.test(pattern)) return Buckets.add(this.exact, pattern, i);
    this.addPrefix(i, literalPrefix(pattern));
  }

  /** No rule at all (every lookup answers nothing). */
  empty(): boolean {
    return this.always.length === 0 && this.exact.size === 0 && this.prefixKeys === 0;
  }

  /** The lists of every key `text` starts with, shortest key first. */
  private prefixes(text: string, out: number[][]): void {
    if (this.prefixKeys === 0) return;
    let n: PrefixNode | undefined = this.prefix;
    for (let k = 0; k < text.length; k++) {
      n = n.child(text.charCodeAt(k));
      if (n === undefined) return;
      if (n.ids !== undefined) out.push(n.ids);
    }
  }

  command(text: string, out: number[][]): void {
    if (this.always.length > 0) out.push(this.always);
    this.prefixes(text, out);
  }

  path(forms: readonly string[], out: number[][]): void {
    if (this.always.length > 0) out.push(this.always);
    const found: number[][] = [];
    for (const f of forms) {
      const e = this.exact.get(f);
      if (e) found.push(e);
      this.prefixes(f, found);
    }
    // The same list found through two spellings counts once (a single list needs no set).
    if (found.length === 1) out.push(found[0]!);
    else if (found.length > 1) out.push(...new Set(found));
  }
}

function merged(rules: readonly GrokRule[], lists: number[][]): GrokRule[] {
  if (lists.length === 0) return [];
  const ids = lists.length === 1 ? lists[0]! : [...new Set(lists.flat())].sort((a, b) => a - b);
  return ids.map((i) => rules[i]!);
}

/** Up to this many rules, an index keys nothing (see `of`). */
const FEW = 4;

export class RuleIndex {
  private readonly buckets = new Map<Kind, (Buckets | undefined)[]>();
  /** Deny and ask rules on Bash (`Bash(...)` and tool-less patterns), in stack order. */
  readonly bashDenyAsk: readonly GrokRule[];
  /** Deny and ask rules the shell file gate tries (Read, Edit, tool-less). */
  readonly fileDenyAsk: readonly GrokRule[];

  constructor(private readonly rules: readonly GrokRule[]) {
    this.bashDenyAsk = rules.filter((r) => side(r) === 'denyAsk' && (r.tool === 'bash' || r.tool === 'any'));
    this.fileDenyAsk = rules.filter((r) => side(r) === 'denyAsk' && (r.tool === 'read' || r.tool === 'edit' || r.tool === 'any'));
  }

  private of(kind: Kind, s: Side, form: 'deny' | 'allow'): Buckets {
    // Two-level lookup, no key string: `ruleMatches` asks millions of times on `diff`.
    let byKind = this.buckets.get(kind);
    if (!byKind) this.buckets.set(kind, (byKind = []));
    const slot = (s === 'allow' ? 2 : 0) + (form === 'allow' ? 1 : 0);
    let b = byKind[slot];
    if (b) return b;
    b = new Buckets();
    // A stack of a few rules (`ruleMatches` asks about one rule alone, in a stack of its own) is not worth keying:
    // every rule of the side and tool is a candidate, which the plain matchers then try (the index only narrows).
    const few = this.rules.length <= FEW;
    this.rules.forEach((r, i) => {
      if (side(r) !== s || !toolApplies(kind, r.tool)) return;
      if (few) return void b!.always.push(i);
      const p = r.pattern;
      if (kind === 'bash') b!.addPrefix(i, p === undefined || p === '*' ? undefined : literalPrefix(form === 'allow' ? p.trim() : p));
      else if (kind === 'read' || kind === 'grep' || kind === 'edit') b!.addPath(i, p);
      else b!.always.push(i);
    });
    byKind[slot] = b;
    return b;
  }

  /**
   * The rules of one side that could match the access under `ruleMatches`
   * (for Bash: the deny/ask form), in stack order. `forms`: the path
   * spellings `ruleMatches` tries (`pathForms`), for path accesses.
   */
  candidates(s: Side, access: Access, forms?: readonly string[]): GrokRule[] {
    const b = this.of(access.kind, s, 'deny');
    const out: number[][] = [];
    if (access.kind === 'bash') b.command(access.command.trimStart(), out);
    else if (access.kind === 'read' || access.kind === 'grep' || access.kind === 'edit') {
      if (forms) b.path(forms, out);
      else if (b.always.length > 0) out.push(b.always);
    } else if (b.always.length > 0) out.push(b.always);
    return merged(this.rules, out);
  }

  /** Whether any rule could match a segment under `bashAllowMatches` (`bashAllow` answers nothing otherwise). */
  hasBashAllow(): boolean {
    return !this.of('bash', 'allow', 'allow').empty();
  }

  /** The Bash allow rules (`Bash(...)` and tool-less) that could match one segment under `bashAllowMatches`, in stack order. */
  bashAllow(command: string): GrokRule[] {
    const out: number[][] = [];
    this.of('bash', 'allow', 'allow').command(command.trimStart(), out);
    return merged(this.rules, out);
  }
}

function side(r: GrokRule): Side {
  return r.action === 'allow' ? 'allow' : 'denyAsk';
}

const indexes = new WeakMap<readonly GrokRule[], RuleIndex>();

export function ruleIndex(rules: readonly GrokRule[]): RuleIndex {
  let ix = indexes.get(rules);
  if (!ix) {
    ix = new RuleIndex(rules);
    indexes.set(rules, ix);
  }
  return ix;
}
