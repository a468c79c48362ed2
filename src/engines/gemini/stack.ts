/** The resolved Gemini CLI policy stack: every rule with its tier, final priority and where it was written. */
import type { SourceLoc } from '../../config/errors.js';
import type { IgnoredValue, Problem, StackFile } from '../types.js';

export type GeminiDecision = 'allow' | 'deny' | 'ask_user';
export type GeminiMode = 'default' | 'autoEdit' | 'yolo' | 'plan';
export const MODES: readonly GeminiMode[] = ['default', 'autoEdit', 'yolo', 'plan'];

/** The policy tiers, lowest first; a rule's final priority is its tier's base plus priority/1000. */
export type Tier = 'default' | 'extension' | 'workspace' | 'user' | 'admin';
export const TIER_BASE: Record<Tier, number> = { default: 1, extension: 2, workspace: 3, user: 4, admin: 5 };

export interface GeminiRule {
  toolName: string;
  mcpName?: string;
  subagent?: string;
  decision: GeminiDecision;
  /** tier + priority/1000, computed as Gemini computes it. */
  priority: number;
  /** The `priority` as written (0–999). */
  tomlPriority: number;
  tier: Tier;
  modes?: GeminiMode[];
  interactive?: boolean;
  toolAnnotations?: Record<string, unknown>;
  allowRedirection?: boolean;
  denyMessage?: string;
  /** The compiled pattern over the stable-JSON arguments (from argsPattern, commandPrefix or commandRegex). */
  argsPattern?: RegExp;
  /** What the user wrote that became `argsPattern`. */
  written?: { key: 'commandPrefix' | 'commandRegex' | 'argsPattern'; value: string };
  /** Gemini's own name for the rule's origin: `User: user.toml`, `Default: write.toml`. */
  source: string;
  loc: SourceLoc | null;
}

export interface Setting<T> {
  value: T;
  origin: string;
  source: SourceLoc | null;
}

export interface GeminiStack {
  /** Where `~/.gemini` is looked for (`GEMINI_CLI_HOME`, else the user's home). */
  home: string;
  /** The user's home directory, as `~` in a command means it. */
  userHome: string;
  geminiDir: string;
  workspace: string;
  files: StackFile[];
  /** Sorted as the engine sorts them: final priority descending, load order among equals. */
  rules: GeminiRule[];
  trusted: Setting<boolean>;
  problems: Problem[];
  ignored: IgnoredValue[];
  warnings: string[];
}
