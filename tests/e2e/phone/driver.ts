/**
 * Plays a game through the phones' UI: at every step, each phone showing an open prompt answers it
 * as the game's plan says (tapping tiles, options or yes/no, then the confirm button); when no
 * phone has anything to decide (a fake or information step, the discussion), the VIP taps
 * "Skip this step" in the host drawer — the host runs with a manual clock.
 */
import { ROLE_IDS } from '../../../engine/index.js';
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
  /** The Sheriff ballot: one seat for every voter, or chosen per voter. */
  sheriffVote?: number | ((voter: number) => number | undefined);
  /** The day's ballot of `voter`, given the seats he may vote for (the living). */
  vote?: (voter: number, selectable: number[]) => number | undefined;
  hunter?: number;
  successor?: number;
  scapegoat?: number[];
  // Modern Chinese tables (docs/rules.md §9)
  withdraw?: (seat: number) => boolean;
  direction?: 'left' | 'right';
  // New Moon (each defaults to the first possible answer)
  executioner?: number;
  /** The role the Executioner announces, given the one he alone was shown. */
  announce?: (seen: string) => string;
  seanceQuestion?: string;
  seanceAnswer?: boolean;
  /** Any other seat prompt of a New Moon card (accuse, friends, punish, vouch…), by prompt id. */
  seats?: Record<string, number[]>;
  punishVouch?: boolean;
  // The Characters (each defaults as said)
  /** The Wolf-Hound's side (default: the village). */
  houndSide?: 'villager' | 'werewolf';
  /** Yes/no prompts of the Characters by prompt id: wolfFather.infect, servant.take (default no). */
  confirm?: Record<string, boolean>;
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
      await p.chooseSeats([pick(typeof plan.sheriffVote === 'function' ? plan.sheriffVote(p.seat) : plan.sheriffVote, sel)!]);
      return true;
    case 'ready':
      await p.confirm(); // one tap: the button is the answer
      return true;
    case 'speech.done':
    case 'lastWords.done':
      await p.testid('speech-done').click();
      return true;
    case 'sheriff.withdraw':
      await p.chooseAnswer(plan.withdraw?.(p.seat) ?? false);
      return true;
    case 'sheriff.tear':
      return false; // the dying Sheriff answers sheriff.successor (or the clock tears the badge)
    case 'sheriff.direction':
      await p.chooseOption(plan.direction ?? 'left');
      return true;
    case 'vote':
      await p.chooseSeats([pick(plan.vote?.(p.seat, sel), sel)!]);
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
    case 'executioner.vote':
      await p.chooseSeats([pick(plan.executioner, sel)!]);
      return true;
    case 'executioner.announce': {
      const seen = (await p.testid('executioner-saw').getAttribute('data-role')) ?? '';
      const options = await p.page.$$eval('[data-testid="prompt"] [data-option]', (els) => els.map((e) => e.getAttribute('data-option') ?? ''));
      const want = plan.announce?.(seen) ?? seen;
      await p.chooseOption(options.includes(want) ? want : options[0]);
      return true;
    }
    case 'seance.question': {
      const options = await p.page.$$eval('[data-testid="prompt"] [data-option]', (els) => els.map((e) => e.getAttribute('data-option') ?? ''));
      await p.chooseOption(plan.seanceQuestion && options.includes(plan.seanceQuestion) ? plan.seanceQuestion : options[0]);
      return true;
    }
    case 'seance.answer':
      await p.chooseAnswer(plan.seanceAnswer ?? true);
      return true;
    case 'punish.vouch':
      await p.chooseAnswer(plan.punishVouch ?? false);
      return true;
    case 'wolfHound.choose':
      await p.chooseOption(plan.houndSide ?? 'villager');
      return true;
    case 'wolfFather.infect':
    case 'servant.take':
      await p.chooseAnswer(plan.confirm?.[prompt.id] ?? false);
      return true;
    case 'wildChild.model':
    case 'fox.sniff':
    case 'raven.mark':
    case 'whiteWerewolf.kill':
    case 'bigBadWolf.devour':
    // The boards China plays today (RULES.md §12): one player each, the plan's or the first offered.
    case 'psychic.inspect':
    case 'wolfKing.shoot':
    case 'whiteWolfKing.claw':
    case 'mechanicalWolf.learn':
    case 'mechanicalWolf.inspect':
    case 'mechanicalWolf.protect':
    case 'mechanicalWolf.poison':
    case 'mechanicalWolf.shoot':
    case 'mechanicalWolf.hunt': {
      // One player: the plan's, else the first that may be chosen.
      const want = (plan.seats?.[prompt.id] ?? []).find((s) => sel.includes(s)) ?? sel[0];
      await p.chooseSeats(want === undefined ? [] : [want]);
      return true;
    }
    case 'seance.point':
    case 'distrust.friends':
    case 'accuse':
    case 'punish.name':
    case 'vouch':
    case 'influences.first':
    case 'specter.wolf':
    case 'wolves.inspect':
    case 'executioner.successor': {
      const min = Number(await p.page.locator('[data-testid="prompt"]').getAttribute('data-min')) || 1;
      const want = (plan.seats?.[prompt.id] ?? []).filter((s) => sel.includes(s));
      for (const s of sel) if (want.length < min && !want.includes(s)) want.push(s);
      await p.chooseSeats(want.slice(0, Math.max(min, 1)));
      return true;
    }
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

const ROLES: readonly string[] = ROLE_IDS;

/** The VIP sets the deck with the ± buttons: these counts, every other role out (removals first). */
export async function vipSetDeck(vip: Phone, counts: Record<string, number>): Promise<void> {
  await vip.testid('tab-deck').click();
  const target = Object.fromEntries(ROLES.map((r) => [r, counts[r] ?? 0]));
  const current = Object.fromEntries(await Promise.all(ROLES.map(async (r) => [r, Number(await vip.testid(`role-${r}`).getAttribute('data-count'))] as const)));
  const order = [...ROLES.filter((r) => target[r] < current[r]), ...ROLES.filter((r) => target[r] > current[r])];
  for (const role of order) {
    const n = target[role];
    const row = vip.testid(`role-${role}`);
    for (let guard = 0; guard < 30; guard++) {
      const now = Number(await row.getAttribute('data-count'));
      if (now === n) break;
      await row.getByTestId(now < n ? 'plus' : 'minus').click();
      await vip.page.waitForFunction(([r, before]) => {
        const el = document.querySelector(`[data-testid="role-${r}"]`);
        return el && Number(el.getAttribute('data-count')) !== before;
      }, [role, now] as const);
    }
  }
}

/** Sheriff election off, from the Rules tab (the day stepper goes down to "off", past "day 1 before the deaths"). */
export async function sheriffOff(vip: Phone): Promise<void> {
  await vip.testid('tab-rules').click();
  const row = vip.testid('variant-sheriffElection');
  // day 1 → day 1 before the night's deaths → off
  for (let i = 0; i < 3 && !(await row.getByTestId('minus').isDisabled()); i++) {
    const before = await row.textContent();
    await row.getByTestId('minus').click();
    await vip.page.waitForFunction((text) => document.querySelector('[data-testid="variant-sheriffElection"]')?.textContent !== text, before);
  }
  await vip.page.waitForFunction(() => !!document.querySelector('[data-testid="variant-sheriffElection"] [data-testid="minus"]:disabled'));
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
