import { narrate, player } from '../context.js';
import { rulesOf } from '../ruleBook.js';
import { isWolfCard } from './facts.js';
import { randomInt } from '../rng.js';
import { enterFake, type NoData, type StepModule } from '../steps/stepModule.js';
import type { GameState, PlayerState, PromptOption, RoleId } from '../types.js';
import type { RoleModule } from './roleModule.js';

declare module '../types.js' {
  interface StepData { thief: NoData }
  interface PromptInfos {
    /** The two spare cards, and whether he must take one (both are wolves). */
    'thief.swap': { spares: RoleId[]; mustTake: boolean };
  }
}

function thiefSeat(s: GameState): PlayerState | undefined {
  return s.players.find((p) => p.alive && p.card === 'thief' && p.role === 'thief');
}

function mustTake(s: GameState, spares: RoleId[]): boolean {
  return spares.length === 2 && spares.every((r) => isWolfCard(rulesOf(s), r));
}

function swap(s: GameState, thief: PlayerState, index: number): void {
  const taken = s.spares[index];
  s.spares = s.spares.slice();
  s.spares[index] = thief.role;
  thief.role = taken;
  // He plays the new card from now on, with all it brings: the Elder's second life (docs/rules.md §3, §5.6).
  thief.lives = taken === 'elder' ? 2 : 1;
}

const thiefStep: StepModule<NoData> = {
  name: 'thief',
  timing: 'night',
  night: { order: 10, firstNightOnly: true },
  enter(s, step, ctx) {
    narrate(ctx, 'narration.thief.wake');
    const thief = thiefSeat(s);
    if (!thief) return enterFake(step);
    const options: PromptOption[] = s.spares.map((role, i) => ({ id: `spare${i}`, label: `role.${role}`, role }));
    if (!mustTake(s, s.spares)) options.push({ id: 'keep', label: 'prompt.thief.keep' });
    step.prompts = [{
      id: 'thief.swap', seat: thief.seat, kind: 'option', title: 'prompt.thief.title', min: 1, max: 1,
      options,
      info: { spares: s.spares.slice(), mustTake: mustTake(s, s.spares) },
      answered: false, changeable: false,
    }];
  },
  choose(s, step, prompt, choice, ctx) {
    const thief = player(s, prompt.seat);
    if (choice !== 'keep') swap(s, thief, Number(String(choice).slice(5)));
    ctx.emit({ type: 'thiefChose', audience: [thief.seat], seat: thief.seat, role: thief.role, kept: choice === 'keep' });
    return null;
  },
  resolve(s, step, ctx, timedOut) {
    const prompt = step.prompts[0];
    if (timedOut && prompt && !prompt.answered && mustTake(s, s.spares)) {
      const thief = player(s, prompt.seat);
      swap(s, thief, randomInt(s, 2));
      ctx.emit({ type: 'thiefChose', audience: [thief.seat], seat: thief.seat, role: thief.role, kept: false, forced: true });
    }
    narrate(ctx, 'narration.thief.sleep');
  },
};

export const thief: RoleModule = { id: 'thief', camp: 'village', plainVillager: true, steps: [thiefStep] };
