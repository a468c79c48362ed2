/**
 * A probe: one hypothetical call, how it is made, and why it is in the
 * corpus. `test` runs the probes its cases describe; `diff` runs a whole
 * corpus of them against two stacks.
 */
import type { Call, CallContext } from '../core/types.js';

export interface Probe {
  call: Call;
  ctx: CallContext;
  /** Where the probe came from: `case 'name' (file:line)`, `rule`, `built-in`. */
  origin: string;
}

function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v !== null && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    const keys = Object.keys(v);
    // A single key is in order already (most inputs: one command or path; every probe's ctx is {}).
    if (keys.length > 1) keys.sort();
    for (const k of keys) out[k] = canonical((v as Record<string, unknown>)[k]);
    return out;
  }
  return typeof v === 'bigint' ? v.toString() : v;
}

/** Identity of a probe: the same call made the same way is the same probe, whatever its origin. */
export function probeKey(p: Pick<Probe, 'call' | 'ctx'>): string {
  return JSON.stringify(canonical({ tool: p.call.tool, input: p.call.input, ctx: p.ctx }));
}

/** Keeps the first of each distinct probe, in order. */
export function dedupeProbes(groups: Iterable<Probe>): Probe[] {
  const seen = new Set<string>();
  const out: Probe[] = [];
  for (const p of groups) {
    const k = probeKey(p);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(p);
  }
  return out;
}

/**
 * The call in the shape lint's `witness` uses: the tool with its command or
 * path (or the whole input when it has more), plus how it is made.
 */
export function witnessOf(p: Pick<Probe, 'call' | 'ctx'>): Record<string, unknown> {
  const { tool, input } = p.call;
  const keys = Object.keys(input);
  const w: Record<string, unknown> = { tool };
  if (keys.length === 1 && typeof input.command === 'string') w.command = input.command;
  else if (keys.length === 1 && typeof input.path === 'string') w.path = input.path;
  else if (keys.length > 0) w.input = input;
  return { ...w, ...p.ctx };
}
