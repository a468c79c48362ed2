/** The shipped example stack (rules-examples/gemini) decides each of its cases.toml as written, and never throws on generated commands. */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { gemini } from '../../../src/engines/gemini/index.js';
import { diskReader } from '../../../src/io/files.js';

const ROOT = fileURLToPath(new URL('../../../rules-examples/gemini/', import.meta.url));
const stack = gemini.loadStack({ home: join(ROOT, 'home'), userHome: '/nonexistent-home', workspace: join(ROOT, 'workspace'), managedDir: join(ROOT, 'managed'), overrides: [], projectConfig: true, env: {}, reader: diskReader });
const cases = (parse(readFileSync(join(ROOT, 'cases.toml'), 'utf8')) as { case: { name: string; command: string; expect: string; layer: string }[] }).case;

describe('rules-examples/gemini', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const t = gemini.evaluate(stack, { tool: gemini.defaultTool, input: { command: c.command } }, { hookResults: {} });
    expect([t.decision, t.decidedBy.layer]).toEqual([c.expect, c.layer]);
  });

  it('evaluation never throws and is deterministic', () => {
    const word = fc.constantFrom('git', 'status', 'rm', '-rf', 'build', 'ls', '>', 'out', '&&', '|', ';', '$(', ')', '"', "'", 'timeout', '5', 'bash', '-c', 'npm', 'test', 'curl', 'sudo', '\\', '\n');
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), (ws) => {
        const call = { tool: gemini.defaultTool, input: { command: ws.join(' ') } };
        const a = gemini.evaluate(stack, call, { hookResults: {} });
        const b = gemini.evaluate(stack, call, { hookResults: {} });
        expect(JSON.stringify(a)).toBe(JSON.stringify(b));
      }),
      { seed: 17, numRuns: 200 },
    );
  });
});
