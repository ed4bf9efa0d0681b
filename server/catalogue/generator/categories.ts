import { LANGUAGES } from '../../../src/kernel/store-view/types';
import { PARTS_ROOT_ID, ROOT_CATEGORY_ID, partCategories } from './parts-tree';
import type { PartCategory } from './parts-tree';
import type { CategoryI18nRow, CategoryRow } from './rows';
import { slugify } from './text';
import type { Translated } from './text';
import { buildVehicleTree } from './vehicles';
import type { EngineCategory } from './vehicles';

const ROOT_NAME: Translated = { et: 'Juurkategooria', ru: 'Корневой каталог', en: 'Root Catalog', fi: 'Juurikategoria', it: 'Catalogo radice' };
const PARTS_NAME: Translated = { et: 'Varuosad', ru: 'Запчасти', en: 'Parts', fi: 'Varaosat', it: 'Ricambi' };

/** Every category row with translations, plus the lookups products need. */
export interface CategoryTree {
  categories: CategoryRow[];
  i18n: CategoryI18nRow[];
  parts: PartCategory[];
  /** Parts category by key. */
  partByKey: ReadonlyMap<string, PartCategory>;
  /** url_path of a parts category per language, by id. */
  partPaths: ReadonlyMap<number, Translated>;
  /** The names along a parts category's lineage per language ('Brakes, Brake pads'), by id. */
  partLineageNames: ReadonlyMap<number, Translated>;
  engines: EngineCategory[];
}

function rootRows(id: number, parentId: number | null, level: number, name: Translated, path: string): { row: CategoryRow; i18n: CategoryI18nRow[] } {
  const row: CategoryRow = { id, parent_id: parentId, kind: 'root', level, position: 0, path, is_active: true, include_in_menu: true, attrs: {} };
  const i18n = LANGUAGES.map((language) => {
    const slug = slugify(name[language]);
    return { category_id: id, language, name: name[language], slug, url_key: slug, url_path: slug };
  });
  return { row, i18n };
}

/** The Magento root (1), the parts root (2) with the parts tree, and the vehicle tree. */
export function buildCategoryTree(): CategoryTree {
  const root = rootRows(ROOT_CATEGORY_ID, null, 0, ROOT_NAME, String(ROOT_CATEGORY_ID));
  const partsRoot = rootRows(PARTS_ROOT_ID, ROOT_CATEGORY_ID, 1, PARTS_NAME, `${ROOT_CATEGORY_ID}/${PARTS_ROOT_ID}`);
  const categories: CategoryRow[] = [root.row, partsRoot.row];
  const i18n: CategoryI18nRow[] = [...root.i18n, ...partsRoot.i18n];
  const parts = partCategories();
  const partPaths = new Map<number, Translated>();
  const pathOf = new Map<number, string>([[PARTS_ROOT_ID, partsRoot.row.path]]);
  for (const part of parts) {
    const path = `${pathOf.get(part.parentId) ?? ''}/${part.id}`;
    pathOf.set(part.id, path);
    categories.push({ id: part.id, parent_id: part.parentId, kind: 'part', level: part.level, position: part.position, path, is_active: true, include_in_menu: true, attrs: {} });
    const parent = partPaths.get(part.parentId);
    const urlPaths = {} as Translated;
    for (const language of LANGUAGES) {
      const slug = slugify(part.name[language]);
      const urlPath = parent ? `${parent[language]}/${slug}` : slug;
      urlPaths[language] = urlPath;
      i18n.push({ category_id: part.id, language, name: part.name[language], slug, url_key: slug, url_path: urlPath });
    }
    partPaths.set(part.id, urlPaths);
  }
  const byId = new Map(parts.map((p) => [p.id, p]));
  const partLineageNames = new Map(parts.map((part) => [part.id, Object.fromEntries(LANGUAGES.map((language) => [
    language, part.lineage.map((id) => byId.get(id)?.name[language] ?? '').join(', '),
  ])) as Translated]));
  const vehicles = buildVehicleTree();
  categories.push(...vehicles.categories);
  i18n.push(...vehicles.i18n);
  return { categories, i18n, parts, partByKey: new Map(parts.map((p) => [p.key, p])), partPaths, partLineageNames, engines: vehicles.engines };
}
