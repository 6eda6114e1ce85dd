/**
 * New Moon on the phone (docs/rules.md §7, docs/new-moon.md): the card drawn this dawn, the cards in
 * play, and — for this player only — what a card in play changes for him today, in plain words
 * ("You lost your vote today (Not Me – Nor Wolf)"). Everything is read from the view: the cards
 * (`newMoon.active`, `newMoon.drawn`) and the facts the engine knows (engine/newMoon/view.ts:
 * `newMoon.executioner`, `marked`, `rascal`; the player's own `me.newMoon`).
 */
import { EventCardArt, type MoonClass } from '../../common/art/EventCardArt.js';
import { eventCard } from '../../../engine/newMoon/registry.js';
import type { GameEvent } from '../../../engine/types.js';
import { useGame, type GameCtx } from './ctx.js';

export function moonClassOf(id: string): MoonClass {
  try {
    return eventCard(id).moonClass;
  } catch {
    return 'full'; // a card this page does not know
  }
}

function marksOf(id: string): readonly string[] {
  try {
    return eventCard(id).marks ?? [];
  } catch {
    return [];
  }
}

/** Index of today's first event (the last dawn), or 0 before the first dawn. */
export function todayStart(events: readonly GameEvent[]): number {
  for (let i = events.length - 1; i >= 0; i--) if (events[i].type === 'dawn') return i;
  return 0;
}

const title = (g: GameCtx, id: string) => g.t(`event.${id}.title`);

/**
 * The seat holding the Executioner's hood now, or null, as the log says it. The pages read
 * `newMoon.executioner` from the view; tests/i18n/story.test.ts checks the two agree.
 */
export function executionerSeat(events: readonly GameEvent[]): number | null {
  let seat: number | null = null;
  for (const e of events) {
    if (e.type === 'executionerElected' && typeof e.seat === 'number') seat = e.seat;
    if (e.type === 'executionerPassed') seat = typeof e.to === 'number' ? e.to : null;
  }
  return seat;
}

export interface Notice {
  kind: 'lostVote' | 'away' | 'rascalAway' | 'rascalBack' | 'executioner' | 'becameWolf';
  text: string;
}

/** What the cards in play change for this (living) player today, in words. */
export function myNotices(g: GameCtx): Notice[] {
  const { game } = g;
  const me = game.me;
  if (!me || !me.alive || game.phase !== 'day') return [];
  const { marked, rascal, executioner } = game.newMoon;
  const out: Notice[] = [];
  // The judged cards in play, in the order they came into play (the Little Rascal's mark is his own).
  for (const { id: card } of game.newMoon.active) {
    if (card === 'littleRascal' || !marked[card]?.includes(me.seat)) continue;
    const away = marksOf(card).includes('away');
    if (!out.some((n) => n.kind === (away ? 'away' : 'lostVote'))) {
      out.push({ kind: away ? 'away' : 'lostVote', text: g.t(`phone.newMoon.me.${away ? 'away' : 'lostVote'}`, { card: title(g, card) }) });
    }
  }
  if (rascal && rascal.seat === me.seat) {
    const markDay = rascal.day;
    const card = title(g, 'littleRascal');
    if (game.day === markDay) out.push({ kind: 'rascalAway', text: g.t('phone.newMoon.me.rascalAway', { card }) });
    if (game.day === markDay + 1) {
      const weight = 3 * (game.sheriff === me.seat ? game.variants.sheriffVoteWeight : 1);
      out.push({
        kind: 'rascalBack',
        text: weight === 3 ? g.t('phone.newMoon.me.rascalBack', { card }) : g.t('phone.newMoon.me.rascalBackWeight', { card, weight }),
      });
    }
  }
  // (Not above his own announcement: that prompt says it.)
  if (executioner === me.seat && !game.prompts.some((p) => p.id === 'executioner.announce' && !p.answered)) {
    out.push({ kind: 'executioner', text: g.t('phone.newMoon.me.executioner') });
  }
  if (me.newMoon.becameWolf) {
    out.push({ kind: 'becameWolf', text: g.t('phone.newMoon.me.becameWolf', { card: title(g, me.newMoon.becameWolf) }) });
  }
  return out;
}

/** This player's New Moon situation today, above whatever else the phone shows. */
export function MyNewMoon() {
  const g = useGame();
  const notices = myNotices(g);
  if (!notices.length) return null;
  return (
    <ul className="nm-notices" data-testid="new-moon-me">
      {notices.map((n) => (
        <li key={n.kind} className={`nm-notice nm-${n.kind}`} data-notice={n.kind}>{n.text}</li>
      ))}
    </ul>
  );
}

/** The card the narrator is reading (the `event` step): its moon, name, class and rule. */
export function DrawnCard() {
  const g = useGame();
  const { game } = g;
  if (game.phase !== 'day' || game.step.name !== 'event') return null;
  const drawn = game.newMoon.drawn.filter((d) => d.day === game.day).pop();
  if (!drawn) return null;
  const moon = moonClassOf(drawn.id);
  return (
    <section className={`nm-card nm-${moon}`} data-testid="event-drawn" data-event={drawn.id}>
      <p className="nm-kicker">{g.t('phone.newMoon.drawn')}</p>
      <div className="nm-card-head">
        <EventCardArt moonClass={moon} size={84} />
        <div>
          <h2 className="nm-title">{title(g, drawn.id)}</h2>
          <p className="nm-class">{g.t(`event.class.${moon}`)} · {g.t(`event.classRule.${moon}`)}</p>
        </div>
      </div>
      <p className="nm-text">{g.t(`event.${drawn.id}.text`)}</p>
    </section>
  );
}

/** The cards in play: name and class; a tap shows the card's rule. */
export function InPlay() {
  const g = useGame();
  const active = g.game.newMoon.active;
  if (!active.length) return null;
  return (
    <section className="nm-inplay" data-testid="events-in-play">
      <h3 className="section-title">{g.t('phone.newMoon.inPlay')}</h3>
      <ul>
        {active.map((a) => {
          const moon = moonClassOf(a.id);
          return (
            <li key={a.id} data-event={a.id}>
              <details>
                <summary>
                  <EventCardArt moonClass={moon} size={30} />
                  <strong>{title(g, a.id)}</strong>
                  <span className="muted small">{g.t(`event.class.${moon}`)}</span>
                </summary>
                <p className="small">{g.t(`event.${a.id}.text`)} <span className="muted">{g.t(`event.classRule.${moon}`)}</span></p>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
