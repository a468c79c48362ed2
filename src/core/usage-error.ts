/** A mistake in how whale-perm was called: reported in one line, exit 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}
