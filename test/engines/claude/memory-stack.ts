/**
 * In-memory Claude stacks for the property tests: the given rules (and
 * hooks) under one user scope, in a trusted workspace, every other setting
 * at its default. The rules are parsed as the loader parses them.
 */
import type { Decision } from '../../../src/core/types.js';
import { parseClaudeRule } from '../../../src/engines/claude/rules.js';
import type { ClaudeHook, ClaudeRule, ClaudeStack } from '../../../src/engines/claude/stack.js';
import type { Mode } from '../../../src/engines/claude/vocab.js';

export interface MemoryStack {
  rules?: ClaudeRule[];
  hooks?: ClaudeHook[];
  mode?: Mode;
  workspace?: string;
}

export function memoryStack({ rules = [], hooks = [], mode = 'default', workspace = '/w' }: MemoryStack): ClaudeStack {
  const off = { value: false, origin: 'default', source: null };
  return {
    home: '/h',
    workspace,
    files: [],
    mode: { value: mode, origin: 'default', source: null },
    trusted: { value: true, origin: '--trusted', source: null },
    disableBypass: off,
    disableAuto: off,
    managedRulesOnly: off,
    managedHooksOnly: off,
    disableAllHooks: off,
    sandbox: { enabled: off, autoAllow: { value: true, origin: 'default', source: null }, excluded: [] },
    workingDirs: [{ path: workspace, origin: 'working directory', source: null }],
    rules,
    hooks,
    ignored: [],
    problems: [],
    warnings: [],
  };
}

/** Rules as user settings, one per line of settings.json; rules the loader would skip are left out. */
export function userRules(specs: readonly [Decision, string][], id = (_action: Decision, i: number) => `settings.json#${i + 1}`): ClaudeRule[] {
  const rules: ClaudeRule[] = [];
  specs.forEach(([action, text], i) => {
    const parsed = parseClaudeRule(text, action);
    if ('skip' in parsed) return;
    rules.push({ id: id(action, i), text, action, scope: 'user', origin: 'user settings', source: { file: 'settings.json', line: i + 1, column: 1 }, anchor: '/h/.claude', matcher: parsed.matcher, ...(parsed.dead ? { dead: parsed.dead } : {}) });
  });
  return rules;
}
