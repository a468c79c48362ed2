/** Codex's rules as data, every match in the trace, and the shared lint checks over them (issue 16). */
import { describe, expect, it } from 'vitest';
import { codex } from '../../../src/engines/codex/index.js';
import { SHARED_CHECKS } from '../../../src/lint/checks/index.js';
import { lint } from '../../../src/lint/lint.js';
import { codexStack, explain } from './helpers.js';

const R = (pattern: string, decision: string) => `prefix_rule(pattern = ${pattern}, decision = "${decision}")\n`;

const SHARED = new Set(SHARED_CHECKS.map((c) => c.meta.id));

/** Findings of the shared checks (the generic ones, such as ignored-file for the untrusted project folder, are tested elsewhere). */
function shared(s: ReturnType<typeof codexStack>) {
  return lint({ engine: codex, stack: s, readText: () => undefined, fileExists: () => false }).findings.filter((f) => SHARED.has(f.id));
}

function lintIds(s: ReturnType<typeof codexStack>) {
  return shared(s).map((f) => `${f.id}@${f.line}`);
}

describe('codex rule model', () => {
  it('lists each prefix_rule with a file-position id, one per program of an alternative first token', () => {
    const s = codexStack({ rules: { 'default.rules': R('["git", "push"]', 'prompt') + R('[["rm", "rmdir"]]', 'forbidden') } });
    const rules = codex.rules!(s);
    expect(rules.map((r) => [r.id, r.action, r.kind, r.pattern])).toEqual([
      ['default.rules#1', 'prompt', 'command-prefix', 'git push'],
      ['default.rules#2.1', 'forbidden', 'command-prefix', 'rm'],
      ['default.rules#2.2', 'forbidden', 'command-prefix', 'rmdir'],
    ]);
    expect(rules[0]!.source).toMatchObject({ line: 1 });
    expect(codex.ruleMatches!(s, rules[0]!, { tool: 'exec_command', input: { command: 'git push origin' } })).toBe(true);
    expect(codex.ruleMatches!(s, rules[0]!, { tool: 'exec_command', input: { command: 'git pull' } })).toBe(false);
    // As the lowering splits a plain script: any command of it.
    expect(codex.ruleMatches!(s, rules[1]!, { tool: 'exec_command', input: { command: 'ls && rm -rf x' } })).toBe(true);
  });

  it('records every matching rule, the strictest first (policy.rs: every match collected, strictest wins)', () => {
    const s = codexStack({ rules: { 'default.rules': R('["git"]', 'allow') + R('["git", "push"]', 'forbidden') + R('["git", "push"]', 'prompt') } });
    const t = explain(s, 'git push origin main');
    expect(t.decision).toBe('deny');
    expect(t.decidedBy.rule).toBe('default.rules#2');
    expect(t.matches!.map((m) => [m.rule, m.effect, m.by])).toEqual([
      ['default.rules#2', 'decided', undefined],
      ['default.rules#1', 'shadowed', 'default.rules#2'],
      ['default.rules#3', 'shadowed', 'default.rules#2'],
    ]);
  });

  it('a prompt under approval policy never is overridden: rejected, no rule decides', () => {
    const s = codexStack({ config: 'approval_policy = "never"\n', rules: { 'default.rules': R('["git", "push"]', 'prompt') } });
    const t = explain(s, 'git push');
    expect(t.decision).toBe('deny');
    expect(t.decidedBy.rule).toBeUndefined();
    expect(t.matches!.map((m) => [m.rule, m.effect])).toEqual([['default.rules#1', 'overridden']]);
  });

  it('shared checks: table of stacks → findings', () => {
    const table: [string, string, string[]][] = [
      ['same rule twice', R('["cargo", "test"]', 'allow') + R('["cargo", "test"]', 'allow'), ['duplicate-rule@2']],
      ['same matcher, two decisions', R('["cargo", "test"]', 'allow') + R('["cargo", "test"]', 'forbidden'), ['duplicate-rule@2']],
      ['an allow under a wider forbidden', R('["git"]', 'forbidden') + R('["git", "status"]', 'allow'), ['shadowed-rule@2']],
      ['a wider allow beside a narrower forbidden is fine', R('["cargo", "publish"]', 'forbidden') + R('["cargo"]', 'allow'), []],
      ['a wide allow admits the catalogue: git reset --hard', R('["git", "push"]', 'forbidden') + R('["git"]', 'allow'), ['broad-allow@2']],
      ['an exec vehicle', R('["python"]', 'allow'), ['broad-allow@1']],
      ['a prefix admitting a catalogued call', R('["git", "push"]', 'allow'), ['broad-allow@1']],
      ['a narrow allow', R('["cargo", "test"]', 'allow'), []],
    ];
    for (const [what, text, want] of table) expect({ what, got: lintIds(codexStack({ rules: { 'default.rules': text } })) }).toEqual({ what, got: want });
  });

  it('ask-never-prompts: a prompt rule under approval policy never', () => {
    const s = codexStack({ config: 'approval_policy = "never"\n', rules: { 'default.rules': R('["git", "push"]', 'prompt') } });
    const f = shared(s);
    expect(f.map((x) => x.id)).toEqual(['ask-never-prompts']);
    expect(f[0]!.message).toContain('denied instead');
    expect(f[0]!.witness).toMatchObject({ decision: 'deny', call: { input: { command: 'git push' } } });
  });
});

describe('codex lowering of bare commands', () => {
  it('splits a command of bare words without the parser, as the parser would', async () => {
    const { plainCommands } = await import('../../../src/engines/codex/lower.js');
    // A trailing `;` is not bare, so it takes the parsed path; it adds no command.
    const bare = ['git push origin main', '  cargo test --release -j=4 ', 'ls', 'npm run build:prod', 'make -C src/x all', 'rm -rf ./build', 'a@b c%d e+f', 'a:b c,d', '-x --y', 'git log --format=%H', '1 2 3', 'done', 'time ls', 'x.sh --a=b'];
    for (const c of bare) expect({ c, fast: plainCommands(c) }).toEqual({ c, fast: plainCommands(`${c} ;`) });
    // Every string of the bare alphabet, word by word (a fixed pseudo-random sequence, so the test is repeatable).
    const alphabet = 'ab1_:,./-=';
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    for (let i = 0; i < 300; i++) {
      const words = Array.from({ length: 1 + (next() % 3) }, () => Array.from({ length: 1 + (next() % 4) }, () => alphabet[next() % alphabet.length]).join(''));
      const c = words.join(' ');
      expect({ c, fast: plainCommands(c) }).toEqual({ c, fast: plainCommands(`${c} ;`) });
    }
    expect(plainCommands('git push origin main')).toEqual([['git', 'push', 'origin', 'main']]);
    expect(plainCommands('FOO=1 ls')).toBeUndefined();
  });
});
