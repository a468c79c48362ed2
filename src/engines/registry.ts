/**
 * The engines: the one list. Each line brings in an engine's descriptor
 * (src/engines/<E>/about.ts: its name, options, tools, modes, check wording,
 * example), which is small; the engine's code is imported only when a
 * command loads it. Everything that enumerates engines — EngineId,
 * AGENT_NAME, `--engine` choices, the option table and its "read by X only"
 * errors, help, completion, the built-in corpus's tools — derives from this
 * list, so a new engine is its folder plus one line here.
 */
import type { Call } from '../core/types.js';
import { normaliseDecision, normaliseRules, normaliseStackReport, normaliseTrace } from '../core/trace.js';
import { about as claude } from './claude/about.js';
import { about as codewhale } from './codewhale/about.js';
import { about as codex } from './codex/about.js';
import { about as gemini } from './gemini/about.js';
import { about as grok } from './grok/about.js';
import { about as san } from './san/about.js';
import type { Engine, EngineAbout, EvalOptions } from './types.js';

// Static imports, not top-level await: the bundle bin/whale-perm.js runs is CommonJS (for its code cache).
export const ENGINES = [codewhale, san, grok, claude, codex, gemini] as const satisfies readonly EngineAbout[];

export type EngineId = (typeof ENGINES)[number]['id'];

export const ENGINE_IDS: readonly EngineId[] = ENGINES.map((e) => e.id);

/** How each engine's agent is named to a person. */
export const AGENT_NAME = Object.fromEntries(ENGINES.map((e) => [e.id, e.name])) as Record<EngineId, string>;

export function aboutEngine(id: string): (typeof ENGINES)[number] | undefined {
  return ENGINES.find((e) => e.id === id);
}

export function isEngineId(id: string): id is EngineId {
  return aboutEngine(id) !== undefined;
}

const loaded = new Map<string, Promise<Engine>>();

/**
 * The engine, loaded on demand, with the contract's hygiene applied once to
 * everything it returns: no pseudo-location (`--allowed-tools`,
 * `$GROK_SANDBOX`) ever appears as a `source` (see core/trace.ts).
 */
export function loadEngine(id: EngineId): Promise<Engine> {
  let p = loaded.get(id);
  if (!p) {
    const about = aboutEngine(id);
    if (!about) return Promise.reject(new Error(`unknown engine ${id}`));
    p = about.load().then(wrap);
    loaded.set(id, p);
  }
  return p;
}

function wrap(engine: Engine): Engine {
  const { evaluate, decide, rules, describeStack } = engine;
  return {
    ...engine,
    evaluate: (stack, call, opts) => normaliseTrace(evaluate.call(engine, stack, call, opts)),
    ...(decide ? { decide: (stack: unknown, call: Call, opts: EvalOptions) => normaliseDecision(decide.call(engine, stack, call, opts)) } : {}),
    describeStack: (stack) => normaliseStackReport(describeStack.call(engine, stack)),
    ...(rules ? { rules: (stack: unknown) => normaliseRules(rules.call(engine, stack)) } : {}),
  };
}
