import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/kernel/store-view/types';
import { buildCategoryTree } from './categories';
import { PARTS_ROOT_ID, VEHICLES_ROOT_ID } from './parts-tree';

const tree = buildCategoryTree();
const vehicles = (level: number) => tree.categories.filter((c) => c.kind === 'vehicle' && c.level === level);

describe('category tree', () => {
  it('has the parts tree under root 2 with the brief\'s top-level groups', () => {
    const top = tree.categories.filter((c) => c.parent_id === PARTS_ROOT_ID);
    const names = top.map((c) => tree.i18n.find((r) => r.category_id === c.id && r.language === 'en')?.name);
    expect(names).toEqual(expect.arrayContaining(['Brakes', 'Filters', 'Engine', 'Suspension', 'Electrics', 'Lighting', 'Wipers', 'Oils and fluids', 'Accessories']));
    expect(top.every((c) => c.kind === 'part' && c.level === 2)).toBe(true);
  });

  it('translates every category into the five languages', () => {
    for (const category of tree.categories) {
      expect(tree.i18n.filter((r) => r.category_id === category.id).map((r) => r.language).sort()).toEqual([...LANGUAGES].sort());
    }
    const pads = tree.partByKey.get('brake-pads');
    const row = (language: string) => tree.i18n.find((r) => r.category_id === pads?.id && r.language === language);
    expect(row('ru')).toMatchObject({ name: 'Тормозные колодки', url_path: 'tormoza/tormoznye-kolodki' });
    expect(row('et')).toMatchObject({ name: 'Piduriklotsid', url_path: 'pidurid/piduriklotsid' });
  });

  it('keeps ASCII slugs and url_paths unique per language', () => {
    for (const language of LANGUAGES) {
      const rows = tree.i18n.filter((r) => r.language === language);
      expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
      expect(new Set(rows.map((r) => r.url_path)).size).toBe(rows.length);
      expect(rows.every((r) => /^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(r.url_path))).toBe(true);
    }
  });

  it('builds url_path from the parent path and path from the ancestor ids', () => {
    const byId = new Map(tree.categories.map((c) => [c.id, c]));
    for (const category of tree.categories) {
      if (category.parent_id === null) continue;
      expect(category.path).toBe(`${byId.get(category.parent_id)?.path}/${category.id}`);
      expect(category.level).toBe((byId.get(category.parent_id)?.level ?? -1) + 1);
    }
  });

  it('has at least 12 makes (level 2) and 300 engines (level 4) under the vehicles root', () => {
    expect(vehicles(2).length).toBeGreaterThanOrEqual(12);
    expect(vehicles(2).every((c) => c.parent_id === VEHICLES_ROOT_ID)).toBe(true);
    expect(vehicles(3).length).toBeGreaterThan(60);
    expect(vehicles(4).length).toBeGreaterThanOrEqual(300);
    const makeNames = vehicles(2).map((c) => tree.i18n.find((r) => r.category_id === c.id && r.language === 'en')?.name);
    expect(makeNames).toEqual(expect.arrayContaining(['VW', 'Audi', 'Skoda', 'BMW', 'Mercedes-Benz', 'Toyota', 'Volvo', 'Ford', 'Opel', 'Renault', 'Peugeot', 'Nissan']));
  });

  it('gives engines unique 5-6 digit ktypnr and their vehicle facts', () => {
    const engines = vehicles(4);
    const ktypnr = engines.map((c) => c.attrs.ktypnr as number);
    expect(new Set(ktypnr).size).toBe(engines.length);
    expect(ktypnr.every((k) => Number.isInteger(k) && k >= 10000 && k <= 999999)).toBe(true);
    for (const engine of engines) {
      expect(engine.attrs).toMatchObject({ ap24_vehicle_class: expect.any(Number), year_from: expect.any(Number), year_to: expect.any(Number), power_kw: expect.any(Number), power_hp: expect.any(Number), fuel: expect.any(String), capacity_ccm: expect.any(Number), ap24_import_value: String(engine.attrs.ktypnr) });
      expect(engine.attrs.year_from as number).toBeLessThanOrEqual(engine.attrs.year_to as number);
    }
    expect(new Set(engines.map((e) => e.attrs.ap24_vehicle_class))).toEqual(new Set([1, 2]));
  });

  it('does not translate make and model names', () => {
    const golf = tree.i18n.filter((r) => r.name === 'VW Golf VII');
    expect(golf.map((r) => r.language).sort()).toEqual([...LANGUAGES].sort());
  });
});
