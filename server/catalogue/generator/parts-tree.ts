import type { Translated } from './text';

/** One node of the parts category tree; `key` is stable and used by the product templates. */
export interface PartNode {
  key: string;
  name: Translated;
  children?: readonly PartNode[];
}

const t = (et: string, ru: string, en: string, fi: string, it: string): Translated => ({ et, ru, en, fi, it });

/** The parts category tree under root 2 (ids are given in tree order from PARTS_FIRST_ID). */
export const PARTS_TREE: readonly PartNode[] = [
  {
    key: 'brakes', name: t('Pidurid', 'Тормоза', 'Brakes', 'Jarrut', 'Freni'),
    children: [
      { key: 'brake-pads', name: t('Piduriklotsid', 'Тормозные колодки', 'Brake pads', 'Jarrupalat', 'Pastiglie freno') },
      { key: 'brake-discs', name: t('Pidurikettad', 'Тормозные диски', 'Brake discs', 'Jarrulevyt', 'Dischi freno') },
      { key: 'brake-calipers', name: t('Pidurisadulad', 'Тормозные суппорты', 'Brake calipers', 'Jarrusatulat', 'Pinze freno') },
    ],
  },
  {
    key: 'filters', name: t('Filtrid', 'Фильтры', 'Filters', 'Suodattimet', 'Filtri'),
    children: [
      { key: 'oil-filters', name: t('Õlifiltrid', 'Масляные фильтры', 'Oil filters', 'Öljynsuodattimet', 'Filtri olio') },
      { key: 'air-filters', name: t('Õhufiltrid', 'Воздушные фильтры', 'Air filters', 'Ilmansuodattimet', 'Filtri aria') },
      { key: 'cabin-filters', name: t('Salongifiltrid', 'Салонные фильтры', 'Cabin filters', 'Raitisilmasuodattimet', 'Filtri abitacolo') },
      { key: 'fuel-filters', name: t('Kütusefiltrid', 'Топливные фильтры', 'Fuel filters', 'Polttoainesuodattimet', 'Filtri carburante') },
    ],
  },
  {
    key: 'engine', name: t('Mootor', 'Двигатель', 'Engine', 'Moottori', 'Motore'),
    children: [
      { key: 'belts', name: t('Rihmad', 'Ремни', 'Belts', 'Hihnat', 'Cinghie') },
      { key: 'spark-plugs', name: t('Süüteküünlad', 'Свечи зажигания', 'Spark plugs', 'Sytytystulpat', 'Candele di accensione') },
      { key: 'gaskets', name: t('Tihendid', 'Прокладки', 'Gaskets', 'Tiivisteet', 'Guarnizioni') },
    ],
  },
  {
    key: 'suspension', name: t('Vedrustus', 'Подвеска', 'Suspension', 'Jousitus', 'Sospensioni'),
    children: [
      { key: 'shock-absorbers', name: t('Amortisaatorid', 'Амортизаторы', 'Shock absorbers', 'Iskunvaimentimet', 'Ammortizzatori') },
      { key: 'springs', name: t('Vedrud', 'Пружины подвески', 'Coil springs', 'Kierrejouset', 'Molle elicoidali') },
      { key: 'control-arms', name: t('Õõtshoovad', 'Рычаги подвески', 'Control arms', 'Tukivarret', 'Bracci oscillanti') },
    ],
  },
  {
    key: 'electrics', name: t('Elektrisüsteem', 'Электрооборудование', 'Electrics', 'Sähkölaitteet', 'Impianto elettrico'),
    children: [
      { key: 'batteries', name: t('Akud', 'Аккумуляторы', 'Batteries', 'Akut', 'Batterie') },
      { key: 'alternators', name: t('Generaatorid', 'Генераторы', 'Alternators', 'Laturit', 'Alternatori') },
      { key: 'starters', name: t('Starterid', 'Стартеры', 'Starters', 'Käynnistinmoottorit', 'Motorini di avviamento') },
    ],
  },
  {
    key: 'lighting', name: t('Valgustus', 'Освещение', 'Lighting', 'Valot', 'Illuminazione'),
    children: [
      { key: 'bulbs', name: t('Pirnid', 'Лампы', 'Bulbs', 'Polttimot', 'Lampadine') },
      { key: 'headlights', name: t('Esituled', 'Фары', 'Headlights', 'Ajovalot', 'Fari anteriori') },
    ],
  },
  {
    key: 'wipers', name: t('Klaasipuhastid', 'Стеклоочистители', 'Wipers', 'Tuulilasinpyyhkimet', 'Tergicristalli'),
    children: [
      { key: 'wiper-blades', name: t('Klaasipuhastite harjad', 'Щётки стеклоочистителя', 'Wiper blades', 'Pyyhkijänsulat', 'Spazzole tergicristallo') },
    ],
  },
  {
    key: 'oils-fluids', name: t('Õlid ja vedelikud', 'Масла и жидкости', 'Oils and fluids', 'Öljyt ja nesteet', 'Oli e liquidi'),
    children: [
      { key: 'engine-oil', name: t('Mootoriõlid', 'Моторные масла', 'Engine oil', 'Moottoriöljyt', 'Olio motore') },
      { key: 'brake-fluid', name: t('Pidurivedelikud', 'Тормозные жидкости', 'Brake fluid', 'Jarrunesteet', 'Liquido freni') },
      { key: 'coolant', name: t('Jahutusvedelikud', 'Охлаждающие жидкости', 'Coolant', 'Jäähdytysnesteet', 'Liquido refrigerante') },
    ],
  },
  {
    key: 'accessories', name: t('Tarvikud', 'Аксессуары', 'Accessories', 'Tarvikkeet', 'Accessori'),
    children: [
      { key: 'floor-mats', name: t('Põrandamatid', 'Автомобильные коврики', 'Floor mats', 'Lattiamatot', 'Tappetini auto') },
      { key: 'roof-boxes', name: t('Katuseboksid', 'Автобоксы', 'Roof boxes', 'Kattoboksit', 'Box da tetto') },
    ],
  },
  {
    key: 'services', name: t('Teenused', 'Услуги', 'Services', 'Palvelut', 'Servizi'),
    children: [
      { key: 'fitting', name: t('Paigaldus', 'Установка', 'Fitting', 'Asennus', 'Montaggio') },
      { key: 'repair-manuals', name: t('Remondijuhendid', 'Руководства по ремонту', 'Repair manuals', 'Korjausoppaat', 'Manuali di riparazione') },
      { key: 'kits', name: t('Komplektid', 'Комплекты', 'Kits', 'Sarjat', 'Kit') },
    ],
  },
];

/** The Magento root (id 1), the parts root (id 2) and the vehicles root. */
export const ROOT_CATEGORY_ID = 1;
export const PARTS_ROOT_ID = 2;
export const VEHICLES_ROOT_ID = 3;
/** Parts categories take ids from here in tree order (depth first). */
export const PARTS_FIRST_ID = 10;
/** Vehicle categories (makes, models, engines) take ids from here. */
export const VEHICLES_FIRST_ID = 1000;

/** A parts category with its id and ancestry resolved. */
export interface PartCategory {
  id: number;
  key: string;
  parentId: number;
  level: number;
  position: number;
  name: Translated;
  /** Own id and parts ancestors (not the roots), nearest last: [brakes, brake-pads]. */
  lineage: readonly number[];
  /** The keys along `lineage`. */
  lineageKeys: readonly string[];
  isLeaf: boolean;
}

/** The parts tree flattened in id order. */
export function partCategories(): PartCategory[] {
  const out: PartCategory[] = [];
  let nextId = PARTS_FIRST_ID;
  const walk = (nodes: readonly PartNode[], parentId: number, level: number, lineage: number[], keys: string[]): void => {
    nodes.forEach((node, position) => {
      const id = nextId++;
      const own = [...lineage, id];
      const ownKeys = [...keys, node.key];
      out.push({ id, key: node.key, parentId, level, position, name: node.name, lineage: own, lineageKeys: ownKeys, isLeaf: !node.children });
      if (node.children) walk(node.children, id, level + 1, own, ownKeys);
    });
  };
  walk(PARTS_TREE, PARTS_ROOT_ID, 2, [], []);
  return out;
}
