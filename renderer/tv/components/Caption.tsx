import { AnimatePresence, motion } from 'framer-motion';
import { useSyncExternalStore } from 'react';
import type { Narrator } from '../narrator.js';
import { useTv } from '../ctx.js';

/** The narrator's line, large, at the bottom of the screen. */
export function Caption({ narrator }: { narrator: Narrator }) {
  const line = useSyncExternalStore(narrator.subscribe, narrator.get);
  const { reduced } = useTv();
  const long = (line?.text.length ?? 0) > 60;
  return (
    <div className="tv-caption" aria-live="polite">
      <AnimatePresence mode="wait" initial={false}>
        {line ? (
          <motion.div
            key={line.id}
            className={`tv-caption-text${long ? ' long' : ''}`}
            data-testid="caption"
            initial={reduced ? { opacity: 0 } : { opacity: 0, y: 24 }}
            animate={{ opacity: 1, y: 0 }}
            exit={reduced ? { opacity: 0 } : { opacity: 0, y: -16 }}
            transition={{ duration: reduced ? 0.01 : 0.45, ease: 'easeOut' }}
          >
            {line.text}
          </motion.div>
        ) : null}
      </AnimatePresence>
    </div>
  );
}
