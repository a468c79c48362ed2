/**
 * Codewhale's words for postures, approval policies, sandbox modes and TUI
 * modes, with the ranks its project overlay uses. One table each; every other
 * module asks here.
 */

/** The four permission postures (Codewhale's `ApprovalMode`). */
export type Posture = 'ask' | 'auto-review' | 'full-access' | 'never';

export const POSTURES: readonly Posture[] = ['ask', 'auto-review', 'full-access', 'never'];

/** Codewhale's own name for each posture in config (`suggest`, `auto`, `bypass`, `never`). */
export const POSTURE_CONFIG_NAME: Record<Posture, string> = {
  ask: 'suggest',
  'auto-review': 'auto',
  'full-access': 'bypass',
  never: 'never',
};

/** Every `approval_policy` spelling Codewhale accepts (trimmed, lower-cased) and the posture it selects. */
const APPROVAL_SPELLINGS: Record<string, Posture> = {
  auto: 'auto-review',
  'auto-review': 'auto-review',
  auto_review: 'auto-review',
  bypass: 'full-access',
  yolo: 'full-access',
  dontask: 'full-access',
  dont_ask: 'full-access',
  'bypass-permissions': 'full-access',
  bypasspermissions: 'full-access',
  'full-access': 'full-access',
  full_access: 'full-access',
  full: 'full-access',
  suggest: 'ask',
  suggested: 'ask',
  'on-request': 'ask',
  untrusted: 'ask',
  ask: 'ask',
  never: 'never',
  deny: 'never',
  denied: 'never',
};

/** A table row by a key read from config: own keys only (`constructor` is not a spelling). */
export function lookup<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

export function postureOf(value: string): Posture | undefined {
  return lookup(APPROVAL_SPELLINGS, value.trim().toLowerCase());
}

export const APPROVAL_VALUES = Object.keys(APPROVAL_SPELLINGS);

/**
 * Overlay ranks for approval_policy: higher is stricter. Spellings without a
 * rank (bypass, yolo, ask, …) are refused by the overlay.
 */
const APPROVAL_RANK: Record<string, number> = {
  auto: 0,
  suggest: 1,
  suggested: 1,
  'on-request': 1,
  untrusted: 1,
  never: 2,
  deny: 2,
  denied: 2,
};

export function approvalRank(value: string): number | undefined {
  return lookup(APPROVAL_RANK, value.trim().toLowerCase());
}

export type SandboxMode = 'read-only' | 'workspace-write' | 'danger-full-access' | 'external-sandbox';

export const SANDBOX_MODES: readonly SandboxMode[] = ['read-only', 'workspace-write', 'danger-full-access', 'external-sandbox'];

const SANDBOX_RANK: Record<SandboxMode, number> = {
  'danger-full-access': 0,
  'external-sandbox': 0,
  'workspace-write': 1,
  'read-only': 2,
};

export function sandboxRank(value: string): number | undefined {
  return lookup(SANDBOX_RANK, value.trim().toLowerCase());
}

export const MAX_RANK = 2;

/** TUI modes. `agent` is shown as Work; `act` and `normal` are older names. */
export type Mode = 'plan' | 'work' | 'operate';

const MODE_SPELLINGS: Record<string, Mode> = { plan: 'plan', work: 'work', agent: 'work', act: 'work', normal: 'work', operate: 'operate' };

export function modeOf(value: string): Mode | undefined {
  return lookup(MODE_SPELLINGS, value.trim().toLowerCase());
}

/** Codewhale's `CODEWHALE_ALLOW_SHELL` truthiness: `1` or `true` (any case); blank is unset. */
export function envBool(value: string | undefined): boolean | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const v = value.trim().toLowerCase();
  return v === '1' || v === 'true';
}
