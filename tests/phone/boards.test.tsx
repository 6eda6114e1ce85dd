// @vitest-environment happy-dom
/**
 * The lobby's named boards (RULES.md §13b): every rule set's board is a button under its name; a
 * board is offered only with exactly its number of players seated, the others are greyed with the
 * count they need; a tap on an offered one sets its preset and its deck.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BOARDS } from '../../engine/index.js';
import { DEFAULT_TIMINGS, type HostCommand, type Lang, type RoomView } from '../../protocol/protocol.js';
import { LangProvider, loadLang } from '../../renderer/phone/i18n.js';
import SetupPanel from '../../renderer/phone/setup/SetupPanel.js';
import type { PhoneStore, Snapshot } from '../../renderer/phone/store.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function room(players: number): RoomView {
  return {
    phase: 'lobby', spectators: 0, locked: false, setupProblem: null, joinUrl: 'http://x', paused: false,
    players: Array.from({ length: players }, (_, i) => ({
      id: `p${i + 1}`, name: `P${i + 1}`, avatar: 'fox' as never, seat: i + 1, connected: true, vip: i === 0,
    })),
    settings: { preset: 'official', deck: ['werewolf', 'villager'], variants: {}, timings: DEFAULT_TIMINGS, lang: 'en' },
  } as RoomView;
}

let cleanup: (() => void) | null = null;
afterEach(() => { cleanup?.(); cleanup = null; });

function lobby(players: number, lang: Lang) {
  const sent: HostCommand[] = [];
  const store = { host: (c: HostCommand) => void sent.push(c) } as unknown as PhoneStore;
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<LangProvider lang={lang}><SetupPanel snap={{ room: room(players) } as Snapshot} store={store} /></LangProvider>));
  cleanup = () => { act(() => root.unmount()); host.remove(); };
  const button = (id: string) => host.querySelector<HTMLButtonElement>(`[data-testid="board-${id}"]`)!;
  return { host, sent, button };
}

beforeAll(async () => {
  await loadLang('en');
  await loadLang('zh-CN');
});

describe('the lobby\'s boards', () => {
  it('12 seated: the 12-player boards are offered, 狼王守卫 among them; the 9-player one is greyed with the count it needs', () => {
    const { host, sent, button } = lobby(12, 'en');
    expect(BOARDS.map((b) => button(b.id)?.disabled)).toEqual(BOARDS.map((b) => b.deck.length !== 12));
    expect(button('wolf-king-guard').textContent).toBe('狼王守卫 — Wolf King & Guard');
    expect(host.querySelector('[data-testid="boards-unfit"]')!.textContent).toContain('9');
    act(() => button('wolf-king-guard').click());
    const cmd = sent.at(-1) as Extract<HostCommand, { cmd: 'settings' }>;
    expect(cmd.settings.preset).toBe('modern-cn');
    expect([...cmd.settings.deck].sort()).toEqual([...BOARDS.find((b) => b.id === 'wolf-king-guard')!.deck].sort());
  });

  it('9 seated: only the 9-player board is offered; a tap on a greyed one sends nothing', () => {
    const { sent, button } = lobby(9, 'zh-CN');
    expect(button('std-9').disabled).toBe(false);
    expect(button('wolf-king-guard').disabled).toBe(true);
    expect(button('wolf-king-guard').textContent).toBe('狼王守卫');
    act(() => button('wolf-king-guard').click());
    expect(sent).toEqual([]);
  });
});
