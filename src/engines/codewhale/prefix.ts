/**
 * Codewhale's two command matchers, as its execution-policy engine applies
 * them: the flag-aware hard-deny prefix matcher and the arity-aware allow
 * matcher used by typed rules and trusted prefixes.
 */
import { classifyForPolicy } from './command-safety.js';
import { deniedPrefixMatches as faithfulDenied } from './deny-scan.js';
import { byText } from '../../core/memo.js';
import { PROBED } from './recall.js';

/** Splits a command string the way Codewhale's naive matcher does: on whitespace, lower-cased. */
export function naiveTokens(command: string): string[] {
  return command.trim().toLowerCase().split(/\s+/).filter(Boolean).map(stripPunctuation).filter(Boolean);
}

function stripPunctuation(t: string): string {
  return t.replace(/^(?:\$\(|\(|\{)+/, '').replace(/[)};]+$/, '');
}

/** Naive segments: split on control operators with quoting ignored (deliberately over-splitting). */
export function naiveSegments(command: string): string[] {
  return command
    .split(/&&|\|\||[;&|\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Does a hard-deny rule match these command tokens? This is Codewhale's
 * `denied_prefix_matches` (deny-scan.ts), the one matcher: leading
 * assignments skipped, the first rule word matched by basename, later rule
 * words in order with flags (and maybe each flag's value) skipped between
 * them; any other positional ends the match. No wildcard: a `*` rule word
 * matches only a literal `*`.
 */
export function deniedPrefixMatches(ruleTokens: readonly string[], cmdTokens: readonly string[]): boolean {
  return faithfulDenied(ruleTokens.join(' '), cmdTokens.join(' '));
}

/**
 * A rule's words, lower-cased. Rule texts come from a few configuration
 * files and are matched against every call, so each is split once. The
 * returned array is shared: callers must not change it.
 */
export function ruleTokens(rule: string): readonly string[] {
  return patternOf(rule).words;
}

/** A pattern read once: its trimmed lower-cased text and its words. */
interface Pattern {
  lower: string;
  words: readonly string[];
}

const patternOf = byText((rule: string): Pattern => {
  const lower = rule.trim().toLowerCase();
  return { lower, words: lower.split(/\s+/).filter(Boolean) };
}, 50_000);


/**
 * Does an allow pattern (typed rule command or trusted prefix) cover this
 * command? BashArityDict::allow_rule_matches (execpolicy bash_arity.rs):
 * the command's arity-table prefix (flags skipped, so `git --no-pager status`
 * is `git status`) equals the trimmed, lower-cased pattern; or else the
 * whitespace-normalised, lower-cased command is the pattern or starts with
 * it at a word boundary (`ls` covers `ls -la`, not `lsof`).
 */
export function allowRuleMatches(pattern: string, words: readonly string[]): boolean {
  const { lower, words: p } = patternOf(pattern);
  if (policyClass(words) === lower) return true;
  if (p.length === 0 || words.length < p.length) return false;
  for (let i = 0; i < p.length; i++) if (words[i]!.toLowerCase() !== p[i]) return false;
  return true;
}

/**
 * classifyForPolicy of a word list, once per list: every rule of a query is
 * matched against the same list (selectRule passes one), and word lists are
 * never changed once made.
 */
const policyClasses = new WeakMap<readonly string[], string>();

export function policyClass(words: readonly string[]): string {
  let c = policyClasses.get(words);
  if (c === undefined) {
    c = classifyForPolicy(words);
    policyClasses.set(words, c);
  }
  return c;
}

/** The command string as words for allow matching: whitespace-split, as Codewhale normalises it. */
export const commandWords: (command: string) => readonly string[] = byText(splitWords, PROBED);

/**
 * trim strips exactly what \s matches, so a trimmed text splits into no
 * empty word unless it is empty itself: no filtering pass (or second array) is needed.
 */
export function splitWords(command: string): string[] {
  const t = command.trim();
  return t === '' ? [] : t.split(/\s+/);
}

/** The same with the filtering pass: the reference the property test holds splitWords to. */
export function splitWordsPlain(command: string): string[] {
  return command.trim().split(/\s+/).filter(Boolean);
}
