/**
 * Invariants of the san engine over generated calls: a deny naming a command
 * holds wherever san's own reading sees the command, in every mode and for
 * every caller; where san does not see it, the trace says so as a risk and
 * never claims the deny; an unrun hook never yields an allow; the trace
 * always has the six layers in order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { san } from '../../../src/engines/san/index.js';
import { fixtureOptions } from '../../helpers/stack.js';

const shell = san.loadStack(fixtureOptions('san-shell'));
const hooks = san.loadStack(fixtureOptions('san-hooks'));

/** Wrappers san strips (`safeWrapperCommands`), or that leave `rm` first in its `name:args` form. */
const wrapper = fc.constantFrom('', 'timeout 5 ', 'nice -n 5 ', 'nohup ', 'time ', 'FOO=bar ', '/bin/');
/** Wrappers san does not strip: it reads the wrapper as the command. */
const foreignWrapper = fc.constantFrom('sudo ', 'env X=1 ', 'xargs ');
const target = fc.constantFrom('/', 'build', '~', '"$HOME"', 'dist/*');
/** Contexts san's walker reaches (`extractFromStmt`). */
const context = fc.constantFrom(
  (c: string) => c,
  (c: string) => `git status && ${c}`,
  (c: string) => `git status; ${c}`,
  (c: string) => `if true; then ${c}; fi`,
  (c: string) => `(${c})`,
  (c: string) => `{ ${c}; }`,
  (c: string) => `git status | ${c}`,
);
/** Contexts it does not reach: substitutions and payloads. */
const hiddenContext = fc.constantFrom(
  (c: string) => `echo $(${c})`,
  (c: string) => `bash -c '${c}'`,
  (c: string) => `diff <(${c}) b`,
  (c: string) => `eval "${c}"`,
);
const mode = fc.constantFrom(undefined, 'default', 'acceptEdits', 'bypassPermissions', 'plan', 'dontAsk');
const caller = fc.record({ subagent: fc.boolean(), headless: fc.boolean() });

describe('san invariants', () => {
  it('a deny on rm holds wherever san reads the command, in every mode and for every caller', () => {
    fc.assert(
      fc.property(wrapper, target, context, mode, caller, (w, t, ctx, m, who) => {
        const command = ctx(`${w}rm -rf ${t}`);
        const trace = san.evaluate(shell, { tool: 'Bash', input: { command } }, { hookResults: {}, ...(m ? { mode: m } : {}), ...who });
        expect(trace.decision, command).toBe('deny');
        expect(trace.decidedBy.layer, command).toBe('settings-rules');
      }),
      { numRuns: 300 },
    );
  });

  it('where san does not read the rm, the deny is not claimed, and a risk names the rule it slips past', () => {
    const spelled = fc.oneof(
      fc.tuple(foreignWrapper, target).map(([w, t]) => `${w}rm -rf ${t}`),
      fc.tuple(hiddenContext, target).map(([ctx, t]) => ctx(`rm -rf ${t}`)),
    );
    fc.assert(
      fc.property(spelled, mode, caller, (command, m, who) => {
        const trace = san.evaluate(shell, { tool: 'Bash', input: { command } }, { hookResults: {}, ...(m ? { mode: m } : {}), ...who });
        expect(trace.decidedBy.reason, command).not.toContain('Bash(rm:*)');
        const r = trace.risks.find((x) => x.kind === 'agent-misses');
        expect(r?.message, command).toContain('Bash(rm:*)');
      }),
      { numRuns: 200, seed: 13 },
    );
  });

  it('an unrun hook never lets a call through, and every call has the six layers in order', () => {
    const call = fc.constantFrom(
      { tool: 'Edit', input: { file_path: 'src/a.go' } },
      { tool: 'Write', input: { file_path: 'docs/x.md' } },
      { tool: 'Bash', input: { command: 'make build' } },
      { tool: 'Bash', input: { command: 'git status && git log' } },
    );
    let unrun = 0;
    fc.assert(
      fc.property(call, mode, caller, (c, m, who) => {
        const trace = san.evaluate(hooks, c, { hookResults: {}, ...(m ? { mode: m } : {}), ...who });
        if (trace.unknowns.length > 0) {
          unrun++;
          expect(trace.decision).not.toBe('allow');
          expect(trace.branches.length).toBe(4);
        }
        expect(trace.layers.map((l) => l.id)).toEqual(['settings-rules', 'session-permissions', 'hooks', 'mode-policy', 'default', 'prompt']);
      }),
      { numRuns: 200, seed: 7 },
    );
    expect(unrun).toBeGreaterThan(0);
  });
});
