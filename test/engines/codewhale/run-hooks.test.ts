/** --run-hooks: hooks really run, with Codewhale's protocol, and only then. */
import { describe, expect, it } from 'vitest';
import { codewhale } from '../../../src/engines/codewhale/index.js';
import { runHookProcess } from '../../../src/io/hooks.js';
import { fixtureOptions } from '../../helpers/stack.js';

const stack = codewhale.loadStack(fixtureOptions('cw-run-hooks'));
const evaluate = (tool: string, input: Record<string, unknown>, run = true) =>
  codewhale.evaluate(stack, { tool, input }, { hookResults: {}, ...(run ? { runHook: runHookProcess } : {}) });

describe('running hooks (--run-hooks)', () => {
  it('exit code 2 denies whatever stdout says', () => {
    const t = evaluate('exec_shell', { command: 'ls' });
    expect([t.decision, t.decidedBy.layer]).toEqual(['deny', 'hooks']);
    expect(t.decidedBy.reason).toContain('exit code 2');
  });

  it('the rewritten input is prepared again before later layers see it', () => {
    const t = evaluate('read_file', { path: 'README.md' });
    expect(t.call.input).toEqual({ path: 'secrets.txt' });
    expect([t.decision, t.decidedBy.layer]).toEqual(['deny', 'typed-rules']);
  });

  it('a strict hook that times out fails closed', () => {
    const t = evaluate('write_file', { path: 'a.txt' });
    expect([t.decision, t.decidedBy.layer]).toEqual(['deny', 'hooks']);
    expect(t.decidedBy.reason).toContain('timed out');
  }, 10_000);

  it('without --run-hooks nothing runs and the hook is an unknown', () => {
    const t = evaluate('exec_shell', { command: 'ls' }, false);
    expect(t.decision).toBe('ask');
    expect(t.unknowns).toEqual(["hook 'exit2' matched but was not run (pass --run-hooks or --hook-result exit2=…)"]);
  });
});
