/**
 * The registered tools whale-perm knows, with what Codewhale's registry says
 * about each: its category and its `ApprovalRequirement` baseline.
 */

export type ToolCategory = 'shell' | 'file-write' | 'safe' | 'network' | 'mcp-read' | 'mcp-action' | 'agent';

/** `auto` never needs approval; `suggest` and `required` are the ordinary need; `hold` cannot be cleared by a rule. */
export type Requirement = 'auto' | 'suggest' | 'required';

export interface ToolInfo {
  name: string;
  category: ToolCategory;
  requirement: Requirement;
  /** Registered holds that no typed allow clears (they auto-approve only in Full Access). */
  nonBypassable?: boolean;
}

const table: ToolInfo[] = [];
function add(category: ToolCategory, requirement: Requirement, names: string[], extra: Partial<ToolInfo> = {}) {
  for (const name of names) table.push({ name, category, requirement, ...extra });
}

add('shell', 'required', ['exec_shell', 'bash', 'Bash', 'task_shell_start', 'exec_shell_interact', 'exec_interact']);
add('shell', 'auto', ['exec_shell_wait', 'task_shell_wait', 'exec_shell_cancel', 'exec_wait']);
add('file-write', 'suggest', ['write_file', 'edit_file', 'apply_patch', 'fim_edit', 'write', 'edit']);
add('safe', 'auto', [
  'read_file', 'read', 'list_dir', 'grep_files', 'file_search', 'search', 'todo_write', 'todo_read', 'checklist_write',
  'update_plan', 'note', 'work_update', 'git_status', 'git_diff', 'git_log', 'git_show', 'git_blame', 'diagnostics', 'project',
]);
add('network', 'suggest', ['web_search', 'fetch_url', 'web_run', 'wait_for_dev_server']);
add('agent', 'suggest', ['agent', 'workflow']);
add('mcp-action', 'required', ['start_mcp_server'], { nonBypassable: true });
add('agent', 'required', ['rlm_eval', 'rlm'], { nonBypassable: true });

const byName = new Map(table.map((t) => [t.name, t]));

export const KNOWN_TOOLS: readonly string[] = table.map((t) => t.name);

/** Looks a tool up; MCP tools are recognised by their prefixes. Undefined means nothing is registered under that name. */
export function toolInfo(name: string): ToolInfo | undefined {
  const t = byName.get(name);
  if (t) return t;
  if (/^(list|read|get)_mcp_/.test(name)) return { name, category: 'mcp-read', requirement: 'auto' };
  if (/^mcp_/.test(name)) return { name, category: 'mcp-action', requirement: 'required' };
  return undefined;
}

export const SHELL_TOOLS = new Set(table.filter((t) => t.category === 'shell').map((t) => t.name));

/** The tools repository law guards (after Codewhale's aliasing). */
export const REPO_LAW_TOOLS = new Set(['write_file', 'edit_file', 'apply_patch', 'fim_edit', 'write', 'edit']);

export function isWriteCapable(info: ToolInfo): boolean {
  return info.category === 'file-write' || info.category === 'shell' || info.category === 'mcp-action' || info.nonBypassable === true;
}
