/**
 * The real-configuration corpus (test/fixtures/real/): 105 public
 * configuration files and hand labels. A labelled false positive that comes
 * back, or a labelled true positive that goes missing, fails here; the
 * precision and recall per check are printed by `npm run lint-corpus`.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codewhale } from '../../src/engines/codewhale/index.js';
import { claude } from '../../src/engines/claude/index.js';
import { grok } from '../../src/engines/grok/index.js';
import { san } from '../../src/engines/san/index.js';
import type { Engine } from '../../src/engines/types.js';
import { diskReader } from '../../src/io/files.js';
import { parseLabels, runCorpus, score, type Manifest } from '../../src/lint/corpus.js';
import { FIXTURES } from './helpers.js';

const root = join(FIXTURES, 'real');
const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8')) as Manifest;
const labels = parseLabels(readFileSync(join(root, 'labels.txt'), 'utf8'));
const exists = (p: string) => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};

describe('real-configuration corpus', () => {
  const engines = { codewhale, san, grok, claude } as unknown as Record<'codewhale' | 'san' | 'grok' | 'claude', Engine>;
  const findings = runCorpus(manifest, { root, reader: diskReader, engines, fileExists: exists });
  const s = score(findings, labels);

  it('has 100+ files, each with its origin, and 200+ labels naming corpus files', () => {
    expect(manifest.files.length).toBeGreaterThanOrEqual(100);
    for (const e of manifest.files) {
      expect(e.repo).toMatch(/^[^/]+\/[^/]+$/);
      expect(e.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(exists(join(root, e.file))).toBe(true);
    }
    expect(labels.length).toBeGreaterThanOrEqual(200);
    const files = new Set(manifest.files.map((e) => e.file));
    for (const l of labels) expect(files.has(l.key.slice(0, l.key.indexOf(':')))).toBe(true);
    expect(s.duplicates.map((l) => l.key)).toEqual([]);
  });

  it('reports no labelled false positive', () => {
    expect(s.falseAlarms.map((l) => `${l.key} (labels.txt:${l.line}: ${l.reason})`)).toEqual([]);
  });

  it('reports every labelled true positive', () => {
    expect(s.missed.map((l) => `${l.key} (labels.txt:${l.line}: ${l.reason})`)).toEqual([]);
  });

  it('keeps every check at precision >= 95% and broad-allow, hook-risk, deny-bypassable at recall >= 90%', () => {
    for (const c of s.checks) {
      if (c.precision !== undefined) expect({ id: c.id, precision: c.precision >= 0.95 }).toEqual({ id: c.id, precision: true });
      if (['broad-allow', 'hook-risk', 'deny-bypassable'].includes(c.id)) expect({ id: c.id, recall: (c.recall ?? 0) >= 0.9 }).toEqual({ id: c.id, recall: true });
    }
  });

  it('finds no secret left in the corpus', () => {
    for (const e of manifest.files) {
      const text = readFileSync(join(root, e.file), 'utf8');
      expect({ file: e.file, leak: /sk-[A-Za-z0-9]{20,}|gh[pousr]_[A-Za-z0-9]{20,}|eyJ[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{20,}/.test(text) }).toEqual({ file: e.file, leak: false });
    }
  });
});

describe('corpus labels', () => {
  it('parses tp/fp lines and rejects a malformed one with its line', () => {
    expect(parseLabels('# c\ntp a/b.json:1:2 schema -- why\n')).toEqual([{ verdict: 'tp', key: 'a/b.json:1:2 schema', reason: 'why', line: 2 }]);
    expect(() => parseLabels('tp a/b.json:1:2 schema\n')).toThrow(/labels line 1/);
  });

  it('counts a labelled false positive that comes back and a true positive that goes missing', () => {
    const l = parseLabels('tp f:1:1 broad-allow -- x\nfp f:2:1 broad-allow -- y\n');
    const s = score([{ key: 'f:2:1 broad-allow', id: 'broad-allow', message: '', severity: 'warning' }], l);
    expect(s.falseAlarms.map((x) => x.key)).toEqual(['f:2:1 broad-allow']);
    expect(s.missed.map((x) => x.key)).toEqual(['f:1:1 broad-allow']);
    expect(s.checks).toEqual([{ id: 'broad-allow', tp: 0, fp: 1, fn: 1, unlabelled: 0, precision: 0, recall: 0 }]);
  });
});
