/**
 * Layer 3: after the policy, the shell tool itself refuses any command
 * substitution (`$(…)`, backticks, `<(…)`, `>(…)`) in every mode
 * (`ShellTool` execution, `detectCommandSubstitution`).
 */
import { claim } from '../../../core/pipeline.js';
import { SHELL_TOOLS } from '../check.js';
import { detectCommandSubstitution, stripShellWrapper } from '../reading.js';
import type { Layer } from '../state.js';

export const substitutionLayer: Layer = {
  id: 'substitution',
  title: 'Shell tool: command substitution is refused at execution',
  run(s) {
    const cmd = s.call.input['command'];
    if (!SHELL_TOOLS.includes(s.call.tool) || typeof cmd !== 'string') return { outcome: 'skip', reason: 'not a shell call' };
    if (s.decision === 'deny') return { outcome: 'skip', reason: 'already denied' };
    if (!detectCommandSubstitution(stripShellWrapper(cmd))) return { outcome: 'pass', reason: 'no command substitution' };
    const was = s.decision;
    s.decision = 'deny';
    s.by = claim('substitution', `the shell tool refuses command substitution ($(…), backticks, <(…), >(…)) when it runs the command, whatever the policy said (${was})`, null);
    return { outcome: 'deny', reason: s.by.reason };
  },
};
