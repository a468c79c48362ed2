/** Codewhale's own checks (the generic ones run for every engine). */
import type { CodewhaleStack } from '../../../engines/codewhale/stack.js';
import type { Check } from '../../types.js';
import * as allowUnreachable from './allow-unreachable.js';
import * as askNeverPrompts from './ask-never-prompts.js';
import * as broadAllow from './broad-allow.js';
import * as duplicateRule from './duplicate-rule.js';
import * as hookRisk from './hook-risk.js';
import * as pathNeverMatches from './path-never-matches.js';
import * as shadowedRule from './shadowed-rule.js';
import * as unknownTool from '../../../engines/codewhale/checks/unknown-tool.js';

export const CODEWHALE_CHECKS: readonly Check<CodewhaleStack>[] = [
  unknownTool,
  duplicateRule,
  shadowedRule,
  allowUnreachable,
  askNeverPrompts,
  broadAllow,
  pathNeverMatches,
  hookRisk,
];
