/** The resolved Codex configuration stack: config layers, rules files, trust, with where each came from. */
import type { SourceLoc } from '../../config/errors.js';
import type { IgnoredValue, Problem, StackFile } from '../types.js';
import type { Policy } from './policy.js';

export type ApprovalPolicy = { kind: 'on-request' } | { kind: 'never' } | { kind: 'untrusted' } | { kind: 'granular'; rules: boolean; sandboxApproval: boolean };
export type SandboxMode = 'read-only' | 'workspace-write' | 'danger-full-access';

export interface Setting<T> {
  value: T;
  origin: string;
  source: SourceLoc | null;
}

export interface CodexStack {
  codexHome: string;
  workspace: string;
  files: StackFile[];
  trusted: Setting<boolean | undefined>;
  approval: Setting<ApprovalPolicy>;
  sandbox: Setting<SandboxMode>;
  /** The exec policy in force (empty when a rules file failed to load). */
  policy: Policy;
  /** The rules files read, in load order (system, user, project). */
  rulesFiles: string[];
  /** Set when a rules file failed to load: Codex then drops every rule of every rules file. */
  rulesLoadFailure?: { message: string; loc: SourceLoc };
  problems: Problem[];
  ignored: IgnoredValue[];
  warnings: string[];
}

export function approvalName(a: ApprovalPolicy): string {
  return a.kind === 'granular' ? `granular (rules=${a.rules}, sandbox_approval=${a.sandboxApproval})` : a.kind;
}
