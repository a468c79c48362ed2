/** The grok engine's own checks (the generic ones run for every engine). */
import type { GrokStack } from '../../../engines/grok/stack.js';
import type { Check } from '../../types.js';
import * as allowUnreachable from './allow-unreachable.js';
import * as askNeverPrompts from './ask-never-prompts.js';
import * as broadAllow from './broad-allow.js';
import * as duplicateRule from './duplicate-rule.js';
import * as hookRisk from './hook-risk.js';
import * as pathNeverMatches from './path-never-matches.js';
import * as prefixOverreach from '../../../engines/grok/checks/prefix-overreach.js';
import * as shadowedRule from './shadowed-rule.js';

export const GROK_CHECKS: readonly Check<GrokStack>[] = [
  duplicateRule,
  shadowedRule,
  allowUnreachable,
  askNeverPrompts,
  broadAllow,
  pathNeverMatches,
  hookRisk,
  prefixOverreach,
];
