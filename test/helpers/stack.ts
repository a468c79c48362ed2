/** Loading fixture stacks and making traces comparable across machines. */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { diskReader } from '../../src/io/files.js';
import type { StackOptions } from '../../src/engines/types.js';

export const FIXTURES = fileURLToPath(new URL('../fixtures/', import.meta.url));

export function fixtureOptions(name: string, extra: Partial<StackOptions> = {}): StackOptions {
  const root = join(FIXTURES, name);
  return {
    home: join(root, 'home'),
    userHome: '/nonexistent-home',
    workspace: join(root, 'workspace'),
    overrides: [],
    projectConfig: true,
    env: {},
    reader: diskReader,
    ...extra,
  };
}

export const EXAMPLES = fileURLToPath(new URL('../../rules-examples/', import.meta.url));

/** The options that load an engine's shipped example stack (rules-examples/<id>), with no user home. */
export function exampleOptions(id: string): StackOptions {
  return { home: `${EXAMPLES}${id}/home`, userHome: '/nonexistent-home', workspace: `${EXAMPLES}${id}/workspace`, overrides: [], projectConfig: true, env: {}, reader: diskReader };
}

/** Replaces the fixtures directory with a stable marker so goldens do not depend on where the repo lives. */
export function stable<T>(value: T): T {
  const json = JSON.stringify(value).split(FIXTURES.replace(/\/$/, '')).join('<fixtures>');
  return JSON.parse(json) as T;
}
