import { LANGUAGES } from '../../../src/kernel/store-view/types';
import { BRANDS } from './brands';
import type { Translated } from './text';

/** An `attribute` row with its translated label and options. */
export interface AttributeSeed {
  id: number;
  code: string;
  frontendInput: 'select' | 'price' | 'boolean' | 'text';
  isFilterable: boolean;
  isComparable: boolean;
  label: Translated;
  /** Option value (string, as Magento answers it) and label per language. */
  options: readonly { value: string; label: Translated }[];
}

const t = (et: string, ru: string, en: string, fi: string, it: string): Translated => ({ et, ru, en, fi, it });
const same = (text: string): Translated => t(text, text, text, text, text);

/** Option ids of colours (products store the number in attrs.color). */
export const COLOR = { black: 49, grey: 50, beige: 51, white: 52, red: 53, blue: 54 } as const;
/** Option ids of sizes (floor mat sets). */
export const SIZE = { s: 167, m: 168, l: 169 } as const;
/** Wiper blade lengths in mm; the option id of a length is `WIPER_LENGTH_BASE + mm / 5`. */
export const WIPER_LENGTHS = [350, 380, 400, 425, 450, 475, 500, 530, 550, 600, 650, 700] as const;
export const WIPER_LENGTH_BASE = 300;
/** Attribute ids the configurable products refer to. */
export const ATTRIBUTE_ID = { manufacturer: 83, color: 93, size: 142, price: 77, brand: 150, wiper_length: 151, item_class: 152, item_class_2: 153, erin_recommends: 154 } as const;

/** The option id of a wiper length. */
export function wiperLengthOption(mm: number): number {
  return WIPER_LENGTH_BASE + mm / 5;
}

const brandNames = Object.keys(BRANDS);
/** The manufacturer/brand option id of each brand name. */
export const BRAND_OPTION_IDS: Readonly<Record<string, number>> = Object.fromEntries(brandNames.map((name, i) => [name, 5000 + i]));

const COLOR_LABELS: Record<keyof typeof COLOR, Translated> = {
  black: t('Must', 'Чёрный', 'Black', 'Musta', 'Nero'), grey: t('Hall', 'Серый', 'Grey', 'Harmaa', 'Grigio'),
  beige: t('Beež', 'Бежевый', 'Beige', 'Beige', 'Beige'), white: t('Valge', 'Белый', 'White', 'Valkoinen', 'Bianco'),
  red: t('Punane', 'Красный', 'Red', 'Punainen', 'Rosso'), blue: t('Sinine', 'Синий', 'Blue', 'Sininen', 'Blu'),
};
const SIZE_LABELS: Record<keyof typeof SIZE, Translated> = {
  s: t('S (väikeauto)', 'S (малый автомобиль)', 'S (small car)', 'S (pieni auto)', 'S (utilitaria)'),
  m: t('M (keskklass)', 'M (средний класс)', 'M (family car)', 'M (keskiluokka)', 'M (berlina)'),
  l: t('L (maastur, kaubik)', 'L (внедорожник, фургон)', 'L (SUV, van)', 'L (maasturi, pakettiauto)', 'L (SUV, furgone)'),
};

/** The catalogue attributes: filters (color, size, price, erin_recommends) and part facts. */
export const ATTRIBUTES: readonly AttributeSeed[] = [
  {
    id: ATTRIBUTE_ID.color, code: 'color', frontendInput: 'select', isFilterable: true, isComparable: true,
    label: t('Värv', 'Цвет', 'Colour', 'Väri', 'Colore'),
    options: (Object.keys(COLOR) as (keyof typeof COLOR)[]).map((key) => ({ value: String(COLOR[key]), label: COLOR_LABELS[key] })),
  },
  {
    id: ATTRIBUTE_ID.size, code: 'size', frontendInput: 'select', isFilterable: true, isComparable: true,
    label: t('Suurus', 'Размер', 'Size', 'Koko', 'Taglia'),
    options: (Object.keys(SIZE) as (keyof typeof SIZE)[]).map((key) => ({ value: String(SIZE[key]), label: SIZE_LABELS[key] })),
  },
  { id: ATTRIBUTE_ID.price, code: 'price', frontendInput: 'price', isFilterable: true, isComparable: true, label: t('Hind', 'Цена', 'Price', 'Hinta', 'Prezzo'), options: [] },
  {
    id: ATTRIBUTE_ID.wiper_length, code: 'wiper_length', frontendInput: 'select', isFilterable: true, isComparable: true,
    label: t('Harja pikkus', 'Длина щётки', 'Wiper length', 'Sulan pituus', 'Lunghezza spazzola'),
    options: WIPER_LENGTHS.map((mm) => ({ value: String(wiperLengthOption(mm)), label: same(`${mm} mm`) })),
  },
  {
    id: ATTRIBUTE_ID.manufacturer, code: 'manufacturer', frontendInput: 'select', isFilterable: true, isComparable: true,
    label: t('Tootja', 'Производитель', 'Manufacturer', 'Valmistaja', 'Produttore'),
    options: brandNames.map((name) => ({ value: String(BRAND_OPTION_IDS[name]), label: same(name) })),
  },
  {
    id: ATTRIBUTE_ID.brand, code: 'brand', frontendInput: 'select', isFilterable: true, isComparable: true,
    label: t('Kaubamärk', 'Бренд', 'Brand', 'Merkki', 'Marca'),
    options: brandNames.map((name) => ({ value: name, label: same(name) })),
  },
  {
    id: ATTRIBUTE_ID.item_class, code: 'item_class', frontendInput: 'select', isFilterable: true, isComparable: true,
    label: t('Kvaliteediklass', 'Класс качества', 'Quality class', 'Laatuluokka', 'Classe di qualità'),
    options: [
      { value: '1', label: t('Originaalkvaliteet (OE)', 'Оригинальное качество (OE)', 'Original quality (OE)', 'Alkuperäislaatu (OE)', 'Qualità originale (OE)') },
      { value: '2', label: t('Premium', 'Премиум', 'Premium', 'Premium', 'Premium') },
      { value: '3', label: t('Standard', 'Стандарт', 'Standard', 'Vakio', 'Standard') },
      { value: '4', label: t('Soodne', 'Эконом', 'Economy', 'Edullinen', 'Economico') },
    ],
  },
  {
    id: ATTRIBUTE_ID.item_class_2, code: 'item_class_2', frontendInput: 'select', isFilterable: true, isComparable: true,
    label: t('Paigalduskoht', 'Место установки', 'Fitting position', 'Asennuspaikka', 'Posizione di montaggio'),
    options: [
      { value: '1', label: t('Esitelg', 'Передняя ось', 'Front axle', 'Etuakseli', 'Asse anteriore') },
      { value: '2', label: t('Tagatelg', 'Задняя ось', 'Rear axle', 'Taka-akseli', 'Asse posteriore') },
      { value: '3', label: t('Mootoriruum', 'Моторный отсек', 'Engine compartment', 'Moottoritila', 'Vano motore') },
      { value: '4', label: t('Salong', 'Салон', 'Interior', 'Sisätila', 'Abitacolo') },
      { value: '5', label: t('Universaalne', 'Универсальный', 'Universal', 'Yleinen', 'Universale') },
    ],
  },
  {
    id: ATTRIBUTE_ID.erin_recommends, code: 'erin_recommends', frontendInput: 'boolean', isFilterable: true, isComparable: false,
    label: t('Soovitame', 'Рекомендуем', 'We recommend', 'Suosittelemme', 'Consigliato'),
    options: [{ value: '1', label: t('Jah', 'Да', 'Yes', 'Kyllä', 'Sì') }, { value: '0', label: t('Ei', 'Нет', 'No', 'Ei', 'No') }],
  },
];

/** Rows for `attribute` and `attribute_i18n`. */
export function attributeRows(): { attribute: Record<string, unknown>[]; i18n: Record<string, unknown>[] } {
  const attribute = ATTRIBUTES.map((a) => ({
    id: a.id, code: a.code, frontend_input: a.frontendInput, is_user_defined: true, is_visible: true,
    is_comparable: a.isComparable, is_filterable: a.isFilterable, attrs: {},
  }));
  const i18n = ATTRIBUTES.flatMap((a) => LANGUAGES.map((language) => ({
    attribute_id: a.id, language, label: a.label[language],
    options: a.options.map((option) => ({ value: option.value, label: option.label[language] })),
  })));
  return { attribute, i18n };
}
