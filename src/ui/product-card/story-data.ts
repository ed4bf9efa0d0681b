// Sample car-part data for the stories of the catalogue components (not part of the public API).

/** An inline SVG picture of a part (label on a tinted card) as a data URI, sized like the shop's images. */
export function partImage(label: string, width: number, height: number, hue = 150): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue} 30% 94%)"/>` +
    `<circle cx="${width / 2}" cy="${height * 0.42}" r="${Math.min(width, height) * 0.28}" fill="none" stroke="rgb(19,91,55)" stroke-width="${Math.max(2, width / 40)}"/>` +
    `<text x="50%" y="85%" font-family="sans-serif" font-size="${Math.max(10, width / 18)}" text-anchor="middle" fill="rgb(19,91,55)">${label}</text>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * A `srcset` of a story picture: the picture at its size for 1x screens and a sharper one at double the size
 * (labelled 2x) for 2x screens, as the image server's `/img/` variants are.
 */
export function partImageSrcSet(label: string, width: number, height: number, hue = 150): string {
  return `${partImage(label, width, height, hue)} 1x, ${partImage(`${label} 2x`, width * 2, height * 2, hue)} 2x`;
}

/** A source that never loads: an image data URI with bytes that are not an image. */
export const brokenImage = 'data:image/png;base64,AAAA';

/** Catalogue entries as a category grid shows them. */
export const sampleProducts = [
  {
    sku: 'ATE-13.0460-7218.2',
    name: 'ATE brake pads, front axle, Ceramic',
    brand: 'ATE',
    href: '/eng/p/ATE-13.0460-7218.2/ate-brake-pads-front-ceramic',
    image: partImage('Brake pads', 310, 300, 150),
    imageSrcSet: partImageSrcSet('Brake pads', 310, 300, 150),
    price: { final: '37,20 €', original: '49,60 €', special: true },
    stock: { label: 'In stock', status: 'in-stock' as const },
    badges: ['-25%'],
  },
  {
    sku: 'MANN-W712/95',
    name: 'MANN-FILTER oil filter W 712/95',
    brand: 'MANN-FILTER',
    href: '/eng/p/MANN-W712-95/mann-filter-oil-filter-w-712-95',
    image: partImage('Oil filter', 310, 300, 40),
    imageSrcSet: partImageSrcSet('Oil filter', 310, 300, 40),
    price: { final: '8,90 €' },
    stock: { label: 'Limited stock, confirmed after ordering', status: 'volatile' as const },
    badges: [],
  },
  {
    sku: 'BOSCH-3397118979',
    name: 'Bosch Aerotwin wiper blade set A 979 S, 600/475 mm',
    brand: 'Bosch',
    href: '/eng/p/BOSCH-3397118979/bosch-aerotwin-a-979-s',
    image: partImage('Wiper blades', 310, 300, 210),
    imageSrcSet: partImageSrcSet('Wiper blades', 310, 300, 210),
    price: { final: '32,40 €' },
    stock: { label: 'Out of stock', status: 'out-of-stock' as const },
    badges: ['New'],
  },
  {
    sku: 'BREMBO-09.A820.11',
    name: 'Brembo brake disc 09.A820.11, vented, 300 mm',
    brand: 'Brembo',
    href: '/eng/p/BREMBO-09.A820.11/brembo-brake-disc-09-a820-11',
    image: partImage('Brake disc', 310, 300, 0),
    imageSrcSet: partImageSrcSet('Brake disc', 310, 300, 0),
    price: { final: '64,50 €', original: '71,90 €', special: true },
    stock: { label: 'In stock', status: 'in-stock' as const },
    badges: ['-10%'],
  },
];
