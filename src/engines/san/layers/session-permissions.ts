/**
 * Source 2: session permissions, the rules granted during the run (approval
 * modals, hook updates; here --session-rule). san keeps only allows there: a
 * bare tool name grants the whole tool (`IsToolAllowed`), a pattern is
 * matched like an allow rule (`MatchAllowList`), every command san reads
 * in a Bash call covered.
 */
import { bashEvery, subjectMatches } from '../match/rules.js';
import { offerAllow, type Layer } from '../state.js';

export const sessionPermissionsLayer: Layer = {
  id: 'session-permissions',
  title: 'Session permissions: rules granted during the run (--session-rule)',
  run(s) {
    const rules = s.stack.sessionRules;
    if (rules.length === 0) return { outcome: 'pass', reason: 'no session permission granted (pass --session-rule to simulate one)' };
    const whole = rules.find((r) => r.wholeTool && r.tool === s.tool);
    s.picked.session = whole;
    if (whole) return offerAllow(s, 'session-permissions', `session permission ${whole.text}: allow all ${s.tool} for this session`, null);
    const patterns = rules.filter((r) => !r.wholeTool);
    if (s.tool === 'Bash' && s.reading) {
      const cover = bashEvery(patterns, s.reading);
      if (cover.covered && cover.first) {
        s.picked.session = cover.first;
        return offerAllow(s, 'session-permissions', `session permission ${cover.first.text} covers every command`, null);
      }
      if (cover.first) return { outcome: 'pass', reason: `session permission ${cover.first.text} covers part of the command only` };
    } else {
      const r = patterns.find((p) => subjectMatches(p, s.tool, s.call.input));
      s.picked.session = r;
      if (r) return offerAllow(s, 'session-permissions', `session permission ${r.text}`, null);
    }
    return { outcome: 'pass', reason: `no session permission matches (${rules.map((r) => r.text).join(', ')})` };
  },
};
