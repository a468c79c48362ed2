/**
 * Bounds on hostile input (issue 14): what the analysis says past each bound.
 * Speed itself is measured by bench/shell.js, not here.
 */
import { describe, expect, it } from 'vitest';
import { analyzeShell, analyzeWithGrammar } from '../../src/shell/index.js';
import { flatList, listChunks } from '../../src/shell/chunks.js';
import { MAX_NESTING_DEPTH } from '../../src/shell/opacity.js';
import { MAX_SEGMENTS } from '../../src/shell/walk.js';
import { MAX_WRAPPERS } from '../../src/shell/wrappers.js';

describe('bounds', () => {
  it(`wrappers past ${MAX_WRAPPERS} are not peeled, and say so`, () => {
    const a = analyzeShell(`${'sudo '.repeat(5000)}rm -rf x`);
    expect(a.segments).toHaveLength(1);
    expect(a.segments[0]?.wrappers).toHaveLength(MAX_WRAPPERS);
    expect(a.opaque.map((o) => o.detail)).toEqual([expect.stringContaining(`deeper than ${MAX_WRAPPERS}`)]);
    expect(analyzeShell(`${'sudo '.repeat(MAX_WRAPPERS)}rm x`).segments[0]?.argv).toEqual(['rm', 'x']);
  });

  it(`nesting past ${MAX_NESTING_DEPTH} levels is cut off as one finding`, () => {
    const n = 20_000;
    const input = `${'echo $('.repeat(n)}rm x${')'.repeat(n)}`;
    const a = analyzeShell(input);
    const cut = a.opaque.find((o) => o.detail.includes(`nested deeper than ${MAX_NESTING_DEPTH}`));
    expect(cut?.range[1]).toBe(input.length);
    expect(a.segments.length).toBeLessThanOrEqual(MAX_NESTING_DEPTH + 1);
  });

  it(`more than ${MAX_SEGMENTS} commands: the rest is one finding running to the end`, () => {
    const input = 'true && '.repeat(MAX_SEGMENTS + 500) + 'rm x';
    const a = analyzeShell(input);
    expect(a.segments).toHaveLength(MAX_SEGMENTS);
    expect(a.opaque).toHaveLength(1);
    expect(a.opaque[0]?.range[1]).toBe(input.length);
    expect(input.slice(...(a.opaque[0]?.range ?? [0, 0]))).toContain('rm x');
  });

  it(`past ${MAX_SEGMENTS} commands, pieces left unread change nothing; writes, assignments and errors there are still reported`, () => {
    const head = 'true && '.repeat(MAX_SEGMENTS);
    const quiet = Array.from({ length: 1500 }, (_, i) => `echo "$(date)" ${i} && ls -la 'src ${i}' | grep x`).join(' && ');
    const loud = 'echo x > out.txt && A=1 && cat README.md | sh && echo $((x + 1)) && a &&  && b';
    for (const input of [`${head}${quiet}`, `${head}${quiet} && ${loud} && ${quiet}`]) {
      const fast = analyzeShell(input);
      expect(fast).toEqual(analyzeWithGrammar(input));
      expect(fast.segments).toHaveLength(MAX_SEGMENTS);
    }
    const a = analyzeShell(`${head}${quiet} && ${loud} && ${quiet}`);
    expect(a.writes.map((w) => w.path)).toEqual(['out.txt']);
    expect(a.opaque.map((o) => o.reason)).toContain('parse-error');
  });

  it('a long flat list read without the grammar gives what the grammar gives', () => {
    const cmds = Array.from({ length: 400 }, (_, i) => `A=${i} git add f${i}.txt && ls -la d${i} | grep x${i} || cp a${i} b${i}; make t${i}\n`);
    const flat = cmds.join('');
    expect(flatList(flat)).not.toBeNull();
    // A comment defeats the fast path (and the chunking) but adds no command.
    const viaGrammar = analyzeShell(`${flat}# end`);
    const viaFlat = analyzeShell(flat);
    const strip = (a: ReturnType<typeof analyzeShell>) => a.segments.map(({ text, range, argv, assignments, operator, wrappers }) => ({ text, range, argv, assignments, operator, wrappers }));
    expect(strip(viaFlat)).toEqual(strip(viaGrammar));
    expect(viaFlat.opaque).toEqual(viaGrammar.opaque);
  });

  it('a long list cut into pieces gives what one parse gives', () => {
    const cmds = Array.from({ length: 3000 }, (_, i) => `echo "v${i}" $x && rm -f 'f ${i}' || (cd d && ls); `).join('');
    expect(listChunks(cmds, 16 * 1024)?.length).toBeGreaterThan(1);
    const pieces = analyzeShell(cmds);
    const whole = analyzeShell(`${cmds}\n# end`);
    const strip = (a: ReturnType<typeof analyzeShell>) => a.segments.map(({ text, range, argv, operator, nesting }) => ({ text, range, argv, operator, nesting }));
    expect(strip(pieces)).toEqual(strip(whole));
  });
});
