/** `whale-perm test FILE…`: expectation cases run against the stack. Exit 1 when any fails. */
import { resolve } from 'node:path';
import { ConfigError } from '../../config/errors.js';
import { parseCases, type TestCase } from '../../corpus/cases.js';
import { ruleCoverage, runCases } from '../../corpus/run-cases.js';
import type { Engine } from '../../engines/types.js';
import { UsageError } from '../../core/usage-error.js';
import { diskReader, type FileReader } from '../../io/files.js';
import { formatTestJson } from '../../report/test-json.js';
import { formatTestText } from '../../report/test-text.js';
import { textWidth, wantsColor } from '../output.js';
import { engineFor, loadStackOrFail } from '../context.js';
import type { CommonArgs } from '../main.js';
import type { Cli } from '../output.js';

export type TestArgs = CommonArgs & {
  files: string[];
  format: 'text' | 'json';
  coverage: boolean;
};

/** Reads and parses case files; the first problem in any of them stops everything (exit 2). */
export function readCaseFiles(files: readonly string[], engine: Engine, cwd: string, reader: FileReader = diskReader): TestCase[] {
  const cases: TestCase[] = [];
  for (const f of files) {
    const path = resolve(cwd, f);
    const r = reader.read(path);
    if (r.status === 'missing') throw new UsageError(`${f}: no such case file`);
    if (r.status === 'error') throw new ConfigError(path, 0, 0, r.message);
    cases.push(...parseCases(r.text, path, engine));
  }
  return cases;
}

export async function testCommand(args: TestArgs, out: Cli): Promise<number> {
  const engine = await engineFor(args);
  const files = (args.files ?? []).map(String);
  if (files.length === 0) throw new UsageError('test needs at least one case file');
  const cases = readCaseFiles(files, engine, out.cwd);
  const stack = loadStackOrFail(engine, args, out);
  const results = runCases(engine, stack, cases);
  const report = { results, ...(args.coverage ? { coverage: ruleCoverage(engine, stack, results) } : {}) };
  out.out(
    args.format === 'json'
      ? formatTestJson(report)
      : formatTestText(report, { color: wantsColor(args.color, out.isTTY, out.env), cwd: out.cwd, home: out.home, width: textWidth(out) }),
  );
  return results.some((r) => !r.passed) ? 1 : 0;
}
