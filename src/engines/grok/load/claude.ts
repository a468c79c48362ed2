/**
 * Claude Code settings as grok reads them (`permission/claude_settings.rs`,
 * 22-permissions-and-safety.md): `permissions.allow/deny/ask` rule strings
 * translated to grok rules (an unknown tool is skipped with a warning),
 * `permissions.defaultMode` (or a top-level `defaultMode` when the nested
 * one is absent), and the `hooks` object. A file whose shape grok cannot
 * deserialize is skipped whole.
 */
import type { LocatedDoc } from '../../../config/located.js';
import { isTable, typeName } from '../../../config/values.js';
import type { SourceLoc } from '../../../config/errors.js';
import type { Problem } from '../../types.js';
import { parseGrokRule } from '../rules.js';
import type { DefaultMode, GrokRule, RuleAction, RuleOrigin } from '../stack.js';

export const DEFAULT_MODES: readonly DefaultMode[] = ['default', 'acceptEdits', 'plan', 'auto', 'dontAsk', 'bypassPermissions'];

export interface ClaudeRead {
  /** False when grok cannot deserialize the permissions: nothing from them applies. */
  usable: boolean;
  rules: GrokRule[];
  /** The raw `defaultMode` and where it is, when set. */
  defaultMode?: { raw: string; mode: DefaultMode; loc: SourceLoc };
  problems: Problem[];
}

export function readClaudePermissions(doc: LocatedDoc, origin: RuleOrigin): ClaudeRead {
  const out: ClaudeRead = { usable: true, rules: [], problems: [] };
  const loc = (p: (string | number)[]): SourceLoc => doc.locateValue(p) ?? doc.locate(p) ?? { file: doc.file, line: 1, column: 1 };
  const bad = (message: string, p: (string | number)[], severity: Problem['severity'] = 'error') =>
    out.problems.push({ check: 'schema', fatal: false, severity, message, loc: loc(p) });
  const perms = doc.value.permissions;
  if (perms !== undefined && !isTable(perms)) {
    bad(`permissions must be an object, not ${typeName(perms)}; grok cannot read the permissions of this file and skips them`, ['permissions']);
    out.usable = false;
    return out;
  }
  const lists: [RuleAction, unknown][] = isTable(perms) ? [['deny', perms.deny], ['allow', perms.allow], ['ask', perms.ask]] : [];
  for (const [key, v] of lists) {
    if (v === undefined) continue;
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) {
      bad(`permissions.${key} must be an array of rule strings; grok cannot read the permissions of this file and skips them`, ['permissions', key]);
      out.usable = false;
      out.rules = [];
      return out;
    }
  }
  for (const [key, v] of lists) {
    if (!Array.isArray(v)) continue;
    (v as string[]).forEach((item, i) => {
      const parsed = parseGrokRule(item, key);
      if ('error' in parsed) {
        bad(`permissions.${key}[${i}] ${JSON.stringify(item)}: ${parsed.error}; grok skips this rule`, ['permissions', key, i], parsed.kind === 'malformed' ? 'error' : 'warning');
        return;
      }
      out.rules.push({ ...parsed, text: item.trim(), form: 'claude', origin, file: doc.file, source: loc(['permissions', key, i]), at: `${key}.${i + 1}` });
    });
  }
  const nested = isTable(perms) ? perms.defaultMode : undefined;
  const path = nested !== undefined ? ['permissions', 'defaultMode'] : ['defaultMode'];
  const raw = nested !== undefined ? nested : doc.value.defaultMode;
  if (raw !== undefined) {
    if (typeof raw !== 'string') bad(`${path.join('.')} must be a string, not ${typeName(raw)}; grok ignores it`, path);
    else {
      const known = DEFAULT_MODES.includes(raw as DefaultMode);
      if (!known) bad(`${path.join('.')} = ${JSON.stringify(raw)} is not one of ${DEFAULT_MODES.join(', ')}; grok treats it as "default" (prompt), and it still claims the mode for this scope`, path, 'warning');
      out.defaultMode = { raw, mode: known ? (raw as DefaultMode) : 'default', loc: loc(path) };
    }
  }
  return out;
}
