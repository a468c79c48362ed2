/**
 * The one place that loads tree-sitter. Both packages are CommonJS native
 * addons, so they are loaded through `createRequire`; the parser is created on
 * first use so that importing whale-perm costs nothing until a shell command
 * is actually analyzed.
 */
import { createRequire } from 'node:module';

/**
 * The slice of tree-sitter's SyntaxNode this module relies on. Declared here
 * (instead of importing the package's ambient types) so no tree-sitter type
 * leaks past `src/shell/`, and so the walker states exactly what it reads.
 *
 * Note: with a JS string input the Node binding reports `startIndex` and
 * `endIndex` in UTF-16 code units, i.e. JS string indices (checked by a test
 * with non-ASCII input), so no byte-offset conversion is needed.
 */
export interface TsNode {
  readonly type: string;
  readonly isNamed: boolean;
  readonly isMissing: boolean;
  readonly hasError: boolean;
  readonly startIndex: number;
  readonly endIndex: number;
  readonly children: TsNode[];
}

interface TsTree {
  readonly rootNode: TsNode;
}

interface TsParser {
  setLanguage(language: unknown): void;
  parse(input: string, oldTree?: TsTree | null, options?: { bufferSize?: number }): TsTree;
}

type ParserConstructor = new () => TsParser;

let parser: TsParser | null = null;

function getParser(): TsParser {
  if (parser === null) {
    const require = createRequire(import.meta.url);
    const Parser = require('tree-sitter') as ParserConstructor;
    const bash: unknown = require('tree-sitter-bash');
    const created = new Parser();
    created.setLanguage(bash);
    parser = created;
  }
  return parser;
}

/** Parse bash source; the tree stays valid as long as the returned root is referenced. */
export function parseBash(source: string): TsNode {
  // The binding reads the string through a buffer; giving it room for the
  // whole input avoids many small callbacks for long commands.
  const bufferSize = Math.max(1024, source.length * 2 + 16);
  return getParser().parse(source, null, { bufferSize }).rootNode;
}

/** A place where tree-sitter could not parse the input. */
export interface ParseErrorSite {
  range: [number, number];
  missing: boolean;
}

/**
 * Find ERROR and MISSING nodes. Only descends into subtrees that contain an
 * error, and uses an explicit stack: inputs can nest thousands of levels deep.
 *
 * Two grammar gaps are not reported, because bash accepts the input and the
 * walker handles them: the `<>` operator (tree-sitter-bash reads `<` plus a
 * stray `>`), `coproc NAME ( … )` (the NAME becomes an ERROR), and the empty
 * command name it invents for `x=1 >f`.
 */
export function findParseErrors(root: TsNode, source: string): ParseErrorSite[] {
  const sites: ParseErrorSite[] = [];
  if (!root.hasError) return sites;
  const stack: TsNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as TsNode;
    const children = node.children;
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i] as TsNode;
      if (child.isMissing) {
        if (!(child.type === 'word' && node.type === 'command_name')) {
          sites.push({ range: [child.startIndex, child.endIndex], missing: true });
        }
        continue;
      }
      if (child.type === 'ERROR') {
        if (isToleratedError(node, children, i, source)) continue;
        sites.push({ range: [child.startIndex, child.endIndex], missing: false });
        // Errors nested inside this one add nothing the outer range does not cover.
        continue;
      }
      if (child.hasError) stack.push(child);
    }
  }
  return sites;
}

function isToleratedError(parent: TsNode, siblings: TsNode[], index: number, source: string): boolean {
  const error = siblings[index] as TsNode;
  const previous = siblings[index - 1];
  if (parent.type === 'file_redirect' && previous?.type === '<' && isReadWriteTail(error)) return true;
  if (parent.type === 'command' && siblings.some((s) => s.type === 'subshell' || s.type === 'compound_statement')) {
    // `coproc NAME ( … )`: the name sits between `coproc` and the subshell.
    const name = siblings.find((s) => s.type === 'command_name');
    return (
      name !== undefined &&
      source.slice(name.startIndex, name.endIndex) === 'coproc' &&
      index === siblings.indexOf(name) + 1
    );
  }
  return false;
}

function isReadWriteTail(error: TsNode): boolean {
  const inner = error.children;
  return inner.length === 1 && inner[0]?.type === '>' && error.endIndex - error.startIndex === 1;
}
