/**
 * Golden files: the whole value, pretty-printed, must equal the stored file.
 * UPDATE_GOLDEN=1 rewrites them after a deliberate change; a missing file
 * fails (so a golden can never pass by being absent) unless UPDATE_GOLDEN is set.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect } from 'vitest';

export function expectGolden(file: string, value: unknown): void {
  const actual = `${JSON.stringify(value, null, 2)}\n`;
  if (process.env.UPDATE_GOLDEN) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, actual);
  }
  expect(existsSync(file), `${file} is missing; run with UPDATE_GOLDEN=1 to create it`).toBe(true);
  expect(actual).toBe(readFileSync(file, 'utf8'));
}
