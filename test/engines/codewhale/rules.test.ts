/**
 * Codewhale's rules as data: the ids and fields of rules() and hooks(), the
 * effects in Trace.matches (from the engine's own selection: checkPolicy,
 * matching_ask_rule, execpolicy's first deny, auto-review's block-before-allow,
 * repo law's block-over-ask), and ruleMatches agreeing with the pipeline.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Call, CallContext, RuleMatch } from '../../../src/core/types.js';
import { codewhale } from '../../../src/engines/codewhale/index.js';
import type { CodewhaleStack } from '../../../src/engines/codewhale/stack.js';
import { rule, stackOf } from '../../helpers/codewhale.js';
import { FIXTURES, fixtureOptions } from '../../helpers/stack.js';

const basic = codewhale.loadStack(fixtureOptions('cw-basic'));
const execpolicy = codewhale.loadStack(fixtureOptions('cw-execpolicy', { userHome: join(FIXTURES, 'cw-execpolicy', 'userhome') }));
const hooked = codewhale.loadStack(fixtureOptions('cw-hooks', { trusted: true }));

const shell = (command: string): Call => ({ tool: 'exec_shell', input: { command } });
const file = (tool: string, path: string): Call => ({ tool, input: { path } });

function explain(stack: CodewhaleStack, call: Call, ctx: CallContext = {}) {
  return codewhale.evaluate(stack, call, { hookResults: {}, ...ctx });
}

/** `id effect [by]` per match, winner first. */
function effects(matches: readonly RuleMatch[] | undefined): string[] {
  return (matches ?? []).map((m) => `${m.rule} ${m.effect}${m.by ? ` by ${m.by}` : ''}`);
}

describe('rules(): ids and fields', () => {
  const rules = codewhale.rules!(basic);
  const byId = new Map(rules.map((r) => [r.id, r]));

  it('names each rule <file>#<position>, typed rules first, in file order', () => {
    expect(rules.map((r) => r.id)).toEqual([
      ...Array.from({ length: 12 }, (_, i) => `permissions.toml#${i + 1}`),
      'config.toml#auto_allow.1',
      'constitution.json#1',
      'constitution.json#2',
    ]);
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
  });

  it.each([
    // id, action, kind, tool, pattern, layer, call key
    ['permissions.toml#1', 'allow', 'command-prefix', 'exec_shell', 'git status', 'typed-rules', 'command'],
    ['permissions.toml#2', 'deny', 'command-prefix', 'exec_shell', 'cargo publish', 'typed-rules', 'command'],
    ['permissions.toml#5', 'allow', 'command-exact', 'exec_shell', 'npm test', 'typed-rules', 'command'],
    ['permissions.toml#8', 'deny', 'path-exact', 'read_file', '.env', 'typed-rules', 'path'],
    ['permissions.toml#10', 'allow', 'tool', 'write_file', '', 'typed-rules', 'path'],
    ['config.toml#auto_allow.1', 'allow', 'command-prefix', 'exec_shell', 'cargo test', 'typed-rules', 'command'],
    ['constitution.json#1', 'deny', 'path-glob', undefined, '.github/workflows/**', 'repo-law', 'path'],
    ['constitution.json#2', 'ask', 'path-glob', undefined, 'db/migrations/**', 'repo-law', 'path'],
  ])('%s: %s %s on %s `%s` (%s)', (id, action, kind, tool, pattern, layer, key) => {
    const r = byId.get(id)!;
    expect([r.action, r.kind, r.tool, r.pattern, r.layer, r.call?.key]).toEqual([action, kind, tool, pattern, layer, key]);
  });

  it('points each typed rule at its [[rules]] header', () => {
    expect(byId.get('permissions.toml#1')!.source).toMatchObject({ file: join(FIXTURES, 'cw-basic', 'home', 'permissions.toml'), line: 2 });
    expect(byId.get('permissions.toml#12')!.source).toMatchObject({ line: 56 });
    expect(byId.get('permissions.toml#2')!.text).toBe('tool = "exec_shell", command = "cargo publish"');
    expect(byId.get('permissions.toml#1')!.scope).toBe('user');
  });

  it('marks what Codewhale never consults: auto_allow, and typed rules on tools no typed rule applies to', () => {
    expect(byId.get('config.toml#auto_allow.1')!.inert).toMatch(/UnlessTrusted/);
    expect(byId.get('permissions.toml#9')!.inert).toMatch(/never for rlm_eval/);
    expect(rules.filter((r) => r.inert !== undefined).map((r) => r.id)).toEqual(['permissions.toml#9', 'config.toml#auto_allow.1']);
  });

  it('marks a rule scoped to another workspace inert here, and one scoped to this workspace not', () => {
    const s = stackOf([rule('deny', 'make deploy', { workspace: '/elsewhere/repo' }), rule('deny', 'make deploy', { workspace: '/workspace/' })]);
    const [other, here] = codewhale.rules!(s);
    expect(other!.inert).toMatch(/scoped to workspace = "\/elsewhere\/repo"/);
    expect(here!.inert).toBeUndefined();
    expect(codewhale.ruleMatches!(s, here!, shell('make deploy'))).toBe(true);
    expect(codewhale.ruleMatches!(s, other!, shell('make deploy'))).toBe(false);
  });

  it.each([
    // rule, why it never matches (undefined: it can match)
    [rule('deny', 'make deploy', { workspace: 'work/repo' }), /workspace = "work\/repo" must be an absolute path/],
    [rule('ask', undefined, { path: 'scripts' }), /exec_shell calls carry a command, not a path/],
    [rule('deny', undefined, { tool: 'read_file', path: '../secrets/.env' }), /contains `\.\.`/],
    [rule('ask', 'cat .env', { tool: 'read_file' }), /read_file calls carry no command/],
    // A command deny is a hard denied prefix whatever its tool and path: it blocks `cat .env` in the shell.
    [rule('deny', 'cat .env', { tool: 'read_file' }), undefined],
    [rule('deny', 'rm', { path: 'build' }), undefined],
    [rule('deny', undefined, { tool: 'read_file', path: '/etc/shadow' }), undefined],
  ] as const)('never: %o', (r, why) => {
    const [rec] = codewhale.rules!(stackOf([r]));
    const never = (rec as { never?: string }).never;
    if (why === undefined) expect(never).toBeUndefined();
    else expect(never).toMatch(why);
  });

  it('gives rules that match the same calls the same key, and only those', () => {
    const s = stackOf([rule('allow', 'git  status'), rule('deny', 'GIT status'), rule('allow', 'git status', { commandExact: true }), rule('allow', 'git'), rule('allow', 'git status', { layer: 'agent' })]);
    const [a, b, c, d, e] = codewhale.rules!(s);
    expect(a!.key).toBe(b!.key);
    // An Agent rule ranks below a User one: the same matcher, another key.
    expect(new Set([a!.key, c!.key, d!.key, e!.key]).size).toBe(4);
  });

  it('lists execpolicy.toml denies in evaluation order (groups sorted), on the sandbox layer', () => {
    const ex = codewhale.rules!(execpolicy).filter((r) => r.layer === 'sandbox');
    expect(ex.map((r) => [r.id, r.kind, r.pattern])).toEqual([
      ['execpolicy.toml#1', 'command-glob', 'rm -rf *'],
      ['execpolicy.toml#2', 'command-glob', 'git push --force*'],
    ]);
  });
});

describe('Trace.matches: every matching rule, winner first, with its effect', () => {
  it.each([
    // A hard denied prefix is checked before any typed selection (lib.rs check, deny_scan_targets).
    [basic, shell('cargo publish --dry-run'), {}, 'permissions.toml#2', ['permissions.toml#2 decided', 'permissions.toml#3 overridden by permissions.toml#2']],
    // A typed ask over a tool-wide allow, for the same path.
    [basic, file('write_file', 'src/generated.rs'), {}, 'permissions.toml#11', ['permissions.toml#11 decided', 'permissions.toml#10 shadowed by permissions.toml#11']],
    // The allow matches, but the chain requires approval: the rule does not decide.
    [basic, shell('git status ; curl https://example.com/x.sh -o x.sh'), {}, undefined, ['permissions.toml#1 overridden']],
    // Only a deny acts on a deny-scan segment.
    [basic, shell('git status; curl https://example.com/x.sh -o x.sh'), {}, undefined, ['permissions.toml#1 not-applicable']],
    // Full Access never turns a typed ask into a prompt; auto_allow is never consulted.
    [basic, shell('cargo test --workspace'), { posture: 'full-access' }, undefined, ['permissions.toml#6 overridden', 'config.toml#auto_allow.1 not-applicable']],
    // Under never, the ask's approval is forbidden: it blocks, and it is what decided.
    [basic, shell('cargo test --workspace'), { posture: 'never' }, 'permissions.toml#6', ['permissions.toml#6 decided', 'config.toml#auto_allow.1 not-applicable']],
    // Repository law decides after a typed allow cleared the baseline.
    [basic, file('write_file', '.github/workflows/ci.yml'), {}, 'constitution.json#1', ['constitution.json#1 decided', 'permissions.toml#10 overridden by constitution.json#1']],
    // Plan mode blocks the write before the typed layer is reached.
    [basic, file('write_file', 'src/generated.rs'), { mode: 'plan' }, undefined, ['permissions.toml#11 overridden', 'permissions.toml#10 shadowed by permissions.toml#11']],
    // execpolicy: the first pattern decides at execution, later ones are shadowed.
    [execpolicy, shell('rm -rf build'), {}, 'execpolicy.toml#1', ['execpolicy.toml#1 decided']],
  ] as const)('%#', (stack, call, ctx, decided, expected) => {
    const t = explain(stack as CodewhaleStack, call as Call, ctx as CallContext);
    expect(effects(t.matches)).toEqual(expected);
    expect(t.decidedBy.rule).toBe(decided);
  });

  it('allow and deny on the same command, same layer: deny > allow (matching_ask_rule)', () => {
    // A workspace-scoped deny is not promoted to a hard prefix, so it meets the allow in selection.
    const s = stackOf([rule('allow', 'git push'), rule('deny', 'git push', { workspace: '/workspace' })]);
    const [allow, deny] = codewhale.rules!(s).map((r) => r.id);
    const t = explain(s, shell('git push origin'));
    expect(t.matches).toEqual([
      { rule: deny, layer: 'typed-rules', effect: 'decided', why: 'selected: typed deny' },
      { rule: allow, layer: 'typed-rules', effect: 'shadowed', why: 'same layer, deny > allow', by: deny },
    ]);
    expect([t.decision, t.decidedBy.rule]).toEqual(['deny', deny]);
  });

  it('a User rule outranks an Agent rule whatever the action', () => {
    const s = stackOf([rule('deny', 'cargo test', { layer: 'agent', workspace: '/workspace' }), rule('allow', 'cargo test')]);
    const [agent, user] = codewhale.rules!(s).map((r) => r.id);
    const t = explain(s, shell('cargo test'));
    expect(effects(t.matches)).toEqual([`${user} decided`, `${agent} shadowed by ${user}`]);
    expect(t.matches![1]!.why).toBe('user rules rank above agent rules (User > Agent > BuiltinDefault)');
  });

  it('names the segment a chained part matched', () => {
    const t = explain(basic, shell('git status && rm -rf build'));
    const rm = t.matches!.find((m) => m.rule === 'permissions.toml#7')!;
    expect([rm.effect, t.segments[rm.segment!]?.text]).toEqual(['decided', 'rm -rf build']);
  });

  it('shadows a later execpolicy deny matching the same command', () => {
    const t = explain(execpolicy, shell('rm -rf x && git push --force origin'));
    expect(effects(t.matches)).toEqual(['execpolicy.toml#1 decided', 'execpolicy.toml#2 shadowed by execpolicy.toml#1']);
  });
});

describe('ruleMatches agrees with the pipeline', () => {
  const calls: Call[] = [
    ...[
      'git status', 'git status -uall', 'git --no-pager status', 'git status && rm -rf x', 'git status ; ls', 'cargo publish --dry-run',
      'cargo publish', 'npm test', 'npm test && ls', 'npm  test', 'cargo test --workspace', 'ls; rm -rf /', 'echo $(npm install)',
      'git push origin main', "bash -c 'rm x'", 'ls', 'sudo rm -rf /', 'echo "x | rm y"', 'rm -rf *', 'git push --force origin', '',
    ].map(shell),
    file('read_file', '.env'),
    file('read_file', './.env'),
    file('write_file', 'src/generated.rs'),
    file('write_file', '.github/workflows/ci.yml'),
    file('write_file', 'db/migrations/001.sql'),
    { tool: 'rlm_eval', input: { code: '1' } },
    { tool: 'web_search', input: { query: 'x' } },
  ];
  const contexts: CallContext[] = [{}, { posture: 'never' }, { posture: 'full-access' }, { posture: 'auto-review' }, { mode: 'plan' }];
  const stacks = { basic, execpolicy };

  for (const [name, stack] of Object.entries(stacks)) {
    it(`${name}: a rule is in Trace.matches iff ruleMatches says it matches the call`, () => {
      const rules = codewhale.rules!(stack);
      for (const call of calls) {
        for (const ctx of contexts) {
          const t = explain(stack, call, ctx);
          const listed = new Set(t.matches!.map((m) => m.rule));
          const said = new Set(rules.filter((r) => codewhale.ruleMatches!(stack, r, t.call)).map((r) => r.id));
          expect([...listed].sort(), `${JSON.stringify(call)} ${JSON.stringify(ctx)}`).toEqual([...said].sort());
          // Each rule once; the decided one first and named by decidedBy.rule; `by` names a listed rule.
          expect(listed.size).toBe(t.matches!.length);
          const decided = t.matches!.filter((m) => m.effect === 'decided');
          expect(decided.length).toBeLessThanOrEqual(1);
          if (decided.length === 1) expect([t.matches![0]!.rule, t.decidedBy.rule]).toEqual([decided[0]!.rule, decided[0]!.rule]);
          else expect(t.decidedBy.rule).toBeUndefined();
          for (const m of t.matches!) if (m.by !== undefined) expect(listed.has(m.by)).toBe(true);
        }
      }
    });
  }

  it('a rule decides exactly when the trace cites it as the deciding source', () => {
    for (const call of calls) {
      const t = explain(basic, call);
      if (t.decidedBy.rule === undefined) continue;
      const r = codewhale.rules!(basic).find((x) => x.id === t.decidedBy.rule)!;
      expect(t.decidedBy.source).toEqual(r.source);
    }
  });
});

describe('hooks(): every hook with how it fails', () => {
  const hooks = codewhale.hooks!(hooked);

  it('ids, events, gates and failure modes (continue_on_error; background never votes)', () => {
    expect(hooks.map((h) => [h.id, h.name, h.gates, h.onFailure, h.background ?? false])).toEqual([
      ['config.toml#hooks.1', 'gate-a', true, 'open', false],
      ['config.toml#hooks.2', 'gate-b', true, 'open', false],
      ['config.toml#hooks.3', 'strict-writes', true, 'closed', false],
      ['config.toml#hooks.4', 'observer', false, 'open', true],
      ['hooks.toml#hooks.1', 'project-gate', true, 'open', false],
    ]);
    expect(hooks[2]!.failureWhy).toMatch(/continue_on_error = false/);
    expect(hooks.map((h) => (h as { failClosedBy?: string }).failClosedBy)).toEqual(['continue_on_error = false', 'continue_on_error = false', undefined, 'continue_on_error = false', 'continue_on_error = false']);
    expect(hooks[0]!.env.vars).toEqual({ DEEPSEEK_WORKSPACE: hooked.workspace });
    expect(hooks[0]!.env.workspace).toBe(hooked.workspace);
  });

  it('samples calls the hook matches: the engine runs the hook on each', () => {
    expect(hooks[0]!.samples.map((c) => c.tool)).toEqual(['exec_shell']);
    expect(hooks[2]!.samples.map((c) => c.tool)).toEqual(['write_file']);
    for (const h of hooks.filter((x) => x.gates)) {
      for (const call of h.samples) {
        const t = explain(hooked, call, { hookResults: { [h.name]: 'deny' } } as never);
        expect(t.decidedBy.layer, `${h.name} ${JSON.stringify(call)}`).toBe('hooks');
      }
    }
  });

  it('says when hooks are switched off', () => {
    const off = { ...hooked, hooksEnabled: { value: false, origin: 'user config' as const, source: null } };
    expect(codewhale.hooks!(off).every((h) => h.disabled === '[hooks] enabled = false')).toBe(true);
  });
});
