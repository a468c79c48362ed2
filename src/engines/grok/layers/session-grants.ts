/**
 * Layer 7: session grants (--session-rule), checked before the Auto
 * classifier. A Bash grant covers a segment by word-boundary prefix or glob;
 * every segment must be covered by a grant or be a read-only command, and a
 * segment on the dangerous list (rm, chmod, chown, chgrp, chattr, kill,
 * pkill, killall, git push) prompts even over a remembered grant. `Edit`
 * grants every edit for the session. Any forced prompt (an ask rule, the
 * shell gate) skips the grants, unless `remember_tool_approvals` lets an
 * existing grant satisfy an ask rule.
 */
import { dangerousPrefix, isSafeReadOnly, isSetup } from '../bash.js';
import { bashAllowMatches } from '../rules.js';
import { allow, pass, skip, type Layer } from '../state.js';

export const sessionGrantsLayer: Layer = {
  id: 'session-grants',
  title: 'Session grants',
  run(s) {
    const grants = s.stack.sessionGrants;
    if (grants.length === 0) return skip('no session grants (--session-rule)');
    const a = s.access!;
    const p = s.policy!;
    const remembered = s.stack.rememberToolApprovals.value && p.askKind === 'rule' && !p.shellFileForcedPrompt;
    if ((p.policyForcedPrompt || p.shellForcedPrompt) && !remembered) return pass(`a forced prompt (${p.reason}) is not satisfied by a session grant`, [p.source]);
    const via = remembered ? ' (remember_tool_approvals: an existing grant satisfies the ask rule)' : '';
    if (a.kind === 'edit') {
      const g = grants.find((r) => r.tool === 'edit' && r.pattern === undefined);
      return g ? allow(s, 'session-grants', `session grant ${g.text}: edits are allowed for this session${via}`) : pass('no session grant covers edits');
    }
    if (a.kind !== 'bash') return pass(`session grants for ${a.kind === 'mcp' ? 'MCP tools' : a.kind === 'webfetch' ? 'web-fetch domains' : 'this access'} are checked at mcp-domain`);
    const bash = s.bash!;
    if (bash.floor.length > 0) return pass(`grants never cover this command: ${bash.floor[0]}`);
    const used: string[] = [];
    for (const seg of bash.segments) {
      if (!seg.seen || isSetup(seg)) continue;
      const cmd = seg.words.join(' ');
      const g = grants.find((r) => (r.tool === 'bash' || r.tool === 'any') && bashAllowMatches(r.pattern, cmd));
      const danger = dangerousPrefix(seg.words);
      if (g && danger) return pass(`segment '${seg.seg.text}' starts with the dangerous prefix '${danger}', which prompts even over the remembered grant ${g.text}`);
      if (g) used.push(g.text);
      else if (!isSafeReadOnly(seg)) return pass(`no session grant covers segment '${seg.seg.text}'`);
    }
    if (used.length === 0) return pass('no session grant is needed or used; the read-only list is checked at read-only');
    return allow(s, 'session-grants', `session grant${used.length > 1 ? 's' : ''} ${[...new Set(used)].join(', ')} cover${used.length > 1 ? '' : 's'} the command; every other segment is read-only${via}`);
  },
};
