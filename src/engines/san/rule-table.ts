/**
 * san's rules as data (`Engine.rules`): every `permissions.deny/ask/allow`
 * entry of the merged settings files, in the order san's gate consults them
 * (deny, ask, allow; within each, the merged order of `mergeStringSlices`),
 * then the session permissions (--session-rule). Built once per stack from
 * the rules the loader already parsed (`SanStack.rules`, `sessionRules`):
 * there is no second parser here.
 *
 * Ids: `<file label>#<action>.<n>`, n the 1-based position of the entry in
 * that file's `permissions.<action>` array (`.gen/settings.json#deny.2`).
 * san reads four files named `settings.json`, so the label (the path as
 * traces show it) stands where other engines use the base name. A session
 * permission is `--session-rule#<n>`.
 */
import type { RuleRecord } from '../../core/types.js';
import { parseRuleSpec } from '../../config/rule-spec.js';
import type { SanRule, SanStack, SessionRule } from './stack.js';
import { KNOWN_TOOLS } from './vocab.js';

/** What a rule id stands for: a settings entry or a session permission. */
export type RuleEntry = { kind: 'settings'; rule: SanRule; original?: SanRule } | { kind: 'session'; rule: SessionRule };

export interface RuleTable {
  records: RuleRecord[];
  byId: Map<string, RuleEntry>;
  idOf: Map<SanRule | SessionRule, string>;
  /** Position of each id in `records` (the consult order). */
  position: Map<string, number>;
  /** The repeats of an effective entry (the merge kept the first; they are inert). */
  repeats: Map<SanRule, SanRule[]>;
}

const tables = new WeakMap<SanStack, RuleTable>();

/** The rule table of a stack, built once (a stack never changes once loaded). */
export function ruleTable(stack: SanStack): RuleTable {
  let t = tables.get(stack);
  if (!t || t.records.length !== stack.rules.length + stack.sessionRules.length) tables.set(stack, (t = build(stack)));
  return t;
}

export function sanRules(stack: SanStack): RuleRecord[] {
  return ruleTable(stack).records;
}

/** The id of a settings rule or session permission of this stack. */
export function ruleId(stack: SanStack, r: SanRule | SessionRule): string {
  return ruleTable(stack).idOf.get(r)!;
}

function scopeOf(label: string): string {
  if (label.startsWith('~/')) return 'user';
  return label.includes('.local.') ? 'local' : 'project';
}

/** The input key a rule's argument is matched against (`BuildRule` in internal/setting/permission.go; see vocab.ts `ruleSubject`). */
export function subjectKey(tool: string): string | undefined {
  switch (tool) {
    case 'Bash':
      return 'command';
    case 'Read':
    case 'Write':
    case 'Edit':
    case 'NotebookEdit':
      return 'file_path';
    case 'WebFetch':
      return 'url';
    case 'Skill':
      return 'skill';
    case 'Glob':
    case 'Grep':
      return 'pattern';
    default:
      return undefined;
  }
}

const FILE_TOOLS = new Set(['Read', 'Write', 'Edit', 'NotebookEdit']);

/** Tools whose calls carry no argument for a rule to match: a bare name is the whole tool there. */
const NO_ARGUMENT = new Set(['TaskCreate', 'TaskGet', 'TaskList', 'TaskUpdate', 'AskUserQuestion', 'TodoWrite', 'ExitPlanMode', 'EnterPlanMode', 'CronList', 'Evolve']);

/**
 * The matcher kind in the shared vocabulary, and the pattern in that kind's
 * terms. san has one matcher (`matchGlob` over the command's forms or the
 * call's subject); the kind says which of its uses the entry is:
 * - `tool`: `Tool(*)`, `Tool(**)`, a bare name of a tool whose calls carry
 *   no argument; any other bare name is its tool's argument kind with
 *   pattern '' (san matches it only against an empty argument);
 * - `command-prefix`: `Bash(name:*)` (pattern `name`: san normalises a
 *   command to `name:args`) and the seed's multi-word `Bash(git push:*)`;
 * - `command-exact`: no wildcard (`Bash(npm test)`, `Bash(git:status)` →
 *   `git status`);
 * - `command-glob`: any other Bash argument, as san's glob;
 * - `path-glob`, `domain` (`WebFetch(domain:x)`), `url-glob` (another
 *   WebFetch argument, matched against `domain:<host>`), `mcp`, and san's own
 *   `subject-glob` for the rest (Glob/Grep patterns, skills).
 */
export function kindOf(tool: string, args: string, bare: boolean): { kind: string; pattern: string } {
  if (bare || args === '') {
    if (tool.startsWith('mcp__')) return { kind: 'mcp', pattern: '' };
    if (NO_ARGUMENT.has(tool)) return { kind: 'tool', pattern: '' };
    if (tool === 'Bash') return { kind: 'command-exact', pattern: '' };
    if (FILE_TOOLS.has(tool)) return { kind: 'path-glob', pattern: '' };
    return { kind: tool === 'WebFetch' ? 'url-glob' : 'subject-glob', pattern: '' };
  }
  if (args === '*' || args === '**') return { kind: 'tool', pattern: '*' };
  if (tool === 'Bash') {
    if (args.endsWith(':*')) {
      const prefix = args.slice(0, -2);
      if (!/[*?]/.test(prefix) && !prefix.includes(':')) return { kind: 'command-prefix', pattern: prefix.trim().replace(/\s+/g, ' ') };
    }
    if (!/[*?]/.test(args)) return { kind: 'command-exact', pattern: args.replace(/^([^\s:]+):/, '$1 ') };
    return { kind: 'command-glob', pattern: args };
  }
  if (tool.startsWith('mcp__')) return { kind: 'mcp', pattern: args };
  if (FILE_TOOLS.has(tool)) return { kind: 'path-glob', pattern: args };
  if (tool === 'WebFetch') return args.startsWith('domain:') ? { kind: 'domain', pattern: args.slice('domain:'.length) } : { kind: 'url-glob', pattern: args };
  return { kind: 'subject-glob', pattern: args };
}

/** Entries with the same key match the same calls: the tool compared exactly, `*` and `**` both everything, a bare name the same as `Tool()`. */
export function keyOf(tool: string, args: string): string {
  return `${tool}(${args === '**' ? '*' : args})`;
}

/**
 * Why san's own matcher never satisfies a consulted entry, in san's terms
 * (`parseRule`, `MatchesToolPattern`, `matchGlob` in
 * internal/setting/permission.go), or undefined:
 * - a tool name san does not have (names are compared exactly);
 * - a bare name on a tool whose calls carry an argument (it matches only an
 *   empty one);
 * - a multi-word Bash prefix before `:*`: san's forms are `name:args` and
 *   `name args`, which `git push:*` never matches (whale-perm follows the
 *   seed's word-prefix reading, divergence 2, so its traces still match it);
 * - a relative file pattern: san compares it with the absolute path the tool
 *   receives.
 * A malformed entry is the schema problem's, not this.
 */
export function neverMatches(r: SanRule): string | undefined {
  if ('error' in parseRuleSpec(r.text)) return undefined;
  if (!KNOWN_TOOLS.includes(r.tool) && !/^mcp__[^*?]+$/.test(r.tool)) {
    const near = KNOWN_TOOLS.find((t) => t.toLowerCase() === r.tool.trim().toLowerCase());
    return `san has no tool named ${JSON.stringify(r.tool)}${near ? ` (tool names are compared exactly: ${near})` : ''}`;
  }
  if (r.bare) return NO_ARGUMENT.has(r.tool) ? undefined : `a bare tool name matches only a ${r.tool} call with an empty argument in san; write ${r.tool}(*) for the whole tool`;
  if (r.tool === 'Bash' && /^\S+ [^:]*:\*$/.test(r.args)) {
    const [name, ...rest] = r.args.slice(0, -2).split(/\s+/);
    return `san normalises a command to name:args, so a multi-word prefix before ':*' never matches; write Bash(${name}:${rest.join(' ')}*) for san (the seed reads it as a word prefix, and whale-perm follows the seed)`;
  }
  if (FILE_TOOLS.has(r.tool) && r.args !== '' && !r.args.startsWith('/') && !r.args.startsWith('*')) {
    return `san compares the pattern with the absolute path the tool receives; ${JSON.stringify(r.args)} is not resolved against the workspace or the home directory, so it never matches`;
  }
  return undefined;
}

function build(stack: SanStack): RuleTable {
  const records: RuleRecord[] = [];
  const byId = new Map<string, RuleEntry>();
  const idOf = new Map<SanRule | SessionRule, string>();
  const repeats = new Map<SanRule, SanRule[]>();
  const positions = new Map<string, number>();
  const firsts = new Map<string, SanRule>();
  // the first occurrences are looked up only by repeats: a stack without one keeps none
  const repeated = stack.rules.some((r) => r.duplicateOf);
  for (const r of stack.rules) {
    const slot = `${r.origin}#${r.action}`;
    const n = (positions.get(slot) ?? 0) + 1;
    positions.set(slot, n);
    const id = `${slot}.${n}`;
    const same = repeated ? `${r.action}\u0000${r.text}` : '';
    const original = r.duplicateOf ? firsts.get(same) : undefined;
    if (!r.duplicateOf) {
      if (repeated) firsts.set(same, r);
    }
    else if (original) {
      const l = repeats.get(original);
      if (l) l.push(r);
      else repeats.set(original, [r]);
    }
    const { kind, pattern } = kindOf(r.tool, r.args, r.bare);
    const key = subjectKey(r.tool);
    const never = r.duplicateOf ? undefined : neverMatches(r);
    const record: RuleRecord = {
      id,
      source: r.source,
      action: r.action,
      kind,
      tool: r.tool,
      pattern,
      text: r.text,
      key: keyOf(r.tool, r.args),
      layer: 'settings-rules',
      scope: scopeOf(r.origin),
      call: key ? { tool: r.tool, key } : { tool: r.tool },
    };
    // assigned, not spread into the literal (a spread copies through the runtime, for every record); the same keys in the same order
    if (never) record.never = never;
    if (r.duplicateOf) record.inert = `repeats ${r.action} ${r.text}${original ? ` (${original.origin})` : ''}: san merges the lists as a union and keeps only the first occurrence`;
    records.push(record);
    byId.set(id, original ? { kind: 'settings', rule: r, original } : { kind: 'settings', rule: r });
    idOf.set(r, id);
  }
  stack.sessionRules.forEach((r, i) => {
    const id = `--session-rule#${i + 1}`;
    // A bare name granted in a session is the whole tool (`IsToolAllowed`), unlike a bare settings entry.
    const { kind, pattern } = r.wholeTool ? { kind: 'tool', pattern: '*' } : kindOf(r.tool, r.args, false);
    const key = subjectKey(r.tool);
    records.push({
      id,
      source: null,
      from: '--session-rule',
      action: 'allow',
      kind,
      tool: r.tool,
      pattern,
      text: r.text,
      key: keyOf(r.tool, r.wholeTool ? '*' : r.args),
      layer: 'session-permissions',
      scope: 'session',
      call: key ? { tool: r.tool, key } : { tool: r.tool },
    });
    byId.set(id, { kind: 'session', rule: r });
    idOf.set(r, id);
  });
  const position = new Map<string, number>();
  records.forEach((r, i) => position.set(r.id, i));
  return { records, byId, idOf, position, repeats };
}
