/**
 * The lobby: a large QR code of the join URL and the typed address, the players around the table
 * as they join (the host drags them to match the real seats), the deck with its art and counts,
 * the rules in force in words, and help for phones that cannot connect.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import QRCode from 'qrcode';
import { boardOf, resolveVariants, type PresetId, type RoleId, type Variants } from '../../../engine/index.js';
import { ROLE_ART } from '../../common/art/index.js';
import type { RoomView } from '../../../protocol/protocol.js';
import { roleName, type T } from '../captions.js';
import { useTv } from '../ctx.js';
import { DoctorButton } from './Doctor.js';
import { SeatRing, type RingGeometry } from './SeatRing.js';

const LOBBY_RING: RingGeometry = { x: 630, y: 50, width: 680, height: 920, rx: 285, ry: 365 };
/** Two columns of seats under the count, names inward (see seatLayout.ts): whole names at any size. */
const LOBBY_COLUMNS: RingGeometry = { x: 630, y: 168, width: 680, height: 820, rx: 0, ry: 0 };

function QrCode({ url }: { url: string }) {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    let alive = true;
    QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#000000', light: '#ffffff' } })
      .then((s) => { if (alive) setSvg(s); })
      .catch(() => { if (alive) setSvg(''); });
    return () => { alive = false; };
  }, [url]);
  return <div className="tv-qr" data-testid="qr" data-join-url={url} dangerouslySetInnerHTML={{ __html: svg }} />;
}

/** The modern Chinese tables' rules (docs/rules.md §9), only those switched on. */
function modernLines(t: T, v: Variants, has: (r: RoleId) => boolean): string[] {
  const lines: string[] = [];
  if (v.sheriffElection !== 'off' && v.candidateSpeeches) lines.push(t('tv.variant.candidateSpeeches'));
  if (v.sheriffElection !== 'off' && v.badgeTearing) lines.push(t('tv.variant.badgeTearing'));
  if (v.sheriffOrdersSpeeches && v.discussion === 'roundRobin') lines.push(t('tv.variant.sheriffOrdersSpeeches'));
  if (v.lastWords !== 'none') lines.push(t(`tv.variant.lastWords.${v.lastWords}`));
  if (v.selfDestruct) lines.push(t('tv.variant.selfDestruct'));
  if (has('witch')) {
    if (v.witchSelfHeal !== 'always') lines.push(t(`tv.variant.witchSelfHeal.${v.witchSelfHeal}`));
    if (v.witchOnePotionPerNight) lines.push(t('tv.variant.witchOnePotionPerNight'));
    if (!v.witchSeesVictimAfterHeal) lines.push(t('tv.variant.witchBlindAfterHeal'));
  }
  return lines;
}

/** The rules in force, in words; only those that matter for this deck. */
export function variantLines(t: T, v: Variants, deck: readonly RoleId[]): string[] {
  const has = (r: RoleId) => deck.includes(r);
  const lines: string[] = [];
  lines.push(v.sheriffElection === 'off' ? t('tv.variant.sheriffElectionOff')
    : v.sheriffElection === 'day1BeforeDeaths' ? t('tv.variant.sheriffElectionBeforeDeaths')
      : t('tv.variant.sheriffElectionDay', { day: v.sheriffElection }));
  if (v.sheriffElection !== 'off') {
    lines.push(t('tv.variant.sheriffVoteWeight', { weight: v.sheriffVoteWeight }));
    lines.push(t(`tv.variant.sheriffBreaksTie.${v.sheriffBreaksTie}`));
  }
  lines.push(t(`tv.variant.tieRule.${v.tieRule}`));
  lines.push(t(`tv.variant.discussion.${v.discussion}`));
  lines.push(t(`tv.variant.revealOnDeath.${v.revealOnDeath}`));
  lines.push(t(`tv.variant.wolfAgreement.${v.wolfAgreement}`));
  lines.push(t(`tv.variant.wolfWin.${v.wolfWin}`));
  if (has('seer')) lines.push(t(`tv.variant.seerSees.${v.seerSees}`));
  if (has('hunter')) lines.push(t(`tv.variant.hunterShootsWhen.${v.hunterShootsWhen}`));
  if (v.deathPowerCall === 'everyone') lines.push(t('tv.variant.deathPowerCall.everyone'));
  if (has('witch')) lines.push(t(`tv.variant.witchSeesGuardedVictim.${v.witchSeesGuardedVictim}`));
  if (has('witch') && has('guard')) lines.push(t(`tv.variant.guardWitchClash.${v.guardWitchClash}`));
  if (has('cupid')) {
    lines.push(t(`tv.variant.loversMayVoteEachOther.${v.loversMayVoteEachOther}`));
    lines.push(t(`tv.variant.loversSeeTeam.${v.loversSeeTeam}`));
  }
  if (has('littleGirl')) lines.push(t('tv.variant.littleGirlCatchChance', { pct: Math.round(v.littleGirlCatchChance * 100) }));
  lines.push(t(`tv.variant.ghostsSeeAll.${v.ghostsSeeAll}`));
  lines.push(t(`tv.variant.newMoon.${v.newMoon}`));
  lines.push(...modernLines(t, v, has));
  return lines;
}

/** The named board these settings are (RULES.md §12: 狼王守卫…), if any. */
function boardOfRoom(room: RoomView) {
  return boardOf(room.settings.preset as PresetId, room.settings.deck, room.settings.variants);
}

/**
 * What each special card of the deck does, one line each (`roleRule.<id>`, in its folder's strings or
 * the base's): a board's powers read from across the room before the deal. Cards without a line
 * (the Villager, the Werewolf) are left out.
 */
export function roleRuleLines(t: T, deck: readonly RoleId[]): string[] {
  const lines: string[] = [];
  for (const role of new Set(deck)) {
    const key = `roleRule.${role}`;
    const rule = t(key);
    if (rule !== key) lines.push(t('tv.lobby.roleRule', { role: roleName(t, role), rule }));
  }
  return lines;
}

function Deck({ room }: { room: RoomView }) {
  const { t } = useTv();
  const board = boardOfRoom(room);
  // "狼王守卫 — Wolf King & Guard" (en): the Chinese name as the title, the gloss under it.
  const [boardName, gloss] = board ? t(`board.${board.id}`).split(' — ') : [];
  const counts = new Map<RoleId, number>();
  for (const r of room.settings.deck) counts.set(r, (counts.get(r) ?? 0) + 1);
  const size = counts.size > 10 ? 40 : 56;
  return (
    <div className="tv-panel tv-deck" data-testid="deck">
      <h2 className="tv-side-title">
        {board ? <span data-testid="lobby-board">{boardName}</span> : t('tv.lobby.deck')}
        <small>{t('tv.lobby.cards', { count: room.settings.deck.length })}</small>
      </h2>
      {gloss ? <div className="tv-deck-gloss" data-testid="lobby-board-gloss">{gloss}</div> : null}
      <div className="tv-deck-grid">
        {[...counts].map(([role, n]) => {
          const Art = ROLE_ART[role];
          return (
            <div key={role} className="tv-deck-item" data-testid="deck-item" data-role-card={role} data-count={n}>
              <Art size={size} />
              <span className="tv-deck-name">{roleName(t, role)}</span>
              <span className="tv-deck-count">×{n}</span>
            </div>
          );
        })}
      </div>
      {room.settings.deck.includes('thief') ? <div className="tv-deck-note">{t('tv.lobby.thiefExtra')}</div> : null}
    </div>
  );
}

function Rules({ room }: { room: RoomView }) {
  const { t } = useTv();
  let v: Variants;
  try {
    v = resolveVariants(room.settings.preset, room.settings.variants);
  } catch {
    return null;
  }
  // A named board's powers come first: they are what the table asks about (RULES.md §12).
  const lines = [...(boardOfRoom(room) ? roleRuleLines(t, room.settings.deck) : []), ...variantLines(t, v, room.settings.deck)];
  return <RulesList t={t} preset={room.settings.preset} lines={lines} />;
}

/** As many rules as the panel holds at a readable size, then how many more (a big deck has many). */
function RulesList({ t, preset, lines }: { t: T; preset: string; lines: string[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(lines.length);
  const key = lines.join('|');
  useLayoutEffect(() => setShown(lines.length), [key, lines.length]);
  useLayoutEffect(() => {
    const el = box.current;
    if (el && shown > 0 && el.scrollHeight > el.clientHeight + 1) setShown((k) => k - 1);
  }, [shown, key]);
  const more = lines.length - shown;
  return (
    <div className="tv-panel tv-rules" data-testid="rules" ref={box}>
      <h2 className="tv-side-title">{t('tv.lobby.rules')}<small>{t(`tv.preset.${preset}`)}</small></h2>
      <ul>{lines.slice(0, shown).map((l) => <li key={l}>{l}</li>)}</ul>
      {more > 0 ? <div className="tv-rules-more" data-testid="rules-more">{t('tv.lobby.moreRules', { count: more })}</div> : null}
    </div>
  );
}

function setupText(t: T, p: RoomView['setupProblem']): string {
  if (!p) return t('tv.lobby.ready');
  const code = p.code.replace(/^setup\./, '').split(':')[0];
  const params: Record<string, unknown> = { ...(p.params ?? {}) };
  if (typeof params.role === 'string') params.role = roleName(t, params.role);
  return t([`tv.setup.${code}`, 'tv.setup.other'], params);
}

export function Lobby() {
  const { t, state, feed, isHost } = useTv();
  const room = state.room!;
  const players = room.players.slice().sort((a, b) => a.seat - b.seat);
  const seats = players.map((p) => ({
    key: p.id, seat: p.seat, name: p.name, alive: true, role: null, sheriff: false, offline: !p.connected,
  }));
  const addresses = isHost && room.addresses && room.addresses.length > 1 ? room.addresses : null;
  const slots = Math.max(players.length, Math.min(24, Math.max(8, room.settings.deck.length)));
  const big = true;
  const ring = big ? LOBBY_COLUMNS : LOBBY_RING;
  const centre = big
    ? { left: ring.x, top: 36, width: ring.width, height: 120 }
    : { left: ring.x + 150, top: ring.y + 290, width: ring.width - 300, height: 320 };
  return (
    <div className="tv-layer" data-testid="lobby">
      <div className="tv-lobby-left">
        <div className="tv-brand">{t('tv.title')}<small>{t('tv.subtitle')}</small></div>
        <div className="tv-panel tv-qr-card">
          <div className="tv-qr-label">{t('tv.lobby.scan')}</div>
          <QrCode url={room.joinUrl} />
          <div className="tv-url" data-testid="join-url"><small>{t('tv.lobby.orType')}</small>{room.joinUrl}</div>
        </div>
        {addresses ? (
          <div className="tv-panel tv-addresses" data-testid="addresses">
            <h3>{t('tv.lobby.addresses')}</h3>
            {addresses.slice(0, 9).map((a, i) => (
              <div key={a.address} className={`tv-address${a.chosen ? ' chosen' : ''}`} onClick={() => feed.host({ cmd: 'selectAddress', address: a.address })}>
                <span className="tv-kbd">{i + 1}</span><span>{a.address}</span><span className="tv-muted">{a.name}</span>
              </div>
            ))}
          </div>
        ) : null}
        <div className="tv-panel tv-help" data-testid="help">
          {/* The check sits beside the title so a full lobby never pushes it off the screen. */}
          <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16 }}>
            <h3>{t('tv.help.title')}</h3>
            <DoctorButton />
          </div>
          <ul>
            <li>{t('tv.help.wifi')}</li>
            <li>{t('tv.help.guest')}</li>
          </ul>
        </div>
      </div>
      <SeatRing
        seats={seats}
        geometry={ring}
        arrangement="columns"
        slots={slots}
        onReorder={isHost ? (keys) => feed.host({ cmd: 'reorder', order: keys }) : undefined}
        testId="lobby-ring"
        className="lobby"
      />
      <div className={`tv-centre${big ? ' tv-lobby-top' : ''}`} style={centre}>
        <div className="tv-lobby-count" data-testid="player-count">{t('tv.lobby.players', { count: players.length })}</div>
        <div className={`tv-lobby-status${room.setupProblem ? ' problem' : ''}`} data-testid="setup-status">
          {players.length === 0 ? t('tv.lobby.waiting') : setupText(t, room.setupProblem)}
        </div>
        {!room.setupProblem && players.length > 0 && !big ? (
          <div className="tv-lobby-start">{isHost ? t('tv.lobby.startHint') : t('tv.lobby.startVip')}</div>
        ) : null}
        {room.locked ? <div className="tv-lobby-status">{t('tv.lobby.locked')}</div> : null}
        {isHost && players.length > 1 && !big ? <div className="tv-centre-sub" style={{ fontSize: 28, color: '#9aabb4', marginTop: 10 }}>{t('tv.lobby.dragHint')}</div> : null}
      </div>
      <div className="tv-lobby-right">
        <Deck room={room} />
        <Rules room={room} />
      </div>
    </div>
  );
}
