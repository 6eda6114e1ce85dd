/**
 * Drives the real phone game screen in a DOM (happy-dom) the way a thumb would: renders the exact
 * `state` the host would send one seat for an engine state, then taps what the screen offers.
 * Used by tests/phone/prompts.test.tsx to prove that every prompt the engine opens can be answered
 * from the phone, and to look at one prompt's screen.
 */
import { act, useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { apply, openPrompts } from '../../engine/index.js';
import type { Action, Choice, GameEvent, GameSetup, GameState } from '../../engine/index.js';
import { DECOY_PROMPT, type ClientMessage, type Lang } from '../../protocol/protocol.js';
import GameScreen from '../../renderer/phone/game/GameScreen.js';
import { LangProvider } from '../../renderer/phone/i18n.js';
import { PhoneStore, type Transport } from '../../renderer/phone/store.js';
import { Table } from './fixtures.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface Moment {
  setup: GameSetup;
  state: GameState;
  events: GameEvent[];
}

/** A Table (tests/phone/fixtures.ts) at this moment of a game, for its `message(seat)`. */
export function tableAt(m: Moment): Table {
  return Object.assign(Object.create(Table.prototype) as Table, { setup: m.setup, state: m.state, events: m.events, names: m.setup.players });
}

export interface Screen {
  root: HTMLElement;
  sent: Extract<ClientMessage, { t: 'choose' }>[];
  close(): void;
}

function Live({ store }: { store: PhoneStore }) {
  const snap = useSyncExternalStore(store.subscribe, store.get);
  if (!snap.game || !snap.room) return null;
  return <LangProvider lang={snap.lang}><GameScreen snap={snap} store={store} /></LangProvider>;
}

/** The phone of `seat` at this moment (its language already loaded). */
export function render(m: Moment, seat: number, lang: Lang = 'zh-CN'): Screen {
  // A confirmed choice is kept in sessionStorage for a reload: each screen starts clean.
  sessionStorage.clear();
  const sent: Screen['sent'] = [];
  const store = new PhoneStore(lang);
  let req = 0;
  const transport: Transport = {
    start() {},
    send(msg) {
      if (msg.t === 'choose' && msg.prompt !== DECOY_PROMPT) sent.push(msg);
      return true;
    },
    nextReq: () => ++req,
    now: () => Date.now(),
  };
  store.attach(transport);
  const host = document.createElement('div');
  document.body.append(host);
  let root: Root | null = null;
  act(() => {
    store.onStatus('open');
    store.onMessage(tableAt(m).message(seat, { timer: null }));
    root = createRoot(host);
    root.render(<Live store={store} />);
  });
  return {
    root: host, sent,
    close() {
      act(() => root?.unmount());
      host.remove();
    },
  };
}

export function tap(el: Element | null | undefined): boolean {
  if (!el || (el as HTMLButtonElement).disabled) return false;
  act(() => { (el as HTMLElement).click(); });
  return true;
}

/**
 * Answers the prompt section shown (`[data-testid=prompt]`) by its kind: seats (the first
 * selectable tiles, as many as needed), an option, yes or no, then its confirm button.
 * `modest`: the answer that changes least (no, nobody), for a prompt in the way of another.
 */
export function answerSection(section: Element, modest: boolean): boolean {
  const kind = section.getAttribute('data-kind');
  if (kind === 'seats') {
    const min = Number(section.getAttribute('data-min') ?? '1');
    const tiles = [...section.querySelectorAll('[data-selectable="true"]')];
    const want = modest ? min : Math.max(min, 1);
    if (tiles.length < want) return false;
    for (const t of tiles.slice(0, want)) tap(t);
  } else if (kind === 'option') {
    if (!tap(section.querySelector('[data-option]'))) return false;
  } else {
    const no = section.querySelector('[data-answer="no"]');
    const yes = section.querySelector('[data-answer="yes"]');
    if (modest && no) tap(no);
    else if (yes) tap(yes);
  }
  const confirm = section.querySelector('[data-testid="confirm"]') ?? section.querySelector('.btn-confirm');
  return tap(confirm);
}

/** The buttons a player can press outside the prompt stack and the top bar (side actions, a day bar, what it opens…). */
function sideButtons(root: HTMLElement): HTMLButtonElement[] {
  return [...root.querySelectorAll('button')].filter((b) => !b.disabled && !b.closest('[data-testid="prompts"]') && !b.closest('.topbar')
    && b.getAttribute('data-testid') !== 'hold-card');
}

/**
 * Looks for a way to answer `id` with buttons outside the prompt stack, up to `depth` taps deep
 * (a bar, the sheet it opens, a "sure?"), each path from a fresh screen; a section of `id` shown
 * on the way is answered by its kind. A tap that leads to a screen already seen is not followed
 * again. The choose message, or null.
 */
export function exploreSide(m: Moment, seat: number, id: string, depth = 3): Screen['sent'][number] | null {
  const seen = new Set<string>();
  let paths: number[][] = [[]];
  for (let level = 0; level <= depth && paths.length; level++) {
    const next: number[][] = [];
    for (const path of paths) {
      const screen = render(m, seat);
      try {
        for (const i of path) tap(sideButtons(screen.root)[i]);
        const html = screen.root.innerHTML;
        if (seen.has(html) && path.length > 0) continue;
        seen.add(html);
        if (path.length > 0) {
          const own = screen.root.querySelector(`[data-testid="prompt"][data-prompt="${id}"]`);
          if (own) answerSection(own, false);
        }
        const hit = screen.sent.find((x) => x.prompt === id);
        if (hit) return hit;
        const n = sideButtons(screen.root).length;
        for (let i = 0; i < n; i++) next.push([...path, i]);
      } finally {
        screen.close();
      }
    }
    paths = next;
  }
  return null;
}

/** The moment after answering the prompt `otherId` shown in front of `id`, if `id` stays open; else why not. */
function behind(m: Moment, seat: number, id: string, other: Element, otherId: string, screen: Screen): Moment | string {
  if (!answerSection(other, true)) return `${id}: hidden behind ${otherId}, which cannot be answered`;
  const sent = screen.sent.find((x) => x.prompt === otherId);
  if (!sent) return `${id}: hidden behind ${otherId}, whose confirm sent nothing`;
  const r = apply(m.state, { type: 'choose', seat, prompt: otherId, choice: sent.choice } as Action);
  if (!r.ok) return `${id}: hidden behind ${otherId}, whose answer the engine refused (${r.rejection.code})`;
  const stillOpen = r.state.step.id === m.state.step.id && openPrompts(r.state).some((p) => p.seat === seat && p.id === id && !p.answered);
  if (!stillOpen) return `${id}: hidden behind ${otherId}; answering it closed ${id}`;
  return { setup: m.setup, state: r.state, events: [...m.events, ...r.events] };
}

export interface Reached { choice: Choice; taps: string[]; moment: Moment }

/**
 * Answers prompt `id` of `seat` through the phone: its tab if two decisions are open, its
 * section, or buttons beside the stack. A different prompt shown first (the Witch's potion
 * before her poison) is answered modestly and the engine moved on, as long as `id` stays open.
 * Returns what reached the host, or why it could not.
 */
export function reach(start: Moment, seat: number, id: string): Reached | string {
  let m = start;
  const taps: string[] = [];
  for (let round = 0; round < 4; round++) {
    const screen = render(m, seat);
    try {
      tap(screen.root.querySelector(`[data-testid="prompt-tab"][data-prompt="${id}"]`));
      const own = screen.root.querySelector(`[data-testid="prompt"][data-prompt="${id}"]`);
      if (own) {
        if (!answerSection(own, false)) return `${id}: its section has no working control`;
        const hit = screen.sent.find((x) => x.prompt === id);
        return hit ? { choice: hit.choice, taps: [...taps, id], moment: m } : `${id}: its confirm sent nothing`;
      }
      // A prompt shown first is answered modestly if that leaves `id` open (the Witch's potion,
      // then her poison); otherwise `id` must be reachable beside the stack (a day bar…).
      const other = screen.root.querySelector('[data-testid="prompt"]');
      const otherId = other?.getAttribute('data-prompt') ?? null;
      const next = other && otherId ? behind(m, seat, id, other, otherId, screen) : null;
      if (!next || typeof next === 'string') {
        const side = exploreSide(m, seat, id);
        if (side) return { choice: side.choice, taps: [...taps, `${id} (beside the stack)`], moment: m };
        return next ?? `${id}: no control on the screen (step ${m.state.step.name})`;
      }
      taps.push(otherId!);
      m = next;
    } finally {
      screen.close();
    }
  }
  return `${id}: still not shown after ${taps.join(', ')}`;
}
