/**
 * The grok stack's rules as data (`Engine.rules`): one record per rule grok
 * read, built from the loader's own parsed rules (no second parser), with a
 * stable id:
 *
 * - a file rule: `<file>#<list>.<n>`, the list it is written in and its
 *   1-based position there (`config.toml#deny.2`, `config.toml#rules.3` for
 *   a verbose `[permission] rules` entry, `settings.json#allow.1`), or
 *   `<file>#defaultMode` for the allow a `defaultMode` adds;
 * - `<file>` is the base name, unless two files of the stack share it
 *   (`~/.grok/config.toml` and the project's): then the path from the
 *   workspace, else `~/…` from the home, else the whole path;
 * - a session grant (`--session-rule`): `--session-rule#<n>`, no source.
 *
 * Records come in merge order (requirements, managed settings, managed
 * config, config.toml, project config, Claude settings), then the session
 * grants. A catch-all allow the always-approve pin drops is listed `inert`.
 */
import { basename, relative, sep } from 'node:path';
import type { RuleRecord } from '../../core/types.js';
import type { GrokRule, GrokStack, ToolFilter } from './stack.js';

/** The flag a session grant comes from. */
export const SESSION_FLAG = '--session-rule';

export interface RuleTable {
  records: RuleRecord[];
  /** The parsed rule behind each id. */
  byId: ReadonlyMap<string, GrokRule>;
  /** The id of each parsed rule (the objects of `stack.rules`, `stack.loadedRules`, `stack.sessionGrants`). */
  idOf: ReadonlyMap<GrokRule, string>;
  /** The session grants, by object. */
  grants: ReadonlySet<GrokRule>;
}

/** grok's rule-DSL name of each tool class (`Bash(…)`, `MCPTool(…)`); undefined for a rule on every tool. */
const TOOL_NAME: Record<ToolFilter, string | undefined> = {
  any: undefined,
  bash: 'Bash',
  read: 'Read',
  edit: 'Edit',
  grep: 'Grep',
  mcp: 'MCPTool',
  webfetch: 'WebFetch',
  websearch: 'WebSearch',
};

/**
 * How a call the rule is about is written (the tool name and the input key
 * grok matches). A rule on every tool is written as the Bash call it also
 * is (grok tries its pattern on the command as a raw prefix); an MCP rule
 * as the qualified tool name it matches (`server__tool` is the call's tool).
 */
function callOf(r: Pick<GrokRule, 'tool' | 'pattern'>): RuleRecord['call'] {
  switch (r.tool) {
    case 'any':
    case 'bash':
      return { tool: 'Bash', key: 'command' };
    case 'read':
      return { tool: 'Read', key: 'path' };
    case 'edit':
      return { tool: 'Edit', key: 'file_path' };
    case 'grep':
      return { tool: 'Grep', key: 'path' };
    case 'mcp':
      return { tool: r.pattern ?? 'server__tool' };
    case 'webfetch':
      return { tool: 'WebFetch', key: 'url' };
    case 'websearch':
      return { tool: 'WebSearch', key: 'query' };
  }
}

const META = /[*?[]/;

/**
 * The matcher kind in the shared vocabulary. Bash: `command-glob` for a
 * pattern with a glob metacharacter, else `command-prefix` (a deny or ask
 * is a raw character prefix, an allow a word prefix: `rules.ts`); `query-glob`
 * (WebSearch) and `any-glob` (a bare pattern grok tries on every tool's
 * detail) are grok's own.
 */
export function ruleKind(r: Pick<GrokRule, 'tool' | 'pattern' | 'mode'>): string {
  if (r.pattern === undefined || r.pattern === '*') return 'tool';
  switch (r.tool) {
    case 'bash':
      return META.test(r.pattern) ? 'command-glob' : 'command-prefix';
    case 'read':
    case 'edit':
    case 'grep':
      return 'path-glob';
    case 'mcp':
      return 'mcp';
    case 'webfetch':
      return r.mode === 'domain' ? 'domain' : 'url-glob';
    case 'websearch':
      return 'query-glob';
    case 'any':
      return 'any-glob';
  }
}

/**
 * Two rules with the same key match the same calls: tool class, pattern
 * mode, pattern. The action is left out on purpose: a Bash allow and a deny
 * with the same pattern are the contradiction grok settles by deny > ask >
 * allow (the deny's raw prefix covers every call the allow's word prefix does).
 */
export function ruleKey(r: Pick<GrokRule, 'tool' | 'pattern' | 'mode'>): string {
  return `${r.tool}\u0000${r.mode}\u0000${r.pattern ?? '*'}`;
}

/** A name for each file of the stack: the base name, or a longer one where two files share it. */
function fileLabels(files: readonly string[], workspace: string, home: string): Map<string, string> {
  const byBase = new Map<string, string[]>();
  for (const f of files) {
    const b = basename(f);
    const l = byBase.get(b);
    if (!l) byBase.set(b, [f]);
    else if (!l.includes(f)) l.push(f);
  }
  const out = new Map<string, string>();
  const under = (root: string, f: string) => {
    const r = relative(root, f);
    return r !== '' && !r.startsWith('..') && !r.startsWith(sep) ? r.split(sep).join('/') : undefined;
  };
  for (const [b, list] of byBase) {
    for (const f of list) {
      if (list.length === 1) {
        out.set(f, b);
        continue;
      }
      const ws = under(workspace, f);
      const hm = under(home, f);
      out.set(f, ws ?? (hm !== undefined ? `~/${hm}` : f));
    }
  }
  return out;
}

const labelsOf = new WeakMap<GrokStack, Map<string, string>>();

/** How ids name the files of this stack (rules' and hooks'): one naming for the whole stack. */
export function fileLabel(stack: GrokStack): (file: string) => string {
  let m = labelsOf.get(stack);
  if (!m) {
    const files = [...stack.files.filter((f) => f.status === 'read').map((f) => f.path), ...stack.loadedRules.flatMap((r) => (r.file !== null ? [r.file] : [])), ...stack.hooks.map((h) => h.source.file)];
    m = fileLabels(files, stack.workspace, stack.home);
    labelsOf.set(stack, m);
  }
  const labels = m;
  return (file) => labels.get(file) ?? basename(file);
}

function record(r: GrokRule, id: string, grant: boolean): RuleRecord {
  const key = ruleKey(r);
  const out: RuleRecord = {
    id,
    source: r.source,
    action: r.action,
    kind: ruleKind(r),
    pattern: r.pattern ?? '*',
    text: r.form === 'synthetic' && r.note ? r.note.replace(/:.*$/, '') : r.text,
    key: grant ? `session\u0000${key}` : key,
    layer: grant ? 'session-grants' : 'rules',
    scope: r.origin,
  };
  if (r.source === null) out.from = grant ? SESSION_FLAG : (r.note ?? r.origin);
  const tool = TOOL_NAME[r.tool];
  if (tool !== undefined) out.tool = tool;
  out.call = callOf(r);
  if (r.inert !== undefined) out.inert = r.inert;
  return out;
}

function build(stack: GrokStack): RuleTable {
  const loaded = stack.loadedRules;
  const label = fileLabel(stack);
  const records: RuleRecord[] = [];
  const byId = new Map<string, GrokRule>();
  const idOf = new Map<GrokRule, string>();
  const perFile = new Map<string, number>();
  const add = (r: GrokRule, base: string, grant: boolean) => {
    // A second rule at the same place (never expected) keeps the id unique.
    let id = base;
    for (let n = 2; byId.has(id); n++) id = `${base}~${n}`;
    byId.set(id, r);
    idOf.set(r, id);
    records.push(record(r, id, grant));
  };
  for (const r of loaded) {
    if (r.file === null) continue;
    const n = (perFile.get(r.file) ?? 0) + 1;
    perFile.set(r.file, n);
    add(r, `${label(r.file)}#${r.at ?? n}`, false);
  }
  // The kept rules are the loaded objects, except where the loader copied an inert one.
  for (const r of stack.rules) if (!idOf.has(r) && r.file !== null) add(r, `${label(r.file)}#${r.at ?? 'rule'}`, false);
  stack.sessionGrants.forEach((g, i) => add(g, `${SESSION_FLAG}#${i + 1}`, true));
  return { records, byId, idOf, grants: new Set(stack.sessionGrants) };
}

const tables = new WeakMap<GrokStack, RuleTable>();

/** The stack's rule table, built once per stack. */
export function ruleTable(stack: GrokStack): RuleTable {
  let t = tables.get(stack);
  if (!t) {
    t = build(stack);
    tables.set(stack, t);
  }
  return t;
}

export function grokRules(stack: GrokStack): RuleRecord[] {
  return ruleTable(stack).records;
}
