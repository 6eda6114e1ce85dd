import { activeHolder, isWolf, narrate } from '../../context.js';
import { hooks, type Knowledge } from '../../hooks.js';
import { campOf } from '../../roles/facts.js';
import type { RoleModule } from '../../roles/roleModule.js';
import { enterFake, type NoData, type StepModule } from '../../steps/stepModule.js';
import type { GameState, PlayerState } from '../../types.js';

/**
 * One night's answer: on night `night`, the Gravekeeper at `seat` learned whether `target`, voted
 * out the day before, was a wolf; `target` null: nobody died by the vote that day.
 */
export interface GravekeeperResult { night: number; seat: number; target: number | null; wolf: boolean | null }

/**
 * "A wolf" is the wolf camp (docs/rules.md §13b): a wolf card, a loner of the wolf camp, and an
 * infected or otherwise turned player alike. Never the card: the answer is wolf or not.
 */
export function wasWolf(s: GameState, p: PlayerState): boolean {
  return isWolf(s, p) || campOf(s, p) === 'wolves';
}

/**
 * Who died by the vote on `day`: the players whose death is the vote's, that day. An Idiot who is
 * revealed does not die, so he is not here; a player whose role the Devoted Servant took died by the
 * vote all the same, and is (docs/rules.md §13b).
 */
export function votedOutOn(s: GameState, day: number): PlayerState[] {
  // And those the vote put out who still live (hook `votedOutAlive`: the held-over Blood Moon Apostle).
  const alive = hooks.votedOutAlive(s, day);
  return s.players.filter((p) => (p.death?.cause === 'vote' && p.death.day === day && p.death.phase === 'day') || alive.includes(p.seat));
}

export function gravekeeperResultsOf(s: GameState, seat: number): GravekeeperResult[] {
  return (s.gravekeeperResults ?? []).filter((r) => r.seat === seat);
}

/**
 * The Gravekeeper 守墓人 (docs/rules.md §12–13b): after the Witch (and the Witcher), each night from
 * night 2 he learns whether the player voted out the day before was of the wolf camp.
 *
 * Secrecy: the step takes one shape every night, whatever happened by day. It is an information
 * step (timing 'info': no prompt, it ends on the host's info timer, so a real one and a fake one
 * last exactly as long, electron/host/clock.ts), and it is called every night, night 1 included,
 * with the same words. It is real whenever a living Gravekeeper has his power from night 2 on —
 * then he is always told something, "nobody was voted out yesterday" included — and fake only when
 * he is absent, dead, cursed or otherwise powerless, or on night 1 (nobody has been voted out yet:
 * the TV's words are the same, and with nothing to tell a real step would only tell the table
 * whether the card is dealt). So whether a day ended with a vote-out, with a revealed Idiot or with
 * no vote changes nothing in how the night sounds or lasts; only his phone's answer differs.
 */
const gravekeeperStep: StepModule<NoData> = {
  name: 'gravekeeper',
  timing: 'info',
  // After the Witch (70) and the Witcher, before the Piper (80): §13b's Witch → Witcher → Gravekeeper → Piper.
  night: { order: 76, firstNightOnly: false },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.gravekeeper.wake');
    step.prompts = [];
    const keeper = activeHolder(s, 'gravekeeper');
    if (!keeper || s.day < 2) return enterFake(step);
    step.fake = false;
    const out = votedOutOn(s, s.day - 1);
    const results: GravekeeperResult[] = out.length
      ? out.map((p) => ({ night: s.day, seat: keeper.seat, target: p.seat, wolf: wasWolf(s, p) }))
      : [{ night: s.day, seat: keeper.seat, target: null, wolf: null }];
    // Replaced, never mutated: the clone shares it (engine/clone.ts).
    s.gravekeeperResults = [...(s.gravekeeperResults ?? []), ...results];
    for (const r of results) ctx.emit({ type: 'gravekeeperResult', audience: [keeper.seat], target: r.target, wolf: r.wolf });
  },
  resolve(s, step, ctx) {
    narrate(ctx, 'narration.gravekeeper.sleep');
  },
};

export const gravekeeper: RoleModule = {
  id: 'gravekeeper',
  camp: 'village',
  villagePower: true,
  steps: [gravekeeperStep],
  hooks: {
    // His answers are his alone: a team for each voted-out player he was told of, in his own view only.
    knownBy(s, viewer) {
      const out: Record<string, Knowledge> = {};
      for (const r of gravekeeperResultsOf(s, viewer)) if (r.target !== null) out[r.target] = r.wolf ? 'wolf' : 'notWolf';
      return out;
    },
    mySlice: (s, p, all) => ({
      gravekeeper: { results: all ? s.gravekeeperResults ?? [] : gravekeeperResultsOf(s, p.seat) },
    }),
  },
};

declare module '../../types.js' {
  interface RoleIds { gravekeeper: true }
  interface StepNames { gravekeeper: true }
  interface StepData { gravekeeper: NoData }
  interface GameState {
    /** Every answer the Gravekeeper was given, in order (absent until the first). */
    gravekeeperResults?: GravekeeperResult[];
  }
  interface GameEventMap {
    /** To the Gravekeeper alone: yesterday's voted-out player and whether he was a wolf; null, null: nobody. */
    gravekeeperResult: { target: number | null; wolf: boolean | null };
  }
}

declare module '../../views.js' {
  interface MyView {
    /** In games whose deck holds the Gravekeeper: what this player was told as the Gravekeeper (ghosts: all). */
    gravekeeper?: { results: GravekeeperResult[] };
  }
}
