/** Placeholder until `whale-perm diff` lands. */
import type { Output } from '../output.js';

export async function diffCommand(_args: unknown, out: Output): Promise<number> {
  out.err('whale-perm: diff is not implemented yet\n');
  return 2;
}
