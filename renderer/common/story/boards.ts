/** The story of the boards China plays today (engine/boards/, RULES.md §12): each role's events, declared in its role.ts. */
import { phoneLine } from './common.js';
import type { StoryOf } from './types.js';

export const boardsStory: StoryOf<'wolfKingShot'> = {
  // The Wolf King's shot, said as the Hunter's is: the room hears it, the recap and the phones keep it.
  wolfKingShot: {
    caption: (e, w) => w.t(e.target === null ? 'narration.wolfKing.noShot' : 'narration.wolfKing.shot', w.p),
    tvRecap: (e, w) => (e.target !== null ? { item: { icon: 'wolfKing', text: w.t('tv.recap.wolfKing', { name: w.nameOf(e.target) }) } } : null),
    phone: (e, g) => phoneLine(e, g.fmt(e.target === null ? 'phone.story.wolfKingNoShot' : 'phone.story.wolfKingShot', { seat: e.seat, target: e.target }), 'death'),
  },
};
