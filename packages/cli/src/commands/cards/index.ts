/** Commands about a game's cards and decks: `cards` (the implemented cards) and `deck validate`. */
export { cardsCommand } from './cards';
export { deckValidateCommand } from './deck';
