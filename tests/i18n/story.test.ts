/**
 * The story (renderer/common/story/): every event type has, for each device, a sentence or an
 * explicit silence, and every sentence it says exists in both languages (a missing string would
 * show its raw key). New Moon's view facts match what the pages used to rebuild from the log.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { apply, createGame, viewFor, type GameEvent, type GameState } from '../../engine/index.js';
import type { EventOf, GameEventType } from '../../engine/types.js';
import { newMoonFacts } from '../../engine/newMoon/view.js';
import { createI18n } from '../../renderer/common/i18n/index.js';
import { captionOf, phoneLineOf, STORY, SILENT, tvRecapOf, type PhoneWords, type T } from '../../renderer/common/story/index.js';
import { baseStory } from '../../renderer/common/story/base.js';
import type { EventStory } from '../../renderer/common/story/types.js';
import { makeCtx } from '../../renderer/phone/game/ctx.js';
import { executionerSeat } from '../../renderer/phone/game/NewMoon.js';
import { hasKey, loadLang, translator } from '../../renderer/phone/i18n.js';
import { nameBook } from '../../renderer/tv/captions.js';
import { setupArb } from '../support/arbitraries.js';
import { playRandomGame, randomAction } from '../support/randomPlayer.js';

// @ts-expect-error: a story that leaves out a rule set's event types does not build.
const incomplete: { [K in GameEventType]: EventStory<EventOf<K>> } = { ...baseStory };
void incomplete;

const LANGS = ['en', 'zh-CN'] as const;
/** A string i18next could not find comes back as its key: "phone.story.night", "tv.recap.guard". */
const RAW_KEY = /\b(?:phone|tv|narration|event|death|vote|role|win|step|seerResult|prompt)\.[a-zA-Z]+(?:\.[\w]+)*/;

function games(runs: number, seed: number) {
  return fc.sample(setupArb, { numRuns: runs, seed }).map((setup, i) => playRandomGame(setup, i + 1));
}

beforeAll(async () => {
  await loadLang('en');
  await loadLang('zh-CN');
});

describe('the story', () => {
  const played = games(60, 25);

  it('has, for every event type the games emit, a sentence or a silence on each device', () => {
    const seen = new Set<string>();
    for (const g of played) for (const e of g.events) seen.add(e.type);
    expect(seen.size).toBeGreaterThan(60);
    const table = STORY as Record<string, EventStory<GameEvent> | undefined>;
    for (const type of seen) {
      const story = table[type];
      expect(story, type).toBeDefined();
      for (const device of ['caption', 'tvRecap', 'phone'] as const) {
        const say = story![device];
        expect(typeof say === 'function' || say === SILENT, `${type} on ${device}`).toBe(true);
      }
    }
  });

  it('says every sentence in both languages: no raw key on the TV or on a phone', () => {
    let said = 0;
    for (const g of played) {
      for (const lang of LANGS) {
        const i18 = createI18n(lang);
        const t = i18.t.bind(i18) as T;
        const nameOf = nameBook(viewFor(g.state, { kind: 'table' }));
        const memory = { lastVoteElected: null, pendingVote: null, causeOf: (seat: number) => g.state.players[seat - 1].death?.cause };
        const view = viewFor(g.state, { kind: 'seat', seat: 1 });
        const snap = { game: view, room: { players: [] }, events: g.events, you: null, pending: {} } as never;
        const ctx = makeCtx(snap, {} as never, translator(lang), lang);
        const phone: PhoneWords = { ...ctx, hasKey: (key) => hasKey(lang, key) };
        for (const e of g.events) {
          const texts = [captionOf(e, t, nameOf), tvRecapOf(e, t, nameOf, memory)?.item?.text, phoneLineOf(e, phone)?.text];
          for (const text of texts) {
            if (!text) continue;
            said++;
            expect(text, `${lang} ${e.type}: ${text}`).not.toMatch(RAW_KEY);
          }
        }
      }
    }
    expect(said).toBeGreaterThan(1000);
  });
});

describe("New Moon's facts in the view", () => {
  it("names the Executioner as the page's scan of the log did, and his view holds the cards he was shown", () => {
    let checked = 0;
    let shown = 0;
    for (const [i, setup] of fc.sample(setupArb, { numRuns: 40, seed: 3 }).entries()) {
      const s0 = { ...setup, startingEvents: ['executioner'], variants: { ...setup.variants, newMoon: 'eachDawn' as const } };
      let state: GameState = createGame(s0).state;
      const events: GameEvent[] = [];
      const rng = { rng: i + 1 };
      for (let n = 0; state.phase !== 'over' && n < 3000; n++) {
        const r = apply(state, randomAction(rng, state));
        if (!r.ok) continue;
        state = r.state;
        events.push(...r.events);
        expect(newMoonFacts(state).executioner).toBe(executionerSeat(events));
        // What he was shown, his view knows: the phone reads the card there, not in the log.
        for (const e of r.events) {
          if (e.type !== 'executionerSees' || !Array.isArray(e.audience)) continue;
          expect(viewFor(state, { kind: 'seat', seat: e.audience[0] }).players[e.seat - 1].role).toBe(e.role);
          shown++;
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(shown).toBeGreaterThan(5);
  });
});
