/** Placeholder until the `grok` engine lands. */
import { UsageError } from '../../core/usage-error.js';
import type { Engine } from '../types.js';

export const grok: Engine = {
  id: 'grok',
  layers: [],
  defaultTool: 'Bash',
  knownTools: [],
  loadStack() {
    throw new UsageError("engine 'grok' is not implemented yet");
  },
  evaluate() {
    throw new UsageError("engine 'grok' is not implemented yet");
  },
  describeStack() {
    throw new UsageError("engine 'grok' is not implemented yet");
  },
  problems: () => [],
};
