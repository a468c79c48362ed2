/**
 * A segment's own verdict is worked out once per stack and kept
 * (pipeline.ts `verdictsOf`): a batch meets the same command in thousands
 * of chains. Over generated chains, asked in sequence on one stack with
 * modes and callers mixed, the trace (its segment rows above all) equals
 * the one that works every segment out afresh and resolves every path each
 * time it is asked about (`evaluateSanAfresh`), while the file system
 * changes between calls under a redirect target: a verdict that read it is
 * never kept, and a path is resolved once per evaluation, not per stack.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Call } from '../../../src/core/types.js';
import { evaluateSanAfresh } from '../../../src/engines/san/pipeline.js';
import { san } from '../../../src/engines/san/index.js';
import { memoryReader } from '../../helpers/memory-reader.js';

const HOME = '/home/u';
const WS = '/work/ws';

/** A workspace whose `out` directory is, call by call, a plain directory or a link to `.git`. */
function stackWithLink() {
  const settings = {
    permissions: {
      deny: ['Bash(rm -rf /:*)', 'Bash(git push:*)'],
      ask: ['Bash(curl:*)'],
      allow: ['Bash(git:*)', 'Bash(echo:*)', 'Bash(ls *)', 'Bash(cat:*)', 'Bash(grep:*)', 'Bash(git status:*)'],
    },
  };
  const link = { toGit: false };
  const base = memoryReader({ [`${HOME}/.gen/settings.json`]: JSON.stringify(settings), [`${WS}/out/keep`]: '', [`${WS}/.git/HEAD`]: '' });
  const reader = {
    ...base,
    realpath: (p: string) => (p === `${WS}/out` && link.toGit ? `${WS}/.git` : base.isDirectory(p) ? p : undefined),
  };
  const stack = san.loadStack({ home: HOME, userHome: HOME, workspace: WS, overrides: [], projectConfig: true, env: {}, reader });
  return { stack, link };
}

const piece = fc.constantFrom('git status', 'git push origin', 'rm -rf /', 'ls -la', 'echo hi > out/x', 'echo hi >> out/y', 'cat a | grep b', 'curl -s x', 'echo $(id)', '(cd d && git log)', 'timeout 5 git log', 'make', 'echo a > /etc/x', 'cat README.md');
const command = fc.array(piece, { minLength: 1, maxLength: 4 }).chain((ps) => fc.array(fc.constantFrom(' && ', '; ', ' | ', ' || '), { minLength: ps.length, maxLength: ps.length }).map((ops) => ps.map((p, i) => (i === 0 ? p : `${ops[i]}${p}`)).join('')));
const mode = fc.constantFrom(undefined, 'default', 'acceptEdits', 'bypassPermissions', 'plan', 'dontAsk');
const ask = fc.record({ command, tool: fc.constantFrom('Bash', 'bash'), mode, subagent: fc.boolean(), headless: fc.boolean(), background: fc.boolean(), toGit: fc.boolean() });

describe('san kept segment verdicts', () => {
  it('a sequence of calls on one stack: every trace as with every segment worked out afresh', () => {
    const { stack, link } = stackWithLink();
    fc.assert(
      fc.property(fc.array(ask, { minLength: 1, maxLength: 6 }), fc.boolean(), (asks, keptFirst) => {
        for (const a of asks) {
          link.toGit = a.toGit;
          const call: Call = { tool: a.tool, input: { command: a.command } };
          const opts = { hookResults: {}, ...(a.mode ? { mode: a.mode } : {}), subagent: a.subagent, headless: a.headless, background: a.background };
          const kept = () => JSON.stringify(san.evaluate(stack, call, opts));
          const fresh = () => JSON.stringify(evaluateSanAfresh(stack, call, opts));
          if (keptFirst) expect(kept(), a.command).toBe(fresh());
          else expect(fresh(), a.command).toBe(kept());
        }
      }),
      { numRuns: 120 },
    );
  });

  it('the generator reaches what a kept verdict must not hide: a link under a redirect, the mode, the caller', () => {
    const { stack, link } = stackWithLink();
    const rows = (command: string, opts = {}) => san.evaluate(stack, { tool: 'Bash', input: { command } }, { hookResults: {}, ...opts }).segments.map((s) => `${s.decision}: ${s.reason}`);
    link.toGit = false;
    expect(rows('echo hi > out/x && ls -la')[0]).toMatch(/^allow/);
    link.toGit = true;
    expect(rows('echo hi > out/x && ls -la')[0]).toMatch(/redirect to sensitive path/);
    expect(rows('curl -s x && ls -la')[0]).toMatch(/^ask/);
    expect(rows('curl -s x && ls -la', { headless: true })[0]).toMatch(/^deny/);
    expect(rows('make && ls -la', { mode: 'bypassPermissions' })[0]).toMatch(/^allow/);
    expect(rows('make && ls -la', { mode: 'plan' })[0]).toMatch(/^deny/);
  });
});
