/**
 * The lint vocabulary: what a check is, what it sees, and what it reports.
 * Checks return plain data; `finding.ts` turns it into the public shape.
 */
import type { SourceLoc } from '../config/errors.js';
import type { LocatedDoc } from '../config/located.js';
import type { Call, Decision, Trace } from '../core/types.js';
import type { Engine, EvalOptions, HookVerdict, Problem, StackReport } from '../engines/types.js';

export type Severity = 'error' | 'warning' | 'info';

/** The check ids CONTRACT.md fixes, in its order (plus ids added since, at the end). */
export const CHECK_IDS = [
  'schema',
  'duplicate-rule',
  'shadowed-rule',
  'allow-unreachable',
  'overlay-loosening',
  'ignored-file',
  'ask-never-prompts',
  'broad-allow',
  'path-never-matches',
  'requirements-violation',
  'hook-risk',
  'prefix-overreach',
  'deny-bypassable',
] as const;

export type CheckId = (typeof CHECK_IDS)[number];

export interface CheckMeta {
  id: CheckId;
  /** Default severity; a finding may say otherwise (a schema problem keeps the engine's). */
  severity: Severity;
  /** One line, shown in SARIF rule metadata and the rule page's title. */
  description: string;
  /** Repo-relative link to the rule page (`docs/rules/<id>.md`). */
  docs: string;
}

/**
 * A tool call the engine evaluated to show what a finding claims. Only calls
 * whose trace confirmed the claim become witnesses, so lint and explain agree.
 */
export interface Witness {
  call: Call;
  decision: Decision;
  /** The layer that decided (the trace's `decidedBy.layer`). */
  layer: string;
  reason: string;
  /** Hook verdicts the evaluation assumed (as `explain --hook-result NAME=…`). */
  hookResults?: Record<string, HookVerdict>;
  /** The mode the call was evaluated in, when not the stack's. */
  mode?: string;
}

export interface RelatedLoc {
  loc: SourceLoc;
  message: string;
}

/** What a check returns: a located message, before normalization. */
export interface RawFinding {
  loc: SourceLoc;
  message: string;
  /** Overrides the check's default severity. */
  severity?: Severity;
  related?: RelatedLoc[];
  witness?: Witness;
  /** The agent refuses to start on this: no inline suppression hides it. */
  fatal?: boolean;
  /** Lint itself cannot go on (unparseable or unreadable file): exit 2. */
  stop?: boolean;
}

/** What a check sees. `S` is the engine's own stack type; generic checks use only `report` and `problems`. */
export interface LintContext<S = unknown> {
  engine: Engine<S>;
  stack: S;
  /** The resolved stack as `whale-perm stack` shows it: files, settings, rules, ignored values. */
  report: StackReport;
  problems: readonly Problem[];
  /** A configuration file parsed with locations; undefined when it cannot be read or parsed. */
  doc(file: string): LocatedDoc | undefined;
  /** Injected existence test (never runs anything); keeps checks pure. */
  fileExists(path: string): boolean;
  /** Directories of the PATH a hook's program is looked up in. */
  pathDirs: readonly string[];
  /** Evaluates a call against the stack; undefined when the engine refuses the call context. */
  evaluate(call: Call, opts?: Partial<EvalOptions>): Trace | undefined;
  /**
   * The same stack loaded as if the workspace were trusted, when it is not:
   * checks about what rules do judge them here, so an untrusted run (the
   * normal state in CI) still reports a `Bash(*)` that applies once trusted.
   */
  asTrusted?: LintContext<S>;
}

export interface Check<S = unknown> {
  meta: CheckMeta;
  check(ctx: LintContext<S>): RawFinding[];
}

export interface RelatedLocation {
  file: string;
  line: number;
  column: number;
  message: string;
}

/** A finding in the public shape (CONTRACT.md "lint --format json"), with absolute file paths. */
export interface Finding {
  id: CheckId;
  severity: Severity;
  message: string;
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  related: RelatedLocation[];
  witness?: Witness;
  fatal?: boolean;
}

export interface Suppressed {
  finding: Finding;
  reason: string;
  /** Where the `# whale-perm-disable-next-line` comment is. */
  at: SourceLoc;
}

/** An error that stops lint (exit 2): printed as `file:line:column: message` on stderr. */
export interface FatalError {
  file: string;
  line: number;
  column: number;
  message: string;
}

export interface Summary {
  errors: number;
  warnings: number;
  infos: number;
}

export interface LintResult {
  /** Unsuppressed findings, in stack-file order, then line and column. */
  findings: Finding[];
  /** Findings an inline suppression hid (SARIF reports them as suppressed). */
  suppressed: Suppressed[];
  fatal: FatalError[];
  summary: Summary;
  /** The stack's files in discovery order, for grouping output. */
  files: readonly string[];
  /** What was linted, so "no problems" cannot hide an empty stack. */
  scope?: { files: number; rules: number; hooks: number };
}
