import { describe, expect, it } from 'vitest';
import { demoCatalogue, forEachDatabase } from '../../testing';
import { ANCHORS } from './anchors';
import { AMBIGUOUS_SHARE, buildRegistrations, EE_PLATE_COUNT, ensureRegistrations, FI_PLATE_COUNT, IT_PLATE_COUNT, REGISTRATION_ANCHORS, seedRegistrations } from './registrations';
import type { Registration } from './registrations';
import { buildVehicleTree } from './vehicles';

const tree = buildVehicleTree();
const rows = buildRegistrations(tree.engines);
const plates = (country: Registration['country']) => new Set(rows.filter((r) => r.country === country).map((r) => r.plate_norm));
const vehiclesOf = (country: Registration['country'], plate: string) => rows.filter((r) => r.country === country && r.plate === plate);
const engineOf = (ktypnr: number) => tree.engines.find((e) => e.ktypnr === ktypnr);

describe('buildRegistrations', () => {
  it('is deterministic', () => {
    expect(buildRegistrations(tree.engines)).toEqual(rows);
  });

  it('makes about 3000 Estonian plates and 1500 Finnish registration numbers in their formats', () => {
    expect(plates('EE').size).toBe(EE_PLATE_COUNT + 2);
    expect(plates('FI').size).toBe(FI_PLATE_COUNT + 1);
    expect(plates('IT').size).toBe(IT_PLATE_COUNT + 1);
    for (const row of rows) {
      if (row.country === 'IT') {
        expect(row.plate).toMatch(/^[A-HJ-NPR-TV-Z]{2} \d{3} [A-HJ-NPR-TV-Z]{2}$/);
        expect(row.plate_norm).toBe(row.plate.replace(/ /g, ''));
      } else if (row.country === 'EE') {
        expect(row.plate).toMatch(/^\d{3}[A-Z]{3}$/);
        expect(row.plate_norm).toBe(row.plate);
      } else {
        expect(row.plate).toMatch(/^[A-Z]{3}-[1-9]\d{0,2}$/);
        expect(row.plate.length).toBeLessThanOrEqual(7);
        expect(row.plate_norm).toBe(row.plate.replace('-', ''));
      }
    }
  });

  it('registers only engines of the tree, about 5 % of plates with two different vehicles, never a row twice', () => {
    const ktypnrs = new Set(tree.engines.map((e) => e.ktypnr));
    expect(rows.every((r) => ktypnrs.has(r.ktypnr))).toBe(true);
    const keys = rows.map((r) => `${r.country}|${r.plate_norm}|${r.ktypnr}`);
    expect(new Set(keys).size).toBe(rows.length);
    const perPlate = new Map<string, number>();
    for (const r of rows) perPlate.set(`${r.country}|${r.plate_norm}`, (perPlate.get(`${r.country}|${r.plate_norm}`) ?? 0) + 1);
    const counts = [...perPlate.values()];
    expect(Math.max(...counts)).toBe(2);
    const share = counts.filter((c) => c === 2).length / counts.length;
    expect(share).toBeGreaterThan(AMBIGUOUS_SHARE * 0.6);
    expect(share).toBeLessThan(AMBIGUOUS_SHARE * 1.4);
  });

  it('keeps the documented anchors', () => {
    const golf = vehiclesOf('EE', REGISTRATION_ANCHORS.golf.plate).map((r) => engineOf(r.ktypnr));
    expect(golf).toMatchObject([{ make: 'VW', model: 'Golf VII', engine: '1.4 TSI' }]);
    const ambiguous = vehiclesOf('EE', REGISTRATION_ANCHORS.ambiguous.plate).map((r) => engineOf(r.ktypnr));
    expect(ambiguous).toMatchObject([{ make: 'VW', model: 'Golf VII' }, { make: 'Skoda', model: 'Octavia III' }]);
    const finnish = vehiclesOf('FI', REGISTRATION_ANCHORS.finnish.plate);
    expect(finnish).toHaveLength(1);
    expect(finnish[0]?.plate_norm).toBe('ABC123');
    expect(engineOf(finnish[0]?.ktypnr ?? 0)?.make).toBe('Volvo');
    const italian = vehiclesOf('IT', REGISTRATION_ANCHORS.italian.plate);
    expect(italian.map((r) => r.plate_norm)).toEqual(['AB123CD']);
    expect(italian.map((r) => r.ktypnr)).toEqual(golf.map((e) => e?.ktypnr));
  });

  it('keeps the Estonian and Finnish plates of the registrations before Italy had any', () => {
    // Italy's are drawn after every Finnish one, so the generator's earlier draws (and plates) are unchanged.
    expect(rows.findIndex((r) => r.country === 'IT' && r.plate !== REGISTRATION_ANCHORS.italian.plate)).toBeGreaterThan(rows.findLastIndex((r) => r.country === 'FI'));
  });
});

forEachDatabase('demo registrations in the seeded catalogue', ({ db }) => {
  const count = async () => Number((await db().query<{ n: number }>('SELECT count(*)::int AS n FROM vehicle_registration')).rows[0]?.n);

  it('are written by seedCatalogue, and the Golf plate shows parts of the anchor products', async () => {
    expect(await count()).toBe(rows.length);
    const { rows: fitting } = await db().query<{ id: number }>(
      `SELECT p.id FROM vehicle_registration r
         JOIN category e ON e.kind = 'vehicle' AND e.level = 4 AND e.attrs->>'ktypnr' = r.ktypnr::text
         JOIN product p ON e.id = ANY(p.category_ids)
        WHERE r.country = 'EE' AND r.plate_norm = '123ABC' ORDER BY p.id`,
    );
    expect(fitting.map((r) => r.id)).toEqual(expect.arrayContaining([ANCHORS.oilFilter.id, ANCHORS.brakePads.id, ANCHORS.brakeDisc.id]));
  });

  it('seed idempotently, and ensureRegistrations fills only a table without Italian plates', async () => {
    expect(await seedRegistrations(db())).toBe(0);
    expect(await ensureRegistrations(db())).toBe(0);
    await db().query(`DELETE FROM vehicle_registration WHERE country = 'FI'`);
    expect(await ensureRegistrations(db())).toBe(0);
    expect(await seedRegistrations(db())).toBe(rows.filter((r) => r.country === 'FI').length);
    // A database seeded before Italy had plates gets them at the next start.
    await db().query(`DELETE FROM vehicle_registration WHERE country = 'IT'`);
    expect(await ensureRegistrations(db())).toBe(rows.filter((r) => r.country === 'IT').length);
    await db().query('DELETE FROM vehicle_registration');
    expect(await ensureRegistrations(db())).toBe(rows.length);
    expect(await count()).toBe(rows.length);
  });
}, demoCatalogue(50));

forEachDatabase('ensureRegistrations without a catalogue', ({ db }) => {
  it('does nothing while there are no engine categories', async () => {
    expect(await ensureRegistrations(db())).toBe(0);
    const { rows: left } = await db().query('SELECT 1 FROM vehicle_registration');
    expect(left).toHaveLength(0);
  });
});
