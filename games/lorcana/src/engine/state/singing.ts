/**
 * Singing (CR 5.4.4.2, 8.11): the characteristic effects change to make a character count as
 * having more cost to sing songs.
 *
 * @module
 */

/** The stat holding what a character adds to its cost for singing. */
export const SING_BONUS = 'singBonus';
