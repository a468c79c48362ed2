/** Placeholder until `whale-perm lint` lands. */
import type { Output } from '../output.js';

export async function lintCommand(_args: unknown, out: Output): Promise<number> {
  out.err('whale-perm: lint is not implemented yet\n');
  return 2;
}
