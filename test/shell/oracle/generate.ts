/**
 * Generated strings for the runtime oracle: random scripts (fast-check,
 * fixed seed) built from the constructs the analyzer must see through —
 * lists, pipelines, substitutions, groups, compound commands, functions,
 * eval, heredocs, parameter expansions with command words, and command
 * names spelled in pieces. Only what restricted bash allows (no `/` in
 * command names, no output redirection, no cd/exec), and no loop that does
 * not end.
 */
import fc from 'fast-check';

const NAMES = ['rm', 'mv', 'cp', 'ls', 'git', 'curl', 'make', 'npm', 'chmod', 'tar', 'echo', 'printf', 'true', 'false', ':', 'cat', 'grep'];
const ARGS = ['a', '-rf', 'x y', '"$HOME"', "'q'", '--force', '1', '*.txt', '$v', '${v:-d}'];

/** Spellings of a command name that bash reads as that name. */
const SPELL: ((n: string) => string)[] = [
  (n) => n,
  (n) => n,
  (n) => n,
  (n) => `'${n}'`,
  (n) => `"${n}"`,
  (n) => (n.length > 1 ? `${n[0]}\\\n${n.slice(1)}` : n),
  (n) => (n.length > 1 ? `${n[0]}""${n.slice(1)}` : n),
  (n) => (n.length > 1 ? `${n[0]}$""${n.slice(1)}` : n),
  (n) => (n.length > 1 ? `${n[0]}\`\`${n.slice(1)}` : n),
  (n) => (n.length > 1 ? `${n[0]}$''${n.slice(1)}` : n),
  (n) => `\\${n}`,
];

const WRAP: ((c: string) => string)[] = [
  (c) => c,
  (c) => c,
  (c) => `sudo ${c}`,
  (c) => `env A=1 ${c}`,
  (c) => `nice -n 5 ${c}`,
  (c) => `timeout 5 ${c}`,
  (c) => `command ${c}`,
  (c) => `builtin ${c}`,
  (c) => `A=1 ${c}`,
];

type Gen = fc.Arbitrary<string>;

const simple: Gen = fc
  .tuple(fc.constantFrom(...NAMES), fc.nat({ max: SPELL.length - 1 }), fc.nat({ max: WRAP.length - 1 }), fc.array(fc.constantFrom(...ARGS), { maxLength: 2 }))
  .map(([name, s, w, args]) => (WRAP[w] as (c: string) => string)([(SPELL[s] as (n: string) => string)(name), ...args].join(' ')));

const OPS = [' && ', ' || ', '; ', ' | ', '\n', ' & ', ' |& '];

const script: Gen = fc.letrec<{ cmd: string; list: string }>((tie) => ({
  cmd: fc.oneof(
    { weight: 6, arbitrary: simple },
    { weight: 1, arbitrary: tie('list').map((l) => `echo $(${l})`) },
    // Backticks end at the next backtick: what is inside them must not hold one.
    { weight: 1, arbitrary: tie('list').filter((l) => !l.includes('`')).map((l) => `x=\`${l}\``) },
    { weight: 1, arbitrary: tie('list').map((l) => `( ${l} )`) },
    { weight: 1, arbitrary: tie('list').map((l) => `{ ${l}; }`) },
    { weight: 1, arbitrary: fc.tuple(tie('cmd'), tie('list')).map(([c, l]) => `if ${c}; then ${l}; fi`) },
    { weight: 1, arbitrary: fc.tuple(tie('list'), tie('list')).map(([a, b]) => `if false; then ${a}; else ${b}; fi`) },
    { weight: 1, arbitrary: tie('list').map((l) => `for i in 1 2; do ${l}; done`) },
    { weight: 1, arbitrary: tie('list').map((l) => `while false; do ${l}; done`) },
    { weight: 1, arbitrary: tie('list').map((l) => `case $v in *) ${l} ;; esac`) },
    { weight: 1, arbitrary: tie('list').map((l) => `f() { ${l}; }; f`) },
    { weight: 1, arbitrary: simple.map((c) => `eval '${c.replace(/'/g, '')}'`) },
    { weight: 1, arbitrary: simple.map((c) => `eval "${c.replace(/["\\`$]/g, '')}"`) },
    { weight: 1, arbitrary: tie('list').map((l) => `echo "\${v:-$(${l})}"`) },
    { weight: 1, arbitrary: simple.map((c) => `echo \${v#$(${c})}`) },
    { weight: 1, arbitrary: simple.map((c) => `echo \${v%%\`${c.replace(/`/g, '')}\`}`) },
    { weight: 1, arbitrary: simple.map((c) => `echo \${v,,$(${c})}`) },
    // A heredoc's delimiter line must stand alone, so the heredoc sits in a group that ends on the next line.
    { weight: 1, arbitrary: fc.constantFrom(...NAMES).map((n) => `{ cat <<${n.replace(/\W/g, 'X')}\n$(${n} q)\n${n.replace(/\W/g, 'X')}\n}`) },
    { weight: 1, arbitrary: fc.constantFrom(...NAMES).map((n) => `{ cat <<'E'\n${n} q\nE\n}`) },
    { weight: 1, arbitrary: simple.map((c) => `cat <<< "$(${c})"`) },
    { weight: 1, arbitrary: simple.map((c) => `! ${c}`) },
    { weight: 1, arbitrary: simple.map((c) => `time ${c}`) },
    { weight: 1, arbitrary: fc.constantFrom(...NAMES).map((n) => `v=${n}; $v a`) },
    { weight: 1, arbitrary: tie('list').map((l) => `[[ -n $(${l}) ]]`) },
    { weight: 1, arbitrary: tie('list').map((l) => `echo $(( 1 + $(${l}) ))`) },
    { weight: 1, arbitrary: tie('list').map((l) => `cat < <(${l})`) },
  ),
  list: fc
    .tuple(tie('cmd'), fc.array(fc.tuple(fc.constantFrom(...OPS), tie('cmd')), { maxLength: 2 }))
    .map(([first, rest]) => first + rest.map(([op, c]) => op + c).join('')),
}), { depthSize: 'small' }).list;

/** `count` distinct generated strings (fixed seed: the same every run). */
export function generatedStrings(count: number, seed = 14): string[] {
  const out = new Set<string>();
  let round = 0;
  while (out.size < count && round < 20) {
    for (const s of fc.sample(script, { numRuns: count * 2, seed: seed + round })) {
      if (out.size >= count) break;
      out.add(s);
    }
    round++;
  }
  return [...out];
}
