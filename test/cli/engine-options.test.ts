/**
 * An option the chosen engine does not read is a usage error naming the
 * engines that read it: ignored silently, it would make the trace lie
 * (issue 16). Both parsers go through the same check.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.js';
import { memoryOutput } from '../../src/cli/output.js';
import { COMMANDS } from '../../src/cli/options.js';
import { ENGINE_IDS } from '../../src/engines/registry.js';

async function whale(...argv: string[]) {
  const out = memoryOutput();
  const code = await run(argv, out);
  return { code, stdout: out.stdout, stderr: out.stderr };
}

describe('engine-specific options', () => {
  it.each([
    [['explain', '--engine', 'claude', '-c', 'x=y', 'ls'], '-c/--config is read by codewhale and codex only, not by claude'],
    [['explain', '--engine', 'san', '--posture', 'ask', 'ls'], '--posture is read by codewhale and codex only, not by san'],
    [['explain', '--engine', 'codewhale', '--classifier', 'deny', 'ls'], '--classifier is read by grok and claude only, not by codewhale'],
    [['explain', '--engine', 'grok', '--guardian', 'approve', 'ls'], '--guardian is read by codewhale only, not by grok'],
    [['stack', '--engine', 'gemini', '--settings', 'x.json'], '--settings is read by claude only, not by gemini'],
    [['lint', '--engine', 'claude', '--session-rule', 'Bash(git:*)'], '--session-rule is read by san and grok only, not by claude'],
    [['explain', '--engine', 'claude', '--subagent', 'ls'], '--subagent is read by san only, not by claude'],
  ])('%j → exit 2', async (argv, message) => {
    const r = await whale(...argv);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('an option given to an engine that reads it is not refused by this check', async () => {
    for (const argv of [
      ['explain', '--engine', 'codewhale', '-c', 'approval_policy=never', '--format', 'json', 'ls'],
      ['explain', '--engine', 'san', '--subagent', '--format', 'json', 'ls'],
      ['explain', '--engine', 'claude', '--classifier', 'deny', '--format', 'json', 'ls'],
    ]) {
      const r = await whale(...argv);
      expect(r.stderr).not.toMatch(/is read by .* only/);
    }
  });

  it('every engine-specific option names engines the CLI knows', () => {
    for (const c of COMMANDS) for (const o of c.options) for (const e of o.engines ?? []) expect(ENGINE_IDS).toContain(e);
  });
});
