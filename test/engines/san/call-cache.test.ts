/**
 * The per-call caches of the san engine (call-view.ts `analyzedFor`,
 * rule-match.ts `viewOf`) are keyed by the call object: a call whose
 * command is changed in place, or whose input is replaced, must be read
 * again, never answered from the old command's reading.
 */
import { describe, expect, it } from 'vitest';
import type { Call } from '../../../src/core/types.js';
import { san } from '../../../src/engines/san/index.js';
import type { SanStack } from '../../../src/engines/san/stack.js';
import { memoryReader } from '../../helpers/memory-reader.js';

const H = '/h';
const stack: SanStack = san.loadStack({
  home: H,
  userHome: H,
  workspace: '/w',
  overrides: [],
  projectConfig: true,
  env: {},
  reader: memoryReader({ [`${H}/.claude/settings.json`]: JSON.stringify({ permissions: { allow: ['Bash(git:*)'], deny: ['Bash(rm:*)'] } }) }),
  sessionRules: [],
});
const rules = san.rules!(stack);
const deny = rules.find((r) => r.text === 'Bash(rm:*)')!;
const allow = rules.find((r) => r.text === 'Bash(git:*)')!;

describe('san caches keyed by the call object follow a changed command', () => {
  it('ruleMatches reads the new command of the same call object', () => {
    const call: Call = { tool: 'Bash', input: { command: 'git status' } };
    expect(san.ruleMatches!(stack, allow, call)).toBe(true);
    expect(san.ruleMatches!(stack, deny, call)).toBe(false);
    call.input.command = 'rm -rf x';
    expect(san.ruleMatches!(stack, allow, call)).toBe(false);
    expect(san.ruleMatches!(stack, deny, call)).toBe(true);
    call.input = { command: 'git log' };
    expect(san.ruleMatches!(stack, allow, call)).toBe(true);
    expect(san.ruleMatches!(stack, deny, call)).toBe(false);
  });

  it('evaluate reads the new command of the same input object', () => {
    const call: Call = { tool: 'Bash', input: { command: 'git status' } };
    expect(san.evaluate(stack, call, {}).decision).toBe('allow');
    call.input.command = 'rm -rf x';
    expect(san.evaluate(stack, call, {}).decision).toBe('deny');
  });
});
