import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTomlLocated } from '../../src/config/located.js';
import { locateToml } from '../../src/config/toml-locate.js';
import { offsetOf } from './helpers.js';

/** A key as written (`raw`) and what it means (`name`). */
interface Key {
  raw: string;
  name: string;
}
/** A value as written (`lines`, possibly several) and the JS value smol-toml gives for it. */
interface Value {
  lines: string[];
  value: unknown;
}
interface Pair {
  key: Key;
  value: Value;
  indent: string;
  trailing: string; // '' or ' # comment'
  before: string[]; // blank or comment lines before the pair
}

// Characters that tempt a naive scanner: key/table syntax, quotes, comment marks, non-ASCII.
const tricky = fc.constantFrom('a', 'Z', '0', ' ', '.', '=', '#', '[', ']', '[[', '{', '}', ',', 'é', '😀', '"', "'", '\\', 'x = 1');
const trickyText = fc.array(tricky, { maxLength: 6 }).map((a) => a.join(''));
const safeText = trickyText.map((s) => s.replace(/["'\\]/g, ''));

const key: fc.Arbitrary<Key> = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{1,10}$/).map((name) => ({ raw: name, name })) },
  { weight: 1, arbitrary: trickyText.map((name) => ({ raw: JSON.stringify(name), name })) },
  {
    weight: 1,
    arbitrary: trickyText.map((s) => s.replace(/'/g, '')).map((name) => ({ raw: `'${name}'`, name })),
  },
);

const scalar: fc.Arbitrary<Value> = fc.oneof(
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map((n) => ({ lines: [String(n)], value: n })),
  fc.boolean().map((b) => ({ lines: [String(b)], value: b })),
  trickyText.map((s) => ({ lines: [JSON.stringify(s)], value: s })),
  trickyText.map((s) => s.replace(/'/g, '')).map((s) => ({ lines: [`'${s}'`], value: s })),
);

const value: fc.Arbitrary<Value> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  {
    // multi-line strings whose contents look like headers and keys
    weight: 1,
    arbitrary: fc.tuple(safeText, fc.boolean()).map(([s, literal]) => {
      const q = literal ? "'''" : '"""';
      return { lines: [q, '[fake]', 'x = 1', '[[rules]]', `${s}${q}`], value: `[fake]\nx = 1\n[[rules]]\n${s}` };
    }),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.array(scalar, { maxLength: 4 }), fc.boolean()).map(([items, multi]) =>
      multi
        ? { lines: ['[', ...items.map((i) => `  ${i.lines[0]}, # item`), ']'], value: items.map((i) => i.value) }
        : { lines: [`[${items.map((i) => i.lines[0]).join(', ')}]`], value: items.map((i) => i.value) },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.uniqueArray(fc.tuple(key, scalar), { maxLength: 3, selector: ([k]) => k.name }).map((kvs) => ({
      lines: [`{ ${kvs.map(([k, v]) => `${k.raw} = ${v.lines[0]}`).join(', ')} }`],
      value: Object.fromEntries(kvs.map(([k, v]) => [k.name, v.value])),
    })),
  },
);

const filler = fc.array(
  fc.oneof(
    fc.constant(''),
    fc.constant('   '),
    safeText.map((s) => `# ${s}`),
    fc.constant('  # [[rules]] x = 1'),
  ),
  { maxLength: 2 },
);

const pair: fc.Arbitrary<Pair> = fc.record({
  key,
  value,
  indent: fc.constantFrom('', '  ', '\t'),
  trailing: fc.constantFrom('', ' # why', '\t# [x] = 1'),
  before: filler,
});

const rule = fc.record({
  header: fc.constantFrom('[[rules]]', '  [[rules]]', '[[ rules ]]', '[[rules]] # rule'),
  pairs: fc.uniqueArray(pair, { minLength: 0, maxLength: 5, selector: (p) => p.key.name }),
  after: filler,
});

const doc = fc.record({
  preamble: fc.array(fc.constantFrom('# policy', 'version = 1', '', 'name = "p"'), { maxLength: 3 }).map((lines) =>
    // keep top-level keys unique
    lines.filter((l, i) => !l.includes('=') || lines.indexOf(l) === i),
  ),
  rules: fc.array(rule, { minLength: 1, maxLength: 6 }),
  trailer: fc.constantFrom('', '[other]\nkey = "v"', '# end'),
  eol: fc.constantFrom('\n', '\r\n'),
});

describe('parseTomlLocated: property', () => {
  it('locate(["rules", i, key]) points at the key, locate(["rules", i]) at the header, spans end at the last value', () => {
    fc.assert(
      fc.property(doc, ({ preamble, rules, trailer, eol }) => {
        const lines: string[] = [...preamble];
        for (const r of rules) {
          lines.push(r.header);
          for (const p of r.pairs) {
            lines.push(...p.before);
            const [first, ...rest] = p.value.lines;
            if (rest.length === 0) lines.push(`${p.indent}${p.key.raw} = ${first}${p.trailing}`);
            else lines.push(`${p.indent}${p.key.raw} = ${first}`, ...rest.slice(0, -1), `${rest[rest.length - 1]}${p.trailing}`);
          }
          lines.push(...r.after);
        }
        if (trailer) lines.push(trailer);
        const text = lines.join(eol) + eol;
        const d = parseTomlLocated(text, 'gen.toml');
        const src = text.split('\n');

        const got = (d.value as { rules: Record<string, unknown>[] }).rules;
        expect(got).toHaveLength(rules.length);
        rules.forEach((r, i) => {
          const el = d.locate(['rules', i]);
          expect(el).toBeDefined();
          expect(src[el!.line - 1]!.slice(el!.column - 1)).toMatch(/^\[\[ ?rules ?\]\]/);
          for (const p of r.pairs) {
            const norm = (v: unknown): unknown => (typeof v === 'string' ? v.replace(/\r\n/g, '\n') : v);
            expect(norm(got[i]![p.key.name])).toEqual(p.value.value);
            const k = d.locate(['rules', i, p.key.name]);
            expect(k, `rules[${i}].${p.key.raw}`).toBeDefined();
            expect(src[k!.line - 1]!.slice(k!.column - 1).startsWith(p.key.raw)).toBe(true);
            expect(k!.endLine).toBe(k!.line);
            expect(k!.endColumn! - k!.column).toBe(p.key.raw.length);
            const v = d.locateValue(['rules', i, p.key.name])!;
            const vStart = offsetOf(text, v.line, v.column);
            const vEnd = offsetOf(text, v.endLine!, v.endColumn!);
            expect(text.slice(vStart, vEnd).replace(/\r\n/g, '\n')).toBe(p.value.lines.join('\n'));
          }
          // the element ends where its last value ends (or at its header when it has none)
          const end = offsetOf(text, el!.endLine!, el!.endColumn!);
          const last = r.pairs[r.pairs.length - 1];
          const ending = last ? last.value.lines[last.value.lines.length - 1]! : r.header.replace(/ # rule$/, '');
          expect(text.slice(0, end).endsWith(ending)).toBe(true);
        });
        expect(d.locate(['rules', rules.length])).toBeUndefined();
      }),
      { seed: 20240611, numRuns: 200 },
    );
  });

  it('the locator terminates without throwing on any input, valid TOML or not', () => {
    const unit = fc.constantFrom('a', ' ', '\n', '\r\n', '"', "'", '"""', "'''", '\\', '[', ']', '[[', '{', '}', '=', '.', ',', '#', '1', 'é', '😀');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 60 }), (text) => {
        locateToml(text);
      }),
      { seed: 7, numRuns: 500 },
    );
  });
});
