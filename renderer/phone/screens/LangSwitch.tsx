import { LANGS, type Lang } from '../../../protocol/wire.js';
import { loadLang, useLang } from '../i18n.js';
import { useStore } from '../storeContext.js';

const LABEL: Record<Lang, string> = { 'zh-CN': '中文', en: 'EN' };

/** zh-CN / en, always one tap away. */
export function LangSwitch() {
  const lang = useLang();
  const store = useStore();
  return (
    <div className="lang-switch" role="group" aria-label="Language / 语言">
      {LANGS.map((l) => (
        <button
          key={l} type="button" lang={l} className={l === lang ? 'is-on' : ''} aria-pressed={l === lang}
          onClick={() => store.setLang(l, loadLang)} data-testid={`lang-${l}`}
        >
          {LABEL[l]}
        </button>
      ))}
    </div>
  );
}
