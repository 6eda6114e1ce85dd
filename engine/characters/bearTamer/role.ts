import { activeHolder, isWolf, livingNeighbours, player } from '../../context.js';
import type { RoleModule } from '../../roles/roleModule.js';

/**
 * The Bear Tamer (docs/rules.md §10–11): at each dawn's announcement, after that dawn's deaths, the
 * bear growls if one of the Tamer's two living neighbours is of the wolf camp — every morning
 * if the Tamer himself is infected (002's story). Never once the Tamer is dead or powerless.
 * The narrator never says whose bear it is; a quiet bear is simply not mentioned.
 */
export const bearTamer: RoleModule = {
  id: 'bearTamer',
  camp: 'village',
  villagePower: true,
  hooks: {
    atDawn(s, ctx) {
      const tamer = activeHolder(s, 'bearTamer');
      if (!tamer) return;
      const growls = tamer.turned === 'infected' || livingNeighbours(s, tamer.seat).some((seat) => isWolf(s, player(s, seat)));
      if (growls) ctx.emit({ type: 'bearGrowled', audience: 'public', key: 'narration.bear.growls', day: s.day });
    },
  },
};

// This role's ids, merged into the base types (engine/types.ts): its folder declares them, no list does.
declare module '../../types.js' {
  interface RoleIds { bearTamer: true }
}
