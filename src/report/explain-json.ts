/** `explain --format json`: the Trace exactly as CONTRACT.md fixes it. */
import type { Trace } from '../core/types.js';

export function traceToJson(trace: Trace): Record<string, unknown> {
  return {
    engine: trace.engine,
    call: trace.call,
    decision: trace.decision,
    decidedBy: trace.decidedBy,
    layers: trace.layers,
    segments: trace.segments,
    matches: trace.matches ?? [],
    risks: trace.risks,
    branches: trace.branches,
    unknowns: trace.unknowns,
    warnings: trace.warnings,
  };
}

export function formatTraceJson(trace: Trace): string {
  return `${JSON.stringify(traceToJson(trace), null, 2)}\n`;
}
