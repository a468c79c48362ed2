/** The resolved Claude Code configuration stack: every rule and value with where it came from. */
import type { SourceLoc } from '../../config/errors.js';
import type { Decision } from '../../core/types.js';
import type { IgnoredValue, Problem, StackFile } from '../types.js';
import type { Mode } from './vocab.js';

/** The settings scopes, highest precedence first (settings page, "How scopes interact"). */
export type Scope = 'managed' | 'command line' | 'local' | 'project' | 'user';

export const SCOPE_RANK: Record<Scope, number> = { managed: 4, 'command line': 3, local: 2, project: 1, user: 0 };

export interface Setting<T> {
  value: T;
  /** Where it came from, for a person: `project settings`, `--permission-mode`, `default`. */
  origin: string;
  source: SourceLoc | null;
}

/** What a rule's text means once parsed (permissions page, "Permission rule syntax"). */
export type RuleMatcher =
  /** A bare tool name, `Tool`, `Tool()` or `Tool(*)`: every use of the tool. */
  | { kind: 'tool'; tool: string }
  /** A glob in the tool-name position: `*`, `mcp__*`, `mcp__github__get_*`. */
  | { kind: 'tool-glob'; glob: string }
  /** `Bash(pattern)`: the whole subcommand text, `*` for any text, a trailing ` *` or `:*`. */
  | { kind: 'bash'; pattern: string }
  /** `Read(path)` / `Edit(path)`: gitignore patterns under one of four anchors. */
  | { kind: 'path'; tool: 'Read' | 'Edit'; pattern: string }
  /** `WebFetch(domain:host)`. */
  | { kind: 'domain'; pattern: string }
  /** `mcp__server`: every tool of that server. */
  | { kind: 'mcp-server'; server: string }
  /** Deny/ask `Tool(param:value)` on a direct scalar input field. */
  | { kind: 'param'; tool: string; param: string; value: string }
  /** Any other `Tool(specifier)`: `Agent(Explore)`, `Cd(~/code/*)`, … matched against the tool's main input. */
  | { kind: 'specifier'; tool: string; specifier: string };

export interface ClaudeRule {
  /**
   * The rule's stable id (RuleRecord.id): its file's label and its place in
   * that file's `permissions.<action>` array (`settings.json#deny.2`), or the
   * flag and its place among that flag's rules (`--allowed-tools#1`).
   */
  id: string;
  /** The rule as written. */
  text: string;
  action: Decision;
  scope: Scope;
  /** `project settings`, `--allowed-tools`, … */
  origin: string;
  /** The array element in its file; a pseudo location (line 0) for command-line rules. */
  source: SourceLoc;
  /** The directory a `/path` pattern is anchored at for this rule's source. */
  anchor: string;
  matcher: RuleMatcher;
  /** Why Claude Code does not apply it, when it does not. Inactive rules stay in the stack for `stack` and `lint`. */
  inactive?: string;
  /** The rule is loaded but never consulted (`Write(path)`): Claude Code warns at startup. */
  dead?: string;
}

/**
 * Whether two rules are written alike in every field a reading of the rule
 * takes (its matcher is parsed from its text and action, and a file rule's
 * origin says it is not a flag's): the same source location object, which
 * the loader shares between loads of a file's same text, id, text, action,
 * scope, origin, anchor and why it is held back or never consulted. What is
 * made of a rule and its stack's workspace and home is the same for both.
 */
export function sameRule(a: ClaudeRule, b: ClaudeRule): boolean {
  return a.source === b.source && a.id === b.id && a.text === b.text && a.action === b.action && a.scope === b.scope && a.origin === b.origin && a.anchor === b.anchor && a.inactive === b.inactive && a.dead === b.dead;
}

export interface ClaudeHook {
  /** Stable within one stack: its file's label and its place (`settings.json#PreToolUse.0.1`). */
  id: string;
  /** The name `--hook-result NAME=…` uses: the basename of the command's program, made unique. */
  name: string;
  /** The matcher group's `matcher` (`""` when omitted). */
  matcher: string;
  /** The handler's `if` condition, in permission rule syntax. */
  if?: string;
  /** `command`, `http`, `mcp_tool`, `prompt` or `agent`. */
  type: string;
  /** The command (command hooks), URL (http), or a short description of the others. */
  command: string;
  timeoutSecs: number;
  /** `"async": true` (command hooks only): it runs in the background; its verdict cannot block or allow (hooks page, "Run hooks in the background"). */
  async?: true;
  scope: Scope;
  origin: string;
  /** The handler object. */
  source: SourceLoc;
  /** The rule the `if` condition parsed to, when it parsed. */
  ifRule?: RuleMatcher;
}

export interface WorkingDir {
  path: string;
  origin: string;
  source: SourceLoc | null;
}

export interface ClaudeStack {
  /** The directory that holds `.claude/` (`--home`, default `~`). */
  home: string;
  workspace: string;
  files: StackFile[];
  /** `permissions.defaultMode` after precedence and the per-file restrictions. */
  mode: Setting<Mode>;
  trusted: Setting<boolean>;
  disableBypass: Setting<boolean>;
  disableAuto: Setting<boolean>;
  managedRulesOnly: Setting<boolean>;
  managedHooksOnly: Setting<boolean>;
  disableAllHooks: Setting<boolean>;
  sandbox: { enabled: Setting<boolean>; autoAllow: Setting<boolean>; excluded: string[] };
  /** The working directory first, then `additionalDirectories` that apply. */
  workingDirs: WorkingDir[];
  rules: ClaudeRule[];
  hooks: ClaudeHook[];
  ignored: IgnoredValue[];
  problems: Problem[];
  warnings: string[];
  /** Resolves symlinks when the reader can (used for the symlink check). */
  realpath?: (path: string) => string | undefined;
}
