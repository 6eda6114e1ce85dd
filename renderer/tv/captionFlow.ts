/**
 * From the store's batches to the narrator: what the caption says for each batch. Kept apart
 * from the page so a test can drive it with the host's real messages. The caption follows the
 * step on screen: after an Undo or a reconnect it is at once the line of the step now on
 * screen; live lines after a dawn or a vote reveal wait for it, and a day step's call that is
 * over before it could be said (the Hunter already shot, the last words already ended) is skipped.
 */
import { captionLinesFor, lastCaption, nameBook, type T } from './captions.js';
import type { Narrator } from './narrator.js';
import type { Batch } from './store.js';
import { overlaySplit, overlaysFor, type Overlay } from './components/Overlays.js';

/** Narrates one batch; returns the overlays that take the stage (live batches only). */
export function narrateBatch(narrator: Narrator, b: Batch, t: T, now: number): Overlay[] {
  const nameOf = nameBook(b.state.game);
  narrator.setStep(b.state.game ? b.state.game.step.id : null);
  if (b.rewound || !b.live) {
    narrator.set(b.state.game ? lastCaption(b.state.log, t, nameOf) : null);
    return [];
  }
  const fresh = overlaysFor(b.events);
  // A dawn or a vote reveal takes the stage: what the narrator says after it waits.
  const split = overlaySplit(b.events);
  narrator.say(captionLinesFor(b.events.slice(0, split), t, nameOf));
  if (fresh.length) narrator.waitUntil(now + fresh.reduce((ms, o) => ms + o.ms, 0) - 1500);
  narrator.say(captionLinesFor(b.events.slice(split), t, nameOf));
  return fresh;
}
