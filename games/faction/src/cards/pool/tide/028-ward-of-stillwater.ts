import { item } from '../../card';

/** FC1 028 — played as a response, cancels the effect beneath it on the stack. */
export const wardOfStillwater = item({
  id: 'ward-of-stillwater',
  number: '028',
  name: 'Ward of Stillwater',
  faction: 'tide',
  cost: 2,
  reaction: true,
  direct: [{ do: 'counter' }],
});
