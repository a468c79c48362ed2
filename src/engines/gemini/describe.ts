/** The resolved Gemini stack as `whale-perm stack` prints it. */
import type { StackReport } from '../types.js';
import type { GeminiStack } from './stack.js';
import { ruleLabel } from './state.js';

export function describeGeminiStack(stack: GeminiStack): StackReport {
  return {
    engine: 'gemini',
    files: stack.files,
    settings: [
      { key: 'gemini dir', value: stack.geminiDir, origin: 'discovered', source: null },
      { key: 'folder trusted', value: stack.trusted.value, origin: stack.trusted.origin, source: null },
      { key: 'workspace policies', value: false, origin: 'Gemini CLI 0.61.0 (disableWorkspacePolicies)', source: null },
    ],
    rules: stack.rules.filter((r) => r.tier !== 'default').map((r) => ({ summary: ruleLabel(r), source: r.loc, ...(r.written && r.written.key !== 'argsPattern' ? { note: `matches args /${r.argsPattern?.source}/` } : {}) })),
    hooks: [],
    ignored: stack.ignored,
    warnings: stack.warnings,
  };
}
