/**
 * Ahead of the table. When a night step's last actor answers before the step's drawn end, the
 * host lets that player's phone see past the step at once (his result, the next step, even the
 * dawn) while every other device still shows the held step and its countdown (docs/protocol.md).
 * Shown as is, that phone would be the only one with another step name, no countdown, a fresh
 * decoy or a day screen: a tell. So while the timer still belongs to a night step this phone was
 * shown and the game has moved on, the phone keeps showing that step as done, exactly like a
 * sleeper's after the decoy.
 */
import type { Snapshot } from '../store.js';

const KEY = 'nightfall.nightSteps';

/** Every night step this phone was shown (step id → name); the last few survive a reload. */
const nightSteps = new Map<number, string>(load());

function load(): [number, string][] {
  try {
    const raw = JSON.parse(globalThis.sessionStorage?.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(raw) ? raw.filter((e): e is [number, string] => Array.isArray(e) && typeof e[0] === 'number' && typeof e[1] === 'string') : [];
  } catch {
    return [];
  }
}

function save(): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify([...nightSteps].slice(-8)));
  } catch {
    // private mode: a reload while ahead shows the next step early, nothing worse
  }
}

/** The confirmed choice of each night step, in words, for the "done" summary. */
const answered = new Map<number, string>();

export function rememberAnswer(stepId: number, text: string): void {
  answered.set(stepId, text);
}

export function answerOf(stepId: number): string | undefined {
  return answered.get(stepId);
}

/** Notes the night step of every snapshot (main.tsx calls it on each store change). */
export function noteNightStep(snap: Snapshot): void {
  const game = snap.game;
  if (game?.phase !== 'night' || nightSteps.get(game.step.id) === game.step.name) return;
  nightSteps.set(game.step.id, game.step.name);
  save();
}

/** The held night step the rest of the table still sees, when this phone is past it; else null. */
export function aheadOf(snap: Snapshot): { id: number; name: string } | null {
  const game = snap.game;
  if (!game || snap.room?.phase !== 'game') return null;
  noteNightStep(snap);
  const timer = snap.timer;
  if (!timer || timer.stepId >= game.step.id) return null;
  const name = nightSteps.get(timer.stepId);
  return name === undefined ? null : { id: timer.stepId, name };
}
