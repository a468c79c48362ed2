/**
 * Layer 4: the registered tool's ApprovalRequirement for this input, then a
 * hook ask on top. exec_shell's requirement depends on its command: Auto for
 * a parallel read-only command, Required otherwise.
 *
 * Source: crates/tui/src/core/engine/turn_loop.rs (registered_tool_approval_required,
 * registered_tool_forces_prompt, workspace_write_carve_out_applies, the hook
 * ask after them); crates/tui/src/tools/shell.rs (approval_requirement_for);
 * crates/tui/src/core/authority.rs (resolve_tool_permission).
 */
import { isParallelReadonlyCommand } from '../command-safety.js';
import { boundedWrite } from '../targets.js';
import { claim, type EvalState, type Layer } from '../state.js';
import { isWriteCapable, type Requirement } from '../tools.js';

/** The tools whose requirement is exec_shell's input-dependent one. */
const EXEC_SHELL = new Set(['exec_shell', 'bash', 'Bash']);

/** exec_shell_input_is_parallel_readonly_shape: only action=run, command, cwd and timeout_ms; no background, tty or stdin. */
function readonlyShape(input: Readonly<Record<string, unknown>>): boolean {
  if (Object.keys(input).some((k) => !['action', 'command', 'cwd', 'timeout_ms'].includes(k))) return false;
  const action = input.action;
  return (action === undefined || action === null || action === 'run') && typeof input.command === 'string';
}

function requirementFor(s: EvalState): Requirement {
  const tool = s.tool!;
  if (EXEC_SHELL.has(tool.name)) {
    const cmd = s.call.input.command;
    return readonlyShape(s.call.input) && typeof cmd === 'string' && isParallelReadonlyCommand(cmd) ? 'auto' : tool.requirement;
  }
  return tool.requirement;
}

const title = (r: Requirement) => `${r[0]!.toUpperCase()}${r.slice(1)}`;

export const toolBaselineLayer: Layer = {
  id: 'tool-baseline',
  title: 'Registered-tool baseline',
  run(s) {
    const tool = s.tool!;
    if (s.mode.value === 'plan' && isWriteCapable(tool)) {
      s.denied = claim('tool-baseline', `Plan mode blocks write-capable tools (${tool.name})`, s.mode.source);
      return { outcome: 'deny', reason: s.denied.reason, sources: [s.mode.source] };
    }
    const fullAccess = s.posture.value === 'full-access';
    const req = requirementFor(s);
    const readonly = req === 'auto' && tool.requirement !== 'auto';
    let why: string;
    if (req === 'auto') {
      why = readonly
        ? 'ApprovalRequirement Auto: is_parallel_readonly_command admits this command (a read-only program, only the options its table allows, no shell metacharacter)'
        : `ApprovalRequirement Auto: ${tool.name} never needs approval by itself`;
      s.approvalRequired = false;
    } else if (tool.nonBypassable) {
      s.approvalRequired = !fullAccess;
      s.forcePrompt = !fullAccess;
      why = fullAccess
        ? `${tool.name} is a non-bypassable registered hold; Full Access auto-approves it instead of opening a modal`
        : `${tool.name} is a non-bypassable registered hold: no rule can clear it`;
    } else {
      s.approvalRequired = !fullAccess;
      why = fullAccess
        ? `ApprovalRequirement ${title(req)}; Full Access auto-approves ordinary approval`
        : `ApprovalRequirement ${title(req)}: ordinary approval${EXEC_SHELL.has(tool.name) ? ' (the command is not a parallel read-only one)' : ''}`;
      if (tool.category === 'file-write' && req === 'suggest' && s.posture.value === 'ask' && s.mode.value !== 'plan') {
        const path = typeof s.call.input.path === 'string' ? s.call.input.path : undefined;
        const rel = path !== undefined ? boundedWrite(path, s.stack.workspace) : undefined;
        if (s.stack.workspaceHasGit && rel !== undefined) {
          s.approvalRequired = false;
          why = `in-workspace write carve-out: ${rel} is inside a git workspace and not a protected name, so Ask posture writes it without a card`;
        }
      }
    }
    if (s.hookAsk && !fullAccess) {
      s.approvalRequired = true;
      return { outcome: 'ask', reason: `${why}; the hook ask is applied after it and stands` };
    }
    if (s.approvalRequired) {
      s.prompt = claim('tool-baseline', why, null);
      return { outcome: 'ask', reason: why };
    }
    s.cleared = claim('tool-baseline', why, fullAccess && req !== 'auto' ? s.posture.source : null);
    return { outcome: 'allow', reason: why };
  },
};
