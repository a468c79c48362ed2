/**
 * path-never-matches: a rule grok can never (or almost never) match, so it
 * silently does nothing (dangerous when it is a deny):
 * - `mcp__server__tool`: grok's MCP tool names carry no `mcp__` prefix;
 *   write `MCPTool(server__tool)`;
 * - a path pattern starting with `~` or `//`: matched literally, never
 *   against the expanded or absolute path;
 * - a pattern the glob dialect rejects (`src**`): it compiles to nothing.
 */
import { globError } from '../../../engines/grok/glob.js';
import type { GrokStack } from '../../../engines/grok/stack.js';
import { ruleDocPath } from '../../docs.js';
import type { CheckMeta, LintContext, RawFinding } from '../../types.js';
import { fileRules, ruleName } from './shared.js';

export const meta: CheckMeta = {
  id: 'path-never-matches',
  severity: 'warning',
  description: 'A rule grok can never match: an mcp__ name, a ~ or // path matched literally, a glob grok rejects.',
  docs: ruleDocPath('path-never-matches'),
};

export function check(ctx: LintContext<GrokStack>): RawFinding[] {
  const out: RawFinding[] = [];
  for (const r of fileRules(ctx.stack.rules)) {
    const p = r.pattern;
    if (p === undefined) continue;
    if (r.tool === 'any' && p.startsWith('mcp__')) {
      out.push({ loc: r.source!, message: `${ruleName(r)} never matches an MCP call: grok names MCP tools server__tool with no mcp__ prefix; write MCPTool(${p.slice(5)})` });
      continue;
    }
    const pathTool = r.tool === 'read' || r.tool === 'edit' || r.tool === 'grep';
    if (pathTool && (p.startsWith('~') || p.startsWith('//'))) {
      out.push({
        loc: r.source!,
        message: `${ruleName(r)}: grok matches a leading ${p.startsWith('~') ? '`~`' : '`//`'} literally, so it never matches the absolute path of the same file${r.action === 'deny' ? ' (a read by absolute path is not denied)' : ''}; add the absolute form or a **/ pattern`,
      });
      continue;
    }
    const err = globError(p);
    if (err && (pathTool || r.tool === 'mcp' || (r.tool === 'webfetch' && r.mode === 'glob'))) {
      out.push({ loc: r.source!, message: `${ruleName(r)}: grok's glob dialect rejects this pattern (${err}), so it matches nothing` });
    }
  }
  return out;
}
