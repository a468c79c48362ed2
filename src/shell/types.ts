/**
 * The shell analyzer's vocabulary. Every engine reads shell calls through
 * these shapes; only `src/shell/` knows how they are produced.
 */

/** The control operator that joins a segment to the one before it in its list. */
export type Operator = '&&' | '||' | ';' | '|' | '|&' | '&' | '\n';

/** A construct a segment sits inside, outermost first in `Segment.nesting`. */
export type NestingKind =
  | 'command-substitution' // $(…)
  | 'backticks' // `…`
  | 'process-substitution' // <(…) or >(…)
  | 'subshell' // ( … )
  | 'group' // { …; }
  | 'if' // if/elif/else and its condition
  | 'loop' // for / while / until / select
  | 'case' // a case arm
  | 'function' // a function body
  | 'negation' // ! cmd
  | 'time' // time cmd (the keyword)
  | 'coproc'
  | 'payload'; // a string run by another command: sh -c, eval, su -c, trap, find -exec, xargs, watch …

export interface Redirect {
  /** The operator as written: `>`, `>>`, `<`, `&>`, `&>>`, `>|`, `<<`, `<<<`, `<>`, … */
  op: string;
  /** Target after quote removal; null when it is computed (`> "$f"`). */
  target: string | null;
  /** True when the target is written to (so file rules and repository law must see it). */
  write: boolean;
  /** The file descriptor written before the operator (`2>` → 2), when there is one. */
  fd?: number;
}

export interface Segment {
  /** Source text of the simple command as written (for payloads: the payload text). */
  text: string;
  /** [start, end) JS string indices into the analyzed input. */
  range: [number, number];
  /** Words after quote removal and wrapper peeling: what really runs. */
  argv: string[];
  /** Words after quote removal, before wrapper peeling. */
  rawArgv: string[];
  /** Wrappers peeled from the front, as written (`sudo -u x`, `timeout 5`). */
  wrappers: string[];
  /** Leading NAME=value assignments, kept apart from argv. */
  assignments: string[];
  redirects: Redirect[];
  /** Operator before this segment in its own list; null for the first. */
  operator: Operator | null;
  /** Constructs it sits inside, outermost first. Empty for a top-level command. */
  nesting: NestingKind[];
  /**
   * Indices in argv whose word is not fully known (contains an expansion
   * such as `$x`, `$(…)`, a glob). The word is kept as written.
   */
  dynamicWords: number[];
  /**
   * For a command another program runs from its arguments, environment or
   * config (`git rebase --exec 'make'`, `ssh -o ProxyCommand=…`, `sh -c`):
   * that program and how it was told (`git rebase --exec`). Absent for a
   * command the shell itself runs.
   */
  via?: string;
}

export type OpacityReason =
  | 'dynamic-command' // command name comes from a variable or substitution
  | 'eval-dynamic' // eval of something that is not a literal string
  | 'stdin-interpreter' // data piped or redirected into sh/bash/python …
  | 'interpreter-payload' // python -c, node -e, perl -e, ruby -e … code we do not read
  | 'source-file' // source / . of a file
  | 'dynamic-payload' // sh -c "$x", find -exec with computed command …
  | 'parse-error' // tree-sitter could not parse part of the input
  | 'runtime-rebinding' // alias, hash -p, PS4 with set -x, ENV/BASH_ENV: what later names run is rebound at run time
  | 'evaluated-variable' // a variable's value is evaluated as code: ${x@P}, arithmetic on a variable, let, declare -i/-n, mapfile -C
  | 'code-from-data' // the command run is built from data read at run time: xargs sh -c, xargs -I{} {}, find -exec sh -c '{}'
  | 'indirect-command'; // a program runs a command named in its options, environment or config that is not visible here

export interface Opacity {
  reason: OpacityReason;
  /** [start, end) JS string indices into the analyzed input. */
  range: [number, number];
  /** One sentence for a person: what cannot be seen and why. */
  detail: string;
  /** The known words after the unknown command name, when there are any (`$x -rf /` → ['-rf', '/']). */
  knownArgs?: string[];
}

export interface WriteIntent {
  /** The file written, after quote removal; null when computed. */
  path: string | null;
  /** How: a redirect operator, or `tee`. */
  via: string;
  range: [number, number];
}

export interface ShellAnalysis {
  input: string;
  segments: Segment[];
  opaque: Opacity[];
  writes: WriteIntent[];
  /** True when more than one command would run (any operator, nesting or payload). */
  chained: boolean;
}
