/**
 * What a phone shows behind its hold buttons (tests/phone/reach.tsx renders the screen): the night's
 * "tonight" peek and the back of the card are shown only while a thumb holds them down, so a test
 * presses the button, reads what opened and closes the screen.
 */
import { act } from 'react';
import { expect } from 'vitest';
import type { Table } from './fixtures.js';
import { render } from './reach.js';

export type PhoneLang = 'en' | 'zh-CN';

/** What one hold opened: its text, and the result element's answer, emblem and muted note. */
export interface Held {
  text: string;
  /** The result element's `data-result` (a seat, a card, 'wolf' …), null when it is not shown. */
  result: string | null;
  /** Whether the result is drawn with an emblem (an `svg`: the card read by the Psychic, the Gargoyle). */
  art: boolean;
  /** The result's muted line (the Fox's lost nose), null when it has none. */
  note: string | null;
}

/**
 * What `seat`'s phone shows while the button `hold` (a data-testid) is held: the text of the element
 * `open`, and the element `testid` inside it. The button must exist: every phone has both holds, a
 * sleeper's too, so a missing one is a broken screen, not a secret kept.
 */
export function held(t: Table, seat: number, hold: string, open: string, testid: string, lang: PhoneLang = 'zh-CN'): Held {
  const screen = render(t, seat, lang);
  try {
    const button = screen.root.querySelector(`[data-testid="${hold}"]`);
    expect(button, hold).not.toBeNull();
    act(() => { button!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })); });
    const shown = screen.root.querySelector(`[data-testid="${open}"]`);
    const result = shown?.querySelector(`[data-testid="${testid}"]`);
    return {
      text: shown?.textContent ?? '',
      result: result?.getAttribute('data-result') ?? null,
      art: !!result?.querySelector('svg'),
      note: result?.querySelector('.muted')?.textContent ?? null,
    };
  } finally {
    screen.close();
  }
}

/** Tonight's result behind the night's hold button ('tonight-peek' opens 'tonight'). */
export const tonight = (t: Table, seat: number, testid: string, lang: PhoneLang = 'zh-CN'): Held => held(t, seat, 'tonight-peek', 'tonight', testid, lang);

/** The whole screen's text of `seat`'s phone. */
export function screenText(t: Table, seat: number, lang: PhoneLang = 'zh-CN'): string {
  const screen = render(t, seat, lang);
  try {
    return screen.root.textContent ?? '';
  } finally {
    screen.close();
  }
}

/** The back of `seat`'s card, held up ('hold-card' opens 'role-card'): its 'knowledge', every night's answers. */
export const cardBack = (t: Table, seat: number, lang: PhoneLang = 'zh-CN'): Held => held(t, seat, 'hold-card', 'role-card', 'knowledge', lang);
