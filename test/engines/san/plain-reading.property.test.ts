/**
 * `plainReading` (match/bash.ts) stands in for san's reading over the
 * tree-sitter analysis when `ruleMatches` is given a command of plain words:
 * wherever it answers, it must give exactly `sanReading(analyzeShell(c))`
 * (less the ground-truth segment, which matching never reads).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainReading, sanReading, type SanReading } from '../../../src/engines/san/match/bash.js';
import { analyzeShell, WRAPPERS } from '../../../src/shell/index.js';

const NAMES = ['git', 'ls', 'rm', 'npm', 'sudo', 'env', 'nice', 'timeout', 'gtimeout', 'nohup', 'stdbuf', 'export', 'declare', 'local', 'if', 'then', 'eval', 'xargs', 'sh', 'bash', 'find', 'command', 'exec', 'builtin', 'time', 'coproc', 'true', 'test', 'echo', 'alias', 'hash', 'let', 'x1', 'a-b', 'watch', 'ssh', 'tar', 'kubectl', 'docker', 'python', 'source', 'trap', 'su'];
const ARGS = ['-rf', 'x0', 'a=b', 'status', '-c', 'foo:bar', '%1', '1', '30s', '2>', '|', ';', '&&', '$x', '"q"', "'q'", 'fi', 'do', 'done', '{', '}', '*', '~', '#c', 'a/b', '.', '--exec', 'rm', 'sh', '-e', 'push', '+x', '@a', ',', 'x:*', '-o', 'ProxyCommand=x', '-I{}', '{}', 'in', '!'];

function withoutSegments(r: SanReading): unknown {
  return { command: r.command, commands: r.commands?.map(({ segment: _s, ...c }) => c) };
}

describe('plainReading agrees with san over the analysis', () => {
  it('wherever it answers', () => {
    let answered = 0;
    fc.assert(
      fc.property(fc.constantFrom(...NAMES), fc.array(fc.constantFrom(...ARGS, ...NAMES), { maxLength: 5 }), fc.constantFrom(' ', '  ', '\t'), (name, args, sep) => {
        for (const c of [[name, ...args].join(' '), [name, ...args].join(sep)]) {
          const fast = plainReading(c, WRAPPERS);
          if (fast === undefined) continue;
          answered++;
          expect(withoutSegments(fast)).toEqual(withoutSegments(sanReading(analyzeShell(c))));
        }
      }),
      { numRuns: 4000, seed: 20261202 },
    );
    expect(answered).toBeGreaterThan(500);
  });

  it('answers for a rule\'s own call and declines what it does not read', () => {
    expect(plainReading('ls status x0', WRAPPERS)?.commands).toEqual([{ name: 'ls', args: ['status', 'x0'], inPipe: false, redirects: [] }]);
    for (const c of ['sudo rm x', 'timeout 5 rm', 'git  status', 'rm -rf ~', 'export A', 'ls | sh', 'echo $x', 'if x', 'a=b c', '/bin/rm x', 'echo fi']) expect(plainReading(c, WRAPPERS)).toBeUndefined();
  });
});
