/**
 * The TV's fixture screens at 8, 16 and 24 players (long names in both scripts, many dead), shared
 * by `npm run screenshots:tv` and the layout test: each scene puts one page in one moment.
 * `fast` is for a page opened with reduced motion and `still=1` (the test): nothing to wait for.
 */
import type { Page } from 'playwright';
import type { Lang, ServerMessage } from '../../../protocol/protocol.js';
import { bigGame } from './bigGame.js';
import { inject } from './inject.js';
import { roomView, tableState, welcome } from './scenario.js';

export const FIXTURE_SIZES = [8, 16, 24] as const;
export const FIXTURE_VIEWPORTS = [{ width: 1920, height: 1080 }, { width: 1280, height: 720 }] as const;

export interface FixtureScene { name: string; run(page: Page, fast: boolean): Promise<void> }

const wait = (page: Page, ms: number) => page.waitForTimeout(ms);

export function fixtureScenes(n: number, lang: Lang): FixtureScene[] {
  const g = bigGame(n, lang);
  const d = g.driver;
  const snap = (label: string) => g.snaps.get(label)!;
  const timer = { deadline: Date.now() + 154_000, duration: 300_000 };
  const scenes: FixtureScene[] = [
    {
      name: 'lobby',
      async run(page, fast) {
        const now = Date.now();
        const room = roomView(lang, { phase: 'lobby', addresses: true, players: g.names, deck: d.setup.deck as never });
        const msg: ServerMessage = { t: 'state', you: { device: 'tv', host: true }, room, game: null, timer: null, events: [], fresh: true, serverNow: now };
        await inject(page, welcome(true, now), msg);
        await wait(page, fast ? 300 : 1500);
      },
    },
    {
      name: 'day4',
      async run(page, fast) {
        await inject(page, welcome(true), tableState(d, snap('late'), lang, { host: true, timer }));
        await wait(page, fast ? 300 : 1500);
      },
    },
    {
      name: 'last-day',
      async run(page, fast) {
        await inject(page, welcome(true), tableState(d, snap('final'), lang, { host: true, timer }));
        await wait(page, fast ? 300 : 1500);
      },
    },
    {
      name: 'dawn',
      async run(page, fast) {
        const from = snap('late.beforeDawn');
        await inject(page, welcome(true), tableState(d, from, lang, { host: true }));
        await wait(page, 200);
        await inject(page, tableState(d, snap('late'), lang, { host: true, from, timer }));
        await wait(page, fast ? 400 : 5000);
      },
    },
    {
      name: 'vote-reveal',
      async run(page, fast) {
        const from = snap('day1.voting');
        await inject(page, welcome(true), tableState(d, from, lang, { host: true }));
        await wait(page, 200);
        await inject(page, tableState(d, snap('day1.revealed'), lang, { host: true, from }));
        await wait(page, fast ? 400 : 1500 + n * 200 + 4000);
      },
    },
    {
      name: 'end',
      async run(page, fast) {
        await inject(page, welcome(true), tableState(d, snap('over'), lang, { host: true }));
        await wait(page, fast ? 400 : 1000 + n * 80 + 1500);
      },
    },
  ];
  if (g.snaps.has('sheriff.voting')) {
    scenes.splice(1, 0, {
      name: 'sheriff-vote',
      async run(page, fast) {
        await inject(page, welcome(true), tableState(d, snap('sheriff.voting'), lang, { host: true, timer }));
        await wait(page, fast ? 300 : 1200);
      },
    });
  }
  return scenes;
}
