/**
 * Runs before every test file: the suite's working directory is the
 * repository, wherever vitest was started (`cd test && npx vitest run` too),
 * so a test that names a path relative to the repository means the same file
 * everywhere. Tests of the CLI pass their own `cwd` to `run` anyway.
 */
import { fileURLToPath } from 'node:url';

process.chdir(fileURLToPath(new URL('../../', import.meta.url)));
