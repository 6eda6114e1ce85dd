/**
 * The phone controller: a private role card and every decision. Connects to the host that served
 * this page (HostClient), or — for screenshots only — replays a fixture set by the test harness
 * in `window.__NIGHTFALL_FIXTURE__` (never present in a real game).
 */
import { createRoot } from 'react-dom/client';
import { HostClient } from '../common/client.js';
import { LANGS, type Lang, type ServerMessage } from '../common/protocol.js';
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
} else {
  const client = new HostClient({
    device: 'phone',
    lang,
    handover: params.get('handover') ?? undefined,
    onMessage: (m) => store.onMessage(m),
    onStatus: (s) => store.onStatus(s),
  });
  store.attach(client);
  client.start();
}

// The strings of this language arrive while the socket connects; then the first paint.
const root = createRoot(document.getElementById('root')!);
const render = () => root.render(<App store={store} />);
loadLang(lang).then(render, () => loadLang('en').then(render, render));
