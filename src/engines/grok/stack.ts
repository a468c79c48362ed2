/** The resolved grok-build configuration stack: every rule and value with where it came from. */
import type { SourceLoc } from '../../config/errors.js';
import type { FileReader } from '../../io/files.js';
import type { IgnoredValue, Problem, StackFile } from '../types.js';

/** grok's `ToolFilter`: the tool class a permission rule applies to. */
export type ToolFilter = 'any' | 'bash' | 'edit' | 'read' | 'grep' | 'mcp' | 'webfetch' | 'websearch';

export type RuleAction = 'allow' | 'ask' | 'deny';

/**
 * Where a rule was read. The merge order of `permission/resolution.rs`;
 * it changes provenance only, never the outcome (deny > ask > allow).
 */
export type RuleOrigin =
  | 'system requirements'
  | 'user requirements'
  | 'managed settings'
  | 'managed config'
  | 'user config'
  | 'project config'
  | 'claude settings'
  | 'session';

export interface GrokRule {
  action: RuleAction;
  tool: ToolFilter;
  /** undefined: the whole tool (no pattern, `*`, or an empty pattern). */
  pattern?: string;
  /** `WebFetch(domain:…)` matches the host instead of globbing the URL. */
  mode: 'glob' | 'domain';
  /** The rule as written (`Bash(git:*)`) or, for a verbose entry, a summary of it. */
  text: string;
  /** compact string, verbose table entry, Claude settings string, or a rule a mode adds. */
  form: 'compact' | 'verbose' | 'claude' | 'synthetic' | 'session';
  origin: RuleOrigin;
  /** The file the rule came from (for synthetic rules: the file that set the mode). */
  file: string | null;
  source: SourceLoc | null;
  /** Why a synthetic rule exists (`defaultMode = "acceptEdits"`). */
  note?: string;
  /**
   * Where in its file the rule is written, for its id (`deny.2`, `rules.3`,
   * `defaultMode`): the list and the 1-based position in it.
   */
  at?: string;
  /** Loaded but never consulted (a catch-all allow the always-approve pin drops): why. */
  inert?: string;
}

export interface Setting<T> {
  value: T;
  origin: string;
  source: SourceLoc | null;
}

/** A `PreToolUse` (or other event) handler, as grok merges them from every source. */
export interface GrokHook {
  /** A short stable name for --hook-result (the program's basename; `-2`, `-3` on collisions). */
  name: string;
  event: string;
  /** The matcher regular expression as written; empty matches every tool. */
  matcher: string;
  type: 'command' | 'http';
  command?: string;
  url?: string;
  timeoutSecs: number;
  env: Record<string, string>;
  origin: string;
  /** True for hooks from the project tree (loaded only in a trusted folder). */
  project: boolean;
  source: SourceLoc;
  /** Where in its file it is written, for its id: the event key as written, the group and handler (0-based): `PreToolUse.0.1`. */
  at?: string;
}

/** `defaultMode` values grok accepts in Claude settings. */
export type DefaultMode = 'default' | 'acceptEdits' | 'plan' | 'auto' | 'dontAsk' | 'bypassPermissions';

/** What happens when nothing pre-approves a call: prompt, deny (`dontAsk`), or the Auto classifier. */
export type PromptPolicy = 'ask' | 'deny' | 'auto';

export interface McpServerPolicy {
  allowNames: { name: string; source: SourceLoc }[];
  denyNames: { name: string; source: SourceLoc }[];
  /** URL and command entries exist (they bind at connection time; not modelled per call). */
  otherEntries: number;
}

export interface GrokStack {
  home: string;
  /** The grok home (`<home>/.grok` or `$GROK_HOME`). */
  grokDir: string;
  workspace: string;
  /** The user's home directory (for `~` in edit paths). */
  userHome: string;
  gitRoot: string | undefined;
  /**
   * How the engine reads the file system at evaluation time: the workspace
   * repository's own git config, and where an edit or shell operand really
   * leads after symlinks. Never writes, never runs git.
   */
  reader: FileReader;
  files: StackFile[];
  trusted: Setting<boolean>;
  /** Every rule in merge order (requirements, managed settings, managed config, config.toml, Claude settings, session). */
  rules: GrokRule[];
  /** Every rule read, in merge order, the inert ones (`inert` set) included: what `rules()` lists. */
  loadedRules: GrokRule[];
  /** The `--session-rule` grants (allow rules remembered for this session). */
  sessionGrants: GrokRule[];
  hooks: GrokHook[];
  promptPolicy: Setting<PromptPolicy>;
  defaultMode: Setting<DefaultMode | undefined>;
  /** `[ui] permission_mode` / `[ui] yolo`: always-approve (YOLO) as configured. */
  yolo: Setting<boolean>;
  auto: Setting<boolean>;
  /** `[ui] disable_bypass_permissions_mode = true` (or legacy `yolo = false`) in requirements.toml. */
  yoloPin: Setting<string | undefined>;
  rememberToolApprovals: Setting<boolean>;
  sandboxProfile: Setting<string>;
  sandboxAutoAllowBash: Setting<boolean>;
  mcpPolicy: McpServerPolicy;
  ignored: IgnoredValue[];
  problems: Problem[];
  warnings: string[];
}
