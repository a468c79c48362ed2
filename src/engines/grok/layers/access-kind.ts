/**
 * Layer 1: the tool input becomes an `AccessKind` (Read, Edit, Bash, Grep,
 * MCPTool, WebFetch, WebSearch) carrying the path, command, domain or MCP
 * name the decision is about. A Bash command is split here, once.
 */
import { posix } from 'node:path';
import { readBash, shellOf } from '../bash.js';
import { editProtection, PROTECTED_WHY } from '../paths.js';
import type { GrokStack } from '../stack.js';
import { deny, pass, type Layer } from '../state.js';
import { accessOf, describeAccess } from '../tools.js';

export const accessKindLayer: Layer = {
  id: 'access-kind',
  title: 'Tool input to AccessKind',
  run(s) {
    if (!s.tool) {
      return deny(
        s,
        'access-kind',
        `no tool named '${s.call.tool}' in grok's vocabulary (run_terminal_command, read_file, search_replace, write, grep, web_fetch, …, the rule names Bash, Read, Edit, Write, Grep, WebFetch, WebSearch, MCPTool, or server__tool for MCP); the call fails before the permission manager`,
      );
    }
    const a = accessOf(s.tool, s.call.input);
    if ('error' in a) return deny(s, 'access-kind', `the input does not parse: ${a.error}`);
    s.access = a;
    if (a.kind === 'bash') {
      s.shell ??= shellOf(a.command);
      s.bash = readBash(a.command, s.shell, s.stack);
      const n = s.bash.commands?.length ?? 0;
      const split = s.bash.complex.length > 0 ? `grok cannot split it (${s.bash.complex[0]})` : `${n} segment${n === 1 ? '' : 's'}`;
      const findings = s.bash.evaluation.findings.map((f) => f.kind);
      return pass(`${s.tool.grokName} → AccessKind::Bash: ${split}${findings.length > 0 ? `; security findings: ${findings.join(', ')}` : ''}`);
    }
    if (a.kind === 'edit' && a.path !== 'apply_patch') {
      s.protectedEdit = editProtection(s.stack.reader, editTarget(s.stack, a.path), s.stack.grokDir);
      if (s.protectedEdit) {
        const p = s.protectedEdit;
        return pass(`${s.tool.grokName} → AccessKind::Edit(${a.path}): a protected edit target, ${PROTECTED_WHY[p.kind]}${p.via ? ` (${p.via})` : ''}; only always-approve passes it without a prompt`);
      }
    }
    return pass(`${s.tool.grokName} → AccessKind::${describeAccess(a)}`);
  },
};

/** `resolve_model_path`: a relative path is the workspace's, `~` the user's home. */
function editTarget(stack: GrokStack, path: string): string {
  if (path === '~' || path.startsWith('~/')) return posix.join(stack.userHome, path.slice(1));
  return posix.normalize(path.startsWith('/') ? path : posix.join(stack.workspace, path));
}
