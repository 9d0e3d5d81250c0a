/**
 * Every card compiled from its printed text by `pnpm --filter @cardloom/lorcana compile-cards`,
 * ordered by set and number. Generated: do not edit.
 *
 * @module
 */
import type { LorcanaCard } from '../card.js';
import { card as c0 } from './set1/001-ariel-on-human-legs.js';
import { card as c1 } from './set1/002-ariel-spectacular-singer.js';
import { card as c2 } from './set1/003-cinderella-gentle-and-kind.js';
import { card as c3 } from './set1/004-goofy-musketeer.js';
import { card as c4 } from './set1/005-hades-king-of-olympus.js';
import { card as c5 } from './set1/006-hades-lord-of-the-underworld.js';
import { card as c6 } from './set1/007-heihei-boat-snack.js';
import { card as c7 } from './set1/008-lefou-bumbler.js';
import { card as c8 } from './set1/009-lilo-making-a-wish.js';
import { card as c9 } from './set1/010-maximus-palace-horse.js';
import { card as c10 } from './set1/011-maximus-relentless-pursuer.js';
import { card as c11 } from './set1/012-mickey-mouse-true-friend.js';
import { card as c12 } from './set1/013-minnie-mouse-beloved-princess.js';
import { card as c13 } from './set1/014-moana-of-motunui.js';
import { card as c14 } from './set1/015-mr-smee-loyal-first-mate.js';
import { card as c15 } from './set1/016-prince-phillip-dragonslayer.js';
import { card as c16 } from './set1/017-pumbaa-friendly-warthog.js';
import { card as c17 } from './set1/018-rapunzel-gifted-with-healing.js';
import { card as c18 } from './set1/019-sebastian-court-composer.js';
import { card as c19 } from './set1/020-simba-protective-cub.js';
import { card as c20 } from './set1/021-stitch-carefree-surfer.js';
import { card as c21 } from './set1/022-stitch-new-dog.js';
import { card as c22 } from './set1/023-stitch-rock-star.js';
import { card as c23 } from './set1/024-timon-grub-rustler.js';
import { card as c24 } from './set1/025-be-our-guest.js';
import { card as c25 } from './set1/026-control-your-temper.js';
import { card as c26 } from './set1/027-hakuna-matata.js';
import { card as c27 } from './set1/028-healing-glow.js';
import { card as c28 } from './set1/029-just-in-time.js';
import { card as c29 } from './set1/030-part-of-your-world.js';
import { card as c30 } from './set1/031-you-have-forgotten-me.js';
import { card as c31 } from './set1/032-dinglehopper.js';
import { card as c32 } from './set1/033-lantern.js';
import { card as c33 } from './set1/034-ursulas-shell-necklace.js';
import { card as c34 } from './set1/035-anna-heir-to-arendelle.js';
import { card as c35 } from './set1/036-archimedes-highly-educated-owl.js';
import { card as c36 } from './set1/037-dr-facilier-agent-provocateur.js';
import { card as c37 } from './set1/038-dr-facilier-charlatan.js';
import { card as c38 } from './set1/039-dr-facilier-remarkable-gentleman.js';
import { card as c39 } from './set1/040-elsa-queen-regent.js';
import { card as c40 } from './set1/041-elsa-snow-queen.js';
import { card as c41 } from './set1/042-elsa-spirit-of-winter.js';
import { card as c42 } from './set1/043-flotsam-ursulas-spy.js';
import { card as c43 } from './set1/044-jafar-keeper-of-secrets.js';
import { card as c44 } from './set1/045-jafar-wicked-sorcerer.js';
import { card as c45 } from './set1/046-jetsam-ursulas-spy.js';
import { card as c46 } from './set1/047-magic-broom-bucket-brigade.js';
import { card as c47 } from './set1/048-maleficent-biding-her-time.js';
import { card as c48 } from './set1/049-maleficent-sorceress.js';
import { card as c49 } from './set1/050-marshmallow-persistent-guardian.js';
import { card as c50 } from './set1/051-mickey-mouse-wayward-sorcerer.js';
import { card as c51 } from './set1/052-olaf-friendly-snowman.js';
import { card as c52 } from './set1/053-pascal-rapunzels-companion.js';
import { card as c53 } from './set1/054-rafiki-mysterious-sage.js';
import { card as c54 } from './set1/055-sven-official-ice-deliverer.js';
import { card as c55 } from './set1/056-the-queen-wicked-and-vain.js';
import { card as c56 } from './set1/057-the-wardrobe-belles-confidant.js';
import { card as c57 } from './set1/058-tinker-bell-peter-pans-ally.js';
import { card as c58 } from './set1/059-ursula-power-hungry.js';
import { card as c59 } from './set1/060-yzma-alchemist.js';
import { card as c60 } from './set1/061-zeus-god-of-lightning.js';
import { card as c61 } from './set1/062-befuddle.js';
import { card as c62 } from './set1/063-freeze.js';
import { card as c63 } from './set1/064-friends-on-the-other-side.js';
import { card as c64 } from './set1/065-reflection.js';
import { card as c65 } from './set1/066-magic-mirror.js';
import { card as c66 } from './set1/067-ursulas-cauldron.js';
import { card as c67 } from './set1/068-white-rabbits-pocket-watch.js';
import { card as c68 } from './set1/069-aladdin-prince-ali.js';
import { card as c69 } from './set1/070-beast-wolfsbane.js';
import { card as c70 } from './set1/071-cheshire-cat-not-all-there.js';
import { card as c71 } from './set1/072-cruella-de-vil-miserable-as-usual.js';
import { card as c72 } from './set1/073-duke-of-weselton-opportunistic-official.js';
import { card as c73 } from './set1/074-flynn-rider-charming-rogue.js';
import { card as c74 } from './set1/075-genie-on-the-job.js';
import { card as c75 } from './set1/076-genie-powers-unleashed.js';
import { card as c76 } from './set1/077-genie-the-ever-impressive.js';
import { card as c77 } from './set1/078-hans-scheming-prince.js';
import { card as c78 } from './set1/079-horace-no-good-scoundrel.js';
import { card as c79 } from './set1/080-iago-loud-mouthed-parrot.js';
import { card as c80 } from './set1/081-jasper-common-crook.js';
import { card as c81 } from './set1/082-john-silver-alien-pirate.js';
import { card as c82 } from './set1/083-jumba-jookiba-renegade-scientist.js';
import { card as c83 } from './set1/084-kuzco-temperamental-emperor.js';
import { card as c84 } from './set1/085-lady-tremaine-wicked-stepmother.js';
import { card as c85 } from './set1/086-mad-hatter-gracious-host.js';
import { card as c86 } from './set1/087-megara-pulling-the-strings.js';
import { card as c87 } from './set1/088-mickey-mouse-artful-rogue.js';
import { card as c88 } from './set1/089-mickey-mouse-steamboat-pilot.js';
import { card as c89 } from './set1/090-mother-gothel-selfish-manipulator.js';
import { card as c90 } from './set1/091-peter-pan-never-landing.js';
import { card as c91 } from './set1/092-tamatoa-drab-little-crab.js';
import { card as c92 } from './set1/093-tinker-bell-most-helpful.js';
import { card as c93 } from './set1/094-do-it-again.js';
import { card as c94 } from './set1/095-mother-knows-best.js';
import { card as c95 } from './set1/096-stampede.js';
import { card as c96 } from './set1/097-steal-from-the-rich.js';
import { card as c97 } from './set1/098-sudden-chill.js';
import { card as c98 } from './set1/099-the-beast-is-mine.js';
import { card as c99 } from './set1/100-vicious-betrayal.js';
import { card as c100 } from './set1/101-dr-faciliers-cards.js';
import { card as c101 } from './set1/102-stolen-scimitar.js';
import { card as c102 } from './set1/103-abu-mischievous-monkey.js';
import { card as c103 } from './set1/104-aladdin-heroic-outlaw.js';
import { card as c104 } from './set1/105-aladdin-street-rat.js';
import { card as c105 } from './set1/106-captain-colonels-lieutenant.js';
import { card as c106 } from './set1/107-captain-hook-ruthless-pirate.js';
import { card as c107 } from './set1/108-donald-duck-boisterous-fowl.js';
import { card as c108 } from './set1/109-elsa-ice-surfer.js';
import { card as c109 } from './set1/110-gaston-arrogant-hunter.js';
import { card as c110 } from './set1/111-goofy-daredevil.js';
import { card as c111 } from './set1/112-lefou-instigator.js';
import { card as c112 } from './set1/113-maleficent-monstrous-dragon.js';
import { card as c113 } from './set1/114-maui-hero-to-all.js';
import { card as c114 } from './set1/115-mickey-mouse-brave-little-tailor.js';
import { card as c115 } from './set1/116-minnie-mouse-always-classy.js';
import { card as c116 } from './set1/117-moana-chosen-by-the-ocean.js';
import { card as c117 } from './set1/118-mulan-imperial-soldier.js';
import { card as c118 } from './set1/119-peter-pan-fearless-fighter.js';
import { card as c119 } from './set1/120-pongo-ol-rascal.js';
import { card as c120 } from './set1/121-rapunzel-letting-down-her-hair.js';
import { card as c121 } from './set1/122-scar-fiery-usurper.js';
import { card as c122 } from './set1/123-scar-shameless-firebrand.js';
import { card as c123 } from './set1/124-sergeant-tibbs-courageous-cat.js';
import { card as c124 } from './set1/125-stitch-abomination.js';
import { card as c125 } from './set1/126-te-ka-the-burning-one.js';
import { card as c126 } from './set1/127-tigger-wonderful-thing.js';
import { card as c127 } from './set1/128-be-prepared.js';
import { card as c128 } from './set1/129-cut-to-the-chase.js';
import { card as c129 } from './set1/130-dragon-fire.js';
import { card as c130 } from './set1/131-fan-the-flames.js';
import { card as c131 } from './set1/132-hes-got-a-sword.js';
import { card as c132 } from './set1/133-tangle.js';
import { card as c133 } from './set1/134-poisoned-apple.js';
import { card as c134 } from './set1/135-shield-of-virtue.js';
import { card as c135 } from './set1/136-sword-of-truth.js';
import { card as c136 } from './set1/137-ariel-whoseit-collector.js';
import { card as c137 } from './set1/138-aurora-briar-rose.js';
import { card as c138 } from './set1/139-aurora-dreaming-guardian.js';
import { card as c139 } from './set1/140-aurora-regal-princess.js';
import { card as c140 } from './set1/141-belle-inventive-engineer.js';
import { card as c141 } from './set1/142-belle-strange-but-special.js';
import { card as c142 } from './set1/143-chief-tui-respected-leader.js';
import { card as c143 } from './set1/144-donald-duck-strutting-his-stuff.js';
import { card as c144 } from './set1/145-flounder-voice-of-reason.js';
import { card as c145 } from './set1/146-gramma-tala-storyteller.js';
import { card as c146 } from './set1/147-hades-infernal-schemer.js';
import { card as c147 } from './set1/148-jasmine-disguised.js';
import { card as c148 } from './set1/149-jasmine-queen-of-agrabah.js';
import { card as c149 } from './set1/150-maleficent-sinister-visitor.js';
import { card as c150 } from './set1/151-maleficent-uninvited.js';
import { card as c151 } from './set1/152-maurice-world-famous-inventor.js';
import { card as c152 } from './set1/153-merlin-self-appointed-mentor.js';
import { card as c153 } from './set1/154-mickey-mouse-detective.js';
import { card as c154 } from './set1/155-mufasa-king-of-the-pride-lands.js';
import { card as c155 } from './set1/156-philoctetes-trainer-of-heroes.js';
import { card as c156 } from './set1/157-robin-hood-unrivaled-archer.js';
import { card as c157 } from './set1/158-scar-mastermind.js';
import { card as c158 } from './set1/159-tamatoa-so-shiny.js';
import { card as c159 } from './set1/160-triton-the-sea-king.js';
import { card as c160 } from './set1/161-develop-your-brain.js';
import { card as c161 } from './set1/162-if-its-not-baroque.js';
import { card as c162 } from './set1/163-let-it-go.js';
import { card as c163 } from './set1/164-one-jump-ahead.js';
import { card as c164 } from './set1/165-work-together.js';
import { card as c165 } from './set1/166-coconut-basket.js';
import { card as c166 } from './set1/167-eye-of-the-fates.js';
import { card as c167 } from './set1/168-fishbone-quill.js';
import { card as c168 } from './set1/169-magic-golden-flower.js';
import { card as c169 } from './set1/170-scepter-of-arendelle.js';
import { card as c170 } from './set1/171-aladdin-cornered-swordsman.js';
import { card as c171 } from './set1/172-beast-hardheaded.js';
import { card as c172 } from './set1/173-captain-hook-captain-of-the-jolly-roger.js';
import { card as c173 } from './set1/174-captain-hook-forceful-duelist.js';
import { card as c174 } from './set1/175-captain-hook-thinking-a-happy-thought.js';
import { card as c175 } from './set1/176-cerberus-three-headed-dog.js';
import { card as c176 } from './set1/177-donald-duck-musketeer.js';
import { card as c177 } from './set1/178-gantu-galactic-federation-captain.js';
import { card as c178 } from './set1/179-goons-maleficents-underlings.js';
import { card as c179 } from './set1/180-hans-thirteenth-in-line.js';
import { card as c180 } from './set1/181-hercules-true-hero.js';
import { card as c181 } from './set1/182-kristoff-official-ice-master.js';
import { card as c182 } from './set1/183-kronk-right-hand-man.js';
import { card as c183 } from './set1/184-lilo-galactic-hero.js';
import { card as c184 } from './set1/185-maui-demigod.js';
import { card as c185 } from './set1/186-mickey-mouse-musketeer.js';
import { card as c186 } from './set1/187-prince-eric-dashing-and-brave.js';
import { card as c187 } from './set1/188-simba-future-king.js';
import { card as c188 } from './set1/189-simba-returned-king.js';
import { card as c189 } from './set1/190-simba-rightful-heir.js';
import { card as c190 } from './set1/191-starkey-hooks-henchman.js';
import { card as c191 } from './set1/192-te-ka-heartless.js';
import { card as c192 } from './set1/193-tinker-bell-giant-fairy.js';
import { card as c193 } from './set1/194-tinker-bell-tiny-tactician.js';
import { card as c194 } from './set1/195-a-whole-new-world.js';
import { card as c195 } from './set1/196-break.js';
import { card as c196 } from './set1/197-fire-the-cannons.js';
import { card as c197 } from './set1/198-grab-your-sword.js';
import { card as c198 } from './set1/199-ransack.js';
import { card as c199 } from './set1/200-smash.js';
import { card as c200 } from './set1/201-beasts-mirror.js';
import { card as c201 } from './set1/202-frying-pan.js';
import { card as c202 } from './set1/203-musketeer-tabard.js';
import { card as c203 } from './set1/204-plasma-blaster.js';
import { card as c204 } from './set2/001-bashful-hopeless-romantic.js';
import { card as c205 } from './set2/002-christopher-robin-adventurer.js';
import { card as c206 } from './set2/003-cinderella-ballroom-sensation.js';
import { card as c207 } from './set2/004-cobra-bubbles-just-a-social-worker.js';
import { card as c208 } from './set2/005-doc-leader-of-the-seven-dwarfs.js';
import { card as c209 } from './set2/006-dopey-always-playful.js';
import { card as c210 } from './set2/007-eudora-accomplished-seamstress.js';
import { card as c211 } from './set2/008-gaston-baritone-bully.js';
import { card as c212 } from './set2/009-grand-duke-advisor-to-the-king.js';
import { card as c213 } from './set2/010-grumpy-bad-tempered.js';
import { card as c214 } from './set2/011-happy-good-natured.js';
import { card as c215 } from './set2/012-king-louie-jungle-vip.js';
import { card as c216 } from './set2/013-mickey-mouse-friendly-face.js';
import { card as c217 } from './set2/014-mufasa-betrayed-leader.js';
import { card as c218 } from './set2/015-mulan-free-spirit.js';
import { card as c219 } from './set2/016-mulan-reflecting.js';
import { card as c220 } from './set2/017-nana-darling-family-pet.js';
import { card as c221 } from './set2/018-piglet-very-small-animal.js';
import { card as c222 } from './set2/019-rapunzel-gifted-artist.js';
import { card as c223 } from './set2/020-rapunzel-sunshine.js';
import { card as c224 } from './set2/021-sleepy-nodding-off.js';
import { card as c225 } from './set2/022-sneezy-very-allergic.js';
import { card as c226 } from './set2/023-snow-white-lost-in-the-forest.js';
import { card as c227 } from './set2/024-snow-white-unexpected-houseguest.js';
import { card as c228 } from './set2/025-snow-white-well-wisher.js';
import { card as c229 } from './set2/026-the-queen-commanding-presence.js';
import { card as c230 } from './set2/027-the-queen-regal-monarch.js';
import { card as c231 } from './set2/028-hold-still.js';
import { card as c232 } from './set2/029-last-stand.js';
import { card as c233 } from './set2/030-painting-the-roses-red.js';
import { card as c234 } from './set2/031-worlds-greatest-criminal-mind.js';
import { card as c235 } from './set2/032-zero-to-hero.js';
import { card as c236 } from './set2/033-dragon-gem.js';
import { card as c237 } from './set2/034-sleepys-flute.js';
import { card as c238 } from './set2/035-arthur-wizards-apprentice.js';
import { card as c239 } from './set2/036-blue-fairy-rewarding-good-deeds.js';
import { card as c240 } from './set2/037-chip-the-teacup-gentle-soul.js';
import { card as c241 } from './set2/038-dr-facilier-savvy-opportunist.js';
import { card as c242 } from './set2/039-elsa-gloves-off.js';
import { card as c243 } from './set2/040-fairy-godmother-here-to-help.js';
import { card as c244 } from './set2/041-fairy-godmother-mystic-armorer.js';
import { card as c245 } from './set2/042-fairy-godmother-pure-heart.js';
import { card as c246 } from './set2/043-heihei-persistent-presence.js';
import { card as c247 } from './set2/044-jiminy-cricket-pinocchios-conscience.js';
import { card as c248 } from './set2/045-kuzco-wanted-llama.js';
import { card as c249 } from './set2/046-madam-mim-fox.js';
import { card as c250 } from './set2/047-madam-mim-purple-dragon.js';
import { card as c251 } from './set2/048-madam-mim-rival-of-merlin.js';
import { card as c252 } from './set2/049-madam-mim-snake.js';
import { card as c253 } from './set2/050-merlin-crab.js';
import { card as c254 } from './set2/051-merlin-goat.js';
import { card as c255 } from './set2/052-merlin-rabbit.js';
import { card as c256 } from './set2/053-merlin-shapeshifter.js';
import { card as c257 } from './set2/054-merlin-squirrel.js';
import { card as c258 } from './set2/055-peter-pans-shadow-not-sewn-on.js';
import { card as c259 } from './set2/056-pinocchio-star-attraction.js';
import { card as c260 } from './set2/057-pinocchio-on-the-run.js';
import { card as c261 } from './set2/058-pinocchio-talkative-puppet.js';
import { card as c262 } from './set2/059-winnie-the-pooh-hunny-wizard.js';
import { card as c263 } from './set2/060-yzma-scary-beyond-all-reason.js';
import { card as c264 } from './set2/061-yzma-without-beauty-sleep.js';
import { card as c265 } from './set2/062-gruesome-and-grim.js';
import { card as c266 } from './set2/063-im-stuck.js';
import { card as c267 } from './set2/064-legend-of-the-sword-in-the-stone.js';
import { card as c268 } from './set2/065-binding-contract.js';
import { card as c269 } from './set2/066-croquet-mallet.js';
import { card as c270 } from './set2/067-perplexing-signposts.js';
import { card as c271 } from './set2/068-the-sorcerers-spellbook.js';
import { card as c272 } from './set2/069-arthur-trained-swordsman.js';
import { card as c273 } from './set2/070-beast-relentless.js';
import { card as c274 } from './set2/071-belle-bookworm.js';
import { card as c275 } from './set2/072-belle-hidden-archer.js';
import { card as c276 } from './set2/073-bucky-squirrel-squeak-tutor.js';
import { card as c277 } from './set2/074-cheshire-cat-always-grinning.js';
import { card as c278 } from './set2/075-cheshire-cat-from-the-shadows.js';
import { card as c279 } from './set2/076-daisy-duck-secret-agent.js';
import { card as c280 } from './set2/077-donald-duck-perfect-gentleman.js';
import { card as c281 } from './set2/078-donald-duck-sleepwalker.js';
import { card as c282 } from './set2/079-dr-facilier-fortune-teller.js';
import { card as c283 } from './set2/080-enchantress-unexpected-judge.js';
import { card as c284 } from './set2/081-flynn-rider-confident-vagabond.js';
import { card as c285 } from './set2/082-flynn-rider-his-own-biggest-fan.js';
import { card as c286 } from './set2/083-gaston-scheming-suitor.js';
import { card as c287 } from './set2/084-little-john-loyal-friend.js';
import { card as c288 } from './set2/085-lucifer-cunning-cat.js';
import { card as c289 } from './set2/086-pain-underworld-imp.js';
import { card as c290 } from './set2/087-panic-underworld-imp.js';
import { card as c291 } from './set2/088-pete-bad-guy.js';
import { card as c292 } from './set2/089-prince-john-greediest-of-all.js';
import { card as c293 } from './set2/090-queen-of-hearts-quick-tempered.js';
import { card as c294 } from './set2/091-ratigan-criminal-mastermind.js';
import { card as c295 } from './set2/092-ray-easygoing-firefly.js';
import { card as c296 } from './set2/094-tiana-true-princess.js';
import { card as c297 } from './set2/095-virana-fang-chief.js';
import { card as c298 } from './set2/096-bibbidi-bobbidi-boo.js';
import { card as c299 } from './set2/097-bounce.js';
import { card as c300 } from './set2/098-hypnotize.js';
import { card as c301 } from './set2/099-improvise.js';
import { card as c302 } from './set2/100-pack-tactics.js';
import { card as c303 } from './set2/101-ring-the-bell.js';
import { card as c304 } from './set2/102-ratigans-marvelous-trap.js';
import { card as c305 } from './set2/103-baloo-fun-loving-bear.js';
import { card as c306 } from './set2/104-boun-precocious-entrepreneur.js';
import { card as c307 } from './set2/105-card-soldiers-full-deck.js';
import { card as c308 } from './set2/106-donald-duck-not-again.js';
import { card as c309 } from './set2/107-felicia-always-hungry.js';
import { card as c310 } from './set2/108-fidget-ratigans-henchman.js';
import { card as c311 } from './set2/109-honest-john-not-that-honest.js';
import { card as c312 } from './set2/110-lady-tremaine-imperious-queen.js';
import { card as c313 } from './set2/111-lady-tremaine-overbearing-matriarch.js';
import { card as c314 } from './set2/112-lumiere-hotheaded-candelabra.js';
import { card as c315 } from './set2/113-minnie-mouse-stylish-surfer.js';
import { card as c316 } from './set2/114-minnie-mouse-wide-eyed-diver.js';
import { card as c317 } from './set2/115-minnie-mouse-zipping-around.js';
import { card as c318 } from './set2/116-mother-gothel-withered-and-wicked.js';
import { card as c319 } from './set2/117-mulan-soldier-in-training.js';
import { card as c320 } from './set2/118-namaari-nemesis.js';
import { card as c321 } from './set2/119-queen-of-hearts-impulsive-ruler.js';
import { card as c322 } from './set2/120-queen-of-hearts-sensing-weakness.js';
import { card as c323 } from './set2/121-ratigan-very-large-mouse.js';
import { card as c324 } from './set2/122-raya-headstrong.js';
import { card as c325 } from './set2/123-raya-leader-of-heart.js';
import { card as c326 } from './set2/124-raya-warrior-of-kumandra.js';
import { card as c327 } from './set2/125-scar-vicious-cheater.js';
import { card as c328 } from './set2/126-shere-khan-menacing-predator.js';
import { card as c329 } from './set2/127-tigger-one-of-a-kind.js';
import { card as c330 } from './set2/128-tuk-tuk-wrecking-ball.js';
import { card as c331 } from './set2/129-go-the-distance.js';
import { card as c332 } from './set2/130-teeth-and-ambitions.js';
import { card as c333 } from './set2/131-the-most-diabolical-scheme.js';
import { card as c334 } from './set2/132-what-did-you-call-me.js';
import { card as c335 } from './set2/133-you-can-fly.js';
import { card as c336 } from './set2/134-dinner-bell.js';
import { card as c337 } from './set2/135-peter-pans-dagger.js';
import { card as c338 } from './set2/136-sword-in-the-stone.js';
import { card as c339 } from './set2/137-alice-growing-girl.js';
import { card as c340 } from './set2/138-basil-great-mouse-detective.js';
import { card as c341 } from './set2/139-basil-of-baker-street.js';
import { card as c342 } from './set2/140-basil-perceptive-investigator.js';
import { card as c343 } from './set2/141-caterpillar-calm-and-collected.js';
import { card as c344 } from './set2/142-cogsworth-grandfather-clock.js';
import { card as c345 } from './set2/143-cogsworth-talking-clock.js';
import { card as c346 } from './set2/144-cruella-de-vil-fashionable-cruiser.js';
import { card as c347 } from './set2/145-cruella-de-vil-perfectly-wretched.js';
import { card as c348 } from './set2/146-duke-weaselton-small-time-crook.js';
import { card as c349 } from './set2/147-gaston-intellectual-powerhouse.js';
import { card as c350 } from './set2/148-grand-pabbie-oldest-and-wisest.js';
import { card as c351 } from './set2/149-hiram-flaversham-toymaker.js';
import { card as c352 } from './set2/150-james-role-model.js';
import { card as c353 } from './set2/151-jasmine-heir-of-agrabah.js';
import { card as c354 } from './set2/152-judy-hopps-optimistic-officer.js';
import { card as c355 } from './set2/153-mrs-judson-housekeeper.js';
import { card as c356 } from './set2/154-nick-wilde-wily-fox.js';
import { card as c357 } from './set2/155-noi-orphaned-thief.js';
import { card as c358 } from './set2/156-owl-logical-lecturer.js';
import { card as c359 } from './set2/157-prince-charming-heir-to-the-throne.js';
import { card as c360 } from './set2/158-rabbit-reluctant-host.js';
import { card as c361 } from './set2/159-sisu-divine-water-dragon.js';
import { card as c362 } from './set2/160-the-nokk-water-spirit.js';
import { card as c363 } from './set2/161-winnie-the-pooh-having-a-think.js';
import { card as c364 } from './set2/162-falling-down-the-rabbit-hole.js';
import { card as c365 } from './set2/163-four-dozen-eggs.js';
import { card as c366 } from './set2/164-launch.js';
import { card as c367 } from './set2/165-nothing-to-hide.js';
import { card as c368 } from './set2/166-fang-crossbow.js';
import { card as c369 } from './set2/167-gumbo-pot.js';
import { card as c370 } from './set2/168-maurices-workshop.js';
import { card as c371 } from './set2/169-pawpsicle.js';
import { card as c372 } from './set2/170-sardine-can.js';
import { card as c373 } from './set2/171-beast-forbidding-recluse.js';
import { card as c374 } from './set2/172-beast-selfless-protector.js';
import { card as c375 } from './set2/173-beast-tragic-hero.js';
import { card as c376 } from './set2/174-benja-guardian-of-the-dragon-gem.js';
import { card as c377 } from './set2/175-chief-bogo-respected-officer.js';
import { card as c378 } from './set2/176-cinderella-knight-in-training.js';
import { card as c379 } from './set2/177-cinderella-stouthearted.js';
import { card as c380 } from './set2/178-donald-duck-deep-sea-diver.js';
import { card as c381 } from './set2/179-eli-la-bouff-big-daddy.js';
import { card as c382 } from './set2/180-goofy-knight-for-a-day.js';
import { card as c383 } from './set2/181-hercules-divine-hero.js';
import { card as c384 } from './set2/182-hercules-hero-in-training.js';
import { card as c385 } from './set2/183-jafar-dreadnought.js';
import { card as c386 } from './set2/184-jafar-royal-vizier.js';
import { card as c387 } from './set2/185-kronk-junior-chipmunk.js';
import { card as c388 } from './set2/186-lawrence-jealous-manservant.js';
import { card as c389 } from './set2/187-li-shang-archery-instructor.js';
import { card as c390 } from './set2/188-magic-broom-industrial-model.js';
import { card as c391 } from './set2/189-namaari-morning-mist.js';
import { card as c392 } from './set2/190-pacha-village-leader.js';
import { card as c393 } from './set2/191-prince-naveen-penniless-royal.js';
import { card as c394 } from './set2/192-queen-of-hearts-capricious-monarch.js';
import { card as c395 } from './set2/193-robin-hood-capable-fighter.js';
import { card as c396 } from './set2/194-the-huntsman-reluctant-enforcer.js';
import { card as c397 } from './set2/195-the-prince-never-gives-up.js';
import { card as c398 } from './set2/196-tiana-celebrating-princess.js';
import { card as c399 } from './set2/197-tiana-diligent-waitress.js';
import { card as c400 } from './set2/198-charge.js';
import { card as c401 } from './set2/199-let-the-storm-rage-on.js';
import { card as c402 } from './set2/200-pick-a-fight.js';
import { card as c403 } from './set2/201-strength-of-a-raging-fire.js';
import { card as c404 } from './set2/202-last-cannon.js';
import { card as c405 } from './set2/203-mouse-armor.js';
import { card as c406 } from './set2/204-weight-set.js';
import { card as c407 } from './set3/001-baloo-von-bruinwald-xiii.js';
import { card as c408 } from './set3/002-bernard-brand-new-agent.js';
import { card as c409 } from './set3/003-chernabog-evildoer.js';
import { card as c410 } from './set3/005-joshua-sweet-the-doctor.js';
import { card as c411 } from './set3/006-kida-atlantean.js';
import { card as c412 } from './set3/007-kida-protector-of-atlantis.js';
import { card as c413 } from './set3/008-lucky-the-15th-puppy.js';
import { card as c414 } from './set3/009-minnie-mouse-musical-artist.js';
import { card as c415 } from './set3/010-miss-bianca-rescue-aid-society-agent.js';
import { card as c416 } from './set3/011-mr-snoops-inept-businessman.js';
import { card as c417 } from './set3/012-nani-protective-sister.js';
import { card as c418 } from './set3/013-orville-ace-pilot.js';
import { card as c419 } from './set3/014-patch-intimidating-pup.js';
import { card as c420 } from './set3/015-perdita-devoted-mother.js';
import { card as c421 } from './set3/016-piglet-pooh-pirate-captain.js';
import { card as c422 } from './set3/017-pluto-determined-defender.js';
import { card as c423 } from './set3/018-pluto-friendly-pooch.js';
import { card as c424 } from './set3/019-pongo-determined-father.js';
import { card as c425 } from './set3/020-queen-of-hearts-wonderland-empress.js';
import { card as c426 } from './set3/021-rolly-hungry-pup.js';
import { card as c427 } from './set3/022-tinker-bell-generous-fairy.js';
import { card as c428 } from './set3/023-wendy-darling-talented-sailor.js';
import { card as c429 } from './set3/024-99-puppies.js';
import { card as c430 } from './set3/025-bosss-orders.js';
import { card as c431 } from './set3/026-heal-what-has-been-hurt.js';
import { card as c432 } from './set3/027-quick-patch.js';
import { card as c433 } from './set3/028-the-bare-necessities.js';
import { card as c434 } from './set3/029-cleansing-rainwater.js';
import { card as c435 } from './set3/030-heart-of-atlantis.js';
import { card as c436 } from './set3/031-wildcats-wrench.js';
import { card as c437 } from './set3/032-never-land-mermaid-lagoon.js';
import { card as c438 } from './set3/033-pride-lands-pride-rock.js';
import { card as c439 } from './set3/034-tianas-palace-jazz-restaurant.js';
import { card as c440 } from './set3/035-alice-tea-alchemist.js';
import { card as c441 } from './set3/036-chernabogs-followers-creatures-of-evil.js';
import { card as c442 } from './set3/037-diablo-faithful-pet.js';
import { card as c443 } from './set3/038-genie-supportive-friend.js';
import { card as c444 } from './set3/039-hydros-ice-titan.js';
import { card as c445 } from './set3/040-iago-pretty-polly.js';
import { card as c446 } from './set3/041-jafar-lamp-thief.js';
import { card as c447 } from './set3/042-jafar-striking-illusionist.js';
import { card as c448 } from './set3/043-lena-sabrewing-rebellious-teenager.js';
import { card as c449 } from './set3/044-magic-broom-dancing-duster.js';
import { card as c450 } from './set3/045-magic-broom-swift-cleaner.js';
import { card as c451 } from './set3/046-magic-broom-the-big-sweeper.js';
import { card as c452 } from './set3/047-magic-carpet-flying-rug.js';
import { card as c453 } from './set3/048-magica-de-spell-ambitious-witch.js';
import { card as c454 } from './set3/049-magica-de-spell-the-midas-touch.js';
import { card as c455 } from './set3/050-magica-de-spell-thieving-sorceress.js';
import { card as c456 } from './set3/051-maleficent-mistress-of-all-evil.js';
import { card as c457 } from './set3/052-mama-odie-voice-of-wisdom.js';
import { card as c458 } from './set3/053-pua-potbellied-buddy.js';
import { card as c459 } from './set3/054-rafiki-mystical-fighter.js';
import { card as c460 } from './set3/055-stratos-tornado-titan.js';
import { card as c461 } from './set3/056-the-firebird-force-of-destruction.js';
import { card as c462 } from './set3/057-the-queen-hateful-rival.js';
import { card as c463 } from './set3/058-treasure-guardian-protector-of-the-cave.js';
import { card as c464 } from './set3/059-ursula-sea-witch.js';
import { card as c465 } from './set3/060-bestow-a-gift.js';
import { card as c466 } from './set3/061-it-calls-me.js';
import { card as c467 } from './set3/062-last-ditch-effort.js';
import { card as c468 } from './set3/063-the-boss-is-on-a-roll.js';
import { card as c469 } from './set3/064-the-lamp.js';
import { card as c470 } from './set3/065-the-sorcerers-hat.js';
import { card as c471 } from './set3/066-forbidden-mountain-maleficents-castle.js';
import { card as c472 } from './set3/067-the-queens-castle-mirror-chamber.js';
import { card as c473 } from './set3/068-the-sorcerers-tower-wondrous-workspace.js';
import { card as c474 } from './set3/069-cubby-mighty-lost-boy.js';
import { card as c475 } from './set3/070-cursed-merfolk-ursulas-handiwork.js';
import { card as c476 } from './set3/071-don-karnage-prince-of-pirates.js';
import { card as c477 } from './set3/072-flotsam-riffraff.js';
import { card as c478 } from './set3/073-friar-tuck-priest-of-nottingham.js';
import { card as c479 } from './set3/074-helga-sinclair-femme-fatale.js';
import { card as c480 } from './set3/075-helga-sinclair-vengeful-partner.js';
import { card as c481 } from './set3/076-jetsam-riffraff.js';
import { card as c482 } from './set3/077-kit-cloudkicker-tough-guy.js';
import { card as c483 } from './set3/078-lyle-tiberius-rourke-cunning-mercenary.js';
import { card as c484 } from './set3/079-milo-thatch-clever-cartographer.js';
import { card as c485 } from './set3/080-milo-thatch-king-of-atlantis.js';
import { card as c486 } from './set3/081-morph-space-goo.js';
import { card as c487 } from './set3/082-peter-pan-lost-boy-leader.js';
import { card as c488 } from './set3/083-prince-john-phony-king.js';
import { card as c489 } from './set3/084-robin-hood-daydreamer.js';
import { card as c490 } from './set3/085-shenzi-hyena-pack-leader.js';
import { card as c491 } from './set3/086-sir-hiss-aggravating-asp.js';
import { card as c492 } from './set3/087-skippy-energetic-rabbit.js';
import { card as c493 } from './set3/088-starkey-devious-pirate.js';
import { card as c494 } from './set3/089-stitch-covert-agent.js';
import { card as c495 } from './set3/090-ursula-deceiver.js';
import { card as c496 } from './set3/091-ursula-deceiver-of-all.js';
import { card as c497 } from './set3/092-wildcat-mechanic.js';
import { card as c498 } from './set3/093-zazu-steward-of-the-pride-lands.js';
import { card as c499 } from './set3/094-has-set-my-heaaaaaaart.js';
import { card as c500 } from './set3/095-i-will-find-my-way.js';
import { card as c501 } from './set3/096-strike-a-good-match.js';
import { card as c502 } from './set3/097-airfoil.js';
import { card as c503 } from './set3/098-robins-bow.js';
import { card as c504 } from './set3/099-starlight-vial.js';
import { card as c505 } from './set3/100-de-vil-manor-cruellas-estate.js';
import { card as c506 } from './set3/101-fang-river-city.js';
import { card as c507 } from './set3/102-kuzcos-palace-home-of-the-emperor.js';
import { card as c508 } from './set3/103-ariel-adventurous-collector.js';
import { card as c509 } from './set3/104-billy-bones-keeper-of-the-map.js';
import { card as c510 } from './set3/105-captain-hook-master-swordsman.js';
import { card as c511 } from './set3/106-della-duck-unstoppable-mom.js';
import { card as c512 } from './set3/107-heihei-accidental-explorer.js';
import { card as c513 } from './set3/108-hydra-deadly-serpent.js';
import { card as c514 } from './set3/109-jim-hawkins-space-traveler.js';
import { card as c515 } from './set3/110-jim-hawkins-thrill-seeker.js';
import { card as c516 } from './set3/111-kakamora-menacing-sailor.js';
import { card as c517 } from './set3/112-madame-medusa-the-boss.js';
import { card as c518 } from './set3/113-maui-soaring-demigod.js';
import { card as c519 } from './set3/114-maui-whale.js';
import { card as c520 } from './set3/115-milo-thatch-spirited-scholar.js';
import { card as c521 } from './set3/116-moana-born-leader.js';
import { card as c522 } from './set3/117-moana-undeterred-voyager.js';
import { card as c523 } from './set3/118-nutsy-vulture-henchman.js';
import { card as c524 } from './set3/119-peter-pan-never-land-hero.js';
import { card as c525 } from './set3/120-peter-pan-pirates-bane.js';
import { card as c526 } from './set3/121-prince-eric-expert-helmsman.js';
import { card as c527 } from './set3/122-scroop-backstabber.js';
import { card as c528 } from './set3/123-simba-scrappy-cub.js';
import { card as c529 } from './set3/124-slightly-lost-boy.js';
import { card as c530 } from './set3/125-stitch-little-rocket.js';
import { card as c531 } from './set3/126-trigger-not-so-sharp-shooter.js';
import { card as c532 } from './set3/127-webby-vanderquack-enthusiastic-duck.js';
import { card as c533 } from './set3/128-divebomb.js';
import { card as c534 } from './set3/129-ive-got-a-dream.js';
import { card as c535 } from './set3/130-on-your-feet-now.js';
import { card as c536 } from './set3/131-voyage.js';
import { card as c537 } from './set3/133-sumerian-talisman.js';
import { card as c538 } from './set3/134-agrabah-marketplace.js';
import { card as c539 } from './set3/135-jolly-roger-hooks-ship.js';
import { card as c540 } from './set3/136-rls-legacy-solar-galleon.js';
import { card as c541 } from './set3/137-audrey-ramirez-the-engineer.js';
import { card as c542 } from './set3/138-captain-amelia-first-in-command.js';
import { card as c543 } from './set3/139-dewey-showy-nephew.js';
import { card as c544 } from './set3/140-flintheart-glomgold-lone-cheater.js';
import { card as c545 } from './set3/141-genie-cramped-in-the-lamp.js';
import { card as c546 } from './set3/142-gramma-tala-keeper-of-ancient-stories.js';
import { card as c547 } from './set3/143-gramma-tala-spirit-of-the-ocean.js';
import { card as c548 } from './set3/144-gyro-gearloose-gadget-whiz.js';
import { card as c549 } from './set3/145-huey-savvy-nephew.js';
import { card as c550 } from './set3/146-king-louie-bandleader.js';
import { card as c551 } from './set3/147-kit-cloudkicker-navigator.js';
import { card as c552 } from './set3/148-kit-cloudkicker-spunky-bear-cub.js';
import { card as c553 } from './set3/149-louie-chill-nephew.js';
import { card as c554 } from './set3/150-maid-marian-delightful-dreamer.js';
import { card as c555 } from './set3/151-mama-odie-mystical-maven.js';
import { card as c556 } from './set3/152-pluto-mickeys-clever-friend.js';
import { card as c557 } from './set3/153-rufus-orphanage-cat.js';
import { card as c558 } from './set3/154-scrooge-mcduck-richest-duck-in-the-world.js';
import { card as c559 } from './set3/155-scrooge-mcduck-uncle-moneybags.js';
import { card as c560 } from './set3/156-the-queen-mirror-seeker.js';
import { card as c561 } from './set3/157-tinker-bell-very-clever-fairy.js';
import { card as c562 } from './set3/158-wendy-darling-authority-on-peter-pan.js';
import { card as c563 } from './set3/159-distract.js';
import { card as c564 } from './set3/160-friend-like-me.js';
import { card as c565 } from './set3/161-how-far-ill-go.js';
import { card as c566 } from './set3/162-repair.js';
import { card as c567 } from './set3/163-aurelian-gyrosensor.js';
import { card as c568 } from './set3/164-heart-of-te-fiti.js';
import { card as c569 } from './set3/165-lucky-dime.js';
import { card as c570 } from './set3/166-scrooges-top-hat.js';
import { card as c571 } from './set3/167-vault-door.js';
import { card as c572 } from './set3/168-belles-house-maurices-workshop.js';
import { card as c573 } from './set3/169-mcduck-manor-scrooges-mansion.js';
import { card as c574 } from './set3/170-motunui-island-paradise.js';
import { card as c575 } from './set3/171-chief-tui-proud-of-motunui.js';
import { card as c576 } from './set3/172-eeyore-overstuffed-donkey.js';
import { card as c577 } from './set3/173-gustav-the-giant-terror-of-the-kingdom.js';
import { card as c578 } from './set3/174-hades-hotheaded-ruler.js';
import { card as c579 } from './set3/175-helga-sinclair-right-hand-woman.js';
import { card as c580 } from './set3/176-john-silver-greedy-treasure-seeker.js';
import { card as c581 } from './set3/177-kida-royal-warrior.js';
import { card as c582 } from './set3/178-little-john-resourceful-outlaw.js';
import { card as c583 } from './set3/179-little-john-robins-pal.js';
import { card as c584 } from './set3/180-lythos-rock-titan.js';
import { card as c585 } from './set3/181-mickey-mouse-stalwart-explorer.js';
import { card as c586 } from './set3/182-mickey-mouse-trumpeter.js';
import { card as c587 } from './set3/183-minnie-mouse-funky-spelunker.js';
import { card as c588 } from './set3/184-mr-smee-bumbling-mate.js';
import { card as c589 } from './set3/185-mufasa-champion-of-the-pride-lands.js';
import { card as c590 } from './set3/186-nala-fierce-friend.js';
import { card as c591 } from './set3/187-pyros-lava-titan.js';
import { card as c592 } from './set3/188-razoul-palace-guard.js';
import { card as c593 } from './set3/189-robin-hood-beloved-outlaw.js';
import { card as c594 } from './set3/190-robin-hood-champion-of-sherwood.js';
import { card as c595 } from './set3/191-sheriff-of-nottingham-corrupt-official.js';
import { card as c596 } from './set3/192-simba-fighting-prince.js';
import { card as c597 } from './set3/193-simba-rightful-king.js';
import { card as c598 } from './set3/194-thaddeus-e-klang-metallic-leader.js';
import { card as c599 } from './set3/195-and-then-along-came-zeus.js';
import { card as c600 } from './set3/196-ba-boom.js';
import { card as c601 } from './set3/198-rise-of-the-titans.js';
import { card as c602 } from './set3/199-captain-hooks-rapier.js';
import { card as c603 } from './set3/200-gizmosuit.js';
import { card as c604 } from './set3/201-map-of-treasure-planet.js';
import { card as c605 } from './set3/202-mauis-place-of-exile-hidden-island.js';
import { card as c606 } from './set3/203-nottingham-prince-johns-castle.js';
import { card as c607 } from './set3/204-the-bayou-mysterious-swamp.js';
import { card as c608 } from './set4/001-agustin-madrigal-clumsy-dad.js';
import { card as c609 } from './set4/002-alma-madrigal-family-matriarch.js';
import { card as c610 } from './set4/003-ariel-singing-mermaid.js';
import { card as c611 } from './set4/004-cinderella-melody-weaver.js';
import { card as c612 } from './set4/005-cogsworth-majordomo.js';
import { card as c613 } from './set4/006-daisy-duck-lovely-lady.js';
import { card as c614 } from './set4/007-daisy-duck-musketeer-spy.js';
import { card as c615 } from './set4/008-donald-duck-musketeer-soldier.js';
import { card as c616 } from './set4/009-felix-madrigal-fun-loving-family-man.js';
import { card as c617 } from './set4/010-gaston-despicable-dealer.js';
import { card as c618 } from './set4/011-golden-harp-enchanter-of-the-land.js';
import { card as c619 } from './set4/012-goofy-musketeer-swordsman.js';
import { card as c620 } from './set4/013-julieta-madrigal-excellent-cook.js';
import { card as c621 } from './set4/014-max-loyal-sheepdog.js';
import { card as c622 } from './set4/015-mickey-mouse-leader-of-the-band.js';
import { card as c623 } from './set4/016-mickey-mouse-musketeer-captain.js';
import { card as c624 } from './set4/017-minnie-mouse-musketeer-champion.js';
import { card as c625 } from './set4/018-mirabel-madrigal-gift-of-the-family.js';
import { card as c626 } from './set4/019-mirabel-madrigal-prophecy-finder.js';
import { card as c627 } from './set4/020-pluto-rescue-dog.js';
import { card as c628 } from './set4/021-prince-eric-seafaring-prince.js';
import { card as c629 } from './set4/022-prince-eric-ursulas-groom.js';
import { card as c630 } from './set4/023-stitch-alien-dancer.js';
import { card as c631 } from './set4/024-ursula-erics-bride.js';
import { card as c632 } from './set4/025-ursula-vanessa.js';
import { card as c633 } from './set4/026-brunos-return.js';
import { card as c634 } from './set4/027-first-aid.js';
import { card as c635 } from './set4/028-look-at-this-family.js';
import { card as c636 } from './set4/029-lost-in-the-woods.js';
import { card as c637 } from './set4/030-sign-the-scroll.js';
import { card as c638 } from './set4/031-miracle-candle.js';
import { card as c639 } from './set4/032-record-player.js';
import { card as c640 } from './set4/033-atlantica-concert-hall.js';
import { card as c641 } from './set4/034-the-underworld-river-styx.js';
import { card as c642 } from './set4/035-antonio-madrigal-animal-expert.js';
import { card as c643 } from './set4/036-belle-accomplished-mystic.js';
import { card as c644 } from './set4/037-belle-untrained-mystic.js';
import { card as c645 } from './set4/038-bruno-madrigal-out-of-the-shadows.js';
import { card as c646 } from './set4/039-bruno-madrigal-undetected-uncle.js';
import { card as c647 } from './set4/040-camilo-madrigal-prankster.js';
import { card as c648 } from './set4/041-dolores-madrigal-easy-listener.js';
import { card as c649 } from './set4/042-elsa-storm-chaser.js';
import { card as c650 } from './set4/043-flotsam-ursulas-baby.js';
import { card as c651 } from './set4/044-flotsam-jetsam-entangling-eels.js';
import { card as c652 } from './set4/045-isabela-madrigal-golden-child.js';
import { card as c653 } from './set4/046-jetsam-ursulas-baby.js';
import { card as c654 } from './set4/047-luisa-madrigal-magically-strong-one.js';
import { card as c655 } from './set4/048-magic-broom-illuminary-keeper.js';
import { card as c656 } from './set4/049-magic-broom-lively-sweeper.js';
import { card as c657 } from './set4/050-magical-maid-feather-duster.js';
import { card as c658 } from './set4/051-marshmallow-terrifying-snowman.js';
import { card as c659 } from './set4/052-mrs-potts-enchanted-teapot.js';
import { card as c660 } from './set4/053-pepa-madrigal-weather-maker.js';
import { card as c661 } from './set4/054-peter-pan-shadow-finder.js';
import { card as c662 } from './set4/055-pico-helpful-toucan.js';
import { card as c663 } from './set4/056-tick-tock-ever-present-pursuer.js';
import { card as c664 } from './set4/057-ursula-mad-sea-witch.js';
import { card as c665 } from './set4/058-ursula-sea-witch-queen.js';
import { card as c666 } from './set4/059-yen-sid-powerful-sorcerer.js';
import { card as c667 } from './set4/060-poor-unfortunate-souls.js';
import { card as c668 } from './set4/061-second-star-to-the-right.js';
import { card as c669 } from './set4/062-swing-into-action.js';
import { card as c670 } from './set4/063-ursulas-plan.js';
import { card as c671 } from './set4/064-mystical-rose.js';
import { card as c672 } from './set4/065-rose-lantern.js';
import { card as c673 } from './set4/066-tritons-trident.js';
import { card as c674 } from './set4/067-casa-madrigal-casita.js';
import { card as c675 } from './set4/068-ursulas-lair-eye-of-the-storm.js';
import { card as c676 } from './set4/069-cri-kee-lucky-cricket.js';
import { card as c677 } from './set4/070-diablo-devoted-herald.js';
import { card as c678 } from './set4/071-diablo-maleficents-spy.js';
import { card as c679 } from './set4/072-gunther-interior-designer.js';
import { card as c680 } from './set4/073-gus-champion-of-cheese.js';
import { card as c681 } from './set4/074-hades-double-dealer.js';
import { card as c682 } from './set4/075-heihei-bumbling-rooster.js';
import { card as c683 } from './set4/076-hera-queen-of-the-gods.js';
import { card as c684 } from './set4/077-jaq-connoisseur-of-climbing.js';
import { card as c685 } from './set4/078-jasmine-desert-warrior.js';
import { card as c686 } from './set4/079-megara-captivating-cynic.js';
import { card as c687 } from './set4/080-megara-liberated-one.js';
import { card as c688 } from './set4/081-pain-immortal-sidekick.js';
import { card as c689 } from './set4/082-panic-immortal-sidekick.js';
import { card as c690 } from './set4/083-pegasus-cloud-racer.js';
import { card as c691 } from './set4/084-pegasus-gift-for-hercules.js';
import { card as c692 } from './set4/085-pete-born-to-cheat.js';
import { card as c693 } from './set4/086-pete-rotten-guy.js';
import { card as c694 } from './set4/087-prince-phillip-vanquisher-of-foes.js';
import { card as c695 } from './set4/088-prince-phillip-warden-of-the-woods.js';
import { card as c696 } from './set4/089-the-fates-only-one-eye.js';
import { card as c697 } from './set4/090-the-muses-proclaimers-of-heroes.js';
import { card as c698 } from './set4/091-tor-florist.js';
import { card as c699 } from './set4/092-zeus-mr-lightning-bolts.js';
import { card as c700 } from './set4/093-dodge.js';
import { card as c701 } from './set4/094-make-the-potion.js';
import { card as c702 } from './set4/095-under-the-sea.js';
import { card as c703 } from './set4/096-ursulas-trickery.js';
import { card as c704 } from './set4/097-we-dont-talk-about-bruno.js';
import { card as c705 } from './set4/098-hidden-inkcaster.js';
import { card as c706 } from './set4/099-signed-contract.js';
import { card as c707 } from './set4/100-vision-slab.js';
import { card as c708 } from './set4/101-hidden-cove-tranquil-haven.js';
import { card as c709 } from './set4/102-ursulas-garden-full-of-the-unfortunate.js';
import { card as c710 } from './set4/103-beast-wounded.js';
import { card as c711 } from './set4/104-benja-bold-uniter.js';
import { card as c712 } from './set4/105-fa-zhou-mulans-father.js';
import { card as c713 } from './set4/106-flynn-rider-frenemy.js';
import { card as c714 } from './set4/107-goofy-super-goof.js';
import { card as c715 } from './set4/108-hercules-clumsy-kid.js';
import { card as c716 } from './set4/109-hercules-daring-demigod.js';
import { card as c717 } from './set4/110-khan-beloved-steed.js';
import { card as c718 } from './set4/111-li-shang-generals-son.js';
import { card as c719 } from './set4/112-li-shang-valorous-general.js';
import { card as c720 } from './set4/113-lumiere-fiery-friend.js';
import { card as c721 } from './set4/114-mulan-elite-archer.js';
import { card as c722 } from './set4/115-mulan-enemy-of-entanglement.js';
import { card as c723 } from './set4/116-mulan-injured-soldier.js';
import { card as c724 } from './set4/117-namaari-heir-of-fang.js';
import { card as c725 } from './set4/118-nessus-river-guardian.js';
import { card as c726 } from './set4/119-noi-acrobatic-baby.js';
import { card as c727 } from './set4/120-pegasus-flying-steed.js';
import { card as c728 } from './set4/121-raya-fierce-protector.js';
import { card as c729 } from './set4/122-raya-guardian-of-the-dragon-gem.js';
import { card as c730 } from './set4/123-sisu-daring-visitor.js';
import { card as c731 } from './set4/124-sisu-emboldened-warrior.js';
import { card as c732 } from './set4/125-sisu-empowered-sibling.js';
import { card as c733 } from './set4/126-tong-survivor.js';
import { card as c734 } from './set4/128-a-pirates-life.js';
import { card as c735 } from './set4/129-be-king-undisputed.js';
import { card as c736 } from './set4/130-brawl.js';
import { card as c737 } from './set4/131-imperial-proclamation.js';
import { card as c738 } from './set4/132-medallion-weights.js';
import { card as c739 } from './set4/133-the-plank.js';
import { card as c740 } from './set4/134-vitalisphere.js';
import { card as c741 } from './set4/135-snuggly-duckling-disreputable-pub.js';
import { card as c742 } from './set4/136-training-grounds-impossible-pillar.js';
import { card as c743 } from './set4/137-anna-braving-the-storm.js';
import { card as c744 } from './set4/138-anna-true-hearted.js';
import { card as c745 } from './set4/139-ariel-treasure-collector.js';
import { card as c746 } from './set4/140-aurora-lore-guardian.js';
import { card as c747 } from './set4/141-aurora-tranquil-princess.js';
import { card as c748 } from './set4/142-dang-hu-talon-chief.js';
import { card as c749 } from './set4/143-fa-li-mulans-mother.js';
import { card as c750 } from './set4/144-flounder-collectors-companion.js';
import { card as c751 } from './set4/145-hades-meticulous-plotter.js';
import { card as c752 } from './set4/146-hans-noble-scoundrel.js';
import { card as c753 } from './set4/147-iduna-caring-mother.js';
import { card as c754 } from './set4/148-john-silver-terror-of-the-realm.js';
import { card as c755 } from './set4/149-olaf-carrot-enthusiast.js';
import { card as c756 } from './set4/150-olaf-trusting-companion.js';
import { card as c757 } from './set4/151-pascal-inquisitive-pet.js';
import { card as c758 } from './set4/152-prince-phillip-gallant-defender.js';
import { card as c759 } from './set4/153-rapunzel-appreciative-artist.js';
import { card as c760 } from './set4/154-scuttle-expert-on-humans.js';
import { card as c761 } from './set4/155-sisu-wise-friend.js';
import { card as c762 } from './set4/157-transformed-chef-castle-stove.js';
import { card as c763 } from './set4/158-triton-champion-of-atlantica.js';
import { card as c764 } from './set4/159-triton-discerning-king.js';
import { card as c765 } from './set4/160-triton-young-prince.js';
import { card as c766 } from './set4/161-tuk-tuk-curious-partner.js';
import { card as c767 } from './set4/162-dig-a-little-deeper.js';
import { card as c768 } from './set4/163-glean.js';
import { card as c769 } from './set4/164-seldom-all-they-seem.js';
import { card as c770 } from './set4/165-treasures-untold.js';
import { card as c771 } from './set4/166-field-of-ice.js';
import { card as c772 } from './set4/167-great-stone-dragon.js';
import { card as c773 } from './set4/168-ice-block.js';
import { card as c774 } from './set4/169-ariels-grotto-a-secret-place.js';
import { card as c775 } from './set4/170-winter-camp-medical-tent.js';
import { card as c776 } from './set4/171-aladdin-brave-rescuer.js';
import { card as c777 } from './set4/172-aladdin-resolute-swordsman.js';
import { card as c778 } from './set4/173-arges-the-cyclops.js';
import { card as c779 } from './set4/174-ariel-determined-mermaid.js';
import { card as c780 } from './set4/175-ariel-sonic-warrior.js';
import { card as c781 } from './set4/176-beast-thick-skinned.js';
import { card as c782 } from './set4/177-chi-fu-imperial-advisor.js';
import { card as c783 } from './set4/178-chien-po-imperial-soldier.js';
import { card as c784 } from './set4/179-donald-duck-buccaneer.js';
import { card as c785 } from './set4/180-hercules-beloved-hero.js';
import { card as c786 } from './set4/181-lefou-opportunistic-flunky.js';
import { card as c787 } from './set4/182-li-shang-imperial-captain.js';
import { card as c788 } from './set4/183-ling-imperial-soldier.js';
import { card as c789 } from './set4/184-luisa-madrigal-rock-of-the-family.js';
import { card as c790 } from './set4/185-magic-broom-aerial-cleaner.js';
import { card as c791 } from './set4/186-magic-broom-brigade-commander.js';
import { card as c792 } from './set4/187-mickey-mouse-playful-sorcerer.js';
import { card as c793 } from './set4/188-mickey-mouse-standard-bearer.js';
import { card as c794 } from './set4/189-mulan-armored-fighter.js';
import { card as c795 } from './set4/190-philoctetes-no-nonsense-instructor.js';
import { card as c796 } from './set4/191-piglet-sturdy-swordsman.js';
import { card as c797 } from './set4/192-rajah-royal-protector.js';
import { card as c798 } from './set4/193-raya-unstoppable-force.js';
import { card as c799 } from './set4/194-yao-imperial-soldier.js';
import { card as c800 } from './set4/195-avalanche.js';
import { card as c801 } from './set4/196-i-find-em-i-flatten-em.js';
import { card as c802 } from './set4/197-one-last-hope.js';
import { card as c803 } from './set4/198-the-mob-song.js';
import { card as c804 } from './set4/199-tritons-decree.js';
import { card as c805 } from './set4/200-fortisphere.js';
import { card as c806 } from './set4/201-imperial-bow.js';
import { card as c807 } from './set4/202-rls-legacys-cannon.js';
import { card as c808 } from './set4/203-the-wall-border-fortress.js';
import { card as c809 } from './set4/204-thebes-the-big-olive.js';
import { card as c810 } from './set4/213-we-dont-talk-about-bruno.js';
import { card as c811 } from './set5/001-koda-talkative-cub.js';
import { card as c812 } from './set5/002-nala-mischievous-cub.js';
import { card as c813 } from './set5/003-prince-naveen-ukulele-player.js';
import { card as c814 } from './set5/004-rutt-northern-moose.js';
import { card as c815 } from './set5/005-kenai-big-brother.js';
import { card as c816 } from './set5/006-vanellope-von-schweetz-sugar-rush-champ.js';
import { card as c817 } from './set5/007-tuke-northern-moose.js';
import { card as c818 } from './set5/008-lilo-junior-cake-decorator.js';
import { card as c819 } from './set5/009-vanellope-von-schweetz-candy-mechanic.js';
import { card as c820 } from './set5/010-fix-it-felix-jr-trusty-builder.js';
import { card as c821 } from './set5/011-gazelle-pop-star.js';
import { card as c822 } from './set5/012-fix-it-felix-jr-niceland-steward.js';
import { card as c823 } from './set5/013-kristoff-reindeer-keeper.js';
import { card as c824 } from './set5/014-mirabel-madrigal-family-gatherer.js';
import { card as c825 } from './set5/015-minnie-mouse-drum-major.js';
import { card as c826 } from './set5/016-daisy-duck-donalds-date.js';
import { card as c827 } from './set5/017-fix-it-felix-jr-delighted-sightseer.js';
import { card as c828 } from './set5/018-moana-determined-explorer.js';
import { card as c829 } from './set5/019-vanellope-von-schweetz-sugar-rush-princess.js';
import { card as c830 } from './set5/020-alan-a-dale-rockin-rooster.js';
import { card as c831 } from './set5/021-wreck-it-ralph-admiral-underpants.js';
import { card as c832 } from './set5/022-maid-marian-lady-of-the-lists.js';
import { card as c833 } from './set5/023-sven-reindeer-steed.js';
import { card as c834 } from './set5/024-minnie-mouse-compassionate-friend.js';
import { card as c835 } from './set5/025-try-everything.js';
import { card as c836 } from './set5/026-healing-touch.js';
import { card as c837 } from './set5/027-revive.js';
import { card as c838 } from './set5/028-blast-from-your-past.js';
import { card as c839 } from './set5/029-invited-to-the-ball.js';
import { card as c840 } from './set5/030-healing-decanter.js';
import { card as c841 } from './set5/031-queens-sensor-core.js';
import { card as c842 } from './set5/032-amber-chromicon.js';
import { card as c843 } from './set5/033-rapunzels-tower-secluded-prison.js';
import { card as c844 } from './set5/035-maleficent-formidable-queen.js';
import { card as c845 } from './set5/036-the-nokk-mythical-spirit.js';
import { card as c846 } from './set5/037-cogsworth-illuminary-watchman.js';
import { card as c847 } from './set5/038-merlin-turtle.js';
import { card as c848 } from './set5/039-archimedes-exasperated-owl.js';
import { card as c849 } from './set5/040-bruni-fire-salamander.js';
import { card as c850 } from './set5/041-earth-giant-living-mountain.js';
import { card as c851 } from './set5/042-gale-wind-spirit.js';
import { card as c852 } from './set5/043-white-rabbit-royal-herald.js';
import { card as c853 } from './set5/044-madam-mim-elephant.js';
import { card as c854 } from './set5/045-luisa-madrigal-entertaining-muscle.js';
import { card as c855 } from './set5/046-anna-mystical-majesty.js';
import { card as c856 } from './set5/047-archimedes-electrified-owl.js';
import { card as c857 } from './set5/048-elsa-the-fifth-spirit.js';
import { card as c858 } from './set5/049-genie-main-attraction.js';
import { card as c859 } from './set5/050-olaf-happy-passenger.js';
import { card as c860 } from './set5/051-maleficent-vexed-partygoer.js';
import { card as c861 } from './set5/052-monstro-whale-of-a-whale.js';
import { card as c862 } from './set5/053-magica-de-spell-cruel-sorceress.js';
import { card as c863 } from './set5/054-maleficent-vengeful-sorceress.js';
import { card as c864 } from './set5/055-rafiki-shaman-duelist.js';
import { card as c865 } from './set5/056-anna-eager-acolyte.js';
import { card as c866 } from './set5/057-king-of-hearts-monarch-of-wonderland.js';
import { card as c867 } from './set5/058-camilo-madrigal-family-copycat.js';
import { card as c868 } from './set5/059-hypnotic-strength.js';
import { card as c869 } from './set5/060-finders-keepers.js';
import { card as c870 } from './set5/062-gathering-knowledge-and-wisdom.js';
import { card as c871 } from './set5/063-magical-aid.js';
import { card as c872 } from './set5/064-retrosphere.js';
import { card as c873 } from './set5/065-half-hexwell-crown.js';
import { card as c874 } from './set5/066-amethyst-chromicon.js';
import { card as c875 } from './set5/067-elsas-ice-palace-place-of-solitude.js';
import { card as c876 } from './set5/068-the-library-a-gift-for-belle.js';
import { card as c877 } from './set5/069-robin-hood-timely-contestant.js';
import { card as c878 } from './set5/070-shenzi-scars-accomplice.js';
import { card as c879 } from './set5/071-little-john-camp-cook.js';
import { card as c880 } from './set5/072-zazu-advisor-to-mufasa.js';
import { card as c881 } from './set5/073-ulf-mime.js';
import { card as c882 } from './set5/074-ed-laughing-hyena.js';
import { card as c883 } from './set5/075-flora-good-fairy.js';
import { card as c884 } from './set5/076-merryweather-good-fairy.js';
import { card as c885 } from './set5/077-robin-hood-archery-contestant.js';
import { card as c886 } from './set5/078-fauna-good-fairy.js';
import { card as c887 } from './set5/079-iago-fake-flamingo.js';
import { card as c888 } from './set5/080-banzai-gluttonous-predator.js';
import { card as c889 } from './set5/081-ed-hysterical-partygoer.js';
import { card as c890 } from './set5/082-scroop-odious-mutineer.js';
import { card as c891 } from './set5/083-prince-phillip-swordsman-of-the-realm.js';
import { card as c892 } from './set5/084-clarabelle-light-on-her-hooves.js';
import { card as c893 } from './set5/085-anna-diplomatic-queen.js';
import { card as c894 } from './set5/086-clarabelle-clumsy-guest.js';
import { card as c895 } from './set5/087-banzai-taunting-hyena.js';
import { card as c896 } from './set5/088-robin-hood-sneaky-sleuth.js';
import { card as c897 } from './set5/089-mother-gothel-conceited-manipulator.js';
import { card as c898 } from './set5/090-clarabelle-contented-wallflower.js';
import { card as c899 } from './set5/091-shenzi-head-hyena.js';
import { card as c900 } from './set5/092-mother-gothel-unwavering-schemer.js';
import { card as c901 } from './set5/093-scar-vengeful-lion.js';
import { card as c902 } from './set5/094-hypnotic-deduction.js';
import { card as c903 } from './set5/095-night-howler-rage.js';
import { card as c904 } from './set5/096-youre-welcome.js';
import { card as c905 } from './set5/097-remember-who-you-are.js';
import { card as c906 } from './set5/098-prince-johns-mirror.js';
import { card as c907 } from './set5/099-obscurosphere.js';
import { card as c908 } from './set5/100-emerald-chromicon.js';
import { card as c909 } from './set5/102-tropical-rainforest-jaguar-lair.js';
import { card as c910 } from './set5/103-taffyta-muttonfudge-ruthless-rival.js';
import { card as c911 } from './set5/104-wreck-it-ralph-demolition-dude.js';
import { card as c912 } from './set5/105-maximus-team-champion.js';
import { card as c913 } from './set5/106-turbo-royal-hack.js';
import { card as c914 } from './set5/107-donald-duck-pie-slinger.js';
import { card as c915 } from './set5/108-rancis-fluggerbutter-chocolate-charger.js';
import { card as c916 } from './set5/109-scar-betrayer.js';
import { card as c917 } from './set5/110-snowanna-rainbeau-cool-competitor.js';
import { card as c918 } from './set5/111-daisy-duck-spotless-food-fighter.js';
import { card as c919 } from './set5/112-mickey-mouse-enthusiastic-dancer.js';
import { card as c920 } from './set5/113-ratigan-raging-rat.js';
import { card as c921 } from './set5/114-taffyta-muttonfudge-crowd-favorite.js';
import { card as c922 } from './set5/115-denahi-avenging-brother.js';
import { card as c923 } from './set5/116-pete-steamboat-rival.js';
import { card as c924 } from './set5/117-taffyta-muttonfudge-sour-speedster.js';
import { card as c925 } from './set5/118-robin-hood-sharpshooter.js';
import { card as c926 } from './set5/119-gaston-pure-paragon.js';
import { card as c927 } from './set5/120-pete-pastry-chomper.js';
import { card as c928 } from './set5/121-arthur-novice-sparrow.js';
import { card as c929 } from './set5/122-donald-duck-daisys-date.js';
import { card as c930 } from './set5/123-ratigan-party-crasher.js';
import { card as c931 } from './set5/124-vanellope-von-schweetz-random-roster-racer.js';
import { card as c932 } from './set5/125-simba-adventurous-successor.js';
import { card as c933 } from './set5/126-minnie-mouse-dazzling-dancer.js';
import { card as c934 } from './set5/127-break-free.js';
import { card as c935 } from './set5/128-evil-comes-prepared.js';
import { card as c936 } from './set5/129-dont-let-the-frostbite-bite.js';
import { card as c937 } from './set5/130-glimmer-vs-glimmer.js';
import { card as c938 } from './set5/131-whos-with-me.js';
import { card as c939 } from './set5/132-potion-of-might.js';
import { card as c940 } from './set5/133-the-sword-released.js';
import { card as c941 } from './set5/134-ruby-chromicon.js';
import { card as c942 } from './set5/136-ratigans-party-seedy-back-room.js';
import { card as c943 } from './set5/137-king-candy-sovereign-of-sugar.js';
import { card as c944 } from './set5/138-chaca-impressive-daughter.js';
import { card as c945 } from './set5/139-the-queen-cruelest-of-all.js';
import { card as c946 } from './set5/140-scrooge-mcduck-afficionado-of-antiquities.js';
import { card as c947 } from './set5/141-prince-john-opportunistic-briber.js';
import { card as c948 } from './set5/142-merlin-back-from-bermuda.js';
import { card as c949 } from './set5/143-pacha-emperors-guide.js';
import { card as c950 } from './set5/144-the-queen-fairest-of-all.js';
import { card as c951 } from './set5/145-sheriff-of-nottingham-bushel-britches.js';
import { card as c952 } from './set5/147-prince-john-gold-lover.js';
import { card as c953 } from './set5/148-the-queen-crown-of-the-council.js';
import { card as c954 } from './set5/149-kuzco-selfish-emperor.js';
import { card as c955 } from './set5/150-mufasa-ruler-of-pride-rock.js';
import { card as c956 } from './set5/151-ludwig-von-drake-self-proclaimed-genius.js';
import { card as c957 } from './set5/152-minnie-mouse-quick-thinking-inventor.js';
import { card as c958 } from './set5/153-basil-practiced-detective.js';
import { card as c959 } from './set5/154-king-candy-sweet-abomination.js';
import { card as c960 } from './set5/155-donald-duck-focused-flatfoot.js';
import { card as c961 } from './set5/156-tanana-wise-woman.js';
import { card as c962 } from './set5/157-tipo-growing-son.js';
import { card as c963 } from './set5/158-belle-of-the-ball.js';
import { card as c964 } from './set5/159-merlin-intellectual-visionary.js';
import { card as c965 } from './set5/160-vision-of-the-future.js';
import { card as c966 } from './set5/161-royal-tantrum.js';
import { card as c967 } from './set5/162-ever-as-before.js';
import { card as c968 } from './set5/163-hide-away.js';
import { card as c969 } from './set5/164-all-funned-out.js';
import { card as c970 } from './set5/165-medal-of-heroes.js';
import { card as c971 } from './set5/166-basils-magnifying-glass.js';
import { card as c972 } from './set5/167-merlins-carpetbag.js';
import { card as c973 } from './set5/168-sapphire-chromicon.js';
import { card as c974 } from './set5/169-the-great-illuminary-radiant-ballroom.js';
import { card as c975 } from './set5/171-stitch-team-underdog.js';
import { card as c976 } from './set5/172-jafar-tyrannical-hypnotist.js';
import { card as c977 } from './set5/173-simba-lost-prince.js';
import { card as c978 } from './set5/174-rudy-groove-disrupter.js';
import { card as c979 } from './set5/175-royal-guard-bovine-protector.js';
import { card as c980 } from './set5/176-mickey-mouse-food-fight-defender.js';
import { card as c981 } from './set5/177-sleepy-sluggish-knight.js';
import { card as c982 } from './set5/178-kronk-unlicensed-investigator.js';
import { card as c983 } from './set5/179-heihei-protective-rooster.js';
import { card as c984 } from './set5/180-sneezy-noisy-knight.js';
import { card as c985 } from './set5/181-dopey-knight-apprentice.js';
import { card as c986 } from './set5/182-namaari-resolute-daughter.js';
import { card as c987 } from './set5/183-snow-white-fair-hearted.js';
import { card as c988 } from './set5/184-yzma-unjustly-treated.js';
import { card as c989 } from './set5/185-kronk-head-of-security.js';
import { card as c990 } from './set5/186-grumpy-skeptical-knight.js';
import { card as c991 } from './set5/187-pete-wrestling-champ.js';
import { card as c992 } from './set5/188-sir-ector-castle-lord.js';
import { card as c993 } from './set5/189-bashful-adoring-knight.js';
import { card as c994 } from './set5/190-arthur-wart.js';
import { card as c995 } from './set5/191-happy-lively-knight.js';
import { card as c996 } from './set5/192-simba-son-of-mufasa.js';
import { card as c997 } from './set5/193-doc-bold-knight.js';
import { card as c998 } from './set5/194-arthur-king-victorious.js';
import { card as c999 } from './set5/195-pete-games-referee.js';
import { card as c1000 } from './set5/196-tug-of-war.js';
import { card as c1001 } from './set5/197-when-will-my-life-begin.js';
import { card as c1002 } from './set5/198-duck-for-cover.js';
import { card as c1003 } from './set5/199-food-fight.js';
import { card as c1004 } from './set5/200-shield-of-arendelle.js';
import { card as c1005 } from './set5/201-plate-armor.js';
import { card as c1006 } from './set5/202-steel-chromicon.js';
import { card as c1007 } from './set5/203-bad-anon-villain-support-center.js';
import { card as c1008 } from './set5/204-seven-dwarfs-mine-secure-fortress.js';
import { card as c1009 } from './set6/001-owl-pirate-lookout.js';
import { card as c1010 } from './set6/002-lilo-escape-artist.js';
import { card as c1011 } from './set6/003-winnie-the-pooh-hunny-pirate.js';
import { card as c1012 } from './set6/004-gopher-ships-carpenter.js';
import { card as c1013 } from './set6/005-simba-happy-go-lucky.js';
import { card as c1014 } from './set6/006-chip-friend-indeed.js';
import { card as c1015 } from './set6/007-dale-friend-in-need.js';
import { card as c1016 } from './set6/008-david-impressive-surfer.js';
import { card as c1017 } from './set6/009-prince-naveen-vigilant-first-mate.js';
import { card as c1018 } from './set6/010-prince-naveen-carefree-explorer.js';
import { card as c1019 } from './set6/011-chief-bogo-gazelle-fan.js';
import { card as c1020 } from './set6/012-chip-ranger-leader.js';
import { card as c1021 } from './set6/013-monterey-jack-good-hearted-ranger.js';
import { card as c1022 } from './set6/014-chip-n-dale-recovery-rangers.js';
import { card as c1023 } from './set6/015-judy-hopps-resourceful-rabbit.js';
import { card as c1024 } from './set6/016-tiana-restaurant-owner.js';
import { card as c1025 } from './set6/017-grand-councilwoman-federation-leader.js';
import { card as c1026 } from './set6/018-dale-mischievous-ranger.js';
import { card as c1027 } from './set6/019-nani-caring-sister.js';
import { card as c1028 } from './set6/020-simba-pride-protector.js';
import { card as c1029 } from './set6/021-kanga-nurturing-mother.js';
import { card as c1030 } from './set6/022-rabbit-indignant-pirate.js';
import { card as c1031 } from './set6/023-roo-littlest-pirate.js';
import { card as c1032 } from './set6/024-mr-litwak-arcade-owner.js';
import { card as c1033 } from './set6/025-jim-hawkins-honorable-pirate.js';
import { card as c1034 } from './set6/026-stitch-little-trickster.js';
import { card as c1035 } from './set6/027-good-job.js';
import { card as c1036 } from './set6/028-i-wont-give-in.js';
import { card as c1037 } from './set6/029-rescue-rangers-away.js';
import { card as c1038 } from './set6/030-safe-and-sound.js';
import { card as c1039 } from './set6/031-naveens-ukulele.js';
import { card as c1040 } from './set6/032-pooh-pirate-ship.js';
import { card as c1041 } from './set6/033-scrump.js';
import { card as c1042 } from './set6/034-hundred-acre-island-poohs-home.js';
import { card as c1043 } from './set6/035-sugar-rush-speedway-finish-line.js';
import { card as c1044 } from './set6/036-hades-lord-of-the-dead.js';
import { card as c1045 } from './set6/037-madam-mim-tiny-adversary.js';
import { card as c1046 } from './set6/038-genie-excited-shipbuilder.js';
import { card as c1047 } from './set6/039-sisu-in-her-element.js';
import { card as c1048 } from './set6/040-the-white-rose-jewel-of-the-garden.js';
import { card as c1049 } from './set6/041-juju-mama-odies-companion.js';
import { card as c1050 } from './set6/042-rafiki-shaman-of-the-savanna.js';
import { card as c1051 } from './set6/043-tinker-bell-fast-flier.js';
import { card as c1052 } from './set6/044-the-carpenter-dinner-companion.js';
import { card as c1053 } from './set6/045-iago-reappearing-parrot.js';
import { card as c1054 } from './set6/046-the-walrus-greedy-gourmand.js';
import { card as c1055 } from './set6/047-scar-tempestuous-lion.js';
import { card as c1056 } from './set6/048-tinker-bell-queen-of-the-azurite-fairies.js';
import { card as c1057 } from './set6/049-diablo-obedient-raven.js';
import { card as c1058 } from './set6/050-march-hare-absurd-host.js';
import { card as c1059 } from './set6/051-magic-carpet-amazing-flier.js';
import { card as c1060 } from './set6/052-rafiki-ethereal-guide.js';
import { card as c1061 } from './set6/053-genie-wish-fulfilled.js';
import { card as c1062 } from './set6/054-sisu-uniting-dragon.js';
import { card as c1063 } from './set6/055-madam-mim-truly-marvelous.js';
import { card as c1064 } from './set6/056-yzma-conniving-chemist.js';
import { card as c1065 } from './set6/057-mama-odie-solitary-sage.js';
import { card as c1066 } from './set6/058-peter-pan-shadow-catcher.js';
import { card as c1067 } from './set6/059-mad-hatter-eccentric-host.js';
import { card as c1068 } from './set6/060-a-very-merry-unbirthday.js';
import { card as c1069 } from './set6/061-genie-wonderful-trickster.js';
import { card as c1070 } from './set6/062-making-magic.js';
import { card as c1071 } from './set6/063-lose-the-way.js';
import { card as c1072 } from './set6/064-seeking-the-half-crown.js';
import { card as c1073 } from './set6/065-maleficents-staff.js';
import { card as c1074 } from './set6/066-mad-hatters-teapot.js';
import { card as c1075 } from './set6/067-pixie-dust.js';
import { card as c1076 } from './set6/068-fairy-ship-royal-vessel.js';
import { card as c1077 } from './set6/069-mystical-tree-mama-odies-home.js';
import { card as c1078 } from './set6/070-jasmine-royal-seafarer.js';
import { card as c1079 } from './set6/071-captain-hook-underhanded.js';
import { card as c1080 } from './set6/072-stitch-alien-buccaneer.js';
import { card as c1081 } from './set6/073-go-go-tomago-darting-dynamo.js';
import { card as c1082 } from './set6/074-honey-lemon-chemical-genius.js';
import { card as c1083 } from './set6/075-fred-mascot-by-day.js';
import { card as c1084 } from './set6/076-tootles-lost-boy.js';
import { card as c1085 } from './set6/077-dawson-basils-assistant.js';
import { card as c1086 } from './set6/078-heathcliff-stoic-butler.js';
import { card as c1087 } from './set6/079-basil-hypnotized-mouse.js';
import { card as c1088 } from './set6/080-donald-duck-first-mate.js';
import { card as c1089 } from './set6/081-daisy-duck-pirate-captain.js';
import { card as c1090 } from './set6/082-mertle-edmonds-lilos-rival.js';
import { card as c1091 } from './set6/083-prince-phillip-royal-explorer.js';
import { card as c1092 } from './set6/084-jasmine-royal-commodore.js';
import { card as c1093 } from './set6/086-hercules-baby-demigod.js';
import { card as c1094 } from './set6/087-alistair-krei-ambitious-entrepreneur.js';
import { card as c1095 } from './set6/088-gazelle-angel-with-horns.js';
import { card as c1096 } from './set6/089-goofy-expert-shipwright.js';
import { card as c1097 } from './set6/090-bellwether-assistant-mayor.js';
import { card as c1098 } from './set6/091-basil-disguised-detective.js';
import { card as c1099 } from './set6/092-olivia-flaversham-the-toymakers-daughter.js';
import { card as c1100 } from './set6/093-bend-to-my-will.js';
import { card as c1101 } from './set6/094-prepare-to-board.js';
import { card as c1102 } from './set6/095-heffalumps-and-woozles.js';
import { card as c1103 } from './set6/096-mosquito-bite.js';
import { card as c1104 } from './set6/097-you-came-back.js';
import { card as c1105 } from './set6/098-megabot.js';
import { card as c1106 } from './set6/099-galactic-communicator.js';
import { card as c1107 } from './set6/100-transport-pod.js';
import { card as c1108 } from './set6/101-perilous-maze-watery-labyrinth.js';
import { card as c1109 } from './set6/103-mickey-mouse-pirate-captain.js';
import { card as c1110 } from './set6/104-kakamora-boarding-party.js';
import { card as c1111 } from './set6/105-kakamora-pirate-pitcher.js';
import { card as c1112 } from './set6/106-jasmine-rebellious-princess.js';
import { card as c1113 } from './set6/107-raya-kumandran-rider.js';
import { card as c1114 } from './set6/108-wendy-darling-courageous-captain.js';
import { card as c1115 } from './set6/109-john-silver-ferocious-friend.js';
import { card as c1116 } from './set6/110-vanellope-von-schweetz-gutsy-go-getter.js';
import { card as c1117 } from './set6/111-michael-darling-playful-swordsman.js';
import { card as c1118 } from './set6/112-aladdin-fearless-navigator.js';
import { card as c1119 } from './set6/113-markowski-space-trooper.js';
import { card as c1120 } from './set6/114-abu-bold-helmsman.js';
import { card as c1121 } from './set6/115-mickey-mouse-courageous-sailor.js';
import { card as c1122 } from './set6/116-adorabeezle-winterpop-ice-rocket-racer.js';
import { card as c1123 } from './set6/117-moana-self-taught-sailor.js';
import { card as c1124 } from './set6/118-john-darling-sophisticated-swordsman.js';
import { card as c1125 } from './set6/119-aladdin-intrepid-commander.js';
import { card as c1126 } from './set6/120-minnie-mouse-pirate-lookout.js';
import { card as c1127 } from './set6/121-moana-kakamora-leader.js';
import { card as c1128 } from './set6/122-pete-freebooter.js';
import { card as c1129 } from './set6/123-goofy-flying-goof.js';
import { card as c1130 } from './set6/124-maui-half-shark.js';
import { card as c1131 } from './set6/125-hades-strong-arm.js';
import { card as c1132 } from './set6/126-tigger-in-the-crows-nest.js';
import { card as c1133 } from './set6/127-scar-heartless-hunter.js';
import { card as c1134 } from './set6/128-thievery.js';
import { card as c1135 } from './set6/129-lead-the-way.js';
import { card as c1136 } from './set6/130-the-islands-i-pulled-from-the-sea.js';
import { card as c1137 } from './set6/131-energy-blast.js';
import { card as c1138 } from './set6/132-longboat.js';
import { card as c1139 } from './set6/133-gold-coin.js';
import { card as c1140 } from './set6/134-card-soldiers-spear.js';
import { card as c1141 } from './set6/135-flotilla-coconut-armada.js';
import { card as c1142 } from './set6/136-skull-rock-isolated-fortress.js';
import { card as c1143 } from './set6/137-ben-eccentric-robot.js';
import { card as c1144 } from './set6/138-aunt-cass-biggest-fan.js';
import { card as c1145 } from './set6/139-gadget-hackwrench-creative-thinker.js';
import { card as c1146 } from './set6/140-gadget-hackwrench-brilliant-bosun.js';
import { card as c1147 } from './set6/141-zipper-astute-decoy.js';
import { card as c1148 } from './set6/142-oswald-the-lucky-rabbit.js';
import { card as c1149 } from './set6/143-yokai-enigmatic-inventor.js';
import { card as c1150 } from './set6/144-pleakley-scientific-expert.js';
import { card as c1151 } from './set6/145-hiro-hamada-robotics-prodigy.js';
import { card as c1152 } from './set6/146-heihei-not-so-tricky-chicken.js';
import { card as c1153 } from './set6/147-sour-bill-surly-henchman.js';
import { card as c1154 } from './set6/148-nick-wilde-soggy-fox.js';
import { card as c1155 } from './set6/149-wasabi-methodical-engineer.js';
import { card as c1156 } from './set6/150-nick-wilde-sly-fox.js';
import { card as c1157 } from './set6/151-gadget-hackwrench-perceptive-mouse.js';
import { card as c1158 } from './set6/152-dr-delbert-doppler-fussy-astronomer.js';
import { card as c1159 } from './set6/153-tadashi-hamada-baymax-inventor.js';
import { card as c1160 } from './set6/154-hiro-hamada-team-leader.js';
import { card as c1161 } from './set6/155-tadashi-hamada-gifted-roboticist.js';
import { card as c1162 } from './set6/156-baymax-personal-healthcare-companion.js';
import { card as c1163 } from './set6/157-baymax-armored-companion.js';
import { card as c1164 } from './set6/158-yokai-professor-callaghan.js';
import { card as c1165 } from './set6/159-hiram-flaversham-intrigued-inventor.js';
import { card as c1166 } from './set6/161-alice-savvy-sailor.js';
import { card as c1167 } from './set6/162-we-could-be-immortals.js';
import { card as c1168 } from './set6/163-sail-the-azurite-sea.js';
import { card as c1169 } from './set6/164-helping-hand.js';
import { card as c1170 } from './set6/165-prepare-your-bot.js';
import { card as c1171 } from './set6/166-baymaxs-healthcare-chip.js';
import { card as c1172 } from './set6/168-jumbo-pop.js';
import { card as c1173 } from './set6/169-rescue-rangers-submarine-mobile-headquarters.js';
import { card as c1174 } from './set6/170-institute-of-technology-prestigious-university.js';
import { card as c1175 } from './set6/171-kakamora-long-range-specialist.js';
import { card as c1176 } from './set6/172-kakamora-pirate-chief.js';
import { card as c1177 } from './set6/173-jim-hawkins-stubborn-cabin-boy.js';
import { card as c1178 } from './set6/174-mr-big-shrewd-tycoon.js';
import { card as c1179 } from './set6/175-mr-smee-steadfast-mate.js';
import { card as c1180 } from './set6/176-mr-smee-captain-of-the-jolly-roger.js';
import { card as c1181 } from './set6/177-mullins-seasoned-shipmate.js';
import { card as c1182 } from './set6/178-kohut-trusted-marine.js';
import { card as c1183 } from './set6/179-king-hubert-phillips-father.js';
import { card as c1184 } from './set6/180-hercules-unwavering-demigod.js';
import { card as c1185 } from './set6/181-john-silver-ships-cook.js';
import { card as c1186 } from './set6/182-mr-arrow-legacys-first-mate.js';
import { card as c1187 } from './set6/183-jim-hawkins-rigging-specialist.js';
import { card as c1188 } from './set6/184-tuk-tuk-big-buddy.js';
import { card as c1189 } from './set6/185-billy-bones-space-sailor.js';
import { card as c1190 } from './set6/186-pluto-guard-dog.js';
import { card as c1191 } from './set6/187-mickey-mouse-night-watch.js';
import { card as c1192 } from './set6/188-cobra-bubbles-former-cia.js';
import { card as c1193 } from './set6/189-gantu-captain-crankyhead.js';
import { card as c1194 } from './set6/190-wreck-it-ralph-ham-hands.js';
import { card as c1195 } from './set6/191-calhoun-marine-sergeant.js';
import { card as c1196 } from './set6/192-captain-amelia-commander-of-the-legacy.js';
import { card as c1197 } from './set6/193-jafar-power-hungry-vizier.js';
import { card as c1198 } from './set6/194-john-silver-stern-captain.js';
import { card as c1199 } from './set6/195-hot-potato.js';
import { card as c1200 } from './set6/196-im-still-here.js';
import { card as c1201 } from './set6/197-twin-fire.js';
import { card as c1202 } from './set6/198-ambush.js';
import { card as c1203 } from './set6/199-unfortunate-situation.js';
import { card as c1204 } from './set6/200-kings-sensor-core.js';
import { card as c1205 } from './set6/201-training-dummy.js';
import { card as c1206 } from './set6/202-sunglasses.js';
import { card as c1207 } from './set6/203-treasure-mountain-azurite-sea-island.js';
import { card as c1208 } from './set6/204-galactic-council-chamber-courtroom.js';
import { card as c1209 } from './set7/001-rhino-motivational-speaker.js';
import { card as c1210 } from './set7/002-perdita-playful-mother.js';
import { card as c1211 } from './set7/003-king-stefan-new-father.js';
import { card as c1212 } from './set7/004-bolt-superdog.js';
import { card as c1213 } from './set7/005-roger-radcliffe-dog-lover.js';
import { card as c1214 } from './set7/006-trusty-loyal-bloodhound.js';
import { card as c1215 } from './set7/007-peg-natural-performer.js';
import { card as c1216 } from './set7/008-suzy-master-seamstress.js';
import { card as c1217 } from './set7/009-mittens-sassy-street-cat.js';
import { card as c1218 } from './set7/010-tramp-street-smart-dog.js';
import { card as c1219 } from './set7/011-the-troubadour-musical-narrator.js';
import { card as c1220 } from './set7/012-wendy-darling-pirate-queen.js';
import { card as c1221 } from './set7/013-mirabel-madrigal-hopeful-dreamer.js';
import { card as c1222 } from './set7/014-aurora-waking-beauty.js';
import { card as c1223 } from './set7/015-cinderella-the-right-one.js';
import { card as c1224 } from './set7/016-mariano-guzman-handsome-suitor.js';
import { card as c1225 } from './set7/017-candlehead-dedicated-racer.js';
import { card as c1226 } from './set7/018-bolt-dependable-friend.js';
import { card as c1227 } from './set7/019-pascal-garden-chameleon.js';
import { card as c1228 } from './set7/020-king-candy-royal-racer.js';
import { card as c1229 } from './set7/021-penny-bolts-person.js';
import { card as c1230 } from './set7/023-thunderbolt-wonder-dog.js';
import { card as c1231 } from './set7/024-the-prince-vigilant-suitor.js';
import { card as c1232 } from './set7/025-isabela-madrigal-in-the-moment.js';
import { card as c1233 } from './set7/026-calhoun-courageous-rescuer.js';
import { card as c1234 } from './set7/027-wreck-it-ralph-heros-duty.js';
import { card as c1235 } from './set7/028-lady-miss-park-avenue.js';
import { card as c1236 } from './set7/030-kenai-protective-brother.js';
import { card as c1237 } from './set7/031-minnie-mouse-storyteller.js';
import { card as c1238 } from './set7/032-perla-nimble-seamstress.js';
import { card as c1239 } from './set7/033-snow-white-fairest-in-the-land.js';
import { card as c1240 } from './set7/034-koda-smallish-bear.js';
import { card as c1241 } from './set7/035-mirabel-madrigal-musically-talented.js';
import { card as c1242 } from './set7/036-calhoun-battle-tested.js';
import { card as c1243 } from './set7/037-pepa-madrigal-sensitive-sister.js';
import { card as c1244 } from './set7/038-so-much-to-give.js';
import { card as c1245 } from './set7/039-restoring-the-heart.js';
import { card as c1246 } from './set7/040-the-family-madrigal.js';
import { card as c1247 } from './set7/041-amber-coil.js';
import { card as c1248 } from './set7/042-spaghetti-dinner.js';
import { card as c1249 } from './set7/043-kanine-krunchies.js';
import { card as c1250 } from './set7/044-the-glass-slipper.js';
import { card as c1251 } from './set7/045-kuzco-temporary-whale.js';
import { card as c1252 } from './set7/046-tanana-tribal-elder.js';
import { card as c1253 } from './set7/047-treasure-guardian-foreboding-sentry.js';
import { card as c1254 } from './set7/048-honeymaren-northuldra-guide.js';
import { card as c1255 } from './set7/049-iago-giant-spectral-parrot.js';
import { card as c1256 } from './set7/050-chernabog-creature-of-the-night.js';
import { card as c1257 } from './set7/051-jafar-newly-crowned.js';
import { card as c1258 } from './set7/052-hades-fast-talker.js';
import { card as c1259 } from './set7/053-madame-medusa-diamond-lover.js';
import { card as c1260 } from './set7/054-te-ka-elemental-terror.js';
import { card as c1261 } from './set7/055-elsa-trusted-sister.js';
import { card as c1262 } from './set7/056-madam-mim-cheating-spellcaster.js';
import { card as c1263 } from './set7/057-giant-cobra-ghostly-serpent.js';
import { card as c1264 } from './set7/058-te-ka-lava-monster.js';
import { card as c1265 } from './set7/059-yzma-transformed-kitten.js';
import { card as c1266 } from './set7/060-bucky-nutty-rascal.js';
import { card as c1267 } from './set7/061-pain-impudent-imp.js';
import { card as c1268 } from './set7/062-rajah-ghostly-tiger.js';
import { card as c1269 } from './set7/063-kronk-laid-back.js';
import { card as c1270 } from './set7/064-mother-gothel-vain-sorceress.js';
import { card as c1271 } from './set7/065-sven-keen-eyed-reindeer.js';
import { card as c1272 } from './set7/066-diablo-spiteful-raven.js';
import { card as c1273 } from './set7/067-merlin-clever-clairvoyant.js';
import { card as c1274 } from './set7/068-yzma-above-it-all.js';
import { card as c1275 } from './set7/069-elsa-ice-maker.js';
import { card as c1276 } from './set7/070-kenai-magical-bear.js';
import { card as c1277 } from './set7/071-kuzco-panicked-llama.js';
import { card as c1278 } from './set7/072-anna-ice-breaker.js';
import { card as c1279 } from './set7/073-donald-duck-flustered-sorcerer.js';
import { card as c1280 } from './set7/075-panic-high-strung-imp.js';
import { card as c1281 } from './set7/076-archimedes-exceptional-owl.js';
import { card as c1282 } from './set7/077-kashekim-ancient-ruler.js';
import { card as c1283 } from './set7/078-dolores-madrigal-within-earshot.js';
import { card as c1284 } from './set7/079-mufasa-among-the-stars.js';
import { card as c1285 } from './set7/080-magical-maneuvers.js';
import { card as c1286 } from './set7/081-this-is-my-family.js';
import { card as c1287 } from './set7/082-show-me-more.js';
import { card as c1288 } from './set7/083-restoring-the-crown.js';
import { card as c1289 } from './set7/084-amethyst-coil.js';
import { card as c1290 } from './set7/085-drizella-spoiled-stepsister.js';
import { card as c1291 } from './set7/086-grewnge-cannon-expert.js';
import { card as c1292 } from './set7/087-baymax-low-battery.js';
import { card as c1293 } from './set7/088-thomas-omalley-feline-charmer.js';
import { card as c1294 } from './set7/089-pete-pirate-scoundrel.js';
import { card as c1295 } from './set7/090-hiro-hamada-future-champion.js';
import { card as c1296 } from './set7/091-cheshire-cat-perplexing-feline.js';
import { card as c1297 } from './set7/092-shere-khan-infamous-tiger.js';
import { card as c1298 } from './set7/093-basil-secret-informer.js';
import { card as c1299 } from './set7/094-mad-hatter-unruly-eccentric.js';
import { card as c1300 } from './set7/095-queen-of-hearts-unpredictable-bully.js';
import { card as c1301 } from './set7/096-hiro-hamada-armor-designer.js';
import { card as c1302 } from './set7/097-yokai-intellectual-schemer.js';
import { card as c1303 } from './set7/098-donald-duck-lively-pirate.js';
import { card as c1304 } from './set7/099-berlioz-mischievous-kitten.js';
import { card as c1305 } from './set7/100-lady-elegant-spaniel.js';
import { card as c1306 } from './set7/101-yzma-exasperated-schemer.js';
import { card as c1307 } from './set7/102-pacha-trekmate.js';
import { card as c1308 } from './set7/103-tweedledee-tweedledum-strange-storytellers.js';
import { card as c1309 } from './set7/104-baymax-giant-robot.js';
import { card as c1310 } from './set7/105-gizmoduck-suited-up.js';
import { card as c1311 } from './set7/106-fidget-sneaky-bat.js';
import { card as c1312 } from './set7/107-mr-smee-efficient-captain.js';
import { card as c1313 } from './set7/108-daisy-duck-multitalented-pirate.js';
import { card as c1314 } from './set7/109-john-silver-vengeful-pirate.js';
import { card as c1315 } from './set7/110-tramp-enterprising-dog.js';
import { card as c1316 } from './set7/111-king-of-hearts-picky-ruler.js';
import { card as c1317 } from './set7/112-duchess-elegant-feline.js';
import { card as c1318 } from './set7/113-anastasia-bossy-stepsister.js';
import { card as c1319 } from './set7/114-pete-space-pirate.js';
import { card as c1320 } from './set7/115-lady-tremaine-bitterly-jealous.js';
import { card as c1321 } from './set7/116-wake-up-alice.js';
import { card as c1322 } from './set7/117-hes-a-tramp.js';
import { card as c1323 } from './set7/118-the-return-of-hercules.js';
import { card as c1324 } from './set7/119-ink-geyser.js';
import { card as c1325 } from './set7/120-emerald-coil.js';
import { card as c1326 } from './set7/121-grandmother-fa-spirited-elder.js';
import { card as c1327 } from './set7/122-queen-of-hearts-losing-her-temper.js';
import { card as c1328 } from './set7/123-the-matchmaker-unforgiving-expert.js';
import { card as c1329 } from './set7/124-denahi-impatient-hunter.js';
import { card as c1330 } from './set7/125-stabbington-brother-without-a-patch.js';
import { card as c1331 } from './set7/126-belle-mechanic-extraordinaire.js';
import { card as c1332 } from './set7/127-cy-bug-invasive-enemy.js';
import { card as c1333 } from './set7/128-stabbington-brother-with-a-patch.js';
import { card as c1334 } from './set7/129-card-soldiers-royal-troops.js';
import { card as c1335 } from './set7/130-cogsworth-climbing-clock.js';
import { card as c1336 } from './set7/131-toby-dogged-companion.js';
import { card as c1337 } from './set7/132-beagle-boys-small-time-crooks.js';
import { card as c1338 } from './set7/133-li-shang-newly-promoted.js';
import { card as c1339 } from './set7/134-moana-island-explorer.js';
import { card as c1340 } from './set7/135-the-phantom-blot-shadowy-figure.js';
import { card as c1341 } from './set7/136-beast-frustrated-designer.js';
import { card as c1342 } from './set7/137-mushu-majestic-dragon.js';
import { card as c1343 } from './set7/138-maurice-unconventional-inventor.js';
import { card as c1344 } from './set7/139-goofy-extreme-athlete.js';
import { card as c1345 } from './set7/140-lyle-tiberius-rourke-crystallized-mercenary.js';
import { card as c1346 } from './set7/141-mulan-imperial-general.js';
import { card as c1347 } from './set7/142-baloo-ol-iron-paws.js';
import { card as c1348 } from './set7/143-ratigan-nefarious-criminal.js';
import { card as c1349 } from './set7/144-sir-kay-unruly-knight.js';
import { card as c1350 } from './set7/145-milo-thatch-undaunted-scholar.js';
import { card as c1351 } from './set7/146-edgar-balthazar-ambitious-butler.js';
import { card as c1352 } from './set7/147-weve-got-company.js';
import { card as c1353 } from './set7/148-out-of-order.js';
import { card as c1354 } from './set7/149-ruby-coil.js';
import { card as c1355 } from './set7/150-unconventional-tool.js';
import { card as c1356 } from './set7/151-maurices-machine.js';
import { card as c1357 } from './set7/152-devils-eye-diamond.js';
import { card as c1358 } from './set7/153-clarabelle-news-reporter.js';
import { card as c1359 } from './set7/154-scrooge-mcduck-resourceful-miser.js';
import { card as c1360 } from './set7/155-mattias-arendelle-general.js';
import { card as c1361 } from './set7/156-moana-adventurer-of-land-and-sea.js';
import { card as c1362 } from './set7/157-monsieur-darque-despicable-proprietor.js';
import { card as c1363 } from './set7/158-gaetan-moliere-the-mole.js';
import { card as c1364 } from './set7/159-belle-apprentice-inventor.js';
import { card as c1365 } from './set7/160-lucky-runt-of-the-litter.js';
import { card as c1366 } from './set7/161-dawson-puzzling-sleuth.js';
import { card as c1367 } from './set7/162-tamatoa-happy-as-a-clam.js';
import { card as c1368 } from './set7/163-heihei-expanded-consciousness.js';
import { card as c1369 } from './set7/164-kida-creative-thinker.js';
import { card as c1370 } from './set7/165-toulouse-artistic-kitten.js';
import { card as c1371 } from './set7/166-marie-favored-kitten.js';
import { card as c1372 } from './set7/167-pepper-quick-thinking-puppy.js';
import { card as c1373 } from './set7/168-freckles-good-boy.js';
import { card as c1374 } from './set7/169-honey-lemon-chemistry-whiz.js';
import { card as c1375 } from './set7/170-robin-hood-eye-for-detail.js';
import { card as c1376 } from './set7/171-penny-the-orphan-clever-child.js';
import { card as c1377 } from './set7/172-lady-kluck-protective-confidant.js';
import { card as c1378 } from './set7/173-jasmine-inspired-researcher.js';
import { card as c1379 } from './set7/174-jebidiah-farnsworth-expedition-cook.js';
import { card as c1380 } from './set7/175-baymax-upgraded-robot.js';
import { card as c1381 } from './set7/176-maid-marian-badminton-ace.js';
import { card as c1382 } from './set7/177-water-has-memory.js';
import { card as c1383 } from './set7/178-all-is-found.js';
import { card as c1384 } from './set7/179-sapphire-coil.js';
import { card as c1385 } from './set7/180-baymaxs-charging-station.js';
import { card as c1386 } from './set7/181-dr-calico-green-eyed-man.js';
import { card as c1387 } from './set7/182-akela-wolf-pack-elder.js';
import { card as c1388 } from './set7/183-helga-sinclair-tough-as-nails.js';
import { card as c1389 } from './set7/184-bolt-headstrong-dog.js';
import { card as c1390 } from './set7/185-heihei-rambling-rooster.js';
import { card as c1391 } from './set7/186-raya-guidance-seeker.js';
import { card as c1392 } from './set7/187-tuk-tuk-disarmingly-cute.js';
import { card as c1393 } from './set7/188-fa-zhou-war-hero.js';
import { card as c1394 } from './set7/189-razoul-menacing-guard.js';
import { card as c1395 } from './set7/190-jafar-aspiring-ruler.js';
import { card as c1396 } from './set7/191-tick-tock-relentless-crocodile.js';
import { card as c1397 } from './set7/192-kakamora-band-of-pirates.js';
import { card as c1398 } from './set7/193-mulan-disguised-soldier.js';
import { card as c1399 } from './set7/194-orville-albatross-air.js';
import { card as c1400 } from './set7/195-miss-bianca-unwavering-agent.js';
import { card as c1401 } from './set7/196-mufasa-respected-king.js';
import { card as c1402 } from './set7/197-aladdin-research-assistant.js';
import { card as c1403 } from './set7/198-bagheera-guardian-jaguar.js';
import { card as c1404 } from './set7/200-mickey-mouse-inspirational-warrior.js';
import { card as c1405 } from './set7/201-restoring-atlantis.js';
import { card as c1406 } from './set7/202-double-trouble.js';
import { card as c1407 } from './set7/203-steel-coil.js';
import { card as c1408 } from './set7/204-training-staff.js';
import { card as c1409 } from './set8/001-louie-one-cool-duck.js';
import { card as c1410 } from './set8/002-dewey-lovable-showoff.js';
import { card as c1411 } from './set8/003-huey-reliable-leader.js';
import { card as c1412 } from './set8/004-goofy-groundbreaking-chef.js';
import { card as c1413 } from './set8/005-antonio-madrigal-friend-to-all.js';
import { card as c1414 } from './set8/006-minnie-mouse-daring-defender.js';
import { card as c1415 } from './set8/007-ludwig-von-drake-all-around-expert.js';
import { card as c1416 } from './set8/008-charlotte-la-bouff-mardi-gras-princess.js';
import { card as c1417 } from './set8/009-tiana-natural-talent.js';
import { card as c1418 } from './set8/010-mirabel-madrigal-curious-child.js';
import { card as c1419 } from './set8/011-lady-family-dog.js';
import { card as c1420 } from './set8/012-jim-dear-beloved-husband.js';
import { card as c1421 } from './set8/013-gene-niceland-resident.js';
import { card as c1422 } from './set8/014-perdita-on-the-lookout.js';
import { card as c1423 } from './set8/015-rhino-one-sixteenth-wolf.js';
import { card as c1424 } from './set8/016-darling-dear-beloved-wife.js';
import { card as c1425 } from './set8/017-the-colonel-old-sheepdog.js';
import { card as c1426 } from './set8/018-chief-bogo-commanding-officer.js';
import { card as c1427 } from './set8/019-pua-protective-pig.js';
import { card as c1428 } from './set8/020-bruno-madrigal-singing-seer.js';
import { card as c1429 } from './set8/021-kaa-hypnotizing-python.js';
import { card as c1430 } from './set8/022-tramp-dapper-rascal.js';
import { card as c1431 } from './set8/023-king-candy-sugar-rush-nightmare.js';
import { card as c1432 } from './set8/024-wreck-it-ralph-big-lug.js';
import { card as c1433 } from './set8/025-patch-playful-pup.js';
import { card as c1434 } from './set8/026-rolly-chubby-puppy.js';
import { card as c1435 } from './set8/027-perdita-determined-mother.js';
import { card as c1436 } from './set8/028-pluto-tried-and-true.js';
import { card as c1437 } from './set8/029-bolt-down-but-not-out.js';
import { card as c1438 } from './set8/030-rhino-power-hamster.js';
import { card as c1439 } from './set8/031-antonios-jaguar-faithful-companion.js';
import { card as c1440 } from './set8/032-calhoun-hard-nosed-leader.js';
import { card as c1441 } from './set8/033-lady-decisive-dog.js';
import { card as c1442 } from './set8/034-alma-madrigal-accepting-grandmother.js';
import { card as c1443 } from './set8/035-clawhauser-front-desk-officer.js';
import { card as c1444 } from './set8/036-joey-blue-pigeon.js';
import { card as c1445 } from './set8/037-donald-duck-coin-collector.js';
import { card as c1446 } from './set8/038-dalmatian-puppy-tail-wagger.js';
import { card as c1447 } from './set8/039-candy-drift.js';
import { card as c1448 } from './set8/040-shes-your-person.js';
import { card as c1449 } from './set8/041-only-so-much-room.js';
import { card as c1450 } from './set8/042-it-means-no-worries.js';
import { card as c1451 } from './set8/043-trials-and-tribulations.js';
import { card as c1452 } from './set8/044-the-nephews-piggy-bank.js';
import { card as c1453 } from './set8/045-palace-guard-spectral-sentry.js';
import { card as c1454 } from './set8/046-druun-ravenous-plague.js';
import { card as c1455 } from './set8/047-madame-medusa-deceiving-partner.js';
import { card as c1456 } from './set8/048-hades-ruthless-tyrant.js';
import { card as c1457 } from './set8/049-lena-sabrewing-pure-energy.js';
import { card as c1458 } from './set8/050-abu-illusory-pachyderm.js';
import { card as c1459 } from './set8/051-bruno-madrigal-single-minded.js';
import { card as c1460 } from './set8/052-royal-guard-octopus-soldier.js';
import { card as c1461 } from './set8/053-kuzco-bored-royal.js';
import { card as c1462 } from './set8/054-megara-part-of-the-plan.js';
import { card as c1463 } from './set8/055-yelana-northuldra-leader.js';
import { card as c1464 } from './set8/056-ryder-fleet-footed-infiltrator.js';
import { card as c1465 } from './set8/057-bambi-prince-of-the-forest.js';
import { card as c1466 } from './set8/058-poe-de-spell-magicas-brother.js';
import { card as c1467 } from './set8/059-madam-mim-up-to-no-good.js';
import { card as c1468 } from './set8/060-elsa-fierce-protector.js';
import { card as c1469 } from './set8/061-pinocchio-strings-attached.js';
import { card as c1470 } from './set8/062-jiminy-cricket-level-headed-and-wise.js';
import { card as c1471 } from './set8/063-bambi-little-prince.js';
import { card as c1472 } from './set8/064-monstro-infamous-whale.js';
import { card as c1473 } from './set8/065-nero-fearsome-crocodile.js';
import { card as c1474 } from './set8/066-magica-de-spell-shadow-form.js';
import { card as c1475 } from './set8/067-kuzco-impulsive-llama.js';
import { card as c1476 } from './set8/068-yzma-on-edge.js';
import { card as c1477 } from './set8/069-madam-mim-rhino.js';
import { card as c1478 } from './set8/070-mother-gothel-knows-whats-best.js';
import { card as c1479 } from './set8/071-blue-fairy-guiding-light.js';
import { card as c1480 } from './set8/072-anna-magical-mission.js';
import { card as c1481 } from './set8/073-the-sultan-royal-apparition.js';
import { card as c1482 } from './set8/074-jafar-high-sultan-of-lorcana.js';
import { card as c1483 } from './set8/075-camilo-madrigal-center-stage.js';
import { card as c1484 } from './set8/076-flower-shy-skunk.js';
import { card as c1485 } from './set8/077-forest-duel.js';
import { card as c1486 } from './set8/078-they-never-come-back.js';
import { card as c1487 } from './set8/079-fantastical-and-magical.js';
import { card as c1488 } from './set8/080-pull-the-lever.js';
import { card as c1489 } from './set8/081-into-the-unknown.js';
import { card as c1490 } from './set8/083-scarab.js';
import { card as c1491 } from './set8/084-ice-spikes.js';
import { card as c1492 } from './set8/085-wilhelmina-packard-the-radio-operator.js';
import { card as c1493 } from './set8/086-basil-undercover-detective.js';
import { card as c1494 } from './set8/087-tramp-observant-guardian.js';
import { card as c1495 } from './set8/088-chaca-junior-chipmunk.js';
import { card as c1496 } from './set8/089-tipo-junior-chipmunk.js';
import { card as c1497 } from './set8/090-bill-the-lizard-chimney-sweep.js';
import { card as c1498 } from './set8/091-march-hare-hare-brained-eccentric.js';
import { card as c1499 } from './set8/092-fred-major-science-enthusiast.js';
import { card as c1500 } from './set8/093-mad-dog-karnages-first-mate.js';
import { card as c1501 } from './set8/094-dale-bumbler.js';
import { card as c1502 } from './set8/095-louis-endearing-alligator.js';
import { card as c1503 } from './set8/096-napoleon-clever-bloodhound.js';
import { card as c1504 } from './set8/097-chip-quick-thinker.js';
import { card as c1505 } from './set8/098-fred-giant-sized.js';
import { card as c1506 } from './set8/099-gadget-hackwrench-quirky-scientist.js';
import { card as c1507 } from './set8/100-raya-infiltration-expert.js';
import { card as c1508 } from './set8/101-rapunzel-high-climber.js';
import { card as c1509 } from './set8/102-flynn-rider-breaking-and-entering.js';
import { card as c1510 } from './set8/103-dormouse-easily-agitated.js';
import { card as c1511 } from './set8/104-alice-clumsy-as-can-be.js';
import { card as c1512 } from './set8/105-queen-of-hearts-haughty-monarch.js';
import { card as c1513 } from './set8/106-hiro-hamada-intuitive-thinker.js';
import { card as c1514 } from './set8/107-go-go-tomago-cutting-edge.js';
import { card as c1515 } from './set8/108-don-karnage-air-pirate-leader.js';
import { card as c1516 } from './set8/109-captain-hook-the-pirate-king.js';
import { card as c1517 } from './set8/110-maui-stubborn-trickster.js';
import { card as c1518 } from './set8/111-honey-lemon-costumed-catalyst.js';
import { card as c1519 } from './set8/112-jock-attentive-uncle.js';
import { card as c1520 } from './set8/113-archimedes-resourceful-owl.js';
import { card as c1521 } from './set8/114-he-who-steals-and-runs-away.js';
import { card as c1522 } from './set8/115-stopped-chaos-in-its-tracks.js';
import { card as c1523 } from './set8/116-wrong-lever.js';
import { card as c1524 } from './set8/117-undermine.js';
import { card as c1525 } from './set8/118-walk-the-plank.js';
import { card as c1526 } from './set8/119-chem-purse.js';
import { card as c1527 } from './set8/120-jeweled-collar.js';
import { card as c1528 } from './set8/121-gloyd-orangeboar-fierce-competitor.js';
import { card as c1529 } from './set8/122-honest-john-shameless-schemer.js';
import { card as c1530 } from './set8/123-gyro-gearloose-eccentric-inventor.js';
import { card as c1531 } from './set8/124-vanellope-von-schweetz-spunky-speedster.js';
import { card as c1532 } from './set8/125-brutus-fearsome-crocodile.js';
import { card as c1533 } from './set8/126-the-dodo-outlandish-storyteller.js';
import { card as c1534 } from './set8/127-alice-courageous-keyholder.js';
import { card as c1535 } from './set8/128-lumiere-nimble-candelabra.js';
import { card as c1536 } from './set8/129-gaston-arrogant-showoff.js';
import { card as c1537 } from './set8/130-mushu-fast-talking-dragon.js';
import { card as c1538 } from './set8/131-cri-kee-part-of-the-team.js';
import { card as c1539 } from './set8/132-lafayette-sleepy-basset-hound.js';
import { card as c1540 } from './set8/133-figaro-tuxedo-cat.js';
import { card as c1541 } from './set8/134-thumper-young-bunny.js';
import { card as c1542 } from './set8/135-wreck-it-ralph-back-seat-driver.js';
import { card as c1543 } from './set8/136-tinker-bell-insistent-fairy.js';
import { card as c1544 } from './set8/137-lilo-causing-an-uproar.js';
import { card as c1545 } from './set8/138-lefou-cake-thief.js';
import { card as c1546 } from './set8/139-lumiere-fired-up.js';
import { card as c1547 } from './set8/140-the-coachman-greedy-deceiver.js';
import { card as c1548 } from './set8/141-mulan-charging-ahead.js';
import { card as c1549 } from './set8/142-mushu-your-worst-nightmare.js';
import { card as c1550 } from './set8/143-mr-snoops-betrayed-partner.js';
import { card as c1551 } from './set8/144-friend-owl-cantankerous-neighbor.js';
import { card as c1552 } from './set8/145-faline-playful-fawn.js';
import { card as c1553 } from './set8/146-prince-john-fraidy-cat.js';
import { card as c1554 } from './set8/147-nothing-we-wont-do.js';
import { card as c1555 } from './set8/148-get-out.js';
import { card as c1556 } from './set8/149-light-the-fuse.js';
import { card as c1557 } from './set8/150-twitterpated.js';
import { card as c1558 } from './set8/151-most-everyones-mad-here.js';
import { card as c1559 } from './set8/152-the-sword-of-shan-yu.js';
import { card as c1560 } from './set8/153-the-mouse-queen-ruler-of-mousedom.js';
import { card as c1561 } from './set8/154-sir-pellinore-seasoned-knight.js';
import { card as c1562 } from './set8/155-anita-radcliffe-dog-lover.js';
import { card as c1563 } from './set8/156-olaf-recapping-the-story.js';
import { card as c1564 } from './set8/157-anna-trusting-sister.js';
import { card as c1565 } from './set8/158-wasabi-always-prepared.js';
import { card as c1566 } from './set8/159-go-go-tomago-mechanical-engineer.js';
import { card as c1567 } from './set8/160-the-wardrobe-perceptive-friend.js';
import { card as c1568 } from './set8/161-mrs-potts-head-housekeeper.js';
import { card as c1569 } from './set8/162-jasmine-resourceful-infiltrator.js';
import { card as c1570 } from './set8/163-little-sister-responsible-rabbit.js';
import { card as c1571 } from './set8/164-adelaide-bonfamille-patron-of-the-arts.js';
import { card as c1572 } from './set8/165-nani-heist-mastermind.js';
import { card as c1573 } from './set8/166-stitch-experiment-626.js';
import { card as c1574 } from './set8/167-ratigan-greedy-genius.js';
import { card as c1575 } from './set8/168-arthur-determined-squire.js';
import { card as c1576 } from './set8/169-bernard-over-prepared.js';
import { card as c1577 } from './set8/170-aladdin-vigilant-guard.js';
import { card as c1578 } from './set8/171-jasmine-steady-strategist.js';
import { card as c1579 } from './set8/172-roquefort-lock-expert.js';
import { card as c1580 } from './set8/173-jumba-jookiba-critical-scientist.js';
import { card as c1581 } from './set8/174-geppetto-skilled-craftsman.js';
import { card as c1582 } from './set8/175-heads-held-high.js';
import { card as c1583 } from './set8/176-pouncing-practice.js';
import { card as c1584 } from './set8/177-down-in-new-orleans.js';
import { card as c1585 } from './set8/178-television-set.js';
import { card as c1586 } from './set8/179-belles-favorite-book.js';
import { card as c1587 } from './set8/180-atlantean-crystal.js';
import { card as c1588 } from './set8/181-atitaya-fang-general.js';
import { card as c1589 } from './set8/182-bobby-purple-pigeon.js';
import { card as c1590 } from './set8/183-magic-carpet-phantom-rug.js';
import { card as c1591 } from './set8/184-prince-achmed-rival-suitor.js';
import { card as c1592 } from './set8/185-dumptruck-karnages-second-mate.js';
import { card as c1593 } from './set8/187-general-li-head-of-the-imperial-army.js';
import { card as c1594 } from './set8/188-monterey-jack-defiant-protector.js';
import { card as c1595 } from './set8/189-genie-satisfied-dragon.js';
import { card as c1596 } from './set8/190-toby-turtle-wary-friend.js';
import { card as c1597 } from './set8/191-arianna-queen-of-corona.js';
import { card as c1598 } from './set8/192-zipper-flying-ranger.js';
import { card as c1599 } from './set8/193-khan-war-horse.js';
import { card as c1600 } from './set8/194-vinnie-green-pigeon.js';
import { card as c1601 } from './set8/195-iago-out-of-reach.js';
import { card as c1602 } from './set8/196-nathaniel-flint-notorious-pirate.js';
import { card as c1603 } from './set8/197-vincenzo-santorini-the-explosives-expert.js';
import { card as c1604 } from './set8/198-namaari-single-minded-rival.js';
import { card as c1605 } from './set8/199-mickey-mouse-giant-mouse.js';
import { card as c1606 } from './set8/200-stitch-alien-troublemaker.js';
import { card as c1607 } from './set8/201-desperate-plan.js';
import { card as c1608 } from './set8/202-beyond-the-horizon.js';
import { card as c1609 } from './set8/203-quick-shot.js';
import { card as c1610 } from './set8/204-hamster-ball.js';
import { card as c1611 } from './set9/001-the-queen-conceited-ruler.js';
import { card as c1612 } from './set9/004-beast-gracious-prince.js';
import { card as c1613 } from './set9/005-minnie-mouse-sweetheart-princess.js';
import { card as c1614 } from './set9/006-aurora-holding-court.js';
import { card as c1615 } from './set9/026-circle-of-life.js';
import { card as c1616 } from './set9/044-ursula-voice-stealer.js';
import { card as c1617 } from './set9/045-dumbo-ninth-wonder-of-the-universe.js';
import { card as c1618 } from './set9/046-dumbo-the-flying-elephant.js';
import { card as c1619 } from './set9/047-timothy-q-mouse-flight-instructor.js';
import { card as c1620 } from './set9/064-the-magic-feather.js';
import { card as c1621 } from './set9/074-goofy-set-for-adventure.js';
import { card as c1622 } from './set9/075-max-goof-rebellious-teen.js';
import { card as c1623 } from './set9/076-genie-of-the-lamp.js';
import { card as c1624 } from './set9/077-max-goof-chart-topper.js';
import { card as c1625 } from './set9/078-bobby-zimuruski-spray-cheese-kid.js';
import { card as c1626 } from './set9/094-stand-out.js';
import { card as c1627 } from './set9/100-family-fishing-pole.js';
import { card as c1628 } from './set9/109-powerline-taking-the-stage.js';
import { card as c1629 } from './set9/110-powerline-worlds-greatest-rock-star.js';
import { card as c1630 } from './set9/111-mickey-mouse-brave-little-prince.js';
import { card as c1631 } from './set9/112-max-goof-rockin-teen.js';
import { card as c1632 } from './set9/113-roxanne-powerline-fan.js';
import { card as c1633 } from './set9/114-pj-pete-caught-up-in-the-music.js';
import { card as c1634 } from './set9/117-powerline-musical-superstar.js';
import { card as c1635 } from './set9/130-i2i.js';
import { card as c1636 } from './set9/132-a-pirates-life.js';
import { card as c1637 } from './set9/141-alice-accidentally-adrift.js';
import { card as c1638 } from './set9/142-mulan-considerate-diplomat.js';
import { card as c1639 } from './set9/143-cruella-de-vil-style-icon.js';
import { card as c1640 } from './set9/173-nala-undaunted-lioness.js';
import { card as c1641 } from './set9/174-lilo-best-explorer-ever.js';
import { card as c1642 } from './set9/175-scar-finally-king.js';
import { card as c1643 } from './set9/176-little-john-sir-reginald.js';
import { card as c1644 } from './set9/178-jasmine-fearless-princess.js';
import { card as c1645 } from './set9/199-i-find-em-i-flatten-em.js';
import { card as c1646 } from './set10/001-baloo-friend-and-guardian.js';
import { card as c1647 } from './set10/002-gaston-frightful-bully.js';
import { card as c1648 } from './set10/003-rapunzel-ready-for-adventure.js';
import { card as c1649 } from './set10/004-headless-manhorse-manny.js';
import { card as c1650 } from './set10/005-higgins-undercover-officer.js';
import { card as c1651 } from './set10/006-rajah-devoted-protector.js';
import { card as c1652 } from './set10/007-eilonwy-princess-of-llyr.js';
import { card as c1653 } from './set10/008-scrooge-mcduck-on-the-right-track.js';
import { card as c1654 } from './set10/009-webby-vanderquack-knowledge-seeker.js';
import { card as c1655 } from './set10/010-gurgi-apple-lover.js';
import { card as c1656 } from './set10/011-mrs-beakley-former-shush-agent.js';
import { card as c1657 } from './set10/012-bagheera-cautious-explorer.js';
import { card as c1658 } from './set10/013-shanti-village-girl.js';
import { card as c1659 } from './set10/014-flash-records-specialist.js';
import { card as c1660 } from './set10/015-taran-pig-keeper.js';
import { card as c1661 } from './set10/016-sebastian-loyal-crab.js';
import { card as c1662 } from './set10/017-ariel-ethereal-voice.js';
import { card as c1663 } from './set10/018-scrooge-mcduck-cavern-prospector.js';
import { card as c1664 } from './set10/019-mowgli-man-cub.js';
import { card as c1665 } from './set10/020-simba-king-in-the-making.js';
import { card as c1666 } from './set10/021-goofy-ghost-hunter.js';
import { card as c1667 } from './set10/022-della-duck-returning-mother.js';
import { card as c1668 } from './set10/023-mickey-mouse-amber-champion.js';
import { card as c1669 } from './set10/024-goofy-galumphing-gumshoe.js';
import { card as c1670 } from './set10/025-gazelle-ballad-singer.js';
import { card as c1671 } from './set10/026-search-for-clues.js';
import { card as c1672 } from './set10/027-or-rewrite-history.js';
import { card as c1673 } from './set10/028-dellas-moon-lullaby.js';
import { card as c1674 } from './set10/029-the-horseman-strikes.js';
import { card as c1675 } from './set10/030-recovered-page.js';
import { card as c1676 } from './set10/031-webbys-diary.js';
import { card as c1677 } from './set10/032-the-black-cauldron.js';
import { card as c1678 } from './set10/033-munchings-and-crunchings.js';
import { card as c1679 } from './set10/034-duckburg-funsos-funzone.js';
import { card as c1680 } from './set10/035-minnie-mouse-amethyst-champion.js';
import { card as c1681 } from './set10/036-the-horned-king-wicked-ruler.js';
import { card as c1682 } from './set10/037-gwythaint-savage-hunter.js';
import { card as c1683 } from './set10/038-the-horned-king-heartless-devil.js';
import { card as c1684 } from './set10/039-cauldron-born-mindless-horde.js';
import { card as c1685 } from './set10/040-demona-betrayer-of-the-clan.js';
import { card as c1686 } from './set10/041-magica-de-spell-shadowy-and-sinister.js';
import { card as c1687 } from './set10/042-lena-sabrewing-mysterious-duck.js';
import { card as c1688 } from './set10/043-iago-stompin-mad.js';
import { card as c1689 } from './set10/044-violet-sabrewing-senior-junior-woodchuck.js';
import { card as c1690 } from './set10/045-elsa-exploring-the-unknown.js';
import { card as c1691 } from './set10/046-mushu-braggin-dragon.js';
import { card as c1692 } from './set10/047-duckworth-ghost-butler.js';
import { card as c1693 } from './set10/048-nibs-lost-boy.js';
import { card as c1694 } from './set10/050-creeper-loyal-lackey.js';
import { card as c1695 } from './set10/051-coldstone-reincarnated-cyborg.js';
import { card as c1696 } from './set10/052-magica-de-spell-spiteful-sorceress.js';
import { card as c1697 } from './set10/053-nana-canine-caregiver.js';
import { card as c1698 } from './set10/054-magica-de-spell-conniving-sorceress.js';
import { card as c1699 } from './set10/055-demona-scourge-of-the-wyvern-clan.js';
import { card as c1700 } from './set10/056-hades-looking-for-a-deal.js';
import { card as c1701 } from './set10/057-olaf-helping-hand.js';
import { card as c1702 } from './set10/058-merlin-completing-his-research.js';
import { card as c1703 } from './set10/059-ursula-whisper-of-vanessa.js';
import { card as c1704 } from './set10/060-cheshire-cat-inexplicable.js';
import { card as c1705 } from './set10/061-begone.js';
import { card as c1706 } from './set10/062-cant-hold-it-back-anymore.js';
import { card as c1707 } from './set10/063-swooping-strike.js';
import { card as c1708 } from './set10/064-performance-review.js';
import { card as c1709 } from './set10/065-fragile-as-a-flower.js';
import { card as c1710 } from './set10/066-junior-woodchuck-guidebook.js';
import { card as c1711 } from './set10/067-grimorum-arcanorum.js';
import { card as c1712 } from './set10/068-the-great-illuminary-abandoned-laboratory.js';
import { card as c1713 } from './set10/069-baloo-laid-back-bear.js';
import { card as c1714 } from './set10/070-big-nose-lovesick-poet.js';
import { card as c1715 } from './set10/071-flotsam-slippery-as-an-eel.js';
import { card as c1716 } from './set10/072-kaa-suspicious-serpent.js';
import { card as c1717 } from './set10/073-webby-vanderquack-mystery-enthusiast.js';
import { card as c1718 } from './set10/074-finnick-tiny-terror.js';
import { card as c1719 } from './set10/075-vladimir-ceramic-unicorn-fan.js';
import { card as c1720 } from './set10/076-flintheart-glomgold-scheming-billionaire.js';
import { card as c1721 } from './set10/077-jetsam-opportunistic-eel.js';
import { card as c1722 } from './set10/078-hook-hand-unexpectedly-friendly.js';
import { card as c1723 } from './set10/079-kaa-secretive-snake.js';
import { card as c1724 } from './set10/080-emily-quackfaster-level-headed-librarian.js';
import { card as c1725 } from './set10/081-flynn-rider-spectral-scoundrel.js';
import { card as c1726 } from './set10/082-bellwether-master-manipulator.js';
import { card as c1727 } from './set10/083-launchpad-exceptional-pilot.js';
import { card as c1728 } from './set10/084-penumbra-moon-alien.js';
import { card as c1729 } from './set10/085-baloo-carefree-bear.js';
import { card as c1730 } from './set10/086-megara-secret-keeper.js';
import { card as c1731 } from './set10/087-goldie-ogilt-cunning-prospector.js';
import { card as c1732 } from './set10/088-shere-khan-fearsome-tiger.js';
import { card as c1733 } from './set10/089-scrooge-mcduck-shush-agent.js';
import { card as c1734 } from './set10/090-akela-forest-runner.js';
import { card as c1735 } from './set10/091-goofy-emerald-champion.js';
import { card as c1736 } from './set10/092-little-john-impermanent-outlaw.js';
import { card as c1737 } from './set10/093-webby-vanderquack-junior-prospector.js';
import { card as c1738 } from './set10/094-so-be-it.js';
import { card as c1739 } from './set10/096-chomp.js';
import { card as c1740 } from './set10/097-malicious-mean-and-scary.js';
import { card as c1741 } from './set10/098-potion-of-malice.js';
import { card as c1742 } from './set10/099-inscrutable-map.js';
import { card as c1743 } from './set10/100-enigmatic-inkcaster.js';
import { card as c1744 } from './set10/101-blessed-bagpipes.js';
import { card as c1745 } from './set10/102-white-agony-plains-golden-lagoon.js';
import { card as c1746 } from './set10/103-diablo-watchful-raven.js';
import { card as c1747 } from './set10/104-ares-god-of-war.js';
import { card as c1748 } from './set10/105-peter-pan-high-flyer.js';
import { card as c1749 } from './set10/106-tinker-bell-fancy-footwork.js';
import { card as c1750 } from './set10/107-raksha-fearless-mother.js';
import { card as c1751 } from './set10/108-shere-khan-keen-eyed-hunter.js';
import { card as c1752 } from './set10/109-rama-vigilant-father.js';
import { card as c1753 } from './set10/110-mother-gothel-underhanded-schemer.js';
import { card as c1754 } from './set10/111-katrina-van-tassel-rosy-cheeked-lass.js';
import { card as c1755 } from './set10/112-hermes-harried-messenger.js';
import { card as c1756 } from './set10/113-beast-aggressive-lord.js';
import { card as c1757 } from './set10/114-bronx-ferocious-beast.js';
import { card as c1758 } from './set10/115-tinker-bell-temperamental-fairy.js';
import { card as c1759 } from './set10/116-david-xanatos-charismatic-leader.js';
import { card as c1760 } from './set10/117-hans-brazen-manipulator.js';
import { card as c1761 } from './set10/118-hercules-mighty-leader.js';
import { card as c1762 } from './set10/119-goliath-guardian-of-castle-wyvern.js';
import { card as c1763 } from './set10/120-brooklyn-second-in-command.js';
import { card as c1764 } from './set10/121-donald-duck-ruby-champion.js';
import { card as c1765 } from './set10/122-elisa-maza-intrepid-investigator.js';
import { card as c1766 } from './set10/123-aladdin-barreling-through.js';
import { card as c1767 } from './set10/124-lady-tremaine-sinister-socialite.js';
import { card as c1768 } from './set10/125-the-headless-horseman-terror-of-sleepy-hollow.js';
import { card as c1769 } from './set10/126-mulan-standing-her-ground.js';
import { card as c1770 } from './set10/127-brom-bones-burly-bully.js';
import { card as c1771 } from './set10/128-shere-khan-fierce-and-furious.js';
import { card as c1772 } from './set10/129-next-stop-olympus.js';
import { card as c1773 } from './set10/130-get-to-safety.js';
import { card as c1774 } from './set10/131-time-to-go.js';
import { card as c1775 } from './set10/132-ghostly-tale.js';
import { card as c1776 } from './set10/134-mushus-rocket.js';
import { card as c1777 } from './set10/135-the-bitterwood-underground-forest.js';
import { card as c1778 } from './set10/136-sleepy-hollow-the-bridge.js';
import { card as c1779 } from './set10/137-judy-hopps-on-the-case.js';
import { card as c1780 } from './set10/138-hen-wen-prophetic-pig.js';
import { card as c1781 } from './set10/139-anna-making-snow-plans.js';
import { card as c1782 } from './set10/140-chef-louis-in-over-his-head.js';
import { card as c1783 } from './set10/141-daisy-duck-ghost-finder.js';
import { card as c1784 } from './set10/142-cri-kee-good-luck-charm.js';
import { card as c1785 } from './set10/143-rapunzel-creative-captor.js';
import { card as c1786 } from './set10/144-fergus-mcduck-scrooges-father.js';
import { card as c1787 } from './set10/145-li-shang-seasoned-strategist.js';
import { card as c1788 } from './set10/146-genie-investigative-mind.js';
import { card as c1789 } from './set10/147-scuttle-birdbrained.js';
import { card as c1790 } from './set10/148-ichabod-crane-bookish-schoolmaster.js';
import { card as c1791 } from './set10/149-jasmine-soothing-princess.js';
import { card as c1792 } from './set10/150-judy-hopps-lead-detective.js';
import { card as c1793 } from './set10/151-the-sultan-playful-monarch.js';
import { card as c1794 } from './set10/152-ichabod-crane-scared-out-of-his-mind.js';
import { card as c1795 } from './set10/153-scar-eerily-prepared.js';
import { card as c1796 } from './set10/154-daisy-duck-paranormal-investigator.js';
import { card as c1797 } from './set10/155-cinderella-dream-come-true.js';
import { card as c1798 } from './set10/156-judy-hopps-uncovering-clues.js';
import { card as c1799 } from './set10/157-pluto-clever-cluefinder.js';
import { card as c1800 } from './set10/158-daisy-duck-sapphire-champion.js';
import { card as c1801 } from './set10/159-kristoff-mining-the-ruins.js';
import { card as c1802 } from './set10/161-hen-wens-visions.js';
import { card as c1803 } from './set10/162-promising-lead.js';
import { card as c1804 } from './set10/163-might-solve-a-mystery.js';
import { card as c1805 } from './set10/164-sudden-scare.js';
import { card as c1806 } from './set10/165-spooky-sight.js';
import { card as c1807 } from './set10/166-detectives-badge.js';
import { card as c1808 } from './set10/168-fairy-godmothers-wand.js';
import { card as c1809 } from './set10/169-inkrunner.js';
import { card as c1810 } from './set10/170-castle-of-the-horned-king-bastion-of-evil.js';
import { card as c1811 } from './set10/171-robin-hood-ephemeral-archer.js';
import { card as c1812 } from './set10/172-donald-duck-ghost-hunter.js';
import { card as c1813 } from './set10/173-goliath-clan-leader.js';
import { card as c1814 } from './set10/175-clawhauser-donut-detective.js';
import { card as c1815 } from './set10/176-francine-eyeing-the-evidence.js';
import { card as c1816 } from './set10/177-inspector-tezuka-resolute-officer.js';
import { card as c1817 } from './set10/178-nick-wilde-sly-fox-sleuth.js';
import { card as c1818 } from './set10/179-basil-tenacious-mouse.js';
import { card as c1819 } from './set10/180-hudson-determined-reader.js';
import { card as c1820 } from './set10/181-minnie-mouse-ghost-hunter.js';
import { card as c1821 } from './set10/182-black-heron-real-bad-egg.js';
import { card as c1822 } from './set10/183-lexington-small-in-stature.js';
import { card as c1823 } from './set10/184-david-xanatos-steel-clan-leader.js';
import { card as c1824 } from './set10/185-chief-bogo-calling-the-shots.js';
import { card as c1825 } from './set10/186-the-twins-lost-boys.js';
import { card as c1826 } from './set10/187-nick-wilde-persistent-investigator.js';
import { card as c1827 } from './set10/188-mayor-winddancer-actor-turned-politician.js';
import { card as c1828 } from './set10/189-prince-charming-protector-of-the-realm.js';
import { card as c1829 } from './set10/190-broadway-sturdy-and-strong.js';
import { card as c1830 } from './set10/191-pluto-steel-champion.js';
import { card as c1831 } from './set10/193-zeus-missing-his-spark.js';
import { card as c1832 } from './set10/194-the-headless-horseman-relentless-spirit.js';
import { card as c1833 } from './set10/195-but-im-much-faster.js';
import { card as c1834 } from './set10/196-putting-it-all-together.js';
import { card as c1835 } from './set10/197-he-hurled-his-thunderbolt.js';
import { card as c1836 } from './set10/198-the-games-afoot.js';
import { card as c1837 } from './set10/199-the-robot-queen.js';
import { card as c1838 } from './set10/200-the-sword-of-hercules.js';
import { card as c1839 } from './set10/201-ingenious-device.js';
import { card as c1840 } from './set10/202-illuminary-tunnels-linked-caverns.js';
import { card as c1841 } from './set10/203-zootopia-police-headquarters.js';
import { card as c1842 } from './set10/204-castle-wyvern-above-the-clouds.js';
import { card as c1843 } from './set11/001-thomas-wide-eyed-recruit.js';
import { card as c1844 } from './set11/002-lilo-snow-artist.js';
import { card as c1845 } from './set11/003-pudge-controls-the-weather.js';
import { card as c1846 } from './set11/004-pumbaa-winter-warthog.js';
import { card as c1847 } from './set11/005-tiana-warm-and-happy.js';
import { card as c1848 } from './set11/006-nakoma-waiting-out-the-storm.js';
import { card as c1849 } from './set11/007-stitch-carefree-snowboarder.js';
import { card as c1850 } from './set11/008-pocahontas-finding-the-way.js';
import { card as c1851 } from './set11/009-david-protective-snowboarder.js';
import { card as c1852 } from './set11/010-fangmeyer-icy-officer.js';
import { card as c1853 } from './set11/011-chief-powhatan-protective-leader.js';
import { card as c1854 } from './set11/012-sarabi-protecting-the-pride.js';
import { card as c1855 } from './set11/013-grandmother-willow-ancient-advisor.js';
import { card as c1856 } from './set11/014-cobra-bubbles-dedicated-official.js';
import { card as c1857 } from './set11/015-john-smith-snow-tracker.js';
import { card as c1858 } from './set11/016-timon-snowball-swiper.js';
import { card as c1859 } from './set11/017-lilo-rock-star.js';
import { card as c1860 } from './set11/018-pleakley-arctic-naturalist.js';
import { card as c1861 } from './set11/019-jumba-jookiba-prolific-inventor.js';
import { card as c1862 } from './set11/020-nani-stage-manager.js';
import { card as c1863 } from './set11/021-reuben-sandwich-expert.js';
import { card as c1864 } from './set11/022-pocahontas-peacekeeper.js';
import { card as c1865 } from './set11/023-simba-playful-pouncer.js';
import { card as c1866 } from './set11/024-bambi-ethereal-fawn.js';
import { card as c1867 } from './set11/025-angel-siren-singer.js';
import { card as c1868 } from './set11/026-widow-tweed-kindly-soul.js';
import { card as c1869 } from './set11/027-percy-pupsicle.js';
import { card as c1870 } from './set11/028-raging-storm.js';
import { card as c1871 } from './set11/029-akood-et-emuti.js';
import { card as c1872 } from './set11/030-mother-will-protect-you.js';
import { card as c1873 } from './set11/031-wisdom-of-the-willow.js';
import { card as c1874 } from './set11/032-ohana-means-family.js';
import { card as c1875 } from './set11/033-john-smiths-compass.js';
import { card as c1876 } from './set11/034-zootopia-tundratown.js';
import { card as c1877 } from './set11/035-nala-romping-in-the-snow.js';
import { card as c1878 } from './set11/036-alice-well-read-whisper.js';
import { card as c1879 } from './set11/037-tigger-bouncing-all-the-way.js';
import { card as c1880 } from './set11/038-isis-vanderchill-ice-queen-of-st-canard.js';
import { card as c1881 } from './set11/039-flit-reflective-hummingbird.js';
import { card as c1882 } from './set11/040-morgana-macawber-self-centered-spellcaster.js';
import { card as c1883 } from './set11/041-rabbit-fed-up.js';
import { card as c1884 } from './set11/042-pocahontas-following-the-wind.js';
import { card as c1885 } from './set11/043-darkwing-duck-darkwolf-dog.js';
import { card as c1886 } from './set11/044-taran-magically-armed.js';
import { card as c1887 } from './set11/045-eeyore-in-the-way.js';
import { card as c1888 } from './set11/046-meeko-skittish-scrounger.js';
import { card as c1889 } from './set11/047-morgana-macawber-reformed-spellcaster.js';
import { card as c1890 } from './set11/048-tinker-bell-snowflake-collector.js';
import { card as c1891 } from './set11/049-genie-magical-researcher.js';
import { card as c1892 } from './set11/052-anna-little-sister.js';
import { card as c1893 } from './set11/054-space-cows-unexpected-allies.js';
import { card as c1894 } from './set11/055-christopher-robin-joining-the-fun.js';
import { card as c1895 } from './set11/056-lumpy-playful-heffalump.js';
import { card as c1896 } from './set11/057-witches-of-morva-orddu-orwen-and-orgoch.js';
import { card as c1897 } from './set11/059-pua-disgruntled-pig.js';
import { card as c1898 } from './set11/060-sven-leaping-reindeer.js';
import { card as c1899 } from './set11/062-come-out-and-fight.js';
import { card as c1900 } from './set11/063-swordplay.js';
import { card as c1901 } from './set11/065-mothers-necklace.js';
import { card as c1902 } from './set11/066-mystical-inkcaster.js';
import { card as c1903 } from './set11/067-pot-of-honey.js';
import { card as c1904 } from './set11/069-mulan-resourceful-recruit.js';
import { card as c1905 } from './set11/070-stitch-naughty-experiment.js';
import { card as c1906 } from './set11/071-big-mama-clever-and-calming.js';
import { card as c1907 } from './set11/072-minnie-mouse-spinning-skater.js';
import { card as c1908 } from './set11/073-yao-snow-warrior.js';
import { card as c1909 } from './set11/074-chien-po-snow-warrior.js';
import { card as c1910 } from './set11/075-ling-snow-warrior.js';
import { card as c1911 } from './set11/076-boomer-has-the-beak.js';
import { card as c1912 } from './set11/077-chernabog-unnatural-force.js';
import { card as c1913 } from './set11/078-dinky-has-the-brains.js';
import { card as c1914 } from './set11/079-stegmutt-clumsy-dinosaur.js';
import { card as c1915 } from './set11/080-squeaks-cozy-caterpillar.js';
import { card as c1916 } from './set11/081-aladdin-on-the-edge-of-adventure.js';
import { card as c1917 } from './set11/082-mushu-sneaky-dragon.js';
import { card as c1918 } from './set11/083-goofy-ghost-of-jacob-marley.js';
import { card as c1919 } from './set11/084-copper-champion-of-the-forest.js';
import { card as c1920 } from './set11/085-copper-hound-pup.js';
import { card as c1921 } from './set11/086-vixey-forest-friend.js';
import { card as c1922 } from './set11/087-tod-all-alone.js';
import { card as c1923 } from './set11/088-minnie-mouse-mrs-cratchit.js';
import { card as c1924 } from './set11/089-white-rabbit-late-again.js';
import { card as c1925 } from './set11/090-tod-playful-kit.js';
import { card as c1926 } from './set11/091-mickey-mouse-snowboard-ace.js';
import { card as c1927 } from './set11/093-donald-duck-fred-honeywell.js';
import { card as c1928 } from './set11/095-snowball-fight.js';
import { card as c1929 } from './set11/096-freeze-the-vine.js';
import { card as c1930 } from './set11/097-education-or-elimination.js';
import { card as c1931 } from './set11/098-snow-fort.js';
import { card as c1932 } from './set11/099-rafikis-bakora-staff.js';
import { card as c1933 } from './set11/100-retro-evolution-device.js';
import { card as c1934 } from './set11/101-battering-ram.js';
import { card as c1935 } from './set11/102-game-preserve-protected-land.js';
import { card as c1936 } from './set11/103-wreck-it-ralph-raging-wrecker.js';
import { card as c1937 } from './set11/104-scrooge-mcduck-ghostly-ebenezer.js';
import { card as c1938 } from './set11/105-donald-duck-nephew-fred.js';
import { card as c1939 } from './set11/106-taurus-bulba-steerminator.js';
import { card as c1940 } from './set11/107-copper-on-the-scent.js';
import { card as c1941 } from './set11/109-maui-snow-slider.js';
import { card as c1942 } from './set11/110-fa-zhou-honorable-warrior.js';
import { card as c1943 } from './set11/111-liquidator-iced-over.js';
import { card as c1944 } from './set11/112-elisa-maza-transformed-gargoyle.js';
import { card as c1945 } from './set11/113-iduna-alarmed-queen.js';
import { card as c1946 } from './set11/114-agnarr-king-of-arendelle.js';
import { card as c1947 } from './set11/115-negaduck-evil-doppelganger.js';
import { card as c1948 } from './set11/116-negaduck-public-enemy-number-one.js';
import { card as c1949 } from './set11/117-hercules-spectral-demigod.js';
import { card as c1950 } from './set11/118-beast-snowfield-troublemaker.js';
import { card as c1951 } from './set11/119-slushy-glacial-guster.js';
import { card as c1952 } from './set11/120-goofy-marleys-clumsy-spirit.js';
import { card as c1953 } from './set11/121-goofy-klutzy-skier.js';
import { card as c1954 } from './set11/122-olaf-snowman-of-action.js';
import { card as c1955 } from './set11/123-elsa-ice-artisan.js';
import { card as c1956 } from './set11/124-scrooge-mcduck-ebenezer-scrooge.js';
import { card as c1957 } from './set11/125-elsa-concerned-sister.js';
import { card as c1958 } from './set11/126-willie-the-giant-ghost-of-christmas-present.js';
import { card as c1959 } from './set11/127-nanis-payback.js';
import { card as c1960 } from './set11/128-force-of-a-great-typhoon.js';
import { card as c1961 } from './set11/129-marching-off-to-battle.js';
import { card as c1962 } from './set11/130-the-cold-never-bothered-me.js';
import { card as c1963 } from './set11/131-grab-your-bow.js';
import { card as c1964 } from './set11/132-lonely-grave.js';
import { card as c1965 } from './set11/133-kristoffs-lute.js';
import { card as c1966 } from './set11/134-scrooges-counting-house-ebenezers-office.js';
import { card as c1967 } from './set11/135-graveyard-of-christmas-future-lonely-resting-place.js';
import { card as c1968 } from './set11/136-beasts-castle-winter-gardens.js';
import { card as c1969 } from './set11/137-roo-little-helper.js';
import { card as c1970 } from './set11/138-kanga-peaceful-gatherer.js';
import { card as c1971 } from './set11/139-piglet-entranced-by-snow.js';
import { card as c1972 } from './set11/140-mickey-mouse-tiny-tims-father.js';
import { card as c1973 } from './set11/141-minnie-mouse-tiny-tims-mother.js';
import { card as c1974 } from './set11/142-sina-vigilant-parent.js';
import { card as c1975 } from './set11/143-honker-muddlefoot-timid-genius.js';
import { card as c1976 } from './set11/144-daisy-duck-isabel.js';
import { card as c1977 } from './set11/145-darkwing-duck-drake-mallard.js';
import { card as c1978 } from './set11/146-jiminy-cricket-ghost-of-christmas-past.js';
import { card as c1979 } from './set11/147-piglet-cocoa-maker.js';
import { card as c1980 } from './set11/148-gramma-tala-connected-to-nature.js';
import { card as c1981 } from './set11/149-gosalyn-mallard-curious-child.js';
import { card as c1982 } from './set11/150-darkwing-duck-dashing-gadgeteer.js';
import { card as c1983 } from './set11/151-winnie-the-pooh-hungry-bear.js';
import { card as c1984 } from './set11/152-scrooge-mcduck-reformed-ebenezer.js';
import { card as c1985 } from './set11/153-splatter-phoenix-rejected-artist.js';
import { card as c1986 } from './set11/154-pete-ghost-of-christmas-future.js';
import { card as c1987 } from './set11/155-moana-curious-explorer.js';
import { card as c1988 } from './set11/156-tamatoa-seeker-of-shine.js';
import { card as c1989 } from './set11/157-morty-fieldmouse-tiny-tim.js';
import { card as c1990 } from './set11/158-belle-snowfield-strategist.js';
import { card as c1991 } from './set11/160-scrooge-mcduck-miserly-ebenezer.js';
import { card as c1992 } from './set11/161-chief-tui-weaving-a-tale.js';
import { card as c1993 } from './set11/165-wipe-out.js';
import { card as c1994 } from './set11/166-blue-smoke.js';
import { card as c1995 } from './set11/167-tiny-tims-crutch.js';
import { card as c1996 } from './set11/168-darkwings-chair-set.js';
import { card as c1997 } from './set11/169-darkwings-gas-device.js';
import { card as c1998 } from './set11/170-hidden-trap.js';
import { card as c1999 } from './set11/171-rapunzel-ethereal-protector.js';
import { card as c2000 } from './set11/172-launchpad-hideout-defender.js';
import { card as c2001 } from './set11/173-prince-naveen-bundled-up.js';
import { card as c2002 } from './set11/174-darkwing-duck-crime-fighter.js';
import { card as c2003 } from './set11/175-li-shang-solemn-son.js';
import { card as c2004 } from './set11/176-gantu-hamsterviels-accomplice.js';
import { card as c2005 } from './set11/177-launchpad-trusty-sidekick.js';
import { card as c2006 } from './set11/178-donald-duck-along-for-the-ride.js';
import { card as c2007 } from './set11/179-chief-seasoned-tracker.js';
import { card as c2008 } from './set11/180-amos-slade-tenacious-tracker.js';
import { card as c2009 } from './set11/181-mchorn-ice-cold-officer.js';
import { card as c2010 } from './set11/182-duke-weaselton-surly-crook.js';
import { card as c2011 } from './set11/183-li-shang-valiant-leader.js';
import { card as c2012 } from './set11/184-nani-no-worries.js';
import { card as c2013 } from './set11/185-stitch-high-badness-level.js';
import { card as c2014 } from './set11/186-dr-hamsterviel-infamous-scientist.js';
import { card as c2015 } from './set11/188-darkwing-duck-darkwarrior.js';
import { card as c2016 } from './set11/189-gigi-best-in-snow.js';
import { card as c2017 } from './set11/190-grand-councilwoman-galactic-authority.js';
import { card as c2018 } from './set11/191-angel-experiment-624.js';
import { card as c2019 } from './set11/192-darkwing-duck-cool-under-pressure.js';
import { card as c2020 } from './set11/193-john-smith-undaunted-protector.js';
import { card as c2021 } from './set11/194-judy-hopps-snowball-patrol.js';
import { card as c2022 } from './set11/196-keep-the-ancient-ways.js';
import { card as c2023 } from './set11/197-the-terror-that-flaps-in-the-night.js';
import { card as c2024 } from './set11/199-winterspell.js';
import { card as c2025 } from './set11/200-nearly-indestructible.js';
import { card as c2026 } from './set11/201-infra-pink-ultra-scan-specs.js';
import { card as c2027 } from './set11/202-the-thunderquack.js';
import { card as c2028 } from './set11/203-containment-unit.js';
import { card as c2029 } from './set11/204-darkwing-tower-icy-headquarters.js';
import { card as c2030 } from './set12/001-gosalyn-mallard-the-quiverwing-quack.js';
import { card as c2031 } from './set12/002-monterey-jack-watchful-ranger.js';
import { card as c2032 } from './set12/003-woody-waiting-for-a-friend.js';
import { card as c2033 } from './set12/004-dale-excited-friend.js';
import { card as c2034 } from './set12/005-pedro-madrigal-family-patriarch.js';
import { card as c2035 } from './set12/006-agustin-madrigal-exceptionally-kind.js';
import { card as c2036 } from './set12/007-alan-a-dale-loyal-bard.js';
import { card as c2037 } from './set12/008-prince-eric-noble-swordsman.js';
import { card as c2038 } from './set12/009-dolores-madrigal-hears-everything.js';
import { card as c2039 } from './set12/010-rex-protective-dinosaur.js';
import { card as c2040 } from './set12/011-hamm-piggy-bank.js';
import { card as c2041 } from './set12/012-monterey-jack-hypnotized-by-cheese.js';
import { card as c2042 } from './set12/013-bo-peep-caring-shepherd.js';
import { card as c2043 } from './set12/014-chip-retrieval-expert.js';
import { card as c2044 } from './set12/015-woody-jungle-guide.js';
import { card as c2045 } from './set12/016-isabela-madrigal-such-a-lovely-voice.js';
import { card as c2046 } from './set12/017-bullseye-loyal-horse.js';
import { card as c2047 } from './set12/019-isabela-madrigal-caring-cultivator.js';
import { card as c2048 } from './set12/020-jessie-lively-cowgirl.js';
import { card as c2049 } from './set12/021-woody-leader-of-the-toys.js';
import { card as c2050 } from './set12/022-dale-ready-for-his-shot.js';
import { card as c2051 } from './set12/023-the-prince-searching-for-his-love.js';
import { card as c2052 } from './set12/024-julieta-madrigal-caring-baker.js';
import { card as c2053 } from './set12/025-pluto-vigilant-traveler.js';
import { card as c2054 } from './set12/026-mickey-mouse-expedition-leader.js';
import { card as c2055 } from './set12/027-chip-team-player.js';
import { card as c2056 } from './set12/028-ranger-team-up.js';
import { card as c2057 } from './set12/029-this-growing-pressure.js';
import { card as c2058 } from './set12/030-youve-got-a-friend-in-me.js';
import { card as c2059 } from './set12/032-when-you-need-help-just-call.js';
import { card as c2060 } from './set12/033-safety-rope.js';
import { card as c2061 } from './set12/034-andys-room-home-base.js';
import { card as c2062 } from './set12/035-mordu-wicked-with-pride.js';
import { card as c2063 } from './set12/036-alma-madrigal-leading-the-way.js';
import { card as c2064 } from './set12/037-snow-white-merry-as-the-morning.js';
import { card as c2065 } from './set12/038-dopey-drawn-to-music.js';
import { card as c2066 } from './set12/039-bashful-riding-the-rails.js';
import { card as c2067 } from './set12/040-doc-taking-notes.js';
import { card as c2068 } from './set12/041-grumpy-soreheaded-miner.js';
import { card as c2069 } from './set12/042-sneezy-startlingly-loud.js';
import { card as c2070 } from './set12/043-happy-joyful-adventurer.js';
import { card as c2071 } from './set12/044-sleepy-deep-sleeper.js';
import { card as c2072 } from './set12/045-alma-madrigal-heart-of-the-family.js';
import { card as c2073 } from './set12/046-frozone-super-slick.js';
import { card as c2074 } from './set12/047-will-o-the-wisp-forest-spirit.js';
import { card as c2075 } from './set12/048-violet-parr-learning-new-powers.js';
import { card as c2076 } from './set12/049-mrs-incredible-super-stretchy.js';
import { card as c2077 } from './set12/050-hamish-hubert-harris-making-mischief.js';
import { card as c2078 } from './set12/051-elinor-bespelled-queen.js';
import { card as c2079 } from './set12/052-mickey-mouse-experienced-traveler.js';
import { card as c2080 } from './set12/053-mirage-super-recruiter.js';
import { card as c2081 } from './set12/054-edna-mode-fashion-designer.js';
import { card as c2082 } from './set12/056-pepa-madrigal-calm-before-the-storm.js';
import { card as c2083 } from './set12/057-mordu-savage-cursed-prince.js';
import { card as c2084 } from './set12/058-alma-madrigal-keeper-of-the-flame.js';
import { card as c2085 } from './set12/059-frozone-super-cool.js';
import { card as c2086 } from './set12/060-luisa-madrigal-confident-climber.js';
import { card as c2087 } from './set12/061-dash-parr-lava-runner.js';
import { card as c2088 } from './set12/062-luisa-madrigal-pushing-through.js';
import { card as c2089 } from './set12/063-super-relocation-program.js';
import { card as c2090 } from './set12/064-right-behind-you.js';
import { card as c2091 } from './set12/065-dont-be-nervous.js';
import { card as c2092 } from './set12/066-super-suit.js';
import { card as c2093 } from './set12/067-dunbroch-family-tapestry.js';
import { card as c2094 } from './set12/068-ring-of-stones-place-of-legends.js';
import { card as c2095 } from './set12/069-merida-defiant-daughter.js';
import { card as c2096 } from './set12/070-hamish-hubert-harris-troublemaking-triplets.js';
import { card as c2097 } from './set12/071-young-macguffin-soft-spoken-son.js';
import { card as c2098 } from './set12/072-tod-nimble-fox.js';
import { card as c2099 } from './set12/073-helga-sinclair-no-backup-needed.js';
import { card as c2100 } from './set12/074-the-witch-wily-woodcarver.js';
import { card as c2101 } from './set12/075-the-queen-evil-ruler.js';
import { card as c2102 } from './set12/076-buzz-lightyear-space-ranger.js';
import { card as c2103 } from './set12/078-lord-macguffin-clever-swordsman.js';
import { card as c2104 } from './set12/079-lenny-toy-binoculars.js';
import { card as c2105 } from './set12/080-gaetan-moliere-clever-burrower.js';
import { card as c2106 } from './set12/081-peter-pan-searching-far-and-wide.js';
import { card as c2107 } from './set12/082-milo-thatch-getting-his-hands-dirty.js';
import { card as c2108 } from './set12/083-alien-true-believer.js';
import { card as c2109 } from './set12/084-donald-duck-distracted-traveler.js';
import { card as c2110 } from './set12/085-buzz-lightyear-on-the-way.js';
import { card as c2111 } from './set12/086-elinor-renowned-diplomat.js';
import { card as c2112 } from './set12/087-lyle-tiberius-rourke-adventurer-for-hire.js';
import { card as c2113 } from './set12/088-joshua-sweet-field-surgeon.js';
import { card as c2114 } from './set12/089-merida-gifted-archer.js';
import { card as c2115 } from './set12/090-the-queen-devious-disguise.js';
import { card as c2116 } from './set12/091-buzz-lightyear-jungle-ranger.js';
import { card as c2117 } from './set12/093-helga-sinclair-prepared-for-anything.js';
import { card as c2118 } from './set12/094-the-huntsman-on-the-queens-orders.js';
import { card as c2119 } from './set12/095-strange-things.js';
import { card as c2120 } from './set12/096-sabotage.js';
import { card as c2121 } from './set12/098-buzzs-arm.js';
import { card as c2122 } from './set12/099-the-claw.js';
import { card as c2123 } from './set12/100-gyro-evac.js';
import { card as c2124 } from './set12/101-meridas-bow.js';
import { card as c2125 } from './set12/102-pizza-planet-spaceport.js';
import { card as c2126 } from './set12/103-lyle-tiberius-rourke-crystallized-commander.js';
import { card as c2127 } from './set12/104-mr-incredible-bob-parr.js';
import { card as c2128 } from './set12/105-lyle-tiberius-rourke-looking-for-his-moment.js';
import { card as c2129 } from './set12/106-pegasus-searching-high-and-low.js';
import { card as c2130 } from './set12/107-audrey-ramirez-gutsy-mechanic.js';
import { card as c2131 } from './set12/108-milo-thatch-courageous-explorer.js';
import { card as c2132 } from './set12/109-zeus-defiant-god.js';
import { card as c2133 } from './set12/110-preston-whitmore-expedition-financier.js';
import { card as c2134 } from './set12/111-jingle-joe-sids-toy.js';
import { card as c2135 } from './set12/112-wind-up-frog-sids-toy.js';
import { card as c2136 } from './set12/113-roller-bob-sids-toy.js';
import { card as c2137 } from './set12/114-hand-in-the-box-sids-toy.js';
import { card as c2138 } from './set12/115-daisy-duck-trendy-traveler.js';
import { card as c2139 } from './set12/116-copper-big-dog.js';
import { card as c2140 } from './set12/117-jebidiah-farnsworth-cookie.js';
import { card as c2141 } from './set12/118-dash-parr-super-speedy.js';
import { card as c2142 } from './set12/119-babyhead-leader-of-sids-toys.js';
import { card as c2143 } from './set12/120-bouncing-ducky-sids-toy.js';
import { card as c2144 } from './set12/121-jack-jack-parr-incredible-potential.js';
import { card as c2145 } from './set12/123-hercules-young-rescuer.js';
import { card as c2146 } from './set12/124-vincenzo-santorini-on-the-run.js';
import { card as c2147 } from './set12/126-sid-phillips-toy-surgeon.js';
import { card as c2148 } from './set12/127-mr-incredible-super-strong.js';
import { card as c2149 } from './set12/128-pterodactyl-janie-doll-sids-toy.js';
import { card as c2150 } from './set12/129-inner-strength.js';
import { card as c2151 } from './set12/130-firefly-swarm.js';
import { card as c2152 } from './set12/131-like-a-bird-in-the-sky.js';
import { card as c2153 } from './set12/132-hero-work.js';
import { card as c2154 } from './set12/133-dangerous-plan.js';
import { card as c2155 } from './set12/134-amazus-inkcaster.js';
import { card as c2156 } from './set12/135-remote-inklands-desert-ruins.js';
import { card as c2157 } from './set12/136-leviathans-lair-dangerous-ground.js';
import { card as c2158 } from './set12/137-robin-hood-desert-wanderer.js';
import { card as c2159 } from './set12/138-prince-charming-searching-for-answers.js';
import { card as c2160 } from './set12/139-merryweather-feisty-fairy.js';
import { card as c2161 } from './set12/140-fauna-good-natured-fairy.js';
import { card as c2162 } from './set12/141-flora-strong-willed-fairy.js';
import { card as c2163 } from './set12/142-mirabel-madrigal-resourceful-daughter.js';
import { card as c2164 } from './set12/143-syndrome-evil-inventor.js';
import { card as c2165 } from './set12/144-kida-guardian-of-the-path.js';
import { card as c2166 } from './set12/145-gadget-hackwrench-resourceful-mechanic.js';
import { card as c2167 } from './set12/146-norton-nimnul-misanthropic-genius.js';
import { card as c2168 } from './set12/147-gadget-hackwrench-finder-of-lost-parts.js';
import { card as c2169 } from './set12/148-zipper-tiny-helper.js';
import { card as c2170 } from './set12/149-edna-mode-super-suit-designer.js';
import { card as c2171 } from './set12/150-zipper-big-helper.js';
import { card as c2172 } from './set12/151-luisa-madrigal-no-pressure.js';
import { card as c2173 } from './set12/152-dr-sara-bellum-head-of-research.js';
import { card as c2174 } from './set12/153-isabela-madrigal-perfectly-in-control.js';
import { card as c2175 } from './set12/154-bruno-madrigal-oasis-oracle.js';
import { card as c2176 } from './set12/156-bruno-madrigal-seeing-the-future.js';
import { card as c2177 } from './set12/157-kida-discovering-the-unknown.js';
import { card as c2178 } from './set12/158-kashekim-wise-king.js';
import { card as c2179 } from './set12/159-minnie-mouse-practical-traveler.js';
import { card as c2180 } from './set12/160-kida-crystal-scion.js';
import { card as c2181 } from './set12/161-ursula-deal-maker.js';
import { card as c2182 } from './set12/162-someone-will-lose-his-head.js';
import { card as c2183 } from './set12/163-what-else-can-i-do.js';
import { card as c2184 } from './set12/164-escape-plan.js';
import { card as c2185 } from './set12/165-salvage-operation.js';
import { card as c2186 } from './set12/166-julietas-arepas.js';
import { card as c2187 } from './set12/167-ranger-plane.js';
import { card as c2188 } from './set12/168-gadgets-goggles.js';
import { card as c2189 } from './set12/169-shepherds-journal.js';
import { card as c2190 } from './set12/170-casa-madrigal-courtyard.js';
import { card as c2191 } from './set12/173-omnidroid-v8.js';
import { card as c2192 } from './set12/174-angus-mighty-horse.js';
import { card as c2193 } from './set12/175-fergus-king-of-dunbroch.js';
import { card as c2194 } from './set12/176-wee-dingwall-scrappy-lad.js';
import { card as c2195 } from './set12/177-incrediboy-buddy-pine.js';
import { card as c2196 } from './set12/178-violet-parr-at-wits-end.js';
import { card as c2197 } from './set12/179-mrs-incredible-helen-parr.js';
import { card as c2198 } from './set12/180-young-macintosh-proud-son.js';
import { card as c2199 } from './set12/181-lord-macintosh-wiry-and-high-strung.js';
import { card as c2200 } from './set12/182-fat-cat-felonious-feline.js';
import { card as c2201 } from './set12/183-rat-capone-rodent-gangster.js';
import { card as c2202 } from './set12/184-omnidroid-v9.js';
import { card as c2203 } from './set12/185-mr-incredible-taking-out-the-trash.js';
import { card as c2204 } from './set12/186-lord-dingwall-bullheaded.js';
import { card as c2205 } from './set12/187-fat-cat-criminal-businessman.js';
import { card as c2206 } from './set12/188-maudie-exasperated-nursemaid.js';
import { card as c2207 } from './set12/189-goofy-determined-traveler.js';
import { card as c2208 } from './set12/190-omnidroid-v10.js';
import { card as c2209 } from './set12/191-merida-formidable-archer.js';
import { card as c2210 } from './set12/192-john-smith-skillful-explorer.js';
import { card as c2211 } from './set12/193-gizmoduck-duckburg-defender.js';
import { card as c2212 } from './set12/194-fergus-outpost-builder.js';
import { card as c2213 } from './set12/195-mrs-incredible-determined-rescuer.js';
import { card as c2214 } from './set12/196-diablo-stone-servant.js';
import { card as c2215 } from './set12/197-three-arrows.js';
import { card as c2216 } from './set12/198-card-advantage.js';
import { card as c2217 } from './set12/199-touch-the-sky.js';
import { card as c2218 } from './set12/200-plunger-crossbow.js';
import { card as c2219 } from './set12/201-syndromes-remote.js';
import { card as c2220 } from './set12/202-club-door.js';
import { card as c2221 } from './set12/203-fat-cats-club-seedy-headquarters.js';
import { card as c2222 } from './set12/204-the-island-of-nomanisan-syndromes-headquarters.js';
import { card as c2223 } from './setP1/035-ursulas-lair-eye-of-the-storm.js';
import { card as c2224 } from './setP3/043-ariel-curious-traveler.js';
import { card as c2225 } from './setP3/044-maleficent-imperious-traveler.js';
import { card as c2226 } from './setP3/045-cruella-de-vil-judgmental-traveler.js';
import { card as c2227 } from './setP3/046-queen-of-hearts-impatient-traveler.js';
import { card as c2228 } from './setP3/047-cinderella-resourceful-traveler.js';
import { card as c2229 } from './setP3/048-pocahontas-steadfast-traveler.js';

/** The compiled cards (hand-written overrides are applied by the full pool, not here). */
export const compiledCards: readonly LorcanaCard[] = [
  c0,
  c1,
  c2,
  c3,
  c4,
  c5,
  c6,
  c7,
  c8,
  c9,
  c10,
  c11,
  c12,
  c13,
  c14,
  c15,
  c16,
  c17,
  c18,
  c19,
  c20,
  c21,
  c22,
  c23,
  c24,
  c25,
  c26,
  c27,
  c28,
  c29,
  c30,
  c31,
  c32,
  c33,
  c34,
  c35,
  c36,
  c37,
  c38,
  c39,
  c40,
  c41,
  c42,
  c43,
  c44,
  c45,
  c46,
  c47,
  c48,
  c49,
  c50,
  c51,
  c52,
  c53,
  c54,
  c55,
  c56,
  c57,
  c58,
  c59,
  c60,
  c61,
  c62,
  c63,
  c64,
  c65,
  c66,
  c67,
  c68,
  c69,
  c70,
  c71,
  c72,
  c73,
  c74,
  c75,
  c76,
  c77,
  c78,
  c79,
  c80,
  c81,
  c82,
  c83,
  c84,
  c85,
  c86,
  c87,
  c88,
  c89,
  c90,
  c91,
  c92,
  c93,
  c94,
  c95,
  c96,
  c97,
  c98,
  c99,
  c100,
  c101,
  c102,
  c103,
  c104,
  c105,
  c106,
  c107,
  c108,
  c109,
  c110,
  c111,
  c112,
  c113,
  c114,
  c115,
  c116,
  c117,
  c118,
  c119,
  c120,
  c121,
  c122,
  c123,
  c124,
  c125,
  c126,
  c127,
  c128,
  c129,
  c130,
  c131,
  c132,
  c133,
  c134,
  c135,
  c136,
  c137,
  c138,
  c139,
  c140,
  c141,
  c142,
  c143,
  c144,
  c145,
  c146,
  c147,
  c148,
  c149,
  c150,
  c151,
  c152,
  c153,
  c154,
  c155,
  c156,
  c157,
  c158,
  c159,
  c160,
  c161,
  c162,
  c163,
  c164,
  c165,
  c166,
  c167,
  c168,
  c169,
  c170,
  c171,
  c172,
  c173,
  c174,
  c175,
  c176,
  c177,
  c178,
  c179,
  c180,
  c181,
  c182,
  c183,
  c184,
  c185,
  c186,
  c187,
  c188,
  c189,
  c190,
  c191,
  c192,
  c193,
  c194,
  c195,
  c196,
  c197,
  c198,
  c199,
  c200,
  c201,
  c202,
  c203,
  c204,
  c205,
  c206,
  c207,
  c208,
  c209,
  c210,
  c211,
  c212,
  c213,
  c214,
  c215,
  c216,
  c217,
  c218,
  c219,
  c220,
  c221,
  c222,
  c223,
  c224,
  c225,
  c226,
  c227,
  c228,
  c229,
  c230,
  c231,
  c232,
  c233,
  c234,
  c235,
  c236,
  c237,
  c238,
  c239,
  c240,
  c241,
  c242,
  c243,
  c244,
  c245,
  c246,
  c247,
  c248,
  c249,
  c250,
  c251,
  c252,
  c253,
  c254,
  c255,
  c256,
  c257,
  c258,
  c259,
  c260,
  c261,
  c262,
  c263,
  c264,
  c265,
  c266,
  c267,
  c268,
  c269,
  c270,
  c271,
  c272,
  c273,
  c274,
  c275,
  c276,
  c277,
  c278,
  c279,
  c280,
  c281,
  c282,
  c283,
  c284,
  c285,
  c286,
  c287,
  c288,
  c289,
  c290,
  c291,
  c292,
  c293,
  c294,
  c295,
  c296,
  c297,
  c298,
  c299,
  c300,
  c301,
  c302,
  c303,
  c304,
  c305,
  c306,
  c307,
  c308,
  c309,
  c310,
  c311,
  c312,
  c313,
  c314,
  c315,
  c316,
  c317,
  c318,
  c319,
  c320,
  c321,
  c322,
  c323,
  c324,
  c325,
  c326,
  c327,
  c328,
  c329,
  c330,
  c331,
  c332,
  c333,
  c334,
  c335,
  c336,
  c337,
  c338,
  c339,
  c340,
  c341,
  c342,
  c343,
  c344,
  c345,
  c346,
  c347,
  c348,
  c349,
  c350,
  c351,
  c352,
  c353,
  c354,
  c355,
  c356,
  c357,
  c358,
  c359,
  c360,
  c361,
  c362,
  c363,
  c364,
  c365,
  c366,
  c367,
  c368,
  c369,
  c370,
  c371,
  c372,
  c373,
  c374,
  c375,
  c376,
  c377,
  c378,
  c379,
  c380,
  c381,
  c382,
  c383,
  c384,
  c385,
  c386,
  c387,
  c388,
  c389,
  c390,
  c391,
  c392,
  c393,
  c394,
  c395,
  c396,
  c397,
  c398,
  c399,
  c400,
  c401,
  c402,
  c403,
  c404,
  c405,
  c406,
  c407,
  c408,
  c409,
  c410,
  c411,
  c412,
  c413,
  c414,
  c415,
  c416,
  c417,
  c418,
  c419,
  c420,
  c421,
  c422,
  c423,
  c424,
  c425,
  c426,
  c427,
  c428,
  c429,
  c430,
  c431,
  c432,
  c433,
  c434,
  c435,
  c436,
  c437,
  c438,
  c439,
  c440,
  c441,
  c442,
  c443,
  c444,
  c445,
  c446,
  c447,
  c448,
  c449,
  c450,
  c451,
  c452,
  c453,
  c454,
  c455,
  c456,
  c457,
  c458,
  c459,
  c460,
  c461,
  c462,
  c463,
  c464,
  c465,
  c466,
  c467,
  c468,
  c469,
  c470,
  c471,
  c472,
  c473,
  c474,
  c475,
  c476,
  c477,
  c478,
  c479,
  c480,
  c481,
  c482,
  c483,
  c484,
  c485,
  c486,
  c487,
  c488,
  c489,
  c490,
  c491,
  c492,
  c493,
  c494,
  c495,
  c496,
  c497,
  c498,
  c499,
  c500,
  c501,
  c502,
  c503,
  c504,
  c505,
  c506,
  c507,
  c508,
  c509,
  c510,
  c511,
  c512,
  c513,
  c514,
  c515,
  c516,
  c517,
  c518,
  c519,
  c520,
  c521,
  c522,
  c523,
  c524,
  c525,
  c526,
  c527,
  c528,
  c529,
  c530,
  c531,
  c532,
  c533,
  c534,
  c535,
  c536,
  c537,
  c538,
  c539,
  c540,
  c541,
  c542,
  c543,
  c544,
  c545,
  c546,
  c547,
  c548,
  c549,
  c550,
  c551,
  c552,
  c553,
  c554,
  c555,
  c556,
  c557,
  c558,
  c559,
  c560,
  c561,
  c562,
  c563,
  c564,
  c565,
  c566,
  c567,
  c568,
  c569,
  c570,
  c571,
  c572,
  c573,
  c574,
  c575,
  c576,
  c577,
  c578,
  c579,
  c580,
  c581,
  c582,
  c583,
  c584,
  c585,
  c586,
  c587,
  c588,
  c589,
  c590,
  c591,
  c592,
  c593,
  c594,
  c595,
  c596,
  c597,
  c598,
  c599,
  c600,
  c601,
  c602,
  c603,
  c604,
  c605,
  c606,
  c607,
  c608,
  c609,
  c610,
  c611,
  c612,
  c613,
  c614,
  c615,
  c616,
  c617,
  c618,
  c619,
  c620,
  c621,
  c622,
  c623,
  c624,
  c625,
  c626,
  c627,
  c628,
  c629,
  c630,
  c631,
  c632,
  c633,
  c634,
  c635,
  c636,
  c637,
  c638,
  c639,
  c640,
  c641,
  c642,
  c643,
  c644,
  c645,
  c646,
  c647,
  c648,
  c649,
  c650,
  c651,
  c652,
  c653,
  c654,
  c655,
  c656,
  c657,
  c658,
  c659,
  c660,
  c661,
  c662,
  c663,
  c664,
  c665,
  c666,
  c667,
  c668,
  c669,
  c670,
  c671,
  c672,
  c673,
  c674,
  c675,
  c676,
  c677,
  c678,
  c679,
  c680,
  c681,
  c682,
  c683,
  c684,
  c685,
  c686,
  c687,
  c688,
  c689,
  c690,
  c691,
  c692,
  c693,
  c694,
  c695,
  c696,
  c697,
  c698,
  c699,
  c700,
  c701,
  c702,
  c703,
  c704,
  c705,
  c706,
  c707,
  c708,
  c709,
  c710,
  c711,
  c712,
  c713,
  c714,
  c715,
  c716,
  c717,
  c718,
  c719,
  c720,
  c721,
  c722,
  c723,
  c724,
  c725,
  c726,
  c727,
  c728,
  c729,
  c730,
  c731,
  c732,
  c733,
  c734,
  c735,
  c736,
  c737,
  c738,
  c739,
  c740,
  c741,
  c742,
  c743,
  c744,
  c745,
  c746,
  c747,
  c748,
  c749,
  c750,
  c751,
  c752,
  c753,
  c754,
  c755,
  c756,
  c757,
  c758,
  c759,
  c760,
  c761,
  c762,
  c763,
  c764,
  c765,
  c766,
  c767,
  c768,
  c769,
  c770,
  c771,
  c772,
  c773,
  c774,
  c775,
  c776,
  c777,
  c778,
  c779,
  c780,
  c781,
  c782,
  c783,
  c784,
  c785,
  c786,
  c787,
  c788,
  c789,
  c790,
  c791,
  c792,
  c793,
  c794,
  c795,
  c796,
  c797,
  c798,
  c799,
  c800,
  c801,
  c802,
  c803,
  c804,
  c805,
  c806,
  c807,
  c808,
  c809,
  c810,
  c811,
  c812,
  c813,
  c814,
  c815,
  c816,
  c817,
  c818,
  c819,
  c820,
  c821,
  c822,
  c823,
  c824,
  c825,
  c826,
  c827,
  c828,
  c829,
  c830,
  c831,
  c832,
  c833,
  c834,
  c835,
  c836,
  c837,
  c838,
  c839,
  c840,
  c841,
  c842,
  c843,
  c844,
  c845,
  c846,
  c847,
  c848,
  c849,
  c850,
  c851,
  c852,
  c853,
  c854,
  c855,
  c856,
  c857,
  c858,
  c859,
  c860,
  c861,
  c862,
  c863,
  c864,
  c865,
  c866,
  c867,
  c868,
  c869,
  c870,
  c871,
  c872,
  c873,
  c874,
  c875,
  c876,
  c877,
  c878,
  c879,
  c880,
  c881,
  c882,
  c883,
  c884,
  c885,
  c886,
  c887,
  c888,
  c889,
  c890,
  c891,
  c892,
  c893,
  c894,
  c895,
  c896,
  c897,
  c898,
  c899,
  c900,
  c901,
  c902,
  c903,
  c904,
  c905,
  c906,
  c907,
  c908,
  c909,
  c910,
  c911,
  c912,
  c913,
  c914,
  c915,
  c916,
  c917,
  c918,
  c919,
  c920,
  c921,
  c922,
  c923,
  c924,
  c925,
  c926,
  c927,
  c928,
  c929,
  c930,
  c931,
  c932,
  c933,
  c934,
  c935,
  c936,
  c937,
  c938,
  c939,
  c940,
  c941,
  c942,
  c943,
  c944,
  c945,
  c946,
  c947,
  c948,
  c949,
  c950,
  c951,
  c952,
  c953,
  c954,
  c955,
  c956,
  c957,
  c958,
  c959,
  c960,
  c961,
  c962,
  c963,
  c964,
  c965,
  c966,
  c967,
  c968,
  c969,
  c970,
  c971,
  c972,
  c973,
  c974,
  c975,
  c976,
  c977,
  c978,
  c979,
  c980,
  c981,
  c982,
  c983,
  c984,
  c985,
  c986,
  c987,
  c988,
  c989,
  c990,
  c991,
  c992,
  c993,
  c994,
  c995,
  c996,
  c997,
  c998,
  c999,
  c1000,
  c1001,
  c1002,
  c1003,
  c1004,
  c1005,
  c1006,
  c1007,
  c1008,
  c1009,
  c1010,
  c1011,
  c1012,
  c1013,
  c1014,
  c1015,
  c1016,
  c1017,
  c1018,
  c1019,
  c1020,
  c1021,
  c1022,
  c1023,
  c1024,
  c1025,
  c1026,
  c1027,
  c1028,
  c1029,
  c1030,
  c1031,
  c1032,
  c1033,
  c1034,
  c1035,
  c1036,
  c1037,
  c1038,
  c1039,
  c1040,
  c1041,
  c1042,
  c1043,
  c1044,
  c1045,
  c1046,
  c1047,
  c1048,
  c1049,
  c1050,
  c1051,
  c1052,
  c1053,
  c1054,
  c1055,
  c1056,
  c1057,
  c1058,
  c1059,
  c1060,
  c1061,
  c1062,
  c1063,
  c1064,
  c1065,
  c1066,
  c1067,
  c1068,
  c1069,
  c1070,
  c1071,
  c1072,
  c1073,
  c1074,
  c1075,
  c1076,
  c1077,
  c1078,
  c1079,
  c1080,
  c1081,
  c1082,
  c1083,
  c1084,
  c1085,
  c1086,
  c1087,
  c1088,
  c1089,
  c1090,
  c1091,
  c1092,
  c1093,
  c1094,
  c1095,
  c1096,
  c1097,
  c1098,
  c1099,
  c1100,
  c1101,
  c1102,
  c1103,
  c1104,
  c1105,
  c1106,
  c1107,
  c1108,
  c1109,
  c1110,
  c1111,
  c1112,
  c1113,
  c1114,
  c1115,
  c1116,
  c1117,
  c1118,
  c1119,
  c1120,
  c1121,
  c1122,
  c1123,
  c1124,
  c1125,
  c1126,
  c1127,
  c1128,
  c1129,
  c1130,
  c1131,
  c1132,
  c1133,
  c1134,
  c1135,
  c1136,
  c1137,
  c1138,
  c1139,
  c1140,
  c1141,
  c1142,
  c1143,
  c1144,
  c1145,
  c1146,
  c1147,
  c1148,
  c1149,
  c1150,
  c1151,
  c1152,
  c1153,
  c1154,
  c1155,
  c1156,
  c1157,
  c1158,
  c1159,
  c1160,
  c1161,
  c1162,
  c1163,
  c1164,
  c1165,
  c1166,
  c1167,
  c1168,
  c1169,
  c1170,
  c1171,
  c1172,
  c1173,
  c1174,
  c1175,
  c1176,
  c1177,
  c1178,
  c1179,
  c1180,
  c1181,
  c1182,
  c1183,
  c1184,
  c1185,
  c1186,
  c1187,
  c1188,
  c1189,
  c1190,
  c1191,
  c1192,
  c1193,
  c1194,
  c1195,
  c1196,
  c1197,
  c1198,
  c1199,
  c1200,
  c1201,
  c1202,
  c1203,
  c1204,
  c1205,
  c1206,
  c1207,
  c1208,
  c1209,
  c1210,
  c1211,
  c1212,
  c1213,
  c1214,
  c1215,
  c1216,
  c1217,
  c1218,
  c1219,
  c1220,
  c1221,
  c1222,
  c1223,
  c1224,
  c1225,
  c1226,
  c1227,
  c1228,
  c1229,
  c1230,
  c1231,
  c1232,
  c1233,
  c1234,
  c1235,
  c1236,
  c1237,
  c1238,
  c1239,
  c1240,
  c1241,
  c1242,
  c1243,
  c1244,
  c1245,
  c1246,
  c1247,
  c1248,
  c1249,
  c1250,
  c1251,
  c1252,
  c1253,
  c1254,
  c1255,
  c1256,
  c1257,
  c1258,
  c1259,
  c1260,
  c1261,
  c1262,
  c1263,
  c1264,
  c1265,
  c1266,
  c1267,
  c1268,
  c1269,
  c1270,
  c1271,
  c1272,
  c1273,
  c1274,
  c1275,
  c1276,
  c1277,
  c1278,
  c1279,
  c1280,
  c1281,
  c1282,
  c1283,
  c1284,
  c1285,
  c1286,
  c1287,
  c1288,
  c1289,
  c1290,
  c1291,
  c1292,
  c1293,
  c1294,
  c1295,
  c1296,
  c1297,
  c1298,
  c1299,
  c1300,
  c1301,
  c1302,
  c1303,
  c1304,
  c1305,
  c1306,
  c1307,
  c1308,
  c1309,
  c1310,
  c1311,
  c1312,
  c1313,
  c1314,
  c1315,
  c1316,
  c1317,
  c1318,
  c1319,
  c1320,
  c1321,
  c1322,
  c1323,
  c1324,
  c1325,
  c1326,
  c1327,
  c1328,
  c1329,
  c1330,
  c1331,
  c1332,
  c1333,
  c1334,
  c1335,
  c1336,
  c1337,
  c1338,
  c1339,
  c1340,
  c1341,
  c1342,
  c1343,
  c1344,
  c1345,
  c1346,
  c1347,
  c1348,
  c1349,
  c1350,
  c1351,
  c1352,
  c1353,
  c1354,
  c1355,
  c1356,
  c1357,
  c1358,
  c1359,
  c1360,
  c1361,
  c1362,
  c1363,
  c1364,
  c1365,
  c1366,
  c1367,
  c1368,
  c1369,
  c1370,
  c1371,
  c1372,
  c1373,
  c1374,
  c1375,
  c1376,
  c1377,
  c1378,
  c1379,
  c1380,
  c1381,
  c1382,
  c1383,
  c1384,
  c1385,
  c1386,
  c1387,
  c1388,
  c1389,
  c1390,
  c1391,
  c1392,
  c1393,
  c1394,
  c1395,
  c1396,
  c1397,
  c1398,
  c1399,
  c1400,
  c1401,
  c1402,
  c1403,
  c1404,
  c1405,
  c1406,
  c1407,
  c1408,
  c1409,
  c1410,
  c1411,
  c1412,
  c1413,
  c1414,
  c1415,
  c1416,
  c1417,
  c1418,
  c1419,
  c1420,
  c1421,
  c1422,
  c1423,
  c1424,
  c1425,
  c1426,
  c1427,
  c1428,
  c1429,
  c1430,
  c1431,
  c1432,
  c1433,
  c1434,
  c1435,
  c1436,
  c1437,
  c1438,
  c1439,
  c1440,
  c1441,
  c1442,
  c1443,
  c1444,
  c1445,
  c1446,
  c1447,
  c1448,
  c1449,
  c1450,
  c1451,
  c1452,
  c1453,
  c1454,
  c1455,
  c1456,
  c1457,
  c1458,
  c1459,
  c1460,
  c1461,
  c1462,
  c1463,
  c1464,
  c1465,
  c1466,
  c1467,
  c1468,
  c1469,
  c1470,
  c1471,
  c1472,
  c1473,
  c1474,
  c1475,
  c1476,
  c1477,
  c1478,
  c1479,
  c1480,
  c1481,
  c1482,
  c1483,
  c1484,
  c1485,
  c1486,
  c1487,
  c1488,
  c1489,
  c1490,
  c1491,
  c1492,
  c1493,
  c1494,
  c1495,
  c1496,
  c1497,
  c1498,
  c1499,
  c1500,
  c1501,
  c1502,
  c1503,
  c1504,
  c1505,
  c1506,
  c1507,
  c1508,
  c1509,
  c1510,
  c1511,
  c1512,
  c1513,
  c1514,
  c1515,
  c1516,
  c1517,
  c1518,
  c1519,
  c1520,
  c1521,
  c1522,
  c1523,
  c1524,
  c1525,
  c1526,
  c1527,
  c1528,
  c1529,
  c1530,
  c1531,
  c1532,
  c1533,
  c1534,
  c1535,
  c1536,
  c1537,
  c1538,
  c1539,
  c1540,
  c1541,
  c1542,
  c1543,
  c1544,
  c1545,
  c1546,
  c1547,
  c1548,
  c1549,
  c1550,
  c1551,
  c1552,
  c1553,
  c1554,
  c1555,
  c1556,
  c1557,
  c1558,
  c1559,
  c1560,
  c1561,
  c1562,
  c1563,
  c1564,
  c1565,
  c1566,
  c1567,
  c1568,
  c1569,
  c1570,
  c1571,
  c1572,
  c1573,
  c1574,
  c1575,
  c1576,
  c1577,
  c1578,
  c1579,
  c1580,
  c1581,
  c1582,
  c1583,
  c1584,
  c1585,
  c1586,
  c1587,
  c1588,
  c1589,
  c1590,
  c1591,
  c1592,
  c1593,
  c1594,
  c1595,
  c1596,
  c1597,
  c1598,
  c1599,
  c1600,
  c1601,
  c1602,
  c1603,
  c1604,
  c1605,
  c1606,
  c1607,
  c1608,
  c1609,
  c1610,
  c1611,
  c1612,
  c1613,
  c1614,
  c1615,
  c1616,
  c1617,
  c1618,
  c1619,
  c1620,
  c1621,
  c1622,
  c1623,
  c1624,
  c1625,
  c1626,
  c1627,
  c1628,
  c1629,
  c1630,
  c1631,
  c1632,
  c1633,
  c1634,
  c1635,
  c1636,
  c1637,
  c1638,
  c1639,
  c1640,
  c1641,
  c1642,
  c1643,
  c1644,
  c1645,
  c1646,
  c1647,
  c1648,
  c1649,
  c1650,
  c1651,
  c1652,
  c1653,
  c1654,
  c1655,
  c1656,
  c1657,
  c1658,
  c1659,
  c1660,
  c1661,
  c1662,
  c1663,
  c1664,
  c1665,
  c1666,
  c1667,
  c1668,
  c1669,
  c1670,
  c1671,
  c1672,
  c1673,
  c1674,
  c1675,
  c1676,
  c1677,
  c1678,
  c1679,
  c1680,
  c1681,
  c1682,
  c1683,
  c1684,
  c1685,
  c1686,
  c1687,
  c1688,
  c1689,
  c1690,
  c1691,
  c1692,
  c1693,
  c1694,
  c1695,
  c1696,
  c1697,
  c1698,
  c1699,
  c1700,
  c1701,
  c1702,
  c1703,
  c1704,
  c1705,
  c1706,
  c1707,
  c1708,
  c1709,
  c1710,
  c1711,
  c1712,
  c1713,
  c1714,
  c1715,
  c1716,
  c1717,
  c1718,
  c1719,
  c1720,
  c1721,
  c1722,
  c1723,
  c1724,
  c1725,
  c1726,
  c1727,
  c1728,
  c1729,
  c1730,
  c1731,
  c1732,
  c1733,
  c1734,
  c1735,
  c1736,
  c1737,
  c1738,
  c1739,
  c1740,
  c1741,
  c1742,
  c1743,
  c1744,
  c1745,
  c1746,
  c1747,
  c1748,
  c1749,
  c1750,
  c1751,
  c1752,
  c1753,
  c1754,
  c1755,
  c1756,
  c1757,
  c1758,
  c1759,
  c1760,
  c1761,
  c1762,
  c1763,
  c1764,
  c1765,
  c1766,
  c1767,
  c1768,
  c1769,
  c1770,
  c1771,
  c1772,
  c1773,
  c1774,
  c1775,
  c1776,
  c1777,
  c1778,
  c1779,
  c1780,
  c1781,
  c1782,
  c1783,
  c1784,
  c1785,
  c1786,
  c1787,
  c1788,
  c1789,
  c1790,
  c1791,
  c1792,
  c1793,
  c1794,
  c1795,
  c1796,
  c1797,
  c1798,
  c1799,
  c1800,
  c1801,
  c1802,
  c1803,
  c1804,
  c1805,
  c1806,
  c1807,
  c1808,
  c1809,
  c1810,
  c1811,
  c1812,
  c1813,
  c1814,
  c1815,
  c1816,
  c1817,
  c1818,
  c1819,
  c1820,
  c1821,
  c1822,
  c1823,
  c1824,
  c1825,
  c1826,
  c1827,
  c1828,
  c1829,
  c1830,
  c1831,
  c1832,
  c1833,
  c1834,
  c1835,
  c1836,
  c1837,
  c1838,
  c1839,
  c1840,
  c1841,
  c1842,
  c1843,
  c1844,
  c1845,
  c1846,
  c1847,
  c1848,
  c1849,
  c1850,
  c1851,
  c1852,
  c1853,
  c1854,
  c1855,
  c1856,
  c1857,
  c1858,
  c1859,
  c1860,
  c1861,
  c1862,
  c1863,
  c1864,
  c1865,
  c1866,
  c1867,
  c1868,
  c1869,
  c1870,
  c1871,
  c1872,
  c1873,
  c1874,
  c1875,
  c1876,
  c1877,
  c1878,
  c1879,
  c1880,
  c1881,
  c1882,
  c1883,
  c1884,
  c1885,
  c1886,
  c1887,
  c1888,
  c1889,
  c1890,
  c1891,
  c1892,
  c1893,
  c1894,
  c1895,
  c1896,
  c1897,
  c1898,
  c1899,
  c1900,
  c1901,
  c1902,
  c1903,
  c1904,
  c1905,
  c1906,
  c1907,
  c1908,
  c1909,
  c1910,
  c1911,
  c1912,
  c1913,
  c1914,
  c1915,
  c1916,
  c1917,
  c1918,
  c1919,
  c1920,
  c1921,
  c1922,
  c1923,
  c1924,
  c1925,
  c1926,
  c1927,
  c1928,
  c1929,
  c1930,
  c1931,
  c1932,
  c1933,
  c1934,
  c1935,
  c1936,
  c1937,
  c1938,
  c1939,
  c1940,
  c1941,
  c1942,
  c1943,
  c1944,
  c1945,
  c1946,
  c1947,
  c1948,
  c1949,
  c1950,
  c1951,
  c1952,
  c1953,
  c1954,
  c1955,
  c1956,
  c1957,
  c1958,
  c1959,
  c1960,
  c1961,
  c1962,
  c1963,
  c1964,
  c1965,
  c1966,
  c1967,
  c1968,
  c1969,
  c1970,
  c1971,
  c1972,
  c1973,
  c1974,
  c1975,
  c1976,
  c1977,
  c1978,
  c1979,
  c1980,
  c1981,
  c1982,
  c1983,
  c1984,
  c1985,
  c1986,
  c1987,
  c1988,
  c1989,
  c1990,
  c1991,
  c1992,
  c1993,
  c1994,
  c1995,
  c1996,
  c1997,
  c1998,
  c1999,
  c2000,
  c2001,
  c2002,
  c2003,
  c2004,
  c2005,
  c2006,
  c2007,
  c2008,
  c2009,
  c2010,
  c2011,
  c2012,
  c2013,
  c2014,
  c2015,
  c2016,
  c2017,
  c2018,
  c2019,
  c2020,
  c2021,
  c2022,
  c2023,
  c2024,
  c2025,
  c2026,
  c2027,
  c2028,
  c2029,
  c2030,
  c2031,
  c2032,
  c2033,
  c2034,
  c2035,
  c2036,
  c2037,
  c2038,
  c2039,
  c2040,
  c2041,
  c2042,
  c2043,
  c2044,
  c2045,
  c2046,
  c2047,
  c2048,
  c2049,
  c2050,
  c2051,
  c2052,
  c2053,
  c2054,
  c2055,
  c2056,
  c2057,
  c2058,
  c2059,
  c2060,
  c2061,
  c2062,
  c2063,
  c2064,
  c2065,
  c2066,
  c2067,
  c2068,
  c2069,
  c2070,
  c2071,
  c2072,
  c2073,
  c2074,
  c2075,
  c2076,
  c2077,
  c2078,
  c2079,
  c2080,
  c2081,
  c2082,
  c2083,
  c2084,
  c2085,
  c2086,
  c2087,
  c2088,
  c2089,
  c2090,
  c2091,
  c2092,
  c2093,
  c2094,
  c2095,
  c2096,
  c2097,
  c2098,
  c2099,
  c2100,
  c2101,
  c2102,
  c2103,
  c2104,
  c2105,
  c2106,
  c2107,
  c2108,
  c2109,
  c2110,
  c2111,
  c2112,
  c2113,
  c2114,
  c2115,
  c2116,
  c2117,
  c2118,
  c2119,
  c2120,
  c2121,
  c2122,
  c2123,
  c2124,
  c2125,
  c2126,
  c2127,
  c2128,
  c2129,
  c2130,
  c2131,
  c2132,
  c2133,
  c2134,
  c2135,
  c2136,
  c2137,
  c2138,
  c2139,
  c2140,
  c2141,
  c2142,
  c2143,
  c2144,
  c2145,
  c2146,
  c2147,
  c2148,
  c2149,
  c2150,
  c2151,
  c2152,
  c2153,
  c2154,
  c2155,
  c2156,
  c2157,
  c2158,
  c2159,
  c2160,
  c2161,
  c2162,
  c2163,
  c2164,
  c2165,
  c2166,
  c2167,
  c2168,
  c2169,
  c2170,
  c2171,
  c2172,
  c2173,
  c2174,
  c2175,
  c2176,
  c2177,
  c2178,
  c2179,
  c2180,
  c2181,
  c2182,
  c2183,
  c2184,
  c2185,
  c2186,
  c2187,
  c2188,
  c2189,
  c2190,
  c2191,
  c2192,
  c2193,
  c2194,
  c2195,
  c2196,
  c2197,
  c2198,
  c2199,
  c2200,
  c2201,
  c2202,
  c2203,
  c2204,
  c2205,
  c2206,
  c2207,
  c2208,
  c2209,
  c2210,
  c2211,
  c2212,
  c2213,
  c2214,
  c2215,
  c2216,
  c2217,
  c2218,
  c2219,
  c2220,
  c2221,
  c2222,
  c2223,
  c2224,
  c2225,
  c2226,
  c2227,
  c2228,
  c2229,
];
