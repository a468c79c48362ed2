/** The lint checks only Codewhale has; the shared ones (src/lint/checks/<id>.ts) run for it over its rules as data. */
import type { Check } from '../../../lint/types.js';
import type { CodewhaleStack } from '../stack.js';
import * as unknownTool from './unknown-tool.js';

export const CODEWHALE_OWN_CHECKS: readonly Check<CodewhaleStack>[] = [unknownTool];
