import type { Avatar as AvatarId } from '../protocol.js';

/**
 * The players' avatars (protocol AVATARS) as small one-colour glyphs (currentColor), so they stay
 * dim at night and need no emoji font. 32×32 view box; eyes are holes (even-odd fill).
 */
const GLYPHS: Record<AvatarId, string> = {
  moon: 'M19 3a13 13 0 1 0 10 20A11 11 0 0 1 19 3z',
  owl: 'M7 5l4 4a10 10 0 0 1 10 0l4-4v12c0 7-4 12-9 12S7 24 7 17zM12 13a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM20 13a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM16 20l-1.6 2.6h3.2z',
  fox: 'M3 4l8 7h10l8-7-2 12-11 13L5 16zM10 15a1.6 1.6 0 1 0 0 3.2a1.6 1.6 0 1 0 0-3.2zM22 15a1.6 1.6 0 1 0 0 3.2a1.6 1.6 0 1 0 0-3.2z',
  deer: 'M9 2l2 6 2-3 1 6h4l1-6 2 3 2-6 1 7-4 4v5c0 5-3 10-6 10s-6-5-6-10v-5L8 9zM13 17a1.4 1.4 0 1 0 0 2.8a1.4 1.4 0 1 0 0-2.8zM19 17a1.4 1.4 0 1 0 0 2.8a1.4 1.4 0 1 0 0-2.8z',
  raven: 'M4 14l7-2c2-5 8-7 12-4l5-1-3 4c2 5 0 11-6 14l2 5h-3l-2-4c-4 1-8 0-10-3l3-2-5-1zM19 10a1.3 1.3 0 1 0 0 2.6a1.3 1.3 0 1 0 0-2.6z',
  bear: 'M8 4a4 4 0 1 1 0 8a4 4 0 1 1 0-8zM24 4a4 4 0 1 1 0 8a4 4 0 1 1 0-8zM16 7c7 0 11 5 11 11s-5 11-11 11S5 24 5 18 9 7 16 7zM12 15a1.6 1.6 0 1 0 0 3.2a1.6 1.6 0 1 0 0-3.2zM20 15a1.6 1.6 0 1 0 0 3.2a1.6 1.6 0 1 0 0-3.2zM16 20c2 0 3 1 3 2s-1.5 2-3 2-3-1-3-2 1-2 3-2z',
  hare: 'M10 1c3 0 4 6 4 12h4c0-6 1-12 4-12s2 9 0 14c3 2 4 5 4 8 0 5-5 8-10 8S6 28 6 23c0-3 1-6 4-8-2-5-3-14 0-14zM12 21a1.4 1.4 0 1 0 0 2.8a1.4 1.4 0 1 0 0-2.8zM20 21a1.4 1.4 0 1 0 0 2.8a1.4 1.4 0 1 0 0-2.8z',
  boar: 'M5 6l5 4h12l5-4-1 9c2 2 3 5 3 8 0 4-4 7-9 7h-8c-5 0-9-3-9-7 0-3 1-6 3-8zM11 15a1.5 1.5 0 1 0 0 3a1.5 1.5 0 1 0 0-3zM21 15a1.5 1.5 0 1 0 0 3a1.5 1.5 0 1 0 0-3zM12 21h8a3 3 0 0 1 0 6h-8a3 3 0 0 1 0-6zM8 20l-2-4 4 3zM24 20l2-4-4 3z',
  lynx: 'M6 1l1 4 4 6h10l4-6 1-4 2 14c1 8-5 15-12 15S3 23 4 15zM11 16a1.8 1.8 0 1 0 0 3.6a1.8 1.8 0 1 0 0-3.6zM21 16a1.8 1.8 0 1 0 0 3.6a1.8 1.8 0 1 0 0-3.6zM16 22l-2 2h4z',
  crow: 'M2 20c5 0 8-3 10-8 2-4 6-6 10-5l3-3 1 4c3 2 4 6 2 10-2 5-8 8-14 7l-4 5v-5c-3 0-6-2-8-5zM21 10a1.3 1.3 0 1 0 0 2.6a1.3 1.3 0 1 0 0-2.6z',
  stag: 'M4 1l2 5 2-2 1 4 3-1-1 5h10l-1-5 3 1 1-4 2 2 2-5 1 8-5 5v5c0 5-4 9-7 9s-7-4-7-9v-5L3 9zM13 19a1.4 1.4 0 1 0 0 2.8a1.4 1.4 0 1 0 0-2.8zM19 19a1.4 1.4 0 1 0 0 2.8a1.4 1.4 0 1 0 0-2.8z',
  bat: 'M16 10l2-3 1 4c4 0 8-3 11-6-1 8-3 14-7 16l-3-2-4 5-4-5-3 2C5 19 3 13 2 5c3 3 7 6 11 6l1-4z',
};

export function AvatarGlyph({ id, size = 28, title }: { id: AvatarId; size?: number; title?: string }) {
  return (
    <svg
      viewBox="0 0 32 32" width={size} height={size} fill="currentColor" fillRule="evenodd"
      role={title ? 'img' : undefined} aria-label={title} aria-hidden={title ? undefined : true} focusable="false"
      className="nf-avatar"
    >
      <path d={GLYPHS[id] ?? GLYPHS.moon} />
    </svg>
  );
}
