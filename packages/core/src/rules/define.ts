/**
 * {@link defineGame}: checks a game spec and compiles the lookup tables the engine uses.
 * @module
 */

import { DefinitionError } from '../state/errors';
import type {
  Ability,
  CardDefinition,
  CompiledTables,
  EventCondition,
  EventReplacer,
  GameDefinition,
  GameSpec,
  Handler,
  IndexedAbility,
  ReplacementAbility,
  StaticAbility,
  TriggeredAbility,
  ZoneSpec,
} from './definition';

/** Action types the kernel itself provides. */
export const RESERVED_ACTIONS = ['answer', 'pass', 'concede'] as const;

/** An internal shared zone where tokens are created before they move to their zone. */
export const LIMBO_ZONE: ZoneSpec = {
  name: '__limbo',
  owner: 'shared',
  ordered: false,
  visibility: 'public',
};

/**
 * Checks a game spec and builds its lookup tables. Throws {@link DefinitionError} naming the first
 * problem (unknown zone, duplicate card id, reserved action type…).
 */
export function defineGame(spec: GameSpec): GameDefinition {
  const zones = spec.zones.some((z) => z.name === LIMBO_ZONE.name) ? spec.zones : [...spec.zones, LIMBO_ZONE];
  const zoneIndex = new Map<string, number>();
  zones.forEach((z, i) => {
    if (zoneIndex.has(z.name)) throw new DefinitionError(`zone "${z.name}" is declared twice`);
    zoneIndex.set(z.name, i);
  });
  const zoneList = (names: readonly string[] | undefined, fallback: readonly number[], where: string) =>
    names
      ? names.map((n) => {
          const i = zoneIndex.get(n);
          if (i === undefined) throw new DefinitionError(`${where}: unknown zone "${n}"`);
          return i;
        })
      : fallback;
  const deckZone = spec.deckZone ?? 'deck';
  if (!zoneIndex.has(deckZone)) throw new DefinitionError(`deck zone "${deckZone}" is not declared`);
  // By default abilities function in `play`, when the game has such a zone.
  const abilityZones = zoneList(
    spec.abilityZones ?? (zoneIndex.has('play') ? ['play'] : []),
    [],
    'abilityZones',
  );

  const actionsByType = new Map<string, GameSpec['actions'][number]>();
  for (const a of spec.actions) {
    if ((RESERVED_ACTIONS as readonly string[]).includes(a.type))
      throw new DefinitionError(`action type "${a.type}" is reserved by the kernel`);
    if (actionsByType.has(a.type)) throw new DefinitionError(`action type "${a.type}" is declared twice`);
    actionsByType.set(a.type, a);
  }
  const queueNames = new Set<string>();
  for (const q of spec.queues ?? []) {
    if (queueNames.has(q.name)) throw new DefinitionError(`queue "${q.name}" is declared twice`);
    queueNames.add(q.name);
  }
  const inWindow = (w: 'turn' | 'priority') =>
    spec.actions.filter((a) => !a.anytime && (a.windows ?? ['turn']).includes(w));
  const actionsByWindow = { turn: inWindow('turn'), priority: inWindow('priority') };
  if (spec.rulesets.length === 0) throw new DefinitionError('a game needs at least one ruleset');
  const rulesets = new Map(spec.rulesets.map((r) => [r.name, r]));
  if (rulesets.size !== spec.rulesets.length) throw new DefinitionError('ruleset names must be unique');

  const handlers = new Map<string, Handler>(Object.entries(spec.handlers ?? {}));
  const conditions = new Map<string, EventCondition>(Object.entries(spec.conditions ?? {}));
  const replacers = new Map<string, EventReplacer>(Object.entries(spec.replacers ?? {}));
  const cardsById = new Map<string, CardDefinition>();
  const triggers = new Map<string, Map<string, IndexedAbility<TriggeredAbility>[]>>();
  const statics = new Map<string, IndexedAbility<StaticAbility>[]>();
  const replacements = new Map<string, IndexedAbility<ReplacementAbility>[]>();
  const watchedEvents = new Set<string>();

  for (const card of spec.cards) {
    if (cardsById.has(card.id)) throw new DefinitionError(`card id "${card.id}" is used twice`);
    cardsById.set(card.id, card);
    for (const [name, fn] of Object.entries(card.handlers ?? {})) handlers.set(`${card.id}/${name}`, fn);
    (card.abilities ?? []).forEach((ability: Ability, index) => {
      const where = `card "${card.id}" ability ${index + 1}`;
      const zonesOf = zoneList(ability.zones, abilityZones, where);
      if (ability.kind === 'triggered') {
        const byEvent = triggers.get(card.id) ?? new Map();
        triggers.set(card.id, byEvent);
        for (const type of typeof ability.on === 'string' ? [ability.on] : ability.on) {
          watchedEvents.add(type);
          const list = byEvent.get(type) ?? [];
          list.push({ ability, index, zones: zonesOf });
          byEvent.set(type, list);
        }
      } else if (ability.kind === 'static') {
        const list = statics.get(card.id) ?? [];
        list.push({ ability, index, zones: zonesOf });
        statics.set(card.id, list);
      } else if (ability.kind === 'replacement') {
        const list = replacements.get(card.id) ?? [];
        list.push({ ability, index, zones: zonesOf });
        replacements.set(card.id, list);
      }
    });
  }
  for (const step of spec.turn.phases.flatMap((p) => p.steps))
    if (!['auto', 'actions', 'priority'].includes(step.mode))
      throw new DefinitionError(`step "${step.id}" has unknown mode "${step.mode}"`);

  const triggersByEvent = new Map<string, Map<string, IndexedAbility<TriggeredAbility>[]>>();
  const othersByEvent = new Map<string, Map<string, IndexedAbility<TriggeredAbility>[]>>();
  for (const [defId, byEvent] of triggers)
    for (const [type, list] of byEvent) {
      const byDef = triggersByEvent.get(type) ?? new Map();
      triggersByEvent.set(type, byDef);
      byDef.set(defId, list);
      const others = list.filter((entry) => entry.ability.about !== 'self');
      const otherByDef = othersByEvent.get(type) ?? new Map();
      othersByEvent.set(type, otherByDef);
      if (others.length > 0) otherByDef.set(defId, others);
    }
  const compiled: CompiledTables = {
    zoneIndex,
    cardsById,
    actionsByType,
    actionsByWindow,
    triggers,
    triggersByEvent,
    othersByEvent,
    watchedEvents,
    statics,
    replacements,
    hasStatics: new Set(statics.keys()),
    handlers,
    conditions,
    replacers,
    abilityZones,
    rulesets,
    stepNames: spec.turn.phases.map((phase) =>
      phase.steps.map((step) => Object.freeze({ phase: phase.id, step: step.id })),
    ),
  };
  return { ...spec, zones, compiled };
}
