import type { ReactNode } from 'react';
import { PALETTE } from '../palette';
import type { SvgIds } from '../svgIds';
import { ArtSvg, type ArtProps } from './Emblem';

/** Small round token used for status badges (lovers, charmed, ghost). */
export function Badge({
  size,
  title,
  ids,
  accent,
  tint,
  defs,
  children,
}: ArtProps & { ids: SvgIds; accent: string; tint: string; defs?: ReactNode; children: ReactNode }) {
  const { id, url } = ids;
  return (
    <ArtSvg size={size} title={title}>
      <defs>
        <radialGradient id={id('bg')} cx="50%" cy="40%" r="65%">
          <stop offset="0" stopColor={tint} />
          <stop offset="1" stopColor={PALETTE.night} />
        </radialGradient>
        <radialGradient id={id('glow')}>
          <stop offset="0" stopColor={accent} stopOpacity="0.55" />
          <stop offset="0.6" stopColor={accent} stopOpacity="0.12" />
          <stop offset="1" stopColor={accent} stopOpacity="0" />
        </radialGradient>
        {defs}
      </defs>
      <circle cx="100" cy="100" r="98" fill={PALETTE.ink} />
      <circle cx="100" cy="100" r="93" fill={url('bg')} stroke={accent} strokeWidth="5" />
      <circle cx="100" cy="100" r="85" fill="none" stroke={accent} strokeOpacity="0.35" strokeWidth="1.2" />
      <circle cx="100" cy="100" r="80" fill={url('glow')} />
      {children}
    </ArtSvg>
  );
}
