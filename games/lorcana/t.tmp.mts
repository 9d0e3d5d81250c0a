import { describeCard } from './src/cards/describe.ts';
import { cardPool } from './src/cards/pool.ts';
for (const n of ['Judy Hopps', 'Chernabog', 'Donald Duck']) for (const c of cardPool.filter((c) => c.name === n)) console.log(describeCard(c));
