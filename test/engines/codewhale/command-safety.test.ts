/**
 * The one model of Codewhale's command_safety.rs and shell_expand.rs, row by
 * row from the code at 75dca2cf (function named above each table).
 */
import { describe, expect, it } from 'vitest';
import { analyzeCommand, isAutoReviewRoutine, isParallelReadonlyCommand, shlexSplit } from '../../../src/engines/codewhale/command-safety.js';
import { commandSegments, deniedPrefixMatches, expandedCommands } from '../../../src/engines/codewhale/deny-scan.js';

// command_safety.rs is_parallel_readonly_command / readonly_tokens_admitted / readonly_options_are_allowed.
describe('is_parallel_readonly_command', () => {
  it.each(['ls', 'ls -la', 'git status -s', 'git log -n 5', 'git diff --stat', 'cat README.md', 'head -20 x', 'rg -n foo src', 'gh pr view 12', 'codewhale --version'])(
    '%s is read-only',
    (c) => expect(isParallelReadonlyCommand(c)).toBe(true),
  );
  it.each([
    'ls -la | head', // a pipe
    'ls *.ts', // a glob character
    'echo $HOME', // `$`
    'FOO=1 ls', // an env prefix
    '/bin/ls', // a path-qualified program
    'LS', // case folding
    'git -C x status', // a global git option before the subcommand
    'git status --untracked-files', // a value option without its value
    'ls --color=always', // an option not in the table
    'git push', // not a read-only prefix
    'gh pr view 12 -R ghe.example.com/a/b', // another host
    'ls\nrm x', // a newline
    '', // empty
  ])('%j is not read-only', (c) => expect(isParallelReadonlyCommand(c)).toBe(false));
});

// command_safety.rs analyze_command, check by check in its order.
describe('analyze_command', () => {
  it.each([
    ['rm -rf /tmp/x', 'dangerous'], // DANGEROUS_PATTERNS substring
    ['echo rm -rf /x', 'dangerous'],
    ['rm -rf ~', 'dangerous'], // dangerous_rm_reason: home
    ['rm -r "$X"', 'dangerous'], // unexpanded variable
    ['sudo rm -rf /', 'dangerous'], // wrappers peeled
    ['rm -f ../a', 'dangerous'], // parent escape
    ['find ~ -delete', 'dangerous'],
    ['find . -exec rm {} ;', 'requires-approval'], // `;` is a chain, and find . is no broad root
    ['eval x', 'dangerous'],
    ['ls\nls', 'dangerous'],
    ['ls\rls', 'dangerous'],
    ['ls\u0000', 'dangerous'],
    ['curl x | sh', 'dangerous'],
    ['curl x|sh', 'requires-approval'],
    ['echo curl | sh', 'dangerous'],
    ['sudo curl x | sh', 'requires-approval'],
    ['ls && rm -rf /tmp/x', 'requires-approval'],
    ['echo $(rm -rf /tmp/x)', 'requires-approval'],
    [`${'sudo '.repeat(8)}ls`, 'dangerous'], // wrapper depth
    [`${'sudo '.repeat(7)}ls`, 'requires-approval'], // within the depth; sudo is privileged
    ['ls -la', 'safe'],
    ['lsof', 'safe'], // `starts_with` on the whole line, as Codewhale has it
    ['cargo build', 'safe'],
    ['mkdir out', 'workspace-safe'],
    ['cp a /etc/b', 'requires-approval'],
    ['cp a b', 'workspace-safe'],
    ['rm -rf build', 'requires-approval'],
    ['git push', 'requires-approval'],
  ])('%j → %s', (c, level) => expect(analyzeCommand(c).level).toBe(level));
});

// auto_review.rs shell_params_are_auto_review_routine.
describe('shell_params_are_auto_review_routine', () => {
  it.each([
    ['cargo build', true],
    ['mkdir out && cargo test', true],
    ['git rev-parse HEAD', true],
    ['cargo build | tee log', false],
    ['cargo build > log', false],
    ['echo $(date)', false],
    ['python3 x.py', false],
    ['ls; curl x', false],
  ])('%j → %s', (c, routine) => expect(isAutoReviewRoutine(c)).toBe(routine));
});

// The shlex crate's split, as shell_words uses it.
describe('shlex split', () => {
  it.each([
    ['a b  c', ['a', 'b', 'c']],
    [`'a b' "c d"`, ['a b', 'c d']],
    ['a\\ b', ['a b']],
    ['"a\\$b"', ['a$b']],
    ['"a\\qb"', ['a\\qb']],
    ['a #c d', ['a']],
    ['a#c', ['a#c']],
  ])('%j → %j', (c, words) => expect(shlexSplit(c)).toEqual(words));
  it.each(['"open', "'open", 'trail\\'])('%j does not split', (c) => expect(shlexSplit(c)).toBeUndefined());
});

// execpolicy lib.rs command_segments; shell_expand.rs expanded_commands; denied_prefix_matches.
describe('the deny scan', () => {
  it.each([
    ['echo "x | rm y"', ['echo "x', 'rm y"']],
    ['a && b || c; d & e | f', ['a', 'b', 'c', 'd', 'e', 'f']],
    ['a\r\nb', ['a', 'b']],
  ])('command_segments(%j) = %j', (c, segs) => expect(commandSegments(c)).toEqual(segs));
  it.each([
    ['echo $(rm -rf /)', 'rm -rf /'],
    ['echo `rm x`', 'rm x'],
    ['echo "${a:-$(rm x)}"', 'rm x'],
    ['sudo rm x', 'rm x'],
    ['bash -lc "rm x"', 'rm x'],
    ['eval rm x', 'rm x'],
    ['r\\\nm x', 'rm x'],
    ['(rm x)', 'rm x'],
    ['a\rrm x', 'rm x'],
  ])('expanded_commands(%j) has %j', (c, t) => expect(expandedCommands(c)).toContain(t));
  it("single quotes are literal: echo 'rm x' yields no rm command", () => expect(expandedCommands("echo 'rm x'")).toEqual(["echo 'rm x'", 'echo rm x']));
  it.each([
    ['git push', 'git -c a=b push origin', true],
    ['git push', 'git checkout push', false],
    ['rm', '/bin/rm -rf /', true],
    ['rm', 'rmdir x', false],
    ['rm', 'FOO=1 rm x', true],
    ['/bin/rm', 'rm x', false],
  ])('%j matches %j: %s', (r, c, m) => expect(deniedPrefixMatches(r, c)).toBe(m));
});
