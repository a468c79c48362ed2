/**
 * Codewhale's two command matchers, as its execution-policy engine applies
 * them: the flag-aware hard-deny prefix matcher and the arity-aware allow
 * matcher used by typed rules and trusted prefixes.
 */
const ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;

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

function basename(word: string): string {
  const parts = word.split(/[/\\]/);
  return parts[parts.length - 1] ?? word;
}

function commandWordMatches(ruleWord: string, cmdWord: string): boolean {
  if (ruleWord === cmdWord) return true;
  if (/[/\\]/.test(ruleWord)) return false; // a rule with a path requires that exact path
  let b = basename(cmdWord);
  if (!ruleWord.endsWith('.exe') && b.endsWith('.exe')) b = b.slice(0, -4);
  return b === ruleWord;
}

function isSkippableFlag(t: string): boolean {
  return t.startsWith('-') || /^\/[a-z]$/i.test(t);
}

/**
 * Does a hard-deny rule match these command tokens? Leading assignments are
 * skipped; the first rule word matches the program by basename; later rule
 * words must appear in order, with flags (and possibly each flag's value)
 * skipped in between, but any other positional ends the match, so `git push`
 * does not match `git checkout push`. A `*` rule word matches any run of
 * tokens. Reaching the end of the rule is a match.
 */
export function deniedPrefixMatches(ruleTokens: readonly string[], cmdTokens: readonly string[]): boolean {
  let start = 0;
  while (start < cmdTokens.length && ASSIGNMENT.test(cmdTokens[start]!)) start++;
  if (ruleTokens.length === 0) return false;
  const seen = new Set<number>();
  const dfs = (ci: number, ri: number): boolean => {
    if (ri === ruleTokens.length) return true;
    const key = ci * 1024 + ri;
    if (seen.has(key)) return false;
    seen.add(key);
    const r = ruleTokens[ri]!;
    if (r === '*') {
      for (let k = ci; k <= cmdTokens.length; k++) if (dfs(k, ri + 1)) return true;
      return false;
    }
    if (ci >= cmdTokens.length) return false;
    const c = cmdTokens[ci]!;
    if (ri === 0) return commandWordMatches(r, c) && dfs(ci + 1, 1);
    if (r === c && dfs(ci + 1, ri + 1)) return true;
    if (isSkippableFlag(c)) {
      if (dfs(ci + 1, ri)) return true;
      if (!c.includes('=') && ci + 1 < cmdTokens.length && dfs(ci + 2, ri)) return true;
    }
    return false;
  };
  return dfs(start, 0);
}

/**
 * A rule's words, lower-cased. Rule texts come from a few configuration
 * files and are matched against every call, so each is split once. The
 * returned array is shared: callers must not change it.
 */
export function ruleTokens(rule: string): readonly string[] {
  let t = tokenCache.get(rule);
  if (t === undefined) {
    t = rule.trim().toLowerCase().split(/\s+/).filter(Boolean);
    if (tokenCache.size > 50_000) tokenCache.clear();
    tokenCache.set(rule, t);
  }
  return t;
}

const tokenCache = new Map<string, readonly string[]>();

/**
 * Does an allow pattern (typed rule command or trusted prefix) cover this
 * command? Word-boundary prefix of the whitespace-normalised, lower-cased
 * command: `ls` covers `ls -la` but not `lsof`, and `git status` does not
 * cover `git -c k=v status` (Codewhale's arity-aware reading requires the
 * canonical words to stand literally at the front, which comes to the same).
 */
export function allowRuleMatches(pattern: string, words: readonly string[]): boolean {
  const p = ruleTokens(pattern);
  if (p.length === 0 || words.length < p.length) return false;
  return p.every((w, i) => words[i]!.toLowerCase() === w);
}

/** The command string as words for allow matching: whitespace-split, as Codewhale normalises it. */
export function commandWords(command: string): string[] {
  return command.trim().split(/\s+/).filter(Boolean);
}
