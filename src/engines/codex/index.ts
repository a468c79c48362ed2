/** The codex engine: OpenAI Codex CLI's exec policy and approval pipeline (codex-cli 0.169.0). */
export { codex } from './engine.js';
