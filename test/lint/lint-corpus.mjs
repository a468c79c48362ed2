// npm run lint-corpus: lints every file of the real-configuration corpus
// (test/fixtures/real/) and prints precision and recall per check against
// the hand labels. `--list` also prints every finding with its label, for
// labelling new findings. Reads only; runs nothing from the corpus.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const { runCorpus, parseLabels, score, formatScore } = await import(join(repo, 'dist/lint/corpus.js'));
const { diskReader } = await import(join(repo, 'dist/io/files.js'));
const { loadEngine } = await import(join(repo, 'dist/engines/registry.js'));

const root = join(repo, 'test/fixtures/real');
const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8'));
const labels = parseLabels(readFileSync(join(root, 'labels.txt'), 'utf8'));
const engines = {};
for (const id of ['codewhale', 'san', 'grok', 'claude']) engines[id] = await loadEngine(id);
const exists = (p) => {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
};
const findings = runCorpus(manifest, { root, reader: diskReader, engines, fileExists: exists });
const s = score(findings, labels);
process.stdout.write(formatScore(s, manifest.files.length, labels.length));
if (process.argv.includes('--list')) {
  const byKey = new Map(labels.map((l) => [l.key, l]));
  for (const f of findings) {
    const l = byKey.get(f.key);
    process.stdout.write(`${l ? l.verdict : '??'} ${f.key} -- ${f.message}\n`);
  }
}
for (const l of s.falseAlarms) process.stdout.write(`false alarm back: ${l.key} (labels.txt:${l.line}: ${l.reason})\n`);
for (const l of s.missed) process.stdout.write(`missed: ${l.key} (labels.txt:${l.line}: ${l.reason})\n`);
