import { describe, expect, it } from 'vitest';
import { parseRuleSpec } from '../../src/config/rule-spec.js';

describe('Tool(specifier) rules', () => {
  it.each([
    ['Bash', { tool: 'Bash' }],
    ['Bash(*)', { tool: 'Bash' }],
    ['Bash()', { tool: 'Bash' }],
    ['Bash(git status:*)', { tool: 'Bash', specifier: 'git status:*' }],
    ['Bash(echo (a))', { tool: 'Bash', specifier: 'echo (a)' }],
    ['Read(./src/**)', { tool: 'Read', specifier: './src/**' }],
    ['WebFetch(domain:example.com)', { tool: 'WebFetch', specifier: 'domain:example.com' }],
    ['  mcp__github__create_issue ', { tool: 'mcp__github__create_issue' }],
  ])('%s', (text, want) => expect(parseRuleSpec(text)).toEqual(want));

  it.each(['', 'Bash(git', '(x)', 'Bash git', 'Ba sh(x)'])('rejects %j', (text) => {
    expect(parseRuleSpec(text)).toHaveProperty('error');
  });
});
