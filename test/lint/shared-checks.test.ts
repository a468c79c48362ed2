/**
 * The shared lint checks (src/lint/checks/<id>.ts) against a tiny in-test
 * engine: word-prefix rules, a hard deny list checked before the rules (so
 * what it blocks is `overridden`), the strictest matching rule selected
 * (deny > ask > allow; the rest `shadowed`), a posture that never prompts,
 * and gating hooks. Each table row: a stack → the findings, by check and line.
 */
import { describe, expect, it } from 'vitest';
import type { Call, Decision, RuleMatch, RuleRecord, Trace } from '../../src/core/types.js';
import type { Engine, EvalOptions, HookRecord } from '../../src/engines/types.js';
import { SHARED_CHECKS, checksFor } from '../../src/lint/checks/index.js';
import { lint } from '../../src/lint/lint.js';
import type { Finding } from '../../src/lint/types.js';

interface FakeRule {
  action: Decision;
  pattern: string;
  hard?: boolean;
  tool?: boolean;
  never?: string;
}
interface FakeStack {
  rules: FakeRule[];
  posture: 'default' | 'never';
  hooks: HookRecord[];
}

const FILE = '/ws/fake.toml';
const words = (s: string) => s.trim().split(/\s+/).filter((w) => w !== '');
const command = (c: Call) => String(c.input.command ?? '');
const id = (i: number) => `fake.toml#${i + 1}`;

function prefixMatches(r: FakeRule, c: Call): boolean {
  if (r.never !== undefined) return false;
  if (r.tool) return true;
  const p = words(r.pattern);
  const w = words(command(c));
  return p.length <= w.length && p.every((x, i) => x === w[i]);
}

function record(r: FakeRule, i: number): RuleRecord {
  return {
    id: id(i),
    source: { file: FILE, line: i + 1, column: 1 },
    action: r.action,
    kind: r.tool ? 'tool' : 'command-prefix',
    pattern: r.tool ? '' : r.pattern,
    text: r.tool ? `${r.action} shell` : `${r.action} ${r.pattern}`,
    key: r.tool ? 'tool' : `prefix:${words(r.pattern).join(' ')}`,
    layer: r.hard ? 'hard-deny' : 'rules',
    call: { tool: 'shell', key: 'command' },
    ...(r.never !== undefined ? { never: r.never } : {}),
  };
}

const RANK: Record<Decision, number> = { allow: 0, ask: 1, deny: 2 };

function evaluate(s: FakeStack, call: Call, opts: EvalOptions): Trace {
  const base = { engine: 'codex' as const, call, layers: [], segments: [], risks: [], branches: [], unknowns: [], warnings: [] };
  const hits = s.rules.map((r, i) => ({ r, i })).filter(({ r }) => prefixMatches(r, call));
  const hard = hits.find((h) => h.r.hard);
  const typed = hits.filter((h) => !h.r.hard);
  const sel = typed.reduce<(typeof typed)[number] | undefined>((a, b) => (!a || RANK[b.r.action] > RANK[a.r.action] ? b : a), undefined);
  const matches: RuleMatch[] = [];
  const done = (decision: Decision, layer: string, reason: string, rule?: number): Trace => ({
    ...base,
    decision,
    decidedBy: { layer, reason, source: rule === undefined ? null : { file: FILE, line: rule + 1, column: 1 }, ...(rule !== undefined ? { rule: id(rule) } : {}) },
    matches,
  });
  for (const h of s.hooks) {
    const v = opts.hookResults[h.name];
    if (!h.gates || h.background || v === undefined) continue;
    if (v === 'deny' || (v === 'error' && h.onFailure === 'closed')) return done('deny', 'hooks', `hook '${h.name}' ${v === 'deny' ? 'denied' : 'failed closed'}`);
  }
  if (hard) {
    matches.push({ rule: id(hard.i), layer: 'hard-deny', effect: 'decided', why: 'hard deny list' });
    for (const t of typed) matches.push({ rule: id(t.i), layer: 'rules', effect: 'overridden', by: id(hard.i), why: 'the hard deny list is checked before any rule' });
    return done('deny', 'hard-deny', `hard deny ${hard.r.pattern}`, hard.i);
  }
  if (!sel) return done('ask', 'default', 'no rule matches');
  const posture = s.posture === 'never' && sel.r.action === 'ask';
  matches.push(posture ? { rule: id(sel.i), layer: 'rules', effect: 'overridden', why: 'posture never cannot prompt, so the ask is denied' } : { rule: id(sel.i), layer: 'rules', effect: 'decided', why: 'strictest match' });
  for (const t of typed) if (t !== sel) matches.push({ rule: id(t.i), layer: 'rules', effect: 'shadowed', by: id(sel.i), why: `${sel.r.action} beats ${t.r.action}` });
  if (posture) return done('deny', 'posture', 'posture never: ask becomes deny');
  return done(sel.r.action, 'rules', `${sel.r.action} ${sel.r.pattern}`, sel.i);
}

const fake: Engine<FakeStack> = {
  id: 'codex',
  layers: [{ id: 'hard-deny', title: 'hard' }, { id: 'rules', title: 'rules' }],
  defaultTool: 'shell',
  knownTools: ['shell'],
  loadStack: () => {
    throw new Error('in-test engine: stacks are built directly');
  },
  evaluate,
  describeStack: () => ({ engine: 'codex', files: [{ path: FILE, role: 'rules', status: 'read' }], settings: [], rules: [], hooks: [], ignored: [], warnings: [] }),
  problems: () => [],
  rules: (s) => s.rules.map(record),
  ruleMatches: (s, r, c) => prefixMatches(s.rules[Number(r.id.split('#')[1]) - 1]!, c),
  hooks: (s) => s.hooks,
  checks: [],
};

function hook(name: string, command: string, onFailure: 'open' | 'closed', extra: Partial<HookRecord> = {}): HookRecord {
  return {
    id: `fake.toml#hooks.${name}`,
    name,
    type: 'command',
    command,
    source: { file: FILE, line: 50, column: 1 },
    event: 'before_tool',
    gates: true,
    onFailure,
    failureWhy: onFailure === 'open' ? 'a hook that fails is ignored' : 'a hook that fails blocks the call',
    env: { workspace: '/ws', home: '/home/u', vars: {} },
    samples: [{ tool: 'shell', input: { command: 'ls' } }],
    ...extra,
  };
}

function run(s: Partial<FakeStack>, exists: (p: string) => boolean = () => false): Finding[] {
  return lint({ engine: fake, stack: { rules: [], posture: 'default', hooks: [], ...s }, readText: () => undefined, fileExists: exists, pathDirs: ['/usr/bin'] }).findings;
}
const ids = (f: Finding[]) => f.map((x) => `${x.id}@${x.line}`);
const A = (pattern: string, extra: Partial<FakeRule> = {}): FakeRule => ({ action: 'allow', pattern, ...extra });
const D = (pattern: string, extra: Partial<FakeRule> = {}): FakeRule => ({ action: 'deny', pattern, ...extra });
const Q = (pattern: string): FakeRule => ({ action: 'ask', pattern });

describe('shared checks over the rule model', () => {
  it('runs the shared checks for every engine, then the engine\'s own', () => {
    expect(checksFor(fake).map((c) => c.meta.id)).toEqual(expect.arrayContaining(SHARED_CHECKS.map((c) => c.meta.id)));
    const { checks: _omit, ...bare } = fake;
    expect(checksFor(bare).filter((c) => SHARED_CHECKS.includes(c))).toHaveLength(SHARED_CHECKS.length);
  });

  const table: [string, Partial<FakeStack>, string[]][] = [
    ['two identical rules', { rules: [A('cargo test'), A('cargo test')] }, ['duplicate-rule@2']],
    ['the same matcher with two actions', { rules: [A('cargo test'), D('cargo test')] }, ['duplicate-rule@2']],
    ['different matchers are no duplicate', { rules: [A('cargo test'), A('cargo build')] }, []],
    ['a deny selected over an allow it covers: shadowed', { rules: [D('cargo'), A('cargo test')] }, ['shadowed-rule@2']],
    ['an ask selected over an allow: shadowed', { rules: [Q('cargo'), A('cargo test')] }, ['shadowed-rule@2']],
    ['a narrower deny does not shadow a wider allow', { rules: [D('cargo publish'), A('cargo')] }, []],
    ['a deny behind a deny is the same block', { rules: [D('cargo'), D('cargo test')] }, []],
    ['a hard deny overrides an allow: unreachable', { rules: [D('cargo', { hard: true }), A('cargo test')] }, ['allow-unreachable@2']],
    ['an ask under a posture that never prompts', { rules: [Q('cargo publish')], posture: 'never' }, ['ask-never-prompts@1']],
    ['an ask that prompts', { rules: [Q('cargo publish')] }, []],
    ['the whole shell tool', { rules: [A('', { tool: true })] }, ['broad-allow@1']],
    ['an exec vehicle', { rules: [A('python')] }, ['broad-allow@1']],
    ['a runner whose open end names the command', { rules: [A('npx')] }, ['broad-allow@1']],
    ['a prefix admitting a catalogued call', { rules: [A('git push')] }, ['broad-allow@1']],
    ['the catalogued call denied by another rule: no claim', { rules: [A('git push'), D('git push --force')] }, []],
    ['a named program is fine', { rules: [A('npx tsc')] }, []],
    ['a rule the engine says never matches', { rules: [A('cargo test', { never: 'shell calls carry no path' })] }, ['path-never-matches@1']],
  ];
  for (const [what, stack, want] of table) it(what, () => expect(ids(run(stack))).toEqual(want));

  it('a shadowed rule names the winner and carries the engine-confirmed witness', () => {
    const [f] = run({ rules: [D('cargo'), A('cargo test')] });
    expect(f!.message).toContain('`deny cargo` (line 1)');
    expect(f!.message).toContain('deny beats allow');
    expect(f!.related[0]).toMatchObject({ line: 1 });
    expect(f!.witness).toMatchObject({ call: { input: { command: 'cargo test' } }, decision: 'deny' });
  });

  it('a contradicting duplicate says which action wins, as the engine decides', () => {
    const [f] = run({ rules: [A('cargo test'), D('cargo test')] });
    expect(f!.message).toContain('the deny always wins, so the allow never applies');
  });

  it('a broad allow is witnessed by a catalogue call the rule alone allows', () => {
    const [f] = run({ rules: [A('git push')] });
    expect(f!.witness).toMatchObject({ decision: 'allow', call: { input: { command: 'git push --force origin main' } } });
    expect(f!.message).toContain('rewrites the shared main branch');
  });

  const hooks: [string, HookRecord, (p: string) => boolean, string[], Partial<Finding> | undefined][] = [
    ['a missing program, failing open', hook('gate', './hooks/gate.sh', 'open'), () => false, ['hook-risk@50'], { witness: { call: { tool: 'shell', input: { command: 'ls' } }, decision: 'ask', layer: 'default', reason: 'no rule matches', hookResults: { gate: 'error' } } }],
    ['a missing program, failing closed', hook('gate', './hooks/gate.sh', 'closed'), () => false, ['hook-risk@50'], { witness: { call: { tool: 'shell', input: { command: 'ls' } }, decision: 'deny', layer: 'hooks', reason: "hook 'gate' failed closed", hookResults: { gate: 'error' } } }],
    ['a program that exists', hook('gate', './hooks/gate.sh', 'open'), (p) => p === '/ws/hooks/gate.sh', [], undefined],
    ['a program not on the PATH', hook('gate', 'no-such-tool --check', 'open'), () => false, ['hook-risk@50'], undefined],
    ['a background hook', hook('secret-scan', './scan.sh', 'open', { background: true }), () => true, ['hook-risk@50'], undefined],
    ['a security gate failing open by choice', hook('secret-scan', './scan.sh', 'open', { failClosedBy: 'strict = true' }), () => true, ['hook-risk@50'], undefined],
    ['a disabled hook', hook('gate', './hooks/gate.sh', 'open', { disabled: 'hooks are off' }), () => false, [], undefined],
  ];
  for (const [what, h, exists, want, shape] of hooks) {
    it(`hook-risk: ${what}`, () => {
      const f = run({ hooks: [h] }, exists);
      expect(ids(f)).toEqual(want);
      if (shape) expect(f[0]).toMatchObject(shape);
    });
  }

  it('the failure mode and the engine words are in the message', () => {
    expect(run({ hooks: [hook('gate', './hooks/gate.sh', 'closed')] })[0]!.message).toBe("before_tool hook 'gate' runs /ws/hooks/gate.sh, which does not exist: a hook that fails blocks the call, so every call it matches fails closed");
    expect(run({ hooks: [hook('gate', './hooks/gate.sh', 'open')] })[0]!.message).toContain('a hook that fails is ignored, so every call it was meant to gate goes on');
  });
});

describe('shared checks stay linear', () => {
  it('evaluate a rule only when another rule could cover it: 3,000 unrelated rules, a handful of evaluations', () => {
    let evaluations = 0;
    let matcherCalls = 0;
    const counted: Engine<FakeStack> = {
      ...fake,
      evaluate: (s, c, o) => {
        evaluations++;
        return evaluate(s, c, o);
      },
      ruleMatches: (s, r, c) => {
        matcherCalls++;
        return fake.ruleMatches!(s, r, c);
      },
    };
    const actions: Decision[] = ['allow', 'deny', 'ask'];
    const rules = Array.from({ length: 3000 }, (_, i) => ({ action: actions[i % 3]!, pattern: `tool${i} sub${i % 7} x${i}` }));
    const f = lint({ engine: counted, stack: { rules, posture: 'default', hooks: [] }, readText: () => undefined, fileExists: () => false }).findings;
    expect(f).toEqual([]);
    // One ask is asked about (the posture prompts, so the others are not); nothing else is evaluated.
    expect(evaluations).toBeLessThanOrEqual(5);
    // A bounded number of matcher calls per rule.
    expect(matcherCalls).toBeLessThanOrEqual(3000 * 4);
  });

  it('still finds what one rule shadows among thousands', () => {
    const rules: FakeRule[] = [...Array.from({ length: 2000 }, (_, i) => A(`tool${i} run`)), D('tool7'), A('tool7 run --fast')];
    // `deny tool7` (line 2001) covers `tool7 run` (line 8) and `tool7 run --fast` (line 2002), nothing else.
    expect(ids(run({ rules }))).toEqual(['shadowed-rule@8', 'shadowed-rule@2002']);
  });
});
