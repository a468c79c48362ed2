/** The lint checks only the claude engine has (the shared ones run for every engine). */
import type { Check } from '../../../lint/types.js';
import type { ClaudeStack } from '../stack.js';
import * as denyBypassable from './deny-bypassable.js';

export const CLAUDE_OWN_CHECKS: readonly Check<ClaudeStack>[] = [denyBypassable];
