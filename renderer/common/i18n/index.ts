/**
 * Every text the players see, in zh-CN and en. Strings live in one module per area
 * (game: roles, narration, prompts, deaths, wins — shared by TV and phone; tv; phone) and per
 * language; keys are the engine's message keys where the engine names them.
 */
import i18next, { type i18n as I18n } from 'i18next';
import type { Lang } from '../../../protocol/protocol.js';
import { en } from './en.js';
import { zhCN } from './zh-CN.js';

export const resources = { en: { translation: en }, 'zh-CN': { translation: zhCN } } as const;

export function createI18n(lang: Lang): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'en',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** The phone's language from the browser: Chinese of any region → zh-CN, else English. */
export function detectLang(languages: readonly string[] = typeof navigator !== 'undefined' ? navigator.languages : []): Lang {
  return languages.some((l) => l.toLowerCase().startsWith('zh')) ? 'zh-CN' : 'en';
}
