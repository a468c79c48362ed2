/** The engines, loaded on demand so a command pays only for the one it uses. */
import type { EngineId } from '../core/types.js';
import type { Engine } from './types.js';

export async function loadEngine(id: EngineId): Promise<Engine> {
  switch (id) {
    case 'codewhale':
      return (await import('./codewhale/index.js')).codewhale as Engine;
    default:
      throw new EngineUnavailable(id);
  }
}

export class EngineUnavailable extends Error {
  constructor(readonly engine: string) {
    super(`engine '${engine}' is not implemented yet; available: codewhale`);
  }
}
