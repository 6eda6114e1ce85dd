import { AnimatePresence, motion } from 'framer-motion';
import { useSyncExternalStore } from 'react';
import type { Narrator } from '../narrator.js';
import { useTv } from '../ctx.js';

/** The narrator's line, large, at the bottom of the screen. */
export function Caption({ narrator }: { narrator: Narrator }) {
  const line = useSyncExternalStore(narrator.subscribe, narrator.get);
  const { reduced } = useTv();
  // Chinese characters are twice as wide as Latin letters: they count double.
  const text = line?.text ?? '';
  const length = text.length + (text.match(/[\u3000-\u9fff\uff00-\uffef]/g) ?? []).length;
  const size = length > 170 ? ' longest' : length > 110 ? ' longer' : length > 60 ? ' long' : '';
  return (
    <div className="tv-caption" aria-live="polite">
      <AnimatePresence mode="wait" initial={false}>
        {line ? (
          <motion.div
            key={line.id}
            className={`tv-caption-text${size}`}
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
