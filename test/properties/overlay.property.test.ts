/**
 * The project overlay never loosens, for generated user configs and
 * overlays: no call it admits runs where it did not run before, and every
 * call is at least as strict with the overlay as without it, but for one
 * case Codewhale's own ranks allow: moving Auto-Review to Ask (auto →
 * on-request ranks as tightening) turns an Auto-Review hard block into a
 * prompt. The stack warns about that case.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codewhale } from '../../src/engines/codewhale/index.js';
import { STRICTNESS } from '../../src/core/types.js';
import type { StackOptions } from '../../src/engines/types.js';
import { memoryReader } from '../helpers/memory-reader.js';

const APPROVALS = ['auto', 'suggest', 'on-request', 'untrusted', 'never', 'bypass', 'yolo', 'full-access', 'ask', 'deny'];
const SANDBOXES = ['read-only', 'workspace-write', 'danger-full-access', 'external-sandbox'];
const CALLS = [
  { tool: 'exec_shell', input: { command: 'cargo build' } },
  { tool: 'exec_shell', input: { command: 'git status && rm -rf build' } },
  { tool: 'exec_shell', input: { command: 'npm publish' } },
  { tool: 'write_file', input: { path: 'src/a.rs' } },
  { tool: 'read_file', input: { path: 'README.md' } },
  { tool: 'rlm_eval', input: {} },
];

const setting = (key: string, values: readonly string[]) => fc.option(fc.constantFrom(...values).map((v) => `${key} = "${v}"`), { nil: undefined });
const shell = fc.option(fc.boolean().map((b) => `allow_shell = ${b}`), { nil: undefined });
const config = fc.tuple(setting('approval_policy', APPROVALS), setting('sandbox_mode', SANDBOXES), shell).map((lines) => lines.filter(Boolean).join('\n') + '\n');
const rules = fc.constantFrom('', '[[rules]]\ntool = "exec_shell"\ncommand = "cargo"\naction = "allow"\n', '[[rules]]\ntool = "exec_shell"\ncommand = "cargo"\naction = "ask"\n');

function options(user: string, overlay: string, perms: string, projectConfig: boolean): StackOptions {
  return {
    home: '/h/.codewhale',
    userHome: '/h',
    workspace: '/w',
    overrides: [],
    projectConfig,
    env: {},
    reader: memoryReader({ '/h/.codewhale/config.toml': user, '/h/.codewhale/permissions.toml': perms, '/w/.codewhale/config.toml': overlay, '/w/.git/HEAD': 'ref' }),
  };
}

describe('project overlay', () => {
  it('never loosens any decision', () => {
    fc.assert(
      fc.property(config, config, rules, (user, overlay, perms) => {
        const without = codewhale.loadStack(options(user, overlay, perms, false));
        const withIt = codewhale.loadStack(options(user, overlay, perms, true));
        const reviewToAsk = without.posture.value === 'auto-review' && withIt.posture.value === 'ask';
        if (reviewToAsk) expect(withIt.warnings.join('\n')).toContain('Auto-Review');
        for (const call of CALLS) {
          const a = codewhale.evaluate(without, call, { hookResults: {} }).decision;
          const b = codewhale.evaluate(withIt, call, { hookResults: {} }).decision;
          const why = `${JSON.stringify(call)} user=${user} overlay=${overlay}`;
          if (b === 'allow') expect(a, why).toBe('allow');
          if (!reviewToAsk) expect(STRICTNESS[b], why).toBeGreaterThanOrEqual(STRICTNESS[a]);
        }
      }),
      { seed: 485, numRuns: 300 },
    );
  });
});
