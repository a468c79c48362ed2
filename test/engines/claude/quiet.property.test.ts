/**
 * The runs that only their decision is read from (src/engines/claude/pipeline.ts,
 * `quiet`: a branch per verdict of an unrun hook or the classifier, a
 * segment's own run), which write no layer row and skip the layer that only
 * describes the call, over generated stacks, hooks, modes and commands, with
 * a fixed seed:
 *
 * - the decision and what decided it are those of the run that writes every
 *   row, and those of the trace `evaluateClaude` gives;
 * - a trace's branches and per-segment verdicts are those worked out with
 *   full runs;
 * - a subcommand's label, kept on the part (items.ts), is the one worked out
 *   from its text, on every stack and reading;
 * - the reading of an analysis made for one run alone, which is not kept,
 *   is the reading that is kept.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Call, Decision } from '../../../src/core/types.js';
import type { EvalOptions, HookVerdict } from '../../../src/engines/types.js';
import { decideClaude, evaluateClaude, readCall, sideRunsOf } from '../../../src/engines/claude/pipeline.js';
import { code } from '../../../src/engines/claude/state.js';
import { shellReading } from '../../../src/engines/claude/items.js';
import { analyzeWithGrammar } from '../../../src/shell/index.js';
import { parseClaudeRule } from '../../../src/engines/claude/rules.js';
import type { ClaudeHook } from '../../../src/engines/claude/stack.js';
import { MODES } from '../../../src/engines/claude/vocab.js';
import { memoryStack, userRules } from './memory-stack.js';

const RUNS = { seed: 20261202, numRuns: 300 };

const ruleText = fc.constantFrom('Bash(git *)', 'Bash(git push *)', 'Bash(rm -rf *)', 'Bash(cat *)', 'Bash(echo x)', 'Bash', 'Read(.env)', 'Edit(src/**)', 'Read(~/.ssh/**)', 'Bash(npm run *)');
const specs = fc.array(fc.tuple(fc.constantFrom<Decision>('allow', 'ask', 'deny'), ruleText), { maxLength: 8 });
const PARTS = ['git status', 'git push origin main', 'rm -rf /', 'rm -rf build', 'cat .env', 'echo x > out.txt', 'npm run build', "bash -c 'rm -rf ~'", 'echo "$(date)"', 'ls'];
const command = fc
  .array(fc.tuple(fc.constantFrom(...PARTS), fc.constantFrom(' && ', '; ', ' | ')), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.map(([w, op], i) => (i === parts.length - 1 ? w : w + op)).join(''));
const call: fc.Arbitrary<Call> = fc.oneof(
  { weight: 4, arbitrary: command.map((c) => ({ tool: 'Bash', input: { command: c } })) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('Read', 'Edit', 'Write'), fc.constantFrom('.env', 'src/a.ts', '~/.bashrc', '/etc/hosts')).map(([tool, p]) => ({ tool, input: { file_path: p } })) },
);

/** A PreToolUse hook on Bash (or every tool), with or without an `if` condition. */
function hook(i: number, matcher: string, cond: string | undefined): ClaudeHook {
  const h: ClaudeHook = { id: `settings.json#PreToolUse.${i}`, name: `gate${i}`, matcher, type: 'command', command: `gate${i}.sh`, timeoutSecs: 10, scope: 'user', origin: 'user settings', source: { file: 'settings.json', line: 10 + i, column: 5 } };
  if (cond !== undefined) {
    h.if = cond;
    const m = parseClaudeRule(cond, 'deny');
    if (!('skip' in m)) h.ifRule = m.matcher;
  }
  return h;
}
const hooks = fc.array(fc.tuple(fc.constantFrom('Bash', '', 'Read|Edit'), fc.option(fc.constantFrom('Bash(git push *)', 'Bash(rm *)'), { nil: undefined })), { minLength: 1, maxLength: 2 }).map((hs) => hs.map(([m, c], i) => hook(i, m, c)));
const VERDICTS: (HookVerdict | undefined)[] = [undefined, undefined, undefined, 'allow', 'ask', 'deny', 'error'];
const opts = fc.record({ results: fc.array(fc.constantFrom(...VERDICTS), { minLength: 2, maxLength: 2 }), classifier: fc.constantFrom(undefined, 'allow', 'deny'), headless: fc.boolean() }).map(({ results, classifier, headless }): EvalOptions => {
  const hookResults: Record<string, HookVerdict> = {};
  results.forEach((v, i) => {
    if (v !== undefined) hookResults[`gate${i}`] = v;
  });
  return { hookResults, headless, ...(classifier !== undefined ? { pinned: { classifier } } : {}) };
});

describe('claude runs read only for their decision', () => {
  it('decide as the runs that write every layer row, and as the trace', () => {
    const seen = { branches: 0, segments: 0, deny: 0 };
    fc.assert(
      fc.property(specs, hooks, fc.constantFrom(...MODES), call, opts, (sp, hs, mode, c, o) => {
        const stack = memoryStack({ rules: userRules(sp), hooks: hs, mode });
        const quiet = decideClaude(stack, c, o, true);
        expect(quiet).toEqual(decideClaude(stack, c, o, false));
        const t = evaluateClaude(stack, c, o);
        expect(quiet).toEqual({ decision: t.decision, decidedBy: t.decidedBy });
        const q = sideRunsOf(stack, c, o, true);
        expect(q).toEqual(sideRunsOf(stack, c, o, false));
        expect(q.branches).toEqual(t.branches);
        expect(q.segments).toEqual(t.segments);
        if (q.branches.length > 0) seen.branches++;
        if (q.segments.length > 1) seen.segments++;
        if (quiet.decision === 'deny') seen.deny++;
      }),
      RUNS,
    );
    // The generators reach the runs that are quiet.
    expect(seen.branches).toBeGreaterThan(30);
    expect(seen.segments).toBeGreaterThan(30);
    expect(seen.deny).toBeGreaterThan(30);
  });
});

describe('claude part labels kept on the part', () => {
  it('are the label worked out from the text, on every stack and every reading', () => {
    fc.assert(
      fc.property(specs, command, (sp, cmd) => {
        const stacks = [memoryStack({ rules: userRules(sp) }), memoryStack({ rules: userRules(sp), mode: 'plan' })];
        for (const stack of [...stacks, ...stacks]) {
          const s = readCall(stack, { tool: 'Bash', input: { command: cmd } });
          for (const item of s.items) if (item.kind === 'subcommand') expect(item.label).toBe(code(item.sub!.seg.text));
        }
      }),
      RUNS,
    );
  });
});

describe('claude readings not kept', () => {
  it('are the readings kept', () => {
    fc.assert(
      fc.property(specs, command, fc.constantFrom('', ' > out.txt', ' >> ~/x', ' > "$HOME/y"'), (sp, cmd, redirect) => {
        const stack = memoryStack({ rules: userRules(sp) });
        // A fresh analysis each time (no cache), as a segment's own run gets.
        const alone = shellReading(stack, analyzeWithGrammar(cmd + redirect), false);
        const kept = shellReading(stack, analyzeWithGrammar(cmd + redirect), true);
        expect(alone).toEqual(kept);
        expect(shellReading(stack, analyzeWithGrammar(cmd + redirect), false)).not.toBe(alone);
      }),
      RUNS,
    );
  });
});
