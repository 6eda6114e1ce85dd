import { Emblem, type ArtProps } from './roles/Emblem';
import { sparkle } from './roles/glyphs';
import { useSvgIds } from './svgIds';

export type MoonClass = 'full' | 'crescent' | 'new';

export const MOON_CLASSES: readonly MoonClass[] = ['full', 'crescent', 'new'];

export interface EventCardArtProps extends ArtProps {
  moonClass: MoonClass;
}

const LOOK: Record<MoonClass, { accent: string; tint: string }> = {
  full: { accent: '#e6eeff', tint: '#26384e' },
  crescent: { accent: '#9cc2ff', tint: '#142640' },
  new: { accent: '#8a78ff', tint: '#0c0f22' },
};

/** New Moon event emblem: full moon, crescent moon or dark (new) moon. */
export function EventCardArt({ moonClass, size, title }: EventCardArtProps) {
  const ids = useSvgIds(`moon-${moonClass}`);
  const { accent, tint } = LOOK[moonClass];
  const { id, url } = ids;
  return (
    <Emblem
      size={size}
      title={title}
      ids={ids}
      accent={accent}
      tint={tint}
      haloY={88}
      haloR={moonClass === 'new' ? 62 : 84}
      defs={
        <>
          <radialGradient id={id('disc')} cx="40%" cy="36%" r="68%">
            <stop offset="0" stopColor="#ffffff" />
            <stop offset="0.55" stopColor="#e4ebef" />
            <stop offset="1" stopColor="#9fb0ba" />
          </radialGradient>
          <radialGradient id={id('corona')}>
            <stop offset="0.62" stopColor={accent} stopOpacity="0" />
            <stop offset="0.7" stopColor="#d9d2ff" stopOpacity="0.9" />
            <stop offset="0.78" stopColor={accent} stopOpacity="0.35" />
            <stop offset="1" stopColor={accent} stopOpacity="0" />
          </radialGradient>
          <mask id={id('cres')}>
            <rect x="0" y="0" width="200" height="200" fill="#fff" />
            <circle cx="122" cy="74" r="40" fill="#000" />
          </mask>
        </>
      }
    >
      {moonClass === 'new' ? (
        <g>
          <circle cx="100" cy="88" r="62" fill={url('corona')} />
          <circle cx="100" cy="88" r="43" fill="#03050c" />
          <circle cx="100" cy="88" r="43" fill="none" stroke="#e6e0ff" strokeOpacity="0.7" strokeWidth="1.2" />
          <g fill="#1a1a30" opacity="0.8">
            <circle cx="86" cy="76" r="7" />
            <circle cx="112" cy="100" r="9" />
          </g>
        </g>
      ) : (
        <g mask={moonClass === 'crescent' ? url('cres') : undefined}>
          <circle cx="100" cy="88" r="46" fill={url('disc')} />
          <g fill="#8797a2" opacity="0.4">
            <circle cx="84" cy="72" r="9" />
            <circle cx="114" cy="98" r="12" />
            <circle cx="110" cy="64" r="5" />
            <circle cx="78" cy="104" r="6" />
            <circle cx="96" cy="116" r="4" />
          </g>
        </g>
      )}
      <g fill="#f1f5ff">
        <path d={sparkle(40, 60, moonClass === 'new' ? 6 : 4)} opacity="0.9" />
        <path d={sparkle(160, 54, moonClass === 'crescent' ? 7 : 4)} opacity="0.85" />
        <path d={sparkle(150, 126, 3)} opacity="0.7" />
      </g>
    </Emblem>
  );
}
