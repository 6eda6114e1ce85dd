/**
 * The VIP's lobby controls: presets, the deck (role counts ±), every rule variant (New Moon's
 * together with the permanent cards in play from the start), the timings, the TV's language and
 * the room lock. Every change is sent as a whole `settings` command; the
 * host answers with the new room, and with `setupProblem` when the game cannot start yet.
 */
import { useState } from 'react';
import { EventCardArt } from '../../common/art/EventCardArt.js';
import { ROLE_ART } from '../../common/art/roles/index.js';
import type { RoomSettings, Timings } from '../../../protocol/protocol.js';
import { LANGS } from '../../../protocol/wire.js';
import { MIN_PLAYERS, presetDeck } from '../../../engine/deck.js';
import { eventCards } from '../../../engine/newMoon/registry.js';
import { BOARDS, NIGHTFALL, PRESETS, ROLES, ROLE_IDS, VARIANT_CHOICES, type PresetId, type RoleId, type Variants } from '../../../engine/index.js';
import { useT } from '../i18n.js';
import type { PhoneStore, Snapshot } from '../store.js';

type Tab = 'deck' | 'rules' | 'timings';

const TIMING_LIMITS: Record<keyof Timings, { min: number; max: number; step: number }> = {
  night: { min: 10, max: 300, step: 5 },
  info: { min: 3, max: 60, step: 1 },
  decision: { min: 10, max: 300, step: 5 },
  discussion: { min: 30, max: 1800, step: 30 },
  speech: { min: 15, max: 600, step: 15 },
  vote: { min: 15, max: 600, step: 15 },
};

/** At most one of each role in a deck, unless the role says it repeats (RoleModule.repeatable). */
const UNIQUE = (r: RoleId) => !ROLES[r].repeatable;
/** The first role of the Characters' rule set (the rule book's order, as ROLE_IDS): it opens their heading. */
const FIRST_CHARACTER: RoleId | undefined = NIGHTFALL.sets.find((set) => set.id === 'characters')?.roles?.[0]?.id;

export default function SetupPanel({ snap, store }: { snap: Snapshot; store: PhoneStore }) {
  const t = useT();
  const [tab, setTab] = useState<Tab>('deck');
  const room = snap.room!;
  const settings = room.settings;
  const send = (patch: Partial<RoomSettings>) => store.host({ cmd: 'settings', settings: { ...settings, ...patch } });

  return (
    <section className="card-panel setup" data-testid="setup">
      <div className="tabs" role="tablist">
        {(['deck', 'rules', 'timings'] as Tab[]).map((id) => (
          <button
            key={id} type="button" role="tab" aria-selected={tab === id} className={tab === id ? 'is-on' : ''}
            onClick={() => setTab(id)} data-testid={`tab-${id}`}
          >
            {t(`phone.setup.tab.${id}`)}
          </button>
        ))}
      </div>
      {tab === 'deck' ? <DeckTab settings={settings} players={room.players.length} send={send} /> : null}
      {tab === 'rules' ? <RulesTab settings={settings} send={send} /> : null}
      {tab === 'timings' ? (
        <TimingsTab
          settings={settings} send={send} locked={room.locked}
          onLock={(locked) => store.host({ cmd: 'lock', locked })}
        />
      ) : null}
      <p className="muted small">{t('phone.setup.hint')}</p>
    </section>
  );
}

type Send = (patch: Partial<RoomSettings>) => void;

function DeckTab({ settings, players, send }: { settings: RoomSettings; players: number; send: Send }) {
  const t = useT();
  const deck = settings.deck;
  const count = (r: RoleId) => deck.filter((d) => d === r).length;
  const setCount = (r: RoleId, n: number) => {
    const next = deck.filter((d) => d !== r);
    for (let i = 0; i < n; i++) next.push(r);
    next.sort((a, b) => ROLE_IDS.indexOf(a) - ROLE_IDS.indexOf(b));
    // A deck edited by hand stops following the table size.
    if (next.length > 0) send({ deck: next, autoDeck: false });
  };
  return (
    <div className="tab-body">
      <Segmented
        label={t('phone.setup.preset')}
        value={settings.preset}
        options={(['official', 'classic-cn', 'modern-cn'] as PresetId[]).map((p) => ({ value: p, label: t(`preset.${p}`) }))}
        onChange={(p) => send({ preset: p as PresetId, variants: {} })}
        testid="preset"
      />
      <Boards players={players} send={send} />
      <p className={`deck-count${deck.length === players ? ' is-ok' : ''}`} data-testid="deck-count">
        {t('phone.setup.deckCount', { cards: deck.length, players })}
        {deck.includes('thief') ? <span className="muted small"> {t('phone.setup.thiefNote')}</span> : null}
      </p>
      <button type="button" className="btn btn-wide" onClick={() => send({ deck: presetDeck(Math.max(players, MIN_PLAYERS)), autoDeck: true })} data-testid="suggested-deck">
        {t('phone.setup.suggested', { count: Math.max(players, MIN_PLAYERS) })}
      </button>
      {settings.autoDeck ? <p className="muted small" data-testid="auto-deck">{t('phone.setup.autoDeck')}</p> : null}
      <ul className="role-rows">
        {ROLE_IDS.map((r) => {
          const Art = ROLE_ART[r];
          const n = count(r);
          const max = UNIQUE(r) ? 1 : 24;
          const row = (
            <li key={r} className={`role-row${n > 0 ? ' is-in' : ''}`} data-testid={`role-${r}`} data-count={n}>
              <Art size={40} />
              <span className="role-row-name">{t(`role.${r}`)}</span>
              <Stepper
                value={n} label={t(`role.${r}`)} onMinus={() => setCount(r, n - 1)} onPlus={() => setCount(r, n + 1)}
                minusDisabled={n === 0} plusDisabled={n >= max}
              />
            </li>
          );
          // The Characters expansion (its first role opens it) under a heading of its own.
          return r === FIRST_CHARACTER
            ? [<li key="characters-head" className="muted small role-rows-head" data-testid="characters-head">{t('phone.setup.characters')}</li>, row]
            : row;
        })}
      </ul>
    </div>
  );
}

/**
 * The named boards, every rule set's (docs/rules.md §9, RULES.md §12): one tap sets their deck and
 * the modern-cn rules. A board is offered only with exactly its count seated; the others are greyed,
 * with the count they need said under them (RULES.md §13b).
 */
function Boards({ players, send }: { players: number; send: Send }) {
  const t = useT();
  const needed = [...new Set(BOARDS.filter((b) => b.deck.length !== players).map((b) => b.deck.length))].sort((a, b) => a - b);
  return (
    <div className="boards" data-testid="boards">
      <p className="variant-name">{t('board.title')}</p>
      <div className="seg seg-small" role="group" aria-label={t('board.title')}>
        {BOARDS.map((b) => (
          <button
            key={b.id} type="button" className={b.deck.length === players ? 'is-fit' : ''} data-testid={`board-${b.id}`}
            disabled={b.deck.length !== players}
            onClick={() => send({ preset: b.preset, variants: { ...b.variants }, deck: b.deck.slice(), autoDeck: false })}
          >
            {t(`board.${b.id}`)}
          </button>
        ))}
      </div>
      {needed.length > 0 ? (
        <p className="muted small" data-testid="boards-unfit">{t('phone.setup.boardsNeed', { counts: needed.join(' / '), players })}</p>
      ) : null}
    </div>
  );
}

function variantValueLabel(t: (k: string, p?: Record<string, unknown>) => string, key: keyof Variants, value: unknown): string {
  const choice = VARIANT_CHOICES[key];
  if (choice === 'probability') return `${Math.round(Number(value) * 100)}%`;
  if (choice === 'number') return `×${String(value)}`;
  if (choice === 'day') {
    if (value === 'off' || value === 'day1BeforeDeaths') return t(`variant.sheriffElection.${value}`);
    return t('variant.sheriffElection.day', { day: value });
  }
  return t(`variant.${key}.${String(value)}`);
}

/** The New Moon settings, shown together under their own heading. */
const NEW_MOON_VARIANTS: (keyof Variants)[] = ['newMoon', 'bleakMondayNotHim'];

/** Cards that may be in play from the start (docs/rules.md §7): the permanent ('new' moon) ones. */
const PERMANENT_CARDS = eventCards().filter((c) => c.moonClass === 'new').map((c) => c.id);
const MAX_STARTING_EVENTS = 2;

function RulesTab({ settings, send }: { settings: RoomSettings; send: Send }) {
  const t = useT();
  const base = PRESETS[settings.preset as PresetId];
  const effective: Variants = { ...base, ...settings.variants };
  const setVariant = <K extends keyof Variants>(key: K, value: Variants[K]) => {
    const variants: Partial<Variants> = { ...settings.variants };
    if (base[key] === value) delete variants[key];
    else variants[key] = value;
    send({ variants });
  };
  const keys = (Object.keys(VARIANT_CHOICES) as (keyof Variants)[]).filter((k) => !NEW_MOON_VARIANTS.includes(k));
  return (
    <div className="tab-body">
      <p className="muted small">{t('phone.setup.rulesOf', { preset: t(`preset.${settings.preset}`) })}</p>
      <ul className="variant-rows">
        {keys.map((key) => <VariantRow key={key} k={key} value={effective[key]} changed={key in settings.variants} onChange={setVariant} />)}
      </ul>
      <NewMoonSetup settings={settings} effective={effective} send={send} onVariant={setVariant} />
      {Object.keys(settings.variants).length > 0 ? (
        <button type="button" className="btn btn-wide" onClick={() => send({ variants: {} })}>{t('phone.setup.resetRules')}</button>
      ) : null}
    </div>
  );
}

function VariantRow({ k: key, value, changed, onChange }: {
  k: keyof Variants; value: unknown; changed: boolean; onChange: <K extends keyof Variants>(key: K, value: Variants[K]) => void;
}) {
  const t = useT();
  const choice = VARIANT_CHOICES[key];
  return (
    <li className={`variant-row${changed ? ' is-changed' : ''}`} data-testid={`variant-${key}`}>
      <span className="variant-name">{t(`variant.${key}.name`)}</span>
      {Array.isArray(choice) ? (
        <div className="seg seg-small" role="group" aria-label={t(`variant.${key}.name`)}>
          {(choice as readonly unknown[]).map((v) => (
            <button
              key={String(v)} type="button" className={v === value ? 'is-on' : ''} aria-pressed={v === value}
              onClick={() => onChange(key, v as never)} data-value={String(v)}
            >
              {variantValueLabel(t, key, v)}
            </button>
          ))}
        </div>
      ) : (
        <VariantStepper kind={choice as 'number' | 'probability' | 'day'} value={value} label={t(`variant.${key}.name`)} text={variantValueLabel(t, key, value)} onChange={(v) => onChange(key, v as never)} />
      )}
    </li>
  );
}

/**
 * New Moon (docs/rules.md §7): a card drawn each dawn, Bleak Monday's variant, and up to two permanent
 * cards in play from the start (`startingEvents`; the engine refuses any other card).
 */
function NewMoonSetup({ settings, effective, send, onVariant }: {
  settings: RoomSettings; effective: Variants; send: Send; onVariant: <K extends keyof Variants>(key: K, value: Variants[K]) => void;
}) {
  const t = useT();
  const starting = settings.startingEvents ?? [];
  const toggle = (id: string) => {
    const next = starting.includes(id) ? starting.filter((s) => s !== id) : [...starting, id];
    if (next.length <= MAX_STARTING_EVENTS) send({ startingEvents: next });
  };
  // Its options show only when New Moon is on (the draw, or cards already put in play at the start).
  const on = effective.newMoon !== 'off' || starting.length > 0;
  const shown = on ? NEW_MOON_VARIANTS : NEW_MOON_VARIANTS.filter((key) => key === 'newMoon');
  return (
    <section className="new-moon-setup" data-testid="new-moon-setup" data-on={on}>
      <h3 className="section-title">{t('phone.setup.newMoon')}</h3>
      <ul className="variant-rows">
        {shown.map((key) => <VariantRow key={key} k={key} value={effective[key]} changed={key in settings.variants} onChange={onVariant} />)}
      </ul>
      {on ? <div className="starting-events" data-testid="starting-events">
        <p className="variant-name">{t('phone.setup.startingEvents', { max: MAX_STARTING_EVENTS })}</p>
        {PERMANENT_CARDS.map((id) => {
          const on = starting.includes(id);
          const full = !on && starting.length >= MAX_STARTING_EVENTS;
          return (
            <button
              key={id} type="button" className={`starting-card${on ? ' is-on' : ''}`} aria-pressed={on} disabled={full}
              onClick={() => toggle(id)} data-testid={`starting-${id}`}
            >
              <EventCardArt moonClass="new" size={44} />
              <span className="starting-text">
                <strong>{t(`event.${id}.title`)}</strong>
                <span className="muted small">{t(`event.${id}.text`)}</span>
              </span>
              <span className="starting-check" aria-hidden="true">{on ? '✓' : ''}</span>
            </button>
          );
        })}
        <p className="muted small">{t('phone.setup.startingHint')}</p>
      </div> : null}
    </section>
  );
}

function VariantStepper({ kind, value, label, text, onChange }: {
  kind: 'number' | 'probability' | 'day'; value: unknown; label: string; text: string; onChange: (v: unknown) => void;
}) {
  const down = stepVariant(kind, value, -1);
  const up = stepVariant(kind, value, 1);
  return (
    <Stepper
      value={text} label={label} onMinus={() => onChange(down)} onPlus={() => onChange(up)}
      minusDisabled={down === value} plusDisabled={up === value}
    />
  );
}

function stepVariant(kind: 'number' | 'probability' | 'day', value: unknown, dir: 1 | -1): unknown {
  if (kind === 'probability') {
    const v = Math.round((Number(value) + dir * 0.05) * 100) / 100;
    return Math.min(1, Math.max(0, v));
  }
  if (kind === 'number') {
    const v = Number(value) + dir * 0.5;
    return Math.min(5, Math.max(1, v));
  }
  // off, day 1 before the night's deaths (docs/rules.md §9), then day 1…10.
  const day = value === 'off' ? -1 : value === 'day1BeforeDeaths' ? 0 : Number(value);
  const next = Math.min(10, Math.max(-1, day + dir));
  return next === -1 ? 'off' : next === 0 ? 'day1BeforeDeaths' : next;
}

function TimingsTab({ settings, send, locked, onLock }: {
  settings: RoomSettings; send: Send; locked: boolean; onLock: (locked: boolean) => void;
}) {
  const t = useT();
  const timings = settings.timings;
  return (
    <div className="tab-body">
      <ul className="variant-rows">
        {(Object.keys(TIMING_LIMITS) as (keyof Timings)[]).map((key) => {
          const lim = TIMING_LIMITS[key];
          const v = timings[key];
          const set = (n: number) => send({ timings: { ...timings, [key]: Math.min(lim.max, Math.max(lim.min, n)) } });
          return (
            <li key={key} className="variant-row" data-testid={`timing-${key}`}>
              <span className="variant-name">{t(`timing.${key}`)}</span>
              <Stepper
                value={t('phone.setup.seconds', { count: v })} label={t(`timing.${key}`)}
                onMinus={() => set(v - lim.step)} onPlus={() => set(v + lim.step)}
                minusDisabled={v <= lim.min} plusDisabled={v >= lim.max}
              />
            </li>
          );
        })}
      </ul>
      <Segmented
        label={t('phone.setup.tvLang')} value={settings.lang}
        options={LANGS.map((l) => ({ value: l, label: l === 'zh-CN' ? '中文' : 'English' }))}
        onChange={(l) => send({ lang: l as RoomSettings['lang'] })}
        testid="tv-lang"
      />
      <Segmented
        label={t('phone.setup.lock')} value={locked ? 'locked' : 'open'}
        options={[{ value: 'open', label: t('phone.setup.open') }, { value: 'locked', label: t('phone.setup.locked') }]}
        onChange={(v) => onLock(v === 'locked')}
        testid="lock"
      />
    </div>
  );
}

function Segmented({ label, value, options, onChange, testid }: {
  label: string; value: string; options: { value: string; label: string }[]; onChange: (v: string) => void; testid?: string;
}) {
  return (
    <div className="seg-field">
      <span className="field-label">{label}</span>
      <div className="seg" role="group" aria-label={label} data-testid={testid}>
        {options.map((o) => (
          <button key={o.value} type="button" className={o.value === value ? 'is-on' : ''} aria-pressed={o.value === value} onClick={() => onChange(o.value)}>
            {o.label}
          </button>
        ))}
      </div>
    </div>
  );
}

function Stepper({ value, label, onMinus, onPlus, minusDisabled, plusDisabled }: {
  value: number | string; label: string; onMinus: () => void; onPlus: () => void; minusDisabled?: boolean; plusDisabled?: boolean;
}) {
  return (
    <span className="stepper">
      <button type="button" className="icon-btn" onClick={onMinus} disabled={minusDisabled} aria-label={`− ${label}`} data-testid="minus">−</button>
      <span className="stepper-value" data-testid="value">{value}</span>
      <button type="button" className="icon-btn" onClick={onPlus} disabled={plusDisabled} aria-label={`+ ${label}`} data-testid="plus">+</button>
    </span>
  );
}
