/**
 * Colour, decided once per run: on for a terminal, off for NO_COLOR, pipes
 * and --no-color. A few ANSI codes written out (no colour library on the
 * hot path), with chalk's shape (`c.red.bold(text)`) so formatters read the
 * same. Also the one place text from a configuration or a command is made
 * safe for a terminal: `printable`.
 */
import type { Decision, Outcome } from '../core/types.js';

type Paint = (text: string) => string;
export interface Style {
  bold: Paint;
  dim: Paint;
  underline: Paint;
  red: Paint & { bold: Paint };
  green: Paint & { bold: Paint };
  yellow: Paint & { bold: Paint };
  blue: Paint;
  cyan: Paint;
  magenta: Paint;
}

function code(on: boolean, open: number, close: number): Paint {
  return on ? (t) => (t === '' ? t : `\u001b[${open}m${t}\u001b[${close}m`) : (t) => t;
}

function colour(on: boolean, open: number): Paint & { bold: Paint } {
  const p = code(on, open, 39) as Paint & { bold: Paint };
  const b = code(on, 1, 22);
  p.bold = (t) => p(b(t));
  return p;
}

export function makeChalk(color: boolean): Style {
  return {
    bold: code(color, 1, 22),
    dim: code(color, 2, 22),
    underline: code(color, 4, 24),
    red: colour(color, 31),
    green: colour(color, 32),
    yellow: colour(color, 33),
    blue: code(color, 34, 39),
    cyan: code(color, 36, 39),
    magenta: code(color, 35, 39),
  };
}

export function paintOutcome(c: Style, o: Outcome | Decision, label: string = o): string {
  switch (o) {
    case 'allow':
      return c.green(label);
    case 'ask':
      return c.yellow(label);
    case 'deny':
      return c.red.bold(label);
    default:
      return c.dim(label);
  }
}

// C0 controls but tab and newline, DEL, C1 controls, and the bidi/format marks that reorder what a terminal shows.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * Text that came from a configuration or a command, made safe to print: an
 * ESC (or any other control character) is shown as `\x1b`, never sent raw,
 * so a config string cannot clear the screen or forge output. Newlines and
 * tabs stay (`multiline: false` shows a newline as `\n`).
 */
export function printable(text: string, multiline = true): string {
  const s = text.replace(UNSAFE, (ch) => {
    const n = ch.charCodeAt(0);
    return n <= 0xff ? `\\x${n.toString(16).padStart(2, '0')}` : `\\u${n.toString(16).padStart(4, '0')}`;
  });
  return multiline ? s : s.replace(/\r?\n/g, '\\n').replace(/\t/g, '\\t');
}
