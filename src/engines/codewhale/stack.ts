/** The resolved Codewhale configuration stack: every value with where it came from. */
import type { SourceLoc } from '../../config/errors.js';
import type { Decision } from '../../core/types.js';
import type { IgnoredValue, Problem, StackFile } from '../types.js';
import type { Mode, Posture, SandboxMode } from './vocab.js';

export type Origin = 'default' | 'user config' | 'environment' | 'runtime override' | 'managed config' | 'project overlay' | 'command line';

export interface Setting<T> {
  value: T;
  /** The spelling as written, when it differs from the value (`on-request` for posture ask). */
  raw?: string;
  origin: Origin;
  source: SourceLoc | null;
}

/** `User > Agent > BuiltinDefault`: compared before the action. */
export type RuleLayer = 'user' | 'agent' | 'builtin';

export const RULE_LAYER_RANK: Record<RuleLayer, number> = { user: 2, agent: 1, builtin: 0 };

export interface TypedRule {
  /** 0-based position in its file, for stable ordering and labels. */
  index: number;
  layer: RuleLayer;
  tool: string;
  command?: string;
  commandExact: boolean;
  path?: string;
  workspace?: string;
  action: Decision;
  /** True when `action` was omitted and defaulted to ask. */
  actionDefaulted: boolean;
  /** The `[[rules]]` header through its last line. */
  source: SourceLoc;
}

export type HookCondition =
  | { type: 'always' }
  | { type: 'tool_name'; name: string }
  | { type: 'tool_category'; category: string }
  | { type: 'mode'; mode: string }
  | { type: 'all' | 'any'; conditions: HookCondition[] }
  | { type: 'unsupported'; detail: string };

export interface Hook {
  name: string;
  event: string;
  command: string;
  timeoutSecs: number;
  background: boolean;
  continueOnError: boolean;
  condition: HookCondition;
  origin: 'user config' | 'project hooks';
  source: SourceLoc;
}

export type ActionKind = 'read' | 'write' | 'shell' | 'external' | 'publish' | 'destructive';

export interface AutoReviewRule {
  kind: 'allow' | 'block';
  /** 0-based position in its `[[auto_review.<kind>]]` list. */
  index?: number;
  id?: string;
  tool?: string;
  actionKind?: ActionKind;
  reason?: string;
  source: SourceLoc;
}

export interface Invariant {
  /** 0-based position in `protected_invariants`. */
  index?: number;
  text: string;
  paths: string[];
  action: 'ask' | 'block';
  source: SourceLoc;
}

export interface Requirements {
  allowedApprovalPolicies?: Setting<string[]>;
  allowedSandboxModes?: Setting<string[]>;
}

/** `~/.deepseek/execpolicy.toml`: its deny patterns, or why the shell tool cannot load it. */
export interface ExecPolicy {
  path: string;
  denies?: { group: string; pattern: string; source: SourceLoc }[];
  /** Set when the file exists but does not load: the shell tool then fails every command. */
  error?: string;
}

export interface CodewhaleStack {
  home: string;
  /** The user's home directory (`~` in a hook command); absent in hand-made stacks. */
  userHome?: string;
  workspace: string;
  workspaceHasGit: boolean;
  files: StackFile[];
  posture: Setting<Posture>;
  sandboxMode: Setting<SandboxMode>;
  /** Unset means Codewhale's interactive default (true). */
  allowShell: Setting<boolean>;
  mode: Setting<Mode>;
  trusted: Setting<boolean>;
  hooksEnabled: Setting<boolean>;
  rules: TypedRule[];
  /** `auto_allow` entries: trusted prefixes with no typed action. */
  autoAllow: { prefix: string; source: SourceLoc }[];
  hooks: Hook[];
  /** Absent when the file does not exist. */
  execPolicy?: ExecPolicy;
  autoReview: AutoReviewRule[];
  invariants: Invariant[];
  requirements: Requirements;
  ignored: IgnoredValue[];
  problems: Problem[];
  warnings: string[];
}
