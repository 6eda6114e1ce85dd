/** The TV page's entry: the host feed (or an injected one), the sound player, the app. */
import { createRoot } from 'react-dom/client';
import { SoundPlayer } from '../common/audio/sounds.js';
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
feed.start((msg) => store.handle(msg), (s) => store.setStatus(s));
createRoot(document.getElementById('root')!).render(<App store={store} feed={feed} sound={sound} still={still} forestMode={forestMode} />);
