/** In-memory Codewhale stacks for unit and property tests. */
import type { Decision } from '../../src/core/types.js';
import type { CodewhaleStack, RuleLayer, TypedRule } from '../../src/engines/codewhale/stack.js';
import type { Posture } from '../../src/engines/codewhale/vocab.js';

let n = 0;
export function rule(action: Decision, command?: string, extra: Partial<TypedRule> & { layer?: RuleLayer } = {}): TypedRule {
  n++;
  return {
    index: n,
    layer: 'user',
    tool: 'exec_shell',
    ...(command !== undefined ? { command } : {}),
    commandExact: false,
    action,
    actionDefaulted: false,
    source: { file: 'permissions.toml', line: n, column: 1 },
    ...extra,
  };
}

export function stackOf(rules: TypedRule[], posture: Posture = 'ask', autoAllow: string[] = []): CodewhaleStack {
  return {
    home: '/h',
    workspace: '/workspace',
    workspaceHasGit: true,
    files: [],
    posture: { value: posture, origin: 'user config', source: null },
    sandboxMode: { value: 'workspace-write', origin: 'default', source: null },
    allowShell: { value: true, origin: 'default', source: null },
    mode: { value: 'work', origin: 'default', source: null },
    trusted: { value: false, origin: 'default', source: null },
    hooksEnabled: { value: true, origin: 'default', source: null },
    rules,
    autoAllow: autoAllow.map((prefix) => ({ prefix, source: { file: 'config.toml', line: 1, column: 1 } })),
    hooks: [],
    autoReview: [],
    invariants: [],
    requirements: {},
    ignored: [],
    problems: [],
    warnings: [],
  };
}
