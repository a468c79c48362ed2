/**
 * Expectation cases (CONTRACT.md "test cases"): `[[case]]` tables naming a
 * call, how it is made, and the decision it must get. Parsed with locations;
 * the first problem in a file is thrown as one `file:line:column` error.
 */
import { ConfigError, type SourceLoc } from '../config/errors.js';
import { parseTomlLocated } from '../config/located.js';
import { DocReader, isTable } from '../config/values.js';
import type { Call, CallContext, Decision } from '../core/types.js';
import type { HookVerdict } from '../engines/types.js';
import type { Probe } from './probe.js';
import { ENGINES } from '../engines/registry.js';

export const CASE_KEYS = ['name', 'command', 'tool', 'path', 'input', 'posture', 'mode', 'headless', 'background', 'hooks', 'guardian', 'classifier', 'expect', 'layer'] as const;
const DECISIONS: readonly Decision[] = ['allow', 'ask', 'deny'];
const HOOK_VERDICTS: readonly HookVerdict[] = ['allow', 'ask', 'deny', 'error'];

/**
 * The verdicts a case may pin for a decider whale-perm does not run
 * (EvalOptions.pinned), and the engines that have one.
 */
const PINS = {
  guardian: { verdicts: ['approve', 'reject'], engines: readers('guardian'), what: 'auto-review guardian' },
  classifier: { verdicts: ['allow', 'ask', 'deny'], engines: readers('classifier'), what: 'auto-mode classifier' },
} as const;

/** The engines that have the decider: those whose descriptor reads its command-line pin (--guardian, --classifier). */
function readers(option: string): readonly string[] {
  return ENGINES.filter((a) => a.options.some((o) => o.name === option)).map((a) => a.id);
}

export interface TestCase extends Probe {
  name: string;
  expect: Decision;
  /** The layer that must decide, when the case names one. */
  layer?: string;
  /** The `[[case]]` table. */
  loc: SourceLoc;
  /** Where `posture` / `mode` are written, to place an error the engine raises about them. */
  ctxLocs: Partial<Record<'posture' | 'mode', SourceLoc>>;
  /** `hooks = { gate = "deny" }`: hook verdicts pinned for this case (EvalOptions.hookResults). */
  hookResults?: Record<string, HookVerdict>;
  /** `guardian = "approve"`, `classifier = "deny"` (EvalOptions.pinned). */
  pinned?: Record<string, string>;
}

export interface CaseEngine {
  /** The engine's id, to refuse a pin it has no decider for; unknown: every pin is accepted. */
  id?: string;
  defaultTool: string;
  layers: readonly { id: string }[];
}

function plain(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(plain);
  if (isTable(v)) return Object.fromEntries(Object.keys(v).map((k) => [k, plain(v[k])]));
  if (typeof v === 'bigint') return Number(v);
  if (v !== null && typeof v === 'object' && typeof (v as { toISOString?: unknown }).toISOString === 'function') return (v as { toISOString(): string }).toISOString();
  return v;
}

function before(a: SourceLoc, b: SourceLoc): number {
  return a.line - b.line || a.column - b.column;
}

/** Parses one case file. Throws ConfigError at the first problem. */
export function parseCases(text: string, file: string, engine: CaseEngine): TestCase[] {
  const doc = parseTomlLocated(text, file);
  const r = new DocReader(doc);
  const extra: { loc: SourceLoc; message: string }[] = [];
  r.unknownKeys([], ['case']);
  const list = r.array(['case']);
  const cases: TestCase[] = [];
  const names = new Map<string, SourceLoc>();
  const layerIds = engine.layers.map((l) => l.id);

  (list ?? []).forEach((entry, i) => {
    const p = ['case', i];
    if (!isTable(entry)) {
      r.table(p);
      return;
    }
    const loc = doc.locateValue(p) ?? r.at(p);
    const header = { file, line: loc.line, column: loc.column };
    r.unknownKeys(p, CASE_KEYS);
    const name = r.string([...p, 'name']);
    const command = r.string([...p, 'command']);
    const tool = r.string([...p, 'tool']);
    const path = r.string([...p, 'path']);
    const input = r.table([...p, 'input']);
    const posture = r.string([...p, 'posture']);
    const mode = r.string([...p, 'mode']);
    const headless = r.boolean([...p, 'headless']);
    const background = r.boolean([...p, 'background']);
    const expectRaw = r.get([...p, 'expect']);
    const expect = r.oneOf([...p, 'expect'], DECISIONS);
    const layer = r.string([...p, 'layer']);
    const hooks = r.table([...p, 'hooks']);
    const hookResults: Record<string, HookVerdict> = {};
    for (const hook of Object.keys(hooks ?? {})) {
      const verdict = r.oneOf([...p, 'hooks', hook], HOOK_VERDICTS);
      if (verdict !== undefined) hookResults[hook] = verdict;
    }
    const pinned: Record<string, string> = {};
    for (const key of ['guardian', 'classifier'] as const) {
      if (r.get([...p, key]) === undefined) continue;
      const pin = PINS[key];
      if (engine.id !== undefined && !(pin.engines as readonly string[]).includes(engine.id)) {
        extra.push({ loc: r.at([...p, key]), message: `${key}: ${engine.id} has no ${pin.what} to pin (${pin.engines.length === 1 ? `only ${pin.engines[0]} has one` : `only ${pin.engines.join(' and ')} have one`})` });
        continue;
      }
      const verdict = r.oneOf([...p, key], pin.verdicts);
      if (verdict !== undefined) pinned[key] = verdict;
    }

    if (r.get([...p, 'name']) === undefined) extra.push({ loc: header, message: `case ${i + 1} has no name` });
    else if (name !== undefined && name.trim() === '') extra.push({ loc: r.valueAt([...p, 'name']), message: 'name must not be empty' });
    else if (name !== undefined) {
      const first = names.get(name);
      if (first) extra.push({ loc: r.valueAt([...p, 'name']), message: `duplicate case name ${JSON.stringify(name)} (first at line ${first.line})` });
      else names.set(name, header);
    }
    if (expectRaw === undefined) extra.push({ loc: header, message: `case ${JSON.stringify(name ?? i + 1)} has no expect (allow, ask or deny)` });
    if (layer !== undefined && !layerIds.includes(layer)) {
      extra.push({ loc: r.valueAt([...p, 'layer']), message: `layer = ${JSON.stringify(layer)} is not a layer of this engine (${layerIds.join(', ')})` });
    }
    if (command !== undefined && command.trim() === '') extra.push({ loc: r.valueAt([...p, 'command']), message: 'command must not be empty' });
    const hasCall = command !== undefined || tool !== undefined || path !== undefined || input !== undefined;
    if (!hasCall && r.get([...p, 'command']) === undefined && r.get([...p, 'tool']) === undefined) {
      extra.push({ loc: header, message: `case ${JSON.stringify(name ?? i + 1)} names no call: give command, or tool with path or input` });
    }
    if (name === undefined || expect === undefined || !hasCall) return;

    const callInput: Record<string, unknown> = input ? (plain(input) as Record<string, unknown>) : {};
    if (command !== undefined) callInput.command = command;
    if (path !== undefined) callInput.path = path;
    const call: Call = { tool: tool ?? engine.defaultTool, input: callInput };
    const ctx: CallContext = {};
    const ctxLocs: TestCase['ctxLocs'] = {};
    if (posture !== undefined) {
      ctx.posture = posture;
      ctxLocs.posture = r.valueAt([...p, 'posture']);
    }
    if (mode !== undefined) {
      ctx.mode = mode;
      ctxLocs.mode = r.valueAt([...p, 'mode']);
    }
    if (headless) ctx.headless = true;
    if (background) ctx.background = true;
    cases.push({
      name,
      call,
      ctx,
      expect,
      ...(layer !== undefined && layerIds.includes(layer) ? { layer } : {}),
      loc: header,
      ctxLocs,
      ...(Object.keys(hookResults).length > 0 ? { hookResults } : {}),
      ...(Object.keys(pinned).length > 0 ? { pinned } : {}),
      origin: `case ${JSON.stringify(name)} (${file}:${header.line})`,
    });
  });

  const problems = [...r.problems.map((q) => ({ loc: q.loc, message: q.message })), ...extra].sort((a, b) => before(a.loc, b.loc));
  const first = problems[0];
  if (first) throw new ConfigError(file, first.loc.line, first.loc.column, first.message);
  if (list === undefined || list.length === 0) throw new ConfigError(file, 1, 1, 'no [[case]] tables: a case file needs at least one');
  return cases;
}
