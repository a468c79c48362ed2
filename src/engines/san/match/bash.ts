/**
 * Bash rule matching, two ways:
 *
 * - the seed's (what whale-perm decides by): the command is split into every
 *   simple command it would run (src/shell), and a rule is matched against
 *   each one's words, so `Bash(git status:*)` matches `git status -uall`;
 * - the code's (`MatchesToolPattern` / `MatchAllowList` with
 *   `bashRuleForms` / `bashSubcommandRuleForms`): each command is normalised
 *   to `name:args` (and also kept as `name args` and as the raw text between
 *   `&&` and `;`), and the rule's argument is a san glob over those strings,
 *   so `Bash(git status:*)` matches neither form of `git status -uall`.
 *
 * whale-perm decides with the first and reports where the second differs.
 */
import type { Opacity, Segment, ShellAnalysis } from '../../../shell/types.js';
import { programName } from '../../../shell/index.js';
import { matchGlob, wildcard } from './glob.js';

/** The wrappers san strips before matching (`safeWrapperCommands` in bash_ast.go). */
const SAN_WRAPPERS = new Set(['timeout', 'time', 'nice', 'nohup', 'stdbuf']);

/** `looksLikeCommand`: not a flag, not a number, not a duration such as `30s`. */
function looksLikeCommand(s: string): boolean {
  if (s === '' || s.startsWith('-')) return false;
  if (/^\d+$/.test(s)) return false;
  if (/^\d+[smhd]$/.test(s)) return false;
  return true;
}

/** Strips san's own wrappers (only those five) from the words as written. */
export function sanPeel(raw: readonly string[]): string[] {
  if (raw.length === 0) return [];
  let name = programName(raw[0]!);
  let args = raw.slice(1);
  let words = [...raw];
  while (SAN_WRAPPERS.has(name) && args.length > 0) {
    while (args.length > 0 && !looksLikeCommand(args[0]!)) args = args.slice(1);
    if (args.length === 0) break;
    words = args;
    name = programName(args[0]!);
    args = args.slice(1);
  }
  return words;
}

function joined(argv: readonly string[], base: boolean): string {
  if (argv.length === 0) return '';
  const first = base ? programName(argv[0]!) : argv[0]!;
  return [first, ...argv.slice(1)].join(' ');
}

/**
 * The seed's reading of a Bash rule argument against one command's words:
 * `prefix:*` is a prefix of whole words (the command alone included); a
 * code-style `name:glob` is `name glob`; anything else is a glob over the
 * words joined by spaces (`*` any run of characters, so `git *` needs an
 * argument and `ls *` does not match `lsof`).
 */
export function seedArgsMatch(args: string, argv: readonly string[]): boolean {
  if (argv.length === 0) return args === '';
  const candidates = new Set([joined(argv, true), joined(argv, false)]);
  for (const j of candidates) {
    if (args.endsWith(':*')) {
      const prefix = codeForm(args.slice(0, -2));
      if (wildcard(j, prefix) || wildcard(j, `${prefix} *`)) return true;
      continue;
    }
    if (wildcard(j, codeForm(args))) return true;
  }
  return false;
}

/** `name:rest` (no space before the colon) is san's normalised form: read it as `name rest`. */
function codeForm(s: string): string {
  const m = /^([^\s:*?]+):(.*)$/s.exec(s);
  return m ? `${m[1]} ${m[2]}` : s;
}

/** Word lists a deny or ask rule is tried on for one command: as run (all wrappers peeled), as written, after san's own peel. */
export function denyTargets(seg: Segment): string[][] {
  const lists = [seg.argv, seg.rawArgv, sanPeel(seg.rawArgv)];
  const seen = new Set<string>();
  return lists.filter((l) => {
    const k = l.join('\u0000');
    if (l.length === 0 || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** The words an allow rule is tried on: san strips only its five wrappers, so `sudo git status` is not `git status`. */
export function allowTarget(seg: Segment): string[] {
  return sanPeel(seg.rawArgv);
}

/** The first word a rule names (`git` for `git status:*`, `rm` for `rm:-rf *`), when it is a literal. */
function ruleCommandWord(args: string): string | undefined {
  const w = /^([^\s:*?]+)/.exec(args)?.[1];
  return w;
}

/** Could a deny rule match what an opaque part runs? Only a computed command name with known arguments narrows it. */
export function opaqueCouldMatch(args: string, o: Opacity): boolean {
  if (args === '') return false;
  if (o.reason === 'dynamic-command' && o.knownArgs) {
    const w = ruleCommandWord(args);
    if (w === undefined) return true;
    return seedArgsMatch(args, [w, ...o.knownArgs]);
  }
  return true;
}

// ---- the code's reading ------------------------------------------------------

/** One command as san's own parser would extract it (`parsedCommand`). */
export interface CodeCommand {
  name: string;
  args: string[];
  /** Joined to the command before or after it by a pipe. */
  inPipe: boolean;
  hasAssign: boolean;
  /** Targets of `>`, `>>`, `&>`, `&>>`. */
  redirects: string[];
}

const CODE_REDIRECT_OPS = new Set(['>', '>>', '&>', '&>>']);

/**
 * The commands san's parser sees: every simple command, those inside `$()`
 * and backticks included, but not the payloads of `sh -c`, `eval`, `xargs`
 * or `find -exec` (they stay words of the outer command) nor process
 * substitutions. Only san's five wrappers are stripped.
 */
export function codeCommands(shell: ShellAnalysis): CodeCommand[] | undefined {
  if (shell.opaque.some((o) => o.reason === 'parse-error')) return undefined;
  const out: CodeCommand[] = [];
  shell.segments.forEach((seg, i) => {
    if (seg.nesting.includes('payload') || seg.nesting.includes('process-substitution')) return;
    const words = sanPeel(seg.rawArgv);
    if (words.length === 0) return;
    const next = shell.segments[i + 1];
    out.push({
      name: programName(words[0]!),
      args: words.slice(1),
      inPipe: seg.operator === '|' || seg.operator === '|&' || next?.operator === '|' || next?.operator === '|&',
      hasAssign: seg.assignments.length > 0,
      redirects: seg.redirects.filter((r) => CODE_REDIRECT_OPS.has(r.op) && r.target !== null).map((r) => r.target!),
    });
  });
  return out;
}

/** `extractBashCommands`: the text split on `&&`, then on `;`, trimmed. */
export function rawPieces(command: string): string[] {
  return command
    .split('&&')
    .flatMap((p) => p.split(';'))
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** `normalizeBashCommand` for a parse failure: the first space-separated word's basename, then `:` and the rest. */
function normalizeRaw(piece: string): string {
  const t = piece.trim();
  const sp = t.indexOf(' ');
  if (sp === -1) return programName(t);
  return `${programName(t.slice(0, sp))}:${t.slice(sp + 1)}`;
}

export function normalized(c: CodeCommand): string {
  return c.args.length === 0 ? c.name : `${c.name}:${c.args.join(' ')}`;
}

/** Every form a deny or ask rule is tried on (`bashRuleForms`). */
export function codeDenyForms(command: string, cmds: CodeCommand[] | undefined): string[] {
  const forms = new Set<string>();
  for (const p of rawPieces(command)) forms.add(p);
  if (cmds && cmds.length > 0) for (const c of cmds) forms.add(normalized(c));
  else for (const p of rawPieces(command)) forms.add(normalizeRaw(p));
  return [...forms].filter((f) => f !== '');
}

/** Per command, the forms an allow rule is tried on (`bashSubcommandRuleForms`). */
export function codeAllowForms(command: string, cmds: CodeCommand[] | undefined): string[][] {
  if (cmds && cmds.length > 0) {
    return cmds.map((c) => {
      const plain = c.args.length === 0 ? c.name : `${c.name} ${c.args.join(' ')}`;
      const norm = normalized(c);
      return norm !== plain ? [plain, norm] : [plain];
    });
  }
  return rawPieces(command).map((p) => {
    const norm = normalizeRaw(p);
    return norm !== p ? [p, norm] : [p];
  });
}

export function codeArgsMatch(form: string, args: string): boolean {
  return matchGlob(form, args);
}
