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
 *   before its first `*`, `?` or `[`); a lookup tries the command's prefixes
 *   of every length some rule's prefix has.
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

/** Rule positions grouped by what a matching text must be, or start with. */
class Buckets {
  readonly always: number[] = [];
  /** Key: the exact text (literal path patterns). */
  readonly exact = new Map<string, number[]>();
  /** Key: a prefix every matching text starts with. */
  readonly prefix = new Map<string, number[]>();
  /** The distinct key lengths of `prefix`, ascending. */
  private lengths: number[] = [];

  private static add(m: Map<string, number[]>, k: string, i: number): void {
    const l = m.get(k);
    if (l) l.push(i);
    else m.set(k, [i]);
  }

  addPrefix(i: number, prefix: string | undefined): void {
    if (prefix === undefined || prefix === '') return void this.always.push(i);
    if (!this.prefix.has(prefix)) this.lengths.push(prefix.length);
    Buckets.add(this.prefix, prefix, i);
  }

  addPath(i: number, pattern: string | undefined): void {
    if (pattern === undefined || pattern === '*') return void this.always.push(i);
    if (!META.test(pattern)) return Buckets.add(this.exact, pattern, i);
    this.addPrefix(i, literalPrefix(pattern));
  }

  /** No rule at all (every lookup answers nothing). */
  empty(): boolean {
    return this.always.length === 0 && this.exact.size === 0 && this.prefix.size === 0;
  }

  /** Ready for lookups (after the last add). */
  seal(): this {
    this.lengths = [...new Set(this.lengths)].sort((x, y) => x - y);
    return this;
  }

  private prefixes(text: string, out: number[][]): void {
    for (const n of this.lengths) {
      if (n > text.length) break;
      const l = this.prefix.get(text.slice(0, n));
      if (l) out.push(l);
    }
  }

  command(text: string, out: number[][]): void {
    if (this.always.length > 0) out.push(this.always);
    this.prefixes(text, out);
  }

  path(forms: readonly string[], out: number[][]): void {
    if (this.always.length > 0) out.push(this.always);
    const lists = new Set<number[]>();
    const one: number[][] = [];
    for (const f of forms) {
      const e = this.exact.get(f);
      if (e) one.push(e);
      this.prefixes(f, one);
    }
    for (const l of one) lists.add(l);
    out.push(...lists);
  }
}

function merged(rules: readonly GrokRule[], lists: number[][]): GrokRule[] {
  if (lists.length === 0) return [];
  const ids = lists.length === 1 ? lists[0]! : [...new Set(lists.flat())].sort((a, b) => a - b);
  return ids.map((i) => rules[i]!);
}

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
    this.rules.forEach((r, i) => {
      if (side(r) !== s || !toolApplies(kind, r.tool)) return;
      const p = r.pattern;
      if (kind === 'bash') b!.addPrefix(i, p === undefined || p === '*' ? undefined : literalPrefix(form === 'allow' ? p.trim() : p));
      else if (kind === 'read' || kind === 'grep' || kind === 'edit') b!.addPath(i, p);
      else b!.always.push(i);
    });
    b.seal();
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
