import { createContext, useContext, type ReactNode } from 'react';
import type { i18n as I18n, TOptions } from 'i18next';
import { createI18n } from '../common/i18n/index.js';
import type { Lang } from '../common/protocol.js';

export type TFn = (key: string, params?: TOptions) => string;

const cache = new Map<Lang, I18n>();

function instance(lang: Lang): I18n {
  let i = cache.get(lang);
  if (!i) {
    i = createI18n(lang);
    cache.set(lang, i);
  }
  return i;
}

export function translator(lang: Lang): TFn {
  const i = instance(lang);
  return (key, params) => String(i.t(key, params as TOptions));
}

/** Whether a key has a string in this language (for optional texts such as per-prompt hints). */
export function hasKey(lang: Lang, key: string): boolean {
  return instance(lang).exists(key);
}

const LangContext = createContext<Lang>('en');

export function LangProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

export function useLang(): Lang {
  return useContext(LangContext);
}

export function useT(): TFn {
  return translator(useContext(LangContext));
}
