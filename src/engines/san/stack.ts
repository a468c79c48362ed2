/** The resolved san configuration stack: every rule and value with where it came from. */
import type { SourceLoc } from '../../config/errors.js';
import type { Decision } from '../../core/types.js';
import type { IgnoredValue, Problem, StackFile } from '../types.js';
import type { Mode } from './vocab.js';

export interface Setting<T> {
  value: T;
  /** A settings file's label (`user .claude`, `project .gen local`, …), `default` or `command line`. */
  origin: string;
  source: SourceLoc | null;
}

/** One settings file of the stack, in precedence order (lowest first). */
export interface SettingsFile {
  path: string;
  /** Short label used in traces: `~/.claude/settings.json`, `.gen/settings.local.json`, … */
  label: string;
  /** `.claude/…` files are Claude-compatible sources; `.gen/…` files are san's own. */
  claudeCompat: boolean;
}

/** A `permissions.allow/deny/ask` entry, as written, with san's own reading of it (`parseRule`). */
export interface SanRule {
  action: Decision;
  /** The entry as written. */
  text: string;
  /** Text before the first `(`, or the whole entry. Compared exactly with the tool name. */
  tool: string;
  /** Text inside the parentheses (one trailing `)` removed); '' for a bare tool name. */
  args: string;
  /** True for a bare tool name (`Bash`): san matches it only against a call with an empty argument. */
  bare: boolean;
  /** Which file (label) and where in it. */
  origin: string;
  source: SourceLoc;
  /** Position among the merged rules of its action (0-based), for stable order. */
  index: number;
  /** Set when the same entry already came from a lower file: the merge keeps the first one only. */
  duplicateOf?: SourceLoc;
}

/** A granted session permission (--session-rule): san keeps allow patterns and whole-tool grants. */
export interface SessionRule {
  text: string;
  tool: string;
  args: string;
  /** A bare tool name grants the whole tool (`IsToolAllowed`). */
  wholeTool: boolean;
}

export type HookEvent = 'PreToolUse' | 'PermissionRequest';

export interface SanHook {
  /** `PreToolUse#1`, `PermissionRequest#2`: the name --hook-result takes (the command text works too). */
  name: string;
  event: HookEvent;
  /** The group's `matcher`: a regular expression anchored at both ends over the tool name; '' and '*' match all. */
  matcher: string;
  type: string;
  command: string;
  timeoutSecs: number;
  /** `async`/`asyncRewake` hooks are fire-and-forget: they never vote. */
  async: boolean;
  /** The `if` condition, when present (not evaluated: the hook is taken to match). */
  condition?: string;
  origin: string;
  source: SourceLoc;
}

export interface SanStack {
  /** The directory that holds `.claude/` and `.gen/` (--home, default ~). */
  home: string;
  workspace: string;
  files: StackFile[];
  settingsFiles: SettingsFile[];
  /** Merged rules, every occurrence kept (duplicates marked); evaluation skips duplicates. */
  rules: SanRule[];
  defaultMode: Setting<Mode>;
  /** `defaultMode` as written when san would read it differently from whale-perm (or not at all). */
  defaultModeRaw?: string;
  allowBypass: Setting<boolean | undefined>;
  /** Resolves symlinks (`filepath.EvalSymlinks`) for san's path checks; absent when the reader cannot tell. */
  resolve?: (path: string) => string | undefined;
  hooks: SanHook[];
  sessionRules: SessionRule[];
  ignored: IgnoredValue[];
  problems: Problem[];
  warnings: string[];
}

const effective = new WeakMap<readonly SanRule[], { length: number; lists: Map<string, SanRule[]> }>();

/**
 * The rules evaluation uses: each entry once (the merge is a union without
 * duplicates). Computed once per rule list and action for the process (so
 * the rule index built over it is too): do not change the list returned.
 */
export function effectiveRules(stack: SanStack, action?: Decision): SanRule[] {
  let e = effective.get(stack.rules);
  if (!e || e.length !== stack.rules.length) effective.set(stack.rules, (e = { length: stack.rules.length, lists: new Map() }));
  const key = action ?? '';
  let list = e.lists.get(key);
  if (!list) e.lists.set(key, (list = stack.rules.filter((r) => r.duplicateOf === undefined && (action === undefined || r.action === action))));
  return list;
}
