/**
 * Photo fixtures made on the fly (nothing binary is committed): a deterministic picture with gradients, shapes
 * and fine noise, so encoders meet the kind of detail a product photo has.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import sharp from 'sharp';

/** Writes a test photo of `width` x `height` to `file` (JPEG, PNG, WebP... by its extension); `alpha` gives it transparency. */
export async function writeTestPhoto(file: string, width: number, height: number, options: { alpha?: boolean; seed?: number } = {}): Promise<void> {
  const channels = options.alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  let state = (options.seed ?? 1) >>> 0 || 1;
  const cx = width / 2;
  const cy = height / 2;
  const r = Math.min(width, height) * 0.35;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const noise = ((state >>> 0) % 17) - 8;
      const inside = (x - cx) ** 2 + (y - cy) ** 2 < r * r;
      const i = (y * width + x) * channels;
      pixels[i] = Math.max(0, Math.min(255, (inside ? 90 : 235) + Math.round((x / width) * 20) + noise));
      pixels[i + 1] = Math.max(0, Math.min(255, (inside ? 100 : 238) + Math.round((y / height) * 15) + noise));
      pixels[i + 2] = Math.max(0, Math.min(255, (inside ? 110 : 240) + noise));
      if (channels === 4) pixels[i + 3] = inside ? 255 : 0;
    }
  }
  mkdirSync(dirname(file), { recursive: true });
  await sharp(pixels, { raw: { width, height, channels } }).toFile(file);
}
