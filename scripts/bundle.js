#!/usr/bin/env node
// Builds the committed bundle (lib/) from src/ with rolldown: one entry
// (lib/whale-perm.js) that bin/whale-perm.js loads, and lazy chunks where
// src/ imports lazily (one per command, per engine, per report format), so a
// command loads only what it runs. Runtime dependencies stay outside the
// bundle (npm installs them; tree-sitter is a native addon).
//
// Usage: node scripts/bundle.js [outDir]   (default: lib/ of the checkout)
// The output depends only on src/ and the pinned rolldown: `npm test`
// (test/install/bundle.test.ts) rebuilds it into a temporary directory and
// compares it byte for byte with lib/.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
/** Where the bundle lives in the package; `import.meta.url` is rewritten relative to it. */
export const BUNDLE_DIR = 'lib';
const ENTRY = '\0whale-perm-entry';
/**
 * Required at run time, from node_modules: Node's builtins, the native parser,
 * and the two packages only a rare path loads (yargs for help and mistakes,
 * which reads its locale files next to itself; execa for git and hooks). The
 * small pure-JS parsers on every path (picomatch, smol-toml, jsonc-parser) are
 * bundled: resolving and compiling them from node_modules cost more than the
 * rest of a cold start. Their licenses go into lib/THIRD-PARTY-LICENSES.txt.
 */
const RUNTIME = new Set(['tree-sitter', 'tree-sitter-bash', 'yargs', 'execa']);
const external = (id) => id.startsWith('node:') || RUNTIME.has(id.split('/')[0]);

const posix = (p) => p.split(sep).join('/');

/**
 * src/ reads files next to itself through `import.meta.url` (package.json, the
 * rule docs, tree-sitter through createRequire), written for the module's place
 * in tsc's dist/. In the bundle every module gets the URL it would have there,
 * so those relative paths keep their meaning wherever the chunk lands.
 */
const metaUrlAsInDist = {
  name: 'whale-perm:import-meta-url-as-in-dist',
  transform: {
    filter: { id: /\.ts$/ },
    handler(code, id) {
      if (!code.includes('import.meta.url')) return null;
      const asDist = join(root, 'dist', relative(join(root, 'src'), id)).replace(/\.ts$/, '.js');
      const rel = posix(relative(join(root, BUNDLE_DIR), asDist));
      return { code: code.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`), map: null };
    },
  },
};

/** The entry: what bin/whale-perm.js needs, and what the package exports. */
const entry = {
  name: 'whale-perm:entry',
  resolveId(id) {
    return id === ENTRY ? ENTRY : null;
  },
  load(id) {
    if (id !== ENTRY) return null;
    const main = JSON.stringify(join(root, 'src/cli/main.ts'));
    const output = JSON.stringify(join(root, 'src/cli/output.ts'));
    return `export { run, packageVersion } from ${main};\nexport { processIO } from ${output};\n`;
  },
};

/** The license of every npm package the chunks contain, each under its name and version. */
function licenses(output) {
  const packages = new Set();
  for (const chunk of output) {
    for (const id of chunk.moduleIds ?? []) {
      const m = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(id);
      if (m) packages.add(posix(m[1]));
    }
  }
  const texts = [...packages].sort().map((name) => {
    const dir = join(root, 'node_modules', name);
    const { version, license } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    const file = readdirSync(dir).find((f) => /^licen[cs]e(\.md|\.txt)?$/i.test(f));
    if (!file) throw new Error(`bundle: ${name} ships no license file`);
    return `${name} ${version} (${license})\n\n${readFileSync(join(dir, file), 'utf8').trim()}\n`;
  });
  return `Packages bundled into these files, and their licenses.\n\n${texts.join('\n\n')}`;
}

export async function bundle(outDir = join(root, BUNDLE_DIR)) {
  const build = await rolldown({
    input: { 'whale-perm': ENTRY },
    cwd: root,
    platform: 'node',
    external,
    plugins: [entry, metaUrlAsInDist],
    tsconfig: join(root, 'tsconfig.json'),
    // jsonc-parser's "main" is a UMD build whose inner requires no bundler can follow; its "module" is plain ESM.
    // Symbolic links are not followed, so a linked node_modules still gives the same bytes.
    resolve: { mainFields: ['module', 'main'], symlinks: false },
    logLevel: 'warn',
  });
  rmSync(outDir, { recursive: true, force: true });
  const { output } = await build.write({
    dir: outDir,
    format: 'cjs',
    strict: true, // the sources are ES modules: strict code
    entryFileNames: '[name].js',
    // A chunk's name carries a hash of its content: bin/whale-perm.js keys its code cache by it.
    chunkFileNames: '[name].[hash].js',
    banner: '// Generated from src/ by scripts/bundle.js (npm run bundle). Do not edit.',
    sourcemap: false,
    minify: false,
  });
  await build.close();
  // The chunks are CommonJS (so bin/whale-perm.js can compile them with a V8 code cache); the package is ESM.
  writeFileSync(join(outDir, 'package.json'), '{ "type": "commonjs" }\n');
  writeFileSync(join(outDir, 'THIRD-PARTY-LICENSES.txt'), licenses(output));
  const chunks = new Set(output.map((c) => c.fileName));
  const required = new Set(output.flatMap((c) => [...(c.imports ?? []), ...(c.dynamicImports ?? [])]).filter((id) => !chunks.has(id) && !id.startsWith('node:')));
  return { files: readdirSync(outDir).sort(), external: [...required].sort() };
}

if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const { files, external } = await bundle(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log(`bundle: ${files.length} files; required from node_modules: ${external.join(', ')}`);
}
