/** The grok engine's own checks (the generic ones run for every engine). */
import type { Check } from '../../types.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const GROK_CHECKS: readonly Check<any>[] = [];
