/**
 * The narrator never drops a line (issue "Nobody is found out by his phone", point 8): on a loaded
 * laptop the host's frames come late and in bursts, and each line is said slowly; a dawn with two
 * deaths, the Raven's mark and a New Moon card must still be captioned line by line, each exactly
 * once, in order. The host's real messages go through the TV's store and narrator on a fake clock.
 */
import { describe, expect, it } from 'vitest';
import { eventsFor, viewFor } from '../../engine/index.js';
import { createI18n } from '../../renderer/common/i18n/index.js';
import { captionsFor, nameBook, type T } from '../../renderer/tv/captions.js';
import { narrateBatch } from '../../renderer/tv/captionFlow.js';
import { Narrator } from '../../renderer/tv/narrator.js';
import { TvStore } from '../../renderer/tv/store.js';
import { fakeClock } from './support/fakeClock.js';
import { Driver, scriptedGame, tableState, welcome, type Snapshot } from './support/scenario.js';

const i18n = createI18n('en');
const t: T = (key, opts) => String(i18n.t(key as string, opts as never));
const DEAL = ['werewolf', 'werewolf', 'seer', 'witch', 'raven', 'villager', 'villager', 'villager'] as const;

/** Night 2: the Raven marks Flo, the wolves eat Gus, the Witch poisons Hal; dawn 2 draws Full Moon Rising. */
function dawnGame(): Driver {
  const d = new Driver({
    players: ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal'], deck: [...DEAL], deal: [...DEAL], preset: 'official', seed: 4,
    variants: { newMoon: 'eachDawn', sheriffElection: 'off' }, eventDeck: ['fullMoonRising'],
  });
  while (d.state.phase === 'night') d.timeout();
  d.expectStep('discussion');
  while (d.state.step.name !== 'seer') d.timeout();
  d.snap('night2');
  d.expectStep('seer');
  d.timeout();
  d.expectStep('raven');
  d.choose(5, 'raven.mark', [6]);
  d.snap('night2.raven');
  d.choose(1, 'wolves.victim', [7]);
  d.choose(2, 'wolves.victim', [7]);
  d.expectStep('witch');
  d.choose(4, 'witch.heal', false);
  d.choose(4, 'witch.poison', [8]);
  d.expectStep('event');
  d.snap('day2.event');
  return d;
}

describe('a late burst of lines', () => {
  it('captions every line of a dawn with two deaths, a Raven mark and a New Moon card once each, in order', async () => {
    const d = dawnGame();
    const clock = fakeClock(1_000_000);
    const shown: string[] = [];
    const spoken: string[] = [];
    // A slow voice: every line takes 7 s to say.
    const narrator = new Narrator({
      now: clock.now,
      setTimeout: clock.setTimeout,
      speak: (text) => { spoken.push(text); return new Promise((done) => clock.setTimeout(done, 7000)); },
    });
    narrator.subscribe(() => { if (narrator.current) shown.push(narrator.current.text); });
    const store = new TvStore();
    store.onBatch((b) => narrateBatch(narrator, b, t, clock.now()));
    store.handle(welcome(false, clock.now()));
    const send = (snap: Snapshot, from?: Snapshot) => store.handle(tableState(d, snap, 'en', { from, now: clock.now(), timer: null }));
    send(d.snaps.get('night2')!);
    await clock.advance(60_000);
    shown.length = 0;
    // The laptop is loaded: the Seer's and Raven's steps come together, then the rest of the night,
    // the dawn and the card in one frame while the Raven's lines are still being said.
    send(d.snaps.get('night2.raven')!, d.snaps.get('night2'));
    await clock.advance(500);
    send(d.snaps.get('day2.event')!, d.snaps.get('night2.raven'));
    await clock.advance(180_000);

    const table = { kind: 'table' } as const;
    const expected = captionsFor(eventsFor(d.state, d.events.slice(d.snaps.get('night2')!.cursor), table), t, nameBook(viewFor(d.state, table)));
    // The moment under test is there: two deaths, the mark and the card.
    expect(expected).toEqual(expect.arrayContaining([
      'Day 2 dawns. The village wakes to find Gus and Hal dead.',
      'Gus, the Villager, was devoured by the werewolves.',
      'Hal, the Villager, was poisoned.',
      'The Raven has marked Flo: two votes against them today.',
    ]));
    expect(expected.some((l) => l.startsWith('Full Moon Rising'))).toBe(true);
    expect(shown).toEqual(expected);
    // Behind, the calls were cut short; the news was still said.
    const news = expected.filter((l) => /dawns|Villager|Raven has|Full Moon/.test(l));
    expect(news.length).toBeGreaterThanOrEqual(5);
    expect(spoken).toEqual(expect.arrayContaining(news));
    expect(spoken).not.toContain('Werewolves, close your eyes.');
  });

  it('a line that is late is shortened, not lost: a long burst is through in little more than a second a line', async () => {
    const clock = fakeClock(0);
    const shown: { text: string; at: number }[] = [];
    const narrator = new Narrator({ now: clock.now, setTimeout: clock.setTimeout, speak: () => new Promise((done) => clock.setTimeout(done, 7000)) });
    narrator.subscribe(() => { if (narrator.current) shown.push({ text: narrator.current.text, at: clock.now() }); });
    const lines = Array.from({ length: 12 }, (_, i) => `Line ${i + 1}`);
    narrator.say(lines);
    await clock.advance(120_000);
    expect(shown.map((s) => s.text)).toEqual(lines);
    // While two or more lines wait, each is shown briefly and not spoken (the voice takes 7 s).
    for (let i = 1; i <= 10; i++) expect(shown[i].at - shown[i - 1].at, `line ${i}`).toBeLessThanOrEqual(1500);
  });
});

describe('the end, sent again', () => {
  it('the winning line is captioned once when the host sends the whole history at the end and again after the reveal', async () => {
    const d = scriptedGame('en');
    const clock = fakeClock(1_000_000);
    const shown: string[] = [];
    const narrator = new Narrator({ now: clock.now, setTimeout: clock.setTimeout });
    narrator.subscribe(() => { if (narrator.current) shown.push(narrator.current.text); });
    const store = new TvStore();
    store.onBatch((b) => narrateBatch(narrator, b, t, clock.now()));
    store.handle(welcome(false, clock.now()));
    const over = d.snaps.get('over')!;
    store.handle(tableState(d, d.snaps.get('day2.hunter')!, 'en', { now: clock.now(), timer: null }));
    await clock.advance(60_000);
    // The shot ends the game: every device gets its whole history (secrets included) at once…
    store.handle(tableState(d, over, 'en', { now: clock.now(), timer: null }));
    await clock.advance(30_000);
    // …and again when the held reveal is let go.
    store.handle(tableState(d, over, 'en', { now: clock.now(), timer: null }));
    await clock.advance(30_000);
    expect(shown.filter((l) => l === 'No werewolf is left. The village wins!')).toHaveLength(1);
  });
});
