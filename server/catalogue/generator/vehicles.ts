import { LANGUAGES } from '../../../src/kernel/store-view/types';
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
          const hp = Math.round(kw * 1.35962);
          const label = `${engineName} ${kw} kW / ${hp} hp (${yearFrom}-${yearTo})`;
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
          i18n.push(...sameInAllLanguages(row, label, slug, `${makeSlug}/${modelSlug}/${slug}`));
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
