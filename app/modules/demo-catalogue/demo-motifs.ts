/**
 * Line-art motifs for the demo artwork, one per category, drawn around (0, 0) within about ±150 px.
 * `ink` is the motif colour; `cut` is the background colour used to punch details out of filled shapes.
 */
type Motif = (ink: string, cut: string) => string;

const line = (ink: string, width = 8) =>
  `stroke="${ink}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"`;

const petals = (count: number, radius: number, length: number, ink: string, width = 5) =>
  Array.from({ length: count }, (_, i) => {
    const angle = (360 / count) * i;
    return (
      `<ellipse cx="0" cy="${-radius - length / 2}" rx="${length / 4}" ry="${length / 2}" ` +
      `transform="rotate(${angle})" ${line(ink, width)}/>`
    );
  }).join("");

const MOTIFS: Record<string, Motif> = {
  "makeup-artists": (ink) => `
    <g transform="rotate(-28) translate(-40 -10)">
      <rect x="-120" y="-12" width="130" height="24" rx="12" ${line(ink)}/>
      <rect x="10" y="-17" width="38" height="34" rx="4" fill="${ink}"/>
      <path d="M48 -17 Q120 -34 140 0 Q120 34 48 17 Z" fill="${ink}" opacity="0.85"/>
    </g>
    <g transform="translate(80 10) rotate(14)">
      <rect x="-30" y="30" width="60" height="90" rx="8" ${line(ink)}/>
      <rect x="-24" y="-10" width="48" height="40" rx="4" ${line(ink)}/>
      <path d="M-18 -10 L-18 -62 Q0 -92 18 -78 L18 -10 Z" fill="${ink}"/>
    </g>`,
  "mehndi-artists": (ink, cut) => `
    <g fill="${ink}">
      <rect x="-70" y="-20" width="140" height="150" rx="56"/>
      <rect x="-72" y="-150" width="30" height="150" rx="15"/>
      <rect x="-36" y="-178" width="30" height="178" rx="15"/>
      <rect x="0" y="-170" width="30" height="170" rx="15"/>
      <rect x="36" y="-140" width="28" height="140" rx="14"/>
      <rect x="-16" y="-110" width="32" height="120" rx="16" transform="translate(-62 74) rotate(-42)"/>
    </g>
    <g transform="translate(0 52)">
      <circle r="34" ${line(cut, 4)}/><circle r="12" fill="${cut}"/>${petals(10, 16, 22, cut, 3)}
    </g>
    <g ${line(cut, 3)}>
      <path d="M-57 -130 h0 M-57 -110 h0 M-21 -160 h0 M-21 -138 h0 M15 -150 h0 M15 -128 h0 M50 -120 h0 M50 -100 h0" stroke-width="7"/>
      <path d="M-64 -70 Q-57 -82 -50 -70 M-28 -86 Q-21 -98 -14 -86 M8 -80 Q15 -92 22 -80 M43 -60 Q50 -72 57 -60"/>
    </g>`,
  "hair-stylists": (ink) => `
    <g ${line(ink, 9)}>
      <circle cx="-48" cy="92" r="30"/><circle cx="48" cy="92" r="30"/>
      <path d="M-30 68 L46 -150"/><path d="M30 68 L-46 -150"/>
    </g>
    <circle cx="0" cy="-16" r="9" fill="${ink}"/>
    <g transform="translate(105 -95)">${petals(6, 8, 34, ink, 6)}<circle r="9" fill="${ink}"/></g>`,
  photographers: (ink, cut) => `
    <rect x="-140" y="-70" width="280" height="180" rx="26" fill="${ink}"/>
    <rect x="-60" y="-104" width="96" height="44" rx="10" fill="${ink}"/>
    <circle cx="0" cy="22" r="66" fill="${cut}"/><circle cx="0" cy="22" r="46" ${line(ink, 8)}/>
    <circle cx="-16" cy="6" r="10" fill="${ink}" opacity="0.7"/>
    <rect x="86" y="-48" width="32" height="18" rx="5" fill="${cut}"/>`,
  videographers: (ink, cut) => `
    <circle cx="-70" cy="-82" r="50" ${line(ink, 9)}/><circle cx="40" cy="-82" r="50" ${line(ink, 9)}/>
    <circle cx="-70" cy="-82" r="10" fill="${ink}"/><circle cx="40" cy="-82" r="10" fill="${ink}"/>
    <rect x="-130" y="-20" width="200" height="124" rx="16" fill="${ink}"/>
    <path d="M70 16 L150 -22 L150 120 L70 82 Z" fill="${ink}"/>
    <circle cx="-30" cy="42" r="18" fill="${cut}"/>`,
  musicians: (ink, cut) => `
    <rect x="-120" y="-62" width="240" height="124" rx="18" fill="${ink}"/>
    <ellipse cx="-120" cy="0" rx="26" ry="62" fill="${ink}"/><ellipse cx="120" cy="0" rx="26" ry="62" fill="${ink}" stroke="${cut}" stroke-width="5"/>
    <path d="M-100 -56 L-60 56 L-20 -56 L20 56 L60 -56 L100 56" ${line(cut, 5)}/>
    <g ${line(ink, 9)}><path d="M-40 -150 L40 -74"/><path d="M60 -160 L0 -80"/></g>
    <g fill="${ink}"><circle cx="150" cy="-120" r="14"/><rect x="160" y="-200" width="6" height="82"/></g>`,
  "djs-entertainment": (ink, cut) => `
    <circle cx="0" cy="30" r="110" fill="${ink}" opacity="0.35"/>
    <circle cx="0" cy="30" r="22" fill="${ink}"/><circle cx="0" cy="30" r="6" fill="${cut}"/>
    <path d="M-110 20 A110 110 0 0 1 110 20" ${line(ink, 16)}/>
    <rect x="-142" y="4" width="56" height="104" rx="22" fill="${ink}"/>
    <rect x="86" y="4" width="56" height="104" rx="22" fill="${ink}"/>`,
  venues: (ink, cut) => `
    <path d="M-70 -10 Q-70 -110 0 -150 Q70 -110 70 -10 Z" fill="${ink}"/>
    <path d="M0 -150 L0 -186" ${line(ink, 6)}/><circle cx="0" cy="-192" r="7" fill="${ink}"/>
    <rect x="-130" y="-10" width="260" height="130" fill="${ink}"/>
    <path d="M-34 120 L-34 40 Q-34 4 0 -8 Q34 4 34 40 L34 120 Z" fill="${cut}"/>
    <g fill="${ink}">
      <rect x="-178" y="-90" width="30" height="210"/><rect x="148" y="-90" width="30" height="210"/>
      <path d="M-178 -90 Q-163 -130 -148 -90 Z"/><path d="M148 -90 Q163 -130 178 -90 Z"/>
    </g>
    <g fill="${cut}"><path d="M-100 90 v-40 q14 -22 28 0 v40 Z"/><path d="M72 90 v-40 q14 -22 28 0 v40 Z"/></g>`,
  catering: (ink) => `
    <path d="M-120 50 A120 120 0 0 1 120 50 Z" fill="${ink}"/>
    <circle cx="0" cy="-80" r="14" fill="${ink}"/>
    <rect x="-160" y="58" width="320" height="16" rx="8" fill="${ink}"/>
    <g ${line(ink, 6)} opacity="0.8">
      <path d="M-50 -120 q-14 -20 0 -40 q14 -20 0 -40"/><path d="M50 -120 q-14 -20 0 -40 q14 -20 0 -40"/>
    </g>`,
  decorators: (ink) => {
    const strands = [-120, -60, 0, 60, 120]
      .map((x, i) => {
        const beads = 4 + (i % 2 === 0 ? 2 : 0);
        const circles = Array.from({ length: beads }, (_, b) => `<circle cx="${x}" cy="${-120 + b * 30}" r="13"/>`);
        const end = -120 + beads * 30 - 10;
        return `${circles.join("")}<path d="M${x} ${end} l-8 28 M${x} ${end} l8 28" ${line(ink, 4)}/>`;
      })
      .join("");
    return `<path d="M-170 -150 Q0 -90 170 -150" ${line(ink, 6)}/><g fill="${ink}">${strands}</g>`;
  },
  "bridal-wear": (ink, cut) => `
    <path d="M-36 -120 L36 -120 L48 -40 L-48 -40 Z" fill="${ink}"/>
    <path d="M-48 -40 L48 -40 L150 140 Q0 170 -150 140 Z" fill="${ink}"/>
    <path d="M-132 116 Q0 144 132 116" ${line(cut, 6)}/>
    <path d="M-98 60 Q0 80 98 60" ${line(cut, 3)}/>
    <path d="M36 -120 Q110 -60 90 40" ${line(ink, 6)} opacity="0.7"/>`,
  "wedding-cake-shops": (ink, cut) => `
    <rect x="-130" y="40" width="260" height="80" rx="8" fill="${ink}"/>
    <rect x="-92" y="-30" width="184" height="70" rx="8" fill="${ink}" opacity="0.9"/>
    <rect x="-56" y="-90" width="112" height="60" rx="8" fill="${ink}" opacity="0.8"/>
    <path d="M-130 62 q16 16 32 0 q16 16 32 0 q16 16 32 0 q16 16 32 0 q16 16 32 0 q16 16 32 0 q16 16 32 0 q16 16 32 0" ${line(cut, 4)}/>
    <path d="M-92 -10 q14 14 28 0 q14 14 28 0 q14 14 28 0 q14 14 28 0 q14 14 28 0 q14 14 28 0 q14 14 28 0" ${line(cut, 4)}/>
    <g transform="translate(0 -116)">${petals(6, 6, 26, ink, 5)}</g>`,
  jewellery: (ink) => {
    const beads = Array.from({ length: 15 }, (_, i) => {
      const t = Math.PI * (0.1 + (0.8 * i) / 14);
      const [x, y] = [(-Math.cos(t) * 130).toFixed(1), (-100 + Math.sin(t) * 150).toFixed(1)];
      return `<circle cx="${x}" cy="${y}" r="${i % 2 ? 9 : 13}"/>`;
    }).join("");
    return `<g fill="${ink}">${beads}<path d="M0 60 Q34 100 0 150 Q-34 100 0 60 Z"/></g>
      <circle cx="0" cy="36" r="18" ${line(ink, 6)}/>`;
  },
  florists: (ink) => `
    <g ${line(ink, 7)}>
      <path d="M0 60 Q-40 -20 0 -120 Q40 -20 0 60 Z"/>
      <path d="M0 60 Q-90 10 -96 -80 Q-30 -40 0 60 Z"/><path d="M0 60 Q90 10 96 -80 Q30 -40 0 60 Z"/>
      <path d="M0 60 Q-130 50 -160 -10 Q-70 -10 0 60 Z"/><path d="M0 60 Q130 50 160 -10 Q70 -10 0 60 Z"/>
      <path d="M-150 100 Q0 60 150 100"/>
    </g>`,
  transportation: (ink, cut) => `
    <path d="M-170 60 L-170 10 Q-160 -16 -110 -22 L-74 -80 L50 -80 L96 -22 L150 -12 Q174 -6 174 20 L174 60 Z" fill="${ink}"/>
    <path d="M-60 -66 L-84 -26 L-10 -26 L-10 -66 Z M6 -66 L6 -26 L76 -26 L44 -66 Z" fill="${cut}"/>
    <circle cx="-96" cy="64" r="38" fill="${ink}"/><circle cx="-96" cy="64" r="16" fill="${cut}"/>
    <circle cx="104" cy="64" r="38" fill="${ink}"/><circle cx="104" cy="64" r="16" fill="${cut}"/>`,
  invitations: (ink, cut) => `
    <rect x="-160" y="-100" width="320" height="210" rx="10" fill="${ink}"/>
    <path d="M-160 -100 L0 26 L160 -100" ${line(cut, 7)}/>
    <circle cx="0" cy="26" r="30" fill="${ink}" stroke="${cut}" stroke-width="5"/>
    <g transform="translate(0 26)">${petals(6, 2, 18, cut, 3)}</g>`,
  "wedding-planners": (ink, cut) => `
    <rect x="-110" y="-140" width="220" height="290" rx="16" fill="${ink}"/>
    <rect x="-46" y="-160" width="92" height="40" rx="10" fill="${ink}" stroke="${cut}" stroke-width="5"/>
    <g ${line(cut, 8)}>
      <path d="M-76 -70 l14 14 l24 -28"/><path d="M-16 -64 h80"/>
      <path d="M-76 0 l14 14 l24 -28"/><path d="M-16 6 h80"/>
      <path d="M-76 70 l14 14 l24 -28"/><path d="M-16 76 h80"/>
    </g>`,
};

/** The motif for a category, or a simple flower for an unknown slug. */
export function motifSvg(categorySlug: string, ink: string, cut: string): string {
  const motif = MOTIFS[categorySlug];
  return motif ? motif(ink, cut) : `<g>${petals(8, 10, 60, ink)}</g>`;
}
