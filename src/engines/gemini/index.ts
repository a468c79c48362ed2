/** The gemini engine: Gemini CLI's policy engine (gemini-cli-core 0.61.0). */
import { about } from './about.js';
import type { Engine } from '../types.js';
import { describeGeminiStack } from './describe.js';
import { SHELL_TOOL, loadGeminiStack } from './load.js';
import { evaluateGemini, PIPELINE } from './pipeline.js';
import { geminiRuleIndex, geminiRuleMatches } from './rules.js';
import type { GeminiStack } from './stack.js';

export const KNOWN_TOOLS: readonly string[] = [SHELL_TOOL, 'read_file', 'write_file', 'replace', 'glob', 'grep_search', 'list_directory', 'web_fetch', 'google_web_search', 'activate_skill', 'ask_user', 'invoke_agent', 'enter_plan_mode', 'exit_plan_mode'];

export const gemini: Engine<GeminiStack> = {
  ...about,
  id: 'gemini',
  layers: PIPELINE.map(({ id, title }) => ({ id, title })),
  defaultTool: SHELL_TOOL,
  knownTools: KNOWN_TOOLS,
  loadStack: loadGeminiStack,
  evaluate: evaluateGemini,
  describeStack: describeGeminiStack,
  problems: (s) => s.problems,
  rules: (s) => geminiRuleIndex(s).records,
  ruleMatches: geminiRuleMatches,
  // The policy engine is all this model reads of Gemini CLI: no hooks.
  hooks: () => [],
  checks: [],
};
