/**
 * `@cardloom/lorcana`: Disney Lorcana (CR 2.0.0 and the April 2024 edition) for cardloom.
 *
 * @module
 */
export { fullName, type LorcanaCard, namesOf } from './cards/card.js';
export {
  describeAbility,
  describeCard,
  describeEffect,
  describeKeyword,
  describeStep,
} from './cards/describe.js';
export { compiledOnly, fullPool } from './cards/full-pool.js';
export { cardPool } from './cards/pool.js';
export { cardByFullName, cardById, normalizeName } from './cards/registry.js';
export type * from './cards/vocabulary.js';
export {
  type DeckFile,
  type DeckFileFormat,
  deckFileFormat,
  type LorcanaJsonDeck,
  lorcanaJsonDecklists,
  parseDeckFile,
} from './decks/deck-formats.js';
export {
  type Decklist,
  type DecklistEntry,
  DecklistError,
  type DecklistIssue,
  deckSize,
  expandDecklist,
  formatDecklist,
  MAX_DECKLIST_CARDS,
  parseDecklist,
} from './decks/decklist.js';
export {
  aSteadfastStrategyText,
  daringAndDeceptionText,
  starterDecks,
  theHeartOfMagicText,
} from './decks/starter-decks.js';
export { type DeckFormat, type DeckProblem, validateDeck } from './decks/validate.js';
export { createLorcana, lorcana } from './definition.js';
export type { AfterChallengeParams } from './engine/language/verbs/after-challenge.js';
export type { RevealHandDiscardParams, UnlessParams } from './engine/language/verbs/choices-and-hands.js';
export type {
  GetsAndGainsParams,
  MustQuestParams,
  StatChange,
} from './engine/language/verbs/combined-changes.js';
export type {
  DiscardCountedParams,
  DiscardEitherParams,
  DiscardOption,
} from './engine/language/verbs/counted-discards.js';
export type { DamageParams } from './engine/language/verbs/damage.js';
export type {
  LoseKeywordsParams,
  RemoveDamageEachParams,
} from './engine/language/verbs/damage-removal-and-keyword-loss.js';
export type {
  LookTake,
  NameAndRevealParams,
  PlayCardParams,
  RevealTopParams,
} from './engine/language/verbs/deck.js';
export type { MayDiscardOrParams, PlayersChooseParams } from './engine/language/verbs/effects.js';
export type {
  PlayersInkTheirsParams,
  SpareChallengeDamageParams,
  WatchTriggerParams,
  WhileSourceInPlayParams,
} from './engine/language/verbs/floating-triggers.js';
export type { GrantActivatedParams } from './engine/language/verbs/granted-activations.js';
export type { EndOfTurnParams, FloatingParams } from './engine/language/verbs/lasting.js';
export type { MoveTogetherParams } from './engine/language/verbs/places.js';
export type {
  GrantClassificationParams,
  PutTopUnderEachParams,
  RemoveDamageFromParams,
  RestrictPlayParams,
} from './engine/language/verbs/play-restrictions.js';
export type { ChallengeReadyParams, GrantTriggerParams } from './engine/language/verbs/triggers.js';
export type {
  DiscardOfParams,
  LookAtPlayerTopParams,
  LookAtTopPicksParams,
  LookTopTakeParams,
  MoveAllParams,
  SearchDeckParams,
} from './engine/language/verbs/zones-and-cards.js';
export { type LorcanaVerbs, VERBS as LORCANA_VERBS } from './engine/language/verbs.js';
export { evaluate } from './evaluate.js';
export { cardName, describeAction, describeEvent, playerName } from './log.js';
export { lorcanaModule } from './module.js';
export { rulesets } from './rulesets.js';
export { nextFirstPlayer, type PreviousGame } from './series.js';
export { playRandomly, STARTER_NAMES, starterGame, starterIds } from './testing/play.js';
