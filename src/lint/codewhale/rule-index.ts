/**
 * Typed rules bucketed by tool and command words, so that a rule is
 * only compared with the few rules that could match the same calls: the
 * shadowing checks stay close to linear on large rule files.
 */
import { firstWord, programBase } from '../../engines/codewhale/lint-coverage.js';
import { isHardDeny } from '../../engines/codewhale/rules.js';
import { commandWords, ruleTokens } from '../../engines/codewhale/prefix.js';
import type { TypedRule } from '../../engines/codewhale/stack.js';

/** Rules grouped so that a rule is only ever compared with rules that could match the same calls. */
export interface RuleIndex {
  /** tool → bucket (first command word, `path:<path>` for a path rule, `*` for tool-wide) → rules. */
  typed: Map<string, Map<string, TypedRule[]>>;
  /** Hard denied prefixes by the base name of their first word (`*` for wildcards); they apply to every shell tool. */
  hard: Map<string, TypedRule[]>;
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V) {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}

/**
 * A rule's bucket: its command words (a command rule can only be covered by
 * a rule whose words are a prefix of its own); for a rule without a command,
 * its path (Codewhale matches paths exactly); `*` for a tool-wide rule.
 */
function bucket(r: TypedRule): string {
  if (r.command !== undefined) return `cmd:${ruleTokens(r.command).join(' ')}`;
  if (r.path !== undefined) return pathBucket(r.path);
  return '*';
}

function pathBucket(path: string): string {
  return `path:${path.trim().replace(/\\/g, '/')}`;
}

export function indexRules(rules: readonly TypedRule[]): RuleIndex {
  const typed = new Map<string, Map<string, TypedRule[]>>();
  const hard = new Map<string, TypedRule[]>();
  for (const r of rules) {
    let byWord = typed.get(r.tool);
    if (!byWord) typed.set(r.tool, (byWord = new Map()));
    push(byWord, bucket(r), r);
    if (isHardDeny(r)) {
      const w = firstWord(r);
      push(hard, w === '*' ? '*' : /[/\\]/.test(w) ? w : programBase(w), r);
    }
  }
  return { typed, hard };
}

/**
 * Typed rules that could match every call `r` matches: same tool, and a
 * command that is a prefix of `r`'s words, the same path, or tool-wide. A
 * handful of lookups per rule, so shadowing stays linear in the rule count.
 */
export function typedCandidates(ix: RuleIndex, r: TypedRule): TypedRule[] {
  const byWord = ix.typed.get(r.tool);
  if (!byWord) return [];
  const keys = new Set(['*']);
  if (r.command !== undefined) {
    const words = commandWords(r.command).map((w) => w.toLowerCase());
    for (let i = 1; i <= words.length; i++) keys.add(`cmd:${words.slice(0, i).join(' ')}`);
  }
  if (r.path !== undefined) keys.add(pathBucket(r.path));
  return [...keys].flatMap((k) => byWord.get(k) ?? []);
}

/** Hard denied prefixes that could block `r`'s commands. */
export function hardCandidates(ix: RuleIndex, r: TypedRule): TypedRule[] {
  const w = firstWord(r);
  const keys = new Set([w, programBase(w), '*']);
  return [...keys].flatMap((k) => ix.hard.get(k) ?? []);
}
