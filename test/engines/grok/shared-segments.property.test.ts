/**
 * grok's segment runs are shared across calls on one stack
 * (src/engines/grok/pipeline.ts `sharedRuns`): a batch's calls repeat the
 * same segments, and each outcome is kept by what the segment's own run
 * reads. Over generated call sequences (fixed seed: segments repeated across
 * calls with other tools, modes, pins, headless runs, nesting, redirects and
 * substitutions), evaluating every call in turn on one stack must give the
 * traces each call gets on a stack of its own (a copy: nothing kept from the
 * calls before).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grok } from '../../../src/engines/grok/index.js';
import type { GrokStack } from '../../../src/engines/grok/stack.js';
import type { CallContext } from '../../../src/core/types.js';
import { traceToJson } from '../../../src/report/explain-json.js';
import { exampleOptions } from '../../helpers/stack.js';
import { memoryStack, permission } from './memory.js';

const files = { '/w/.env': 'SECRET=1', '/w/docs/readme.md': '# hi' };
const stacks: GrokStack[] = [
  memoryStack({ config: permission({ allow: ['Bash(git status)', 'Bash(ls:*)', 'Read(**)'], deny: ['Bash(rm:*)', 'Read(**/.env)'], ask: ['Bash(curl:*)'] }), files }),
  memoryStack({ config: permission({ allow: ['Bash(cat:*)', 'Bash(echo:*)'], ask: ['Edit(**)'] }), files }),
  grok.loadStack({ ...exampleOptions('grok'), trusted: true }),
];

const PIECES = ['git status', "sh -c 'git status'", 'bash -c "rm -rf x"', 'echo git status | sh', 'time git status', 'env git status', 'ls -la', 'ls', 'rm -rf x', 'cat .env', 'cat docs/readme.md', 'echo hi > out.txt', 'echo "$(date)"', 'echo $(ls)', '(ls)', 'curl https://x.example', 'cat x | grep y', "sh -c 'ls'", 'sudo rm -rf /', 'npm test', 'true'];
const SEPS = [' && ', ' || ', '; ', ' | '];
const script = fc
  .array(fc.tuple(fc.constantFrom(...PIECES), fc.constantFrom(...SEPS)), { minLength: 2, maxLength: 5 })
  .map((parts) => parts.map(([c, s], i) => (i === parts.length - 1 ? c : c + s)).join(''));
const context = fc.constantFrom<CallContext>({}, {}, { mode: 'plan' }, { mode: 'bypassPermissions' }, { mode: 'dontAsk' }, { headless: true }, { mode: 'auto' });
const call = fc.record({
  command: script,
  tool: fc.constantFrom('Bash', 'Bash', 'run_terminal_command'),
  extra: fc.constantFrom<Record<string, unknown>>({}, {}, { timeout: 5 }),
  ctx: context,
  classifier: fc.constantFrom(undefined, undefined, 'allow', 'deny'),
});

describe('sharedRuns: segment outcomes kept across calls read as each call run alone', () => {
  it('gives every call of a sequence the trace it gets on a stack of its own', () => {
    let rows = 0;
    let repeats = 0;
    fc.assert(
      fc.property(fc.constantFrom(0, 1, 2), fc.array(call, { minLength: 2, maxLength: 8 }), (k, calls) => {
        const stack = { ...stacks[k]! };
        const seen = new Set<string>();
        for (const c of calls) {
          const opts = { ...c.ctx, hookResults: {}, ...(c.classifier ? { pinned: { classifier: c.classifier } } : {}) };
          const input = { ...c.extra, command: c.command };
          const shared = JSON.stringify(traceToJson(grok.evaluate(stack, { tool: c.tool, input }, opts)));
          const alone = JSON.stringify(traceToJson(grok.evaluate({ ...stacks[k]! }, { tool: c.tool, input }, opts)));
          expect(shared, c.command).toBe(alone);
          for (const seg of JSON.parse(shared).segments ?? []) {
            rows++;
            if (seen.has(seg.text)) repeats++;
            seen.add(seg.text);
          }
        }
      }),
      { seed: 4117, numRuns: 40 },
    );
    // Segments recur across calls, so kept outcomes are read (a test that cannot fail is a defect).
    expect(rows).toBeGreaterThan(400);
    expect(repeats).toBeGreaterThan(200);
  });
});
