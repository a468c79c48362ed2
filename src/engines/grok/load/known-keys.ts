/**
 * Keys of grok's config.toml files (user, project, managed, requirements),
 * for the near-miss warnings of src/config/did-you-mean.ts: only a key close
 * to a known one is reported (`[permissions]` for `[permission]`), because
 * grok keeps keys of its other features in the same files.
 */
import type { LocatedDoc } from '../../../config/located.js';
import { keyProblems, type KeyProblem, type KeyTree } from '../../../config/did-you-mean.js';

const TREE: KeyTree = {
  permission: { allow: 'leaf', ask: 'leaf', deny: 'leaf', rules: 'leaf', default_mode: 'leaf' },
  hooks: 'any', mcp_servers: 'any', models: 'any', model: 'leaf', features: 'any', ui: 'any', cli: 'any', plugins: 'any',
  sandbox: 'any', sandbox_mode: 'leaf', session: 'any', compat: 'any', shell_environment_policy: 'any', tools: 'any',
  agents: 'any', profiles: 'any', projects: 'any', telemetry: 'any', experimental: 'any', skills: 'any',
};

export function grokKeyProblems(doc: LocatedDoc): KeyProblem[] {
  return keyProblems(doc, TREE, { agent: 'grok', unknown: 'typos' });
}
