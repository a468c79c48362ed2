/**
 * Layer 12: MCP and domain authorization. A server that managed-settings
 * denies (or leaves off its allowlist) is never connected, so its tools
 * cannot run; an MCP tool or server granted for the session runs; a
 * web-fetch domain granted for the session runs. grok's built-in web-fetch
 * allowlist is not modelled: an unknown.
 */
import { grantCovers } from '../grants.js';
import { allow, deny, pass, skip, type Layer } from '../state.js';

export const mcpDomainLayer: Layer = {
  id: 'mcp-domain',
  title: 'MCP and domain authorization',
  run(s) {
    const a = s.access!;
    const p = s.policy!;
    const grants = s.stack.sessionGrants;
    const blocked = p.policyForcedPrompt && !s.stack.rememberToolApprovals.value;
    if (s.autoForcedPrompt && (a.kind === 'mcp' || a.kind === 'webfetch')) return pass('the Auto classifier did not approve it, so no grant applies (`auto_prompt_blocks_allow`)');
    if (a.kind === 'mcp') {
      const server = a.name.split('__')[0] ?? a.name;
      const pol = s.stack.mcpPolicy;
      const denied = pol.denyNames.find((d) => d.name.toLowerCase().replace(/ /g, '_') === server.toLowerCase());
      if (denied) return deny(s, 'mcp-domain', `managed-settings.json deniedMcpServers names '${denied.name}': grok never connects that server, so ${a.name} cannot run`, denied.source);
      if (pol.allowNames.length > 0 && !pol.allowNames.some((d) => d.name.toLowerCase().replace(/ /g, '_') === server.toLowerCase()) && pol.otherEntries === 0) {
        return deny(s, 'mcp-domain', `managed-settings.json allowedMcpServers does not list '${server}': grok never connects it, so ${a.name} cannot run`, pol.allowNames[0]!.source);
      }
      if (blocked) return pass(`${p.reason}: an ask rule re-prompts over a remembered MCP grant`, [p.source]);
      const g = grants.find((r) => grantCovers(r, a));
      if (g) return allow(s, 'mcp-domain', `session grant ${g.text} covers the MCP tool ${a.name}`);
      return pass(`no grant covers the MCP tool ${a.name}`);
    }
    if (a.kind === 'webfetch') {
      if (blocked) return pass(`${p.reason}: an ask rule re-prompts over a remembered domain grant`, [p.source]);
      const g = grants.find((r) => grantCovers(r, a));
      if (g) return allow(s, 'mcp-domain', `session grant ${g.text} covers ${a.url}`);
      s.unknowns.push(`grok's built-in web_fetch domain allowlist is not modelled; if the host of ${a.url} is on it, grok fetches without a prompt`);
      return pass(`no grant covers the domain of ${a.url}`);
    }
    return skip('MCP tools and web fetches only');
  },
};
