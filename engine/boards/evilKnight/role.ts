import { player } from '../../context.js';
import { hooks, type NightDeath } from '../../hooks.js';
import { readRoleData, roleData } from '../../roles/roleData.js';
import type { RoleModule } from '../../roles/roleModule.js';
import { wolvesStep } from '../../roles/werewolf.js';
import type { DeathCause, GameState } from '../../types.js';

/** One reflection: the player who inspected or poisoned the Evil Knight, and the dawn he dies at. */
export interface Reflection { seat: number; dawn: number }

/** The Evil Knight's memory: every reflection so far (kept whole: a fallen one is simply past its dawn). */
export interface EvilKnightData { reflections: Reflection[] }

/**
 * The night deaths that still kill him (RULES.md §13b): grief ("dreams do not kill him, grief does")
 * and a Wolf Beauty's charm ("a charmed Evil Knight dies too"). Names, not `DeathCause`s: the charm is
 * declared by the Wolf Beauty's folder, which this one does not import. Every other night cause —
 * the pack's or a loner's bite, poison, the Witcher's hunt, a dream, the Characters' kills — does
 * nothing to him.
 */
const KILLS_HIM_AT_NIGHT: ReadonlySet<string> = new Set(['grief', 'charm', 'reflection']);

/**
 * His powers are passive: they sleep only when a rule puts passive powers to sleep (hook
 * `passiveSleeps`; the Blood Moon's night is the village's only). A terror (`suspends`) takes a
 * night's action, which he has none of, as a terrified Hunter still shoots (RULES.md §13b).
 */
function isActiveKnight(s: GameState, seat: number): boolean {
  return player(s, seat).role === 'evilKnight' && !hooks.passiveSleeps(s, seat);
}

/** The seats whose reflection falls at this dawn (`s.day` is the night's number until dawn): alive ones. */
export function reflectedTonight(s: GameState): number[] {
  const out: number[] = [];
  for (const r of readRoleData<EvilKnightData>(s, 'evilKnight').reflections ?? []) {
    if (r.dawn === s.day && player(s, r.seat).alive && !out.includes(r.seat)) out.push(r.seat);
  }
  return out.sort((a, b) => a - b);
}

/**
 * A power that struck the Evil Knight strikes back: its user dies at the end of the following night.
 * Recorded now, told to nobody (no event: RULES.md §13b "nobody is told of the coming death"). It
 * falls whatever happens to the Knight meanwhile, so only the moment it struck asks who he is.
 */
function reflect(s: GameState, user: number, target: number): void {
  if (!isActiveKnight(s, target)) return;
  const data = roleData<EvilKnightData>(s, 'evilKnight');
  // Replaced, never mutated: the list is a value of the state.
  data.reflections = [...(data.reflections ?? []), { seat: user, dawn: s.day + 1 }];
}

/**
 * The Evil Knight 恶灵骑士 (RULES.md §12–13b): a wolf of the pack (wakes with it, so the pack's
 * victim prompt never offers him), who cannot self-destruct, cannot die at night, and reflects the
 * Seer's and the Psychic's inspection and the Witch's poison: the one who used it on him dies in the
 * announcement at the end of the following night, cause 'reflection', whatever protects him.
 * By day he dies as anyone does (the vote, a shot, a claw, a duel).
 */
export const evilKnight: RoleModule = {
  id: 'evilKnight',
  camp: 'wolves',
  wolfCard: true,
  noSelfDestruct: true,
  steps: [wolvesStep],
  hooks: {
    afterInspect: (s, inspector, target) => reflect(s, inspector, target),
    afterPoison: (s, witch, target) => reflect(s, witch, target),
    // The reflections due at this dawn. Guard, potion and dream do not stop them: they are not the
    // wolves' victims, and the hook `sparedAtNight` of the dream must leave 'reflection' alone.
    nightDeaths: (s): NightDeath[] => reflectedTonight(s).map((seat) => ({ seat, cause: 'reflection' })),
    sparedAtNight(s, seat, cause: DeathCause) {
      // He shrugs off every night death but grief and the charm.
      if (isActiveKnight(s, seat) && !KILLS_HIM_AT_NIGHT.has(cause)) return true;
      // A reflected player who is also eaten, poisoned or hunted dies once, of the reflection
      // (RULES.md §13b): his other night death gives way to it (so no heal or guard can matter).
      return cause !== 'reflection' && reflectedTonight(s).includes(seat);
    },
  },
};

declare module '../../types.js' {
  interface RoleIds { evilKnight: true }
  interface DeathCauses {
    /**
     * The Evil Knight's reflection: the Seer or Psychic who inspected him, the Witch who poisoned
     * him, dead at the end of the following night. A night death like any (cause untold with the
     * cards hidden); not "killed by the village" (RULES.md §13b).
     */
    reflection: true;
  }
}
