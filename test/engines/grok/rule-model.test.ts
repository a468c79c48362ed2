/**
 * grok's rules as data (`rules()`), its one matcher (`ruleMatches`) and the
 * matches a trace records. Expectations follow grok-build's selection
 * (`gate_preflight.rs` `GatePreflight::evaluate`, `policy_decision`: any
 * deny rejects, else any ask prompts, else an allow approves, source order
 * never matters; `bash_chain_fully_allowed`: every segment needs its own
 * allow), as `src/engines/grok/policy.ts` models it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { grok } from '../../../src/engines/grok/index.js';
import type { GrokStack } from '../../../src/engines/grok/stack.js';
import type { Call, RuleMatch } from '../../../src/core/types.js';
import { grokStack } from './helpers.js';
import { call as evalCall, linkReader, permission } from './memory.js';

function stackOf(files: Record<string, string>, extra: { sessionRules?: string[]; trusted?: boolean } = {}): GrokStack {
  return grok.loadStack({
    home: '/h',
    userHome: '/h',
    workspace: '/w',
    overrides: [],
    projectConfig: true,
    env: {},
    trusted: extra.trusted ?? true,
    reader: linkReader(files, {}, ['/w', '/w/.git']),
    ...(extra.sessionRules ? { sessionRules: extra.sessionRules } : {}),
  });
}

const FILES: Record<string, string> = {
  '/h/.grok/config.toml': [
    '[permission]',
    'deny = ["Bash(git)", "Read(**/.env)"]',
    'ask = ["Bash(npm publish)", "Read(secrets/*)"]',
    'allow = ["Bash(git status)", "Bash(npm run *)", "WebFetch(domain:example.com)", "MCPTool(github__*)", "Bash(npm run build)"]',
    '',
  ].join('\n'),
  '/w/.grok/config.toml': '[permission]\ndeny = ["Bash(curl:*)"]\nallow = ["Bash(ls)"]\n',
  '/w/.claude/settings.json': '{ "permissions": { "allow": ["Bash(make:*)"], "defaultMode": "acceptEdits" } }\n',
};

const STACK = stackOf(FILES, { sessionRules: ['Bash(make:*)', 'WebFetch(domain:api.example.com)'] });

function bash(command: string): Call {
  return { tool: 'Bash', input: { command } };
}

function matchesOf(stack: GrokStack, c: Call, ctx: Parameters<typeof evalCall>[2] = {}): Pick<RuleMatch, 'rule' | 'effect' | 'by'>[] {
  const t = evalCall(stack, c, ctx);
  return (t.matches ?? []).map((m) => ({ rule: m.rule, effect: m.effect, ...(m.by ? { by: m.by } : {}) }));
}

describe('rules(): one record per rule, with stable ids', () => {
  const records = grok.rules!(STACK);

  it.each([
    // id, action, kind, tool, pattern, layer, scope, line or from
    ['~/.grok/config.toml#deny.1', 'deny', 'command-prefix', 'Bash', 'git', 'rules', 'user config', 2],
    ['~/.grok/config.toml#deny.2', 'deny', 'path-glob', 'Read', '**/.env', 'rules', 'user config', 2],
    ['~/.grok/config.toml#ask.1', 'ask', 'command-prefix', 'Bash', 'npm publish', 'rules', 'user config', 3],
    ['~/.grok/config.toml#ask.2', 'ask', 'path-glob', 'Read', 'secrets/*', 'rules', 'user config', 3],
    ['~/.grok/config.toml#allow.1', 'allow', 'command-prefix', 'Bash', 'git status', 'rules', 'user config', 4],
    ['~/.grok/config.toml#allow.2', 'allow', 'command-glob', 'Bash', 'npm run *', 'rules', 'user config', 4],
    ['~/.grok/config.toml#allow.3', 'allow', 'domain', 'WebFetch', 'example.com', 'rules', 'user config', 4],
    ['~/.grok/config.toml#allow.4', 'allow', 'mcp', 'MCPTool', 'github__*', 'rules', 'user config', 4],
    ['.grok/config.toml#deny.1', 'deny', 'command-prefix', 'Bash', 'curl', 'rules', 'project config', 2],
    ['.grok/config.toml#allow.1', 'allow', 'command-prefix', 'Bash', 'ls', 'rules', 'project config', 3],
    ['settings.json#allow.1', 'allow', 'command-prefix', 'Bash', 'make', 'rules', 'claude settings', 1],
    ['settings.json#defaultMode', 'allow', 'tool', 'Edit', '*', 'rules', 'claude settings', 1],
    ['--session-rule#1', 'allow', 'command-prefix', 'Bash', 'make', 'session-grants', 'session', '--session-rule'],
    ['--session-rule#2', 'allow', 'domain', 'WebFetch', 'api.example.com', 'session-grants', 'session', '--session-rule'],
  ] as const)('%s', (id, action, kind, tool, pattern, layer, scope, where) => {
    const r = records.find((x) => x.id === id);
    expect(r, `${id} in ${records.map((x) => x.id).join(', ')}`).toBeDefined();
    expect({ action: r!.action, kind: r!.kind, tool: r!.tool, pattern: r!.pattern, layer: r!.layer, scope: r!.scope }).toEqual({ action, kind, tool, pattern, layer, scope });
    if (typeof where === 'number') expect(r!.source?.line).toBe(where);
    else expect({ source: r!.source, from: r!.from }).toEqual({ source: null, from: where });
  });

  it('lists every rule once, in merge order, then the session grants', () => {
    expect(records.map((r) => r.id)).toEqual([
      '~/.grok/config.toml#deny.1', '~/.grok/config.toml#deny.2', '~/.grok/config.toml#allow.1', '~/.grok/config.toml#allow.2', '~/.grok/config.toml#allow.3',
      '~/.grok/config.toml#allow.4', '~/.grok/config.toml#allow.5', '~/.grok/config.toml#ask.1', '~/.grok/config.toml#ask.2',
      '.grok/config.toml#deny.1', '.grok/config.toml#allow.1', 'settings.json#allow.1', 'settings.json#defaultMode',
      '--session-rule#1', '--session-rule#2',
    ]);
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
  });

  it('says how a call the rule is about is written, and what a rule on every tool is', () => {
    const by = (id: string) => records.find((r) => r.id === id)!;
    expect(by('~/.grok/config.toml#deny.1').call).toEqual({ tool: 'Bash', key: 'command' });
    expect(by('~/.grok/config.toml#deny.2').call).toEqual({ tool: 'Read', key: 'path' });
    // An MCP rule is about the call whose tool is the qualified name it matches.
    expect(by('~/.grok/config.toml#allow.4').call).toEqual({ tool: 'github__*' });
    expect(by('settings.json#defaultMode').text).toBe('defaultMode = "acceptEdits"');
    const anyStack = stackOf({ '/h/.grok/config.toml': permission({ deny: ['mcp__github__x', '*'] }) });
    const any = grok.rules!(anyStack);
    // A rule on every tool: no tool, written as the Bash call grok also tries it on.
    expect(any.map((r) => [r.id, r.kind, r.tool, r.call?.tool])).toEqual([
      ['config.toml#deny.1', 'any-glob', undefined, 'Bash'],
      ['config.toml#deny.2', 'tool', undefined, 'Bash'],
    ]);
    const [mcpName, star] = any;
    expect(grok.ruleMatches!(anyStack, mcpName!, bash('mcp__github__x --flag'))).toBe(true);
    expect(grok.ruleMatches!(anyStack, mcpName!, { tool: 'github__x', input: {} })).toBe(false);
    expect(star!.pattern).toBe('*');
  });

  it('keys: same tool, mode and pattern whatever the action or the file', () => {
    const k = (id: string) => records.find((r) => r.id === id)!.key;
    expect(k('settings.json#allow.1')).toBe(stackKey('allow', 'Bash(make:*)'));
    expect(k('~/.grok/config.toml#deny.1')).toBe(stackKey('allow', 'Bash(git)'));
    expect(k('~/.grok/config.toml#deny.1')).not.toBe(k('~/.grok/config.toml#allow.1'));
    // A session grant is matched by another test than the rules: never the same key.
    expect(k('--session-rule#1')).not.toBe(k('settings.json#allow.1'));
  });

  it('lists a catch-all allow the always-approve pin drops as inert', () => {
    const s = grokStack('grok-managed', { managed: true });
    const inert = grok.rules!(s).filter((r) => r.inert !== undefined);
    expect(inert.map((r) => [r.id, r.text])).toEqual([['managed_config.toml#allow.2', 'Bash(*)']]);
    expect(inert[0]!.inert).toMatch(/always-approve/);
  });

  it('verbose entries are numbered in their own list', () => {
    const s = stackOf({ '/h/.grok/config.toml': '[permission]\nrules = [\n  { action = "deny", tool = "bash", pattern = "rm -rf *" },\n  { action = "allow", tool = "read" },\n]\n' });
    expect(grok.rules!(s).map((r) => [r.id, r.kind, r.text])).toEqual([
      ['config.toml#rules.1', 'command-glob', 'Bash(rm -rf *)'],
      ['config.toml#rules.2', 'tool', 'Read()'],
    ]);
  });
});

function stackKey(action: 'allow' | 'deny', text: string): string {
  const s = stackOf({ '/h/.grok/config.toml': permission({ [action]: [text] }) });
  return grok.rules!(s)[0]!.key;
}

describe('Trace.matches: every matching rule, the winner first', () => {
  it.each([
    // call, [rule, effect, by?]…: any deny rejects (deny > ask > allow, in any order)
    // A deny is enforced on its own, first (managed-deny): the allow under it is overridden.
    ['git status', [['~/.grok/config.toml#deny.1', 'decided'], ['~/.grok/config.toml#allow.1', 'overridden', '~/.grok/config.toml#deny.1']]],
    // The raw prefix: `Bash(git)` denies `gitleaks`; the allow's word prefix does not match it.
    ['gitleaks detect', [['~/.grok/config.toml#deny.1', 'decided']]],
    // Two allows on one segment: grok takes the first in merge order.
    ['npm run build', [['~/.grok/config.toml#allow.2', 'decided'], ['~/.grok/config.toml#allow.5', 'shadowed', '~/.grok/config.toml#allow.2']]],
    // A chain: each segment's allow decides together; decidedBy.rule names the first.
    ['ls && npm run lint', [['.grok/config.toml#allow.1', 'decided'], ['~/.grok/config.toml#allow.2', 'decided']]],
    // An allow on one segment of a chain the other segment is not allowed in.
    ['ls && whoami', [['.grok/config.toml#allow.1', 'not-applicable']]],
    // Ask beats allow: npm publish is not `npm run *`, so only the ask matches; a deny in the chain beats it.
    ['npm publish && curl x.sh', [['.grok/config.toml#deny.1', 'decided'], ['~/.grok/config.toml#ask.1', 'overridden', '.grok/config.toml#deny.1']]],
    ['npm publish', [['~/.grok/config.toml#ask.1', 'decided']]],
    // The request floor defers a matching allow to a prompt: overridden, no rule decides.
    ['make install > out.txt', [['settings.json#allow.1', 'overridden'], ['--session-rule#1', 'overridden']]],
  ] as const)('%s', (command, expected) => {
    const want = expected.map(([rule, effect, by]) => ({ rule, effect, ...(by ? { by } : {}) }));
    expect(matchesOf(STACK, bash(command))).toEqual(want);
  });

  it('decidedBy.rule is the winner, where a rule decided', () => {
    expect(evalCall(STACK, bash('git push')).decidedBy.rule).toBe('~/.grok/config.toml#deny.1');
    expect(evalCall(STACK, bash('ls && npm run lint')).decidedBy.rule).toBe('.grok/config.toml#allow.1');
    expect(evalCall(STACK, bash('whoami')).decidedBy.rule).toBeUndefined();
    expect(evalCall(STACK, { tool: 'WebFetch', input: { url: 'https://api.example.com/v1' } }).decidedBy).toMatchObject({ layer: 'policy', rule: '~/.grok/config.toml#allow.3' });
  });

  it('an ask on a non-shell tool under always-approve: matched, overridden by the yolo layer', () => {
    const t = evalCall(STACK, { tool: 'Read', input: { path: 'secrets/key.txt' } }, { mode: 'bypassPermissions' });
    expect(t.decidedBy.layer).toBe('yolo');
    expect(t.matches).toEqual([expect.objectContaining({ rule: '~/.grok/config.toml#ask.2', effect: 'overridden' })]);
  });

  it('a deny, an ask and an allow on the same file: the deny decides and overrides both', () => {
    const s = stackOf({ '/h/.grok/config.toml': permission({ deny: ['Read(**/.env)', 'Read(.env)'], ask: ['Read(.env)'], allow: ['Read(*)'] }) });
    expect(matchesOf(s, { tool: 'Read', input: { path: '.env' } })).toEqual([
      { rule: 'config.toml#deny.1', effect: 'decided' },
      { rule: 'config.toml#deny.2', effect: 'shadowed', by: 'config.toml#deny.1' },
      { rule: 'config.toml#ask.1', effect: 'overridden', by: 'config.toml#deny.1' },
      { rule: 'config.toml#allow.1', effect: 'overridden', by: 'config.toml#deny.1' },
    ]);
  });

  it('an ask and an allow: the allow is shadowed by the ask (the merged selection)', () => {
    const s = stackOf({ '/h/.grok/config.toml': permission({ ask: ['Bash(npm publish)', 'Bash(npm)'], allow: ['Bash(npm publish)'] }) });
    expect(matchesOf(s, bash('npm publish'))).toEqual([
      { rule: 'config.toml#ask.1', effect: 'decided' },
      { rule: 'config.toml#ask.2', effect: 'shadowed', by: 'config.toml#ask.1' },
      { rule: 'config.toml#allow.1', effect: 'shadowed', by: 'config.toml#ask.1' },
    ]);
  });

  it('a session grant that decides is the rule of the decision', () => {
    // Session grants come before the policy allow (layer 7, `session_grant_pre_decision`).
    const t = evalCall(STACK, bash('make test'));
    expect(t.decidedBy).toMatchObject({ layer: 'session-grants', rule: '--session-rule#1' });
    expect(t.matches!.map((m) => [m.rule, m.effect, m.by])).toEqual([
      ['--session-rule#1', 'decided', undefined],
      ['settings.json#allow.1', 'overridden', '--session-rule#1'],
    ]);
    const g = evalCall(stackOf(FILES, { sessionRules: ['Bash(whoami)'] }), bash('whoami'));
    expect(g.decidedBy).toMatchObject({ layer: 'session-grants', rule: '--session-rule#1' });
    expect(g.matches).toEqual([expect.objectContaining({ rule: '--session-rule#1', effect: 'decided', layer: 'session-grants' })]);
  });

  it('names the segment of a chain a rule matched', () => {
    const t = evalCall(STACK, bash('ls && curl https://example.com/x'));
    expect(t.matches!.map((m) => [m.rule, m.segment])).toEqual([
      ['.grok/config.toml#deny.1', 1],
      ['.grok/config.toml#allow.1', 0],
    ]);
  });
});

describe('ruleMatches agrees with the pipeline', () => {
  const WORDS = ['git status', 'gitleaks detect', 'npm run build', 'npm publish', 'curl https://example.com/x', 'ls', 'make test', 'whoami', 'cat .env', 'cat secrets/a', 'sh -c "git push"', 'timeout 5 make'];
  const CALLS: Call[] = [
    { tool: 'Read', input: { path: '.env' } },
    { tool: 'Read', input: { path: 'secrets/a' } },
    { tool: 'Edit', input: { file_path: 'src/a.ts' } },
    { tool: 'WebFetch', input: { url: 'https://example.com/' } },
    { tool: 'WebFetch', input: { url: 'https://api.example.com/v1' } },
    { tool: 'github__create_issue', input: {} },
  ];
  const call = fc.oneof(
    fc.constantFrom(...CALLS),
    fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom('', ' && ', ' | ', '; '), fc.constantFrom(...WORDS)).map(([a, op, b]) => bash(op === '' ? a : `${a}${op}${b}`)),
  );

  it('a rule is in Trace.matches iff ruleMatches says it matches, where the rules layer is reached', () => {
    const records = grok.rules!(STACK);
    fc.assert(
      fc.property(call, (c) => {
        const t = evalCall(STACK, c);
        if (t.layers.find((l) => l.id === 'rules')?.outcome === 'skip') return;
        const listed = new Set((t.matches ?? []).map((m) => m.rule));
        for (const r of records) expect({ call: c, rule: r.id, listed: listed.has(r.id) }).toEqual({ call: c, rule: r.id, listed: grok.ruleMatches!(STACK, r, c) });
      }),
      { numRuns: 150, seed: 16 },
    );
  });

  it('each rule is listed once, the one decidedBy.rule names first', () => {
    fc.assert(
      fc.property(call, (c) => {
        const t = evalCall(STACK, c);
        const ids = (t.matches ?? []).map((m) => m.rule);
        expect(new Set(ids).size).toBe(ids.length);
        if (t.decidedBy.rule !== undefined) expect(ids[0]).toBe(t.decidedBy.rule);
        for (const m of t.matches ?? []) if (m.by !== undefined) expect(ids).toContain(m.by);
      }),
      { numRuns: 150, seed: 17 },
    );
  });
});

describe('hooks(): every hook as data', () => {
  const s = grokStack('grok-hooks');
  const hooks = grok.hooks!(s);

  it('ids, events, failure mode', () => {
    expect(hooks.map((h) => [h.id, h.name, h.event, h.gates, h.onFailure])).toEqual([
      ['config.toml#PreToolUse.0.0', 'bash-guard', 'PreToolUse', true, 'open'],
      ['config.toml#PreToolUse.1.0', 'edit-guard', 'PreToolUse', true, 'open'],
      ['settings.json#PreToolUse.0.0', 'echo', 'PreToolUse', true, 'open'],
    ]);
    expect(hooks[0]!.failureWhy).toMatch(/fails open/);
    expect(hooks[0]!.env).toEqual({ workspace: s.workspace, home: s.home, vars: { CLAUDE_PROJECT_DIR: s.workspace } });
  });

  it('samples are the calls its matcher selects', () => {
    expect(hooks[0]!.samples.map((c) => c.tool)).toEqual(['Bash']);
    expect(hooks[1]!.samples.map((c) => c.tool)).toEqual(['Edit', 'Write']);
    for (const h of hooks) for (const c of h.samples) {
      const t = grok.evaluate(s, c, { hookResults: {} });
      expect(t.unknowns.some((u) => u.includes(`hook '${h.name}'`)), `${h.name} runs on ${c.tool}`).toBe(true);
    }
  });

  it('what grok never acts on is a hook-risk problem of the load; an invalid matcher switches the hook off', () => {
    expect(s.problems.filter((p) => p.check === 'hook-risk').map((p) => [p.severity, p.loc.line])).toEqual([['warning', 7]]);
    expect(s.problems.find((p) => p.check === 'hook-risk')!.message).toContain('answers Claude-style (permissionDecision)');
    const bad = stackOf({ '/h/.grok/config.toml': '[[hooks.PreToolUse]]\nmatcher = "Bash("\nhooks = [{ type = "command", command = "guard.sh" }]\n' });
    expect(bad.problems.map((p) => [p.check, p.message])).toEqual([['hook-risk', expect.stringContaining('not a valid regular expression')]]);
    expect(grok.hooks!(bad)).toEqual([expect.objectContaining({ id: 'config.toml#PreToolUse.0.0', disabled: expect.stringContaining('never runs it'), samples: [] })]);
  });
});
