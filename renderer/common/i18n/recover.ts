/**
 * The words of the "Reconnecting…" panel (ScreenErrorBoundary), in both languages. Kept apart from
 * the language chunks on purpose: the panel shows when a chunk would not load, which may be the
 * strings themselves, so its few words ship in the page's first load.
 */
import type { Lang } from '../../../protocol/protocol.js';

export interface RecoverStrings {
  title: string;
  /** Sentences: the panel breaks lines between them rather than inside a word. */
  body: string[];
  reload: string;
}

export const RECOVER_STRINGS: Record<Lang, RecoverStrings> = {
  'zh-CN': {
    title: '正在重新连接……',
    body: ['你的座位和身份都不会丢，', '游戏照常进行。', '页面会自动恢复。'],
    reload: '重新载入',
  },
  en: {
    title: 'Reconnecting…',
    body: ['Your seat and your card are kept;', 'the game goes on.', 'This page will come back by itself.'],
    reload: 'Reload now',
  },
};
