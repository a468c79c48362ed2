/** Gemini's pieces, unit by unit: the args patterns (policy/utils.ts buildArgsPatterns), stableStringify, shell-quote's word splitting, the wrapper strip and the substitution scan (utils/shell-utils.ts). */
import { describe, expect, it } from 'vitest';
import { stableArgs } from '../../../src/engines/gemini/check.js';
import { isSafeRegExp, prefixPattern, regexPattern } from '../../../src/engines/gemini/load.js';
import { detectCommandSubstitution, hasRedirection, parseCommandDetails, stripShellWrapper } from '../../../src/engines/gemini/reading.js';
import { shellWords } from '../../../src/engines/gemini/words.js';

const args = (command: string) => stableArgs({ command });

describe('gemini patterns', () => {
  it('stable JSON: keys sorted, each top-level pair between NULs', () => {
    expect(stableArgs({ dir_path: 'a', command: 'ls' })).toBe('{\0"command":"ls"\0,\0"dir_path":"a"\0}');
  });

  it.each([
    ['git log', 'git log', true],
    ['git log', 'git log --oneline', true],
    ['git log', 'git logout', false],
    ['git log', 'git  log', false],
    ['git log', 'git\tlog', false],
    ['rm', '/bin/rm x', false],
    ['echo', 'echo "hi"', true],
  ])('commandPrefix %j on %j → %s', (prefix, command, want) => {
    expect(new RegExp(prefixPattern(prefix)).test(args(command))).toBe(want);
  });

  it('commandRegex is anchored at the command start; ^ never matches', () => {
    expect(new RegExp(regexPattern('rm .*')).test(args('rm -rf x'))).toBe(true);
    expect(new RegExp(regexPattern('rm .*')).test(args('echo rm -rf x'))).toBe(false);
    expect(new RegExp(regexPattern('^rm')).test(args('rm -rf x'))).toBe(false);
  });

  it('the ReDoS screen', () => {
    expect(isSafeRegExp('(a+)+')).toBe(false);
    expect(isSafeRegExp('git (status|log).*')).toBe(true);
    expect(isSafeRegExp('x'.repeat(2049))).toBe(false);
  });
});

describe('gemini shell reading', () => {
  it.each([
    ['ls -la', ['ls', '-la']],
    ['rm -rf "a b"', ['rm', '-rf', 'a b']],
    ['echo $HOME x', ['echo', '', 'x']],
    ['a && b | c', ['a', '&&', 'b', '|', 'c']],
    ['ls # comment', ['ls', '']],
    ["r''m -rf", ['rm', '-rf']],
  ])('shell-quote words of %j', (input, want) => {
    expect(shellWords(input)).toEqual(want);
  });

  it('sub-commands come from every command node, in source order', () => {
    expect(parseCommandDetails('git status && echo "$(rm -rf x)"')!.details.map((d) => d.name)).toEqual(['git', 'echo', 'command substitution', 'rm']);
    expect(parseCommandDetails('echo "unterminated')!.hasError).toBe(true);
    expect(parseCommandDetails('echo ${x@P}')!.hasError).toBe(true);
  });

  it.each([
    ['bash -c "rm -rf x"', 'rm -rf x'],
    ["sh -c 'git status'", 'git status'],
    ['bash -x -c "rm -rf /"', 'bash -x -c "rm -rf /"'],
    ['/bin/bash -c ls', 'ls'],
  ])('stripShellWrapper(%j)', (input, want) => {
    expect(stripShellWrapper(input)).toBe(want);
  });

  it('redirection and substitution', () => {
    expect(hasRedirection('ls > out')).toBe(true);
    expect(hasRedirection('ls 2>/dev/null')).toBe(true);
    expect(hasRedirection('echo "a > b"')).toBe(false);
    expect(detectCommandSubstitution('echo "$(date)"')).toBe(true);
    expect(detectCommandSubstitution("echo '$(date)'")).toBe(false);
    expect(detectCommandSubstitution('cat <(ls)')).toBe(true);
  });
});
