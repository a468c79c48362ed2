/**
 * Tables for a person, in the terminal's width, in time linear in their text.
 * Columns are fitted in order of need: the fixed ones (`#`, `layer`,
 * `outcome`) get what they hold, a path column gets a share and keeps the
 * tail of a long path (`…/home/permissions.toml:19:1`, where the file name and
 * line are), and the spare width goes to the prose (`why`). A cell with more
 * than `maxLines` lines is cut, saying how much was left out.
 */

export interface Column {
  header: string;
  /** 'fixed': wants its natural width; 'path': a share, long lines keep their tail; 'text': takes the spare width. */
  kind: 'fixed' | 'path' | 'text';
  /** Fewest columns it is ever given. */
  min?: number;
}

/** A cell: its text (already printable), and how to paint each of its lines. */
export type Cell = string | { text: string; paint?: (line: string) => string };

export interface TableOptions {
  width: number;
  /** The most lines a cell shows; the rest is summarised (default 12). */
  maxLines?: number;
  bold?: (s: string) => string;
}

const ELLIPSIS = '…';

function textOf(c: Cell): string {
  return typeof c === 'string' ? c : c.text;
}

function longestLine(s: string): number {
  let best = 0;
  let start = 0;
  for (;;) {
    const nl = s.indexOf('\n', start);
    const end = nl < 0 ? s.length : nl;
    if (end - start > best) best = end - start;
    if (nl < 0) return best;
    start = nl + 1;
  }
}

/** Word-wraps `text` to `width`; a word longer than the width is split. Linear in the text. */
export function wrap(text: string, width: number): string[] {
  const w = Math.max(1, width);
  const out: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (const word of para.split(' ')) {
      let rest = word;
      if (line !== '' && line.length + 1 + rest.length <= w) {
        line += ` ${rest}`;
        continue;
      }
      if (line !== '') out.push(line);
      while (rest.length > w) {
        out.push(rest.slice(0, w));
        rest = rest.slice(w);
      }
      line = rest;
    }
    out.push(line);
  }
  return out;
}

/** A path (or `path:line:col`) in `width` columns: the head gives way, the tail with the file name stays. */
export function keepTail(line: string, width: number): string {
  if (line.length <= width) return line;
  if (width <= 1) return ELLIPSIS.slice(0, width);
  let tail = line.slice(line.length - (width - 1));
  // Start at a directory boundary when one is near, so the tail reads as a path.
  const slash = tail.indexOf('/');
  if (slash > 0 && slash < tail.length / 3) tail = tail.slice(slash);
  return ELLIPSIS + tail;
}

function cap(lines: string[], maxLines: number, width: number): string[] {
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines - 1);
  const cut = lines.slice(maxLines - 1).reduce((n, l) => n + l.length, 0);
  return [...kept, keepTail(`${ELLIPSIS} (${cut} more characters)`, width)];
}

/** The widths of the columns' contents, fitted to `width` (borders included). */
export function fitColumns(columns: readonly Column[], rows: readonly Cell[][], width: number): number[] {
  const natural = columns.map((col, i) => Math.max(col.header.length, ...rows.map((r) => longestLine(textOf(r[i] ?? '')))));
  const overhead = 3 * columns.length + 1;
  let avail = Math.max(columns.length * 3, width - overhead);
  const w = columns.map((col, i) => Math.min(natural[i]!, Math.max(col.min ?? 3, col.kind === 'fixed' ? natural[i]! : 3)));
  // Fixed columns first, at their natural width (they are short).
  columns.forEach((col, i) => {
    if (col.kind === 'fixed') avail -= w[i]!;
  });
  const flex = columns.map((c, i) => i).filter((i) => columns[i]!.kind !== 'fixed');
  // Paths: up to 40% of what is left each, at least their minimum; prose: the rest.
  const paths = flex.filter((i) => columns[i]!.kind === 'path');
  const texts = flex.filter((i) => columns[i]!.kind === 'text');
  for (const i of paths) {
    w[i] = Math.min(natural[i]!, Math.max(columns[i]!.min ?? 12, Math.floor(avail * 0.4)));
    avail -= w[i]!;
  }
  const perText = texts.length > 0 ? Math.floor(avail / texts.length) : 0;
  for (const i of texts) {
    w[i] = Math.max(columns[i]!.min ?? 10, Math.min(natural[i]!, perText));
    avail -= w[i]!;
  }
  // What the prose did not need goes back to the paths.
  for (const i of paths) {
    if (avail <= 0) break;
    const more = Math.min(avail, natural[i]! - w[i]!);
    w[i]! += more;
    avail -= more;
  }
  return w;
}

export function renderTable(columns: readonly Column[], rows: readonly Cell[][], opts: TableOptions): string {
  const maxLines = opts.maxLines ?? 12;
  const widths = fitColumns(columns, rows, opts.width);
  const bold = opts.bold ?? ((s: string) => s);
  const rule = (l: string, m: string, r: string) => l + widths.map((w) => '─'.repeat(w + 2)).join(m) + r;
  const out: string[] = [rule('┌', '┬', '┐')];
  const emit = (cells: Cell[], header: boolean) => {
    const blocks = cells.map((cell, i) => {
      const w = widths[i]!;
      const col = columns[i]!;
      const text = textOf(cell);
      const lines = col.kind === 'path' ? text.split('\n').map((l) => keepTail(l, w)) : wrap(text, w);
      return cap(lines, maxLines, w);
    });
    const height = Math.max(...blocks.map((b) => b.length));
    for (let k = 0; k < height; k++) {
      const parts = blocks.map((b, i) => {
        const raw = b[k] ?? '';
        const cell = cells[i]!;
        const painted = header ? bold(raw) : typeof cell !== 'string' && cell.paint && raw !== '' ? cell.paint(raw) : raw;
        return painted + ' '.repeat(widths[i]! - raw.length);
      });
      out.push(`│ ${parts.join(' │ ')} │`);
    }
  };
  emit(columns.map((c) => c.header), true);
  out.push(rule('├', '┼', '┤'));
  for (const r of rows) emit(r, false);
  out.push(rule('└', '┴', '┘'));
  return out.join('\n');
}

/** One word of a wrapped paragraph: its text, its paint, the spaces before it. */
export interface Token {
  text: string;
  paint?: (s: string) => string;
  /** Spaces before it on the same line (default 1; dropped at the start of a line). */
  gap?: number;
  /** A path: never split; when too long for a line it keeps its tail. */
  path?: boolean;
}

/** The words of `text` as tokens with one paint; `gap` before the first. */
export function words(text: string, paint?: (s: string) => string, gap = 1): Token[] {
  return text
    .split(' ')
    .filter((w) => w !== '')
    .map((w, i) => ({ text: w, ...(paint ? { paint } : {}), gap: i === 0 ? gap : 1 }));
}

/**
 * Tokens wrapped as one paragraph to `width`, continuation lines indented by
 * `indent`: the Decision line, a risk. Widths are measured on the text, not
 * on colour codes; linear in the text.
 */
export function wrapTokens(tokens: readonly Token[], width: number, indent: number): string {
  const lines: string[] = [];
  let line = '';
  let len = 0;
  const room = () => Math.max(8, lines.length === 0 ? width : width - indent);
  const push = () => {
    lines.push(line);
    line = '';
    len = 0;
  };
  for (const t of tokens) {
    const paint = t.paint ?? ((x: string) => x);
    const gap = t.gap ?? 1;
    let w = t.text;
    if (len > 0 && len + gap + w.length > room()) push();
    else if (len > 0) {
      line += ' '.repeat(gap);
      len += gap;
    }
    if (t.path && w.length > room()) w = keepTail(w, room());
    while (len + w.length > room()) {
      const take = room() - len;
      line += paint(w.slice(0, take));
      len += take;
      w = w.slice(take);
      push();
    }
    line += paint(w);
    len += w.length;
  }
  if (len > 0 || lines.length === 0) push();
  return lines.map((l, i) => (i === 0 ? l : ' '.repeat(indent) + l)).join('\n');
}
