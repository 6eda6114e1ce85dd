/**
 * The Characters' phone screens (docs/rules.md §10), for scripts/screenshots-phone.ts: each new
 * role's card (held up to peek) and its prompt, from real engine games with fixed deals.
 */
import type { Page } from 'playwright';
import type { Lang, ServerMessage } from '../protocol/protocol.js';
import { NAMES, Table } from '../tests/phone/fixtures.js';

export interface CharacterShot {
  name: string;
  about: string;
  messages: (lang: Lang) => ServerMessage[];
  act?: (page: Page) => Promise<void>;
}

const OFF = { variants: { sheriffElection: 'off' as const } };

/** Wolf-Hound, Big Bad Wolf (with a Werewolf), Wild Child, Fox, Raven, Knight, Bear Tamer. */
const tableA = (lang: Lang) =>
  Table.deal(NAMES[lang], ['wolfHound', 'werewolf', 'wildChild', 'fox', 'raven', 'bigBadWolf', 'knight', 'bearTamer'], [], OFF);
const aToWild = (lang: Lang) => tableA(lang).choose(1, 'wolfHound.choose', 'werewolf');
const aToFox = (lang: Lang) => aToWild(lang).choose(3, 'wildChild.model', [7]);
const aToRaven = (lang: Lang) => aToFox(lang).choose(4, 'fox.sniff', [3]);
const aToWolves = (lang: Lang) => aToRaven(lang).choose(5, 'raven.mark', [6]);
const aToBigBad = (lang: Lang) => aToWolves(lang).choose(1, 'wolves.victim', [7]).choose(2, 'wolves.victim', [7]).choose(6, 'wolves.victim', [7]);
const aDay1 = (lang: Lang) => aToBigBad(lang).choose(6, 'bigBadWolf.devour', [4]);

/** White Werewolf and Wolf-Father, the Angel (day 0) and the Devoted Servant. */
const tableB = (lang: Lang) =>
  Table.deal(NAMES[lang], ['whiteWerewolf', 'wolfFather', 'angel', 'servant', 'villager', 'villager', 'villager', 'villager'], [], OFF);
const bDay0Vote = (lang: Lang) => tableB(lang).until('vote');
const bServant = (lang: Lang) => {
  const t = bDay0Vote(lang);
  for (const seat of [1, 2, 3, 4, 6, 7, 8]) t.choose(seat, 'vote', [5]);
  return t.choose(5, 'vote', [1]);
};
const bFather = (lang: Lang) => bServant(lang).choose(4, 'servant.take', false)
  .until('werewolves').choose(1, 'wolves.victim', [6]).choose(2, 'wolves.victim', [6]);
const bWhite = (lang: Lang) => bFather(lang).choose(2, 'wolfFather.infect', false).until('werewolves')
  .choose(1, 'wolves.victim', [7]).choose(2, 'wolves.victim', [7]).choose(2, 'wolfFather.infect', false);

const hold = async (page: Page) => {
  const box = (await page.getByTestId('hold-card').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.getByTestId('role-card').waitFor();
};

const tap = (...seats: number[]) => async (page: Page) => {
  for (const seat of seats) await page.locator(`[data-testid="seat-grid"] [data-seat="${seat}"]`).click();
};

const card = (n: number, role: string, seat: number, at: (lang: Lang) => Table): CharacterShot => ({
  name: `c${String(n).padStart(2, '0')}-card-${role}`, about: `Characters: the ${role} card, held up`,
  messages: (lang) => [at(lang).message(seat)], act: hold,
});

export const CHARACTER_SHOTS: CharacterShot[] = [
  card(1, 'wolfHound', 1, tableA),
  { name: 'c02-prompt-wolfHound', about: 'Wolf-Hound: choose a side, for good', messages: (lang) => [tableA(lang).message(1)] },
  card(3, 'wildChild', 3, aToWild),
  { name: 'c04-prompt-wildChild', about: 'Wild Child: choose a model', messages: (lang) => [aToWild(lang).message(3)], act: tap(7) },
  card(5, 'fox', 4, aToFox),
  { name: 'c06-prompt-fox', about: 'Fox: sniff a player and his neighbours', messages: (lang) => [aToFox(lang).message(4)], act: tap(3) },
  card(7, 'raven', 5, aToRaven),
  { name: 'c08-prompt-raven', about: 'Raven: mark a player for tomorrow', messages: (lang) => [aToRaven(lang).message(5)], act: tap(6) },
  card(9, 'bigBadWolf', 6, aToWolves),
  { name: 'c10-prompt-bigBadWolf', about: 'Big Bad Wolf: a second victim', messages: (lang) => [aToBigBad(lang).message(6)], act: tap(4) },
  card(11, 'knight', 7, aDay1),
  { name: 'c12-prompt-knight', about: 'Knight: no prompt — his card tells the rusty sword', messages: (lang) => [aDay1(lang).message(7)] },
  card(13, 'bearTamer', 8, aDay1),
  { name: 'c14-prompt-bearTamer', about: 'Bear Tamer: the day after (no prompt of his own)', messages: (lang) => [aDay1(lang).message(8)] },
  card(15, 'angel', 3, tableB),
  { name: 'c16-prompt-angel', about: 'Angel: day 0\'s vote', messages: (lang) => [bDay0Vote(lang).message(3)], act: tap(5) },
  card(17, 'servant', 4, bDay0Vote),
  { name: 'c18-prompt-servant', about: 'Devoted Servant: take the voted-out player\'s role?', messages: (lang) => [bServant(lang).message(4)] },
  card(19, 'wolfFather', 2, bDay0Vote),
  { name: 'c20-prompt-wolfFather', about: 'Accursed Wolf-Father: infect the victim?', messages: (lang) => [bFather(lang).message(2)] },
  card(21, 'whiteWerewolf', 1, bDay0Vote),
  { name: 'c22-prompt-whiteWerewolf', about: 'White Werewolf: night 2, kill a werewolf?', messages: (lang) => [bWhite(lang).message(1)], act: tap(2) },
];
