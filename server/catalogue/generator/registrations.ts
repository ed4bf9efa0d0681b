/**
 * Demo vehicle registrations for the licence plate lookup (issue 4 item 8): about 3000 Estonian plates
 * ('123ABC'), 1500 Finnish registration numbers ('ABC-123', kept normalised as 'ABC123') and 1000 Italian
 * plates ('AB 123 CD', normalised 'AB123CD'; issue 20), each naming
 * the engine (ktypnr) registered under it; about 5 % are ambiguous (two vehicles under one plate), as real
 * registries sometimes are. Built from the vehicle tree alone, which is the same for every catalogue seed,
 * so the plates below work in every demo database.
 */
import type { Queryable } from '../../storage/port';
import { createRng } from './prng';
import type { Rng } from './prng';
import { buildVehicleTree } from './vehicles';
import type { EngineCategory } from './vehicles';

/** One `vehicle_registration` row. */
export interface Registration {
  country: 'EE' | 'FI' | 'IT';
  /** As written on the plate: '123ABC' (EE), 'ABC-123' (FI), 'AB 123 CD' (IT). */
  plate: string;
  /** Upper case without spaces and dashes (shop_norm_id of the plate). */
  plate_norm: string;
  ktypnr: number;
}

/** Estonian plates generated (anchors aside). */
export const EE_PLATE_COUNT = 3000;
/** Finnish registration numbers generated (anchors aside). */
export const FI_PLATE_COUNT = 1500;
/** Italian plates generated (anchors aside). */
export const IT_PLATE_COUNT = 1000;
/** Share of generated plates with two vehicles. */
export const AMBIGUOUS_SHARE = 0.05;

/**
 * Plates present in every demo database, documented for demos and tests: a VW Golf VII 1.4 TSI (the
 * anchor oil filter, brake pads and discs fit it), an ambiguous plate (a Golf VII and a Skoda Octavia III),
 * a Finnish registration number with one vehicle (a Volvo) and an Italian plate with the same Golf.
 */
export const REGISTRATION_ANCHORS = {
  golf: { country: 'EE', plate: '123ABC' },
  ambiguous: { country: 'EE', plate: '555BBB' },
  finnish: { country: 'FI', plate: 'ABC-123' },
  italian: { country: 'IT', plate: 'AB 123 CD' },
} as const;

// Fixed, like the vehicle tree's seed: the plates must not change with the catalogue seed.
const REGISTRATION_SEED = 20260422;
// Letters used on plates (no I, O, Q: they read as digits).
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
// Italian plates leave out U as well.
const IT_LETTERS = 'ABCDEFGHJKLMNPRSTVWXYZ';

const letters = (rng: Rng, count: number, alphabet = LETTERS): string => Array.from({ length: count }, () => rng.pick([...alphabet])).join('');

function engineWhere(engines: readonly EngineCategory[], test: (e: EngineCategory) => boolean, what: string, nth = 0): EngineCategory {
  const engine = engines.filter(test)[nth];
  if (!engine) throw new Error(`registrations: the vehicle tree has no ${what}`);
  return engine;
}

function anchorRows(engines: readonly EngineCategory[]): Registration[] {
  const golf14 = (e: EngineCategory) => e.make === 'VW' && e.model === 'Golf VII' && e.engine === '1.4 TSI';
  const golf = engineWhere(engines, golf14, 'VW Golf VII 1.4 TSI');
  const laterGolf = engineWhere(engines, golf14, 'second VW Golf VII 1.4 TSI', 1);
  const octavia = engineWhere(engines, (e) => e.make === 'Skoda' && e.model === 'Octavia III' && e.engine === '1.4 TSI', 'Skoda Octavia III 1.4 TSI');
  const volvo = engineWhere(engines, (e) => e.make === 'Volvo', 'Volvo');
  const { golf: g, ambiguous: a, finnish: f, italian: i } = REGISTRATION_ANCHORS;
  return [
    { country: g.country, plate: g.plate, plate_norm: g.plate, ktypnr: golf.ktypnr },
    { country: a.country, plate: a.plate, plate_norm: a.plate, ktypnr: laterGolf.ktypnr },
    { country: a.country, plate: a.plate, plate_norm: a.plate, ktypnr: octavia.ktypnr },
    { country: f.country, plate: f.plate, plate_norm: f.plate.replace('-', ''), ktypnr: volvo.ktypnr },
    { country: i.country, plate: i.plate, plate_norm: i.plate.replace(/\s+/g, ''), ktypnr: golf.ktypnr },
  ];
}

/** The registrations for the given engines (the vehicle tree's), anchors first; deterministic. */
export function buildRegistrations(engines: readonly EngineCategory[]): Registration[] {
  if (engines.length < 2) throw new Error('registrations: the vehicle tree needs at least two engines');
  const rng = createRng(REGISTRATION_SEED);
  const rows = anchorRows(engines);
  const taken = new Set(rows.map((r) => `${r.country}|${r.plate_norm}`));
  const add = (country: Registration['country'], make: () => { plate: string; norm: string }, count: number) => {
    let made = 0;
    while (made < count) {
      const { plate, norm } = make();
      if (taken.has(`${country}|${norm}`)) continue;
      taken.add(`${country}|${norm}`);
      made += 1;
      const first = rng.pick(engines);
      rows.push({ country, plate, plate_norm: norm, ktypnr: first.ktypnr });
      if (rng.chance(AMBIGUOUS_SHARE)) {
        let second = rng.pick(engines);
        while (second.ktypnr === first.ktypnr) second = rng.pick(engines);
        rows.push({ country, plate, plate_norm: norm, ktypnr: second.ktypnr });
      }
    }
  };
  add('EE', () => {
    const plate = `${String(rng.int(0, 999)).padStart(3, '0')}${letters(rng, 3)}`;
    return { plate, norm: plate };
  }, EE_PLATE_COUNT);
  add('FI', () => {
    const head = letters(rng, 3);
    const digits = String(rng.int(1, 999));
    return { plate: `${head}-${digits}`, norm: `${head}${digits}` };
  }, FI_PLATE_COUNT);
  // After the Finnish ones, so the Estonian and Finnish plates stay what they were before Italy had any.
  add('IT', () => {
    const head = letters(rng, 2, IT_LETTERS);
    const digits = String(rng.int(0, 999)).padStart(3, '0');
    const tail = letters(rng, 2, IT_LETTERS);
    return { plate: `${head} ${digits} ${tail}`, norm: `${head}${digits}${tail}` };
  }, IT_PLATE_COUNT);
  return rows;
}

const INSERT = `WITH inserted AS (
  INSERT INTO vehicle_registration (country, plate, plate_norm, ktypnr)
  SELECT country, plate, plate_norm, ktypnr FROM jsonb_to_recordset($1::jsonb) AS r(country text, plate text, plate_norm text, ktypnr integer)
  ON CONFLICT (country, plate_norm, ktypnr) DO NOTHING RETURNING 1
) SELECT count(*)::int AS count FROM inserted`;

const BATCH = 1000;

/**
 * Inserts the demo registrations in batches; idempotent (rows already there are left alone). Answers how
 * many rows were new. `engines` defaults to the generator's vehicle tree (what the catalogue holds).
 */
export async function seedRegistrations(db: Queryable, engines: readonly EngineCategory[] = buildVehicleTree().engines): Promise<number> {
  const rows = buildRegistrations(engines);
  let inserted = 0;
  for (let start = 0; start < rows.length; start += BATCH) {
    const { rows: result } = await db.query<{ count: number }>(INSERT, [JSON.stringify(rows.slice(start, start + BATCH))]);
    inserted += Number(result[0]?.count ?? 0);
  }
  return inserted;
}

/**
 * For databases seeded before the registrations table existed, or before it had Italian plates (called at
 * start-up): seeds the demo registrations when the table has no Italian plate and the catalogue has engine
 * categories (rows already there stay); otherwise does nothing. Answers how many rows were inserted.
 */
export async function ensureRegistrations(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ empty: boolean; engines: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM vehicle_registration WHERE country = 'IT') AS empty,
            EXISTS (SELECT 1 FROM category WHERE kind = 'vehicle' AND level = 4) AS engines`,
  );
  const state = rows[0];
  if (!state?.empty || !state.engines) return 0;
  return seedRegistrations(db);
}
