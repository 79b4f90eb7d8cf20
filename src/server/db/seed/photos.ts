import sharp from 'sharp';
import type { Rng } from './rng.ts';

/** Generated demo images: no network, no files shipped; SVG rendered to WebP with sharp. */
export const DISH_PHOTO_SIZE = { width: 800, height: 600 } as const;
const WEBP_QUALITY = 70;
/** libwebp effort 1 of 6: encoding dominates the seed time; 1 is ~2× faster than the default for ~30% more bytes. */
const WEBP_EFFORT = 1;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export interface DishArt {
  name: string;
  colors: [string, string];
  /** Drinks in a glass; soups, noodles and curries in a bowl; the rest on a plate. */
  vessel: 'plate' | 'bowl' | 'glass';
  /** Food colours scattered on the plate. */
  palette: string[];
}

const FOOD_PALETTES = [
  ['#c0392b', '#e67e22', '#27ae60', '#f1c40f'],
  ['#8e5a2b', '#d35400', '#a3c45a', '#f5deb3'],
  ['#6d4c41', '#ff7043', '#9ccc65', '#fff176'],
  ['#ad1457', '#ffb300', '#43a047', '#ffe0b2'],
  ['#e65100', '#5d4037', '#7cb342', '#ffcc80'],
];

export function dishArt(
  rng: Rng,
  name: string,
  colors: [string, string],
  categories: string[],
): DishArt {
  const bowl = categories.some((c) => ['Soups', 'Noodles', 'Curries', 'Rice Bowls'].includes(c));
  const glass = categories.includes('Drinks');
  return {
    name,
    colors,
    vessel: glass ? 'glass' : bowl ? 'bowl' : 'plate',
    palette: rng.pick(FOOD_PALETTES),
  };
}

/** 800×600 SVG: warm gradient, a plate or bowl with food, and the dish name. */
export function dishSvg(art: DishArt, rng: Rng): string {
  const { width, height } = DISH_PHOTO_SIZE;
  const [from, to] = art.colors;
  const cx = 400;
  const cy = 265;
  const food: string[] = [];
  if (art.vessel === 'glass') {
    // Ice cubes floating in the drink.
    for (let i = 0; i < 6; i++) {
      const x = rng.float(345, 430);
      const y = rng.float(190, 330);
      food.push(
        `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="34" height="34" rx="7" fill="#ffffff" opacity="0.45" transform="rotate(${rng.int(-20, 20)} ${(x + 17).toFixed(1)} ${(y + 17).toFixed(1)})"/>`,
      );
    }
  } else {
    for (let i = 0; i < 14; i++) {
      const angle = rng.float(0, Math.PI * 2);
      const radius = rng.float(0, art.vessel === 'bowl' ? 120 : 135);
      const x = cx + Math.cos(angle) * radius;
      const y =
        cy +
        Math.sin(angle) * radius * (art.vessel === 'bowl' ? 0.42 : 0.55) -
        (art.vessel === 'bowl' ? 28 : 0);
      const r = rng.float(14, 38);
      food.push(
        `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${r.toFixed(1)}" ry="${(r * 0.7).toFixed(1)}" fill="${rng.pick(art.palette)}" opacity="0.92"/>`,
      );
    }
  }
  const drink = art.palette[1] ?? '#d35400';
  const vessel =
    art.vessel === 'glass'
      ? `<ellipse cx="${cx}" cy="432" rx="120" ry="20" fill="#000" opacity="0.18"/>
         <path d="M318 110 L482 110 L462 420 Q${cx} 440 338 420 Z" fill="#ffffff" opacity="0.55"/>
         <path d="M326 170 L474 170 L460 410 Q${cx} 428 340 410 Z" fill="${drink}"/>
         <rect x="420" y="60" width="14" height="170" rx="7" fill="#ffffff" transform="rotate(14 427 145)"/>`
      : art.vessel === 'bowl'
        ? `<ellipse cx="${cx}" cy="${cy + 120}" rx="190" ry="26" fill="#000" opacity="0.18"/>
         <path d="M190 ${cy - 30} Q${cx} ${cy + 230} 610 ${cy - 30} Z" fill="#fafafa"/>
         <ellipse cx="${cx}" cy="${cy - 30}" rx="210" ry="70" fill="#f4efe6" stroke="#ffffff" stroke-width="10"/>`
        : `<ellipse cx="${cx}" cy="${cy + 22}" rx="250" ry="140" fill="#000" opacity="0.18"/>
         <ellipse cx="${cx}" cy="${cy}" rx="250" ry="140" fill="#ffffff"/>
         <ellipse cx="${cx}" cy="${cy}" rx="190" ry="104" fill="#f4efe6"/>`;
  const label = art.name.length > 30 ? `${art.name.slice(0, 29)}…` : art.name;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="90" cy="80" r="140" fill="#ffffff" opacity="0.08"/>
  <circle cx="720" cy="520" r="180" fill="#ffffff" opacity="0.07"/>
  ${vessel}
  <g>${food.join('')}</g>
  <rect x="0" y="480" width="${width}" height="120" fill="#000" opacity="0.35"/>
  <text x="${cx}" y="555" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="44" font-weight="bold" fill="#ffffff">${escapeXml(label)}</text>
</svg>`;
}

/** 400×400 avatar: gradient circle with the producer's initials. */
export function avatarSvg(name: string, colors: [string, string]): string {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w))
    .slice(0, 2)
    .map((w) => Array.from(w)[0]?.toUpperCase() ?? '')
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors[0]}"/>
      <stop offset="1" stop-color="${colors[1]}"/>
    </linearGradient>
  </defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  <text x="200" y="238" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="150" font-weight="bold" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
}

export function renderWebp(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer();
}

/** Runs `task` over `items`, at most `limit` at a time; results keep the input order. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
