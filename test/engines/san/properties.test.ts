/**
 * Invariants of the san engine over generated calls: a deny naming a command
 * survives every spelling, mode and caller; an unrun hook never yields an
 * allow; the trace always has the six layers in order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { san } from '../../../src/engines/san/index.js';
import { fixtureOptions } from '../../helpers/stack.js';

const shell = san.loadStack(fixtureOptions('san-shell'));
const hooks = san.loadStack(fixtureOptions('san-hooks'));

const wrapper = fc.constantFrom('', 'sudo ', 'timeout 5 ', 'env X=1 ', 'nice -n 5 ', 'nohup ', 'FOO=bar ', '/bin/');
const target = fc.constantFrom('/', 'build', '~', '"$HOME"', 'dist/*');
const context = fc.constantFrom(
  (c: string) => c,
  (c: string) => `git status && ${c}`,
  (c: string) => `git status; ${c}`,
  (c: string) => `x=$(${c})`,
  (c: string) => `bash -c '${c}'`,
  // xargs runs a program: a leading NAME=value would be taken as the program's name.
  (c: string) => `echo a | xargs ${c.replace(/^FOO=bar /, '')}`,
  (c: string) => `if true; then ${c}; fi`,
  (c: string) => `(${c})`,
);
const mode = fc.constantFrom(undefined, 'default', 'acceptEdits', 'bypassPermissions', 'plan', 'dontAsk');
const caller = fc.record({ subagent: fc.boolean(), headless: fc.boolean() });

describe('san invariants', () => {
  it('a deny on rm is never bypassed by a wrapper, a chain, a substitution or a mode', () => {
    fc.assert(
      fc.property(wrapper, target, context, mode, caller, (w, t, ctx, m, who) => {
        const command = ctx(`${w}rm -rf ${t}`);
        const trace = san.evaluate(shell, { tool: 'Bash', input: { command } }, { hookResults: {}, ...(m ? { mode: m } : {}), ...who });
        expect(trace.decision, command).toBe('deny');
      }),
      { numRuns: 300 },
    );
  });

  it('an unrun hook never lets a call through', () => {
    const command = fc.constantFrom('git status', 'make build', 'ls -la', 'npm test', 'git status && git log');
    fc.assert(
      fc.property(command, mode, caller, (c, m, who) => {
        const trace = san.evaluate(hooks, { tool: 'Bash', input: { command: c } }, { hookResults: {}, ...(m ? { mode: m } : {}), ...who });
        if (trace.unknowns.length > 0) expect(trace.decision).not.toBe('allow');
        expect(trace.layers.map((l) => l.id)).toEqual(['settings-rules', 'session-permissions', 'hooks', 'mode-policy', 'default', 'prompt']);
      }),
      { numRuns: 200 },
    );
  });
});
