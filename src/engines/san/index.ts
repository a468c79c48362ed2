/** The san engine (seed 002): san's settings stack, rules, hooks and modes. */
import { about } from './about.js';
import type { Engine } from '../types.js';
import { describeSanStack } from './describe.js';
import { loadSanStack } from './load/index.js';
import { evaluateSan, PIPELINE } from './pipeline.js';
import { sanHooks } from './hook-table.js';
import { sanProbes } from './probes.js';
import { sanRuleMatches } from './rule-match.js';
import { sanRules } from './rule-table.js';
import type { SanStack } from './stack.js';
import { KNOWN_TOOLS } from './vocab.js';

export const san: Engine<SanStack> = {
  ...about,
  id: 'san',
  layers: PIPELINE.map(({ id, title }) => ({ id, title })),
  defaultTool: 'Bash',
  knownTools: KNOWN_TOOLS,
  loadStack: loadSanStack,
  evaluate: evaluateSan,
  describeStack: describeSanStack,
  problems: (s) => s.problems,
  probes: sanProbes,
  rules: sanRules,
  ruleMatches: sanRuleMatches,
  hooks: sanHooks,
};
