/** grok's lint checks over fixture stacks, through the engine-generic lint core. */
import { describe, expect, it } from 'vitest';
import { grok } from '../../../src/engines/grok/index.js';
import { diskReader } from '../../../src/io/files.js';
import { lint } from '../../../src/lint/lint.js';
import type { Finding } from '../../../src/lint/types.js';
import { realExists } from '../../lint/helpers.js';
import { grokStack, type GrokStackExtra } from './helpers.js';

function lintFixture(name: string, extra: GrokStackExtra = {}, pathDirs: string[] = []): Finding[] {
  const stack = grokStack(name, extra);
  return lint({
    engine: grok,
    stack,
    readText: (p) => {
      const r = diskReader.read(p);
      return r.status === 'ok' ? r.text : undefined;
    },
    fileExists: realExists,
    pathDirs,
  }).findings;
}

const ids = (fs: Finding[]) => fs.map((f) => f.id);

describe('grok lint checks', () => {
  it('prefix-overreach and allow-unreachable: Bash(git) denies gitleaks, so the gitleaks allow never applies', () => {
    const f = lintFixture('grok-raw-prefix');
    expect(ids(f)).toEqual(['prefix-overreach', 'allow-unreachable', 'allow-unreachable']);
    expect(f[0]!.witness).toMatchObject({ call: { input: { command: 'gitleaks detect' } }, decision: 'deny', layer: 'managed-deny' });
    expect(f[1]!.related[0]).toMatchObject({ line: 3, message: 'the deny rule that blocks it' });
  });

  it('schema and shadowed-rule for the verbose list (dropped, or hidden by a compact list)', () => {
    const f = lintFixture('grok-verbose', { trusted: true });
    expect(f.filter((x) => x.id === 'schema').map((x) => x.line)).toEqual([5]);
    expect(f.find((x) => x.id === 'shadowed-rule')).toMatchObject({ line: 4, column: 1 });
  });

  it('hook-risk: a Claude-style answer, a missing program', () => {
    const f = lintFixture('grok-hooks');
    expect(f.filter((x) => x.id === 'hook-risk').map((x) => x.message)).toEqual([expect.stringContaining('answers Claude-style (permissionDecision)')]);
    const missing = lintFixture('grok-class');
    expect(missing.find((x) => x.id === 'hook-risk')?.message).toMatch(/bin\/gate\.sh, which does not exist: grok fails open on a hook that .* so every call it was meant to gate goes on/);
  });

  it('ask-never-prompts under dontAsk; ignored values are reported', () => {
    const f = lintFixture('grok-managed', { managed: true });
    expect(ids(f)).toContain('ask-never-prompts');
    expect(f.filter((x) => x.id === 'overlay-loosening').map((x) => x.message)).toEqual([
      expect.stringContaining('disableBypassPermissionsMode'),
      expect.stringContaining('allow Bash(*) (managed config) is ignored'),
    ]);
  });

  it('a malformed file is a schema error finding, not a stop', () => {
    const f = lintFixture('grok-malformed');
    expect(f.map((x) => [x.id, x.severity])).toEqual([
      ['schema', 'error'],
      ['schema', 'warning'],
    ]);
  });
});
