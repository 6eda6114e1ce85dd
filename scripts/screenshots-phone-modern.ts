/**
 * Phone screens of the modern Chinese tables (docs/rules.md §9), for `npm run screenshots:phone`:
 * the standard boards in the VIP's lobby, the candidates' speeches with the withdrawal and the day
 * bar every living phone has, the day bar's sheet with the wolf's self-destruct and its second
 * question, last words, the Sheriff's order.
 */
import type { Page } from 'playwright';
import type { Lang, ServerMessage } from '../protocol/protocol.js';
import { STANDARD_BOARDS } from '../engine/modern/boards.js';
import { lobbyState, NAMES, phoneYou, players, room, Table } from '../tests/phone/fixtures.js';

interface ModernShot {
  name: string;
  about: string;
  messages: (lang: Lang) => ServerMessage[];
  act?: (page: Page) => Promise<void>;
  fullPage?: boolean;
}

/** 9 players, modern-cn: Alice the Seer; wolves Bob (2), Eve (5), Hana (8); Chen the Witch; Fang the Hunter. */
function modern9(lang: Lang): Table {
  return Table.deal(NAMES[lang], ['seer', 'werewolf', 'witch', 'villager', 'werewolf', 'hunter', 'villager', 'werewolf', 'villager'], [], { preset: 'modern-cn' });
}

/** Night 1: Dana (4) is eaten; at dawn the election comes first: Alice (1) and Bob (2) stand. */
function toCandidates(lang: Lang): Table {
  const t = modern9(lang);
  t.choose(1, 'seer.inspect', [2]).choose(2, 'wolves.victim', [4]).choose(5, 'wolves.victim', [4]).choose(8, 'wolves.victim', [4]);
  t.choose(3, 'witch.heal', false).choose(3, 'witch.poison', []);
  t.choose(1, 'sheriff.stand', true).choose(2, 'sheriff.stand', true);
  return t.until('candidateSpeech');
}

/** The wolf Bob self-destructs during the speeches: Dana's last words follow. */
function toLastWords(lang: Lang): Table {
  return toCandidates(lang).choose(2, 'wolf.selfDestruct', true).until('lastWords');
}

/** Only Alice stands and is elected; after Dana's last words she orders the speeches. */
function toDirection(lang: Lang): Table {
  const t = modern9(lang);
  t.choose(1, 'seer.inspect', [2]).choose(2, 'wolves.victim', [4]).choose(5, 'wolves.victim', [4]).choose(8, 'wolves.victim', [4]);
  t.choose(3, 'witch.heal', false).choose(3, 'witch.poison', []);
  t.choose(1, 'sheriff.stand', true);
  return t.until('speechDirection');
}

const speaker = (t: Table) => t.state.step.actor!;

export const MODERN_SHOTS: ModernShot[] = [
  {
    name: 'm1-lobby-vip-boards', about: 'VIP: the standard boards (9 预女猎, 12 预女猎白, 12 预女猎守) and the modern-cn rules',
    messages: (lang) => {
      const r = room(players(NAMES[lang].slice(0, 9)));
      r.settings = { ...r.settings, preset: 'modern-cn', deck: STANDARD_BOARDS[0].deck.slice(), variants: {}, autoDeck: false } as typeof r.settings;
      return [lobbyState(phoneYou(1, { vip: true }), r)];
    },
    fullPage: true,
  },
  {
    name: 'm2-candidate-speech', about: 'Day 1, before the deaths: a candidate ends his speech with one tap',
    messages: (lang) => { const t = toCandidates(lang); return [t.message(speaker(t))]; },
  },
  {
    name: 'm3-self-destruct-button', about: 'A wolf during a candidate\'s speech: no button of his own, the day bar every living phone has (技能)',
    messages: (lang) => { const t = toCandidates(lang); return [t.message(speaker(t) === 2 ? 5 : 2)]; },
  },
  {
    name: 'm4-self-destruct-confirm', about: 'The day bar\'s sheet, a wolf\'s: the self-destruct asks once more, it cannot be undone',
    messages: (lang) => [toCandidates(lang).message(5)],
    act: async (page) => {
      await page.getByTestId('day-bar').click();
      await page.locator('[data-testid="day-power"][data-prompt="wolf.selfDestruct"]').click();
    },
  },
  {
    name: 'm5-last-words', about: 'Night 1\'s victim, announced after the self-destruct, gives her last words (遗言)',
    messages: (lang) => [toLastWords(lang).message(4)],
  },
  {
    name: 'm6-sheriff-direction', about: 'The Sheriff chooses whether the speeches start on her left or right; she speaks last',
    messages: (lang) => [toDirection(lang).message(1)],
    act: async (page) => { await page.locator('[data-option="right"]').click(); },
  },
];
