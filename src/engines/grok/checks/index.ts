/** The lint checks only the grok engine has (the shared ones run for every engine). */
import type { Check } from '../../../lint/types.js';
import type { GrokStack } from '../stack.js';
import * as prefixOverreach from './prefix-overreach.js';

export const GROK_OWN_CHECKS: readonly Check<GrokStack>[] = [prefixOverreach];
