/**
 * Layer 1: the tool input becomes an `AccessKind` (Read, Edit, Bash, Grep,
 * MCPTool, WebFetch, WebSearch) carrying the path, command, domain or MCP
 * name the decision is about. A Bash command is split here, once.
 */
import { analyzeShell } from '../../../shell/index.js';
import { readBash } from '../bash.js';
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
      s.shell ??= analyzeShell(a.command);
      s.bash = readBash(a.command, s.shell);
      const seen = s.bash.segments.filter((x) => x.seen).length;
      const split = s.bash.complex.length > 0 ? `grok cannot split it (${s.bash.complex[0]})` : `${seen} segment${seen === 1 ? '' : 's'}`;
      return pass(`${s.tool.grokName} → AccessKind::Bash: ${split}`);
    }
    return pass(`${s.tool.grokName} → AccessKind::${describeAccess(a)}`);
  },
};
