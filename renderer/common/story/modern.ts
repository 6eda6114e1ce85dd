/** Modern Chinese tables' story (engine/modern/events.ts). */
import type { ModernEvents } from '../../../engine/modern/events.js';
import { engineLine, phoneLine } from './common.js';
import { SILENT, type StoryOf } from './types.js';

export const modernStory: StoryOf<keyof ModernEvents> = {
  sheriffWithdrew: {
    caption: engineLine,
    tvRecap: SILENT,
    // 退水 is public: every phone's list of candidates must lose him.
    phone: (e, g) => (typeof e.key === 'string' ? phoneLine(e, g.fmt(e.key, { seat: e.seat }), 'day') : null),
  },
  // Its narration line follows (engine/modern/badge.ts) and says it.
  badgeTorn: { caption: engineLine, tvRecap: SILENT, phone: SILENT },
  selfDestruct: { caption: engineLine, tvRecap: SILENT, phone: SILENT },
};
