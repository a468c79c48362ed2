/** `diff --format json`: CONTRACT.md's `{changes:[{call, before, after, direction}]}`, each change with its rules, reasons and a witness. */
import type { Change, Comparison, DecisionAt } from '../corpus/compare.js';
import { witnessOf } from '../corpus/probe.js';
import type { RuleRecord } from '../core/types.js';
import { explainCommandFor } from './diff-call.js';

export interface RevisionInfo {
  /** The revision as written; null for the working tree. */
  rev: string | null;
  commit: string | null;
}

export interface DiffReport {
  defaultTool: string;
  /** Options that select the same engine and stack, so a witness command runs as printed. */
  stackArgs: readonly string[];
  base: RevisionInfo;
  head: RevisionInfo;
  comparison: Comparison;
  /** The rules that changed, by content, when the engine's rule table decided the probes (only rules changed). */
  rules?: { added: readonly RuleRecord[]; removed: readonly RuleRecord[] };
}

function side(d: DecisionAt): Record<string, unknown> {
  return { decision: d.decision, layer: d.layer, source: d.source, reason: d.reason, ...(d.rule !== undefined ? { rule: d.rule } : {}) };
}

function ruleJson(r: RuleRecord): Record<string, unknown> {
  return { id: r.id, action: r.action, rule: r.text, source: r.source, ...(r.from !== undefined ? { from: r.from } : {}) };
}

export function changeToJson(c: Change, r: Pick<DiffReport, 'defaultTool' | 'stackArgs'>): Record<string, unknown> {
  return {
    call: c.probe.call,
    before: side(c.before),
    after: side(c.after),
    direction: c.direction,
    ...(Object.keys(c.probe.ctx).length > 0 ? { context: c.probe.ctx } : {}),
    witness: witnessOf(c.probe),
    explain: explainCommandFor(c.probe.call, c.probe.ctx, r.defaultTool, r.stackArgs),
    origin: c.probe.origin,
  };
}

export function diffToJson(r: DiffReport): Record<string, unknown> {
  const { changes } = r.comparison;
  return {
    changes: changes.map((c) => changeToJson(c, r)),
    base: r.base,
    head: r.head,
    ...(r.rules ? { rules: { added: r.rules.added.map(ruleJson), removed: r.rules.removed.map(ruleJson) } } : {}),
    summary: summaryOf(r),
  };
}

function summaryOf(r: DiffReport): Record<string, number> {
  const { changes } = r.comparison;
  return {
    loosened: changes.filter((c) => c.direction === 'loosened').length,
    tightened: changes.filter((c) => c.direction === 'tightened').length,
    probes: r.comparison.probes,
    skipped: r.comparison.skipped.length,
  };
}

export function formatDiffJson(r: DiffReport): string {
  return `${JSON.stringify(diffToJson(r), null, 2)}\n`;
}

/**
 * The same text as formatDiffJson, handed to `write` in pieces of about
 * CHUNK characters: each change (and each changed rule) is turned into JSON
 * and written on its own, so a diff of tens of thousands of changes never
 * holds the whole document, as objects or as one string (10,000 rules: 32 MB).
 */
export function writeDiffJson(r: DiffReport, write: (text: string) => void): void {
  const { changes } = r.comparison;
  const doc = diffToJson({ ...r, comparison: { ...r.comparison, changes: [] }, ...(r.rules ? { rules: { added: [], removed: [] } } : {}) });
  const elements = new Map<unknown[], { n: number; at: (i: number) => unknown }>([[doc.changes as unknown[], { n: changes.length, at: (i) => changeToJson(changes[i]!, r) }]]);
  if (r.rules) {
    const rules = doc.rules as { added: unknown[]; removed: unknown[] };
    elements.set(rules.added, { n: r.rules.added.length, at: (i) => ruleJson(r.rules!.added[i]!) });
    elements.set(rules.removed, { n: r.rules.removed.length, at: (i) => ruleJson(r.rules!.removed[i]!) });
  }
  // The summary counts the real changes (diffToJson was given none); the key keeps its place.
  doc.summary = summaryOf(r);
  const out = chunked(write);
  prettyJson(doc, '', out, elements);
  out.put('\n');
  out.flush();
}

/** Pieces gathered up to CHUNK characters before each write: one write per change would be a system call each. */
const CHUNK = 1 << 16;

function chunked(write: (text: string) => void): { put(s: string): void; flush(): void } {
  let parts: string[] = [];
  let size = 0;
  const flush = () => {
    if (parts.length > 0) write(parts.join(''));
    parts = [];
    size = 0;
  };
  return {
    put(s) {
      parts.push(s);
      size += s.length;
      if (size >= CHUNK) flush();
    },
    flush,
  };
}

/**
 * JSON.stringify(value, null, 2) at the indent `pad`, written piece by
 * piece: the containers of the document's top (plain objects and arrays,
 * whose elements may come from `elements` instead) member by member, every
 * other value by JSON.stringify itself, indented to its place (a JSON text
 * holds no raw line break but its own, so each one gets the indent).
 */
function prettyJson(value: unknown, pad: string, out: { put(s: string): void }, elements: ReadonlyMap<unknown[], { n: number; at: (i: number) => unknown }>): void {
  const streamed = elements.get(value as unknown[]);
  if (Array.isArray(value) || streamed) {
    const n = streamed ? streamed.n : (value as unknown[]).length;
    if (n === 0) return out.put('[]');
    const inner = `${pad}  `;
    out.put('[');
    for (let i = 0; i < n; i++) {
      const v = streamed ? streamed.at(i) : (value as unknown[])[i];
      out.put(i === 0 ? `\n${inner}` : `,\n${inner}`);
      // An array shows an element JSON leaves out (undefined, a function) as null.
      out.put(leaf(v, inner) ?? 'null');
    }
    return out.put(`\n${pad}]`);
  }
  const entries = Object.entries(value as Record<string, unknown>);
  const inner = `${pad}  `;
  let first = true;
  out.put('{');
  for (const [k, v] of entries) {
    const isContainer = v !== null && typeof v === 'object' && (Array.isArray(v) || elements.has(v as unknown[]) || containsStreamed(v, elements));
    const text = isContainer ? undefined : leaf(v, inner);
    if (!isContainer && text === undefined) continue;
    out.put(`${first ? '\n' : ',\n'}${inner}${JSON.stringify(k)}: `);
    first = false;
    if (isContainer) prettyJson(v, inner, out, elements);
    else out.put(text!);
  }
  out.put(first ? '}' : `\n${pad}}`);
}

/** Whether a plain object holds (directly) an array whose elements are streamed. */
function containsStreamed(v: object, elements: ReadonlyMap<unknown[], unknown>): boolean {
  return Object.values(v).some((x) => Array.isArray(x) && elements.has(x));
}

/**
 * JSON.stringify(v, null, 2) placed at indent `pad`; undefined where JSON
 * leaves the value out. An object or array nested as deep as `pad` is
 * indented already by JSON.stringify itself, so it is written inside that
 * many arrays and cut out (a slice) instead of re-indented by a replace over
 * its whole text: a change of a 10,000-rule diff is a few kilobytes.
 */
function leaf(v: unknown, pad: string): string | undefined {
  if (pad === '' || v === null || typeof v !== 'object' || typeof (v as { toJSON?: unknown }).toJSON === 'function' || !/^(  )+$/.test(pad)) {
    const text = JSON.stringify(v, null, 2) as string | undefined;
    return text === undefined || pad === '' ? text : text.replace(/\n/g, `\n${pad}`);
  }
  const depth = pad.length / 2;
  let wrapped: unknown = v;
  for (let i = 0; i < depth; i++) wrapped = [wrapped];
  // Each level i (0-based) opens with `[`, a line break and 2(i+1) spaces, and closes with a line break, 2i spaces and `]`.
  const text = JSON.stringify(wrapped, null, 2);
  return text.slice(depth * depth + 3 * depth, text.length - (depth * depth + depth));
}
