/**
 * Sound direction: which cue plays on which public event, the ambient bed for each phase, and
 * the ticks of a day timer's last ten seconds. Uses the shared SoundPlayer (howler).
 */
import { NIGHTFALL, type GameEvent, type GameView } from '../../engine/index.js';
import type { CueId } from '../common/audio/sounds.js';
import type { TimerView } from '../../protocol/protocol.js';

export interface CuePlayer {
  playCue(id: CueId): boolean;
  setAmbience(a: 'night' | 'day' | null): void;
}

const VOTE_KEYS = new Set(['narration.vote.open', 'narration.vote.revote', 'narration.sheriff.vote', 'narration.sheriff.revote']);

/** The cues for a batch of live events, each at most once, in order. */
export function cuesFor(events: readonly GameEvent[]): CueId[] {
  const out: CueId[] = [];
  const add = (c: CueId) => { if (!out.includes(c)) out.push(c); };
  for (const e of events) {
    if (e.audience !== 'public') continue;
    switch (e.type) {
      case 'nightFell': add('night-falls'); break;
      case 'dawn': add('dawn'); break;
      case 'death': add('death'); break;
      case 'votesRevealed': add('reveal'); break;
      case 'narration':
        if (e.key === 'narration.werewolves.wake') add('wolves-wake');
        else if (e.key && VOTE_KEYS.has(e.key)) add('vote-open');
        break;
      case 'gameOver': {
        const w = (e.outcome as { winner?: string } | undefined)?.winner;
        add(w === 'village' ? 'win-village' : w === 'wolves' ? 'win-wolves' : 'win-solo');
        break;
      }
      case 'eventDrawn':
      case 'eventInPlay':
        add('event-card');
        break;
      default:
        break;
    }
  }
  return out;
}

/** The ambient bed for the game's phase (lobby: the night forest). */
export function ambienceFor(game: GameView | null, roomPhase: string | undefined): 'night' | 'day' | null {
  if (!game || roomPhase === 'lobby') return 'night';
  if (game.phase === 'over') return null;
  return game.phase === 'night' ? 'night' : 'day';
}

/**
 * Day steps the table watches show the big countdown and tick in the last ten seconds (each step
 * says so, StepModule.tableCountdown: the debate, the speeches, the votes, the Hunter's shot…);
 * night steps show none.
 */
export function isTimedDayStep(game: GameView | null): boolean {
  if (!game || game.phase !== 'day') return false;
  return NIGHTFALL.steps.get(game.step.name)?.tableCountdown === true;
}

/** Tick once per second in a timer's last ten seconds. */
export class Ticker {
  private last: string | null = null;
  constructor(private readonly play: (id: CueId) => void) {}

  update(timer: TimerView | null, game: GameView | null, now: number): void {
    if (!timer || timer.paused || !isTimedDayStep(game)) return;
    const left = timer.deadline - now;
    if (left <= 0 || left > 10_000) return;
    const sec = Math.ceil(left / 1000);
    const key = `${timer.stepId}:${timer.deadline}:${sec}`;
    if (key === this.last) return;
    this.last = key;
    this.play('tick');
  }
}
