/**
 * The phone controller: a private role card and every decision. Connects to the host that served
 * this page (HostClient), or — for screenshots only — replays a fixture set by the test harness
 * in `window.__NIGHTFALL_FIXTURE__` (never present in a real game).
 */
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { HostClient } from '../common/client.js';
import { errorReports } from '../common/errorReport.js';
import { reloadOnce } from '../common/lazyWithRetry.js';
import { RecoverPanel, ScreenErrorBoundary } from '../common/ScreenErrorBoundary.js';
import type { Lang, ServerMessage } from '../../protocol/protocol.js';
import { LANGS } from '../../protocol/wire.js';
import { App } from './App.js';
import { noteNightStep } from './game/ahead.js';
import { detectLang, loadLang } from './i18n.js';
import { PhoneStore, type Transport } from './store.js';
import './styles.css';

const LANG_KEY = 'nightfall.lang';

function storedLang(): Lang | null {
  try {
    const v = localStorage.getItem(LANG_KEY);
    return v && (LANGS as readonly string[]).includes(v) ? (v as Lang) : null;
  } catch {
    return null;
  }
}

interface Fixture {
  messages: ServerMessage[];
  /** Host clock for countdowns (frozen). */
  now: number;
  status?: 'open' | 'reconnecting';
}

const fixture = (window as unknown as { __NIGHTFALL_FIXTURE__?: Fixture }).__NIGHTFALL_FIXTURE__;
const params = new URLSearchParams(location.search);
const lang: Lang = (params.get('lang') as Lang | null) ?? storedLang() ?? detectLang();
const store = new PhoneStore(lang);

store.subscribe(() => {
  const l = store.get().lang;
  try {
    localStorage.setItem(LANG_KEY, l);
  } catch {
    // private mode: the language is only kept for this visit
  }
  document.documentElement.lang = l;
});

// Every night step this phone is shown, so it can keep showing one it got past early (game/ahead.ts).
store.subscribe(() => noteNightStep(store.get()));

if (fixture) {
  const sent: unknown[] = [];
  (window as unknown as { __NIGHTFALL_SENT__: unknown[] }).__NIGHTFALL_SENT__ = sent;
  let req = 0;
  const transport: Transport = {
    start() {
      store.onStatus(fixture.status ?? 'open');
      for (const m of fixture.messages) store.onMessage(m);
    },
    send(msg) {
      if ((fixture.status ?? 'open') !== 'open') return false;
      sent.push(msg);
      return true;
    },
    nextReq: () => ++req,
    now: () => fixture.now,
  };
  store.attach(transport);
  transport.start();
  // A test shows one page many states in turn (tests/e2e/phone/glance.test.ts): faster than a page each.
  (window as unknown as { __NIGHTFALL_FEED__: (m: ServerMessage) => void }).__NIGHTFALL_FEED__ = (m) => store.onMessage(m);
} else {
  const client = new HostClient({
    device: 'phone',
    lang,
    handover: params.get('handover') ?? undefined,
    onMessage: (m) => store.onMessage(m),
    onStatus: (s) => {
      store.onStatus(s);
      // Failures reported while the socket was down (or before a reload) go out after the hello.
      if (s === 'open') errorReports.flush();
    },
  });
  store.attach(client);
  errorReports.connect((m) => client.send(m));
  client.start();
}

/** The whole page inside one more boundary: nothing that throws leaves it white. */
function Page() {
  const l = useSyncExternalStore(store.subscribe, () => store.get().lang);
  return (
    <ScreenErrorBoundary lang={l} where="page">
      <App store={store} />
    </ScreenErrorBoundary>
  );
}

// The strings of this language arrive while the socket connects; then the first paint. When
// neither language arrives (each tried a few times) the page reloads once; after that it says
// "Reconnecting…" (those words ship in this first load) and keeps trying.
const root = createRoot(document.getElementById('root')!);
const render = () => root.render(<Page />);
const STRINGS_RETRY_MS = 5000;
const loadStrings = (l: Lang): Promise<void> => loadLang(l).catch(() => loadLang(l === 'en' ? 'zh-CN' : 'en'));
loadStrings(lang).then(render, (error: unknown) => {
  if (reloadOnce(() => errorReports.report('strings', 'chunk', error, true))) return;
  errorReports.report('strings', 'chunk', error);
  root.render(<RecoverPanel lang={lang} />);
  const again = () => void loadStrings(lang).then(render, () => setTimeout(again, STRINGS_RETRY_MS));
  setTimeout(again, STRINGS_RETRY_MS);
});
