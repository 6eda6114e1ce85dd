/**
 * The end: who won, every card turned over, and the recap of every night and day (built from
 * the full history the host sends the table once the game is over).
 */
import { motion } from 'framer-motion';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { BADGE_ART, ROLE_ART, RoleCard } from '../../common/art/index.js';
import { nameBook, roleName } from '../captions.js';
import { useTv } from '../ctx.js';
import { buildRecap, type RecapIcon } from '../recap.js';

function Icon({ icon }: { icon: RecapIcon }) {
  const size = 34;
  if (icon in ROLE_ART) {
    const A = ROLE_ART[icon as keyof typeof ROLE_ART];
    return <A size={size} />;
  }
  if (icon === 'sheriff') return <BADGE_ART.sheriff size={size} />;
  if (icon === 'death') return <BADGE_ART.ghost size={size} />;
  if (icon === 'lovers') return <BADGE_ART.lovers size={size} />;
  if (icon === 'charmed') return <BADGE_ART.charmed size={size} />;
  if (icon === 'dawn') {
    return (
      <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="26" r="9" fill="#f2a541" />
        <path d="M4 30 H36" stroke="#f2a541" strokeWidth="3" />
      </svg>
    );
  }
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <rect x="7" y="16" width="26" height="18" rx="3" fill="#9aabb4" />
      <rect x="12" y="6" width="16" height="14" rx="2" fill="#eef3f1" transform="rotate(-8 20 13)" />
      <rect x="13" y="17" width="14" height="3" fill="#1b2a31" />
    </svg>
  );
}

function Recap() {
  const { t, state } = useTv();
  const sections = buildRecap(state.log, t, nameBook(state.game));
  const box = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState(1);
  const [page, setPage] = useState(0);
  useLayoutEffect(() => {
    const h = box.current?.clientHeight ?? 1;
    const ih = inner.current?.scrollHeight ?? 0;
    setPages(Math.max(1, Math.ceil(ih / (h - 80))));
  }, [sections.length, state.log.length]);
  useEffect(() => {
    if (pages <= 1) return;
    const id = setInterval(() => setPage((p) => (p + 1) % pages), 12_000);
    return () => clearInterval(id);
  }, [pages]);
  const shift = page * ((box.current?.clientHeight ?? 0) - 80);
  return (
    <div className="tv-panel tv-recap" ref={box} data-testid="recap">
      <h2 className="tv-side-title">{t('tv.end.recap')}{pages > 1 ? <small>{page + 1}/{pages}</small> : null}</h2>
      <div className="tv-recap-inner" ref={inner} style={{ transform: `translateY(${-shift}px)` }}>
        {sections.map((s) => (
          <div key={`${s.kind}${s.n}`} className={`tv-recap-sec ${s.kind}`} data-testid="recap-section" data-kind={s.kind} data-n={s.n}>
            <h3>{t(`tv.recap.${s.kind}`, { n: s.n })}</h3>
            {s.items.map((it, i) => (
              <div key={i} className="tv-recap-item" data-testid="recap-item"><Icon icon={it.icon} /><span>{it.text}</span></div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

export function EndScreen() {
  const { t, state, reduced } = useTv();
  const game = state.game!;
  const outcome = game.outcome;
  const winners = new Set(outcome?.winners ?? []);
  const n = game.players.length;
  const cols = n <= 8 ? 4 : n <= 12 ? 4 : n <= 18 ? 6 : 8;
  const size = n <= 8 ? 130 : n <= 12 ? 96 : n <= 18 ? 80 : 62;
  const winnerNames = game.players.filter((p) => winners.has(p.seat)).map((p) => p.name);
  return (
    <div className="tv-layer" data-testid="end">
      <div className="tv-end-head">
        <motion.div
          className={`tv-end-title${outcome?.winner === 'wolves' ? ' wolves' : ''}`}
          data-testid="winner"
          data-winner={outcome?.winner}
          {...(reduced ? {} : { initial: { opacity: 0, scale: 0.9 }, animate: { opacity: 1, scale: 1 }, transition: { duration: 1.2 } })}
        >
          {t(`win.${outcome?.winner ?? 'nobody'}`)}
        </motion.div>
        <div className="tv-end-sub">{winnerNames.length ? t('tv.end.winnersList', { list: winnerNames.join(t('tv.comma')) }) : ''}</div>
      </div>
      <div className="tv-end-cards" style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }} data-testid="end-cards">
        {game.players.map((p, i) => (
          <motion.div
            key={p.seat}
            className={`tv-end-card${winners.has(p.seat) ? ' winner' : ''}${p.alive ? '' : ' dead'}`}
            style={{ ['--card' as string]: `${size}px` }}
            data-testid="end-card"
            data-seat={p.seat}
            {...(p.role ? { 'data-role': p.role } : {})}
            {...(reduced ? {} : { initial: { opacity: 0, y: 20 }, animate: { opacity: 1, y: 0 }, transition: { delay: 0.4 + i * 0.08 } })}
          >
            {winners.has(p.seat) ? <span className="tv-end-crown">★</span> : null}
            <RoleCard role={p.role} size={size} />
            <div className="tv-grave-name">{p.seat} · {p.name}</div>
            <div className="tv-grave-role">{p.role ? roleName(t, p.role) : ''}</div>
            <div className="tv-grave-cause">{p.death ? t(`tv.cause.${p.death.cause}`) : t('tv.end.alive')}</div>
          </motion.div>
        ))}
      </div>
      <Recap />
    </div>
  );
}
