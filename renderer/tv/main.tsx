/** The TV page's entry: the host feed (or an injected one), the sound player, the app. */
import { createRoot } from 'react-dom/client';
import { SoundPlayer } from '../common/audio/sounds.js';
import { errorReports } from '../common/errorReport.js';
import { ScreenErrorBoundary } from '../common/ScreenErrorBoundary.js';
import { detectLang } from '../common/i18n/index.js';
import { App } from './App.js';
import { hostFeed, injectedFeed } from './feed.js';
import { loadPrefs } from './prefs.js';
import { TvStore } from './store.js';
import './styles.css';

const params = new URLSearchParams(location.search);
const injected = params.get('feed') === 'inject';
const still = params.get('still') === '1';
const forest = params.get('forest');
const forestMode = forest === 'on' || forest === 'off' || forest === 'auto' ? forest : undefined;
const feed = injected ? injectedFeed() : hostFeed(detectLang());
const store = new TvStore((m) => feed.full(m.have));
const prefs = loadPrefs();
let sound: SoundPlayer | null = null;
if (!params.has('silent')) {
  try {
    sound = new SoundPlayer({ master: prefs.master, music: prefs.music, effects: prefs.effects, muted: prefs.muted });
    sound.preload();
  } catch {
    sound = null;
  }
}
feed.start((msg) => store.handle(msg), (s) => {
  store.setStatus(s);
  // Failures reported while the socket was down go out after the hello (errorReport.ts).
  if (s === 'open') errorReports.flush();
});
errorReports.connect((m) => feed.report(m));
// Nothing that throws leaves the TV white: "Reconnecting…" in the room's language, then a retry.
createRoot(document.getElementById('root')!).render(
  <ScreenErrorBoundary lang={detectLang()} where="tv" size="tv">
    <App store={store} feed={feed} sound={sound} still={still} forestMode={forestMode} />
  </ScreenErrorBoundary>,
);
