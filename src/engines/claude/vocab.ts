/** Claude Code's permission modes and the spellings it accepts (permission-modes page). */

export const MODES = ['default', 'acceptEdits', 'plan', 'auto', 'dontAsk', 'bypassPermissions'] as const;
export type Mode = (typeof MODES)[number];

/** A mode as written in settings or on the command line; `manual` is the alias of `default`. */
export function modeOf(text: string): Mode | undefined {
  const t = text.trim();
  if (t === 'manual') return 'default';
  return (MODES as readonly string[]).includes(t) ? (t as Mode) : undefined;
}

export const MODE_SPELLINGS = [...MODES, 'manual'] as const;
