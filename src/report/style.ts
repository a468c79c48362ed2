/** Colour, decided once per run: on for a terminal, off for NO_COLOR, pipes and --no-color. */
import { Chalk, type ChalkInstance } from 'chalk';
import type { Decision, Outcome } from '../core/types.js';

export function makeChalk(color: boolean): ChalkInstance {
  return new Chalk({ level: color ? 1 : 0 });
}


export function paintOutcome(c: ChalkInstance, o: Outcome | Decision, label: string = o): string {
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
