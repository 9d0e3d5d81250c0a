/**
 * The three The First Chapter starter decks as ready decklists (card counts are facts from the
 * official product lists).
 *
 * @module
 */
import { type Decklist, parseDecklist } from './decklist.js';

/** “The Heart of Magic” (Amber / Amethyst), 60 cards. */
export const theHeartOfMagicText = `
2 Ariel - On Human Legs
2 Cinderella - Gentle and Kind
1 Hades - Lord of the Underworld
2 HeiHei - Boat Snack
2 Maximus - Relentless Pursuer
3 Mickey Mouse - True Friend
3 Minnie Mouse - Beloved Princess
1 Moana - Of Motunui
3 Stitch - New Dog
2 Be Our Guest
2 Control Your Temper!
2 Hakuna Matata
1 Part of Your World
3 Dinglehopper
1 Dr. Facilier - Agent Provocateur
2 Dr. Facilier - Charlatan
1 Flotsam - Ursula's Spy
2 Jafar - Wicked Sorcerer
2 Jetsam - Ursula's Spy
3 Magic Broom - Bucket Brigade
2 Maleficent - Sorceress
1 Mickey Mouse - Wayward Sorcerer
3 Olaf - Friendly Snowman
2 Pascal - Rapunzel's Companion
3 Rafiki - Mysterious Sage
1 Sven - Official Ice Deliverer
3 The Wardrobe - Belle's Confidant
2 Yzma - Alchemist
3 Friends on the Other Side
`;

/** “Daring and Deception” (Emerald / Ruby), 60 cards. */
export const daringAndDeceptionText = `
2 Aladdin - Prince Ali
1 Cruella De Vil - Miserable as Usual
2 Duke of Weselton - Opportunistic Official
3 Horace - No-Good Scoundrel
1 Iago - Loud-Mouthed Parrot
2 Jasper - Common Crook
3 Mad Hatter - Gracious Host
3 Megara - Pulling the Strings
3 Mickey Mouse - Steamboat Pilot
2 Peter Pan - Never Landing
3 Mother Knows Best
2 Stampede
1 Steal from the Rich
2 Vicious Betrayal
2 Stolen Scimitar
1 Aladdin - Heroic Outlaw
3 Aladdin - Street Rat
2 Captain - Colonel's Lieutenant
2 Donald Duck - Boisterous Fowl
1 LeFou - Instigator
3 Pongo - Ol' Rascal
3 Rapunzel - Letting Down Her Hair
2 Scar - Fiery Usurper
3 Sergeant Tibbs - Courageous Cat
1 Stitch - Abomination
3 Dragon Fire
2 He's Got a Sword!
2 Shield of Virtue
`;

/** “A Steadfast Strategy” (Sapphire / Steel), 60 cards. */
export const aSteadfastStrategyText = `
3 Aurora - Briar Rose
1 Aurora - Dreaming Guardian
3 Aurora - Regal Princess
2 Flounder - Voice of Reason
2 Gramma Tala - Storyteller
2 Jasmine - Disguised
3 Maleficent - Sinister Visitor
1 Maleficent - Uninvited
3 Mickey Mouse - Detective
2 Mufasa - King of the Pride Lands
1 Scar - Mastermind
3 Develop Your Brain
2 One Jump Ahead
3 Coconut Basket
2 Magic Golden Flower
2 Beast - Hardheaded
3 Captain Hook - Forceful Duelist
2 Goons - Maleficent's Underlings
2 Hercules - True Hero
2 Kristoff - Official Ice Master
1 Maui - Demigod
2 Prince Eric - Dashing and Brave
1 Simba - Returned King
2 Simba - Rightful Heir
3 Fire the Cannons!
1 Grab Your Sword
2 Ransack
2 Smash
2 Frying Pan
`;

/** The starter decks by name, parsed. */
export const starterDecks: Readonly<Record<string, Decklist>> = {
  'The Heart of Magic': parseDecklist(theHeartOfMagicText),
  'Daring and Deception': parseDecklist(daringAndDeceptionText),
  'A Steadfast Strategy': parseDecklist(aSteadfastStrategyText),
};
