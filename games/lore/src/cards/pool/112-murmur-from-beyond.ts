import { spell } from '../card.js';

/** Murmur from Beyond — Creates a Whisper anomaly, a source of Formless magick. */
export const murmurFromBeyond = spell({
  id: 'lr1-112',
  name: 'Murmur from Beyond',
  cost: { astral: 1, formless: 1 },
  effect: [{ do: 'createToken', token: 'lr1-019', count: 1, player: 'you' }],
});
