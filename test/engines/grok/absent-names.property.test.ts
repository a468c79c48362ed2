/**
 * `resolvePath` (src/engines/grok/paths.ts) settles from a directory's
 * listing that a plain name is not there, instead of a realpath and a read
 * per missing file. Over generated trees (fixed seed: files, directories,
 * symlinks to files, to directories, dangling and looping ones, a
 * directory that lists but cannot be searched) asked for
 * generated paths in a generated order (missing names, present ones, links,
 * `.`/`..`, trailing and doubled slashes, names in another case), every
 * answer must equal the plain resolution by a reader that cannot list
 * directories; a test that would fail if a link, a present name or a name
 * the listing cannot settle were taken for a missing file.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolvePath } from '../../../src/engines/grok/paths.js';
import type { FileReader } from '../../../src/io/files.js';
import { linkReader } from './memory.js';

const DIRS = ['/w', '/w/src', '/w/d', '/etc', '/o', '/p'];
/** A directory that lists but cannot be searched: every name in it is refused (`permission denied`), none is missing. */
const LOCKED = '/p/';
const NAMES = ['a', 'b.txt', 'README.md', '12', '7', 'x-y', 'src', 'd', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6'];
const ODD = ['.', '..', '', 'readme.md', 'README.MD', 'a~1', 'b.', 'c:d', 'é', 'n1/', 'n1/.', 'src/n1', 'd/a'];
const TARGETS = ['/w/a', '/w/src', '/o', '/nowhere', 'n1', '../w/d', '/w/loop', '/etc/b.txt'];

const tree = fc.record({
  files: fc.array(fc.tuple(fc.constantFrom(...DIRS), fc.constantFrom(...NAMES.slice(0, 7))), { maxLength: 10 }),
  links: fc.array(fc.tuple(fc.constantFrom(...DIRS), fc.constantFrom('l1', 'l2', 'n1', 'n2', 'loop', 'README.md'), fc.constantFrom(...TARGETS)), { maxLength: 4 }),
});
const query = fc.tuple(fc.constantFrom(...DIRS, '/w/', '/w//src', '/w/l1', '/nowhere'), fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...NAMES, 'l1', 'l2', 'loop') }, { weight: 1, arbitrary: fc.constantFrom(...ODD) }));

/** A reader over the generated tree, counting its realpath calls; without `list` when `listing` is false. */
function build(t: { files: [string, string][]; links: [string, string, string][] }, listing: boolean): { reader: FileReader; realpaths: () => number } {
  const files: Record<string, string> = {};
  for (const [d, n] of t.files) files[`${d}/${n}`] = 'x';
  const links: Record<string, string> = {};
  for (const [d, n, target] of t.links) if (files[`${d}/${n}`] === undefined) links[`${d}/${n}`] = target;
  const base = linkReader(files, links, DIRS);
  let calls = 0;
  const reader: FileReader = {
    read: (p) => (p.startsWith(LOCKED) ? { status: 'error', path: p, message: 'permission denied' } : base.read(p)),
    isDirectory: (p) => !p.startsWith(LOCKED) && base.isDirectory(p),
    realpath: (p) => {
      calls++;
      return p.startsWith(LOCKED) ? undefined : base.realpath!(p);
    },
    ...(listing ? { list: (d: string) => base.list!(d) } : {}),
  };
  return { reader, realpaths: () => calls };
}

describe('resolvePath: a name the listing settles as absent resolves as the plain walk resolves it', () => {
  it('equals the resolution of a reader that cannot list, asked in any order', () => {
    let saved = 0;
    fc.assert(
      fc.property(tree, fc.array(query, { minLength: 1, maxLength: 30 }), (t, qs) => {
        const fast = build(t, true);
        const plain = build(t, false);
        for (const [d, n] of qs) {
          const abs = `${d}/${n}`;
          expect(resolvePath(fast.reader, abs)).toEqual(resolvePath(plain.reader, abs));
        }
        if (fast.realpaths() < plain.realpaths()) saved++;
      }),
      { seed: 18061, numRuns: 1250 },
    );
    // The listing settles names often enough to be tried (a test that cannot fail is a defect).
    expect(saved).toBeGreaterThan(500);
  });

  it('asks the file system again for a name the listing holds, in any case, or a link', () => {
    const links = { '/w/l1': '/o/a' };
    const base = linkReader({ '/w/README.md': 'x', '/o/a': 'y' }, links, ['/w', '/o']);
    for (const asks of [['/w/n1', '/w/README.md'], ['/w/n1', '/w/l1'], ['/w/n1', '/w/n2', '/w/l1', '/w/README.md']]) {
      const reader: FileReader = { ...base };
      const plain: FileReader = { read: base.read, isDirectory: base.isDirectory, realpath: base.realpath! };
      for (const a of asks) expect(resolvePath(reader, a)).toEqual(resolvePath(plain, a));
    }
    expect(resolvePath({ ...base }, '/w/l1')).toEqual({ kind: 'resolved', path: '/o/a' });
  });
});
