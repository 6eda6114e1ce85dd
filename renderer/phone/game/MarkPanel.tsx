/**
 * New Moon judgements from the room (docs/rules.md §7: "players who lose their vote are marked by the
 * host from his controller"): for each card in play that takes a mark, the VIP taps the players
 * and sends the mark. The engine says which marks each card accepts; seats already marked today
 * are shown and cannot be marked twice; the youngest (Little Rascal) is one player, once.
 */
import { useState } from 'react';
import { eventCard } from '../../../engine/newMoon/registry.js';
import { useGame } from './ctx.js';

function marksInPlay(active: { id: string }[]): { card: string; mark: string }[] {
  const out: { card: string; mark: string }[] = [];
  for (const a of active) {
    try {
      for (const mark of eventCard(a.id).marks ?? []) out.push({ card: a.id, mark });
    } catch {
      // a card this page does not know: nothing to mark
    }
  }
  return out;
}

export function MarkPanel({ onSent }: { onSent: () => void }) {
  const g = useGame();
  // Seats each card in play has already marked, from the view (today's; the Little Rascal once per game).
  const alreadyMarked = (card: string) => g.game.newMoon.marked[card] ?? [];
  // The Little Rascal runs off once: after that his card takes no more marks.
  const marks = marksInPlay(g.game.newMoon.active).filter(({ card }) => !(card === 'littleRascal' && alreadyMarked(card).length));
  const [chosen, setChosen] = useState<Record<string, number[]>>({});
  if (!marks.length) return null;
  const living = g.game.players.filter((p) => p.alive);
  return (
    <section className="marks" data-testid="marks">
      <h3 className="section-title">{g.t('phone.host.marks')}</h3>
      {marks.map(({ card, mark }) => {
        const key = `${card}:${mark}`;
        const seats = chosen[key] ?? [];
        const marked = alreadyMarked(card);
        const one = mark === 'youngest';
        return (
          <div key={key} className="mark" data-mark={mark} data-card={card} data-testid="mark">
            <p className="muted small">{g.t(`event.${card}.title`)} — {g.t(`phone.host.mark.${mark}`)}</p>
            <div className="mark-seats">
              {living.map((p) => {
                const on = seats.includes(p.seat);
                const done = marked.includes(p.seat);
                return (
                  <button
                    key={p.seat} type="button" className={`chip-btn${on ? ' is-on' : ''}${done ? ' is-marked' : ''}`} aria-pressed={on} disabled={done}
                    onClick={() => setChosen({ ...chosen, [key]: on ? seats.filter((s) => s !== p.seat) : one ? [p.seat] : [...seats, p.seat] })}
                    data-testid="mark-seat" data-seat={p.seat}
                  >
                    {g.label(p.seat)}{done ? ` · ${g.t('phone.host.marked')}` : ''}
                  </button>
                );
              })}
            </div>
            <button
              type="button" className="btn btn-wide" disabled={!seats.length} data-testid="mark-send"
              onClick={() => { g.store.host({ cmd: 'mark', mark, seats }); setChosen({ ...chosen, [key]: [] }); onSent(); }}
            >
              {g.t('phone.host.markSend', { count: seats.length })}
            </button>
          </div>
        );
      })}
    </section>
  );
}
