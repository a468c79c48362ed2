import { CHECK_IDS } from '../../src/lint/types.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { CHECK_METAS } from '../../src/lint/checks/index.js';
import { escapeData, escapeProperty, formatGithub } from '../../src/report/github.js';
import { lintToJson } from '../../src/report/lint-json.js';
import { formatLintText } from '../../src/report/lint-text.js';
import { lintToSarif } from '../../src/report/sarif.js';
import type { LintResult } from '../../src/lint/types.js';
import { FIXTURES, lintFixture, REPO } from './helpers.js';

const INSTALL_ROOT = pathToFileURL(`${REPO}/`).href;

/**
 * The official SARIF 2.1.0 schema (rtm.5, as shipped in @microsoft/jest-sarif
 * and on schemastore), vendored. It is written in draft-04, which Ajv 8 reads
 * as draft-07 once the root `id` is spelled `$id`: the file uses no keyword
 * whose meaning changed between the two drafts (checked below).
 */
function sarifValidator() {
  const raw = readFileSync(join(REPO, 'test/lint/sarif-schema-2.1.0.json'), 'utf8');
  expect(raw).not.toMatch(/"exclusiveM(in|ax)imum"/);
  const schema = JSON.parse(raw) as Record<string, unknown>;
  expect(schema.$schema).toBe('http://json-schema.org/draft-04/schema#');
  expect(schema.title).toMatch(/SARIF\) Version 2\.1\.0/);
  const { $schema: _draft, id, ...rest } = schema;
  // The schema's `language` pattern has a stray `]`, legal only without the u flag.
  const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
  ajv.addFormat('uri', (s: string) => URL.canParse(s));
  ajv.addFormat('uri-reference', (s: string) => URL.canParse(s, 'file:///base/') && !/\s/.test(s));
  ajv.addFormat('date-time', (s: string) => !Number.isNaN(Date.parse(s)));
  return ajv.compile({ $id: id, ...rest });
}

const example = () => lintFixture('../../rules-examples/codewhale', {});

describe('lint --format json', () => {
  it('has exactly the contract shape', () => {
    const r = lintFixture('lint-allow-unreachable');
    const j = lintToJson(r, { cwd: REPO }) as { findings: Record<string, unknown>[]; summary: unknown };
    expect(Object.keys(j)).toEqual(['findings', 'summary']);
    expect(j.summary).toEqual({ errors: 0, warnings: 1, infos: 0 });
    expect(j.findings[0]).toEqual({
      id: 'allow-unreachable',
      severity: 'warning',
      message: expect.stringContaining("hard denied prefix 'git push'"),
      file: 'test/fixtures/lint-allow-unreachable/home/permissions.toml',
      line: 1,
      column: 1,
      endLine: 4,
      endColumn: 17,
      related: [{ file: 'test/fixtures/lint-allow-unreachable/home/permissions.toml', line: 6, column: 1, message: 'the deny rule that blocks it' }],
      witness: { tool: 'exec_shell', command: 'git push --force', decision: 'deny', layer: 'typed-rules' },
    });
  });
});

describe('lint --format sarif', () => {
  const validate = sarifValidator();

  it('validates against the SARIF 2.1.0 schema, with and without findings, suppressions and related locations', () => {
    for (const name of ['lint-broad-allow', 'lint-suppress', 'lint-shadowed-rule', 'lint-broad-allow-fixed', 'lint-requirements-violation']) {
      const log = lintToSarif(lintFixture(name), { cwd: REPO, installRoot: INSTALL_ROOT, toolVersion: '0.1.0' });
      const ok = validate(log);
      expect([name, ok ? [] : validate.errors]).toEqual([name, []]);
    }
  });

  it('the validator does reject a broken log', () => {
    const log = lintToSarif(lintFixture('lint-shadowed-rule'), { cwd: REPO, installRoot: INSTALL_ROOT }) as { runs: { results: Record<string, unknown>[] }[] };
    delete log.runs[0]!.results[0]!.message;
    expect(validate(log)).toBe(false);
  });

  it('carries rule metadata, levels, regions, related locations and suppressions', () => {
    const log = lintToSarif(lintFixture('lint-suppress'), { cwd: REPO, installRoot: INSTALL_ROOT }) as any;
    const run = log.runs[0];
    expect(log.version).toBe('2.1.0');
    // No engine given: the generic and shared checks (an engine's own come with the engine).
    expect(run.tool.driver.rules.map((r: any) => r.id)).toEqual(CHECK_METAS.map((m) => m.id));
    const broadRule = run.tool.driver.rules.find((r: any) => r.id === 'broad-allow');
    expect(broadRule).toMatchObject({ shortDescription: { text: expect.any(String) } });
    // Code scanning takes only web help links: a page installed on this machine is not given as one.
    expect(broadRule.helpUri).toBeUndefined();
    const broad = run.results.filter((x: any) => x.ruleId === 'broad-allow');
    expect(broad.map((x: any) => [x.level, x.locations[0].physicalLocation.region.startLine, x.suppressions?.[0]?.justification])).toEqual([
      ['warning', 8, undefined],
      ['warning', 2, 'the CI image has no remote to push to'],
    ]);
    expect(broad[0].locations[0].physicalLocation.artifactLocation).toEqual({ uri: 'test/fixtures/lint-suppress/home/permissions.toml', uriBaseId: '%SRCROOT%' });
    expect(run.results.find((x: any) => x.level === 'note')).toBeTruthy();
    const shadow = lintToSarif(lintFixture('lint-shadowed-rule'), { cwd: REPO, installRoot: INSTALL_ROOT }) as any;
    expect(shadow.runs[0].results[0].relatedLocations[0]).toMatchObject({ id: 1, physicalLocation: { region: { startLine: 1, startColumn: 1 } }, message: { text: 'the ask rule that wins over it' } });
  });

  it('uses a file:// URI for files outside the current directory', () => {
    const log = lintToSarif(lintFixture('lint-shadowed-rule'), { cwd: join(FIXTURES, 'lint-schema'), installRoot: INSTALL_ROOT }) as any;
    const uri = log.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri;
    expect(uri).toBe(pathToFileURL(join(FIXTURES, 'lint-shadowed-rule/home/permissions.toml')).href);
    expect(validate(log)).toBe(true);
  });
});

describe('lint --format github', () => {
  it('escapes data and properties as GitHub documents', () => {
    expect(escapeData('50% done\r\nnext')).toBe('50%25 done%0D%0Anext');
    expect(escapeProperty('a:b,c%\n')).toBe('a%3Ab%2Cc%25%0A');
  });

  it('writes one workflow command per finding with location, title, witness and related lines', () => {
    const r: LintResult = {
      findings: [
        {
          id: 'broad-allow',
          severity: 'warning',
          message: 'allow `git` admits 100% of git, e.g. a:b',
          file: join(REPO, 'dir,with:odd/permissions.toml'),
          line: 9,
          column: 1,
          endLine: 12,
          endColumn: 17,
          related: [{ file: join(REPO, 'x.toml'), line: 3, column: 1, message: 'here' }],
          witness: { call: { tool: 'exec_shell', input: { command: 'git reset --hard' } }, decision: 'allow', layer: 'typed-rules', reason: 'r' },
        },
        { id: 'schema', severity: 'info', message: 'note', file: join(REPO, 'a.toml'), line: 1, column: 1, endLine: 1, endColumn: 1, related: [] },
      ],
      suppressed: [],
      fatal: [],
      summary: { errors: 0, warnings: 1, infos: 1 },
      files: [],
    };
    expect(formatGithub(r, { cwd: REPO }).split('\n')).toEqual([
      '::warning file=dir%2Cwith%3Aodd/permissions.toml,line=9,col=1,endLine=12,endColumn=17,title=whale-perm broad-allow::allow `git` admits 100%25 of git, e.g. a:b%0Awitness: exec_shell `git reset --hard` → allow by typed-rules%0Arelated: x.toml:3:1 here',
      '::notice file=a.toml,line=1,col=1,endLine=1,endColumn=1,title=whale-perm schema::note',
      '',
    ]);
  });
});

describe('lint text', () => {
  it('groups by file, shows the witness with its decision, and fits a screen on the example', () => {
    const text = formatLintText(example(), { color: false, cwd: REPO });
    const lines = text.trimEnd().split('\n');
    expect(lines.length).toBeLessThan(40);
    expect(text).toContain('rules-examples/codewhale/home/permissions.toml\n  9:1  warning  allow rule `tool = "exec_shell", command = "git"` admits risky calls');
    // The shared rule table evaluates with every hook silent (a strict hook pinned to allow), and says so.
    expect(text).toContain("witness  exec_shell `git reset --hard HEAD~20` (with hook 'secret-scan' saying allow) → allow by typed-rules");
    expect(lines.at(-1)).toMatch(/^⚠ 4 problems \(0 errors, 4 warnings\)/);
  });

  it('colours severities and decisions when asked', () => {
    const text = formatLintText(example(), { color: true, cwd: REPO });
    expect(text).toContain('\u001b[33mwarning');
    expect(text).toContain('\u001b[32mallow');
  });
});
