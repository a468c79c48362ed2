/**
 * Every check fires on its fixture and stays silent on the corrected twin
 * (test/fixtures/lint-<check>{,-fixed}), at the exact line and column.
 */
import { describe, expect, it } from 'vitest';
import { codewhale } from '../../src/engines/codewhale/index.js';
import { ENGINE_IDS, loadEngine } from '../../src/engines/registry.js';
import { CHECK_METAS, checksFor } from '../../src/lint/checks/index.js';
import { lint } from '../../src/lint/lint.js';
import { CHECK_IDS } from '../../src/lint/types.js';
import { brief, lintFixture, loadFixture, realExists, type FixtureOptions } from './helpers.js';

/** python3 is on the PATH these tests use, and nothing else is. */
const withPython: FixtureOptions = { pathDirs: ['/fake/bin'], fileExists: (p) => p === '/fake/bin/python3' || realExists(p) };

interface Case {
  check: string;
  opts?: FixtureOptions;
  expected: string[];
  /** Decisions of the witnesses, in finding order ('-' for none). */
  witnesses?: string[];
}

const CASES: Case[] = [
  {
    check: 'schema',
    expected: ['schema home/permissions.toml:4:1', 'schema home/permissions.toml:7:1'],
  },
  { check: 'duplicate-rule', expected: ['duplicate-rule home/permissions.toml:6:1'] },
  {
    check: 'shadowed-rule',
    expected: ['shadowed-rule home/permissions.toml:6:1'],
    witnesses: ['exec_shell `curl https://api.example.com` → ask by typed-rules'],
  },
  {
    check: 'allow-unreachable',
    expected: ['allow-unreachable home/permissions.toml:1:1'],
    witnesses: ['exec_shell `git push --force` → deny by typed-rules'],
  },
  {
    check: 'overlay-loosening',
    expected: ['overlay-loosening workspace/.codewhale/config.toml:2:1', 'overlay-loosening workspace/.codewhale/config.toml:3:1'],
  },
  {
    check: 'ignored-file',
    expected: ['ignored-file workspace/.codewhale/permissions.toml:1:1', 'ignored-file workspace/.codewhale/hooks.toml:1:1'],
  },
  {
    check: 'ask-never-prompts',
    // The shared check reports at the rule (its [[rules]] header).
    expected: ['ask-never-prompts home/permissions.toml:1:1', 'ask-never-prompts home/permissions.toml:6:1'],
    witnesses: ['exec_shell `curl` → deny by typed-rules', 'exec_shell `wget` → deny by typed-rules'],
  },
  {
    check: 'broad-allow',
    // auto_allow = ["sudo"] (config.toml:1:15) approves nothing on the TUI path (an inert rule): not a broad allow.
    expected: [
      'broad-allow home/permissions.toml:1:1',
      'broad-allow home/permissions.toml:5:1',
      'broad-allow home/permissions.toml:10:1',
      'broad-allow home/permissions.toml:15:1',
    ],
    witnesses: [
      'exec_shell `rm -rf build` → allow by typed-rules',
      'exec_shell `python3 ./any-script` → allow by typed-rules',
      'exec_shell `git reset --hard HEAD~20` → allow by typed-rules',
      'write_file .git/hooks/pre-commit → allow by typed-rules',
    ],
  },
  {
    check: 'path-never-matches',
    // At each rule's header. The read_file rule with command = "cat .env" is a command deny, promoted to a
    // hard denied prefix whatever its tool (PermissionsToml::ruleset): it blocks `cat .env` in the shell.
    expected: [
      'path-never-matches home/permissions.toml:1:1',
      'path-never-matches home/permissions.toml:6:1',
      'path-never-matches home/permissions.toml:11:1',
    ],
    witnesses: ['read_file ../secrets/.env → allow by tool-baseline', 'exec_shell `scripts` → ask by tool-baseline', 'exec_shell `make deploy` → ask by tool-baseline'],
  },
  { check: 'requirements-violation', expected: ['requirements-violation home/config.toml:1:1'] },
  {
    check: 'hook-risk',
    opts: withPython,
    expected: ['hook-risk home/config.toml:4:1', 'hook-risk home/config.toml:10:1'],
    witnesses: ["exec_shell `ls` (with hook 'guard' failing) → deny by hooks", "write_file README.md (with hook 'secret-scan' failing) → ask by tool-baseline"],
  },
];

function witnessLine(w: NonNullable<ReturnType<typeof lintFixture>['findings'][number]['witness']>): string {
  const { tool, input } = w.call;
  const what = typeof input.command === 'string' ? `\`${input.command}\`` : String(input.path);
  const hooks = Object.keys(w.hookResults ?? {});
  return `${tool} ${what}${hooks.length ? ` (with hook '${hooks[0]}' failing)` : ''} → ${w.decision} by ${w.layer}`;
}

describe('each check on its fixture and its corrected twin', () => {
  it('covers every check id the contract fixes, in order, one module each', async () => {
    // Generic and shared checks here; each engine's own come with it: together, every id once.
    const own = await Promise.all(ENGINE_IDS.map(async (id) => (await loadEngine(id)).checks ?? []));
    const all = [...CHECK_METAS, ...own.flat().map((c) => c.meta)];
    expect([...new Set(all.map((m) => m.id))].sort()).toEqual([...CHECK_IDS].sort());
    expect(new Set(all.map((m) => m.id)).size).toBe(new Set(all).size);
    // Every check Codewhale runs has a fixture pair here (grok's own checks are tested with grok).
    const codewhaleIds = new Set(checksFor(await loadEngine('codewhale')).map((c) => c.meta.id));
    expect(CASES.map((c) => c.check)).toEqual(CHECK_IDS.filter((id) => codewhaleIds.has(id)));
    for (const m of all) {
      expect(m.docs).toBe(`docs/rules/${m.id}.md`);
      expect(m.description.length).toBeGreaterThan(20);
    }
  });

  for (const c of CASES) {
    it(`${c.check} fires at the right place`, () => {
      const r = lintFixture(`lint-${c.check}`, c.opts);
      expect(r.fatal).toEqual([]);
      expect(brief(r, `lint-${c.check}`)).toEqual(c.expected);
      if (c.witnesses) expect(r.findings.map((f) => (f.witness ? witnessLine(f.witness) : '-'))).toEqual(c.witnesses);
    });
    it(`${c.check} is silent on the fixed twin`, () => {
      const r = lintFixture(`lint-${c.check}-fixed`, c.opts);
      expect(r.fatal).toEqual([]);
      expect(brief(r, `lint-${c.check}-fixed`)).toEqual([]);
    });
  }

  it('ask-never-prompts under Full Access: the ask runs unreviewed', () => {
    const r = lintFixture('lint-ask-never-prompts', { overrides: ['approval_policy="bypass"'] });
    expect(brief(r, 'lint-ask-never-prompts')).toEqual(['ask-never-prompts home/permissions.toml:1:1', 'ask-never-prompts home/permissions.toml:6:1']);
    expect(r.findings[0]!.message).toMatch(/Full Access .* runs without review/);
    expect(r.findings.map((f) => f.witness?.decision)).toEqual(['allow', 'allow']);
  });

  it('ignored-file: project hooks load in a trusted workspace', () => {
    const r = lintFixture('lint-ignored-file', { trusted: true });
    expect(brief(r, 'lint-ignored-file')).toEqual(['ignored-file workspace/.codewhale/permissions.toml:1:1']);
  });

  it('schema: a fatal problem is an error the agent stops on, an unknown tool a warning', () => {
    const r = lintFixture('lint-schema');
    expect(r.findings.map((f) => [f.severity, f.fatal ?? false])).toEqual([
      ['error', true],
      ['warning', false],
    ]);
    expect(r.findings[0]!.message).toContain('unknown key "decision"');
    expect(r.findings[1]!.message).toContain("no tool named 'exec_bash'");
  });

  it('related locations name the winner, the deny and the user value', () => {
    const rel = (name: string, opts?: FixtureOptions) => lintFixture(name, opts).findings.map((f) => f.related.map((x) => `${x.line}:${x.column} ${x.message}`));
    expect(rel('lint-shadowed-rule')).toEqual([['1:1 the ask rule that wins over it']]);
    expect(rel('lint-allow-unreachable')).toEqual([['6:1 the deny rule that blocks it']]);
    expect(rel('lint-duplicate-rule')).toEqual([['1:1 first written here']]);
    expect(rel('lint-overlay-loosening')).toEqual([['2:1 the user config value that stays in force'], []]);
    expect(rel('lint-requirements-violation')).toEqual([['1:1 the requirement it violates']]);
  });

  it('lint and explain agree: every witness re-evaluates to the decision lint shows', () => {
    for (const c of CASES) {
      const name = `lint-${c.check}`;
      const stack = loadFixture(name, c.opts);
      for (const f of lintFixture(name, c.opts).findings) {
        if (!f.witness) continue;
        const w = f.witness;
        const t = codewhale.evaluate(stack, w.call, { hookResults: w.hookResults ?? {}, ...(w.mode !== undefined ? { mode: w.mode } : {}) });
        expect([name, t.decision, t.decidedBy.layer]).toEqual([name, w.decision, w.layer]);
      }
    }
  });

  it('lint never executes a hook: no runHook reaches the engine', () => {
    const stack = loadFixture('lint-hook-risk');
    const seen: unknown[] = [];
    const engine = { ...codewhale, evaluate: (s: typeof stack, call: Parameters<typeof codewhale.evaluate>[1], opts: Parameters<typeof codewhale.evaluate>[2]) => (seen.push(opts.runHook), codewhale.evaluate(s, call, opts)) };
    lint({ engine, stack, readText: () => undefined, fileExists: () => false, pathDirs: [] });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((x) => x === undefined)).toBe(true);
  });
});
