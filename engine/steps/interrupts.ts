import { livingSeats, narrate, player, seatPrompt } from '../context.js';
import { kill, reveal } from '../deaths.js';
import { hooks } from '../hooks.js';
import { titleHolders } from './sheriff.js';
import { successionStep } from './succession.js';
import { lastShotStep, type ChoiceData } from './lastShot.js';
import type { StepModule } from './stepModule.js';

export type { ChoiceData } from './lastShot.js';

declare module '../types.js' {
  interface StepData { hunterShot: ChoiceData; scapegoatChoice: ChoiceData }
}

/** docs/rules.md §4.2: the dead Hunter shoots one living player, who dies at once. */
export const hunterShotStep = lastShotStep<ChoiceData>({
  name: 'hunterShot',
  promptId: 'hunter.shoot',
  title: 'prompt.hunter.title',
  narration: 'narration.hunter.shoot',
  shotOnDying: true,
  shoot(s, step, seat, target, ctx) {
    const hunter = player(s, seat);
    // With the cards hidden (`never`, `abilityOnly`) the table sees who shoots: his card turns over now
    // (RULES.md §13b, as the Wolf King's). Under `always` it is shown at his death already, or kept
    // hidden by a rule that hides that death (New Moon's Burial) until the game ends.
    if (s.setup.variants.revealOnDeath !== 'always') reveal(s, hunter, ctx, 'ability');
    ctx.emit({ type: 'hunterShot', audience: 'public', key: 'narration.hunter.shot', seat: hunter.seat, target });
    kill(s, target, 'hunter', ctx);
  },
  noShot(s, step, ctx) {
    ctx.emit({ type: 'hunterShot', audience: 'public', key: 'narration.hunter.noShot', seat: step.actor, target: null });
  },
});

/**
 * docs/rules.md §4.3: the dead Sheriff names a living successor; on timeout the draw decides. A rule
 * set may give him other choices (tearing up the badge, §9).
 */
const sheriffSuccession = successionStep({
  name: 'sheriffSuccession',
  promptId: 'sheriff.successor',
  title: 'prompt.sheriff.successor',
  narration: 'narration.sheriff.successor',
  candidates: titleHolders,
  stillHeldBy: (s, actor) => s.sheriff === actor,
  give(s, from, to, chosen, ctx) {
    s.sheriff = to;
    if (to !== null) ctx.emit({ type: 'sheriffPassed', audience: 'public', key: 'narration.sheriff.passed', from, to, random: !chosen });
  },
  otherPrompts: (s, step) => hooks.badgePrompts(s, step),
  decided: (s, step) => hooks.badgeDecided(s, step),
  disposed: (s, step, ctx, timedOut) => hooks.disposesBadge(s, step, ctx, timedOut),
});
export const sheriffSuccessionStep: typeof sheriffSuccession = { ...sheriffSuccession, chainOrder: 1, tableCountdown: true };

/** docs/rules.md §5.4: the Scapegoat, dead on a tie, names who may vote on the next day. */
export const scapegoatChoiceStep: StepModule<ChoiceData> = {
  name: 'scapegoatChoice',
  timing: 'decision',
  decidedByTheDead: true,
  tableCountdown: true,
  enter(s, step, ctx) {
    narrate(ctx, 'narration.scapegoat.choose', { seat: step.actor });
    const seats = livingSeats(s);
    step.prompts = seats.length ? [seatPrompt(step.actor!, 'scapegoat.voters', 'prompt.scapegoat.title', seats, 1, seats.length)] : [];
    step.data.nobody = seats.length === 0;
  },
  isComplete(s, step) {
    return step.data.nobody === true || step.prompts[0].answered;
  },
  resolve(s, step, ctx) {
    const prompt = step.prompts[0];
    if (!prompt?.answered) return;
    s.allowedVoters = (prompt.current as number[]).slice().sort((a, b) => a - b);
    s.allowedVotersDay = s.day + 1;
    ctx.emit({ type: 'scapegoatChose', audience: 'public', seat: step.actor, voters: s.allowedVoters, day: s.day + 1 });
  },
};
