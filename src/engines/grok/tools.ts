/**
 * grok's tool vocabulary and the `AccessKind` each tool input maps to
 * (`permission/types.rs`, `impl From<&ToolInput> for AccessKind`). The
 * decision input is the access (a path, a command, a domain, an MCP name),
 * not the tool name. `--tool` accepts grok's own names and the rule-DSL
 * names (`Bash`, `Read`, `Edit`, `Write`, `Grep`, `WebFetch`, …).
 */

export type Access =
  | { kind: 'read'; path: string | undefined }
  | { kind: 'grep'; path: string | undefined; glob: string | undefined }
  | { kind: 'edit'; path: string }
  | { kind: 'bash'; command: string }
  | { kind: 'mcp'; name: string; input: unknown }
  | { kind: 'webfetch'; url: string }
  | { kind: 'websearch'; query: string };

export type AccessKindName = 'Read' | 'Grep' | 'Edit' | 'Bash' | 'MCPTool' | 'WebFetch' | 'WebSearch';

interface ToolSpec {
  /** grok's own tool name. */
  name: string;
  kind: AccessKindName;
  /** Input keys that carry the access detail, in preference order. */
  keys: string[];
  /** Read(None): a tool with no path to check (todo_write, subagent control, skills). */
  noDetail?: boolean;
}

const SPECS: ToolSpec[] = [
  { name: 'run_terminal_command', kind: 'Bash', keys: ['command'] },
  { name: 'monitor', kind: 'Bash', keys: ['command'] },
  { name: 'read_file', kind: 'Read', keys: ['path', 'file_path', 'target_file'] },
  { name: 'list_dir', kind: 'Read', keys: ['target_directory', 'path'] },
  { name: 'grep', kind: 'Grep', keys: ['path'] },
  { name: 'search_replace', kind: 'Edit', keys: ['file_path', 'path'] },
  { name: 'write', kind: 'Edit', keys: ['file_path', 'path'] },
  { name: 'hashline_edit', kind: 'Edit', keys: ['file_path', 'path'] },
  { name: 'apply_patch', kind: 'Edit', keys: [] },
  { name: 'web_fetch', kind: 'WebFetch', keys: ['url'] },
  { name: 'web_search', kind: 'WebSearch', keys: ['query'] },
  { name: 'use_tool', kind: 'MCPTool', keys: ['tool_name', 'name'] },
  { name: 'todo_write', kind: 'Read', keys: [], noDetail: true },
  { name: 'get_command_or_subagent_output', kind: 'Read', keys: [], noDetail: true },
  { name: 'wait_commands_or_subagents', kind: 'Read', keys: [], noDetail: true },
  { name: 'kill_command_or_subagent', kind: 'Read', keys: [], noDetail: true },
  { name: 'skill', kind: 'Read', keys: [], noDetail: true },
];

/** Rule-DSL (and Claude-style) names accepted for --tool, and the grok tool they stand for. */
const DSL_ALIASES: Record<string, string> = {
  Bash: 'run_terminal_command',
  Read: 'read_file',
  Edit: 'search_replace',
  MultiEdit: 'search_replace',
  Write: 'write',
  Grep: 'grep',
  Glob: 'list_dir',
  LS: 'list_dir',
  ListDir: 'list_dir',
  WebFetch: 'web_fetch',
  WebSearch: 'web_search',
  MCPTool: 'use_tool',
};

/** Claude-style names a hook `matcher` may use for each grok tool (10-hooks.md, "Tool Name Aliases"). */
const MATCHER_ALIASES: Record<string, string[]> = {
  run_terminal_command: ['Bash'],
  read_file: ['Read'],
  search_replace: ['Edit', 'Write', 'MultiEdit'],
  write: ['Edit', 'Write', 'MultiEdit'],
  grep: ['Grep'],
  list_dir: ['Glob', 'ListDir'],
  web_search: ['WebSearch'],
  web_fetch: ['WebFetch'],
};

export const KNOWN_TOOLS: readonly string[] = [...SPECS.map((s) => s.name), ...Object.keys(DSL_ALIASES)];

export interface ToolInfo {
  /** The name as the call gave it. */
  given: string;
  /** grok's own tool name (for MCP: the qualified `server__tool`). */
  grokName: string;
  kind: AccessKindName;
  spec: ToolSpec | undefined;
}

/** `server__tool`: a qualified MCP tool name (no `mcp__` prefix in grok). */
export function isMcpName(name: string): boolean {
  return /^[^_\s][^\s]*__[^\s]+$/.test(name) && !name.startsWith('mcp__');
}

export function toolInfo(tool: string): ToolInfo | undefined {
  const grokName = DSL_ALIASES[tool] ?? tool;
  const spec = SPECS.find((s) => s.name === grokName);
  if (spec) return { given: tool, grokName, kind: spec.kind, spec };
  if (isMcpName(tool)) return { given: tool, grokName: tool, kind: 'MCPTool', spec: undefined };
  return undefined;
}

/** Every name a hook matcher may test for this call: grok's name and its Claude-style aliases. */
export function matcherNames(info: ToolInfo, access: Access | undefined): string[] {
  const names = new Set<string>([info.given, info.grokName, ...(MATCHER_ALIASES[info.grokName] ?? [])]);
  if (access?.kind === 'mcp') names.add(access.name);
  return [...names];
}

function str(input: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const k of keys) {
    const v = input[k];
    if (typeof v === 'string') return v;
  }
  return undefined;
}

/** The access a call asks for, or why its input does not parse. */
export function accessOf(info: ToolInfo, input: Record<string, unknown>): Access | { error: string } {
  const spec = info.spec;
  switch (info.kind) {
    case 'Bash': {
      const command = str(input, spec?.keys ?? ['command']);
      if (command === undefined || command.trim() === '') return { error: `${info.grokName} needs a non-empty "command" string` };
      return { kind: 'bash', command };
    }
    case 'Read':
      return { kind: 'read', path: spec?.noDetail ? undefined : str(input, spec?.keys ?? ['path']) };
    case 'Grep':
      return { kind: 'grep', path: str(input, ['path']), glob: str(input, ['glob']) };
    case 'Edit': {
      if (info.grokName === 'apply_patch') return { kind: 'edit', path: 'apply_patch' };
      const path = str(input, spec?.keys ?? ['file_path', 'path']);
      if (path === undefined) return { error: `${info.grokName} needs a "file_path" (or "path") string` };
      return { kind: 'edit', path };
    }
    case 'WebFetch': {
      const url = str(input, ['url']);
      if (url === undefined) return { error: `${info.grokName} needs a "url" string` };
      return { kind: 'webfetch', url };
    }
    case 'WebSearch':
      return { kind: 'websearch', query: str(input, ['query']) ?? '' };
    case 'MCPTool': {
      const name = spec ? str(input, spec.keys) : info.grokName;
      if (name === undefined) return { error: `${info.grokName} needs a "tool_name" naming the MCP tool (server__tool)` };
      const inner = spec ? (input.tool_input ?? input.input ?? {}) : input;
      return { kind: 'mcp', name, input: inner };
    }
  }
}

/** One line for a trace: `Bash("git status")`, `Edit(src/a.rs)`. */
export function describeAccess(a: Access): string {
  switch (a.kind) {
    case 'bash':
      return `Bash(${JSON.stringify(a.command)})`;
    case 'read':
      return a.path === undefined ? 'Read(none)' : `Read(${a.path})`;
    case 'grep':
      return `Grep(${a.path ?? '.'})`;
    case 'edit':
      return `Edit(${a.path})`;
    case 'mcp':
      return `MCPTool(${a.name})`;
    case 'webfetch':
      return `WebFetch(${a.url})`;
    case 'websearch':
      return `WebSearch(${JSON.stringify(a.query)})`;
  }
}
