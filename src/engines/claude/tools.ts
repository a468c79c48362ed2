/**
 * The tools whale-perm knows in Claude Code's vocabulary (tools reference),
 * with what the permission table says about each kind: reads need no
 * approval inside the working directories, edits and shell commands do.
 */

export type ToolKind =
  | 'shell' // Bash
  | 'read' // Read, Grep, Glob, LS: no approval inside the working directories
  | 'edit' // Edit, Write, NotebookEdit, MultiEdit: file modification
  | 'fetch' // WebFetch
  | 'search' // WebSearch
  | 'mcp' // mcp__server__tool
  | 'interaction' // AskUserQuestion, ExitPlanMode: need a person (or a hook allow with updatedInput)
  | 'none'; // TodoWrite, Agent, … : no approval

export interface ToolInfo {
  name: string;
  kind: ToolKind;
  /** The input field that carries the tool's primary target, if any. */
  target?: string;
}

const TABLE: Record<string, ToolInfo> = {};
function add(kind: ToolKind, names: string[], target?: string) {
  for (const name of names) TABLE[name] = { name, kind, ...(target ? { target } : {}) };
}

add('shell', ['Bash'], 'command');
add('read', ['Read', 'NotebookRead'], 'file_path');
add('read', ['Grep', 'Glob', 'LS'], 'path');
add('edit', ['Edit', 'Write', 'MultiEdit'], 'file_path');
add('edit', ['NotebookEdit'], 'notebook_path');
add('fetch', ['WebFetch'], 'url');
add('search', ['WebSearch'], 'query');
add('interaction', ['AskUserQuestion', 'ExitPlanMode']);
add('none', ['TodoWrite', 'Agent', 'Task', 'TaskOutput', 'KillShell', 'TaskStop', 'BashOutput', 'Skill', 'SlashCommand', 'EndConversation']);

export const KNOWN_TOOLS: readonly string[] = Object.keys(TABLE);

/** Tool names rule syntax accepts beyond the callable tools (`Cd` rules govern `/cd`, which Claude cannot call). */
export const RULE_ONLY_TOOLS: readonly string[] = ['Cd', 'PowerShell', 'Monitor'];

/** Path rules Claude Code accepts but never consults: use Edit or Read instead (permissions page, "Read and Edit"). */
export const DEAD_PATH_TOOLS: Readonly<Record<string, 'Edit' | 'Read'>> = { Write: 'Edit', NotebookEdit: 'Edit', MultiEdit: 'Edit', Glob: 'Read' };

/** The primary content fields a `Tool(param:value)` rule may not name. */
export const PRIMARY_FIELDS: Readonly<Record<string, string>> = {
  Bash: 'command',
  PowerShell: 'command',
  Read: 'file_path',
  Edit: 'file_path',
  Write: 'file_path',
  Grep: 'path',
  Glob: 'path',
  NotebookEdit: 'notebook_path',
  WebFetch: 'url',
};

/** Direct scalar input fields a deny/ask `Tool(param:value)` rule can name. */
export const PARAM_FIELDS: Readonly<Record<string, readonly string[]>> = {
  Bash: ['command', 'run_in_background', 'timeout', 'description', 'dangerouslyDisableSandbox'],
  Agent: ['model', 'isolation', 'subagent_type', 'description', 'prompt', 'run_in_background'],
  Task: ['model', 'isolation', 'subagent_type', 'description', 'prompt'],
  Read: ['file_path', 'offset', 'limit'],
  Edit: ['file_path', 'replace_all'],
  Write: ['file_path'],
  Grep: ['path', 'pattern', 'glob', 'type', 'output_mode'],
  Glob: ['path', 'pattern'],
  NotebookEdit: ['notebook_path', 'edit_mode', 'cell_type'],
  WebFetch: ['url', 'prompt'],
  WebSearch: ['query'],
};

export function toolInfo(name: string): ToolInfo | undefined {
  if (Object.hasOwn(TABLE, name)) return TABLE[name];
  if (/^mcp__[^_].*__.+/.test(name)) return { name, kind: 'mcp' };
  return undefined;
}

/** `mcp__server__tool` → `server`; undefined for other names. */
export function mcpServer(tool: string): string | undefined {
  const m = /^mcp__(.+?)__/.exec(tool);
  return m ? m[1] : undefined;
}

/** The call's file path: `file_path`, `notebook_path` or `path` (what `--path` sets). */
export function callPath(input: Record<string, unknown>, info: ToolInfo | undefined): string | undefined {
  const keys = [info?.target, 'file_path', 'notebook_path', 'path'].filter((k): k is string => typeof k === 'string');
  for (const k of keys) {
    const v = input[k];
    if (typeof v === 'string' && v !== '') return v;
  }
  return undefined;
}
