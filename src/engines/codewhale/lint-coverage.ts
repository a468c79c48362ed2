/**
 * Static relations between typed rules, for lint: which rules match the same
 * calls, which rule matches every call another one matches, and which hard
 * denied prefix blocks every command an allow admits. Built on the same
 * matchers the engine uses (prefix.ts, rules.ts), so lint cannot invent a
 * semantics of its own; lint then confirms each claim by evaluating a call.
 */
import { allowRuleMatches, commandWords, deniedPrefixMatches, naiveTokens, ruleTokens } from './prefix.js';
import { isHardDeny, normalizeWorkspace, workspaceRelative } from './rules.js';
import type { TypedRule } from './stack.js';
import { SHELL_TOOLS } from './tools.js';


function rulePathKey(path: string, workspace: string): string {
  const rel = workspaceRelative(path, workspace);
  return rel !== undefined ? `rel:${rel}` : `raw:${path.trim().replace(/\\/g, '/')}`;
}

/**
 * Two rules with the same key match exactly the same calls (in this
 * workspace): same tool, same command words (or the same exact command),
 * same path after normalization, same workspace scope.
 */
export function matcherKey(r: TypedRule, workspace: string): string {
  const memo = keys.get(r);
  if (memo !== undefined && memo.workspace === workspace) return memo.key;
  const key = computeMatcherKey(r, workspace);
  keys.set(r, { workspace, key });
  return key;
}

/** Rules are immutable once loaded, so a rule's key is computed once per workspace. */
const keys = new WeakMap<TypedRule, { workspace: string; key: string }>();

function computeMatcherKey(r: TypedRule, workspace: string): string {
  const exact = r.command !== undefined && r.commandExact;
  const command = r.command === undefined ? null : exact ? r.command.trim() : ruleTokens(r.command).join(' ');
  const path = r.path === undefined ? null : rulePathKey(r.path, workspace);
  const ws = r.workspace === undefined ? null : (normalizeWorkspace(r.workspace) ?? `invalid:${r.workspace}`);
  return JSON.stringify([r.tool, exact, command, path, ws]);
}

/** Does typed rule `w` match every call that `r` matches? (Sufficient, not necessary.) */
export function typedCovers(w: TypedRule, r: TypedRule, workspace: string): boolean {
  if (w.tool !== r.tool) return false;
  if (w.workspace !== undefined) {
    const a = normalizeWorkspace(w.workspace);
    if (a === undefined || r.workspace === undefined || normalizeWorkspace(r.workspace) !== a) return false;
  }
  if (w.command !== undefined) {
    if (r.command === undefined) return false;
    if (w.commandExact) {
      if (!r.commandExact || r.command.trim() !== w.command.trim()) return false;
    } else if (!allowRuleMatches(w.command, commandWords(r.command))) return false;
  }
  if (w.path !== undefined) {
    if (r.path === undefined || rulePathKey(w.path, workspace) !== rulePathKey(r.path, workspace)) return false;
  }
  return true;
}

/**
 * Does hard denied prefix `d` block every shell command that rule `r`
 * matches? The prefix matcher only ever reads a leading part of the command,
 * so a match on `r`'s own words holds for every longer command `r` admits.
 */
export function hardCovers(d: TypedRule, r: TypedRule): boolean {
  if (!isHardDeny(d) || !SHELL_TOOLS.has(r.tool)) return false;
  // A tool-wide rule admits any command, and no prefix (Codewhale's has no wildcard) blocks them all.
  if (r.command === undefined) return false;
  return deniedPrefixMatches(ruleTokens(d.command!), naiveTokens(r.command));
}

/** The bucket a rule's matches fall in: its tool and its first command word (`*` when tool-wide). */
export function firstWord(r: TypedRule): string {
  return r.command === undefined ? '*' : (ruleTokens(r.command)[0] ?? '*');
}

/** The program's base name, as the hard-deny matcher compares it (`/bin/rm` → `rm`, `cat.exe` → `cat`). */
export function programBase(word: string): string {
  const parts = word.split(/[/\\]/);
  const b = (parts[parts.length - 1] ?? word).toLowerCase();
  return b.endsWith('.exe') ? b.slice(0, -4) : b;
}
