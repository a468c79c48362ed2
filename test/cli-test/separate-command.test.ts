import { describe, expect, it } from 'vitest';
import { separateCommand } from '../../src/cli/main.js';

describe('explain: where the command starts', () => {
  it.each([
    [['explain', 'git', 'push', '--force'], ['explain', '--', 'git', 'push', '--force']],
    [['explain', '--format', 'json', 'ls', '-la'], ['explain', '--format', 'json', '--', 'ls', '-la']],
    [['explain', '-c', 'approval_policy=never', '--headless', 'rm', '-rf', 'x'], ['explain', '-c', 'approval_policy=never', '--headless', '--', 'rm', '-rf', 'x']],
    [['explain', '--home=h', 'ls'], ['explain', '--home=h', '--', 'ls']],
    [['explain', 'git status', '--format', 'json'], ['explain', 'git status', '--format', 'json']],
    [['explain', '--', '-x'], ['explain', '--', '-x']],
    [['lint', 'a.toml', '--quiet'], ['lint', 'a.toml', '--quiet']],
  ])('%j', (argv, want) => expect(separateCommand(argv)).toEqual(want));
});
