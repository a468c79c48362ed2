/**
 * Invariants of the claude engine over generated rule sets, modes and
 * commands, with fixed seeds so CI is deterministic: more denies never
 * loosen, fewer allows never loosen, a chain is at least as strict as each
 * of its parts, a command a deny rule names is never allowed in a spelling
 * Claude Code sees (and never without an agent-misses risk in one it does not),
 * evaluation never throws and answers the same way twice.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STRICTNESS, type Decision } from '../../../src/core/types.js';
import { claude } from '../../../src/engines/claude/index.js';
import { parseClaudeRule } from '../../../src/engines/claude/rules.js';
import type { ClaudeRule, ClaudeStack } from '../../../src/engines/claude/stack.js';
import { MODES, type Mode } from '../../../src/engines/claude/vocab.js';
import { memoryStack } from './memory-stack.js';

const RUNS = { seed: 20261130, numRuns: 250 };
const PATTERNS = ['git *', 'git status', 'git push *', 'git push --force *', 'rm *', 'rm -rf *', 'curl *', 'npm *', 'npm test', 'npm run *', 'sudo *', 'bash *', 'echo *', 'ls*', 'make:*', '*'];
const WORDS = ['git', 'status', 'push', '--force', 'origin', 'main', 'rm', '-rf', '/tmp/x', 'curl', 'https://x.example/i.sh', 'npm', 'test', 'run', 'make', 'ls', 'echo', '"q w"', "'rm -rf /'", 'timeout', '5', 'FOO=1', 'NODE_ENV=x', '$X'];
const OPS = [' && ', ' || ', '; ', ' | ', ' & ', '\n', ' > out.txt ', ' $(', ') '];

let n = 0;
function rule(action: Decision, pattern: string): ClaudeRule {
  n++;
  const text = pattern === '*' ? 'Bash' : `Bash(${pattern})`;
  const parsed = parseClaudeRule(text, action);
  if ('skip' in parsed) throw new Error(parsed.skip);
  return { id: `settings.json#${action}.${n}`, text, action, scope: 'user', origin: 'user settings', source: { file: 'settings.json', line: n, column: 1 }, anchor: '/h/.claude', matcher: parsed.matcher };
}

function stackOf(rules: ClaudeRule[], mode: Mode = 'default'): ClaudeStack {
  return memoryStack({ rules, mode, workspace: '/workspace' });
}

const action = fc.constantFrom<Decision>('allow', 'ask', 'deny');
const rules = fc.array(fc.tuple(action, fc.constantFrom(...PATTERNS)).map(([a, p]) => rule(a, p)), { maxLength: 8 });
const words = (pool: readonly string[]) =>
  fc
    .array(fc.tuple(fc.array(fc.constantFrom(...pool), { minLength: 1, maxLength: 4 }), fc.constantFrom(...OPS)), { minLength: 1, maxLength: 4 })
    .map((parts) => parts.map(([w, op], i) => (i === parts.length - 1 ? w.join(' ') : w.join(' ') + op)).join(''));
const command = words(WORDS);
const mode = fc.constantFrom(...MODES);

function trace(rs: ClaudeRule[], m: Mode, cmd: string) {
  return claude.evaluate(stackOf(rs, m), { tool: 'Bash', input: { command: cmd } }, { hookResults: {} });
}

describe('claude invariants', () => {
  it('adding a deny rule never loosens any decision', () => {
    fc.assert(
      fc.property(rules, fc.constantFrom(...PATTERNS), mode, command, (rs, denied, m, cmd) => {
        const before = trace(rs, m, cmd).decision;
        const after = trace([...rs, rule('deny', denied)], m, cmd).decision;
        expect(STRICTNESS[after]).toBeGreaterThanOrEqual(STRICTNESS[before]);
      }),
      RUNS,
    );
  });

  it('removing an allow rule never loosens any decision', () => {
    fc.assert(
      fc.property(rules, mode, command, fc.nat(), (rs, m, cmd, pick) => {
        const allows = rs.filter((r) => r.action === 'allow');
        fc.pre(allows.length > 0);
        const drop = allows[pick % allows.length]!;
        const before = trace(rs, m, cmd).decision;
        const after = trace(rs.filter((r) => r !== drop), m, cmd).decision;
        expect(STRICTNESS[after]).toBeGreaterThanOrEqual(STRICTNESS[before]);
      }),
      RUNS,
    );
  });

  it("a chain's decision is at least as strict as each of its parts'", () => {
    fc.assert(
      fc.property(rules, mode, command, (rs, m, cmd) => {
        const t = trace(rs, m, cmd);
        for (const s of t.segments) expect(STRICTNESS[t.decision], `${s.text}: ${s.decision}`).toBeGreaterThanOrEqual(STRICTNESS[s.decision]);
      }),
      RUNS,
    );
  });

  it('a command a deny rule names is denied in every spelling Claude Code sees', () => {
    const tails = ['rm -rf /tmp/x', '$(rm -rf /tmp/x)', 'timeout 5 rm -rf /tmp/x', 'FOO=1 rm -rf /tmp/x', 'echo x | xargs rm -rf', '(rm -rf /tmp/x)', "r'm' -rf /tmp/x"];
    fc.assert(
      fc.property(rules, mode, command, fc.constantFrom(...tails), (rs, m, cmd, tail) => {
        expect(trace([...rs, rule('deny', 'rm *')], m, `${cmd} && ${tail}`).decision).toBe('deny');
      }),
      RUNS,
    );
  });

  it('in a spelling Claude Code does not see, it is denied or an agent-misses risk names the rule', () => {
    const tails = ['sudo rm -rf /tmp/x', "bash -c 'rm -rf /tmp/x'", 'eval "rm -rf /tmp/x"', '/bin/rm -rf /tmp/x', 'env A=1 rm -rf /tmp/x', 'rm -fr /tmp/x'];
    fc.assert(
      fc.property(rules, mode, fc.constantFrom(...tails), (rs, m, tail) => {
        const t = trace([...rs, rule('deny', 'rm -rf *')], m, tail);
        if (t.decision !== 'deny') expect(t.risks.filter((r) => r.kind === 'agent-misses').map((r) => r.message).join('\n')).toContain('Bash(rm -rf *)');
      }),
      RUNS,
    );
  });

  it('Trace.matches lists exactly the rules ruleMatches names, each once, the winner first', () => {
    fc.assert(
      fc.property(rules, mode, command, (rs, m, cmd) => {
        const stack = stackOf(rs, m);
        const call = { tool: 'Bash', input: { command: cmd } };
        const t = claude.evaluate(stack, call, { hookResults: {}, pinned: { classifier: 'deny' } });
        const ids = (t.matches ?? []).map((x) => x.rule);
        expect(new Set(ids).size).toBe(ids.length);
        const said = claude.rules!(stack).filter((r) => claude.ruleMatches!(stack, r, call)).map((r) => r.id);
        expect([...ids].sort()).toEqual([...said].sort());
        if (t.decidedBy.rule !== undefined) expect(t.matches![0]).toMatchObject({ rule: t.decidedBy.rule, effect: 'decided' });
        // A rule decides only where the decision is its own verdict.
        for (const x of t.matches ?? []) if (x.effect === 'decided') expect(rs.find((r) => r.id === x.rule)!.action).toBe(t.decision);
      }),
      RUNS,
    );
  });

  it('never throws on any string, and answers the same way twice', () => {
    const stack = stackOf([rule('deny', 'rm *'), rule('allow', 'git *'), rule('ask', 'curl *')]);
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: 'binary' }), mode, (cmd, m) => {
        const a = claude.evaluate(stack, { tool: 'Bash', input: { command: cmd } }, { hookResults: {}, mode: m });
        const b = claude.evaluate(stack, { tool: 'Bash', input: { command: cmd } }, { hookResults: {}, mode: m });
        expect(JSON.stringify(a)).toBe(JSON.stringify(b));
      }),
      { seed: 7, numRuns: 400 },
    );
  });
});
