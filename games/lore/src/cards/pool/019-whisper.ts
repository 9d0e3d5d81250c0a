import { anomaly } from '../card.js';

/** Whisper — Anomaly token that is a source of Formless magick. */
export const whisper = anomaly({
  id: 'lr1-019',
  name: 'Whisper',
  abilities: [{ kind: 'magick', cost: { evoke: true }, oneOf: ['formless'], amount: 1 }],
});
