/**
 * Claude Code's `Tool(specifier)` rules: what each spelling means, which
 * ones Claude Code skips with a startup warning, and which it loads but
 * never consults (permissions page, "Permission rule syntax",
 * "Tool name wildcards", "Match by input parameter", "Read and Edit").
 */
import { parseRuleSpec } from '../../config/rule-spec.js';
import type { Decision } from '../../core/types.js';
import type { RuleMatcher } from './stack.js';
import { DEAD_PATH_TOOLS, KNOWN_TOOLS, PARAM_FIELDS, PRIMARY_FIELDS, RULE_ONLY_TOOLS } from './tools.js';

export type ParsedRule =
  | { matcher: RuleMatcher; dead?: string; warning?: string }
  /** Claude Code skips the rule (it is listed in the invalid-settings dialog). */
  | { skip: string };

const PARAM = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*:\s*(.*?)\s*$/s;

/**
 * Parses one rule. `fromFlags` is true for `--allowed-tools` and
 * `--disallowed-tools`, where MCP parameter rules are accepted.
 */
export function parseClaudeRule(text: string, action: Decision, fromFlags = false): ParsedRule {
  const spec = parseRuleSpec(text);
  if ('error' in spec) return { skip: spec.error };
  const { tool, specifier } = spec;

  if (tool.includes('*')) {
    if (specifier !== undefined) return { skip: `a tool-name glob takes no specifier ('${text}')` };
    if (action !== 'allow') return { matcher: { kind: 'tool-glob', glob: tool } };
    // Allow globs only after a literal, glob-free `mcp__<server>__`.
    if (/^mcp__[^*]+?__/.test(tool) && !/^mcp__[^_*]*\*/.test(tool)) return { matcher: { kind: 'tool-glob', glob: tool } };
    return { skip: `an allow rule may use a tool-name glob only after a literal mcp__<server>__ prefix, so '${text}' approves nothing` };
  }

  if (tool.startsWith('mcp__')) {
    if (specifier !== undefined) {
      if (!fromFlags) return { skip: `Claude Code skips an mcp__ rule with parentheses in a settings file ('${text}'); pass it with --disallowed-tools instead` };
      const m = PARAM.exec(specifier);
      if (action !== 'allow' && m) return { matcher: { kind: 'param', tool, param: m[1]!, value: m[2]! } };
      return { skip: `'${text}': an MCP tool rule with parentheses must be a deny or ask rule of the form param:value` };
    }
    const rest = tool.slice('mcp__'.length);
    if (!rest.includes('__')) return { matcher: { kind: 'mcp-server', server: rest } };
    return { matcher: { kind: 'tool', tool } };
  }

  const unknownTool = !KNOWN_TOOLS.includes(tool) && !RULE_ONLY_TOOLS.includes(tool) && !tool.includes('_');
  const warning = unknownTool && action !== 'allow' ? `${action} rule '${text}' names no known tool; Claude Code warns about it at startup and it matches nothing` : undefined;
  const withWarning = (matcher: RuleMatcher, extra: { dead?: string } = {}): ParsedRule => ({ matcher, ...extra, ...(warning ? { warning } : {}) });

  if (specifier === undefined) return withWarning({ kind: 'tool', tool });

  // Deny and ask rules may name one direct input field (never the primary one).
  const param = PARAM.exec(specifier);
  const paramName = param?.[1];
  const isParam = paramName !== undefined && (PARAM_FIELDS[tool] ?? []).includes(paramName) && !(tool === 'Bash' && /:\*\s*$/.test(specifier) && !specifier.includes(' '));
  if (isParam && action !== 'allow') {
    if (PRIMARY_FIELDS[tool] === paramName) {
      return { skip: `'${text}' names ${tool}'s primary field ${paramName}; Claude Code ignores it with a startup warning (a compound command could bypass it)` };
    }
    return withWarning({ kind: 'param', tool, param: paramName, value: param![2]! });
  }

  switch (tool) {
    case 'Bash':
      return withWarning({ kind: 'bash', pattern: specifier.trim() });
    case 'Read':
    case 'Edit':
      return withWarning({ kind: 'path', tool, pattern: specifier.trim() });
    case 'WebFetch': {
      const m = /^\s*domain\s*:\s*(.+?)\s*$/.exec(specifier);
      if (!m) return { skip: `WebFetch rules take domain:HOST, so '${text}' matches nothing` };
      return withWarning({ kind: 'domain', pattern: m[1]! });
    }
    default:
      if (Object.hasOwn(DEAD_PATH_TOOLS, tool)) {
        const use = DEAD_PATH_TOOLS[tool]!;
        return withWarning(
          { kind: 'specifier', tool, specifier },
          { dead: `Claude Code checks file permissions against Edit(path) and Read(path) rules only; it accepts ${tool}(${specifier}) but never consults it (write ${use}(${specifier}))` },
        );
      }
      return withWarning({ kind: 'specifier', tool, specifier });
  }
}

/** The tool a rule is about, for grouping and display (`*` for a glob). */
export function ruleTool(m: RuleMatcher): string {
  switch (m.kind) {
    case 'tool':
    case 'param':
    case 'specifier':
      return m.tool;
    case 'path':
      return m.tool;
    case 'tool-glob':
      return m.glob;
    case 'bash':
      return 'Bash';
    case 'domain':
      return 'WebFetch';
    case 'mcp-server':
      return `mcp__${m.server}`;
  }
}
