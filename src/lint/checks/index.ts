/**
 * The checks each engine runs, in CONTRACT.md's order. Explicit lists:
 * adding a check means adding one file and one line here (or, for a check
 * only one engine has, one line in that engine's `checks`).
 *
 * An engine with a `checks` field (Engine.checks) runs GENERIC + SHARED +
 * its own; an engine without it keeps its old list (BY_ENGINE) until it is
 * ported to the rule model.
 */
import type { EngineId } from '../../core/types.js';
import type { Engine } from '../../engines/types.js';
import * as allowUnreachable from './allow-unreachable.js';
import * as askNeverPrompts from './ask-never-prompts.js';
import * as broadAllow from './broad-allow.js';
import * as duplicateRule from './duplicate-rule.js';
import * as hookRisk from './hook-risk.js';
import * as pathNeverMatches from './path-never-matches.js';
import * as shadowedRule from './shadowed-rule.js';
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

/** Checks written once against the rule model (Engine.rules, ruleMatches, hooks, Trace.matches): every ported engine runs them. */
export const SHARED_CHECKS: readonly Check[] = [duplicateRule, shadowedRule, allowUnreachable, askNeverPrompts, broadAllow, pathNeverMatches, hookRisk];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const BY_ENGINE: Record<EngineId, readonly Check<any>[]> = {
  codewhale: CODEWHALE_CHECKS,
  san: SAN_CHECKS,
  grok: GROK_CHECKS,
  claude: CLAUDE_CHECKS,
  codex: [],
  gemini: [],
};

/** The checks one engine runs: by its object (the rule model decides), or by id for the old lists. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function checksFor(engine: EngineId | Pick<Engine<any>, 'id' | 'checks'>): readonly Check<any>[] {
  if (typeof engine === 'string') return [...GENERIC_CHECKS, ...BY_ENGINE[engine]];
  if (engine.checks !== undefined) return [...GENERIC_CHECKS, ...SHARED_CHECKS, ...engine.checks];
  return [...GENERIC_CHECKS, ...BY_ENGINE[engine.id]];
}

/** Each check id's metadata once, in CONTRACT.md's order (SARIF rule metadata, docs). */
export const CHECK_METAS: readonly CheckMeta[] = CHECK_IDS.flatMap((id) => {
  const found = [...GENERIC_CHECKS, ...SHARED_CHECKS, ...Object.values(BY_ENGINE).flat()].find((c) => c.meta.id === id);
  return found ? [found.meta] : [];
});
