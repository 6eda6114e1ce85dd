/**
 * Plays a game through the phones' UI: at every step, each phone showing an open prompt answers it
 * as the game's plan says (tapping tiles, options or yes/no, then the confirm button); when no
 * phone has anything to decide (a fake or information step, the discussion), the VIP taps
 * "Skip this step" in the host drawer — the host runs with a manual clock.
 */
import type { Phone } from './harness.js';

export interface Step {
  id: number;
  name: string;
  phase: string;
}

export interface Plan {
  thief?: string;
  cupid?: [number, number];
  guard?: number | null;
  seer?: number;
  wolves?: number;
  peek?: boolean;
  heal?: boolean;
  poison?: number | null;
  piper?: number[];
  stand?: (seat: number) => boolean;
  sheriffVote?: number;
  vote?: (voter: number) => number | undefined;
  hunter?: number;
  successor?: number;
  scapegoat?: number[];
}

export interface DriveOptions {
  /** Stop before this step is played (the caller then does something special). */
  until?: (step: Step) => boolean;
  /** Called once each time a new step shows, before anyone acts. */
  onStep?: (step: Step) => Promise<void>;
  maxRounds?: number;
}

function pick(preferred: number | undefined | null, selectable: number[]): number | undefined {
  if (preferred !== undefined && preferred !== null && selectable.includes(preferred)) return preferred;
  return selectable[0];
}

/** Answers one open prompt on one phone according to the plan; returns whether it acted. */
export async function answer(p: Phone, plan: Plan, prompt: { id: string; kind: string; answered: boolean }): Promise<boolean> {
  if (prompt.answered) return false;
  const sel = prompt.kind === 'seats' ? await p.selectableSeats() : [];
  switch (prompt.id) {
    case 'thief.swap':
      await p.chooseOption(plan.thief ?? 'keep');
      return true;
    case 'cupid.lovers':
      await p.chooseSeats(plan.cupid ?? sel.slice(0, 2));
      return true;
    case 'guard.protect':
      await p.chooseSeats(plan.guard === null || plan.guard === undefined ? [] : [pick(plan.guard, sel)!]);
      return true;
    case 'seer.inspect':
      await p.chooseSeats([pick(plan.seer, sel)!]);
      return true;
    case 'wolves.victim':
      await p.chooseSeats([pick(plan.wolves, sel)!]);
      return true;
    case 'littleGirl.peek':
      await p.chooseAnswer(!!plan.peek);
      return true;
    case 'witch.heal':
      await p.chooseAnswer(!!plan.heal);
      return true;
    case 'witch.poison':
      await p.chooseSeats(plan.poison === null || plan.poison === undefined ? [] : [pick(plan.poison, sel)!]);
      return true;
    case 'piper.charm': {
      const want = (plan.piper ?? []).filter((s) => sel.includes(s));
      for (const s of sel) if (want.length < Math.min(2, sel.length) && !want.includes(s)) want.push(s);
      await p.chooseSeats(want.slice(0, Math.min(2, sel.length)));
      return true;
    }
    case 'sheriff.stand':
      await p.chooseAnswer(plan.stand ? plan.stand(p.seat) : false);
      return true;
    case 'sheriff.vote':
      await p.chooseSeats([pick(plan.sheriffVote, sel)!]);
      return true;
    case 'speech.done':
      await p.chooseAnswer(true);
      return true;
    case 'vote':
      await p.chooseSeats([pick(plan.vote?.(p.seat), sel)!]);
      return true;
    case 'hunter.shoot':
      await p.chooseSeats([pick(plan.hunter, sel)!]);
      return true;
    case 'sheriff.successor':
      await p.chooseSeats([pick(plan.successor, sel)!]);
      return true;
    case 'scapegoat.voters':
      await p.chooseSeats(plan.scapegoat?.filter((s) => sel.includes(s)) ?? sel);
      return true;
    default:
      throw new Error(`no plan for prompt ${prompt.id}`);
  }
}

async function waitNewStep(vip: Phone, stepId: number, ms: number): Promise<void> {
  try {
    await vip.page.waitForFunction((id) => {
      const game = document.querySelector('[data-testid="game"]');
      return !game || Number(game.getAttribute('data-step-id')) !== id;
    }, stepId, { timeout: ms });
  } catch {
    // the step is still on: another round
  }
}

/** Plays until the game is over (or `until` says stop). Returns the step it stopped at. */
export async function drive(phones: Phone[], vip: Phone, plan: Plan, opts: DriveOptions = {}): Promise<Step> {
  let lastStep = -1;
  let idle = 0;
  for (let round = 0; round < (opts.maxRounds ?? 400); round++) {
    const step = await vip.step();
    if (step.phase === 'over') return step;
    if (opts.until?.(step)) return step;
    // Every phone must show this step before anyone decides that nobody has anything to do.
    await Promise.all(phones.map((p) => p.page.waitForFunction((id) => {
      const game = document.querySelector('[data-testid="game"]');
      return !!game && (Number(game.getAttribute('data-step-id')) >= id || game.getAttribute('data-phase') === 'over');
    }, step.id, { timeout: 10_000 })));
    if (step.id !== lastStep) {
      lastStep = step.id;
      idle = 0;
      if (opts.onStep) await opts.onStep(step);
    }
    const acted = await Promise.all(phones.map(async (p) => {
      const prompt = await p.prompt();
      if (!prompt || prompt.answered) return false;
      const now = await p.step();
      if (now.id !== step.id) return false;
      const did = await answer(p, plan, prompt);
      if (did) await p.waitAnswered(prompt.id, step.id);
      return did;
    }));
    if (acted.some(Boolean)) {
      await waitNewStep(vip, step.id, 400);
      continue;
    }
    // Nobody has anything left to decide now: the step waits for its clock.
    idle += 1;
    if (idle >= 1) {
      const again = await vip.step();
      if (again.id === step.id && again.phase !== 'over') await vip.hostCommand('skip');
    }
    await waitNewStep(vip, step.id, 3000);
  }
  throw new Error('the game did not end');
}
