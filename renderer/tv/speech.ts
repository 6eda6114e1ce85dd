/**
 * Spoken narration with the Web Speech API, in the game's language, when a voice exists.
 * Never required: without speechSynthesis (or without a voice for the language) it does nothing.
 */
import type { Lang } from '../../protocol/protocol.js';

function synth(): SpeechSynthesis | null {
  try {
    return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
  } catch {
    return null;
  }
}

export function speechAvailable(): boolean {
  return synth() !== null && typeof SpeechSynthesisUtterance !== 'undefined';
}

const langPrefix = (lang: Lang) => (lang === 'zh-CN' ? 'zh' : 'en');

/** Voices that speak this language, best first (exact region, then local voices). */
export function voicesFor(lang: Lang): SpeechSynthesisVoice[] {
  const s = synth();
  if (!s) return [];
  let voices: SpeechSynthesisVoice[] = [];
  try {
    voices = s.getVoices();
  } catch {
    return [];
  }
  const prefix = langPrefix(lang);
  return voices
    .filter((v) => v.lang.toLowerCase().replace('_', '-').startsWith(prefix))
    .sort((a, b) => score(b, lang) - score(a, lang));
}

function score(v: SpeechSynthesisVoice, lang: Lang): number {
  let s = 0;
  const l = v.lang.replace('_', '-');
  if (l === lang || (lang === 'en' && (l === 'en-US' || l === 'en-GB'))) s += 2;
  if (v.localService) s += 1;
  if (v.default) s += 0.5;
  return s;
}

/** Calls `fn` when the list of voices changes (Chrome loads them asynchronously). */
export function onVoicesChanged(fn: () => void): () => void {
  const s = synth();
  if (!s) return () => {};
  try {
    s.addEventListener('voiceschanged', fn);
    return () => s.removeEventListener('voiceschanged', fn);
  } catch {
    return () => {};
  }
}

export interface SpeakOptions { lang: Lang; voiceURI?: string; volume: number }

/** Speaks a line, cancelling whatever was being said. Resolves when done (or at once if silent). */
export function speak(text: string, opts: SpeakOptions): Promise<void> {
  const s = synth();
  if (!s || !speechAvailable()) return Promise.resolve();
  const voices = voicesFor(opts.lang);
  const voice = voices.find((v) => v.voiceURI === opts.voiceURI) ?? voices[0];
  if (!voice) return Promise.resolve();
  return new Promise((resolve) => {
    try {
      s.cancel();
      const u = new SpeechSynthesisUtterance(text);
      u.voice = voice;
      u.lang = voice.lang;
      u.volume = Math.max(0, Math.min(1, opts.volume));
      u.rate = opts.lang === 'zh-CN' ? 0.95 : 0.92;
      u.pitch = 0.9;
      const done = () => resolve();
      u.onend = done;
      u.onerror = done;
      // Some engines never fire 'end': give up after a generous bound.
      setTimeout(done, 1500 + text.length * 180);
      s.speak(u);
    } catch {
      resolve();
    }
  });
}

export function stopSpeaking(): void {
  try {
    synth()?.cancel();
  } catch {
    /* nothing to stop */
  }
}
