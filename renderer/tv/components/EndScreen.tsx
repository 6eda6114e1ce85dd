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

/** Groups whole sections into pages that fit `avail` px (a section taller than a page gets its own). */
export function pageSections(heights: number[], avail: number): number[][] {
  const pages: number[][] = [];
  let cur: number[] = [];
  let used = 0;
  heights.forEach((h, i) => {
    if (cur.length && used + h > avail) {
      pages.push(cur);
      cur = [];
      used = 0;
    }
    cur.push(i);
    used += h;
  });
  if (cur.length) pages.push(cur);
  return pages.length ? pages : [[]];
}

const PAGE_MS = 12_000;

/** The recap, paged by whole nights and days: turns by itself, and ← → (PageUp/PageDown) turn it by hand. */
function Recap() {
  const { t, state } = useTv();
  const sections = buildRecap(state.log, t, nameBook(state.game), (seat) => state.game?.players[seat - 1]?.death?.cause);
  const box = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState<number[][] | null>(null);
  const [page, setPage] = useState(0);
  const [turnedAt, setTurnedAt] = useState(0);
  const key = `${sections.length}:${state.log.length}`;
  useLayoutEffect(() => setPages(null), [key]);
  useLayoutEffect(() => {
    if (pages || !box.current || !inner.current) return;
    const els = [...inner.current.children] as HTMLElement[];
    const heights = els.map((el) => el.offsetHeight + 14);
    const avail = box.current.clientHeight - inner.current.offsetTop - 24;
    setPages(pageSections(heights, avail));
    setPage(0);
  }, [pages]);
  const count = pages?.length ?? 1;
  useEffect(() => {
    if (count <= 1) return;
    const id = setTimeout(() => setPage((p) => (p + 1) % count), PAGE_MS);
    return () => clearTimeout(id);
  }, [count, page, turnedAt]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight' || e.key === 'PageDown') setPage((p) => Math.min(count - 1, p + 1));
      else if (e.key === 'ArrowLeft' || e.key === 'PageUp') setPage((p) => Math.max(0, p - 1));
      else return;
      setTurnedAt(Date.now());
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count]);
  const visible = new Set(pages ? pages[Math.min(page, count - 1)] : sections.map((_, i) => i));
  return (
    <div className="tv-panel tv-recap" ref={box} data-testid="recap" data-page={page + 1} data-pages={count}>
      <h2 className="tv-side-title">{t('tv.end.recap')}{count > 1 ? <small data-testid="recap-page">{t('tv.end.page', { page: page + 1, pages: count })}</small> : null}</h2>
      <div className="tv-recap-inner" ref={inner} style={pages ? undefined : { visibility: 'hidden' }}>
        {sections.map((s, i) => (visible.has(i) ? (
          <div key={`${s.kind}${s.n}`} className={`tv-recap-sec ${s.kind}`} data-testid="recap-section" data-kind={s.kind} data-n={s.n}>
            <h3>{t(`tv.recap.${s.kind}`, { n: s.n })}</h3>
            {s.items.map((it, j) => (
              <div key={j} className="tv-recap-item" data-testid="recap-item"><Icon icon={it.icon} /><span>{it.text}</span></div>
            ))}
          </div>
        ) : null))}
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
  // A full table: three columns of small cards with whole names, short causes, a narrower recap.
  // 9–12: three rows of smaller cards, card and cause on one line, clear of the caption.
  const big = n > 12;
  const mid = n > 8 && !big;
  const cols = big ? 3 : 4;
  const size = n <= 8 ? 88 : n <= 12 ? 56 : 44;
  const winnerNames = game.players.filter((p) => winners.has(p.seat)).map((p) => p.name);
  return (
    <div className={`tv-layer${big ? ' tv-end-big' : mid ? ' tv-end-mid' : ''}`} data-testid="end">
      <div className="tv-end-head">
        <motion.div
          className={`tv-end-title${outcome?.winner === 'wolves' ? ' wolves' : ''}`}
          data-testid="winner"
          data-winner={outcome?.winner}
          {...(reduced ? {} : { initial: { opacity: 0, scale: 0.9 }, animate: { opacity: 1, scale: 1 }, transition: { duration: 1.2 } })}
        >
          {t(`win.${outcome?.winner ?? 'nobody'}`)}
        </motion.div>
        <div className="tv-end-sub">{big ? t('tv.end.winnersMarked') : winnerNames.length ? t('tv.end.winnersList', { list: winnerNames.join(t('tv.comma')) }) : ''}</div>
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
            {...(reduced ? {} : { initial: { opacity: 0, y: 20 }, animate: { opacity: 1, y: 0 }, transition: { delay: 0.4 + i * (big ? 0.04 : 0.08) } })}
          >
            {winners.has(p.seat) ? <span className="tv-end-crown">★</span> : null}
            <RoleCard role={p.role} size={size} />
            <div className="tv-end-card-text">
              <div className="tv-grave-name"><span className="tv-end-seat">{p.seat}</span> {p.name}</div>
              {big || mid ? (
                <div className="tv-grave-cause"><span className="tv-grave-role">{p.role ? roleName(t, p.role) : ''}</span> · {p.death ? t(`tv.causeShort.${p.death.cause}`) : t('tv.end.alive')}</div>
              ) : (
                <>
                  <div className="tv-grave-role">{p.role ? roleName(t, p.role) : ''}</div>
                  <div className="tv-grave-cause">{p.death ? t(`tv.causeShort.${p.death.cause}`) : t('tv.end.alive')}</div>
                </>
              )}
            </div>
          </motion.div>
        ))}
      </div>
      <Recap />
    </div>
  );
}
