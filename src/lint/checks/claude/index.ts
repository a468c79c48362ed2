/** The claude engine's own checks (the generic ones run for every engine). */
import type { ClaudeStack } from '../../../engines/claude/stack.js';
import type { Check } from '../../types.js';
import * as allowUnreachable from './allow-unreachable.js';
import * as broadAllow from './broad-allow.js';
import * as denyBypassable from '../../../engines/claude/checks/deny-bypassable.js';
import * as duplicateRule from './duplicate-rule.js';
import * as hookRisk from './hook-risk.js';
import * as pathNeverMatches from './path-never-matches.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const CLAUDE_CHECKS: readonly Check<any>[] = [
  duplicateRule,
  allowUnreachable,
  broadAllow,
  pathNeverMatches,
  hookRisk,
  denyBypassable,
] satisfies readonly Check<ClaudeStack>[];
