/** The resolved Codex stack as `whale-perm stack` prints it. */
import type { StackReport } from '../types.js';
import { approvalName, type CodexStack } from './stack.js';

export function describeCodexStack(stack: CodexStack): StackReport {
  const rules = [...stack.policy.byProgram.values()].flat().sort((a, b) => (a.loc.file === b.loc.file ? a.loc.line - b.loc.line : a.loc.file < b.loc.file ? -1 : 1));
  return {
    engine: 'codex',
    files: stack.files,
    settings: [
      { key: 'CODEX_HOME', value: stack.codexHome, origin: 'discovered', source: null },
      { key: 'project trusted', value: stack.trusted.value ?? null, origin: stack.trusted.origin, source: stack.trusted.source },
      { key: 'approval_policy', value: approvalName(stack.approval.value), origin: stack.approval.origin, source: stack.approval.source },
      { key: 'sandbox_mode', value: stack.sandbox.value, origin: stack.sandbox.origin, source: stack.sandbox.source },
    ],
    rules: rules.map((r) => ({ summary: `${r.decision.padEnd(9)} prefix_rule(${JSON.stringify([r.first, ...r.rest])})${r.justification ? ` "${r.justification}"` : ''}`, source: r.loc, ...(r.decision === 'allow' ? { note: 'allow: a fully allowed command runs outside the sandbox' } : { note: 'wrappers (timeout, nice, env …), `\\name` and non-plain scripts are not matched' }) })),
    hooks: [],
    ignored: stack.ignored,
    warnings: stack.warnings,
  };
}
