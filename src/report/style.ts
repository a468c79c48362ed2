/** Colour, decided once per run: on for a terminal, off for NO_COLOR, pipes and --no-color. */
import { Chalk, type ChalkInstance } from 'chalk';
import type { Decision, Outcome } from '../core/types.js';

export function makeChalk(color: boolean): ChalkInstance {
  return new Chalk({ level: color ? 1 : 0 });
}

export function wantsColor(flag: boolean | undefined, isTTY: boolean, env: Record<string, string | undefined>): boolean {
  if (flag !== undefined) return flag;
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
  return isTTY;
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
