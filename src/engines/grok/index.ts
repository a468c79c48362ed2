/** The grok engine: grok-build's permission chain (seed 003). */
import { about } from './about.js';
import type { Engine } from '../types.js';
import { GROK_OWN_CHECKS } from './checks/index.js';
import { describeGrokStack } from './describe.js';
import { loadGrokStack } from './load/index.js';
import { decideGrok, evaluateGrok, PIPELINE } from './pipeline.js';
import { grokHooks } from './hook-table.js';
import { grokRuleMatches } from './matches.js';
import { grokProbes } from './probes.js';
import { grokRules } from './rule-table.js';
import type { GrokStack } from './stack.js';
import { KNOWN_TOOLS } from './tools.js';

export const grok: Engine<GrokStack> = {
  ...about,
  id: 'grok',
  layers: PIPELINE.map(({ id, title }) => ({ id, title })),
  defaultTool: 'Bash',
  knownTools: KNOWN_TOOLS,
  loadStack: loadGrokStack,
  evaluate: evaluateGrok,
  decide: decideGrok,
  describeStack: describeGrokStack,
  problems: (s) => s.problems,
  probes: grokProbes,
  rules: grokRules,
  ruleMatches: grokRuleMatches,
  hooks: grokHooks,
  checks: GROK_OWN_CHECKS,
};
