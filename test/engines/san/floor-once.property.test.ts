/**
 * The floor's tests of a reading alone are made once per reading
 * (safety.ts `textTests`): over generated commands and contexts, asked in
 * any order, the floor over a reading asked before equals the floor with
 * nothing kept, in every mode and workspace.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanReading } from '../../../src/engines/san/match/bash.js';
import { floorReason, nestedSubstitutionIn } from '../../../src/engines/san/safety.js';
import { analyzeShell } from '../../../src/shell/index.js';

const piece = fc.constantFrom('rm -rf x', 'git push --force', 'git status', 'echo $(echo $(id))', 'eval "$(x)"', 'ls - \\l', 'IFS=x ls', 'cat /proc/1/environ', 'zmodload x', 'echo a > /etc/x', 'cd d && git log', 'cd d && git commit', 'dd if=/dev/zero', 'ls', 'echo hi >> ~/.bashrc', 'source x');
const command = fc.array(piece, { minLength: 1, maxLength: 3 }).chain((ps) => fc.constantFrom(' && ', '; ', ' | ').map((op) => ps.join(op)));
const ctx = fc.record({ workspace: fc.constantFrom('/w', '/etc'), home: fc.constant('/h'), mode: fc.constantFrom('default', 'acceptEdits', 'plan') });

describe('san floor: the tests of a reading alone, made once', () => {
  it('a reading asked before answers as with nothing kept', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(command, ctx), { minLength: 1, maxLength: 6 }), (asks) => {
        const readings = new Map<string, ReturnType<typeof sanReading>>();
        for (const [cmd, c] of [...asks, ...asks.slice().reverse()]) {
          const shell = analyzeShell(cmd);
          let r = readings.get(cmd);
          if (!r) readings.set(cmd, (r = sanReading(shell)));
          const nested = () => nestedSubstitutionIn(shell);
          expect(floorReason('Bash', { command: cmd }, r, nested, c), cmd).toEqual(floorReason('Bash', { command: cmd }, r, nested, c, () => ({})));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('the generator reaches each test', () => {
    const f = (cmd: string) => floorReason('Bash', { command: cmd }, sanReading(analyzeShell(cmd)), () => nestedSubstitutionIn(analyzeShell(cmd)), { workspace: '/w', home: '/h', mode: 'default' })?.reason;
    expect(f('rm -rf x')).toBe('destructive command');
    expect(f('zmodload x')).toBe('zsh dangerous command');
    expect(f('echo $(echo $(id))')).toBe('nested command substitution detected');
    expect(f('ls')).toBeUndefined();
  });
});
