import { LANGUAGES } from '../../../src/kernel/store-view/types';
import type { Language } from '../../../src/kernel/store-view/types';
import type { Queryable } from '../../storage/port';
import { createRng } from './prng';
import { ROOT_CATEGORY_ID, VEHICLES_FIRST_ID, VEHICLES_ROOT_ID } from './parts-tree';
import type { CategoryI18nRow, CategoryRow } from './rows';
import { slugify } from './text';
import type { Translated } from './text';
import { MAKES } from './vehicle-data';

/** An engine category with what fitment needs to know about it. */
export interface EngineCategory {
  id: number;
  modelId: number;
  makeId: number;
  make: string;
  model: string;
  /** Makes sharing engines and parts (vag, stellantis, ...). */
  group: string;
  /** The engine name without years: '1.4 TSI'. */
  engine: string;
  ktypnr: number;
  fuel: string;
  vehicleClass: number;
  yearFrom: number;
  yearTo: number;
}

/** The vehicle tree: category rows, their translations, and the engines for fitment. */
export interface VehicleTree {
  categories: CategoryRow[];
  i18n: CategoryI18nRow[];
  engines: EngineCategory[];
}

const VEHICLES_NAME: Translated = { et: 'Sõidukid', ru: 'Автомобили', en: 'Vehicles', fi: 'Ajoneuvot', it: 'Veicoli' };
// The tree is the same for every seed so that vehicle ids and ktypnr stay stable across demo catalogues.
const VEHICLE_SEED = 20260101;

/** The horsepower unit as each shop language writes it (et hj, ru л.с., en hp, fi hv, it CV); kW is the same everywhere. */
export const HORSEPOWER_UNIT: Translated = { et: 'hj', ru: 'л.с.', en: 'hp', fi: 'hv', it: 'CV' };

/** Horsepower from kilowatts, rounded (1 kW = 1.35962 metric hp). */
export const horsepower = (kw: number): number => Math.round(kw * 1.35962);

/** An engine category's name in `language`: '1.4 TSI 92 kW / 125 hp (2012-2016)', '... 125 hj ...' in Estonian. */
export function engineLabel(engine: { name: string; kw: number; yearFrom: number; yearTo: number }, language: Language): string {
  return `${engine.name} ${engine.kw} kW / ${horsepower(engine.kw)} ${HORSEPOWER_UNIT[language]} (${engine.yearFrom}-${engine.yearTo})`;
}

function sameInAllLanguages(row: CategoryRow, name: string, slug: string, urlPath: string): CategoryI18nRow[] {
  return LANGUAGES.map((language) => ({ category_id: row.id, language, name, slug, url_key: slug, url_path: urlPath }));
}

/** Splits a long production run in two (before and after a facelift), as parts catalogues list them. */
function periods(from: number, to: number): [number, number][] {
  if (to - from < 7) return [[from, to]];
  const middle = from + Math.floor((to - from) / 2);
  return [[from, middle], [middle + 1, to]];
}

/** Builds the vehicles root, makes (level 2), models (level 3) and engines (level 4). */
export function buildVehicleTree(): VehicleTree {
  const rng = createRng(VEHICLE_SEED);
  const categories: CategoryRow[] = [];
  const i18n: CategoryI18nRow[] = [];
  const engines: EngineCategory[] = [];
  const root: CategoryRow = {
    id: VEHICLES_ROOT_ID, parent_id: ROOT_CATEGORY_ID, kind: 'root', level: 1, position: 1,
    path: `${ROOT_CATEGORY_ID}/${VEHICLES_ROOT_ID}`, is_active: true, include_in_menu: false, attrs: {},
  };
  categories.push(root);
  for (const language of LANGUAGES) {
    const slug = slugify(VEHICLES_NAME[language]);
    i18n.push({ category_id: root.id, language, name: VEHICLES_NAME[language], slug, url_key: slug, url_path: slug });
  }
  let nextId = VEHICLES_FIRST_ID;
  let ktypnr = 10000 + rng.int(0, 900);
  MAKES.forEach((make, makePosition) => {
    const makeSlug = slugify(make.name);
    const makeRow: CategoryRow = {
      id: nextId++, parent_id: VEHICLES_ROOT_ID, kind: 'vehicle', level: 2, position: makePosition,
      path: `${root.path}/`, is_active: true, include_in_menu: false, attrs: { ap24_import_value: String(make.importValue) },
    };
    makeRow.path += makeRow.id;
    categories.push(makeRow);
    i18n.push(...sameInAllLanguages(makeRow, make.name, makeSlug, makeSlug));
    make.models.forEach(([modelName, from, to, vehicleClass, engineIndexes], modelPosition) => {
      const modelSlug = slugify(`${make.name} ${modelName}`);
      const modelRow: CategoryRow = {
        id: nextId++, parent_id: makeRow.id, kind: 'vehicle', level: 3, position: modelPosition,
        path: '', is_active: true, include_in_menu: false,
        attrs: { ap24_import_value: String(make.importValue * 1000 + modelPosition + 1), year_from: from, year_to: to, ap24_vehicle_class: vehicleClass },
      };
      modelRow.path = `${makeRow.path}/${modelRow.id}`;
      categories.push(modelRow);
      i18n.push(...sameInAllLanguages(modelRow, `${make.name} ${modelName}`, modelSlug, `${makeSlug}/${modelSlug}`));
      let enginePosition = 0;
      for (const index of engineIndexes) {
        const spec = make.engines[index];
        if (!spec) throw new Error(`${make.name} ${modelName}: no engine ${index}`);
        const [engineName, fuel, ccm, kw] = spec;
        for (const [yearFrom, yearTo] of periods(from, to)) {
          ktypnr += rng.int(3, 180);
          const hp = horsepower(kw);
          const slug = `${slugify(`${make.name} ${modelName} ${engineName} ${kw}kw`)}-${ktypnr}`;
          const row: CategoryRow = {
            id: nextId++, parent_id: modelRow.id, kind: 'vehicle', level: 4, position: enginePosition++,
            path: '', is_active: true, include_in_menu: false,
            attrs: {
              ktypnr, ap24_vehicle_class: vehicleClass, year_from: yearFrom, year_to: yearTo, power_kw: kw, power_hp: hp,
              fuel, capacity_ccm: ccm, ap24_import_value: String(ktypnr),
            },
          };
          row.path = `${modelRow.path}/${row.id}`;
          categories.push(row);
          // The same slug and path in every language; the name writes the horsepower unit the language's way.
          i18n.push(
            ...sameInAllLanguages(row, '', slug, `${makeSlug}/${modelSlug}/${slug}`).map((entry) => ({
              ...entry,
              name: engineLabel({ name: engineName, kw, yearFrom, yearTo }, entry.language),
            })),
          );
          engines.push({
            id: row.id, modelId: modelRow.id, makeId: makeRow.id, make: make.name, model: modelName, group: make.group,
            engine: engineName, ktypnr, fuel, vehicleClass, yearFrom, yearTo,
          });
        }
      }
    });
  });
  return { categories, i18n, engines };
}

/**
 * For databases seeded while every language's engine names said "hp" (called at start-up): writes the
 * language's horsepower unit into the engine categories' names ('125 hp (' → '125 hj (' in Estonian).
 * Idempotent; answers how many names changed.
 */
export async function ensureEngineLabels(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ category_id: number; language: Language; name: string }>(
    `SELECT ci.category_id, ci.language, ci.name FROM category_i18n ci JOIN category c ON c.id = ci.category_id
      WHERE c.kind = 'vehicle' AND c.level = 4 AND ci.language <> 'en' AND ci.name LIKE '% kW / % hp (%'`,
  );
  const changed = rows
    .filter((row) => HORSEPOWER_UNIT[row.language] !== undefined)
    .map((row) => ({ ...row, name: row.name.replace(/ kW \/ (\d+) hp \(/, ` kW / $1 ${HORSEPOWER_UNIT[row.language]} (`) }));
  if (!changed.length) return 0;
  await db.query(
    `UPDATE category_i18n ci SET name = r.name
       FROM jsonb_to_recordset($1::jsonb) AS r(category_id integer, language text, name text)
      WHERE ci.category_id = r.category_id AND ci.language = r.language`,
    [JSON.stringify(changed)],
  );
  return changed.length;
}
