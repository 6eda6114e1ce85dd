import { joinList } from '../../common/ui/format.js';
import type { GameCtx } from './ctx.js';

/**
 * What the player knows through a Characters role (docs/rules.md §10), as lines for the card's back:
 * the Wolf-Hound's side, an infection, the Wild Child's model, the Fox's sniffs, the Raven's
 * mark, the Wolf-Father's infection, the role the Servant took. All from the player's own view.
 */
export function charactersKnowledge(g: GameCtx): string[] {
  const { game, t, label, lang } = g;
  const me = game.me;
  if (!me?.characters) return [];
  const c = me.characters;
  const out: string[] = [];
  if (c.houndSide) out.push(t(c.houndSide === 'wolves' ? 'phone.know.houndWolves' : 'phone.know.houndVillage'));
  if (c.infected) out.push(t('phone.know.infected'));
  if (c.wildChildModel !== null) out.push(t('phone.know.wildChildModel', { seat: label(c.wildChildModel) }));
  if (c.wildChildTurned) out.push(t('phone.know.wildChildTurned'));
  for (const r of c.foxResults) {
    const seats = joinList(r.seats.map(label), lang);
    out.push(t('phone.know.fox', { night: r.night, seats, result: t(r.wolf ? 'phone.know.foxWolf' : 'phone.know.foxNoWolf') }));
  }
  if (c.foxPowerLost) out.push(t('phone.know.foxLost'));
  if (c.ravenMark && c.ravenMark.day >= game.day) out.push(t('phone.know.ravenMark', { seat: label(c.ravenMark.seat) }));
  if (c.infection && me.role === 'wolfFather') {
    out.push(c.infection.used && c.infection.seat !== null ? t('phone.know.infection', { seat: label(c.infection.seat) }) : t('phone.know.infectionReady'));
  }
  if (c.servantTook) out.push(t('phone.know.servantTook', { role: t(`role.${c.servantTook}`) }));
  return out;
}
