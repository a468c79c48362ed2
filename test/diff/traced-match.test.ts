/**
 * diff's two ways to find the corpus calls a changed rule matches (src/corpus/rule-diff.ts): one
 * `ruleMatches` test per changed rule, or the call's traces on both sides (its `matches`). On every
 * engine's example stack, with every rule counted as removed (base side) or added (head side), both
 * keep the same calls: the built-in corpus, every rule's own probes, and chained and wrapped forms.
 */
import { describe, expect, it } from 'vitest';
import { builtinProbes } from '../../src/corpus/builtin.js';
import { changedRuleCalls } from '../../src/corpus/rule-diff.js';
import type { Call, EngineId } from '../../src/core/types.js';
import { loadEngine } from '../../src/engines/registry.js';
import { exampleOptions } from '../helpers/stack.js';

const ENGINES: EngineId[] = ['codewhale', 'san', 'grok', 'claude', 'codex', 'gemini'];

describe.each(ENGINES)('engine %s: traced and per-rule matching keep the same calls', (id) => {
  it('with every rule removed, and with every rule added', async () => {
    const engine = await loadEngine(id);
    const stack = engine.loadStack(exampleOptions(id));
    const rules = engine.rules!(stack);
    expect(rules.length).toBeGreaterThan(2);
    const own = (engine.probes?.(stack) ?? []).slice(0, 60);
    const shell = (c: string): Call => ({ tool: engine.defaultTool, input: { command: c } });
    const derived = own.slice(0, 20).flatMap((c) => (typeof c.input.command === 'string' ? [shell(`ls && ${c.input.command}`), shell(`sudo ${c.input.command}`), shell(`${c.input.command} | cat`)] : []));
    const corpus = [...builtinProbes(engine).map((p) => p.call), ...own, ...derived];
    const keep = (delta: { added: typeof rules; removed: typeof rules }, strategy: 'per-rule' | 'traced') =>
      changedRuleCalls(engine, stack, stack, delta, corpus, (c) => c, strategy).matched.map((c) => JSON.stringify(c));
    for (const delta of [{ added: [], removed: rules }, { added: rules, removed: [] }, { added: rules.slice(0, 1), removed: rules.slice(-1) }]) {
      const perRule = keep(delta, 'per-rule');
      expect(keep(delta, 'traced')).toEqual(perRule);
      if (delta.removed === rules) expect(perRule.length).toBeGreaterThan(0);
    }
  });
});
