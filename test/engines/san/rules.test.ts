/**
 * san's rule model (issue 16): `rules()` records, `ruleMatches`, `hooks()`,
 * and `Trace.matches` / `decidedBy.rule`. The expectations follow san's gate
 * at 5e33c937 (internal/setting/permission.go `HasPermissionToUseTool`:
 * deny rules first, then ask, then allow; `MatchAllowList`: every command
 * covered; merger.go: the lists are unions, the first occurrence kept) and
 * the seed's source order (settings rules before session permissions).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Call, CallContext, Decision, MatchEffect } from '../../../src/core/types.js';
import { san } from '../../../src/engines/san/index.js';
import { SMALL } from '../../../src/engines/san/match/rule-index.js';
import type { SanStack } from '../../../src/engines/san/stack.js';
import { memoryReader } from '../../helpers/memory-reader.js';

const H = '/h';
const W = '/w';

function load(files: Record<string, unknown>, sessionRules: string[] = []): SanStack {
  const texts = Object.fromEntries(Object.entries(files).map(([p, v]) => [p, JSON.stringify(v, null, 2)]));
  return san.loadStack({ home: H, userHome: H, workspace: W, overrides: [], projectConfig: true, env: {}, reader: memoryReader(texts), sessionRules });
}

const stack = load(
  {
    [`${H}/.claude/settings.json`]: { permissions: { allow: ['Bash(git:*)', 'Read(/w/**)'], deny: ['Bash(rm:*)'] } },
    [`${H}/.gen/settings.json`]: {
      permissions: { allow: ['Bash(git:*)', 'Bash(npm test)'], ask: ['Bash(git push:*)', 'Write(*)'], deny: ['WebFetch(domain:evil.com)'] },
      hooks: {
        PermissionRequest: [{ matcher: 'Edit|Write', hooks: [{ type: 'command', command: './guard.sh' }] }],
        PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'pre.sh', async: true }] }],
      },
    },
    [`${W}/.gen/settings.json`]: { permissions: { allow: ['Bash(*)', 'Bash(npm:*)'], deny: ['Bash(rm:*)', 'Bash'] } },
  },
  ['Bash(ls:*)', 'Edit'],
);

describe('san rules(): every entry with a stable id, in the order the gate consults them', () => {
  it('ids, kinds, patterns, keys, layers, scopes, calls and inert repeats', () => {
    const rows = san.rules!(stack).map((r) => [r.id, r.action, r.kind, r.tool, r.pattern, r.key, r.layer, r.scope, r.call?.key ?? null, r.inert !== undefined]);
    expect(rows).toEqual([
      ['~/.claude/settings.json#deny.1', 'deny', 'command-prefix', 'Bash', 'rm', 'Bash(rm:*)', 'settings-rules', 'user', 'command', false],
      ['~/.gen/settings.json#deny.1', 'deny', 'domain', 'WebFetch', 'evil.com', 'WebFetch(domain:evil.com)', 'settings-rules', 'user', 'url', false],
      ['.gen/settings.json#deny.1', 'deny', 'command-prefix', 'Bash', 'rm', 'Bash(rm:*)', 'settings-rules', 'project', 'command', true],
      ['.gen/settings.json#deny.2', 'deny', 'command-exact', 'Bash', '', 'Bash()', 'settings-rules', 'project', 'command', false],
      ['~/.gen/settings.json#ask.1', 'ask', 'command-prefix', 'Bash', 'git push', 'Bash(git push:*)', 'settings-rules', 'user', 'command', false],
      ['~/.gen/settings.json#ask.2', 'ask', 'tool', 'Write', '*', 'Write(*)', 'settings-rules', 'user', 'file_path', false],
      ['~/.claude/settings.json#allow.1', 'allow', 'command-prefix', 'Bash', 'git', 'Bash(git:*)', 'settings-rules', 'user', 'command', false],
      ['~/.claude/settings.json#allow.2', 'allow', 'path-glob', 'Read', '/w/**', 'Read(/w/**)', 'settings-rules', 'user', 'file_path', false],
      ['~/.gen/settings.json#allow.1', 'allow', 'command-prefix', 'Bash', 'git', 'Bash(git:*)', 'settings-rules', 'user', 'command', true],
      ['~/.gen/settings.json#allow.2', 'allow', 'command-exact', 'Bash', 'npm test', 'Bash(npm test)', 'settings-rules', 'user', 'command', false],
      ['.gen/settings.json#allow.1', 'allow', 'tool', 'Bash', '*', 'Bash(*)', 'settings-rules', 'project', 'command', false],
      ['.gen/settings.json#allow.2', 'allow', 'command-prefix', 'Bash', 'npm', 'Bash(npm:*)', 'settings-rules', 'project', 'command', false],
      ['--session-rule#1', 'allow', 'command-prefix', 'Bash', 'ls', 'Bash(ls:*)', 'session-permissions', 'session', 'command', false],
      ['--session-rule#2', 'allow', 'tool', 'Edit', '*', 'Edit(*)', 'session-permissions', 'session', 'file_path', false],
    ]);
  });

  it('sources and labels: a file rule points at its entry, a session permission has none', () => {
    const rules = san.rules!(stack);
    const deny = rules[0]!;
    expect(deny.source).toMatchObject({ file: `${H}/.claude/settings.json`, line: expect.any(Number) });
    expect(deny.text).toBe('Bash(rm:*)');
    expect(rules.find((r) => r.id === '.gen/settings.json#deny.1')!.inert).toContain('keeps only the first');
    const session = rules.find((r) => r.id === '--session-rule#1')!;
    expect(session.source).toBeNull();
    expect(session.from).toBe('--session-rule');
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
  });
});

type Row = [rule: string, effect: MatchEffect, by?: string];

interface MatchCase {
  name: string;
  call: Call;
  ctx?: CallContext;
  decision: Decision;
  layer: string;
  rule?: string;
  /** `Trace.matches`, winner first, as [rule, effect, by]. */
  matches: Row[];
}

const bash = (command: string): Call => ({ tool: 'Bash', input: { command } });
const C = '~/.claude/settings.json';
const G = '~/.gen/settings.json';
const P = '.gen/settings.json';

const cases: MatchCase[] = [
  {
    name: 'an allow wins; a later allow that covers the same command is shadowed; a repeat is not applicable',
    call: bash('git status'),
    decision: 'allow',
    layer: 'settings-rules',
    rule: `${C}#allow.1`,
    matches: [[`${C}#allow.1`, 'decided'], [`${P}#allow.1`, 'shadowed', `${C}#allow.1`], [`${G}#allow.1`, 'not-applicable', `${C}#allow.1`]],
  },
  {
    name: 'an ask beats every allow that matches (ask rules before allow rules)',
    call: bash('git push origin main'),
    decision: 'ask',
    layer: 'settings-rules',
    rule: `${G}#ask.1`,
    matches: [[`${G}#ask.1`, 'decided'], [`${C}#allow.1`, 'shadowed', `${G}#ask.1`], [`${P}#allow.1`, 'shadowed', `${G}#ask.1`], [`${G}#allow.1`, 'not-applicable', `${C}#allow.1`]],
  },
  {
    name: 'a deny on one command of a chain blocks it; allows are shadowed by it; session permissions are not reached',
    call: bash('rm -rf build && ls -la'),
    decision: 'deny',
    layer: 'settings-rules',
    rule: `${C}#deny.1`,
    matches: [[`${C}#deny.1`, 'decided'], [`${P}#allow.1`, 'overridden', `${C}#deny.1`], [`${P}#deny.1`, 'not-applicable', `${C}#deny.1`], ['--session-rule#1', 'overridden', `${C}#deny.1`]],
  },
  {
    name: 'a session grant of the whole tool decides what no settings rule matched',
    call: { tool: 'Edit', input: { file_path: '/w/src/a.ts' } },
    decision: 'allow',
    layer: 'session-permissions',
    rule: '--session-rule#2',
    matches: [['--session-rule#2', 'decided']],
  },
  {
    name: 'the bypass-immune floor holds an allowed call: the allow is overridden, no rule decided',
    call: bash('git reset --hard'),
    decision: 'ask',
    layer: 'settings-rules',
    matches: [[`${C}#allow.1`, 'overridden'], [`${P}#allow.1`, 'shadowed', `${C}#allow.1`], [`${G}#allow.1`, 'not-applicable', `${C}#allow.1`]],
  },
  {
    name: 'bypassPermissions: the mode allows what an ask rule asks, so the ask is overridden',
    call: { tool: 'Write', input: { file_path: '/w/README.md' } },
    ctx: { mode: 'bypassPermissions' },
    decision: 'allow',
    layer: 'mode-policy',
    matches: [[`${G}#ask.2`, 'overridden']],
  },
  {
    name: 'a subagent cannot ask: the ask rule selected is overridden by the prompt bit',
    call: bash('git push origin main'),
    ctx: { subagent: true },
    decision: 'deny',
    layer: 'prompt',
    matches: [[`${G}#ask.1`, 'overridden'], [`${C}#allow.1`, 'shadowed', `${G}#ask.1`], [`${P}#allow.1`, 'shadowed', `${G}#ask.1`], [`${G}#allow.1`, 'not-applicable', `${C}#allow.1`]],
  },
  {
    name: 'a bare deny matches only an empty command',
    call: bash(''),
    decision: 'deny',
    layer: 'settings-rules',
    rule: `${P}#deny.2`,
    matches: [[`${P}#deny.2`, 'decided']],
  },
  {
    name: 'WebFetch: a domain deny',
    call: { tool: 'WebFetch', input: { url: 'https://evil.com/x' } },
    decision: 'deny',
    layer: 'settings-rules',
    rule: `${G}#deny.1`,
    matches: [[`${G}#deny.1`, 'decided']],
  },
];

function rows(t: ReturnType<typeof san.evaluate>): Row[] {
  return (t.matches ?? []).map((m) => (m.by ? [m.rule, m.effect, m.by] : [m.rule, m.effect]));
}

describe('san Trace.matches: every rule that matched, winner first, with its effect', () => {
  for (const c of cases) {
    it(c.name, () => {
      const t = san.evaluate(stack, c.call, { hookResults: { 'PermissionRequest#1': 'none' }, ...c.ctx });
      expect([t.decision, t.decidedBy.layer]).toEqual([c.decision, c.layer]);
      expect(t.decidedBy.rule).toBe(c.rule);
      expect(rows(t)).toEqual(c.matches);
    });
  }

  it('chains: allows that together cover every command both decide, and say which part each matched', () => {
    const s = load({ [`${H}/.gen/settings.json`]: { permissions: { allow: ['Bash(git:*)', 'Bash(npm:*)'] } } });
    const t = san.evaluate(s, bash('git status && npm test'), { hookResults: {} });
    expect(t.decision).toBe('allow');
    expect(t.decidedBy.rule).toBe(`${G}#allow.1`);
    expect((t.matches ?? []).map((m) => [m.rule, m.effect, m.segment])).toEqual([
      [`${G}#allow.1`, 'decided', 0],
      [`${G}#allow.2`, 'decided', 1],
    ]);
  });

  it('chains: an allow that covers part of the command is not applicable (every command must be covered)', () => {
    const s = load({ [`${H}/.gen/settings.json`]: { permissions: { allow: ['Bash(git:*)'] } } });
    const t = san.evaluate(s, bash('git status && npm test'), { hookResults: {} });
    expect([t.decision, t.decidedBy.layer, t.decidedBy.rule]).toEqual(['ask', 'default', undefined]);
    expect(t.matches).toEqual([{ rule: `${G}#allow.1`, layer: 'settings-rules', effect: 'not-applicable', why: expect.stringContaining("but not 'npm test'"), segment: 0 }]);
  });

  it('allow and deny on the same command: both listed, the deny decides and overrides the allow (deny rules first)', () => {
    const s = load({ [`${H}/.gen/settings.json`]: { permissions: { allow: ['Bash(curl:*)'], deny: ['Bash(curl:*)'] } } });
    const t = san.evaluate(s, bash('curl https://example.com'), { hookResults: {} });
    expect(t.decidedBy.rule).toBe(`${G}#deny.1`);
    expect(rows(t)).toEqual([[`${G}#deny.1`, 'decided'], [`${G}#allow.1`, 'overridden', `${G}#deny.1`]]);
  });
});

describe('san ruleMatches agrees with the pipeline', () => {
  const piece = fc.constantFrom('git', 'git ', 'status', 'rm', ' -rf', ':', '*', '**', ' ', '/w', '/x', 'x', ':*', ' *', 'ls', 'push');
  const args = fc.array(piece, { maxLength: 4 }).map((ps) => ps.join(''));
  const entry = fc.record({ tool: fc.constantFrom('Bash', 'Bash', 'Bash', 'Read', 'Write'), args, bare: fc.boolean() }).map(({ tool, args, bare }) => (bare ? tool : `${tool}(${args})`));
  const list = fc.array(entry, { maxLength: SMALL + 4 });
  const file = fc.record({ allow: list, ask: list, deny: list });
  const word = fc.constantFrom('git', 'status', 'push', 'rm', '-rf', 'x', '/x/y', 'timeout', '5', 'ls', 'sudo', '$(ls)');
  const simple = fc.array(word, { minLength: 1, maxLength: 3 }).map((ws) => ws.join(' '));
  const op = fc.constantFrom(' && ', '; ', ' | ');
  const command = fc.oneof(fc.constant(''), simple, fc.tuple(simple, op, simple).map(([a, o, b]) => `${a}${o}${b}`));
  const path = fc.array(fc.constantFrom('/w', '/x', '/', 'a', '.env', 'x'), { maxLength: 4 }).map((ps) => ps.join(''));
  const call: fc.Arbitrary<Call> = fc.oneof(
    command.map((c) => bash(c)),
    fc.tuple(fc.constantFrom('Read', 'Write'), path).map(([tool, p]) => ({ tool, input: { file_path: p } })),
  );
  const sessions = fc.array(entry, { maxLength: 3 });
  const mode = fc.constantFrom(undefined, 'bypassPermissions', 'plan', 'acceptEdits');

  it('a rule is in Trace.matches iff ruleMatches says it matches, each once; the deciding rule is first', () => {
    fc.assert(
      fc.property(file, file, sessions, fc.array(call, { minLength: 1, maxLength: 4 }), mode, (user, project, session, calls, m) => {
        const s = load({ [`${H}/.claude/settings.json`]: { permissions: user }, [`${W}/.gen/settings.json`]: { permissions: project } }, session);
        const records = san.rules!(s);
        for (const c of calls) {
          const t = san.evaluate(s, c, { hookResults: {}, ...(m ? { mode: m } : {}) });
          const listed = (t.matches ?? []).map((x) => x.rule);
          expect(new Set(listed).size).toBe(listed.length);
          const expected = records.filter((r) => san.ruleMatches!(s, r, c)).map((r) => r.id);
          expect([...listed].sort()).toEqual([...expected].sort());
          if (t.decidedBy.rule !== undefined) {
            expect(t.matches![0]).toMatchObject({ rule: t.decidedBy.rule, effect: 'decided' });
            expect(records.find((r) => r.id === t.decidedBy.rule)!.action).toBe(t.decision);
          } else {
            expect(t.matches!.every((x) => x.effect !== 'decided')).toBe(true);
          }
          for (const x of t.matches!) if (x.by !== undefined) expect(listed).toContain(x.by);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('san hooks(): every loaded hook as data', () => {
  it('ids, events, gating, failure mode, background, env and samples', () => {
    const hooks = san.hooks!(stack);
    expect(hooks.map((h) => [h.id, h.name, h.event, h.type, h.command, h.gates, h.onFailure, h.background ?? false])).toEqual([
      [`${G}#PreToolUse.1`, 'PreToolUse#1', 'PreToolUse', 'command', 'pre.sh', false, 'open', true],
      [`${G}#PermissionRequest.1`, 'PermissionRequest#1', 'PermissionRequest', 'command', './guard.sh', true, 'open', false],
    ]);
    const pr = hooks[1]!;
    expect(pr.failureWhy).toContain('fail open');
    expect(hooks[0]!.failureWhy).toContain('never runs PreToolUse hooks');
    expect(pr.env).toEqual({ workspace: W, home: H, vars: { GEN_PROJECT_DIR: W, CLAUDE_PROJECT_DIR: W } });
    expect(pr.samples.map((c) => c.tool).sort()).toEqual(['Edit', 'Write']);
    expect(pr.source).toMatchObject({ file: `${H}/.gen/settings.json` });
  });

  it('each sample reaches the hook: unrun, the call depends on it (branches)', () => {
    const pr = san.hooks!(stack)[1]!;
    for (const c of pr.samples.filter((x) => x.tool === 'Edit')) {
      const t = san.evaluate(load({ [`${H}/.gen/settings.json`]: { hooks: { PermissionRequest: [{ matcher: 'Edit|Write', hooks: [{ type: 'command', command: './guard.sh' }] }] } } }), c, { hookResults: {} });
      expect(t.decidedBy.layer).toBe('hooks');
      expect(t.branches.length).toBeGreaterThan(0);
    }
  });
});
