/**
 * `explain` for a person: the layers as a table, the segments, then the
 * decision, its branches and risks, all within `width` columns. Everything
 * that came from a configuration or a command goes through `printable`, so
 * no control character reaches the terminal raw.
 */
import { describeBranches } from '../core/faithful.js';
import type { RuleMatch, RuleRecord, Trace } from '../core/types.js';
import { displayLoc } from './paths.js';
import { makeChalk, paintOutcome, printable, type Style } from './style.js';
import { renderTable, words, wrap, wrapTokens, keepTail, type Cell, type Token } from './table.js';

export interface TextOptions {
  color: boolean;
  cwd: string;
  /** The user's home, shown as `~`; none: paths stay absolute. */
  home?: string | undefined;
  /** The terminal's width (default 100). */
  width?: number | undefined;
  /** The stack's rules by id (Engine.rules), to show the rules that matched but did not decide; none: they are listed by id. */
  rules?: ReadonlyMap<string, RuleRecord> | undefined;
}

/** How a rule that matched lost, in words (`beaten by deny`, `overridden by the hooks layer`, `not applied`). */
function lostHow(m: RuleMatch, by: RuleRecord | undefined): string {
  switch (m.effect) {
    case 'shadowed':
      return by ? `beaten by ${by.action}${by.layer !== m.layer ? ` in ${by.layer}` : ''}` : m.by ? `beaten by ${m.by}` : 'beaten by another rule';
    case 'overridden':
      return by ? `overridden by ${by.action} \`${by.text}\`` : 'overridden';
    case 'not-applicable':
      return 'not applied';
    default:
      return m.effect;
  }
}

/**
 * The rules that matched the call but did not decide it, one sentence each:
 * `allow \`cargo test\` (permissions.toml:9:1), beaten by deny (same layer, deny > allow)`.
 */
export function alsoMatched(trace: Trace, rules: ReadonlyMap<string, RuleRecord> | undefined, where: (r: RuleRecord) => string): string[] {
  const out: string[] = [];
  for (const m of trace.matches ?? []) {
    if (m.effect === 'decided' || (trace.decidedBy.rule !== undefined && m.rule === trace.decidedBy.rule)) continue;
    const r = rules?.get(m.rule);
    const by = m.by !== undefined ? rules?.get(m.by) : undefined;
    const what = r ? `${r.action} \`${r.text}\`` : m.rule;
    const at = r ? where(r) : '';
    out.push(`${what}${at ? ` (${at})` : ''}, ${lostHow(m, by)}${m.why ? ` (${m.why})` : ''}`);
  }
  return out;
}

/** The most lines the call itself takes at the top; a longer command is cut, saying how much. */
const CALL_LINES = 6;

/** The most rows the segment table takes; the rest are counted, not shown. */
const SEGMENT_ROWS = 200;

/**
 * The segment rows, each run of identical rows in a row (same operator,
 * command, verdict, reason and source: a chain of 20,000 `true`) shown once
 * with its count, so no segment is dropped and none is repeated needlessly.
 */
function segmentRows(segments: Trace['segments']): { s: Trace['segments'][number]; repeats: number }[] {
  const rows: { s: Trace['segments'][number]; repeats: number }[] = [];
  let last: { s: Trace['segments'][number]; repeats: number } | undefined;
  for (const s of segments) {
    if (last && sameRow(last.s, s)) last.repeats++;
    else rows.push((last = { s, repeats: 1 }));
  }
  return rows;
}

function sameRow(a: Trace['segments'][number], b: Trace['segments'][number]): boolean {
  return (
    a.operator === b.operator &&
    a.text === b.text &&
    a.decision === b.decision &&
    a.reason === b.reason &&
    (a.source === b.source || (a.source != null && b.source != null && a.source.file === b.source.file && a.source.line === b.source.line && a.source.column === b.source.column))
  );
}

function describeCall(trace: Trace): string {
  const { tool, input } = trace.call;
  if (typeof input.command === 'string') return `${tool}: ${input.command}`;
  if (typeof input.path === 'string') return `${tool}: ${input.path}`;
  return `${tool} ${JSON.stringify(input)}`;
}

/** A labelled paragraph: `label` then the tokens, wrapped, continuation lines under the text. */
function labelled(label: string, paint: (s: string) => string, tokens: Token[], width: number): string {
  const indent = Math.max(label.length + 2, 10);
  return wrapTokens([{ text: label, paint, gap: 0 }, ...tokens.map((t, i) => (i === 0 ? { ...t, gap: indent - label.length } : t))], width, indent);
}

export function formatTraceText(trace: Trace, opts: TextOptions): string {
  const c: Style = makeChalk(opts.color);
  const width = Math.max(40, Math.min(opts.width ?? 100, 400));
  const loc = (s: Parameters<typeof displayLoc>[0]) => printable(displayLoc(s, opts.cwd, opts.home), false);
  const lines: string[] = [];

  const call = wrap(printable(describeCall(trace)), width - 6);
  const shown = call.length > CALL_LINES ? [...call.slice(0, CALL_LINES - 1), `… (${call.slice(CALL_LINES - 1).reduce((n, l) => n + l.length, 0)} more characters)`] : call;
  lines.push(`${c.bold('Call')}  ${shown.join('\n      ')}`);
  lines.push(`      ${c.dim(`engine ${trace.engine}`)}`);
  lines.push('');

  const layerRows: Cell[][] = trace.layers.map((l) => {
    const deciding = l.id === trace.decidedBy.layer;
    return [
      String(l.order),
      deciding ? { text: l.id, paint: c.bold } : l.id,
      { text: l.outcome, paint: (s: string) => paintOutcome(c, l.outcome, s) },
      printable(l.reason),
      [...l.sources.map((s) => loc(s)), ...(l.from ?? []).map((f) => printable(f, false))].join('\n'),
    ];
  });
  lines.push(
    renderTable(
      [
        { header: '#', kind: 'fixed' },
        { header: 'layer', kind: 'fixed' },
        { header: 'outcome', kind: 'fixed' },
        { header: 'why', kind: 'text', min: 16 },
        { header: 'source', kind: 'path', min: 14 },
      ],
      layerRows,
      { width, bold: c.bold },
    ),
  );

  if (trace.segments.length > 1 || (trace.segments.length === 1 && trace.segments[0]!.text !== trace.call.input.command)) {
    lines.push('');
    lines.push(c.bold('Segments'));
    const runs = segmentRows(trace.segments);
    const segRows: Cell[][] = runs.slice(0, SEGMENT_ROWS).map(({ s, repeats }) => [
      s.operator === '\n' ? '\\n' : printable(s.operator ?? '', false),
      repeats > 1 ? `${printable(s.text)} (×${repeats} in a row)` : printable(s.text),
      { text: s.decision, paint: (x: string) => paintOutcome(c, s.decision, x) },
      printable(s.source ? `${s.reason} (${displayLoc(s.source, opts.cwd, opts.home)})` : s.from ? `${s.reason} (${s.from})` : s.reason),
    ]);
    if (runs.length > SEGMENT_ROWS) {
      const hidden = runs.slice(SEGMENT_ROWS).reduce((n, r) => n + r.repeats, 0);
      segRows.push(['', `… ${hidden} more segment${hidden === 1 ? '' : 's'} (every one is in --format json)`, '', '']);
    }
    lines.push(
      renderTable(
        [
          { header: 'op', kind: 'fixed' },
          { header: 'command', kind: 'text', min: 12 },
          { header: 'verdict', kind: 'fixed' },
          { header: 'why', kind: 'text', min: 16 },
        ],
        segRows,
        { width, bold: c.bold, maxLines: 8 },
      ),
    );
  }

  lines.push('');
  const where = loc(trace.decidedBy.source) || printable(trace.decidedBy.from ?? '', false);
  const decision: Token[] = [
    { text: trace.decision.toUpperCase(), paint: (s) => paintOutcome(c, trace.decision, s) },
    { text: 'by', gap: 2 },
    { text: `${trace.decidedBy.layer}:`, paint: c.bold },
    ...words(printable(trace.decidedBy.reason, false)),
    ...(where ? [{ text: keepTail(where, width - 10), paint: c.dim, gap: 2, path: true }] : []),
  ];
  lines.push(labelled('Decision', c.bold, decision, width));
  const ruleAt = (r: RuleRecord) => (r.source ? loc(r.source) : printable(r.from ?? '', false));
  for (const m of alsoMatched(trace, opts.rules, ruleAt)) lines.push(labelled('also matched', c.dim, words(printable(m, false)), width));
  for (const b of describeBranches(trace.branches)) lines.push(labelled('branch', c.cyan, words(printable(b, false)), width));
  for (const r of trace.risks) lines.push(labelled('risk', c.red.bold, [...words(printable(r.message, false)), { text: `(${r.kind})`, paint: c.dim, gap: 2 }], width));
  for (const u of trace.unknowns) lines.push(labelled('unknown', c.yellow, words(printable(u, false)), width));
  for (const w of trace.warnings) lines.push(labelled('warning', c.magenta, words(printable(w, false)), width));
  return `${lines.join('\n')}\n`;
}
