/**
 * The `Tool(specifier)` rule syntax that Claude Code settings use and that
 * san and grok-build read too (`Bash(git status:*)`, `Read(./src/**)`,
 * `WebFetch(domain:example.com)`, `mcp__server__tool`). Parsing only: each
 * engine gives the specifier its own meaning.
 */

export interface RuleSpec {
  /** The tool name as written (`Bash`, `Read`, `mcp__github__create_issue`). */
  tool: string;
  /** The text inside the parentheses; undefined for a bare tool name (the whole tool). */
  specifier?: string;
}

export function parseRuleSpec(text: string): RuleSpec | { error: string } {
  const t = text.trim();
  if (t === '') return { error: 'empty rule' };
  const open = t.indexOf('(');
  if (open === -1) {
    if (/[\s)]/.test(t)) return { error: `'${t}' is not a rule: expected Tool or Tool(specifier)` };
    return { tool: t };
  }
  if (!t.endsWith(')')) return { error: `'${t}' has an unclosed '(': expected Tool(specifier)` };
  const tool = t.slice(0, open).trim();
  if (tool === '' || /\s/.test(tool)) return { error: `'${t}' has no tool name before '('` };
  const specifier = t.slice(open + 1, -1);
  // `Bash()` and `Bash(*)` mean the whole tool in Claude Code's syntax.
  if (specifier.trim() === '' || specifier.trim() === '*') return { tool };
  return { tool, specifier };
}

export function formatRuleSpec(r: RuleSpec): string {
  return r.specifier === undefined ? r.tool : `${r.tool}(${r.specifier})`;
}
