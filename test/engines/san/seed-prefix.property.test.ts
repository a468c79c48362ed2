/**
 * The seed's multi-word `prefix:*` reads each parsed command's plain form
 * (match/bash.ts): `matchAny` takes it from the reading's allow units (one
 * per parsed command, in order, each with `plain`), `coversUnit` from the
 * unit. Over generated commands and rule arguments both equal a plain
 * reference that works `plainForm` out of the parsed commands themselves.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowUnits, coversUnit, denyForms, matchAny, normalized, parsedCommands, plainForm, sanReading, seedTest, type BashMatch, type SanReading } from '../../../src/engines/san/match/bash.js';
import { globMatcher, matchGlob } from '../../../src/engines/san/match/glob.js';
import { analyzeShell } from '../../../src/shell/index.js';

function matchAnyPlain(args: string, r: SanReading): BashMatch | undefined {
  if (r.command === '') return matchGlob('', args) ? { form: '', seedOnly: false } : undefined;
  const glob = globMatcher(args);
  for (const f of denyForms(r)) {
    if (!glob(f)) continue;
    const c = parsedCommands(r).find((x) => normalized(x) === f || plainForm(x) === f);
    return { form: f, seedOnly: false, ...(c ? { command: c } : {}) };
  }
  const test = seedTest(args);
  if (test !== null) {
    const c = parsedCommands(r).find((x) => test(plainForm(x)));
    if (c) return { form: plainForm(c), seedOnly: true, command: c };
  }
  return undefined;
}

const piece = fc.constantFrom('git status -uall', 'git  status', '/usr/bin/git status x', 'timeout 5 git log', 'npm run build', 'nice -n 5 npm run test', 'ls -la', 'echo "git status"', 'git', 'FOO=1 git status', 'declare x=1', 'cat a | git status', 'x=1');
const command = fc.array(piece, { minLength: 1, maxLength: 3 }).chain((ps) => fc.constantFrom(' && ', '; ', ' | ', ' || ').map((op) => ps.join(op)));
const args = fc.constantFrom('git status:*', 'git st*:*', 'git  status:*', 'npm run:*', 'npm run b?ild:*', 'timeout 5:*', 'git:*', 'ls -la:*', 'echo "git:*', 'git status', '*', 'cat a:*');

describe('san seed prefix over the plain forms of the allow units', () => {
  it('matchAny and coversUnit equal the reference over parsedCommands', () => {
    fc.assert(
      fc.property(command, args, (cmd, a) => {
        const r = sanReading(analyzeShell(cmd));
        expect(matchAny(a, r), `${a} on ${cmd}`).toEqual(matchAnyPlain(a, r));
        for (const u of allowUnits(r)) {
          const test = seedTest(a);
          const glob = globMatcher(a);
          const ref = u.forms.some((f) => glob(f)) ? { seedOnly: false } : u.command && test !== null && test(plainForm(u.command)) ? { seedOnly: true } : undefined;
          expect(coversUnit(a, u), `${a} on ${u.text}`).toEqual(ref);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('the generator reaches a match by the seed prefix alone', () => {
    const r = sanReading(analyzeShell('ls -la && /usr/bin/git status x'));
    expect(matchAny('git status:*', r)).toMatchObject({ form: 'git status x', seedOnly: true });
  });
});
