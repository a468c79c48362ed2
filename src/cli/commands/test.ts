/** Placeholder until `whale-perm test` lands. */
import type { Output } from '../output.js';

export async function testCommand(_args: unknown, out: Output): Promise<number> {
  out.err('whale-perm: test is not implemented yet\n');
  return 2;
}
