import { expect, it } from 'vitest';
import { forEachDatabase } from './databases';
import { demoCatalogue } from './demo-catalogue';

forEachDatabase(
  'demo catalogue fixture',
  ({ db }) => {
    it('starts every suite with the generated catalogue of the requested size', async () => {
      expect((await db().query<{ n: number }>('SELECT count(*) AS n FROM product')).rows[0]?.n).toBe(60);
      const { rows } = await db().query<{ value: { seed: number; products: number } }>("SELECT value FROM catalogue_meta WHERE key = 'seed'");
      expect(rows[0]?.value).toMatchObject({ seed: 1, products: 60 });
    });
  },
  demoCatalogue(60),
);

it('keys the template by size, seed and generator version', () => {
  expect(demoCatalogue(60).seedId).toMatch(/^demo-60-seed1-v\d+$/);
  expect(demoCatalogue(60, 2).seedId).not.toBe(demoCatalogue(60).seedId);
});
