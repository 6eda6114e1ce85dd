/**
 * The phone's words. Only the language in use is loaded (its strings are a lazy chunk, fetched
 * while the socket connects), which keeps the first load small; switching language loads the
 * other one on demand. Same i18next options as renderer/common/i18n/index.ts (createI18n).
 */
import { createContext, useContext, type ReactNode } from 'react';
import i18next, { type i18n as I18n, type TOptions } from 'i18next';
import { retryImport } from '../common/lazyWithRetry.js';
import { LANGS, type Lang } from '../../protocol/wire.js';

export type TFn = (key: string, params?: TOptions) => string;

const LOADERS: Record<Lang, () => Promise<Record<string, unknown>>> = {
  en: () => import('../common/i18n/en.js').then((m) => m.en),
  'zh-CN': () => import('../common/i18n/zh-CN.js').then((m) => m.zhCN),
};

const cache = new Map<Lang, I18n>();
const loading = new Map<Lang, Promise<void>>();

/** Loads one language's strings (once). */
export function loadLang(lang: Lang): Promise<void> {
  if (cache.has(lang)) return Promise.resolve();
  let p = loading.get(lang);
  if (!p) {
    // A chunk that fails on a bad connection is tried again with back-off (lazyWithRetry.ts).
    p = retryImport(LOADERS[lang]).then((translation) => {
      const instance = i18next.createInstance();
      void instance.init({
        lng: lang,
        fallbackLng: lang,
        resources: { [lang]: { translation } },
        initAsync: false,
        interpolation: { escapeValue: false },
        returnNull: false,
      });
      cache.set(lang, instance);
    });
    loading.set(lang, p);
    p.catch(() => loading.delete(lang));
  }
  return p;
}

export function isLoaded(lang: Lang): boolean {
  return cache.has(lang);
}

/**
 * The phone's language from the browser: Chinese of any region → zh-CN, else English.
 * (Same rule as `detectLang` in renderer/common/i18n/index.ts, which cannot be imported here
 * without bundling both languages into the first load.)
 */
export function detectLang(languages: readonly string[] = typeof navigator !== 'undefined' ? navigator.languages ?? [navigator.language] : []): Lang {
  return languages.some((l) => l && l.toLowerCase().startsWith('zh')) ? 'zh-CN' : 'en';
}

function instance(lang: Lang): I18n | undefined {
  return cache.get(lang) ?? LANGS.map((l) => cache.get(l)).find(Boolean);
}

export function translator(lang: Lang): TFn {
  const i = instance(lang);
  return (key, params) => (i ? String(i.t(key, params as TOptions)) : '');
}

/** Whether a key has a string in this language (for optional texts such as per-prompt hints). */
export function hasKey(lang: Lang, key: string): boolean {
  return !!instance(lang)?.exists(key);
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
