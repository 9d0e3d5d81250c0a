/**
 * The static description of a rule system, drawn from its definition (zones, phases and steps, trigger
 * policy, checks, keywords, ruleset options) plus the facts the game states itself.
 * @module
 */
import type { GameDefinition } from '../rules/definition';
import type { RulesFacts, RulesSummary } from './types';

/** The rules summary of `def` under `ruleset`. Keywords are read from `kw.<name>` card stats. */
export function rulesSummary(def: GameDefinition, ruleset: string, facts: RulesFacts = {}): RulesSummary {
  const keywords = new Set<string>();
  for (const card of def.cards)
    for (const key of Object.keys(card.stats)) if (key.startsWith('kw.')) keywords.add(key.slice(3));
  const options = def.rulesets.find((r) => r.name === ruleset)?.options ?? {};
  return {
    zones: def.zones
      .filter((z) => !z.name.startsWith('__'))
      .map((z) => ({
        name: z.name,
        owner: z.owner,
        ordered: z.ordered,
        visibility: z.faceDown ? `${z.visibility}, face down` : z.visibility,
      })),
    phases: def.turn.phases.map((p) => ({
      name: p.id,
      steps: p.steps.map((s) => (s.mode === 'auto' ? s.id : `${s.id} (${s.mode})`)),
    })),
    triggerPolicy: def.policy.description,
    costModel: facts.costModel ?? 'not described by the game',
    winConditions: facts.winConditions ?? [],
    lossConditions:
      facts.lossConditions ?? (def.checks ?? []).map((c) => (c.rule ? `${c.id} (${c.rule})` : c.id)),
    keywords: facts.keywords ?? [...keywords].sort(),
    deckRules: facts.deckRules ?? [],
    options: Object.entries(options).map(([k, v]) => `${k} ${JSON.stringify(v)}`),
  };
}
