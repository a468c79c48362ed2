/**
 * Typed rules bucketed by tool and first command word, so that a rule is
 * only compared with the few rules that could match the same calls: the
 * shadowing checks stay close to linear on large rule files.
 */
import { firstWord, programBase } from '../../engines/codewhale/lint-coverage.js';
import { isHardDeny } from '../../engines/codewhale/rules.js';
import type { TypedRule } from '../../engines/codewhale/stack.js';

/** Rules grouped so that a rule is only ever compared with rules that could match the same calls. */
export interface RuleIndex {
  /** tool → first command word (`*` for tool-wide) → rules. */
  typed: Map<string, Map<string, TypedRule[]>>;
  /** Hard denied prefixes by the base name of their first word (`*` for wildcards); they apply to every shell tool. */
  hard: Map<string, TypedRule[]>;
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V) {
  const list = m.get(k);
  if (list) list.push(v);
  else m.set(k, [v]);
}

export function indexRules(rules: readonly TypedRule[]): RuleIndex {
  const typed = new Map<string, Map<string, TypedRule[]>>();
  const hard = new Map<string, TypedRule[]>();
  for (const r of rules) {
    let byWord = typed.get(r.tool);
    if (!byWord) typed.set(r.tool, (byWord = new Map()));
    push(byWord, firstWord(r), r);
    if (isHardDeny(r)) {
      const w = firstWord(r);
      push(hard, w === '*' ? '*' : /[/\\]/.test(w) ? w : programBase(w), r);
    }
  }
  return { typed, hard };
}

/** Typed rules that could match every call `r` matches: same tool, same first word or tool-wide. */
export function typedCandidates(ix: RuleIndex, r: TypedRule): TypedRule[] {
  const byWord = ix.typed.get(r.tool);
  if (!byWord) return [];
  const w = firstWord(r);
  return [...(byWord.get(w) ?? []), ...(w === '*' ? [] : (byWord.get('*') ?? []))];
}

/** Hard denied prefixes that could block `r`'s commands. */
export function hardCandidates(ix: RuleIndex, r: TypedRule): TypedRule[] {
  const w = firstWord(r);
  const keys = new Set([w, programBase(w), '*']);
  return [...keys].flatMap((k) => ix.hard.get(k) ?? []);
}
