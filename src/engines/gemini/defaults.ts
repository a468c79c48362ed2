/**
 * The policies gemini-cli-core 0.61.0 ships and always loads at tier 1
 * (`dist/src/policy/policies/*.toml`), as data: tool, decision, priority and
 * filters, in the order the loader reads them (file names sorted). The
 * plan-mode allowances for writing plan files (argsPattern rules over
 * `file_path`) are kept out; docs/engines/gemini.md says so.
 */
import type { GeminiDecision, GeminiMode } from './stack.js';

export interface DefaultRule {
  file: string;
  toolName: string;
  decision: GeminiDecision;
  priority: number;
  modes?: GeminiMode[];
  interactive?: boolean;
  mcpName?: string;
  toolAnnotations?: Record<string, unknown>;
  allowRedirection?: boolean;
  argsPattern?: string;
  denyMessage?: string;
}

const READ_ONLY_TOOLS = ['glob', 'grep_search', 'list_directory', 'read_file', 'google_web_search', 'codebase_investigator', 'cli_help', 'get_internal_docs', 'tracker_create_task', 'tracker_update_task', 'tracker_get_task', 'tracker_list_tasks', 'tracker_add_dependency', 'tracker_visualize', 'update_topic', 'complete_task', 'read_mcp_resource', 'list_mcp_resources'];

const each = (file: string, tools: string[], r: Omit<DefaultRule, 'file' | 'toolName'>): DefaultRule[] => tools.map((toolName) => ({ file, toolName, ...r }));

export const DEFAULT_RULES: readonly DefaultRule[] = [
  { file: 'agents.toml', toolName: 'invoke_agent', decision: 'allow', priority: 50, modes: ['default', 'autoEdit', 'yolo'] },
  { file: 'discovered.toml', toolName: 'discovered_tool_*', decision: 'ask_user', priority: 10, interactive: true },
  { file: 'discovered.toml', toolName: 'discovered_tool_*', decision: 'deny', priority: 10, interactive: false },
  { file: 'non-interactive.toml', toolName: 'ask_user', decision: 'deny', priority: 999, interactive: false },
  { file: 'plan.toml', toolName: 'enter_plan_mode', decision: 'ask_user', priority: 50, interactive: true },
  { file: 'plan.toml', toolName: 'enter_plan_mode', decision: 'allow', priority: 50, interactive: false },
  { file: 'plan.toml', toolName: 'enter_plan_mode', decision: 'deny', priority: 70, modes: ['plan'] },
  { file: 'plan.toml', toolName: 'exit_plan_mode', decision: 'ask_user', priority: 70, modes: ['plan'], interactive: true },
  { file: 'plan.toml', toolName: 'exit_plan_mode', decision: 'allow', priority: 70, modes: ['plan'], interactive: false },
  { file: 'plan.toml', toolName: 'exit_plan_mode', decision: 'deny', priority: 50 },
  { file: 'plan.toml', toolName: '*', decision: 'deny', priority: 40, modes: ['plan'], denyMessage: 'Plan Mode: only read-only tools may run' },
  { file: 'plan.toml', toolName: '*', mcpName: '*', toolAnnotations: { readOnlyHint: true }, decision: 'ask_user', priority: 50, modes: ['plan'], interactive: true },
  { file: 'plan.toml', toolName: 'invoke_agent', argsPattern: '"agent_name":\\s*"(codebase_investigator|cli_help)"', decision: 'allow', priority: 50, modes: ['plan'] },
  ...each('plan.toml', ['ask_user', 'web_fetch', 'activate_skill'], { decision: 'ask_user', priority: 50, modes: ['plan'], interactive: true }),
  ...each('plan.toml', ['write_file', 'replace'], { decision: 'deny', priority: 65, modes: ['plan'], denyMessage: 'Plan Mode: edits are limited to plan files' }),
  ...each('read-only.toml', READ_ONLY_TOOLS, { decision: 'allow', priority: 50 }),
  { file: 'write.toml', toolName: 'replace', decision: 'ask_user', priority: 10, interactive: true },
  { file: 'write.toml', toolName: 'replace', decision: 'allow', priority: 15, modes: ['autoEdit'] },
  { file: 'write.toml', toolName: 'run_shell_command', decision: 'ask_user', priority: 10, interactive: true },
  { file: 'write.toml', toolName: 'write_file', decision: 'ask_user', priority: 10, interactive: true },
  { file: 'write.toml', toolName: 'activate_skill', decision: 'ask_user', priority: 10, interactive: true },
  { file: 'write.toml', toolName: 'write_file', decision: 'allow', priority: 15, modes: ['autoEdit'] },
  { file: 'write.toml', toolName: 'web_fetch', decision: 'allow', priority: 15, modes: ['autoEdit'] },
  { file: 'write.toml', toolName: 'web_fetch', decision: 'ask_user', priority: 10, interactive: true },
  ...each('write.toml', ['replace', 'run_shell_command', 'write_file', 'activate_skill', 'web_fetch'], { decision: 'deny', priority: 10, interactive: false }),
  { file: 'yolo.toml', toolName: 'ask_user', decision: 'ask_user', priority: 999, modes: ['yolo'], interactive: true },
  ...each('yolo.toml', ['enter_plan_mode', 'exit_plan_mode'], { decision: 'deny', priority: 999, modes: ['yolo'], interactive: true }),
  { file: 'yolo.toml', toolName: '*', decision: 'allow', priority: 998, modes: ['yolo'], allowRedirection: true },
];
