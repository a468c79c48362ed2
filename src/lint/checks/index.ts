/**
 * The checks each engine runs, in CONTRACT.md's order: the generic ones
 * (they read only the engine's problems and stack report), the ones written
 * once against the rule model (Engine.rules, ruleMatches, hooks,
 * Trace.matches), and the engine's own (`Engine.checks`, in its folder).
 * Nothing here names an engine: a new engine brings its own checks.
 */
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

/** Checks that read only the engine's problems and stack report, so every engine runs them. */
export const GENERIC_CHECKS: readonly Check[] = [schema, overlayLoosening, ignoredFile, requirementsViolation];

/** Checks written once against the rule model (Engine.rules, ruleMatches, hooks, Trace.matches): every ported engine runs them. */
export const SHARED_CHECKS: readonly Check[] = [duplicateRule, shadowedRule, allowUnreachable, askNeverPrompts, broadAllow, pathNeverMatches, hookRisk];

/** The checks one engine runs: generic, shared, then its own. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function checksFor(engine: Pick<Engine<any>, 'checks'>): readonly Check<any>[] {
  return [...GENERIC_CHECKS, ...SHARED_CHECKS, ...(engine.checks ?? [])];
}

const order = (id: string) => {
  const i = (CHECK_IDS as readonly string[]).indexOf(id);
  return i === -1 ? CHECK_IDS.length : i;
};

/** The metadata of the checks one engine runs, in CONTRACT.md's order (SARIF rule metadata). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function checkMetasFor(engine: Pick<Engine<any>, 'checks'>): readonly CheckMeta[] {
  const byId = new Map<string, CheckMeta>();
  for (const c of checksFor(engine)) if (!byId.has(c.meta.id)) byId.set(c.meta.id, c.meta);
  return [...byId.values()].sort((a, b) => order(a.id) - order(b.id));
}

/** The generic and shared checks' metadata, in CONTRACT.md's order (an engine's own checks come with the engine: checkMetasFor). */
export const CHECK_METAS: readonly CheckMeta[] = checkMetasFor({});
