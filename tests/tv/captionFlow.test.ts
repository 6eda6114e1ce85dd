/**
 * The TV's caption follows the step on screen (issue "the table's flow", stale captions): the
 * host's real messages for a real game go through the TV's store and narrator on a fake clock.
 * At nightfall a day step's call that ended during the vote reveal is not said late; after an
 * Undo the caption is at once the line of the step now on screen, and nothing from before the
 * Undo holds back or talks over what follows.
 */
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../renderer/common/i18n/index.js';
import type { T } from '../../renderer/tv/captions.js';
import { narrateBatch } from '../../renderer/tv/captionFlow.js';
import { Narrator } from '../../renderer/tv/narrator.js';
import { TvStore } from '../../renderer/tv/store.js';
import { fakeClock } from './support/fakeClock.js';
import { Driver, tableState, welcome, type Snapshot } from './support/scenario.js';

const i18n = createI18n('en');
const t: T = (key, opts) => String(i18n.t(key as string, opts as never));

/** A game of six with last words for every voted-out player: Di is voted out on day 1. */
function lastWordsGame(): Driver {
  const deck = ['werewolf', 'seer', 'witch', 'villager', 'villager', 'villager'] as const;
  const d = new Driver({
    players: ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo'], deck: [...deck], deal: [...deck], preset: 'official',
    variants: { lastWords: 'always', sheriffElection: 'off' }, seed: 3,
  });
  while (d.state.step.name !== 'vote') d.timeout();
  d.snap('vote');
  for (const seat of [1, 2, 3, 5, 6]) d.choose(seat, 'vote', [4]);
  d.choose(4, 'vote', [1]);
  d.expectStep('lastWords');
  d.snap('lastWords');
  d.choose(4, 'lastWords.done', true);
  d.expectStep('seer');
  d.snap('night2');
  return d;
}

/** The TV's store and narrator on a fake clock, wired as the page wires them. */
function tv(d: Driver) {
  const clock = fakeClock(1_000_000);
  const shown: string[] = [];
  let stops = 0;
  const narrator = new Narrator({
    now: clock.now,
    setTimeout: clock.setTimeout,
    stop: () => { stops += 1; },
  });
  narrator.subscribe(() => { if (narrator.current) shown.push(narrator.current.text); });
  const store = new TvStore();
  store.onBatch((b) => narrateBatch(narrator, b, t, clock.now()));
  store.handle(welcome(false, clock.now()));
  return {
    narrator, shown, stops: () => stops,
    /** The host's whole view at a snapshot (a connect, an Undo), or the events since `from`. */
    send(snap: Snapshot, from?: Snapshot) {
      store.handle(tableState(d, snap, 'en', { from, now: clock.now(), timer: null }));
    },
    advance: clock.advance,
  };
}

describe('the caption follows the step on screen', () => {
  it('at nightfall: last words that ended during the vote reveal are not called afterwards', async () => {
    const d = lastWordsGame();
    const s = (label: string) => d.snaps.get(label)!;
    const screen = tv(d);
    screen.send(s('vote'));
    screen.send(s('lastWords'), s('vote'));
    expect(screen.narrator.current?.text).toBe('The village has spoken: Di is eliminated.');
    await screen.advance(3000); // the reveal is still on screen: Di ends his last words at once
    screen.send(s('night2'), s('lastWords'));
    await screen.advance(30_000);
    const after = screen.shown.slice(screen.shown.indexOf('The village has spoken: Di is eliminated.') + 1);
    expect(after).toEqual(['Night 2 falls. Everyone, close your eyes.', 'Seer, wake up. Whose card do you wish to see?']);
  });

  it('last words still going when the reveal ends are called', async () => {
    const d = lastWordsGame();
    const s = (label: string) => d.snaps.get(label)!;
    const screen = tv(d);
    screen.send(s('vote'));
    screen.send(s('lastWords'), s('vote'));
    await screen.advance(30_000);
    expect(screen.narrator.current?.text).toBe('Di, say your last words.');
    screen.send(s('night2'), s('lastWords'));
    await screen.advance(30_000);
    expect(screen.shown.slice(-3)).toEqual([
      'Di, say your last words.', 'Night 2 falls. Everyone, close your eyes.', 'Seer, wake up. Whose card do you wish to see?',
    ]);
  });

  it('after an Undo during the reveal: the vote\'s line at once, the speech stopped, the new outcome not held back', async () => {
    const d = lastWordsGame();
    const s = (label: string) => d.snaps.get(label)!;
    const screen = tv(d);
    screen.send(s('vote'));
    screen.send(s('lastWords'), s('vote'));
    await screen.advance(4000); // the outcome has been said; the reveal still holds the last words back
    const stops = screen.stops();
    screen.send(s('vote')); // Undo: the host sends the whole, shorter history
    expect(screen.narrator.current?.text).toBe('Time to vote! Choose on your phone.');
    expect(screen.stops()).toBe(stops + 1);
    screen.send(s('lastWords'), s('vote')); // the votes are cast again
    expect(screen.narrator.current?.text).toBe('The village has spoken: Di is eliminated.');
    await screen.advance(30_000);
    expect(screen.narrator.current?.text).toBe('Di, say your last words.');
  });

  it('after an Undo across nightfall: the line of the step now on screen, nothing of the night after it', async () => {
    const d = lastWordsGame();
    const s = (label: string) => d.snaps.get(label)!;
    const screen = tv(d);
    screen.send(s('vote'));
    screen.send(s('lastWords'), s('vote'));
    await screen.advance(3000);
    screen.send(s('night2'), s('lastWords'));
    screen.send(s('lastWords')); // Undo before the narrator reached the night
    expect(screen.narrator.current?.text).toBe('Di, say your last words.');
    await screen.advance(30_000);
    expect(screen.narrator.current?.text).toBe('Di, say your last words.');
    expect(screen.shown).not.toContain('Night 2 falls. Everyone, close your eyes.');
  });
});
