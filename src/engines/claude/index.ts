/** Placeholder until the `claude` engine lands. */
import { UsageError } from '../../core/usage-error.js';
import type { Engine } from '../types.js';

export const claude: Engine = {
  id: 'claude',
  layers: [],
  defaultTool: 'Bash',
  knownTools: [],
  loadStack() {
    throw new UsageError("engine 'claude' is not implemented yet");
  },
  evaluate() {
    throw new UsageError("engine 'claude' is not implemented yet");
  },
  describeStack() {
    throw new UsageError("engine 'claude' is not implemented yet");
  },
  problems: () => [],
};
