/**
 * The runtime oracle: strings run under real bash (see oracle/bash-runner.ts
 * for why nothing real can run), and every command bash executed must be a
 * segment of whale-perm's analysis or inside one of its opacity findings
 * (oracle/compare.ts). Each string runs twice: once with every external
 * command succeeding, once with every one failing, so both sides of `&&` and
 * `||` are reached. Strings that need what restricted mode forbids are
 * checked statically in the class tables instead (classes.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { analyzeShell } from '../../src/shell/index.js';
import { findBash, runBatch, type BashRun } from './oracle/bash-runner.js';
import { misses, type Miss } from './oracle/compare.js';
import { ORACLE_CORPUS } from './oracle/corpus.js';

const bash = findBash();
const BATCH = 150;

function runAll(path: string, strings: readonly string[], status: 0 | 1): BashRun[] {
  const out: BashRun[] = [];
  for (let i = 0; i < strings.length; i += BATCH) {
    const batch = strings.slice(i, i + BATCH);
    let runs = runBatch(path, batch, { status });
    // A batch that timed out is rerun one string at a time, so only the string that hangs is marked.
    if (runs.some((r) => r.timedOut)) runs = batch.map((s) => runBatch(path, [s], { status, timeoutMs: 5_000 })[0] as BashRun);
    out.push(...runs);
  }
  return out;
}

if ('missing' in bash) {
  describe.skip(`runtime oracle skipped: ${bash.missing}`, () => {
    it('needs bash', () => undefined);
  });
} else {
  describe('runtime oracle: what bash runs, whale-perm sees', () => {
    const strings = ORACLE_CORPUS.map((c) => c.input);

    it('can fail: a command bash runs that the analysis does not show is reported', () => {
      const [run] = runBatch(bash.path, ['r\\\nm a; eval "mv b c"'], { status: 0 });
      expect(run?.externals.map((a) => a[0])).toEqual(['rm', 'mv']);
      expect(run?.builtins).toContain('eval');
      expect(misses('r\\\nm a; eval "mv b c"', run as BashRun, analyzeShell('ls a; eval "mv b c"'))).toEqual([{ kind: 'external', name: 'rm' }]);
      expect(misses('r\\\nm a; eval "mv b c"', run as BashRun)).toEqual([]);
    });

    it('runs nothing real: no program is on PATH, and restricted mode refuses redirections and slashes', () => {
      const [run] = runBatch(bash.path, ['echo x > f; /bin/ls; type -P ls || printf none'], { status: 0 });
      expect(run?.restricted).toBe(true);
      expect(run?.externals).toEqual([]);
    });

    it('has a corpus of 800+ distinct strings', () => {
      expect(new Set(strings).size).toBe(strings.length);
      expect(strings.length).toBeGreaterThanOrEqual(800);
    });

    it('finds 0 commands executed by bash that are neither a segment nor inside an opaque part', () => {
      const found: { input: string; status: number; miss: Miss[] }[] = [];
      let executed = 0;
      const restricted: string[] = [];
      const hung: string[] = [];
      const analyses = strings.map((s) => analyzeShell(s));
      for (const status of [0, 1] as const) {
        const runs = runAll(bash.path, strings, status);
        runs.forEach((run, i) => {
          const input = strings[i] as string;
          executed += run.externals.length + run.builtins.length;
          if (run.timedOut) hung.push(input);
          if (run.restricted && status === 0) restricted.push(input);
          const miss = misses(input, run, analyses[i]);
          if (miss.length > 0) found.push({ input, status, miss });
        });
      }
      if (process.env.WP_ORACLE_REPORT) {
        console.log(`oracle: ${strings.length} strings, ${executed} commands executed, ${found.length} with misses`);
        for (const f of found) console.log(JSON.stringify(f.input), f.status, f.miss.map((m) => `${m.kind}:${m.name}`).join(' '));
        console.log(`restricted (checked statically): ${restricted.length}`);
        const byClass = new Map<string, number>();
        for (const c of ORACLE_CORPUS) byClass.set(c.cls, (byClass.get(c.cls) ?? 0) + 1);
        for (const [cls, n] of byClass) console.log(`  ${cls}: ${n}`);
      }
      // The oracle must actually observe commands, or it proves nothing.
      expect(executed).toBeGreaterThan(strings.length);
      expect(hung, 'strings that hang bash').toEqual([]);
      const generated = new Set(ORACLE_CORPUS.filter((c) => c.cls === 'generated').map((c) => c.input));
      expect(restricted.filter((s) => generated.has(s)), 'generated strings restricted bash refused').toEqual([]);
      expect(found.map((f) => `${JSON.stringify(f.input)} (status ${f.status}): ${f.miss.map((m) => `${m.kind} ${m.name}`).join(', ')}`)).toEqual([]);
    });
  });
}
