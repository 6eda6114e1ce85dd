import { BASE_TINT } from '../palette';
import { useSvgIds } from '../svgIds';
import { Emblem, SIL, Sil, type ArtProps } from './Emblem';

/** Thief: a hooded, masked figure slipping two face-down cards out of the deck. */
export function Thief({ size, title }: ArtProps) {
  const ids = useSvgIds('thief');
  const { accent, tint } = BASE_TINT.thief;
  const card = (
    <g>
      <rect x="-15" y="-21" width="30" height="42" rx="3.5" fill="#12233a" stroke="#dfe7ea" strokeWidth="1.6" />
      <rect x="-11" y="-17" width="22" height="34" rx="2" fill="none" stroke={accent} strokeOpacity="0.7" strokeWidth="0.8" />
      <circle cx="0" cy="0" r="6" fill="#eef3f1" />
      <circle cx="3" cy="-2.5" r="5" fill="#12233a" />
    </g>
  );
  return (
    <Emblem size={size} title={title} ids={ids} accent={accent} tint={tint} haloY={82} haloR={70}>
      <Sil rim={accent}>
        <path d="M34 200 Q38 146 64 126 Q58 84 76 60 Q92 42 100 40 Q108 42 124 60 Q142 84 136 126 Q162 146 166 200 Z" />
      </Sil>
      <path d="M78 102 Q78 72 100 62 Q122 72 122 102 Q112 122 100 124 Q88 122 78 102 Z" fill="#02060a" />
      {/* mask + fluttering ties */}
      <path d="M122 86 Q136 84 150 96 Q138 92 124 94 Z M122 90 Q134 96 144 108 Q132 100 122 96 Z" fill="#0f5a50" />
      <path d="M72 84 Q100 74 128 84 L126 98 Q100 92 74 98 Z" fill="#0f5a50" stroke={accent} strokeWidth="1" strokeLinejoin="round" />
      <g fill={accent}>
        <ellipse cx="89" cy="88" rx="6" ry="3" />
        <ellipse cx="111" cy="88" rx="6" ry="3" />
      </g>
      <g fill="#eafffb">
        <circle cx="90" cy="88" r="1.3" />
        <circle cx="112" cy="88" r="1.3" />
      </g>
      {/* cards */}
      <g transform="translate(86 156) rotate(-16)">{card}</g>
      <g transform="translate(114 154) rotate(12)">{card}</g>
      {/* gloved fingers */}
      <path d="M92 176 Q100 164 112 170 Q118 176 112 184 L94 186 Z" fill={SIL} stroke={accent} strokeOpacity="0.5" />
    </Emblem>
  );
}
