/**
 * The home page's banner pictures (ADR 0062): one drawing per banner topic, so each banner shows what its copy
 * says (a DPD van for delivery, a parcel and a calendar for returns, a clock for the courier's windows...). Drawn
 * in a 200x100 scene placed on a tinted card; no words (the page prints the banner's title and the image's alt
 * describes the picture), numbers only where they are the message (14 days, -50 %). No external resources.
 */
import { PART_DRAWINGS } from './part-drawings';

const GREEN = '#135b37';
const INK = '#2f3a44';
const DPD_RED = '#dc0032';

const stroke = (width: number, colour = INK) => `stroke="${colour}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
const part = (kind: keyof typeof PART_DRAWINGS, colour: string, x: number, y: number, size: number) =>
  `<g transform="translate(${x} ${y}) scale(${size / 100})">${PART_DRAWINGS[kind](colour)}</g>`;
const numeral = (text: string, x: number, y: number, size: number, fill: string) =>
  `<text x="${x}" y="${y}" font-size="${size}" font-weight="700" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" fill="${fill}">${text}</text>`;

/** One scene per banner topic, in a 200x100 box, and the card's tint behind it. */
const SCENES = {
  delivery: {
    tint: '#fdecef',
    draw: () =>
      `<rect x="0" y="84" width="200" height="16" fill="#5d6872"/><line x1="0" y1="92" x2="200" y2="92" ${stroke(1.5, '#ffffff')} stroke-dasharray="10 8"/>` +
      `<path d="M40 40 h78 v42 h-78 Z" fill="#ffffff" ${stroke(2)}/><path d="M118 50 h24 l14 16 v16 h-38 Z" fill="${DPD_RED}" ${stroke(2)}/>` +
      `<path d="M124 54 h16 l9 11 h-25 Z" fill="#e8f2f8" ${stroke(1.2)}/><rect x="40" y="64" width="78" height="6" fill="${DPD_RED}"/>` +
      numeral('DPD', 79, 58, 14, DPD_RED) +
      `<circle cx="62" cy="84" r="8" fill="#2d3136"/><circle cx="62" cy="84" r="3" fill="#dde3e8"/><circle cx="138" cy="84" r="8" fill="#2d3136"/><circle cx="138" cy="84" r="3" fill="#dde3e8"/>` +
      `<path d="M10 50 h22 M16 60 h18 M6 70 h26" ${stroke(2.5, '#e79aab')}/>`,
  },
  brakes: {
    tint: '#eef2f5',
    draw: () =>
      part('brake-discs', '#5d6872', 50, 4, 92) +
      `<path d="M14 58 Q14 24 50 22 Q86 24 86 58 L74 60 Q72 36 50 35 Q28 36 26 60 Z" fill="#d0101b" ${stroke(1.4)} transform="translate(96 50) rotate(50) scale(0.6 1.4) translate(-50 -58)"/>`,
  },
  service: { tint: '#e8f3ec', draw: () => part('engine-oil', GREEN, 36, 6, 88) + part('oil-filters', '#0063a6', 108, 18, 72) },
  returns: {
    tint: '#eef1fb',
    draw: () =>
      `<path d="M30 46 L70 34 L110 46 L110 88 L70 98 L30 88 Z" fill="#d9b57f" ${stroke(2)}/><path d="M30 46 L70 58 L110 46 M70 58 V98" fill="none" ${stroke(2)}/>` +
      `<path d="M58 14 A26 26 0 1 1 40 40" fill="none" ${stroke(5, GREEN)}/><path d="M52 4 L60 16 L46 20 Z" fill="${GREEN}"/>` +
      `<rect x="128" y="20" width="52" height="60" rx="5" fill="#ffffff" ${stroke(2)}/><rect x="128" y="20" width="52" height="15" rx="5" fill="#3a6fd8"/>` +
      `<circle cx="142" cy="20" r="3" fill="${INK}"/><circle cx="166" cy="20" r="3" fill="${INK}"/>` + numeral('14', 154, 70, 30, INK),
  },
  courier: {
    tint: '#fff4e0',
    draw: () =>
      `<circle cx="74" cy="52" r="40" fill="#ffffff" ${stroke(3)}/>` +
      Array.from({ length: 12 }, (_, i) => `<line x1="74" y1="16" x2="74" y2="${i % 3 ? 20 : 24}" ${stroke(2)} transform="rotate(${i * 30} 74 52)"/>`).join('') +
      `<line x1="74" y1="52" x2="74" y2="24" ${stroke(4)}/><line x1="74" y1="52" x2="74" y2="32" ${stroke(3, GREEN)} transform="rotate(0 74 52)"/><circle cx="74" cy="52" r="4" fill="${INK}"/>` +
      `<path d="M150 92 C136 70 126 60 126 46 A24 24 0 0 1 174 46 C174 60 164 70 150 92 Z" fill="${GREEN}" ${stroke(2)}/><circle cx="150" cy="46" r="9" fill="#ffffff"/>`,
  },
  payment: {
    tint: '#eaf1f8',
    draw: () =>
      `<rect x="30" y="22" width="100" height="62" rx="8" fill="#1f4e8c" ${stroke(2)}/><rect x="30" y="36" width="100" height="12" fill="#2d3136"/>` +
      `<rect x="42" y="58" width="20" height="14" rx="2" fill="#e8c25a"/><rect x="70" y="64" width="46" height="5" rx="2.5" fill="#ffffff" opacity="0.8"/>` +
      `<path d="M132 46 v-10 a18 18 0 0 1 36 0 v10" fill="none" ${stroke(6, '#5d6872')}/>` +
      `<rect x="120" y="44" width="60" height="46" rx="6" fill="${GREEN}" ${stroke(2)}/><circle cx="150" cy="62" r="6" fill="#ffffff"/><rect x="147" y="64" width="6" height="14" rx="2" fill="#ffffff"/>`,
  },
  'black-friday': {
    tint: '#1f2327',
    draw: () =>
      `<path d="M60 18 L140 18 L170 50 L140 82 L60 82 Q52 82 52 74 L52 26 Q52 18 60 18 Z" fill="#ffd43b" ${stroke(2, '#ffffff')} transform="rotate(-8 110 50)"/>` +
      `<circle cx="150" cy="46" r="6" fill="#1f2327" transform="rotate(-8 110 50)"/>` + `<g transform="rotate(-8 110 50)">${numeral('−50%', 98, 62, 34, '#1f2327')}</g>` +
      `<path d="M20 20 l4 8 l8 4 l-8 4 l-4 8 l-4 -8 l-8 -4 l8 -4 Z M182 74 l3 6 l6 3 l-6 3 l-3 6 l-3 -6 l-6 -3 l6 -3 Z" fill="#ffffff"/>`,
  },
  support: {
    tint: '#f1ecfa',
    draw: () =>
      `<path d="M60 62 V50 a40 40 0 0 1 80 0 V62" fill="none" ${stroke(7, '#5d6872')}/>` +
      `<rect x="48" y="52" width="22" height="34" rx="8" fill="${GREEN}" ${stroke(2)}/><rect x="130" y="52" width="22" height="34" rx="8" fill="${GREEN}" ${stroke(2)}/>` +
      `<path d="M141 86 Q140 96 116 96" fill="none" ${stroke(3)}/><rect x="104" y="91" width="14" height="9" rx="4" fill="${INK}"/>` +
      `<path d="M10 22 h30 a6 6 0 0 1 6 6 v14 a6 6 0 0 1 -6 6 h-18 l-8 8 v-8 h-4 a6 6 0 0 1 -6 -6 v-14 a6 6 0 0 1 6 -6 Z" fill="#ffffff" ${stroke(2)}/>` +
      `<circle cx="17" cy="35" r="2.5" fill="${INK}"/><circle cx="26" cy="35" r="2.5" fill="${INK}"/><circle cx="35" cy="35" r="2.5" fill="${INK}"/>`,
  },
  road: {
    tint: '#f3f7f4',
    draw: () =>
      `<rect x="0" y="84" width="200" height="16" fill="${GREEN}"/><line x1="0" y1="92" x2="200" y2="92" ${stroke(1.5, '#ffffff')} stroke-dasharray="10 8"/>` +
      `<circle cx="100" cy="48" r="30" fill="none" ${stroke(7, GREEN)}/><circle cx="100" cy="48" r="9" fill="${GREEN}"/>`,
  },
} as const satisfies Record<string, { tint: string; draw: () => string }>;

/** A banner topic: which scene a banner picture shows. */
export type BannerTopic = keyof typeof SCENES;

/** Names banner documents seeded before the topics still use (`main-filters`, `head`), and the scene they get. */
const ALIASES: Readonly<Record<string, BannerTopic>> = { filters: 'service', accessories: 'black-friday', head: 'delivery', wipers: 'road', lighting: 'road' };

/** The topic of a banner picture's key (the part of its name after the kind); the plain road for any other. */
export function bannerTopic(key: string): BannerTopic {
  if (Object.hasOwn(SCENES, key)) return key as BannerTopic;
  return ALIASES[key] ?? 'road';
}

/**
 * A banner picture at `width` x `height`: the topic's scene, as large as the card's height allows, right of the
 * centre on a wide card (where a title would sit on a photo), centred on a narrow one.
 */
export function bannerPicture(width: number, height: number, topic: BannerTopic): string {
  const scene = SCENES[topic];
  const scale = Math.min((height * 0.84) / 100, (width * 0.9) / 200);
  const sceneWidth = 200 * scale;
  const x = width / height > 2.6 ? width * 0.62 - sceneWidth / 2 : (width - sceneWidth) / 2;
  const y = (height - 100 * scale) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" aria-hidden="true">`,
    `<rect width="${width}" height="${height}" fill="${scene.tint}"/>`,
    `<circle cx="${width * 0.08}" cy="${height * 0.2}" r="${height * 0.5}" fill="#ffffff" opacity="0.35"/>`,
    `<circle cx="${width * 0.95}" cy="${height * 0.95}" r="${height * 0.42}" fill="#ffffff" opacity="0.25"/>`,
    `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})">${scene.draw()}</g>`,
    '</svg>',
  ].join('');
}
