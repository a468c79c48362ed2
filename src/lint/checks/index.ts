/**
 * The checks, in CONTRACT.md's order. An explicit list: adding a check means
 * adding one file and one line here.
 */
import type { Check } from '../types.js';
import * as allowUnreachable from './allow-unreachable.js';
import * as askNeverPrompts from './ask-never-prompts.js';
import * as broadAllow from './broad-allow.js';
import * as duplicateRule from './duplicate-rule.js';
import * as hookRisk from './hook-risk.js';
import * as ignoredFile from './ignored-file.js';
import * as overlayLoosening from './overlay-loosening.js';
import * as pathNeverMatches from './path-never-matches.js';
import * as requirementsViolation from './requirements-violation.js';
import * as schema from './schema.js';
import * as shadowedRule from './shadowed-rule.js';

export const CHECKS: readonly Check[] = [
  schema,
  duplicateRule,
  shadowedRule,
  allowUnreachable,
  overlayLoosening,
  ignoredFile,
  askNeverPrompts,
  broadAllow,
  pathNeverMatches,
  requirementsViolation,
  hookRisk,
];
