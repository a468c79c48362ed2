/**
 * Builtins and variables that change, at run time, what the rest of the
 * string runs, or that evaluate a variable's value as code. None of it can be
 * read from the text alone, so each is reported as opacity with its reason:
 *
 * - rebinding: `alias NAME=…` (expanded on later lines once
 *   `expand_aliases` is on), `hash -p FILE NAME`, assigning PS4 (expanded,
 *   substitutions included, at each command under `set -x`), ENV / BASH_ENV
 *   (a file every later shell runs first), BASH_FUNC_… (a function imported
 *   by every later bash);
 * - evaluated variables: arithmetic on a variable (`$((x))`, `(( x ))`,
 *   `[[ $x -eq 0 ]]`, `let`, `declare -i`), where an array subscript in the
 *   value runs command substitutions; `declare -n` (a name reference, whose
 *   target's subscript is evaluated on each use).
 *
 * `mapfile -C` runs its callback string as code: that is a payload
 * (payloads.ts), since the callback is visible.
 */
import { DETAIL } from './opacity.js';
import type { OpacityReason } from './types.js';
import { programKey, type Word } from './words.js';

export interface RuntimeFinding {
  reason: OpacityReason;
  detail: string;
  /** The finding affects everything after the command (rebinding), not only the command. */
  toEnd: boolean;
}

/** Variables whose value, once set, makes later commands run other code. */
const REBINDING_VARS = /^(PS4|ENV|BASH_ENV|BASH_FUNC_[^=]*|PROMPT_COMMAND|BASH_LOADABLES_PATH|BASH_XTRACEFD)(\+?=|$)/;

/** Assignments (prefix, standalone or in export/declare/env) that rebind what runs. */
export function assignmentFindings(assignments: readonly string[]): RuntimeFinding[] {
  const out: RuntimeFinding[] = [];
  for (const a of assignments) {
    const m = REBINDING_VARS.exec(a);
    if (m === null || !/=/.test(a)) continue;
    out.push({ reason: 'runtime-rebinding', detail: DETAIL.rebinding(`Setting ${m[1]}`), toEnd: true });
  }
  return out;
}

/** Findings for one (peeled) command's words. */
export function commandFindings(argv: readonly Word[]): RuntimeFinding[] {
  const head = argv[0];
  if (head === undefined || head.dynamic) return [];
  const name = programKey(head.value);
  const args = argv.slice(1);
  switch (name) {
    case 'alias':
      return args.some((w) => w.dynamic || w.value.includes('='))
        ? [{ reason: 'runtime-rebinding', detail: DETAIL.rebinding('alias'), toEnd: true }]
        : [];
    case 'hash':
      return args.some((w) => !w.dynamic && /^-[a-zA-Z]*p/.test(w.value))
        ? [{ reason: 'runtime-rebinding', detail: DETAIL.rebinding('hash -p'), toEnd: true }]
        : [];
    case 'let':
      return args.length > 0 ? [{ reason: 'evaluated-variable', detail: DETAIL.arithmeticVariable('let'), toEnd: false }] : [];
    case 'declare':
    case 'typeset':
    case 'local':
    case 'export':
    case 'readonly': {
      const out: RuntimeFinding[] = [];
      const flags = args.filter((w) => !w.dynamic && /^[-+][a-zA-Z]+$/.test(w.value)).map((w) => w.value).join('');
      const assigned = args.filter((w) => w.dynamic || /^[A-Za-z_][A-Za-z0-9_]*(\[.*\])?\+?=/.test(w.value));
      if (/-[a-zA-Z]*i/.test(flags) && assigned.length > 0) out.push({ reason: 'evaluated-variable', detail: DETAIL.arithmeticVariable(`${head.value} -i`), toEnd: false });
      if (/-[a-zA-Z]*n/.test(flags) && name !== 'export') out.push({ reason: 'evaluated-variable', detail: DETAIL.evaluatedBuiltin(`${head.value} -n`), toEnd: true });
      out.push(...assignmentFindings(args.filter((w) => !w.dynamic).map((w) => w.value)));
      return out;
    }
    case 'env':
      return assignmentFindings(args.filter((w) => !w.dynamic).map((w) => w.value));
    default:
      return [];
  }
}

/**
 * The variable names an arithmetic text refers to (`x`, `$x`, `${x}`), except
 * those the source sets to a literal number (`x=1; (( x ))` is safe).
 */
export function arithmeticVariables(text: string, source: string): string[] {
  let body = text.replace(/`[^`]*`/g, ' ');
  // Substitutions are commands of their own (walked elsewhere), not variables: strip them, innermost first.
  for (let prev = ''; prev !== body; ) {
    prev = body;
    body = body.replace(/\$\([^()]*\)/g, ' ');
  }
  body = body.replace(/'[^']*'|"[^"]*"/g, ' ');
  const names = new Set<string>();
  for (const m of body.matchAll(/(?<![\w#@])\$?\{?([A-Za-z_][A-Za-z0-9_]*)/g)) names.add(m[1] as string);
  return [...names].filter((n) => !setToNumber(n, source));
}

function setToNumber(name: string, source: string): boolean {
  const re = new RegExp(`(?:^|[\\s;&|(])${name}=(\\S*)`, 'g');
  let any = false;
  for (const m of source.matchAll(re)) {
    any = true;
    if (!/^-?\d+(?=$|[;&|)])/.test(m[1] as string)) return false;
  }
  return any;
}
