import { spell } from '../card.js';

/** Madman's Wager — A card that can say its controller loses: a d6 roll (Lore The Basics). */
export const madmansWager = spell({
  id: 'lr1-108',
  name: "Madman's Wager",
  cost: { sanguine: 1 },
  effect: [
    {
      do: 'roll',
      sides: 6,
      outcomes: [
        { on: [1], steps: [{ do: 'loseGame' }] },
        { on: [2, 3, 4, 5, 6], steps: [{ do: 'draw', amount: 3, player: 'you' }] },
      ],
    },
  ],
});
