import type { GameView } from '../views.js';
import type { Prompt } from '../types.js';

/**
 * What a role's folder gives the phone (engine/<set>/<role>/phone.ts, docs/adding-a-role.md):
 * words only, built from the player's own view. Declared here, in the engine, so that the folder's
 * .ts files import nothing outside engine/ (the layers rule); renderer/phone/game/rolePhones.ts
 * finds every folder's `phone` and asks it.
 */
export interface PhoneWords {
  /** This player's view (`game.me` is his own part). */
  readonly game: GameView;
  t(key: string, params?: Record<string, unknown>): string;
  /** A seat as the phone names it. */
  label(seat: number): string;
  /** Seats joined the way the language lists them. */
  list(seats: readonly number[]): string;
}

export interface RolePhone {
  /** Lines for the back of his card: what he knows through this role, from his own view. */
  knowledge?(w: PhoneWords): string[];
  /** Facts shown above a live prompt's choices, by prompt id (the hint `phone.hint.<id>` is shown anyway). */
  promptInfo?: Record<string, (w: PhoneWords, prompt: Prompt) => string[]>;
}
