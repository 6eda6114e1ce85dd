import { useState } from 'react';
import { clipGraphemes } from '../../../protocol/names.js';
import { AVATARS, NAME_MAX_LENGTH, type Avatar } from '../../../protocol/wire.js';
import { AvatarGlyph } from '../../common/ui/Avatar.js';
import { useT } from '../i18n.js';
import type { PhoneStore, Snapshot } from '../store.js';
import { LangSwitch } from './LangSwitch.js';
import { errorText } from './Status.js';

const NAME_KEY = 'nightfall.name';
const AVATAR_KEY = 'nightfall.avatar';

function remembered(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function remember(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // private mode
  }
}

/**
 * From the QR code straight to a name: language, name (remembered), avatar, join.
 * Also the profile editor in the lobby (`edit`), and what a latecomer sees while a game runs.
 */
export function Join({ snap, store, running, edit, onDone }: {
  snap: Snapshot; store: PhoneStore; running?: boolean; edit?: boolean; onDone?: () => void;
}) {
  const t = useT();
  const others = (snap.room?.players ?? []).filter((p) => p.id !== snap.you?.playerId);
  const mine = snap.room?.players.find((p) => p.id === snap.you?.playerId);
  const [name, setName] = useState(() => mine?.name ?? remembered(NAME_KEY) ?? '');
  const [avatar, setAvatar] = useState<Avatar>(() => {
    if (mine) return mine.avatar;
    const saved = remembered(AVATAR_KEY) as Avatar | null;
    if (saved && (AVATARS as readonly string[]).includes(saved) && !others.some((p) => p.avatar === saved)) return saved;
    return AVATARS.find((a) => !others.some((p) => p.avatar === a)) ?? 'moon';
  });
  const trimmed = name.trim();
  const clash = others.some((p) => p.name.trim().toLowerCase() === trimmed.toLowerCase());

  const submit = () => {
    if (!trimmed || snap.joining) return;
    remember(NAME_KEY, trimmed);
    remember(AVATAR_KEY, avatar);
    if (edit) {
      store.profile({ name: trimmed, avatar });
      onDone?.();
    } else {
      store.join(trimmed, avatar, snap.lang);
    }
  };

  return (
    <form
      className="screen" data-testid={edit ? 'profile' : 'join'}
      onSubmit={(e) => { e.preventDefault(); submit(); }}
    >
      <header className="topbar">
        <span className="brand">{t('phone.appName')}</span>
        <LangSwitch />
      </header>
      <main className="content">
        {!edit ? <h1 className="title">{t('phone.join.title')}</h1> : <h1 className="title">{t('phone.join.editTitle')}</h1>}
        {running ? <p className="warn" data-testid="running">{t('phone.join.running')}</p> : null}
        <label className="field">
          <span className="field-label">{t('phone.join.name')}</span>
          <input
            className="input" name="name" value={name} autoComplete="nickname"
            autoCapitalize="words" enterKeyHint="go" placeholder={t('phone.join.namePlaceholder')}
            onChange={(e) => setName(clipGraphemes(e.target.value, NAME_MAX_LENGTH))} data-testid="name-input"
          />
        </label>
        {clash ? <p className="warn">{t('phone.error.NAME_TAKEN')}</p> : null}
        <fieldset className="field">
          <legend className="field-label">{t('phone.join.avatar')}</legend>
          <div className="avatar-grid">
            {AVATARS.map((a) => {
              const taken = others.some((p) => p.avatar === a);
              return (
                <button
                  key={a} type="button" className={`avatar-pick${a === avatar ? ' is-on' : ''}${taken ? ' is-taken' : ''}`}
                  aria-pressed={a === avatar} aria-label={taken ? `${t(`phone.avatar.${a}`)} — ${t('phone.join.avatarTaken')}` : t(`phone.avatar.${a}`)}
                  onClick={() => setAvatar(a)} disabled={taken} data-testid={`avatar-${a}`} data-taken={taken}
                >
                  <AvatarGlyph id={a} size={34} />
                  <span className="avatar-name">{taken ? t('phone.join.avatarTaken') : t(`phone.avatar.${a}`)}</span>
                </button>
              );
            })}
          </div>
        </fieldset>
        {snap.joinError ? <p className="error" role="alert" data-testid="join-error" data-code={snap.joinError}>{errorText(t, snap.joinError)}</p> : null}
        {!edit && snap.room?.locked ? <p className="warn">{t('phone.error.ROOM_LOCKED')}</p> : null}
      </main>
      <footer className="actions">
        {edit ? <button type="button" className="btn" onClick={onDone}>{t('phone.cancel')}</button> : null}
        <button type="submit" className="btn btn-primary" disabled={!trimmed || snap.joining} data-testid="join-button">
          {snap.joining ? t('phone.join.joining') : edit ? t('phone.save') : t('phone.join.join')}
        </button>
      </footer>
    </form>
  );
}
