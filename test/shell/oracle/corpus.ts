/**
 * The oracle's corpus: the analyzer table (cases.ts), the class tables of
 * issue 14 (classes.ts), and generated scripts (generate.ts, fixed seed).
 * Tabled strings may need what restricted bash forbids (a redirection, a `/`
 * in a command name); those are checked statically by their own tables, and
 * the oracle only requires that generated strings never need it.
 */
import { CASES } from '../cases.js';
import { CLASSES } from '../classes.js';
import { generatedStrings } from './generate.js';

export interface OracleString {
  input: string;
  /** Where it comes from: 'analyzer table', a class name, or 'generated'. */
  cls: string;
}

export const GENERATED_COUNT = 520;

function dedupe(list: OracleString[]): OracleString[] {
  const seen = new Set<string>();
  return list.filter((s) => (seen.has(s.input) || s.input.includes('\0') ? false : (seen.add(s.input), true)));
}

export const ORACLE_CORPUS: OracleString[] = dedupe([
  ...CASES.map((c) => ({ input: c.input, cls: 'analyzer table' })),
  ...Object.entries(CLASSES).flatMap(([cls, rows]) => rows.map((r) => ({ input: r.input, cls }))),
  ...generatedStrings(GENERATED_COUNT).map((input) => ({ input, cls: 'generated' })),
]);
