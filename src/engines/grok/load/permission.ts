/**
 * The `[permission]` table of a grok TOML file (`config.toml`,
 * `managed_config.toml`, `requirements.toml`), read the way
 * `parse_toml_permission_section` reads it:
 *
 * - compact first: `deny` / `allow` / `ask` arrays of rule strings. A bad
 *   entry is skipped with a warning; a list that is not an array is ignored.
 * - if any compact list is present, the verbose `rules` list in the same
 *   table is never read;
 * - otherwise the table is deserialized as a whole: `rules = [{action, tool,
 *   pattern, pattern_mode}]`. `action` has no default, and one bad entry
 *   (no action, an unknown tool, a wrong type) makes the whole table fail
 *   to parse: grok logs a warning and keeps no rule from it.
 */
import type { LocatedDoc } from '../../../config/located.js';
import { isTable, typeName } from '../../../config/values.js';
import type { SourceLoc } from '../../../config/errors.js';
import type { IgnoredValue, Problem } from '../../types.js';
import { parseGrokRule, VERBOSE_TOOLS, type ParsedRule } from '../rules.js';
import type { GrokRule, RuleAction, RuleOrigin, ToolFilter } from '../stack.js';

const ACTIONS: readonly RuleAction[] = ['allow', 'deny', 'ask'];
const PROMPT_POLICIES = ['ask', 'deny', 'auto'];
const DISPLAY: Record<ToolFilter, string> = {
  any: '',
  bash: 'Bash',
  edit: 'Edit',
  read: 'Read',
  grep: 'Grep',
  mcp: 'MCPTool',
  webfetch: 'WebFetch',
  websearch: 'WebSearch',
};

/** A verbose entry written as the rule string it is equivalent to (for the trace). */
export function verboseText(tool: ToolFilter, pattern: string | undefined, mode: 'glob' | 'domain'): string {
  const p = pattern === undefined ? undefined : mode === 'domain' ? `domain:${pattern}` : pattern;
  if (tool === 'any') return p ?? '*';
  return `${DISPLAY[tool]}(${p ?? ''})`;
}

export interface PermissionRead {
  rules: GrokRule[];
  problems: Problem[];
  ignored: IgnoredValue[];
}

function problem(check: string, severity: Problem['severity'], message: string, loc: SourceLoc): Problem {
  return { check, fatal: false, severity, message, loc };
}

/**
 * `{ ...parsed, text, form: 'compact', origin, file, source, at }`, spelled out: that spread copies
 * slowly (ten thousand times in a large file), and every later read of the rule it makes is slower
 * too. Same keys, same order (test/engines/grok/compact-rule.property.test.ts).
 */
export function compactRule(parsed: ParsedRule, text: string, origin: RuleOrigin, file: string, source: SourceLoc, at: string): GrokRule {
  const { action, tool, mode } = parsed;
  return !('pattern' in parsed)
    ? { action, tool, mode, text, form: 'compact', origin, file, source, at }
    : { action, tool, mode, pattern: parsed.pattern, text, form: 'compact', origin, file, source, at };
}

export function readPermissionTable(doc: LocatedDoc, origin: RuleOrigin): PermissionRead {
  const out: PermissionRead = { rules: [], problems: [], ignored: [] };
  const perm = doc.value.permission;
  if (perm === undefined) return out;
  const at = (path: (string | number)[]) => doc.locate(path) ?? doc.locateValue(path) ?? { file: doc.file, line: 1, column: 1 };
  const valueAt = (path: (string | number)[]) => doc.locateValue(path) ?? at(path);

  let compact = false;
  if (isTable(perm)) {
    for (const key of ['deny', 'allow', 'ask'] as const) {
      const v = perm[key];
      if (v === undefined) continue;
      if (!Array.isArray(v)) {
        out.problems.push(problem('schema', 'error', `permission.${key} must be an array of rule strings, not ${typeName(v)}; grok ignores it`, valueAt(['permission', key])));
        continue;
      }
      compact = true;
      v.forEach((item, i) => {
        const loc = valueAt(['permission', key, i]);
        if (typeof item !== 'string') {
          out.problems.push(problem('schema', 'error', `permission.${key}[${i}] must be a rule string, not ${typeName(item)}; grok skips it`, loc));
          return;
        }
        const parsed = parseGrokRule(item, key);
        if ('error' in parsed) {
          const sev = parsed.kind === 'malformed' ? 'error' : 'warning';
          out.problems.push(problem('schema', sev, `permission.${key}[${i}] ${JSON.stringify(item)}: ${parsed.error}; grok skips this rule`, loc));
          return;
        }
        out.rules.push(compactRule(parsed, item.trim(), origin, doc.file, loc, `${key}.${i + 1}`));
      });
    }
  }
  if (compact) {
    if (isTable(perm) && perm.rules !== undefined) {
      const n = Array.isArray(perm.rules) ? perm.rules.length : 0;
      out.problems.push(
        problem(
          'shadowed-rule',
          'warning',
          `the compact allow/deny/ask lists of this [permission] table hide its verbose \`rules\` list: grok reads only the compact form, so ${n === 1 ? 'this rule never applies' : `none of these ${n} rules apply`}`,
          at(['permission', 'rules']),
        ),
      );
    }
    return out;
  }
  return readVerbose(doc, perm, origin, out, at, valueAt);
}

function readVerbose(
  doc: LocatedDoc,
  perm: unknown,
  origin: RuleOrigin,
  out: PermissionRead,
  at: (p: (string | number)[]) => SourceLoc,
  valueAt: (p: (string | number)[]) => SourceLoc,
): PermissionRead {
  const fail = (message: string, loc: SourceLoc, dropped: number) => {
    const what = dropped === 0 ? 'keeps no rule from it' : `drops all ${dropped} rule${dropped === 1 ? '' : 's'} in it`;
    out.problems.push(problem('schema', 'error', `${message}; grok fails to parse [permission] and ${what}`, loc));
    out.rules = [];
    return out;
  };
  if (!isTable(perm)) return fail(`[permission] must be a table, not ${typeName(perm)}`, valueAt(['permission']), 0);
  const list = perm.rules;
  const pending: GrokRule[] = [];
  if (list !== undefined && !Array.isArray(list)) return fail(`permission.rules must be an array of tables, not ${typeName(list)}`, valueAt(['permission', 'rules']), 0);
  const entries = (list as unknown[] | undefined) ?? [];
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    const p = ['permission', 'rules', i];
    if (!isTable(e)) return fail(`permission.rules[${i}] must be a table, not ${typeName(e)}`, valueAt(p), entries.length);
    const action = e.action;
    if (action === undefined) {
      return fail(`permission.rules[${i}] has no \`action\`: grok gives it no default (not deny, not ask)`, valueAt(p), entries.length);
    }
    if (typeof action !== 'string' || !ACTIONS.includes(action as RuleAction)) {
      return fail(`permission.rules[${i}].action = ${JSON.stringify(action)} is not one of allow, deny, ask`, valueAt([...p, 'action']), entries.length);
    }
    const tool = e.tool ?? 'any';
    if (typeof tool !== 'string' || !VERBOSE_TOOLS.includes(tool as ToolFilter)) {
      return fail(`permission.rules[${i}].tool = ${JSON.stringify(tool)} is not one of ${VERBOSE_TOOLS.join(', ')} (lowercase)`, valueAt([...p, 'tool']), entries.length);
    }
    const pattern = e.pattern;
    if (pattern !== undefined && typeof pattern !== 'string') {
      return fail(`permission.rules[${i}].pattern must be a string, not ${typeName(pattern)}`, valueAt([...p, 'pattern']), entries.length);
    }
    const mode = e.pattern_mode ?? 'glob';
    if (mode !== 'glob' && mode !== 'domain') {
      return fail(`permission.rules[${i}].pattern_mode = ${JSON.stringify(mode)} is not glob or domain`, valueAt([...p, 'pattern_mode']), entries.length);
    }
    const pat = pattern === undefined || pattern === '' ? undefined : pattern;
    pending.push({
      action: action as RuleAction,
      tool: tool as ToolFilter,
      ...(pat !== undefined ? { pattern: pat } : {}),
      mode,
      text: verboseText(tool as ToolFilter, pat, mode),
      form: 'verbose',
      origin,
      file: doc.file,
      source: valueAt(p),
      at: `rules.${i + 1}`,
    });
  }
  const pp = perm.prompt_policy;
  if (pp !== undefined) {
    if (typeof pp !== 'string' || !PROMPT_POLICIES.includes(pp)) {
      return fail(`permission.prompt_policy = ${JSON.stringify(pp)} is not one of ${PROMPT_POLICIES.join(', ')}`, valueAt(['permission', 'prompt_policy']), entries.length);
    }
    out.ignored.push({
      key: 'permission.prompt_policy',
      value: pp,
      source: at(['permission', 'prompt_policy']),
      reason: 'grok keeps only the rules of a TOML [permission] table; the prompt policy comes from `defaultMode` in Claude settings',
    });
  }
  out.rules = pending;
  return out;
}
