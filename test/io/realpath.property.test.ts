// realpathOrUndefined (src/io/files.ts) answers a missing path from one non-throwing lstat before it
// asks realpathSync. Property: on a real tree with files, directories, links to each, a dangling link,
// a link loop and a file used as a directory, it gives exactly what realpathSync gives (undefined where
// realpathSync throws), for paths built from those names, `.` and `..`, normal or not.
import fc from 'fast-check';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { realpathOrUndefined } from '../../src/io/files.js';

const root = realpathSync(mkdtempSync(join(tmpdir(), 'wp-realpath-')));
mkdirSync(join(root, 'd', 'e'), { recursive: true });
writeFileSync(join(root, 'f'), 'x');
writeFileSync(join(root, 'd', 'g'), 'x');
symlinkSync(join(root, 'd'), join(root, 'ld'));
symlinkSync('f', join(root, 'lf'));
symlinkSync(join(root, 'nowhere'), join(root, 'dangling'));
symlinkSync('loop', join(root, 'loop'));
symlinkSync('../d', join(root, 'd', 'up'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const plain = (p: string): string | undefined => {
  try {
    return realpathSync(p);
  } catch {
    return undefined;
  }
};
const PARTS = ['d', 'e', 'f', 'g', 'ld', 'lf', 'dangling', 'loop', 'up', 'missing', '.', '..', ''];

describe('realpathOrUndefined', () => {
  it('agrees with realpathSync on generated paths', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PARTS), { minLength: 1, maxLength: 5 }), fc.boolean(), (parts, trailing) => {
        const p = `${root}/${parts.join('/')}${trailing ? '/' : ''}`;
        expect(realpathOrUndefined(p)).toBe(plain(p));
      }),
      { numRuns: 2000 },
    );
  });
  it('answers the cases the shortcut takes and the ones it leaves', () => {
    expect(realpathOrUndefined(join(root, 'missing'))).toBeUndefined();
    expect(realpathOrUndefined(join(root, 'missing', 'x'))).toBeUndefined();
    expect(realpathOrUndefined(`${root}/d/missing/..`)).toBe(join(root, 'd'));
    expect(realpathOrUndefined(join(root, 'ld', 'g'))).toBe(join(root, 'd', 'g'));
    expect(realpathOrUndefined(join(root, 'dangling'))).toBeUndefined();
    expect(realpathOrUndefined(join(root, 'loop'))).toBeUndefined();
    expect(realpathOrUndefined(join(root, 'f', 'x'))).toBeUndefined();
  });
});
