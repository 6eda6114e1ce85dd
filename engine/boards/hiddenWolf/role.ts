import { activeHolder, inPack, narrate, player } from '../../context.js';
import type { Knowledge } from '../../hooks.js';
import { readRoleData, roleData } from '../../roles/roleData.js';
import type { RoleModule } from '../../roles/roleModule.js';
import { addSoloVictim, huntsAlone, soloHuntPrompt } from '../../steps/soloHunt.js';
import { enterFake, type NoData, type StepModule } from '../../steps/stepModule.js';
import type { GameState } from '../../types.js';

/** His memory: whether his first step has come (he knows the pack from it on, RULES.md §13b). */
export interface HiddenWolfData { told?: boolean }

/**
 * The pack as the Hidden Wolf knows it: every member's seat, lowest first, the dead too (he knew
 * them), kept current (a turned player joins it as he joins the pack: engine/context.ts `inPack`).
 * Empty before his first step, on night 1.
 */
export function packKnownTo(s: GameState): number[] {
  if (!readRoleData<HiddenWolfData>(s, 'hiddenWolf').told) return [];
  return s.players.filter((p) => inPack(s, p)).map((p) => p.seat);
}

/**
 * Alive, or dead but still making his own last decisions (a death-chain step he is the actor of, open
 * or queued): what views.ts `decidingAfterDeath` says, written again here because a role may not
 * import the views (no import circle).
 */
function knowsAsAlive(s: GameState, seat: number): boolean {
  const p = player(s, seat);
  if (p.alive) return true;
  if (s.phase === 'over') return false;
  if (s.step.actor === seat && s.step.prompts.some((q) => q.seat === seat && !q.answered)) return true;
  return s.interrupts.some((q) => q.actor === seat);
}

/**
 * The Hidden Wolf 隐狼 (RULES.md §12–13b): a wolf-camp loner. He knows the pack from night 1, the pack
 * never learns him (he is outside it: engine/context.ts `inPack`, so the pack's views and prompts
 * never name him and it may choose him as its victim). A step of his own every night, after the
 * Big Bad Wolf (order 65): once no pack wolf lives (a living loner does not stop him) he chooses a
 * victim alone (optional; engine/steps/soloHunt.ts), shown to the Witch as the wolves', guarded,
 * announced at dawn (cause 'wolves'). Before that he has nothing to choose, and his step is called as
 * a fake one — as it is when he is absent, dead or terrified — with the same words; the host gives
 * every fake night step the length of a real one (electron/host/clock.ts, pacing.ts), so the table
 * cannot hear whether the pack still lives. What he knows stays on his phone: his view, every night.
 * The Seer is fooled (hook `seerSees`): she is told "not a wolf", or "a Villager"; the Psychic and the
 * Gargoyle read his true card; every win check counts him as a wolf (`wolfCard`).
 */
const hiddenWolfStep: StepModule<NoData> = {
  name: 'hiddenWolf',
  timing: 'night',
  // After the Big Bad Wolf (64), before the Wolf Beauty (66): RULES.md §13b's night order.
  night: { order: 65, firstNightOnly: false },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.hiddenWolf.wake');
    // From here on he knows the pack, whether his step is real tonight or not (it is no power: his card).
    if (!readRoleData<HiddenWolfData>(s, 'hiddenWolf').told) roleData<HiddenWolfData>(s, 'hiddenWolf').told = true;
    const wolf = activeHolder(s, 'hiddenWolf');
    if (!wolf || !huntsAlone(s, wolf.seat)) return enterFake(step);
    step.prompts = [soloHuntPrompt(s, wolf.seat, 'hiddenWolf.victim', 'prompt.hiddenWolf.title')];
  },
  choose(s, step, prompt, choice) {
    const [victim] = choice as number[];
    // The seat he chose, as the pack's victim is kept (deaths.ts nightVictims reads both alike).
    if (victim !== undefined) addSoloVictim(s, victim);
    return null;
  },
  resolve(s, step, ctx) {
    narrate(ctx, 'narration.hiddenWolf.sleep');
  },
};

export const hiddenWolf: RoleModule = {
  id: 'hiddenWolf',
  camp: 'wolves',
  // Wolf camp for every win check (屠边 counts him), the Fox and the duel; never in the pack.
  wolfCard: true,
  loner: true,
  noSelfDestruct: true,
  steps: [hiddenWolfStep],
  hooks: {
    // RULES.md §12: only the Seer is fooled — his card reads "Villager", his team "not a wolf".
    seerSees(s, target, result) {
      if (player(s, target).role !== 'hiddenWolf') return result;
      if (result === 'wolf') return 'notWolf';
      return result === 'hiddenWolf' ? 'villager' : result;
    },
    // The pack, in his own view only: its seats as wolves (their cards stay unknown to him). Known as
    // the pack knows its own: while he lives or still makes his last decisions (then a ghost sees all).
    knownBy(s, viewer) {
      const out: Record<string, Knowledge> = {};
      if (player(s, viewer).role !== 'hiddenWolf' || !knowsAsAlive(s, viewer)) return out;
      for (const seat of packKnownTo(s)) if (seat !== viewer) out[seat] = 'werewolf';
      return out;
    },
    mySlice: (s, p, all) => ({ hiddenWolf: { pack: all || (p.role === 'hiddenWolf' && knowsAsAlive(s, p.seat)) ? packKnownTo(s) : [] } }),
  },
};

declare module '../../types.js' {
  interface RoleIds { hiddenWolf: true }
  interface StepNames { hiddenWolf: true }
  interface StepData { hiddenWolf: NoData }
}

declare module '../../views.js' {
  interface MyView {
    /**
     * In games whose deck holds the Hidden Wolf: the pack's seats as he knows them (his own view; ghosts:
     * all; everyone else: none). Whether he hunts alone is public knowledge of the dead (no pack seat alive).
     */
    hiddenWolf?: { pack: number[] };
  }
}
