/**
 * Runs before every test file: the suite's working directory is the
 * repository, wherever vitest was started (`cd test && npx vitest run` too),
 * so a test that names a path relative to the repository means the same file
 * everywhere. Tests of the CLI pass their own `cwd` to `run` anyway.
 */
import fc from 'fast-check';
import { fileURLToPath } from 'node:url';

process.chdir(fileURLToPath(new URL('../../', import.meta.url)));

// Every property test draws its cases from one fixed seed (a test may still set its own), so a run is
// the same run on every machine and in CI: a counterexample found once fails every time, not by chance.
fc.configureGlobal({ seed: 20261202 });
