import { playCardloom } from './src/trivial/cardloom';

let moves = 0;
for (let s = 0; s < 6000; s++) moves += playCardloom(s).moves;
console.log(moves);
