/** The engines, loaded on demand so a command pays only for the one it uses. */
import type { EngineId } from '../core/types.js';
import type { Engine } from './types.js';

export async function loadEngine(id: EngineId): Promise<Engine> {
  switch (id) {
    case 'codewhale':
      return (await import('./codewhale/index.js')).codewhale as Engine;
    case 'san':
      return (await import('./san/index.js')).san as Engine;
    case 'grok':
      return (await import('./grok/index.js')).grok as Engine;
    case 'claude':
      return (await import('./claude/index.js')).claude as Engine;
    case 'codex':
      return (await import('./codex/index.js')).codex as Engine;
    case 'gemini':
      return (await import('./gemini/index.js')).gemini as Engine;
  }
}
