// @vitest-environment happy-dom
/**
 * The lobby's deck list: a row per role in the rule book's order, the Characters under their own
 * heading (opened by the first of them, the White Werewolf), and a stepper that stops at one for
 * every role but the ones a deck may repeat (the Werewolf, the Villager).
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_IDS, type RoleId } from '../../engine/index.js';
import { DEFAULT_TIMINGS, type HostCommand, type Lang, type RoomView } from '../../protocol/protocol.js';
import { LangProvider, loadLang } from '../../renderer/phone/i18n.js';
import SetupPanel from '../../renderer/phone/setup/SetupPanel.js';
import type { PhoneStore, Snapshot } from '../../renderer/phone/store.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const DECK: RoleId[] = ['werewolf', 'werewolf', 'seer', 'witch', 'fox', 'villager', 'villager', 'villager'];

function room(): RoomView {
  return {
    phase: 'lobby', spectators: 0, locked: false, setupProblem: null, joinUrl: 'http://x', paused: false,
    players: Array.from({ length: 8 }, (_, i) => ({
      id: `p${i + 1}`, name: `P${i + 1}`, avatar: 'fox' as never, seat: i + 1, connected: true, vip: i === 0,
    })),
    settings: { preset: 'official', deck: DECK, variants: {}, timings: DEFAULT_TIMINGS, lang: 'en' },
  } as RoomView;
}

let cleanup: (() => void) | null = null;
afterEach(() => { cleanup?.(); cleanup = null; });

function lobby(lang: Lang) {
  const sent: HostCommand[] = [];
  const store = { host: (c: HostCommand) => void sent.push(c) } as unknown as PhoneStore;
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<LangProvider lang={lang}><SetupPanel snap={{ room: room() } as Snapshot} store={store} /></LangProvider>));
  cleanup = () => { act(() => root.unmount()); host.remove(); };
  const row = (r: RoleId) => host.querySelector<HTMLElement>(`[data-testid="role-${r}"]`)!;
  const plus = (r: RoleId) => row(r).querySelector<HTMLButtonElement>('[data-testid="plus"]')!;
  return { host, sent, row, plus };
}

beforeAll(async () => {
  await loadLang('en');
  await loadLang('zh-CN');
});

describe('the lobby\'s deck list', () => {
  it('one row per role in the rule book\'s order, the Characters\' heading right before the White Werewolf, once', () => {
    const { host } = lobby('zh-CN');
    const items = [...host.querySelectorAll<HTMLElement>('.role-rows > li')].map((li) => li.dataset.testid);
    expect(items.filter((id) => id !== 'characters-head')).toEqual(ROLE_IDS.map((r) => `role-${r}`));
    expect(items.filter((id) => id === 'characters-head')).toHaveLength(1);
    expect(items[items.indexOf('characters-head') + 1]).toBe('role-whiteWerewolf');
    expect(host.querySelector('[data-testid="characters-head"]')!.textContent).toBe('角色扩展（每种至多一张）');
  });

  it('a role held once cannot be added again; the Werewolf and the Villager can', () => {
    const { sent, plus } = lobby('en');
    for (const r of ['seer', 'witch', 'fox'] as RoleId[]) expect(plus(r).disabled, r).toBe(true);
    expect(plus('werewolf').disabled).toBe(false);
    expect(plus('villager').disabled).toBe(false);
    expect(plus('hunter').disabled).toBe(false);
    act(() => plus('werewolf').click());
    const cmd = sent.at(-1) as Extract<HostCommand, { cmd: 'settings' }>;
    expect(cmd.settings.deck.filter((r) => r === 'werewolf')).toHaveLength(3);
  });
});
