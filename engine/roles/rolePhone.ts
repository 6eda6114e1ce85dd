import type { GameView } from '../views.js';
import type { EventOf, GameEventType, Prompt, RoleId, StepName } from '../types.js';

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

/**
 * One of tonight's answers as the phone shows it behind the hold button (Tonight.tsx), the way the
 * Seer's vision is shown: its words, and the card drawn beside them when the answer is a card.
 */
export interface PhoneResult {
  text: string;
  role?: RoleId;
  /** A second, quieter line under it (the Fox's lost nose). */
  note?: string;
  /** `data-testid` of the result (the Seer's is `seer-result`), and its `data-result`. */
  testid: string;
  result: string;
}

/** Per event type, the function that shows one of this role's private events of tonight. */
export type TonightResults = { [K in GameEventType]?: (w: PhoneWords, e: EventOf<K>) => PhoneResult | null };

/**
 * A day power as the phone's day bar lists it (renderer/phone/game/DayBar.tsx): a standing prompt
 * its card may use by day (the Knight's duel), never a button of its own on the screen.
 */
export interface DayPower {
  /** i18n key: the power's button in the sheet. */
  label: string;
  /** i18n key: one line under it, what it does. */
  hint: string;
  /**
   * i18n keys of the second question, for a yes/no power (the prompt's kind `confirm`): it cannot
   * be undone, so it is asked once more. A power with targets (kind `seats`) shows its prompt in
   * the sheet instead, whose confirm button is the second step.
   */
  confirm?: { question: string; yes: string };
}

export interface RolePhone {
  /** Lines for the back of his card: what he knows through this role, from his own view. */
  knowledge?(w: PhoneWords): string[];
  /** Facts shown above a live prompt's choices, by prompt id (the hint `phone.hint.<id>` is shown anyway). */
  promptInfo?: Record<string, (w: PhoneWords, prompt: Prompt) => string[]>;
  /** Tonight's private events of this role, by type: what his hold button shows (Tonight.tsx). */
  tonight?: TonightResults;
  /** This role's day powers, by standing prompt id: listed in the sheet behind the day bar. */
  dayPowers?: Record<string, DayPower>;
  /**
   * Whether this table has this role's day powers at all, from what the table knows (the deck):
   * then every living phone shows the day bar by day, whatever its card.
   */
  tableHasDayPowers?(game: GameView): boolean;
  /**
   * Another name for a step, from the deck (public): the key under `step.` / `tv.step.` the phone and
   * the TV show for it (the Guard's step, when the Dreamweaver wakes in it, names him). Undefined: its own.
   */
  stepLabel?(deck: readonly RoleId[], step: StepName): string | undefined;
}
