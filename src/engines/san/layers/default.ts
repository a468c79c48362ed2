/** Source 5: the default. Nothing allowed or denied the call: san asks. */
import { floorText, type Layer } from '../state.js';

export const defaultLayer: Layer = {
  id: 'default',
  title: 'Default: ask',
  run(s) {
    const first = s.asks[0];
    const held = s.floor && !s.asks.some((a) => a.reason.includes(floorText(s.floor!))) ? `; san would hold it anyway (${floorText(s.floor)})` : '';
    const reason = first ? `no source allowed or denied the call; it asks (first ask: ${first.layer}: ${first.reason})${held}` : `no source allowed or denied the call: san asks${held}`;
    if (!first) s.asks.push({ layer: 'default', reason, source: null });
    return { outcome: 'ask', reason };
  },
};
