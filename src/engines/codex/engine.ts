/** The codex engine object. */
import { about } from './about.js';
import type { Engine } from '../types.js';
import { describeCodexStack } from './describe.js';
import { loadCodexStack } from './load.js';
import { evaluateCodex, PIPELINE } from './pipeline.js';
import { codexRuleIndex, codexRuleMatches } from './rules.js';
import type { CodexStack } from './stack.js';

export const codex: Engine<CodexStack> = {
  ...about,
  id: 'codex',
  layers: PIPELINE.map(({ id, title }) => ({ id, title })),
  defaultTool: 'exec_command',
  knownTools: ['exec_command', 'shell'],
  loadStack: loadCodexStack,
  evaluate: evaluateCodex,
  describeStack: describeCodexStack,
  problems: (s) => s.problems,
  rules: (s) => codexRuleIndex(s).records,
  ruleMatches: codexRuleMatches,
  // Codex runs no hooks before a tool call in this model.
  hooks: () => [],
  checks: [],
};
