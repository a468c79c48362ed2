/**
 * Layer 7: session grants and the safe list, before the Auto classifier
 * (`manager/mod.rs` `session_grant_pre_decision`, `bash_grant_pre_decision`
 * with `PRE_CLASSIFIER`). Skipped under any forced prompt (an ask rule, the
 * Bash or shell-file gate) and for a protected edit target.
 *
 * Bash: the request floor (`bash_request_floor_requires_prompt`: a
 * file_write, unvetted_env, env_injection, opaque_shell,
 * exec_or_ambient_git or special_exec_surface finding) disables grants and
 * the safe list, unless an exact whole-command grant covers the call. Then
 * every non-setup segment must be granted (word-boundary prefix or glob; an
 * exec vehicle only exactly) or on the safe list; a dangerous segment (rm,
 * chmod, chown, chgrp, chattr, kill, pkill, killall, git push) or a special
 * surface prompts over a prefix grant; an undecomposable script passes only
 * with an exact whole-command grant. `Edit` grants every edit.
 *
 * Under `remember_tool_approvals` an existing grant still satisfies an ask
 * rule (not the shell-file gate), without the safe list
 * (`ASK_FLOOR_REMEMBER`).
 */
import { describeFloor } from '../bash.js';
import { grantCovers } from '../grants.js';
import { allow, pass, skip, type Layer } from '../state.js';

export const sessionGrantsLayer: Layer = {
  id: 'session-grants',
  title: 'Session grants and the safe list',
  run(s) {
    const a = s.access!;
    const p = s.policy!;
    const grants = s.stack.sessionGrants;
    if (a.kind !== 'bash' && grants.length === 0) return skip('no session grants (--session-rule)');
    const remembered = s.stack.rememberToolApprovals.value && p.askKind === 'rule' && !p.shellFileForcedPrompt;
    if ((p.policyForcedPrompt || p.shellForcedPrompt) && !remembered) return pass(`a forced prompt (${p.reason}) is not satisfied by a session grant or the safe list`, [p.source]);
    if (s.protectedEdit) return pass('a protected edit target is never covered by a grant');
    const via = remembered ? ' (remember_tool_approvals: an existing grant satisfies the ask rule)' : '';
    if (a.kind === 'edit') {
      const g = grants.find((r) => grantCovers(r, a));
      return g ? allow(s, 'session-grants', `session grant ${g.text}: edits are allowed for this session${via}`) : pass('no session grant covers edits');
    }
    if (a.kind !== 'bash') return pass(`session grants for ${a.kind === 'mcp' ? 'MCP tools' : a.kind === 'webfetch' ? 'web-fetch domains' : 'this access'} are checked at mcp-domain`);
    const bash = s.bash!;
    const e = bash.evaluation;
    if (bash.floor.length > 0) return pass(`the request floor disables grants and the safe list: ${describeFloor(bash.floor)}`);
    const exact = e.exactGrant ? 'an exact whole-command session grant covers it' : '';
    if (!e.commands) {
      if (e.exactGrant && !remembered) return allow(s, 'session-grants', `${exact}${via}`);
      return pass(`grok cannot split it (${bash.complex[0]}); only an exact whole-command grant would cover it`);
    }
    if (e.needs.length > 0) {
      if (e.exactGrant && !remembered) return allow(s, 'session-grants', `${exact}, which is explicit authority even for segment '${e.needs[0]!.text}'${via}`);
      return pass(`segment '${e.needs[0]!.text}' needs a person: ${e.needs[0]!.why}`);
    }
    if (remembered && !e.allGranted) return pass('under an ask rule only grants count, and not every segment is granted (the safe list does not apply)');
    if (e.exactGrant && !remembered) return allow(s, 'session-grants', `${exact}${bash.evaluation.findings.some((f) => f.kind !== 'dangerous_command') ? ', which passes the request floor' : ''}`);
    if (e.commands.length === 0) return pass('nothing to approve');
    const names = [...new Set(grants.filter((g) => g.tool === 'bash' || g.tool === 'any').map((g) => g.text))];
    return allow(
      s,
      'session-grants',
      e.viaGrant ? `session grant${names.length > 1 ? 's' : ''} ${names.join(', ')} and the safe list cover every segment${via}` : `every segment is on grok's safe list of read-only commands (${e.commands.map((c) => c.words.slice(0, 2).join(' ')).join(', ')}), so grok runs it without a prompt`,
    );
  },
};
