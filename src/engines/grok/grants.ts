/**
 * Whether one session grant (`--session-rule`) covers an access, as the
 * layers that consult grants test it: `session-grants` (an `Edit` grant
 * covers every edit; Bash: `findings.ts` `evaluateBash`, an exact
 * whole-command grant or a granted segment) and `mcp-domain` (MCP tools by
 * glob, web fetches by domain or URL glob).
 */
import { evaluateBash } from './findings.js';
import { globMatches } from './glob.js';
import { domainMatches } from './rules.js';
import { parseGrok } from './split.js';
import type { GrokRule, GrokStack } from './stack.js';
import type { Access } from './tools.js';

/** A grant on a tool other than Bash: the test `session-grants` and `mcp-domain` apply. */
export function grantCovers(g: GrokRule, a: Access): boolean {
  switch (a.kind) {
    case 'edit':
      return g.tool === 'edit' && g.pattern === undefined;
    case 'mcp':
      return g.tool === 'mcp' && (g.pattern === undefined || globMatches(g.pattern, a.name, 'freeform'));
    case 'webfetch':
      return g.tool === 'webfetch' && (g.pattern === undefined || (g.mode === 'domain' ? domainMatches(g.pattern, a.url) : globMatches(g.pattern, a.url, 'freeform')));
    case 'bash':
    case 'read':
    case 'grep':
    case 'websearch':
      return false;
  }
}

/** A Bash grant matches the command exactly or matches one of its segments (whether or not it may approve it there). */
export function grantMatchesBash(stack: GrokStack, g: GrokRule, command: string): boolean {
  if (g.tool !== 'bash' && g.tool !== 'any') return false;
  const e = evaluateBash({ command, tree: parseGrok(command), grants: [g], workspace: stack.workspace, reader: stack.reader });
  return e.exactGrant || e.anyGranted;
}

export function grantMatches(stack: GrokStack, g: GrokRule, a: Access): boolean {
  return a.kind === 'bash' ? grantMatchesBash(stack, g, a.command) : grantCovers(g, a);
}
