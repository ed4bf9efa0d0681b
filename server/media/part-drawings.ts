/**
 * Drawn car parts for the demo catalogue's pictures (ADR 0062): one flat illustration per part kind, drawn in a
 * 100x100 box in neutral metal and rubber tones with the brand's colour on the part (a filter's can, a caliper,
 * a battery's label), so a Brembo caliper is red and a MANN-FILTER oil filter green. Pure strings, no text, no
 * external resources: the caller places the drawing and prints the brand and sku.
 */

const METAL = '#a7b1b9';
const METAL_DARK = '#5d6872';
const METAL_LIGHT = '#dde3e8';
const RUBBER = '#2d3136';
const LINE = '#2f3a44';
const GLASS = '#eef6fb';

/** A drawing of one part kind: the SVG elements inside a 100x100 box, in the brand's colour `c`. */
type Drawing = (c: string) => string;

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const stroke = (width: number, colour = LINE) => `stroke="${colour}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;

const disc: Drawing = (c) =>
  `<circle cx="50" cy="50" r="42" fill="${METAL}" ${stroke(1.5)}/>` +
  range(24).map((i) => `<line x1="50" y1="12" x2="50" y2="19" ${stroke(1, METAL_DARK)} transform="rotate(${i * 15} 50 50)"/>`).join('') +
  `<circle cx="50" cy="50" r="31" fill="none" ${stroke(0.8, METAL_DARK)}/>` +
  `<circle cx="50" cy="50" r="20" fill="${c}" ${stroke(1.2)}/>` +
  range(5).map((i) => `<circle cx="50" cy="37" r="2.6" fill="${RUBBER}" transform="rotate(${i * 72} 50 50)"/>`).join('') +
  `<circle cx="50" cy="50" r="7" fill="#ffffff" ${stroke(1.2)}/>`;

const pad = (dy: number, c: string) =>
  `<g transform="translate(0 ${dy})"><path d="M8 30 Q50 8 92 30 L88 52 Q50 34 12 52 Z" fill="${METAL_DARK}" ${stroke(1.4)}/>` +
  `<path d="M14 36 Q50 18 86 36 L83 50 Q50 35 17 50 Z" fill="#4a3f3a" ${stroke(0.8)}/>` +
  `<line x1="50" y1="21" x2="50" y2="38" ${stroke(1, '#6f625b')}/>` +
  `<rect x="80" y="26" width="9" height="6" rx="1.5" fill="${c}" ${stroke(0.8)} transform="rotate(28 84 29)"/></g>`;

const cylinderFilter = (c: string) =>
  `<rect x="24" y="22" width="52" height="62" rx="7" fill="${c}" ${stroke(1.5)}/>` +
  `<rect x="24" y="40" width="52" height="22" fill="#ffffff" opacity="0.88"/>` +
  `<rect x="30" y="46" width="40" height="3" rx="1.5" fill="${c}"/><rect x="34" y="53" width="32" height="2.4" rx="1.2" fill="${METAL}"/>` +
  `<rect x="22" y="14" width="56" height="11" rx="3" fill="${METAL}" ${stroke(1.3)}/>` +
  range(9).map((i) => `<line x1="${27 + i * 5.8}" y1="15.5" x2="${27 + i * 5.8}" y2="23.5" ${stroke(0.9, METAL_DARK)}/>`).join('') +
  `<rect x="26" y="84" width="48" height="4" rx="2" fill="${RUBBER}"/>`;

const panelFilter = (media: string, pleats: string, c: string, height: number) => {
  const top = 50 - height / 2;
  const zig = range(15).map((i) => `${14 + i * 5},${i % 2 ? top + height - 6 : top + 6}`).join(' ');
  return `<rect x="8" y="${top}" width="84" height="${height}" rx="4" fill="${c}" ${stroke(1.5)}/>` +
    `<rect x="13" y="${top + 4}" width="74" height="${height - 8}" fill="${media}"/>` +
    `<polyline points="${zig}" fill="none" ${stroke(1.1, pleats)}/>`;
};

const bottle = (body: string, liquid: string, c: string, wide: boolean) => {
  const [x, w] = wide ? [22, 56] : [30, 40];
  return `<rect x="${x}" y="24" width="${w}" height="64" rx="8" fill="${body}" ${stroke(1.5)}/>` +
    `<rect x="${x + 2}" y="52" width="${w - 4}" height="34" rx="6" fill="${liquid}" opacity="0.75"/>` +
    `<rect x="${x + 5}" y="38" width="${w - 10}" height="30" rx="3" fill="${c}" ${stroke(1)}/>` +
    `<rect x="${x + 9}" y="46" width="${w - 18}" height="4" rx="2" fill="#ffffff"/><rect x="${x + 9}" y="54" width="${w - 24}" height="3" rx="1.5" fill="#ffffff" opacity="0.8"/>` +
    `<rect x="42" y="12" width="16" height="13" rx="2.5" fill="${RUBBER}" ${stroke(1)}/>`;
};

const oilCan: Drawing = (c) =>
    `<path d="M20 32 Q20 24 28 24 L58 24 L80 40 L80 86 Q80 90 76 90 L24 90 Q20 90 20 86 Z" fill="${c}" ${stroke(1.6)}/>` +
    `<path d="M36 24 L36 14 Q36 10 40 10 L58 10 Q62 10 62 14 L62 24" fill="none" ${stroke(4, c)}/>` +
    `<rect x="66" y="28" width="12" height="8" rx="2" fill="${RUBBER}" transform="rotate(36 72 32)"/>` +
    `<rect x="28" y="46" width="44" height="34" rx="3" fill="#ffffff" ${stroke(1)}/>` +
    `<path d="M50 52 Q57 62 57 67 A7 7 0 0 1 43 67 Q43 62 50 52 Z" fill="#d9a400" ${stroke(1, '#8a6a00')}/>`;

/** The drawings by part kind: the demo catalogue's leaf categories, its kits and services, and a generic part. */
export const PART_DRAWINGS = {
  'brake-pads': (c) => pad(6, c) + pad(30, c),
  'brake-discs': disc,
  'brake-calipers': (c) =>
    `<path d="M18 50 A32 32 0 0 1 82 50" fill="none" ${stroke(9, METAL)}/>` +
    `<path d="M14 58 Q14 24 50 22 Q86 24 86 58 L74 60 Q72 36 50 35 Q28 36 26 60 Z" fill="${c}" ${stroke(1.6)}/>` +
    `<circle cx="30" cy="48" r="3" fill="${METAL_LIGHT}" ${stroke(0.8)}/><circle cx="70" cy="48" r="3" fill="${METAL_LIGHT}" ${stroke(0.8)}/>` +
    `<rect x="40" y="25" width="20" height="6" rx="2" fill="#ffffff" opacity="0.85"/>` +
    `<rect x="46" y="64" width="8" height="18" rx="2" fill="${METAL_DARK}" ${stroke(1)}/>`,
  'oil-filters': cylinderFilter,
  'fuel-filters': (c) =>
    `<rect x="12" y="46" width="14" height="8" rx="2" fill="${METAL}" ${stroke(1.2)}/><rect x="74" y="46" width="14" height="8" rx="2" fill="${METAL}" ${stroke(1.2)}/>` +
    `<rect x="24" y="30" width="52" height="40" rx="10" fill="${METAL_LIGHT}" ${stroke(1.5)}/>` +
    `<rect x="40" y="30" width="20" height="40" fill="${c}" ${stroke(1)}/>` +
    `<path d="M6 50 h6 M88 50 h6" ${stroke(2.5, RUBBER)}/>`,
  'air-filters': (c) => panelFilter('#f3ead2', '#c9b88f', c, 44),
  'cabin-filters': (c) => panelFilter('#f4f6f7', '#b7c0c7', c, 32),
  belts: (c) =>
    `<circle cx="30" cy="60" r="16" fill="${METAL_LIGHT}" ${stroke(1.2)}/><circle cx="72" cy="36" r="20" fill="${METAL_LIGHT}" ${stroke(1.2)}/>` +
    `<circle cx="30" cy="60" r="5" fill="${METAL_DARK}"/><circle cx="72" cy="36" r="6" fill="${METAL_DARK}"/>` +
    `<path d="M22.2 74 A16 16 0 0 1 20.5 47 L62 19 A20 20 0 0 1 82 54 L38 74 A16 16 0 0 1 22.2 74 Z" fill="none" ${stroke(6, RUBBER)}/>` +
    `<path d="M22.2 74 A16 16 0 0 1 20.5 47 L62 19 A20 20 0 0 1 82 54 L38 74 A16 16 0 0 1 22.2 74 Z" fill="none" stroke="#6b7178" stroke-width="1" stroke-dasharray="2 2.5"/>` +
    `<rect x="44" y="60" width="12" height="5" rx="1" fill="${c}" transform="rotate(-24 50 62)"/>`,
  'spark-plugs': (c) =>
    `<g transform="rotate(-30 50 50)"><rect x="46" y="6" width="8" height="8" rx="1.5" fill="${METAL}" ${stroke(1)}/>` +
    `<path d="M42 14 h16 l2 30 h-20 Z" fill="#f7f7f2" ${stroke(1.3)}/>` +
    range(4).map((i) => `<line x1="43" y1="${18 + i * 4}" x2="57" y2="${18 + i * 4}" ${stroke(0.7, '#c9c9c0')}/>`).join('') +
    `<rect x="42.5" y="32" width="15" height="6" fill="${c}"/>` +
    `<path d="M36 44 h28 v12 h-28 Z" fill="${METAL}" ${stroke(1.3)}/><line x1="50" y1="44" x2="50" y2="56" ${stroke(0.8, METAL_DARK)}/>` +
    `<rect x="41" y="56" width="18" height="22" fill="${METAL_LIGHT}" ${stroke(1.2)}/>` +
    range(6).map((i) => `<line x1="41" y1="${59 + i * 3.4}" x2="59" y2="${57.5 + i * 3.4}" ${stroke(0.8, METAL_DARK)}/>`).join('') +
    `<path d="M48 78 v6 h8" fill="none" ${stroke(1.6)}/></g>`,
  gaskets: (c) =>
    `<rect x="6" y="28" width="88" height="44" rx="6" fill="${METAL_LIGHT}" ${stroke(1.5)}/>` +
    `<rect x="6" y="28" width="88" height="44" rx="6" fill="none" ${stroke(2.2, c)} transform="translate(0 0)"/>` +
    range(4).map((i) => `<circle cx="${20 + i * 20}" cy="50" r="8.5" fill="#ffffff" ${stroke(1.2)}/><circle cx="${20 + i * 20}" cy="50" r="10" fill="none" ${stroke(0.8, METAL_DARK)}/>`).join('') +
    range(5).map((i) => `<circle cx="${10 + i * 20}" cy="34" r="1.6" fill="${LINE}"/><circle cx="${10 + i * 20}" cy="66" r="1.6" fill="${LINE}"/>`).join(''),
  'shock-absorbers': (c) =>
    `<g transform="rotate(-20 50 50)"><circle cx="50" cy="9" r="5" fill="none" ${stroke(2.5, METAL_DARK)}/>` +
    `<rect x="48" y="13" width="4" height="26" fill="${METAL_LIGHT}" ${stroke(0.9)}/>` +
    `<rect x="41" y="36" width="18" height="48" rx="3" fill="${c}" ${stroke(1.4)}/>` +
    `<rect x="41" y="44" width="18" height="10" fill="#ffffff" opacity="0.85"/>` +
    `<rect x="39" y="34" width="22" height="4" rx="1" fill="${METAL_DARK}"/><circle cx="50" cy="90" r="5" fill="none" ${stroke(2.5, METAL_DARK)}/></g>`,
  springs: (c) =>
    `<path d="${range(7).map((i) => `M28 ${18 + i * 10} Q50 ${12 + i * 10} 72 ${22 + i * 10}`).join(' ')}" fill="none" ${stroke(5, c)}/>` +
    `<path d="${range(6).map((i) => `M72 ${22 + i * 10} Q50 ${30 + i * 10} 28 ${28 + i * 10}`).join(' ')}" fill="none" ${stroke(5, c)} opacity="0.55"/>`,
  'control-arms': (c) =>
    `<path d="M16 30 L84 42 L40 80 Z" fill="${METAL_DARK}" ${stroke(1.6)}/><path d="M30 40 L68 46 L43 68 Z" fill="#ffffff"/>` +
    `<circle cx="16" cy="30" r="8" fill="${RUBBER}" ${stroke(1)}/><circle cx="16" cy="30" r="3" fill="${METAL_LIGHT}"/>` +
    `<circle cx="40" cy="80" r="8" fill="${RUBBER}" ${stroke(1)}/><circle cx="40" cy="80" r="3" fill="${METAL_LIGHT}"/>` +
    `<circle cx="84" cy="42" r="7" fill="${c}" ${stroke(1.2)}/><circle cx="84" cy="42" r="2.5" fill="${METAL_LIGHT}"/>`,
  batteries: (c) =>
    `<rect x="14" y="28" width="72" height="56" rx="3" fill="${RUBBER}" ${stroke(1.5)}/>` +
    `<rect x="14" y="28" width="72" height="12" rx="3" fill="${METAL_DARK}"/>` +
    `<rect x="20" y="48" width="60" height="26" rx="2" fill="${c}"/><rect x="26" y="55" width="36" height="4" rx="2" fill="#ffffff"/><rect x="26" y="63" width="24" height="3" rx="1.5" fill="#ffffff" opacity="0.8"/>` +
    `<rect x="22" y="20" width="10" height="8" rx="1" fill="#c0392b" ${stroke(1)}/><rect x="68" y="20" width="10" height="8" rx="1" fill="${METAL}" ${stroke(1)}/>` +
    `<path d="M24 14 h6 M27 11 v6 M70 14 h6" ${stroke(1.4)}/>`,
  alternators: (c) =>
    `<circle cx="54" cy="52" r="34" fill="${METAL}" ${stroke(1.5)}/>` +
    range(12).map((i) => `<rect x="52" y="22" width="4" height="12" rx="1" fill="${METAL_DARK}" transform="rotate(${i * 30} 54 52)"/>`).join('') +
    `<circle cx="54" cy="52" r="13" fill="${METAL_LIGHT}" ${stroke(1.2)}/>` +
    range(3).map((i) => `<circle cx="54" cy="52" r="${4 + i * 3}" fill="none" ${stroke(0.8, METAL_DARK)}/>`).join('') +
    `<rect x="10" y="16" width="16" height="10" rx="4" fill="${METAL_DARK}" ${stroke(1)}/><rect x="64" y="80" width="20" height="8" rx="2" fill="${c}" ${stroke(1)}/>`,
  starters: (c) =>
    `<rect x="18" y="44" width="54" height="32" rx="6" fill="${c}" ${stroke(1.5)}/>` +
    `<rect x="30" y="22" width="40" height="20" rx="8" fill="${METAL}" ${stroke(1.4)}/>` +
    `<rect x="72" y="52" width="10" height="16" fill="${METAL_DARK}" ${stroke(1.2)}/>` +
    range(6).map((i) => `<rect x="82" y="${50 + i * 3.4}" width="6" height="2" fill="${METAL_DARK}"/>`).join('') +
    `<rect x="24" y="52" width="40" height="5" rx="2.5" fill="#ffffff" opacity="0.85"/><circle cx="36" cy="32" r="3" fill="${METAL_DARK}"/>`,
  bulbs: (c) =>
    `<path d="M36 12 Q50 4 64 12 L62 50 Q50 56 38 50 Z" fill="${GLASS}" ${stroke(1.4)}/>` +
    `<path d="M44 20 Q50 14 56 20" fill="#fff2a8"/><path d="M46 40 v-16 l4 -3 l4 3 v16" fill="none" ${stroke(1.3, '#b9770e')}/>` +
    `<rect x="34" y="50" width="32" height="10" rx="2" fill="${METAL}" ${stroke(1.2)}/>` +
    `<rect x="24" y="60" width="52" height="9" rx="2" fill="${c}" ${stroke(1.2)}/>` +
    `<rect x="38" y="69" width="24" height="14" fill="${RUBBER}" ${stroke(1)}/><path d="M44 83 v8 M56 83 v8" ${stroke(2.4, METAL_DARK)}/>`,
  headlights: (c) =>
    `<path d="M8 34 Q12 22 30 22 L88 28 Q94 48 86 72 L24 78 Q8 76 8 60 Z" fill="${RUBBER}" ${stroke(1.6)}/>` +
    `<path d="M13 36 Q16 27 30 27 L84 32 Q88 48 82 68 L25 73 Q13 72 13 59 Z" fill="${GLASS}"/>` +
    `<circle cx="34" cy="50" r="13" fill="${METAL_LIGHT}" ${stroke(1.2)}/><circle cx="34" cy="50" r="5" fill="#fff7c2" ${stroke(0.8)}/>` +
    `<circle cx="64" cy="50" r="11" fill="${METAL_LIGHT}" ${stroke(1.2)}/><circle cx="64" cy="50" r="4" fill="#fff7c2" ${stroke(0.8)}/>` +
    `<path d="M18 66 L80 62" ${stroke(3, c)}/>`,
  'wiper-blades': (c) =>
    `<path d="M8 74 Q50 50 92 22" fill="none" ${stroke(4, RUBBER)}/><path d="M10 78 Q50 54 92 26" fill="none" ${stroke(1.5, '#111417')}/>` +
    `<path d="M12 68 Q50 44 88 20" fill="none" ${stroke(2, METAL_DARK)}/>` +
    `<rect x="42" y="40" width="16" height="10" rx="2" fill="${c}" ${stroke(1)} transform="rotate(-32 50 45)"/>`,
  'engine-oil': oilCan,
  'brake-fluid': (c) => bottle('#f7f8f2', '#e6c66a', c, false),
  coolant: (c) => bottle('#f4f7f9', '#e66aa8', c, true),
  'roof-boxes': (c) =>
    `<path d="M8 58 Q10 34 44 30 Q80 28 92 52 Q92 62 84 62 L14 64 Q8 64 8 58 Z" fill="#3a3f45" ${stroke(1.6)}/>` +
    `<path d="M18 44 Q44 34 80 40" fill="none" ${stroke(2, '#6b737b')}/><path d="M12 57 L88 55" ${stroke(3, c)}/>` +
    `<rect x="20" y="66" width="6" height="10" fill="${METAL_DARK}"/><rect x="72" y="66" width="6" height="10" fill="${METAL_DARK}"/>` +
    `<rect x="6" y="76" width="88" height="5" rx="2" fill="${RUBBER}"/>`,
  'floor-mats': (c) =>
    `<path d="M18 14 L82 14 Q88 14 88 22 L84 84 Q84 90 76 90 L24 90 Q16 90 16 84 L12 22 Q12 14 18 14 Z" fill="${RUBBER}" ${stroke(1.6)}/>` +
    range(7).map((i) => `<line x1="24" y1="${26 + i * 8}" x2="76" y2="${26 + i * 8}" ${stroke(1.6, '#4a5057')}/>`).join('') +
    `<rect x="40" y="80" width="20" height="5" rx="1.5" fill="${c}"/>`,
  'brake-kit': (c) => `<g transform="translate(-4 4) scale(0.78)">${disc(c)}</g><g transform="translate(44 44) scale(0.56)">${pad(0, c)}${pad(24, c)}</g>`,
  'service-kit': (c) => `<g transform="translate(-6 6) scale(0.72)">${oilCan(c)}</g><g transform="translate(46 34) scale(0.6)">${cylinderFilter(c)}</g>`,
  fitting: (c) =>
    `<path d="M22 86 L58 50 A16 16 0 0 1 80 22 L70 32 L72 40 L80 42 L90 32 A16 16 0 0 1 62 54 L26 90 Q22 94 18 90 Q14 86 18 82 Z" fill="${METAL}" ${stroke(1.6)}/>` +
    `<circle cx="22" cy="86" r="2.5" fill="#ffffff"/><path d="M30 18 l8 -5 l8 5 v10 l-8 5 l-8 -5 Z" fill="${c}" ${stroke(1.3)}/><circle cx="38" cy="23" r="3" fill="#ffffff"/>`,
  'repair-manuals': (c) =>
    `<rect x="22" y="12" width="58" height="78" rx="3" fill="${c}" ${stroke(1.6)}/><rect x="22" y="12" width="8" height="78" fill="${RUBBER}" opacity="0.35"/>` +
    `<rect x="36" y="22" width="36" height="6" rx="2" fill="#ffffff"/><rect x="36" y="32" width="24" height="4" rx="2" fill="#ffffff" opacity="0.8"/>` +
    `<path d="M36 66 Q38 56 48 55 L56 48 Q62 46 68 50 L72 56 Q74 58 74 62 L74 66 Z" fill="#ffffff" ${stroke(1)}/>` +
    `<circle cx="44" cy="67" r="4" fill="${RUBBER}"/><circle cx="66" cy="67" r="4" fill="${RUBBER}"/>` +
    `<path d="M80 90 L84 86 L84 16 L80 12" fill="#f7f7f2" ${stroke(1)}/>`,
  part: (c) =>
    range(8).map((i) => `<rect x="44" y="10" width="12" height="14" rx="2" fill="${METAL_DARK}" transform="rotate(${i * 45} 50 50)"/>`).join('') +
    `<circle cx="50" cy="50" r="32" fill="${METAL}" ${stroke(1.5)}/><circle cx="50" cy="50" r="14" fill="${c}" ${stroke(1.2)}/><circle cx="50" cy="50" r="5" fill="#ffffff"/>`,
} as const satisfies Record<string, Drawing>;

/** A kind the pictures can draw. */
export type DrawingKind = keyof typeof PART_DRAWINGS;

/** Whether `kind` names one of the drawings. */
export function isDrawingKind(kind: string): kind is DrawingKind {
  return Object.hasOwn(PART_DRAWINGS, kind);
}
