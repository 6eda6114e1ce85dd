/**
 * The TV's narration logic without a browser: captions from public events (fake steps read the
 * same), the recap from the whole history, the narrator's pacing, the store's resyncs, the cues.
 */
import { describe, expect, it } from 'vitest';
import { apply, createGame, eventsFor, viewFor, type GameEvent, type StepName } from '../../engine/index.js';
import { createI18n } from '../../renderer/common/i18n/index.js';
import { captionsFor, deathTimes, lastCaption, nameBook, type T } from '../../renderer/tv/captions.js';
import { cuesFor, isTimedDayStep, Ticker } from '../../renderer/tv/director.js';
import { Narrator } from '../../renderer/tv/narrator.js';
import { buildRecap } from '../../renderer/tv/recap.js';
import { TvStore } from '../../renderer/tv/store.js';
import { overlaySplit, overlaysFor } from '../../renderer/tv/components/Overlays.js';
import { fakeClock } from './support/fakeClock.js';
import { scriptedGame, tableState, welcome } from './support/scenario.js';

const tOf = (lang: 'en' | 'zh-CN'): T => {
  const i18n = createI18n(lang);
  return (key, opts) => String(i18n.t(key as string, opts as never));
};
const t = tOf('en');
const zh = tOf('zh-CN');
const table = { kind: 'table' } as const;

describe('captions', () => {
  const d = scriptedGame('en');
  const publicEvents = eventsFor(d.snaps.get('night2.start')!.state, d.events, table);
  const names = nameBook(viewFor(d.state, table));

  it('reads every step of a night, in order, from public events only', () => {
    const night1 = publicEvents.slice(0, publicEvents.findIndex((e) => e.type === 'stepStarted' && e.step === 'dawn'));
    expect(captionsFor(night1, t, names)).toEqual([
      'Welcome to the village. 8 souls gather around the fire.',
      'Night 1 falls. Everyone, close your eyes.',
      'Guard, wake up. Whom do you protect tonight?', 'Guard, close your eyes.',
      'Seer, wake up. Whose card do you wish to see?', 'Seer, close your eyes.',
      'Werewolves, wake up. Choose your victim.', 'Werewolves, close your eyes.',
      'Witch, wake up. Will you use your potions?', 'Witch, close your eyes.',
    ]);
  });

  it('says a fake step (role dead or absent) with exactly the words of a real one', () => {
    const night = (deal: string[]) => {
      const g = createGame({ players: ['A', 'B', 'C', 'D', 'E', 'F'], deck: ['werewolf', 'seer', 'witch', 'villager', 'villager', 'villager'], deal: deal as never, preset: 'official', seed: 1 });
      let s = g.state;
      const events: GameEvent[] = g.events.slice();
      while (s.step.name !== 'dawn' && s.phase === 'night') {
        const r = apply(s, { type: 'timeout', step: s.step.id });
        if (!r.ok) throw new Error(r.rejection.code);
        s = r.state;
        events.push(...r.events);
      }
      return captionsFor(eventsFor(s, events, table), t, nameBook(viewFor(s, table)));
    };
    // Same deck, different seats: the captions are the same, word for word.
    expect(night(['werewolf', 'seer', 'witch', 'villager', 'villager', 'villager'])).toEqual(night(['villager', 'villager', 'villager', 'witch', 'seer', 'werewolf']));
  });

  it('announces dawn, deaths with their card, the Sheriff, the vote outcome and the winner', () => {
    const all = captionsFor(eventsFor(d.state, d.events, table).filter((e) => e.audience === 'public'), t, names);
    expect(all).toContain('Day 1 dawns. The village wakes to find Chloé dead.');
    expect(all).toContain('Chloé, the Villager, was devoured by the werewolves.');
    expect(all).toContain('Aurora is the Sheriff.');
    expect(all).toContain('A tie, broken by the Sheriff\'s vote: Bastien is eliminated.');
    expect(all).toContain('Elena was the Hunter. Hunter, take your last shot.');
    expect(all).toContain('The Hunter shoots Félix.');
    expect(all[all.length - 1]).toBe('No werewolf is left. The village wins!');
  });

  it('has every line in Chinese too', () => {
    const zd = scriptedGame('zh-CN');
    const lines = captionsFor(eventsFor(zd.state, zd.events, table).filter((e) => e.audience === 'public'), zh, nameBook(viewFor(zd.state, table)));
    expect(lines).toContain('第 1 夜，天黑请闭眼。');
    expect(lines).toContain('预言家请睁眼。你要查验谁的身份？');
    expect(lines.join('')).not.toMatch(/narration\.|death\.|vote\.outcome|tv\./);
  });

  it('resumes on the last line said after a reconnect', () => {
    const snap = d.snaps.get('night2.wolves')!;
    expect(lastCaption(eventsFor(snap.state, d.events.slice(0, snap.cursor), table), t, names)).toBe('Werewolves, wake up. Choose your victim.');
  });

  it('dates deaths announced at dawn to the night before', () => {
    const times = deathTimes(eventsFor(d.state, d.events, table));
    expect(times.get(3)).toEqual({ kind: 'night', n: 1 });
    expect(times.get(2)).toEqual({ kind: 'day', n: 1 });
    expect(times.get(5)).toEqual({ kind: 'night', n: 2 });
    expect(times.get(6)).toEqual({ kind: 'day', n: 2 });
  });
});

describe('recap', () => {
  it('tells every night and day from the full history', () => {
    const d = scriptedGame('en');
    const sections = buildRecap(eventsFor(d.state, d.events, table), t, nameBook(viewFor(d.state, table)));
    expect(sections.map((s) => `${s.kind}${s.n}`)).toEqual(['night1', 'day1', 'night2', 'day2']);
    const text = (i: number) => sections[i].items.map((x) => x.text);
    expect(text(0)).toEqual(['The Guard protected Aurora', 'The Seer inspected Bastien: Werewolf', 'The werewolves chose Chloé']);
    expect(text(1)).toContain('Vote: Aurora 3, Bastien 3, Félix 2 — A tie, broken by the Sheriff\'s vote: Bastien is eliminated.');
    expect(text(3)).toContain('The Hunter shot Félix');
  });
});

describe('narrator', () => {
  it('keeps each line on screen, speaks it, and waits while a reveal has the stage', async () => {
    const clock = fakeClock();
    const spoken: string[] = [];
    const n = new Narrator({ ...clock, minMs: () => 1000, speak: async (x) => { spoken.push(x); } });
    n.say(['one', 'two']);
    expect(n.current?.text).toBe('one');
    await clock.advance(1000);
    expect(n.current?.text).toBe('two');
    n.say(['outcome']);
    n.waitUntil(clock.now() + 8000);
    n.say(['night falls']);
    await clock.advance(1000);
    expect(n.current?.text).toBe('outcome');
    await clock.advance(3000);
    expect(n.current?.text).toBe('outcome');
    await clock.advance(5000);
    expect(n.current?.text).toBe('night falls');
    expect(spoken).toEqual(['one', 'two', 'outcome', 'night falls']);
  });

  it('keeps a running count up to date instead of queueing every number', async () => {
    const clock = fakeClock();
    const spoken: string[] = [];
    const n = new Narrator({ ...clock, minMs: () => 2400, speak: async (x) => { spoken.push(x); } });
    const ready = (k: number) => ({ text: `${k} of 8 ready`, live: 'ready' });
    n.say(['Look at your card.', ready(1)]);
    n.say([ready(2)]);
    n.say([ready(3)]);
    // Queued behind the first line: one count, the newest.
    expect(n.current?.text).toBe('Look at your card.');
    await clock.advance(2400);
    expect(n.current?.text).toBe('3 of 8 ready');
    // On screen: the number changes at once, nothing new is spoken.
    for (let k = 4; k <= 8; k++) {
      n.say([ready(k)]);
      expect(n.current?.text).toBe(`${k} of 8 ready`);
      await clock.advance(100);
    }
    expect(spoken).toEqual(['Look at your card.', '3 of 8 ready']);
    // Any other line still comes after the count, in turn.
    n.say(['Night 1 falls.']);
    expect(n.current?.text).toBe('8 of 8 ready');
    await clock.advance(2400);
    expect(n.current?.text).toBe('Night 1 falls.');
  });
});

describe('store', () => {
  it('replaces the log on a fresh state, appends otherwise, and tells live events from a resync', () => {
    const d = scriptedGame('en');
    const store = new TvStore();
    const batches: { live: boolean; types: string[] }[] = [];
    store.onBatch((b) => batches.push({ live: b.live, types: b.events.map((e) => e.type) }));
    const a = d.snaps.get('day1.voting')!;
    const b = d.snaps.get('night2.start')!;
    store.handle(welcome(false));
    store.handle(tableState(d, a, 'en'));
    expect(batches[0].live).toBe(false);
    store.handle(tableState(d, b, 'en', { from: a }));
    expect(batches[1].live).toBe(true);
    expect(batches[1].types).toContain('votesRevealed');
    expect(store.state.log.length).toBe(eventsFor(b.state, d.events.slice(0, b.cursor), table).length);
    // An undo: a fresh, shorter history — nothing is live.
    store.handle(tableState(d, a, 'en'));
    expect(batches[2]).toEqual({ live: true, types: [] });
  });
});

describe('sound direction and overlays', () => {
  const d = scriptedGame('en');
  const publicEvents = eventsFor(d.state, d.events, table).filter((e) => e.audience === 'public');

  it('plays a cue per kind of moment', () => {
    expect(cuesFor(publicEvents)).toEqual(['night-falls', 'wolves-wake', 'dawn', 'death', 'vote-open', 'reveal', 'win-village']);
  });

  it('ticks once a second in the last ten seconds of a day timer only', () => {
    const played: string[] = [];
    const ticker = new Ticker((id) => played.push(id));
    const day = viewFor(d.snaps.get('day1.discussion')!.state, table);
    const night = viewFor(d.snaps.get('night2.wolves')!.state, table);
    expect(isTimedDayStep(day)).toBe(true);
    expect(isTimedDayStep(night)).toBe(false);
    const timer = { deadline: 100_000, duration: 60_000, paused: false, remaining: 0, stepId: day.step.id };
    for (let now = 85_000; now < 100_000; now += 250) ticker.update(timer, day, now);
    expect(played.length).toBe(10);
    for (let now = 85_000; now < 100_000; now += 250) ticker.update(timer, night, now);
    expect(played.length).toBe(10);
  });

  it('times the day steps the table watches (each step says so), not every step of the day', () => {
    const day = viewFor(d.snaps.get('day1.discussion')!.state, table);
    const at = (name: StepName) => isTimedDayStep({ ...day, step: { ...day.step, name } });
    // The debate, the votes and the death-chain decisions the whole table waits on, the Wolf King's shot as the Hunter's.
    for (const name of ['speech', 'vote', 'sheriffVote', 'hunterShot', 'sheriffSuccession', 'scapegoatChoice', 'wolfKingShot'] as StepName[]) {
      expect(at(name), name).toBe(true);
    }
    // A decision by day is not timed for that alone: the Servant's pause says nothing, nor a New Moon vouch.
    for (const name of ['servant', 'vouch'] as StepName[]) expect(at(name), name).toBe(false);
  });

  it('shows a reveal for a vote and a dawn for the night, and splits the narration after them', () => {
    const a = d.snaps.get('day1.voting')!;
    const b = d.snaps.get('night2.start')!;
    const batch = eventsFor(b.state, d.events.slice(a.cursor, b.cursor), table);
    const [o] = overlaysFor(batch);
    expect(o.kind).toBe('reveal');
    const split = overlaySplit(batch);
    expect(captionsFor(batch.slice(0, split), t, nameBook(viewFor(b.state, table)))).toEqual(['A tie, broken by the Sheriff\'s vote: Bastien is eliminated.']);
    expect(captionsFor(batch.slice(split), t, nameBook(viewFor(b.state, table)))[0]).toBe('Night 2 falls. Everyone, close your eyes.');
  });
});
