/**
 * Two fast paths of the finding pipeline against the plain code they stand
 * for: `oneLine` (src/lint/finding.ts) skips its pattern for a message with
 * no line break, and `applyPolicy` (src/lint/suppress-config.ts) makes a
 * finding's relative path once per file, and only when an [[ignore]] glob or
 * the baseline reads it. The references below are the code as it was.
 */
import { relative, sep } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oneLine } from '../../src/lint/finding.js';
import { summarize } from '../../src/lint/finding.js';
import { applyPolicy, parsePolicy, type BaselineEntry, type LintPolicy } from '../../src/lint/suppress-config.js';
import type { Finding, LintResult } from '../../src/lint/types.js';

const plainOneLine = (text: string) => text.replace(/\s*\r?\n\s*/g, ' ').trim();

const rel = (root: string, file: string) => relative(root, file).split(sep).join('/');
const keyOf = (e: BaselineEntry) => `${e.id}\u0000${e.file}\u0000${e.message}`;

function plainApplyPolicy(r: LintResult, root: string, exclude: readonly string[], policy: LintPolicy | undefined, baseline: readonly BaselineEntry[] | undefined) {
  const ex = new Set([...exclude, ...(policy?.exclude ?? [])]);
  const base = new Map<string, number>();
  for (const e of baseline ?? []) base.set(keyOf(e), (base.get(keyOf(e)) ?? 0) + 1);
  let excluded = 0;
  let baselined = 0;
  const kept: Finding[] = [];
  for (const f of r.findings) {
    const path = rel(root, f.file);
    const sev = policy?.severity.get(f.id);
    if (ex.has(f.id) || sev === 'off' || policy?.ignore.some((i) => (i.checks === undefined || i.checks.has(f.id)) && i.match(path))) {
      excluded++;
      continue;
    }
    const k = keyOf({ id: f.id, file: path, message: f.message });
    const n = base.get(k) ?? 0;
    if (n > 0) {
      base.set(k, n - 1);
      baselined++;
      continue;
    }
    kept.push(sev !== undefined && !f.fatal ? { ...f, severity: sev } : f);
  }
  return { result: { ...r, findings: kept, summary: summarize(kept) }, excluded, baselined };
}

describe('oneLine', () => {
  it('is the pattern replace and trim, with or without line breaks', () => {
    const text = fc.array(fc.constantFrom('a', 'b c', ' ', '  ', '\t', '\n', '\r\n', '\r', '\u00a0', 'x\ny'), { maxLength: 12 }).map((xs) => xs.join(''));
    fc.assert(
      fc.property(text, (t) => {
        expect(oneLine(t)).toBe(plainOneLine(t));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('applyPolicy', () => {
  const ROOT = '/r/ws';
  const FILES = ['/r/ws/.claude/settings.json', '/r/ws/sub/c.toml', '/r/home/.claude/settings.json', '/elsewhere/x.json'];
  const IDS = ['duplicate-rule', 'shadowed-rule', 'path-never-matches', 'broad-allow'] as const;
  const MESSAGES = ['m1', 'm2', 'm3'];
  const finding = fc.record({ id: fc.constantFrom(...IDS), file: fc.constantFrom(...FILES), message: fc.constantFrom(...MESSAGES), line: fc.integer({ min: 1, max: 4 }), severity: fc.constantFrom('error', 'warning', 'info'), fatal: fc.boolean() });
  const GLOBS = ['.claude/**', 'sub/*.toml', '../home/**', '**/*.json', 'nothing'];
  const policyText = fc.record({
    exclude: fc.subarray([...IDS]),
    severity: fc.array(fc.tuple(fc.constantFrom(...IDS), fc.constantFrom('error', 'warning', 'info', 'off')), { maxLength: 2 }),
    ignore: fc.array(fc.record({ paths: fc.subarray(GLOBS, { minLength: 1 }), checks: fc.option(fc.subarray([...IDS]), { nil: undefined }) }), { maxLength: 2 }),
  }).map((p) => {
    const sev = Object.fromEntries(p.severity);
    const lines = [`exclude = ${JSON.stringify(p.exclude)}`, '[severity]', ...Object.entries(sev).map(([k, v]) => `${JSON.stringify(k)} = ${JSON.stringify(v)}`)];
    for (const i of p.ignore) lines.push('[[ignore]]', `paths = ${JSON.stringify(i.paths)}`, ...(i.checks ? [`checks = ${JSON.stringify(i.checks)}`] : []));
    return lines.join('\n');
  });
  const entry = fc.record({ id: fc.constantFrom(...IDS), file: fc.constantFrom(...FILES.map((f) => rel(ROOT, f))), message: fc.constantFrom(...MESSAGES) });

  it('keeps, excludes and baselines the same findings as the plain loop', () => {
    fc.assert(
      fc.property(fc.array(finding, { maxLength: 20 }), fc.option(policyText, { nil: undefined }), fc.option(fc.array(entry, { maxLength: 8 }), { nil: undefined }), fc.subarray([...IDS], { maxLength: 1 }), (raw, text, baseline, exclude) => {
        const findings: Finding[] = raw.map((f) => ({ ...f, column: 1, endLine: f.line, endColumn: 1, related: [] }) as Finding);
        const result: LintResult = { findings, suppressed: [], fatal: [], summary: summarize(findings), files: FILES, scope: { files: 1, rules: 1, hooks: 0 } };
        const policy = text === undefined ? undefined : parsePolicy(text, 'p.toml');
        expect(applyPolicy(result, ROOT, exclude, policy, baseline)).toEqual(plainApplyPolicy(result, ROOT, exclude, policy, baseline));
      }),
      { numRuns: 1500 },
    );
  });
});
