import { activeHolder, landed, livingSeats, narrate, player, seatPrompt } from '../../context.js';
import { kill, reveal, toldCause } from '../../deaths.js';
import { hooks } from '../../hooks.js';
import { setInfo } from '../../prompts.js';
import { readRoleData, roleData } from '../../roles/roleData.js';
import type { RoleModule } from '../../roles/roleModule.js';
import { wolvesStep } from '../../roles/werewolf.js';
import { enterFake, type NoData, type StepModule } from '../../steps/stepModule.js';
import type { Ctx, GameState, PlayerState } from '../../types.js';

/**
 * Her last charm: who charmed (`by`: her seat, so a Servant who later takes her role starts with no
 * charm, as a fresh card does), the seat she chose (what she is shown, and what "never two nights
 * running" compares, RULES.md §13b), the player it sits on (the chosen one, or his swap partner:
 * the Magician's swap moves every night power, hers too) and the night she charmed.
 */
export interface WolfBeautyCharm { by: number; chosen: number; sits: number; night: number }

export interface WolfBeautyData {
  /** The charm that stands: the last one, until she charms again (a night she skips keeps it). */
  charm?: WolfBeautyCharm;
}

/** Her standing charm if `seat` cast it (the Wolf Beauty's own, not a predecessor's). */
export function charmOf(s: GameState, seat: number): WolfBeautyCharm | undefined {
  const charm = readRoleData<WolfBeautyData>(s, 'wolfBeauty').charm;
  return charm && charm.by === seat ? charm : undefined;
}

/** The seat she may not charm tonight: the one she chose last night, if she chose one (§12: never two nights running). */
function notTonight(s: GameState, seat: number): number | null {
  const charm = charmOf(s, seat);
  return charm && charm.night === s.day - 1 ? charm.chosen : null;
}

/**
 * The Wolf Beauty's step (RULES.md §12–13b): after the pack's, she charms one other living player,
 * packmates included, never the seat she chose last night (a disabled tile, as the Guard's); optional,
 * and the clock charms nobody — the last charm stands until she charms again. Called every night with
 * the same words, as a fake step when she is absent, dead or powerless (the Nightmare's terror).
 * What she charms is hers alone: her prompt, her view, an event for her seat.
 */
const wolfBeautyStep: StepModule<NoData> = {
  name: 'wolfBeauty',
  timing: 'night',
  // After the Big Bad Wolf (64) and the Hidden Wolf (65), before the Gargoyle (67): §13b's order.
  night: { order: 66, firstNightOnly: false },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.wolfBeauty.wake');
    const beauty = activeHolder(s, 'wolfBeauty');
    if (!beauty) return enterFake(step);
    const last = notTonight(s, beauty.seat);
    const others = livingSeats(s).filter((seat) => seat !== beauty.seat);
    const disabled = last !== null && others.includes(last) ? [{ seat: last, reason: 'prompt.wolfBeauty.notTwice' }] : [];
    step.prompts = [seatPrompt(beauty.seat, 'wolfBeauty.charm', 'prompt.wolfBeauty.title', others.filter((seat) => seat !== last), 0, 1, {
      disabled, info: { charmed: charmOf(s, beauty.seat)?.chosen ?? null },
    })];
  },
  choose(s, step, prompt, choice, ctx) {
    const [target] = choice as number[];
    // Nobody chosen: her last charm stands.
    if (target === undefined) return null;
    // The charm sits where the power lands (a swap moves it); she is shown the seat she chose.
    roleData<WolfBeautyData>(s, 'wolfBeauty').charm = { by: prompt.seat, chosen: target, sits: landed(s, target), night: s.day };
    setInfo(prompt, 'wolfBeauty.charm', { charmed: target });
    ctx.emit({ type: 'wolfBeautyCharmed', audience: [prompt.seat], target });
    return null;
  },
  resolve(s, step, ctx) {
    narrate(ctx, 'narration.wolfBeauty.sleep');
  },
};

/**
 * Hook `afterDeath`: dying by day (the vote, a shot, a duel, a claw, grief by day — every death of
 * hers by day, RULES.md §13b), she takes the player she charmed last, who dies at once, before the
 * rest of her chain is decided (as grief does: her badge, her last words come after, and he is no
 * successor). Killed at night (eaten, poisoned) she takes nobody; nor when a Servant took her role.
 */
function charmDeath(s: GameState, p: PlayerState, ctx: Ctx): void {
  if (p.role !== 'wolfBeauty' || p.death?.phase !== 'day') return;
  if (hooks.powerTaken(s, p) || hooks.suspends(s, p.seat)) return;
  const charm = charmOf(s, p.seat);
  if (!charm || !player(s, charm.sits).alive) return;
  // The room hears it only when it may be told the cause: with the cards hidden a charm death is
  // announced by name only (§13b), like grief, so nothing names her or her charm then. Told, the
  // charm names her: her card turns over as a power used on dying does (the Wolf King's shot).
  if (toldCause(s, 'charm') === 'charm') {
    reveal(s, p, ctx, 'ability');
    ctx.emit({ type: 'wolfBeautyCharmDeath', audience: 'public', key: 'narration.wolfBeauty.charmDeath', seat: p.seat, target: charm.sits });
  }
  kill(s, charm.sits, 'charm', ctx);
}

/**
 * The Wolf Beauty 狼美人 (RULES.md §12): a wolf of the pack (she wakes and hunts with it, so the pack
 * never picks her) with a step of her own after it, her charm. She may not self-destruct. The charm's
 * death gives nothing: no shot, no last words; the badge of a charmed Sheriff passes as usual, and a
 * charmed lover's partner dies of grief (the base chain).
 */
export const wolfBeauty: RoleModule = {
  id: 'wolfBeauty',
  camp: 'wolves',
  wolfCard: true,
  noSelfDestruct: true,
  steps: [wolvesStep, wolfBeautyStep],
  hooks: {
    afterDeath: (s, p, cause, ctx) => charmDeath(s, p, ctx),
    // A charmed Hunter or Wolf King does not shoot (§12–13), nor any copied shot.
    silencesShot: (s, cause) => cause === 'charm',
    // …and says nothing (§13b: like grief, whatever the `lastWords` variant).
    leavesNoLastWords: (s, cause) => cause === 'charm',
    // Her charm in her own view (ghosts: the one that stands); nobody else's, the pack's neither.
    mySlice(s, p, all) {
      const charm = all ? readRoleData<WolfBeautyData>(s, 'wolfBeauty').charm : p.role === 'wolfBeauty' ? charmOf(s, p.seat) : undefined;
      return charm ? { wolfBeauty: { charmed: charm.chosen, night: charm.night } } : {};
    },
  },
};

declare module '../../types.js' {
  interface RoleIds { wolfBeauty: true }
  interface StepNames { wolfBeauty: true }
  interface StepData { wolfBeauty: NoData }
  interface DeathCauses {
    /**
     * The Wolf Beauty's charm: her charmed dies with her when she dies by day. Announced by name only
     * with the cards hidden (not seen by the table); gives no shot and no last words; not "killed by
     * the village" (RULES.md §13b).
     */
    charm: true;
  }
  interface GameEventMap {
    /** To the Wolf Beauty alone: tonight she charmed `target` (the seat she chose). */
    wolfBeautyCharmed: { target: number };
    /** Public, only when the table may be told the cause: the Wolf Beauty `seat` fell and took `target`, her charmed. */
    wolfBeautyCharmDeath: { seat: number; target: number };
  }
  interface PromptInfos {
    /** The seat her standing charm was cast on (null: none yet); once answered, tonight's. */
    'wolfBeauty.charm': { charmed: number | null };
  }
}

declare module '../../views.js' {
  interface MyView {
    /** The Wolf Beauty's standing charm: the seat she chose and the night (ghosts: the game's). */
    wolfBeauty?: { charmed: number; night: number };
  }
}
