/**
 * parseBash copies tree-sitter's tree into plain objects (src/shell/parse.ts,
 * `materialize`), reading each symbol's name once and asking only empty
 * nodes whether they are MISSING. The copy must be the binding's own tree,
 * node for node: type, named, missing, error, range and children, on valid
 * input, on broken input (ERROR and MISSING nodes) and on every case table.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parseBash, type TsNode } from '../../src/shell/parse.js';
import { CASES, REFERENCE_GIT_STATUS_CASES, REFERENCE_HARMLESS_CASES, REFERENCE_RM_CASES } from './cases.js';
import { CLASSES } from './classes.js';

interface BindingNode {
  type: string;
  isNamed: boolean;
  isMissing: boolean;
  hasError: boolean;
  startIndex: number;
  endIndex: number;
  children: BindingNode[];
}

const require = createRequire(import.meta.url);
const Parser = require('tree-sitter') as new () => { setLanguage(l: unknown): void; parse(s: string): { rootNode: BindingNode } };
const parser = new Parser();
parser.setLanguage(require('tree-sitter-bash'));

/**
 * whale-perm's `hasError`, as parse.ts documents it: an ERROR or MISSING node,
 * or one holding such a node (the binding's own flag leaves out a childless
 * ERROR token).
 */
function derivedError(n: BindingNode, memo = new Map<BindingNode, boolean>()): boolean {
  let v = memo.get(n);
  if (v === undefined) {
    v = n.type === 'ERROR' || n.isMissing || n.children.some((c) => derivedError(c, memo));
    memo.set(n, v);
  }
  return v;
}

/** A tree, one line per node, depth first (an explicit stack: inputs nest deep). */
function lines(root: TsNode | BindingNode, hasError: (n: TsNode | BindingNode) => boolean = (n) => n.hasError): string[] {
  const out: string[] = [];
  const stack: [TsNode | BindingNode, number][] = [[root, 0]];
  while (stack.length > 0) {
    const [n, depth] = stack.pop()!;
    const children = n.children as (TsNode | BindingNode)[];
    out.push(`${depth} ${n.type} named=${n.isNamed} missing=${n.isMissing} error=${hasError(n)} ${n.startIndex}-${n.endIndex} children=${children.length}`);
    for (let i = children.length - 1; i >= 0; i--) stack.push([children[i]!, depth + 1]);
  }
  return out;
}

const BROKEN = ['echo "unterminated', 'if true; then ls', 'ls &&', 'for x in; do', 'echo $(( 1 +', 'a | | b', 'case x in', '((', 'cat <<EOF\nx', 'f() {', "echo 'a", 'x=1 >f', 'ls <> f', 'coproc NAME ( ls )'];

const inputs = [
  ...BROKEN,
  ...[...REFERENCE_RM_CASES, ...REFERENCE_GIT_STATUS_CASES, ...REFERENCE_HARMLESS_CASES, ...CASES].map((c) => c.input),
  ...Object.values(CLASSES).flatMap((rows) => rows.map((r) => r.input)),
].filter((s) => !s.includes('|&')); // parseBash re-parses `|&` as `| ` (same length): compared separately below

describe('parseBash copies the binding tree exactly', () => {
  it(`on ${inputs.length} inputs, broken ones included`, () => {
    let missing = 0;
    let errors = 0;
    for (const input of inputs) {
      const copy = lines(parseBash(input).root);
      const memo = new Map<BindingNode, boolean>();
      expect(copy, input).toEqual(lines(parser.parse(input).rootNode, (n) => derivedError(n as BindingNode, memo)));
      missing += copy.filter((l) => l.includes('missing=true')).length;
      errors += copy.filter((l) => l.includes(' ERROR ')).length;
    }
    // The comparison covers both kinds of broken node.
    expect(missing).toBeGreaterThan(0);
    expect(errors).toBeGreaterThan(0);
  });

  it('after `|&`, as the patched source parses', () => {
    const input = 'a |& b | c\nd';
    expect(lines(parseBash(input).root)).toEqual(lines(parser.parse(input.replace('|&', '| ')).rootNode, (n) => derivedError(n as BindingNode)));
  });
});
