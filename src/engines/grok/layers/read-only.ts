/**
 * Layer 11: built-in read-only approvals. Read, grep and web search run
 * without a prompt; a Bash command does when every segment is on grok's
 * read-only list (word-boundary matched: `ls` is not `lsof`). An ask rule
 * forces a prompt even here.
 */
import { dangerousPrefix, isSafeReadOnly, isSetup } from '../bash.js';
import { allow, pass, skip, type Layer } from '../state.js';

export const readOnlyLayer: Layer = {
  id: 'read-only',
  title: 'Read-only pre-decisions',
  run(s) {
    const a = s.access!;
    const p = s.policy!;
    if (a.kind === 'mcp' || a.kind === 'webfetch') return skip('checked at mcp-domain');
    if (a.kind === 'edit') return pass('an edit is never read-only: it needs an allow rule, a grant or a prompt');
    if (p.policyForcedPrompt) return pass(`${p.reason}: an ask rule forces a prompt even for read-only work`, [p.source]);
    if (s.autoForcedPrompt) return pass('the Auto classifier did not approve it, so no built-in approval applies');
    if (a.kind === 'read' || a.kind === 'grep' || a.kind === 'websearch') {
      return allow(s, 'read-only', `${s.tool!.grokName} is a read-only tool: grok runs it without a prompt`);
    }
    const bash = s.bash!;
    if (bash.floor.length > 0) return pass(`not read-only: ${bash.floor[0]}`);
    const seen = bash.segments.filter((x) => x.seen && !isSetup(x));
    const other = seen.find((x) => !isSafeReadOnly(x) || dangerousPrefix(x.words) !== undefined);
    if (other) return pass(`segment '${other.seg.text}' is not on grok's read-only command list`);
    if (seen.length === 0) return pass('nothing to approve');
    return allow(s, 'read-only', `every segment is a read-only command grok runs without a prompt (${seen.map((x) => x.words.slice(0, 2).join(' ')).join(', ')})`);
  },
};
