/** Sound and voice settings: master/music/effects volume, mute, spoken narration, voice. */
import { useEffect, useState } from 'react';
import type { Lang } from '../../../protocol/protocol.js';
import { useTv } from '../ctx.js';
import type { TvPrefs } from '../prefs.js';
import { onVoicesChanged, speechAvailable, voicesFor } from '../speech.js';

type Row = 'master' | 'music' | 'effects' | 'muted' | 'speech' | 'voice' | 'voiceVolume' | 'forest';
const ROWS: Row[] = ['master', 'music', 'effects', 'muted', 'speech', 'voice', 'voiceVolume', 'forest'];
const FOREST: TvPrefs['forest'][] = ['auto', 'on', 'off'];

export function useVoices(lang: Lang): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState(() => voicesFor(lang));
  useEffect(() => {
    setVoices(voicesFor(lang));
    return onVoicesChanged(() => setVoices(voicesFor(lang)));
  }, [lang]);
  return voices;
}

export function SettingsPanel({ prefs, onChange, onClose }: { prefs: TvPrefs; onChange: (p: TvPrefs) => void; onClose: () => void }) {
  const { t, lang } = useTv();
  const voices = useVoices(lang);
  const [focus, setFocus] = useState(0);
  const voiceURI = prefs.voice[lang] ?? '';

  const adjust = (row: Row, dir: number) => {
    const step = (v: number) => Math.round(Math.max(0, Math.min(1, v + dir * 0.1)) * 10) / 10;
    if (row === 'master' || row === 'music' || row === 'effects' || row === 'voiceVolume') onChange({ ...prefs, [row]: step(prefs[row]) });
    else if (row === 'muted' || row === 'speech') onChange({ ...prefs, [row]: !prefs[row] });
    else if (row === 'forest') onChange({ ...prefs, forest: FOREST[(FOREST.indexOf(prefs.forest) + dir + 3) % 3] });
    else if (row === 'voice' && voices.length) {
      const uris = ['', ...voices.map((v) => v.voiceURI)];
      const i = Math.max(0, uris.indexOf(voiceURI));
      onChange({ ...prefs, voice: { ...prefs.voice, [lang]: uris[(i + dir + uris.length) % uris.length] } });
    }
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowDown') setFocus((f) => (f + 1) % ROWS.length);
      else if (e.key === 'ArrowUp') setFocus((f) => (f - 1 + ROWS.length) % ROWS.length);
      else if (e.key === 'ArrowLeft') adjust(ROWS[focus], -1);
      else if (e.key === 'ArrowRight' || e.key === 'Enter') adjust(ROWS[focus], 1);
      else return;
      e.preventDefault();
      e.stopPropagation();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  });

  const slider = (row: 'master' | 'music' | 'effects' | 'voiceVolume') => (
    <>
      <input type="range" min={0} max={100} step={5} value={Math.round(prefs[row] * 100)} onChange={(e) => onChange({ ...prefs, [row]: Number(e.target.value) / 100 })} />
      <span className="tv-val">{Math.round(prefs[row] * 100)}%</span>
    </>
  );
  const toggle = (row: 'muted' | 'speech') => (
    <button type="button" className={`tv-toggle${prefs[row] ? ' on' : ''}`} onClick={() => onChange({ ...prefs, [row]: !prefs[row] })}>
      {prefs[row] ? t('tv.settings.on') : t('tv.settings.off')}
    </button>
  );
  const row = (r: Row, label: string, control: React.ReactNode) => (
    <div key={r} className={`tv-setting${ROWS[focus] === r ? ' focus' : ''}`} onMouseEnter={() => setFocus(ROWS.indexOf(r))}>
      <label>{label}</label>
      {control}
    </div>
  );
  const canSpeak = speechAvailable();
  return (
    <div className="tv-modal-back" onClick={onClose} data-testid="settings">
      <div className="tv-panel tv-modal" onClick={(e) => e.stopPropagation()}>
        <h2>{t('tv.settings.title')}</h2>
        {row('master', t('tv.settings.master'), slider('master'))}
        {row('music', t('tv.settings.music'), slider('music'))}
        {row('effects', t('tv.settings.effects'), slider('effects'))}
        {row('muted', t('tv.settings.mute'), toggle('muted'))}
        {row('speech', t('tv.settings.speech'), toggle('speech'))}
        {row('voice', t('tv.settings.voice'), canSpeak && voices.length ? (
          <select value={voiceURI} onChange={(e) => onChange({ ...prefs, voice: { ...prefs.voice, [lang]: e.target.value } })}>
            <option value="">{t('tv.settings.defaultVoice')}</option>
            {voices.map((v) => <option key={v.voiceURI} value={v.voiceURI}>{v.name} ({v.lang})</option>)}
          </select>
        ) : <span className="tv-muted" style={{ fontSize: 28 }}>{canSpeak ? t('tv.settings.noVoice') : t('tv.settings.noSpeech')}</span>)}
        {row('voiceVolume', t('tv.settings.voiceVolume'), slider('voiceVolume'))}
        {row('forest', t('tv.settings.forest'), (
          <span style={{ display: 'flex', gap: 10 }}>
            {FOREST.map((f) => (
              <button key={f} type="button" className={`tv-toggle${prefs.forest === f ? ' on' : ''}`} onClick={() => onChange({ ...prefs, forest: f })}>
                {t(`tv.settings.forest_${f}`)}
              </button>
            ))}
          </span>
        ))}
        <p>{t('tv.settings.close')}</p>
      </div>
    </div>
  );
}
