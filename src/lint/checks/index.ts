/**
 * The checks each engine runs, in CONTRACT.md's order. Explicit lists:
 * adding a check means adding one file and one line here (or in the
 * engine's own list under checks/<engine>/index.ts).
 */
import type { EngineId } from '../../core/types.js';
import { CHECK_IDS, type Check, type CheckMeta } from '../types.js';
import * as ignoredFile from './ignored-file.js';
import * as overlayLoosening from './overlay-loosening.js';
import * as requirementsViolation from './requirements-violation.js';
import * as schema from './schema.js';
import { CODEWHALE_CHECKS } from './codewhale/index.js';
import { SAN_CHECKS } from './san/index.js';
import { GROK_CHECKS } from './grok/index.js';
import { CLAUDE_CHECKS } from './claude/index.js';

/** Checks that read only the engine's problems and stack report, so every engine runs them. */
export const GENERIC_CHECKS: readonly Check[] = [schema, overlayLoosening, ignoredFile, requirementsViolation];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const BY_ENGINE: Record<EngineId, readonly Check<any>[]> = {
  codewhale: CODEWHALE_CHECKS,
  san: SAN_CHECKS,
  grok: GROK_CHECKS,
  claude: CLAUDE_CHECKS,
  codex: [],
  gemini: [],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function checksFor(engine: EngineId): readonly Check<any>[] {
  return [...GENERIC_CHECKS, ...BY_ENGINE[engine]];
}

/** Each check id's metadata once, in CONTRACT.md's order (SARIF rule metadata, docs). */
export const CHECK_METAS: readonly CheckMeta[] = CHECK_IDS.flatMap((id) => {
  const found = [...GENERIC_CHECKS, ...Object.values(BY_ENGINE).flat()].find((c) => c.meta.id === id);
  return found ? [found.meta] : [];
});
