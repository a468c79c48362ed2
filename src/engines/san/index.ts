/** Placeholder until the `san` engine lands. */
import { UsageError } from '../../core/usage-error.js';
import type { Engine } from '../types.js';

export const san: Engine = {
  id: 'san',
  layers: [],
  defaultTool: 'Bash',
  knownTools: [],
  loadStack() {
    throw new UsageError("engine 'san' is not implemented yet");
  },
  evaluate() {
    throw new UsageError("engine 'san' is not implemented yet");
  },
  describeStack() {
    throw new UsageError("engine 'san' is not implemented yet");
  },
  problems: () => [],
};
