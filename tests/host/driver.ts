/**
 * Plays games through a real host with real sockets: every phone acts only from its own view
 * (its own prompts), and the TV with the host secret times steps out with `skip`.
 */
import { random, randomInt, type HasRng } from '../../engine/rng.js';
import type { Action, Prompt } from '../../engine/index.js';
import { randomChoice } from '../support/randomPlayer.js';
import type { TestClient } from './helpers.js';

export interface Table {
  /** phones[i] sits in seat i + 1. */
  phones: TestClient[];
  /** The TV with the host secret. */
  tv: TestClient;
  /** Everyone else watching (all get every broadcast). */
  others?: TestClient[];
}

function devices(t: Table): TestClient[] {
  return [t.tv, ...t.phones, ...(t.others ?? [])];
}

/** Waits until every device's latest state shows the game at `seq` or later. */
export async function settle(t: Table, seq: number, timeoutMs = 5000): Promise<void> {
  await Promise.all(devices(t).filter((d) => !d.closed).map((d) => d.waitState((s) => s.game !== null && s.game.seq >= seq, timeoutMs)));
}

function currentSeq(t: Table): number {
  return t.tv.game!.seq;
}

/**
 * Sends one scripted engine action the way the devices would: a choice from the phone of that
 * seat, a timeout as the host's `skip`. Returns the error code or null.
 */
export async function sendAction(t: Table, action: Action): Promise<string | null> {
  const step = t.tv.game!.step.id;
  if (action.type === 'timeout') return t.tv.host({ cmd: 'skip' });
  if (action.type === 'mark') return t.tv.host({ cmd: 'mark', mark: action.mark, seats: action.seats });
  const phone = t.phones[action.seat - 1];
  return phone.request({ t: 'choose', step, prompt: action.prompt, choice: action.choice });
}

/** Plays `actions` from index `from` (the game's current seq by default) to the end. */
export async function playScript(t: Table, actions: readonly Action[], from = currentSeq(t)): Promise<void> {
  for (let i = from; i < actions.length; i++) {
    const code = await sendAction(t, actions[i]);
    if (code !== null) throw new Error(`scripted action ${i} ${JSON.stringify(actions[i])} refused: ${code}`);
    await settle(t, i + 1);
  }
}

/**
 * Plays to the end with random legal choices, each drawn from a phone's own open prompts (the
 * wolves mostly follow the pick they see in their pack so nights end). Returns the action count.
 */
export async function playRandom(t: Table, rng: HasRng, maxActions = 3000, timeoutChance = 0.08): Promise<number> {
  let n = 0;
  while (t.tv.lastState()!.room.phase === 'game') {
    if (n++ > maxActions) throw new Error('random game did not end');
    const seq = currentSeq(t);
    const step = t.tv.game!.step.id;
    const open: { phone: TestClient; prompt: Prompt }[] = [];
    for (const phone of t.phones) {
      for (const prompt of phone.game?.prompts ?? []) if (!prompt.answered) open.push({ phone, prompt });
    }
    let code: string | null;
    const pick = open.length === 0 || random(rng) < timeoutChance ? null : open[randomInt(rng, open.length)];
    let choice = pick ? randomChoice(rng, pick.prompt) : null;
    if (pick?.prompt.id === 'wolves.victim') {
      const lead = pick.phone.game!.me?.pack.find((w) => w.pick !== null)?.pick;
      if (lead != null && pick.prompt.seats!.includes(lead) && random(rng) < 0.8) choice = [lead];
    }
    // A self-destruct "no", a duel with nobody chosen, decide nothing (the host drops them, the
    // seq stays): the wolf, the Knight, let the time run.
    if (pick?.prompt.id === 'wolf.selfDestruct' && choice === false) choice = null;
    if (pick?.prompt.id === 'duelKnight.duel' && Array.isArray(choice) && choice.length === 0) choice = null;
    if (!pick || choice === null) {
      code = await t.tv.host({ cmd: 'skip' });
    } else {
      code = await pick.phone.request({ t: 'choose', step, prompt: pick.prompt.id, choice });
    }
    if (code !== null) throw new Error(`random legal action refused: ${code}`);
    await settle(t, seq + 1);
  }
  return n;
}
