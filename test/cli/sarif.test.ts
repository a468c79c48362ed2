/**
 * SARIF for code scanning through the CLI: the example's log passes the
 * schema, every rule has fullDescription and help, no help link is a local
 * file, URIs are relative to the git top level (not the working directory),
 * and a run that cannot read a file still writes a valid log saying why (exit 2).
 */
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Ajv from 'ajv';
import { execaSync } from 'execa';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.js';
import { memoryOutput } from '../../src/cli/output.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

let compiled: ReturnType<typeof compileValidator> | undefined;
/** The SARIF 2.1.0 schema's validator, compiled once for the file (ajv's compile is most of a test's time). */
function validator() {
  return (compiled ??= compileValidator());
}

function compileValidator() {
  const schema = JSON.parse(readFileSync(join(ROOT, 'test/lint/sarif-schema-2.1.0.json'), 'utf8')) as Record<string, unknown>;
  const { $schema: _draft, id, ...rest } = schema;
  const ajv = new Ajv({ strict: false, allErrors: true, unicodeRegExp: false });
  ajv.addFormat('uri', (s: string) => URL.canParse(s));
  ajv.addFormat('uri-reference', (s: string) => URL.canParse(s, 'file:///base/') && !/\s/.test(s));
  ajv.addFormat('date-time', (s: string) => !Number.isNaN(Date.parse(s)));
  return ajv.compile({ $id: id, ...rest });
}

// A repository whose top is above the working directory: rules-examples/codewhale copied to <repo>/agents/.
const repo = realpathSync(mkdtempSync(join(tmpdir(), 'whale-perm-sarif-')));
afterAll(() => rmSync(repo, { recursive: true, force: true }));
cpSync(join(ROOT, 'rules-examples', 'codewhale'), join(repo, 'agents'), { recursive: true });
execaSync('git', ['init', '--quiet'], { cwd: repo, env: { GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' } });
const cwd = join(repo, 'agents', 'workspace');

async function lintSarif(...extra: string[]) {
  const out = memoryOutput();
  const code = await run(['lint', '--home', '../home', '--workspace', '.', '--format', 'sarif', ...extra], { ...out, cwd });
  return { code, log: JSON.parse(out.stdout), stderr: out.stderr };
}

describe('lint --format sarif', () => {
  it('passes the schema, with fullDescription, help and no local help link for every rule', async () => {
    const { code, log } = await lintSarif();
    expect(code).toBe(0);
    const validate = validator();
    expect(validate(log), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    const rules = log.runs[0].tool.driver.rules as Record<string, { text?: string; markdown?: string } & Record<string, unknown>>[];
    expect(rules.length).toBeGreaterThan(5);
    for (const r of rules) {
      expect(r.fullDescription!.text!.length, String(r.id)).toBeGreaterThan(20);
      expect(r.help!.text!.length, String(r.id)).toBeGreaterThan(20);
      expect(r.help!.markdown, String(r.id)).toMatch(new RegExp(`^# ${String(r.id)}`));
      if (r.helpUri !== undefined) expect(String(r.helpUri)).toMatch(/^https:\/\//);
    }
    expect(log.runs[0].invocations).toEqual([{ executionSuccessful: true }]);
  });

  it('with --docs-url, an https helpUri for every rule and an informationUri; anything but https is a usage error', async () => {
    const base = 'https://github.com/acme/whale-perm/blob/0123abc/docs/rules/';
    const { code, log } = await lintSarif('--docs-url', base);
    expect(code).toBe(0);
    const validate = validator();
    expect(validate(log), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    const driver = log.runs[0].tool.driver as { informationUri: string; rules: { id: string; helpUri: string }[] };
    expect(driver.informationUri).toBe('https://github.com/acme/whale-perm/blob/0123abc/README.md');
    expect(driver.rules.length).toBeGreaterThan(5);
    for (const r of driver.rules) expect(r.helpUri).toBe(`${base}${r.id}.md`);
    const out = memoryOutput();
    expect(await run(['lint', '--home', '../home', '--workspace', '.', '--format', 'sarif', '--docs-url', 'file:///x/'], { ...out, cwd })).toBe(2);
    expect(out.stderr).toMatch(/--docs-url file:\/\/\/x\/: expected an https:\/\/ address/);
  });

  it('puts %SRCROOT% at the git top level, with URIs relative to it', async () => {
    const { log } = await lintSarif();
    const run0 = log.runs[0];
    expect(run0.originalUriBaseIds['%SRCROOT%'].uri).toBe(`${pathToFileURL(repo).href}/`);
    const uris = run0.results.map((r: { locations: { physicalLocation: { artifactLocation: { uri: string; uriBaseId: string } } }[] }) => r.locations[0]!.physicalLocation.artifactLocation);
    expect(uris.length).toBeGreaterThan(0);
    for (const u of uris) {
      expect(u.uriBaseId).toBe('%SRCROOT%');
      expect(u.uri).toMatch(/^agents\/(home|workspace)\//);
    }
  });

  it('a file it cannot read: exit 2, one line on stderr, and a valid log with a toolExecutionNotification', async () => {
    const { code, log, stderr } = await lintSarif('no-such.toml');
    expect(code).toBe(2);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    const validate = validator();
    expect(validate(log), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    const inv = log.runs[0].invocations[0];
    expect(inv.executionSuccessful).toBe(false);
    expect(inv.toolExecutionNotifications[0].message.text).toMatch(/no-such\.toml: no such file/);
    expect(log.runs[0].results).toEqual([]);
  });
});

describe('lint --format sarif, per engine', () => {
  it('grok: every rule is described in grok-build\'s terms, none in Codewhale\'s, and the log passes the schema', async () => {
    const ex = join(ROOT, 'rules-examples', 'grok');
    const out = memoryOutput();
    await run(['lint', '--engine', 'grok', '--home', 'home', '--workspace', 'workspace', '--managed-dir', 'managed', '--format', 'sarif'], { ...out, cwd: ex });
    const log = JSON.parse(out.stdout);
    expect(validator()(log)).toBe(true);
    const rules = log.runs[0].tool.driver.rules as { id: string; shortDescription: { text: string }; fullDescription: { text: string }; help: { text: string; markdown: string } }[];
    expect(rules.map((r) => r.id)).toContain('prefix-overreach');
    for (const r of rules) {
      const all = `${r.shortDescription.text} ${r.fullDescription.text} ${r.help.text} ${r.help.markdown}`;
      expect(all, r.id).not.toMatch(/permissions\.toml|Codewhale|\.codewhale/);
      expect(all, r.id).toMatch(/grok/);
      expect(r.help.markdown, r.id).toMatch(new RegExp(`^# ${r.id}`));
    }
    expect(rules.find((r) => r.id === 'broad-allow')!.shortDescription.text).toContain('~/.grok/config.toml');
  });

  it('codewhale: a check it does not run (prefix-overreach) is not listed', async () => {
    const { log } = await lintSarif();
    const ids = (log.runs[0].tool.driver.rules as { id: string }[]).map((r) => r.id);
    expect(ids).not.toContain('prefix-overreach');
    expect(ids).toContain('shadowed-rule');
  });
});
