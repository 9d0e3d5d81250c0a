import { anomaly } from '../card.js';

/** Rift — Anomaly token that grows the mythos pool at the beginning of its controller's turn (Lore Card Types: Anomalies). */
export const rift = anomaly({
  id: 'lr1-018',
  name: 'Rift',
  abilities: [
    { kind: 'triggered', trigger: { on: 'turnStart', whose: 'your' }, effect: [{ do: 'mythos', amount: 1 }] },
  ],
});
