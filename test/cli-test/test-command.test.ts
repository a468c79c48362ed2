/**
 * `whale-perm test FILE…` through the real CLI entry (`run`), in process:
 * passing and failing cases, layer expectations, coverage, JSON, and one
 * located error (exit 2) for every kind of mistake in a case file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.js';
import { memoryOutput } from '../../src/cli/output.js';
import type { Trace } from '../../src/core/types.js';
import { parseCases } from '../../src/corpus/cases.js';
import { runCases } from '../../src/corpus/run-cases.js';
import type { Engine, EvalOptions } from '../../src/engines/types.js';

const FIX = fileURLToPath(new URL('./fixtures/', import.meta.url));
const STACK = ['--home', join(FIX, 'home'), '--workspace', join(FIX, 'workspace'), '--no-color'];
const PASSING = join(FIX, 'cases', 'passing.toml');
const FAILING = join(FIX, 'cases', 'failing.toml');
const PERMS = join(FIX, 'home', 'permissions.toml');

/** Run from the fixtures directory, so displayed paths are the same wherever the checkout is; 160 columns wide. */
async function whale(...argv: string[]) {
  const out = memoryOutput();
  const code = await run(argv, { ...out, cwd: FIX, env: { COLUMNS: '160' } });
  return { code, stdout: out.stdout, stderr: out.stderr };
}

const tmp = mkdtempSync(join(tmpdir(), 'whale-perm-cases-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
let n = 0;
function caseFile(text: string): string {
  const p = join(tmp, `case-${++n}.toml`);
  writeFileSync(p, text);
  return p;
}

describe('whale-perm test: expectations', () => {
  it('passes (exit 0) when every expectation holds', async () => {
    const r = await whale('test', ...STACK, PASSING);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^PASS {2}git status runs without a prompt {2}cases\/passing\.toml:3$/m);
    expect(r.stdout.match(/^PASS /gm)).toHaveLength(7);
    expect(r.stdout).not.toMatch(/^FAIL/m);
    expect(r.stdout).toContain('7 cases: 7 passed, 0 failed');
  });

  it('fails (exit 1) naming each wrong case with file:line, expected vs actual, and its trace', async () => {
    const r = await whale('test', ...STACK, FAILING);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^PASS {2}git status runs without a prompt/m);
    expect(r.stdout).toMatch(/^FAIL {2}curl runs without a prompt {2}cases\/failing\.toml:8$/m);
    expect(r.stdout).toContain('expected allow, got ask (decided by typed-rules)');
    // the failing case's trace: the layer table and the decision with its rule
    expect(r.stdout).toMatch(/typed-rules .*│ ask/);
    expect(r.stdout).toMatch(/Decision {2}ASK {2}by typed-rules: typed ask: tool=exec_shell command=curl {2}home\/permissions\.toml:16:1/);
    expect(r.stdout).toContain('2 failed');
  });

  it('fails a case whose decision is right but whose deciding layer is not', async () => {
    const r = await whale('test', ...STACK, FAILING);
    expect(r.stdout).toMatch(/^FAIL {2}force push is decided by the hooks {2}cases\/failing\.toml:13$/m);
    expect(r.stdout).toContain('expected layer hooks to decide, got typed-rules');
    expect(r.stdout).toContain('3 cases: 1 passed, 2 failed');
  });

  it('runs several files and fails when any of them fails', async () => {
    const r = await whale('test', ...STACK, PASSING, FAILING);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('10 cases: 8 passed, 2 failed');
  });

  it('--format json gives every case, the failures with their traces, and a summary', async () => {
    const r = await whale('test', ...STACK, FAILING, '--format', 'json');
    expect(r.code).toBe(1);
    const j = JSON.parse(r.stdout);
    expect(j.summary).toEqual({ total: 3, passed: 1, failed: 2 });
    const [ok, curl, hooks] = j.cases;
    expect(ok).toMatchObject({ name: 'git status runs without a prompt', passed: true, expect: { decision: 'allow' }, actual: { decision: 'allow', layer: 'tool-baseline' } });
    expect(ok.trace).toBeUndefined();
    expect(curl).toMatchObject({
      name: 'curl runs without a prompt',
      file: FAILING,
      line: 8,
      passed: false,
      call: { tool: 'exec_shell', input: { command: 'curl https://example.com' } },
      expect: { decision: 'allow' },
      actual: { decision: 'ask', layer: 'typed-rules', source: { file: PERMS, line: 16 } },
      failures: ['expected allow, got ask (decided by typed-rules)'],
    });
    expect(curl.trace.decision).toBe('ask');
    expect(curl.trace.layers.map((l: { id: string }) => l.id)).toContain('typed-rules');
    expect(hooks).toMatchObject({ passed: false, expect: { decision: 'deny', layer: 'hooks' }, actual: { decision: 'deny', layer: 'typed-rules' } });
  });

  it('evaluates posture, mode and headless from the case', async () => {
    const f = caseFile(`
[[case]]
name = "plan mode blocks writes"
tool = "write_file"
path = "src/x.ts"
mode = "plan"
expect = "deny"
layer = "tool-baseline"

[[case]]
name = "full access runs curl"
command = "curl https://example.com"
posture = "full-access"
headless = true
expect = "allow"
`);
    const r = await whale('test', ...STACK, f);
    expect(r.stdout).toContain('2 cases: 2 passed, 0 failed');
    expect(r.code).toBe(0);
  });
});

describe('whale-perm test --coverage', () => {
  it('by rule id: every rule some case matched is exercised; one that matched but never decided is listed apart', async () => {
    const r = await whale('test', ...STACK, PASSING, '--coverage');
    expect(r.code).toBe(0);
    // Codewhale's rule table (Engine.rules) has the six [[rules]]; auto_allow is no rule (no Codewhale code reads it).
    expect(r.stdout).toContain('Coverage  6 of 6 rules exercised');
    expect(r.stdout).not.toContain('not exercised by any case:');
    // `git status` is parallel read-only, so its Auto baseline decides and the allow for it is never the reason
    // (Codewhale's shell.rs approval_requirement_for): it matches, but never decides.
    const lost = r.stdout.split('matched by a case but never deciding one:\n')[1]!.trim().split('\n');
    expect(lost).toHaveLength(1);
    expect(lost[0]).toMatch(/permissions\.toml:1:1 +tool = "exec_shell", command = "git status"$/);
  });

  it('counts a rule that decided only one segment of a chain as exercised, by id', async () => {
    const f = caseFile(`
[[case]]
name = "chained rm"
command = "git status && rm -rf build"
expect = "deny"
`);
    const r = await whale('test', ...STACK, f, '--coverage', '--format', 'json');
    const cov = JSON.parse(r.stdout).coverage;
    const rm = cov.rules.find((x: { id: string }) => x.id === 'permissions.toml#3');
    expect(rm).toMatchObject({ file: PERMS, line: 11, cases: ['chained rm'] });
    expect(cov.unexercised.map((x: { line: number }) => x.line)).not.toContain(11);
    expect(cov.unexercised.map((x: { id: string }) => x.id)).toEqual(['permissions.toml#2', 'permissions.toml#4', 'permissions.toml#5', 'permissions.toml#6']);
    expect(cov.exercised + cov.unexercised.length).toBe(cov.total);
    expect(cov.total).toBe(6);
  });

  it('does not change the exit code', async () => {
    const r = await whale('test', ...STACK, FAILING, '--coverage');
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/Coverage {2}\d+ of 6 rules exercised/);
  });
});

describe('whale-perm test: mistakes in a case file are one located error, exit 2', () => {
  const cases: [string, string, RegExp][] = [
    ['unknown key', '[[case]]\nname = "x"\ncommand = "ls"\nexpct = "allow"\nexpect = "allow"\n', /:4:1: unknown key "expct" in case\[0\]/],
    ['bad expect', '[[case]]\nname = "x"\ncommand = "ls"\nexpect = "maybe"\n', /:4:10: case\[0\]\.expect = "maybe" is not one of allow, ask, deny$/],
    ['expect not quoted (TOML syntax)', '[[case]]\nname = "x"\ncommand = "ls"\nexpect = allow\n', /:4:10: invalid TOML/],
    ['unknown posture (the engine rejects it)', '[[case]]\nname = "x"\ncommand = "ls"\nposture = "sometimes"\nexpect = "ask"\n', /:4:11: posture = sometimes: expected ask, auto-review/],
    ['unknown mode', '[[case]]\nname = "x"\ncommand = "ls"\nmode = "nah"\nexpect = "ask"\n', /:4:8: mode = nah: expected plan, work or operate$/],
    ['unknown layer', '[[case]]\nname = "x"\ncommand = "ls"\nexpect = "ask"\nlayer = "typed"\n', /:5:9: layer = "typed" is not a layer of this engine/],
    ['wrong type', '[[case]]\nname = "x"\ncommand = 5\nexpect = "ask"\n', /:3:11: case\[0\]\.command must be a string, not a number \(5\)$/],
    ['headless not a boolean', '[[case]]\nname = "x"\ncommand = "ls"\nheadless = "yes"\nexpect = "ask"\n', /:4:12: case\[0\]\.headless must be true or false/],
    ['no call', '[[case]]\nname = "x"\nexpect = "ask"\n', /:1:1: case "x" names no call/],
    ['no expect', '[[case]]\nname = "x"\ncommand = "ls"\n', /:1:1: case "x" has no expect/],
    ['no name', '[[case]]\ncommand = "ls"\nexpect = "ask"\n', /:1:1: case 1 has no name$/],
    ['duplicate name', '[[case]]\nname = "x"\ncommand = "ls"\nexpect = "ask"\n\n[[case]]\nname = "x"\ncommand = "pwd"\nexpect = "ask"\n', /:7:8: duplicate case name "x" \(first at line 1\)$/],
    ['unknown top-level key', 'cases = 1\n', /:1:1: unknown key "cases" in the top level/],
    ['no cases at all', '# nothing here\n', /:1:1: no \[\[case\]\] tables/],
    ['a hook verdict no hook gives', '[[case]]\nname = "x"\ncommand = "ls"\nhooks = { gate = "maybe" }\nexpect = "ask"\n', /:4:18: case\[0\].hooks\.gate = "maybe" is not one of allow, ask, deny, error$/],
    ['hooks not a table', '[[case]]\nname = "x"\ncommand = "ls"\nhooks = "deny"\nexpect = "ask"\n', /:4:9: case\[0\]\.hooks must be a table/],
    ['a guardian verdict it cannot give', '[[case]]\nname = "x"\ncommand = "ls"\nguardian = "allow"\nexpect = "ask"\n', /:4:12: case\[0\]\.guardian = "allow" is not one of approve, reject$/],
    ['a classifier Codewhale does not have', '[[case]]\nname = "x"\ncommand = "ls"\nclassifier = "deny"\nexpect = "ask"\n', /:4:1: classifier: codewhale has no auto-mode classifier to pin \(only grok and claude have one\)$/],
  ];
  for (const [what, text, message] of cases) {
    it(what, async () => {
      const f = caseFile(text);
      const r = await whale('test', ...STACK, f);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      const lines = r.stderr.trimEnd().split('\n');
      expect(lines[0]).toContain(`whale-perm: ${f}:`);
      expect(lines[0]).toMatch(message);
      expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/); // no stack trace
    });
  }

  it('reports the first problem of a file, in file order', async () => {
    const f = caseFile('[[case]]\nname = "x"\ncommand = "ls"\nbogus = 1\nexpect = "nope"\n');
    const r = await whale('test', ...STACK, f);
    expect(r.stderr).toMatch(/:4:1: unknown key "bogus"/);
  });

  it('stops before running anything when a later file is bad', async () => {
    const bad = caseFile('[[case]]\nname = "x"\n');
    const r = await whale('test', ...STACK, PASSING, bad);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
  });

  it('a missing case file is a usage error', async () => {
    const r = await whale('test', ...STACK, join(tmp, 'nope.toml'));
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/nope\.toml: no such case file/);
  });
});

describe('whale-perm test: a case pins what whale-perm does not run', () => {
  const HOOKS = ['--home', join(FIX, '..', '..', 'fixtures', 'cw-hooks', 'home'), '--workspace', join(FIX, '..', '..', 'fixtures', 'cw-hooks', 'workspace'), '--no-color'];
  it('hooks = { NAME = verdict } is --hook-result for that case only', async () => {
    // cw-hooks: gate-a and gate-b match exec_shell and are not run, so `git status` asks at the hooks layer;
    // pinned, a deny from gate-a decides at the hooks layer; with two allows, a hook allow is a no-op in
    // Codewhale's fold (turn_loop.rs) and `git status` is a parallel read-only command, so the exec_shell
    // baseline (shell.rs approval_requirement_for → Auto) runs it.
    const f = caseFile(
      [
        '[[case]]\nname = "unpinned"\ncommand = "git status"\nexpect = "ask"\nlayer = "hooks"\n',
        '[[case]]\nname = "gate-a denies"\ncommand = "git status"\nhooks = { gate-a = "deny" }\nexpect = "deny"\nlayer = "hooks"\n',
        '[[case]]\nname = "both allow"\ncommand = "git status"\nhooks = { gate-a = "allow", gate-b = "allow" }\nexpect = "allow"\nlayer = "tool-baseline"\n',
      ].join('\n'),
    );
    const r = await whale('test', ...HOOKS, '--format', 'json', f);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout).cases.map((c: { name: string; passed: boolean }) => [c.name, c.passed])).toEqual([
      ['unpinned', true],
      ['gate-a denies', true],
      ['both allow', true],
    ]);
    expect(r.code).toBe(0);
  });

  it('guardian and classifier reach the engine as EvalOptions.pinned, hooks as hookResults', () => {
    const seen: unknown[] = [];
    const engine = {
      evaluate: (_s: unknown, _c: unknown, opts: EvalOptions) => {
        seen.push({ hookResults: opts.hookResults, pinned: opts.pinned });
        return { decision: 'ask', decidedBy: { layer: 'x' } } as unknown as Trace;
      },
    } as unknown as Engine;
    const cases = parseCases('[[case]]\nname = "a"\ncommand = "ls"\nguardian = "approve"\nhooks = { g = "ask" }\nexpect = "ask"\n\n[[case]]\nname = "b"\ncommand = "ls"\nexpect = "ask"\n', 'c.toml', {
      id: 'codewhale',
      defaultTool: 'exec_shell',
      layers: [{ id: 'x' }],
    });
    runCases(engine, {}, cases);
    expect(seen).toEqual([
      { hookResults: { g: 'ask' }, pinned: { guardian: 'approve' } },
      { hookResults: {}, pinned: undefined },
    ]);
    const grok = parseCases('[[case]]\nname = "a"\ncommand = "ls"\nclassifier = "deny"\nexpect = "ask"\n', 'c.toml', { id: 'grok', defaultTool: 'Bash', layers: [] });
    expect(grok[0]!.pinned).toEqual({ classifier: 'deny' });
  });
});
