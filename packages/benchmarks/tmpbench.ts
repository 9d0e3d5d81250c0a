import { playCardloom } from './src/trivial/cardloom';
import { playPlain } from './src/trivial/plain';

for (let round = 0; round < 3; round++) {
  for (const [name, fn] of [
    ['plain', playPlain],
    ['cardloom', playCardloom],
  ] as const) {
    let moves = 0;
    const t0 = performance.now();
    for (let s = 0; s < (name === 'plain' ? 20000 : 1000); s++) moves += fn(s).moves;
    const ms = performance.now() - t0;
    console.log(name, ((moves / ms) * 1000).toFixed(0), 'moves/s');
  }
}
