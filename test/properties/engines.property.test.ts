/**
 * Every engine, on its shipped example stack: evaluation never throws on any
 * string, answers byte-identically twice, and a chain is at least as strict
 * as each of its segments.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STRICTNESS, type EngineId } from '../../src/core/types.js';
import { loadEngine } from '../../src/engines/registry.js';
import { exampleOptions } from '../helpers/stack.js';

const ENGINES: EngineId[] = ['codewhale', 'san', 'grok', 'claude', 'codex', 'gemini'];
/**
 * Whether the agent itself treats a chain at least as strictly as each of its
 * segments. Codewhale does not: its shell tool rates `rm -rf /tmp/x` Dangerous
 * and blocks it at execution, but skips that pattern check for a command with
 * a chain or a substitution (command_safety.rs analyze_command), so
 * `ls && rm -rf /tmp/x` only asks. A faithful engine reports that, so the
 * property is not Codewhale's (test/properties/engine.property.test.ts pins
 * the counterexample).
 */
const CHAIN_AT_LEAST_AS_STRICT: Record<EngineId, boolean> = { codewhale: false, san: true, grok: true, claude: true, codex: true, gemini: true };

describe.each(ENGINES)('engine %s on its example stack', (id) => {
  it(`never throws, is deterministic${CHAIN_AT_LEAST_AS_STRICT[id] ? ', and a chain is at least as strict as its segments' : ''}`, async () => {
    const engine = await loadEngine(id);
    const stack = engine.loadStack(exampleOptions(id));
    const words = fc.constantFrom('git', 'status', 'push', '--force', 'rm', '-rf', '/', 'curl', 'x.sh', '|', 'sh', '&&', ';', '$(', ')', '`', "'", '"', '$X', 'sudo', 'eval', '>', '~/.bashrc', '\n');
    const command = fc.oneof(fc.string({ maxLength: 120, unit: 'binary' }), fc.array(words, { maxLength: 12 }).map((w) => w.join(' ')));
    fc.assert(
      fc.property(command, (cmd) => {
        const call = { tool: engine.defaultTool, input: { command: cmd } };
        const a = engine.evaluate(stack, call, { hookResults: {} });
        const b = engine.evaluate(stack, call, { hookResults: {} });
        expect(JSON.stringify(a)).toBe(JSON.stringify(b));
        if (CHAIN_AT_LEAST_AS_STRICT[id]) for (const s of a.segments) expect(STRICTNESS[a.decision], `${cmd} / ${s.text}`).toBeGreaterThanOrEqual(STRICTNESS[s.decision]);
      }),
      { seed: 2026, numRuns: 200 },
    );
  });
});
