/**
 * Layer 1: what the exec policy is asked about. `exec_command` runs
 * `/bin/bash -lc <cmd>`; a plain script is split into its commands, anything
 * else stays the one `[/bin/bash, -lc, script]` argv (`commands_for_exec_policy`).
 */
import { lower } from '../lower.js';
import type { Layer } from '../state.js';

export const loweringLayer: Layer = {
  id: 'lowering',
  title: 'bash -lc lowering: plain scripts split, everything else opaque',
  run(s) {
    const input = s.call.input;
    const cmd = input['command'] ?? input['cmd'];
    s.argv = Array.isArray(cmd) ? cmd.map(String) : ['/bin/bash', input['login'] === false ? '-c' : '-lc', String(cmd ?? '')];
    s.lowered = lower(s.argv);
    const n = s.lowered.commands.length;
    if (s.lowered.split) return { outcome: 'pass', reason: `plain script: ${n} command${n === 1 ? '' : 's'} checked one by one (${s.lowered.commands.map((c) => c.join(' ')).join(' | ')})` };
    if (s.lowered.script !== undefined) return { outcome: 'pass', reason: 'not a plain script (redirect, expansion, substitution, assignment, control flow, heredoc …): the whole bash -lc argv is checked as one command, so rules practically never match it' };
    return { outcome: 'pass', reason: `argv checked as is: ${s.argv.join(' ')}` };
  },
};
