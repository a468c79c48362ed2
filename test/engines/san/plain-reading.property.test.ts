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

  // Programs with a payload handler in src/shell: plainReading answers for them when the handler finds no payload in
  // the words. A payload the analysis cannot parse (`local a:b`) is what makes san's reading differ: drawn often.
  const HANDLED = ['git', 'npm', 'npx', 'pnpm', 'make', 'gmake', 'docker', 'podman', 'kubectl', 'oc', 'cargo', 'find', 'fd', 'sed', 'tar', 'ssh', 'scp', 'watch', 'sh', 'bash', 'python', 'node', 'awk', 'vim', 'sort', 'apt-get', 'at', 'flock', 'script', 'source', 'su', 'chroot', 'trap', 'emacs', 'perl'];
  const TRIGGERS = ['run', 'exec', 'x', 'create', 'debug', '--', '-c', '--call', '--script-shell', 'bisect', 'rebase', '-x', '--exec', '--exec-path', '--config', 'runner', 'linker', 'submodule', 'foreach', '-exec', '-execdir', '-ok', '-e', '-f', '1e', 's/a/b/e', 'p', '--to-command', '-I', '--use-compress-program', 'SHELL', '-o', 'ProxyCommand', 'LocalCommand', '-s', '-u', '--upload-pack', 'difftool', '--extcmd', 'grep', '-O', 'config', 'alias.x', 'core.pager', 'status', 'x0', 'ls', 'rm', 'echo', '-rf', '-lc', '+x', 'a/b', 'host', 'pod'];
  const UNPARSED = ['local a:b', 'export a:b', 'local', 'a:b'];
  it('wherever it answers for a program that may run its arguments', () => {
    let answered = 0;
    const arg = fc.oneof({ arbitrary: fc.constantFrom(...TRIGGERS, ...HANDLED), weight: 3 }, { arbitrary: fc.constantFrom(...UNPARSED), weight: 1 });
    fc.assert(
      fc.property(fc.constantFrom(...HANDLED), fc.array(arg, { maxLength: 5 }), (name, args) => {
        const c = [name, ...args].join(' ');
        const fast = plainReading(c, WRAPPERS);
        if (fast === undefined) return;
        answered++;
        expect(withoutSegments(fast)).toEqual(withoutSegments(sanReading(analyzeShell(c))));
      }),
      { numRuns: 4000 },
    );
    expect(answered).toBeGreaterThan(1000);
  });

  it('answers for a rule\'s own call and declines what it does not read', () => {
    expect(plainReading('ls status x0', WRAPPERS)?.commands).toEqual([{ name: 'ls', args: ['status', 'x0'], inPipe: false, redirects: [] }]);
    // a program with a payload handler, given no payload, and given one
    expect(plainReading('git status x0', WRAPPERS)?.commands).toEqual([{ name: 'git', args: ['status', 'x0'], inPipe: false, redirects: [] }]);
    for (const c of ['watch local foo:bar', 'git bisect run rm', 'find . -exec rm {} ;', 'kubectl exec pod -- rm', 'npx -c ls', 'sh -c ls']) expect(plainReading(c, WRAPPERS)).toBeUndefined();
    for (const c of ['sudo rm x', 'timeout 5 rm', 'git  status', 'rm -rf ~', 'export A', 'ls | sh', 'echo $x', 'if x', 'a=b c', '/bin/rm x', 'echo fi']) expect(plainReading(c, WRAPPERS)).toBeUndefined();
  });
});
