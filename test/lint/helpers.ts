import { statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codewhale } from '../../src/engines/codewhale/index.js';
import type { CodewhaleStack } from '../../src/engines/codewhale/stack.js';
import { diskReader } from '../../src/io/files.js';
import { lint } from '../../src/lint/lint.js';
import type { LintResult } from '../../src/lint/types.js';

export const FIXTURES = resolve(fileURLToPath(new URL('.', import.meta.url)), '../fixtures');
export const REPO = resolve(FIXTURES, '../..');

export function realExists(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

export interface FixtureOptions {
  overrides?: string[];
  trusted?: boolean;
  fileExists?: (p: string) => boolean;
  pathDirs?: string[];
  onlyFiles?: string[];
}

export function loadFixture(name: string, opts: FixtureOptions = {}): CodewhaleStack {
  const root = join(FIXTURES, name);
  const managed = join(root, 'managed');
  return codewhale.loadStack({
    home: join(root, 'home'),
    userHome: join(root, 'no-such-user-home'),
    workspace: join(root, 'workspace'),
    ...(diskReader.isDirectory(managed) ? { managedDir: managed } : {}),
    overrides: opts.overrides ?? [],
    projectConfig: true,
    ...(opts.trusted !== undefined ? { trusted: opts.trusted } : {}),
    env: {},
    reader: diskReader,
  });
}

/** Lints a fixture with a fixed PATH (nothing on it unless the test says so). */
export function lintFixture(name: string, opts: FixtureOptions = {}): LintResult {
  const stack = loadFixture(name, opts);
  return lint({
    engine: codewhale,
    stack,
    readText: (p) => {
      const r = diskReader.read(p);
      return r.status === 'ok' ? r.text : undefined;
    },
    fileExists: opts.fileExists ?? realExists,
    pathDirs: opts.pathDirs ?? [],
    ...(opts.onlyFiles ? { onlyFiles: opts.onlyFiles } : {}),
  });
}

/** `id path:line:column`, the path relative to the fixture. */
export function brief(r: LintResult, name: string): string[] {
  const root = join(FIXTURES, name);
  return r.findings.map((f) => `${f.id} ${relative(root, f.file)}:${f.line}:${f.column}`);
}
