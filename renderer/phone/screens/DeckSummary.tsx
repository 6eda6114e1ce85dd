import type { RoomSettings } from '../../../protocol/protocol.js';
import { PRESETS, ROLE_IDS, ROLES } from '../../../engine/index.js';
import { useT } from '../i18n.js';

/** The deck, the rules preset and the New Moon settings in words, for everyone waiting in the lobby. */
const isWolfCardOf = (role: keyof typeof ROLES) => ROLES[role].wolfCard === true;

export function DeckSummary({ settings }: { settings: RoomSettings }) {
  const t = useT();
  const newMoon = (settings.variants.newMoon ?? PRESETS[settings.preset].newMoon) === 'eachDawn';
  const starting = settings.startingEvents ?? [];
  const counts = ROLE_IDS.map((r) => [r, settings.deck.filter((d) => d === r).length] as const).filter(([, n]) => n > 0);
  return (
    <div className="deck-summary" data-testid="deck-summary">
      <p className="muted small">{t(`preset.${settings.preset}`)} · {t('phone.setup.cards', { count: settings.deck.length })}</p>
      <ul className="role-counts">
        {counts.map(([r, n]) => (
          <li key={r} className={isWolfCardOf(r) ? 'is-wolf' : ''}>{n > 1 ? `${n} × ` : ''}{t(`role.${r}`)}</li>
        ))}
      </ul>
      {newMoon || starting.length ? (
        <p className="muted small" data-testid="new-moon-summary">
          {t('phone.setup.newMoon')}
          {newMoon ? ` · ${t('variant.newMoon.eachDawn')}` : ''}
          {starting.length ? ` · ${t('phone.setup.startingSummary', { cards: starting.map((id) => t(`event.${id}.title`)).join(' / ') })}` : ''}
        </p>
      ) : null}
    </div>
  );
}

/** The lobby loads it lazily (screens/Lobby.tsx): the engine's role list stays out of the first paint. */
export default DeckSummary;
