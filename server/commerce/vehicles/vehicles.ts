/**
 * Vehicles as the catalogue knows them: engine categories (level 4, carrying ktypnr and the engine's
 * facts) under their model (level 3) and make (level 2), named in a store view's language (spec
 * section 3 "Vehicle state", section 4 "Vehicle").
 */
import type { Queryable } from '../../storage/port';

/** The engine facts an engine category carries. */
export interface EngineFacts {
  year_from: number | null;
  year_to: number | null;
  power_kw: number | null;
  power_hp: number | null;
  fuel: string | null;
  capacity_ccm: number | null;
  ap24_vehicle_class: number | null;
}

/** One vehicle: an engine with its model and make, named in one language. */
export interface Vehicle extends EngineFacts {
  ktypnr: number;
  make: { id: number; name: string; url_path: string; ap24_import_value: string | null };
  model: { id: number; name: string; url_path: string; ap24_import_value: string | null };
  engine: { id: number; name: string; url_path: string };
}

interface VehicleRow {
  ktypnr: string;
  engine_id: number;
  engine_attrs: Record<string, unknown>;
  engine_name: string | null;
  engine_url: string | null;
  model_id: number;
  model_attrs: Record<string, unknown>;
  model_name: string | null;
  model_url: string | null;
  make_id: number;
  make_attrs: Record<string, unknown>;
  make_name: string | null;
  make_url: string | null;
}

// Texts in the view's language, else English, else any: a vehicle never loses its name.
const i18n = (alias: string, id: string) => `LEFT JOIN LATERAL (
    SELECT name, url_path FROM category_i18n WHERE category_id = ${id}
    ORDER BY language = $2 DESC, language = 'en' DESC, language LIMIT 1
  ) ${alias} ON true`;

// ktypnr compares as text: attrs of other categories may hold anything, and a cast could fail on them.
const VEHICLES_SQL = `
  SELECT e.attrs->>'ktypnr' AS ktypnr, e.id AS engine_id, e.attrs AS engine_attrs, ei.name AS engine_name, ei.url_path AS engine_url,
         m.id AS model_id, m.attrs AS model_attrs, mi.name AS model_name, mi.url_path AS model_url,
         mk.id AS make_id, mk.attrs AS make_attrs, mki.name AS make_name, mki.url_path AS make_url
    FROM category e
    JOIN category m ON m.id = e.parent_id AND m.kind = 'vehicle' AND m.level = 3
    JOIN category mk ON mk.id = m.parent_id AND mk.kind = 'vehicle' AND mk.level = 2
    ${i18n('ei', 'e.id')}
    ${i18n('mi', 'm.id')}
    ${i18n('mki', 'mk.id')}
   WHERE e.kind = 'vehicle' AND e.level = 4 AND e.is_active AND e.attrs->>'ktypnr' = ANY($1::text[])
   ORDER BY (e.attrs->>'ap24_vehicle_class') = '1' DESC, e.id`;

const num = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const str = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);

function toVehicle(row: VehicleRow): Vehicle {
  const a = row.engine_attrs;
  return {
    ktypnr: Number(row.ktypnr),
    make: { id: row.make_id, name: row.make_name ?? '', url_path: row.make_url ?? '', ap24_import_value: str(row.make_attrs.ap24_import_value) },
    model: { id: row.model_id, name: row.model_name ?? '', url_path: row.model_url ?? '', ap24_import_value: str(row.model_attrs.ap24_import_value) },
    engine: { id: row.engine_id, name: row.engine_name ?? '', url_path: row.engine_url ?? '' },
    year_from: num(a.year_from),
    year_to: num(a.year_to),
    power_kw: num(a.power_kw),
    power_hp: num(a.power_hp),
    fuel: str(a.fuel),
    capacity_ccm: num(a.capacity_ccm),
    ap24_vehicle_class: num(a.ap24_vehicle_class),
  };
}

/**
 * The vehicles with these type numbers, one per ktypnr in the order asked (unknown ones left out). When
 * several engine categories carry one ktypnr, the one with ap24_vehicle_class 1 wins (spec section 4).
 */
export async function vehiclesByKtypnr(db: Queryable, ktypnrs: readonly number[], language: string): Promise<Vehicle[]> {
  const wanted = [...new Set(ktypnrs)];
  if (!wanted.length) return [];
  const { rows } = await db.query<VehicleRow>(VEHICLES_SQL, [wanted.map(String), language]);
  const first = new Map<number, Vehicle>();
  for (const row of rows) {
    const vehicle = toVehicle(row);
    if (!first.has(vehicle.ktypnr)) first.set(vehicle.ktypnr, vehicle);
  }
  return wanted.flatMap((ktypnr) => first.get(ktypnr) ?? []);
}
