/** diff's witness commands repeat the stack options given, from the option table (so an engine's own options are kept). */
import { describe, expect, it } from 'vitest';
import { stackArgsOf } from '../../src/cli/commands/diff.js';

describe('stackArgsOf', () => {
  it('keeps every stack option given, none at its default, in the table order', () => {
    expect(
      stackArgsOf({
        engine: 'claude',
        home: '~/h',
        workspace: 'ws',
        config: [],
        projectConfig: false,
        trusted: true,
        settings: ['extra.json'],
        allowedTools: ['Bash(ls:*)', 'Read'],
        disallowedTools: [],
        sessionRule: [],
        color: false,
      }),
    ).toEqual(['--engine', 'claude', '--home', '~/h', '--workspace', 'ws', '--no-project-config', '--trusted', '--settings', 'extra.json', '--allowed-tools', 'Bash(ls:*)', '--allowed-tools', 'Read']);
  });

  it('the default engine and defaults give nothing; -c keeps its short form', () => {
    expect(stackArgsOf({ engine: 'codewhale', config: ['approval_policy="never"'], projectConfig: true })).toEqual(['-c', 'approval_policy="never"']);
  });
});
