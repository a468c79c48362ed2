/** --run-hooks with real scripts: Claude Code's PreToolUse protocol (JSON on stdin, exit codes, JSON on stdout), and only then. */
import { describe, expect, it } from 'vitest';
import { claude } from '../../../src/engines/claude/index.js';
import { runHookProcess } from '../../../src/io/hooks.js';
import { fixtureOptions } from '../../helpers/stack.js';

const stack = claude.loadStack(fixtureOptions('claude-run-hooks'));
const evaluate = (tool: string, input: Record<string, unknown>, run = true) =>
  claude.evaluate(stack, { tool, input }, { hookResults: {}, ...(run ? { runHook: runHookProcess } : {}) });

describe('running claude hooks (--run-hooks)', () => {
  it('exit code 2 blocks before any rule is read', () => {
    const t = evaluate('Bash', { command: 'git push origin main' });
    expect([t.decision, t.decidedBy.layer]).toEqual(['deny', 'hooks']);
    expect(t.decidedBy.reason).toContain('pushes are reviewed');
  });

  it('the if condition keeps the hook from running for other commands', () => {
    const t = evaluate('Bash', { command: 'npm test' });
    expect([t.decision, t.decidedBy.layer]).toEqual(['allow', 'allow-rules']);
  });

  it('rules are checked against the input the hook returns', () => {
    const t = evaluate('Read', { file_path: 'README.md' });
    expect(t.call.input).toEqual({ file_path: 'secrets.txt' });
    expect([t.decision, t.decidedBy.layer]).toEqual(['deny', 'deny-rules']);
  });

  it('a hook that times out gives no verdict and the call goes on', () => {
    const t = evaluate('Write', { file_path: 'a.txt' });
    expect([t.decision, t.decidedBy.layer]).toEqual(['ask', 'mode-default']);
    expect(t.warnings.join('\n')).toContain('timed out');
  }, 10_000);

  it('a JSON allow skips the prompt', () => {
    const t = evaluate('Edit', { file_path: 'src/a.ts' });
    expect([t.decision, t.decidedBy.layer]).toEqual(['allow', 'hooks']);
    expect(t.decidedBy.reason).toContain('edits are reviewed in CI');
  });

  it('without --run-hooks nothing runs and the hook is an unknown', () => {
    const t = evaluate('Bash', { command: 'git push origin main' }, false);
    expect(t.decision).toBe('ask');
    expect(t.unknowns).toEqual(["hook 'no-push.sh' matched but was not run (pass --run-hooks or --hook-result no-push.sh=…)"]);
  });
});
