import { describe, expect, it } from 'vitest';
import { demoCatalogue, forEachDatabase } from '../../testing';
import { buildVehicleTree, engineLabel, ensureEngineLabels, HORSEPOWER_UNIT } from './vehicles';

const golf = { name: '1.4 TSI', kw: 92, yearFrom: 2012, yearTo: 2016 };

describe('engine names', () => {
  it('write the horsepower unit the way each shop language does', () => {
    expect(engineLabel(golf, 'en')).toBe('1.4 TSI 92 kW / 125 hp (2012-2016)');
    expect(engineLabel(golf, 'et')).toBe('1.4 TSI 92 kW / 125 hj (2012-2016)');
    expect(engineLabel(golf, 'ru')).toBe('1.4 TSI 92 kW / 125 л.с. (2012-2016)');
    expect(engineLabel(golf, 'fi')).toBe('1.4 TSI 92 kW / 125 hv (2012-2016)');
    expect(engineLabel(golf, 'it')).toBe('1.4 TSI 92 kW / 125 CV (2012-2016)');
  });

  it('are translated in the vehicle tree: every engine category says "hp" only in English', () => {
    const tree = buildVehicleTree();
    const engineIds = new Set(tree.categories.filter((c) => c.level === 4).map((c) => c.id));
    const names = tree.i18n.filter((row) => engineIds.has(row.category_id));
    expect(names.length).toBe(engineIds.size * 5);
    for (const row of names) {
      expect(row.name, `${row.language} ${row.category_id}`).toMatch(new RegExp(` kW / \\d+ ${HORSEPOWER_UNIT[row.language].replace('.', '\\.')} \\(`));
      if (row.language !== 'en') expect(row.name).not.toMatch(/\bhp\b/);
    }
    // The slug and path stay the same in every language.
    const golfRows = names.filter((row) => row.category_id === names[0]?.category_id);
    expect(new Set(golfRows.map((row) => row.url_path)).size).toBe(1);
  });
});

forEachDatabase('ensureEngineLabels on a database seeded with "hp" everywhere', ({ db }) => {
  it('rewrites the unit in the non-English names once, and leaves English and other categories alone', async () => {
    const engine = (await db().query<{ id: number }>(`SELECT id FROM category WHERE kind = 'vehicle' AND level = 4 ORDER BY id LIMIT 1`)).rows[0]!.id;
    const nameIn = async (language: string) => (await db().query<{ name: string }>('SELECT name FROM category_i18n WHERE category_id = $1 AND language = $2', [engine, language])).rows[0]?.name;
    const english = await nameIn('en');
    expect(english).toMatch(/ hp \(/);
    // As an older seed wrote them.
    await db().query(`UPDATE category_i18n SET name = $2 WHERE category_id = $1`, [engine, english]);
    expect(await nameIn('et')).toBe(english);

    expect(await ensureEngineLabels(db())).toBe(4);
    expect(await nameIn('et')).toBe(english!.replace(' hp (', ' hj ('));
    expect(await nameIn('ru')).toBe(english!.replace(' hp (', ' л.с. ('));
    expect(await nameIn('fi')).toBe(english!.replace(' hp (', ' hv ('));
    expect(await nameIn('it')).toBe(english!.replace(' hp (', ' CV ('));
    expect(await nameIn('en')).toBe(english);
    expect(await ensureEngineLabels(db())).toBe(0);
  });
}, demoCatalogue(50));
