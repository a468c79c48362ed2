/**
 * Keys of Codewhale's config.toml, for the near-miss warnings of
 * src/config/did-you-mean.ts: only a key close to a known one is reported
 * (`aproval_policy`, `[permisions]`), since Codewhale ignores keys it does
 * not use and its full key set is larger than the permission system's.
 */
import type { LocatedDoc } from '../../../config/located.js';
import { didYouMean, keyProblems, type KeyProblem, type KeyTree } from '../../../config/did-you-mean.js';

export const CODEWHALE_TOP: KeyTree = {
  approval_policy: 'leaf', sandbox_mode: 'leaf', allow_shell: 'leaf', hooks: 'any', auto_review: 'any', auto_allow: 'leaf',
  projects: 'any', model: 'leaf', default_text_model: 'leaf', reasoning_effort: 'leaf', provider: 'leaf', providers: 'any',
  auth_mode: 'leaf', base_url: 'leaf', harness_profiles: 'leaf', tui: 'any', update: 'any', mcp_servers: 'any',
  max_subagents: 'leaf', notes_path: 'leaf', permissions: 'any', features: 'any', profiles: 'any', shell_environment_policy: 'any',
};

export function codewhaleKeyProblems(doc: LocatedDoc): KeyProblem[] {
  return keyProblems(doc, CODEWHALE_TOP, { agent: 'Codewhale', unknown: 'typos' });
}

/** `; did you mean "approval_policy"?` for a project overlay key, or ''. */
export function overlayKeyHint(key: string): string {
  return didYouMean(key, Object.keys(CODEWHALE_TOP));
}
