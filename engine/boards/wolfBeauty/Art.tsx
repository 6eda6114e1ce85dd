import { useSvgIds } from '../../../renderer/common/art/svgIds';
import { Emblem, Sil, type ArtProps } from '../../../renderer/common/art/roles/Emblem';
import { HEART, sparkle } from '../../../renderer/common/art/roles/glyphs';

/** Its accent (glow) and backdrop tint: the card face and the emblem use them. */
export const TINT = { accent: '#ff5fb8', tint: '#2e0c26' };

/**
 * Wolf Beauty 狼美人: a she-wolf's head, slender, with a rose behind her ear and half-closed eyes;
 * from her a thread runs to a heart — the charmed one who follows her when she falls.
 */
export default function WolfBeauty({ size, title }: ArtProps) {
  const ids = useSvgIds('wolfBeauty');
  const { accent, tint } = TINT;
  return (
    <Emblem
      size={size} title={title} ids={ids} accent={accent} tint={tint} haloY={90}
      defs={
        <radialGradient id={ids.id('rose')} cx="0.4" cy="0.35" r="0.7">
          <stop offset="0" stopColor="#ffd2ea" />
          <stop offset="0.5" stopColor={accent} />
          <stop offset="1" stopColor="#8a1050" />
        </radialGradient>
      }
    >
      <Sil rim={accent}>
        {/* a slender head and neck, ears up, the mane falling over one shoulder */}
        <path d="M40 200 Q44 156 70 134 Q58 110 64 88 L60 48 L88 72 Q100 68 112 72 L140 48 L136 88 Q142 110 130 134 Q150 150 154 200 Z" />
        <path d="M130 134 Q152 142 160 170 Q150 160 138 156 Z" />
      </Sil>
      {/* half-closed eyes with long lashes */}
      <g stroke={accent} strokeWidth="2.2" strokeLinecap="round" fill="none">
        <path d="M72 100 Q81 106 90 100" />
        <path d="M110 100 Q119 106 128 100" />
        <path d="M74 101 L70 96 M80 103 L78 97 M86 102 L86 96" />
        <path d="M126 101 L130 96 M120 103 L122 97 M114 102 L114 96" />
      </g>
      {/* the muzzle, fine, a hint of a smile */}
      <path d="M90 130 Q100 138 110 130 Q106 142 100 144 Q94 142 90 130 Z" fill="#1a0412" />
      <path d="M93 136 Q100 140 107 136" stroke={accent} strokeWidth="1.2" fill="none" opacity="0.8" />
      {/* the rose behind her ear */}
      <g transform="translate(136 70)">
        <circle r="11" fill={ids.url('rose')} stroke="#5a0a34" strokeWidth="1.2" />
        <path d="M-5 -2 Q0 -8 5 -2 Q2 4 -3 2 Q-4 -1 0 -2" stroke="#5a0a34" strokeWidth="1.2" fill="none" />
        <path d="M-8 8 Q-14 14 -10 18 Q-6 12 -2 10 Z" fill="#3a8a4a" />
      </g>
      {/* the charm: a thread from her to a heart */}
      <path d="M128 120 Q156 118 160 146" stroke={accent} strokeWidth="1.4" strokeDasharray="3 3" fill="none" opacity="0.85" />
      <path d={HEART} transform="translate(162 158) scale(11)" fill={accent} />
      <path d={sparkle(48, 62, 5)} fill={accent} opacity="0.8" />
      <path d={sparkle(176, 132, 3.5)} fill={accent} opacity="0.6" />
    </Emblem>
  );
}
