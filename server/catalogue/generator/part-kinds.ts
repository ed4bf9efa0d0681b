import type { Translated } from './text';

/** Where a part sits: the `item_class_2` option value. */
export const POSITION = { front: 1, rear: 2, engineBay: 3, interior: 4, universal: 5 } as const;

/** One product name variant of a leaf category, with its mounting position. */
export interface PartVariant {
  name: Translated;
  position: number;
}

/** How simple products of a leaf category are generated. */
export interface PartKind {
  /** The leaf category key in PARTS_TREE. */
  key: string;
  variants: readonly PartVariant[];
  brands: readonly string[];
  price: readonly [min: number, max: number];
  /** engine: fits engines of one engine type in a group; model: all engines of a few models; universal: none. */
  fitment: 'engine' | 'model' | 'universal';
  /** Relative share among generated simple products. */
  weight: number;
  quantityStep?: number;
}

const t = (et: string, ru: string, en: string, fi: string, it: string): Translated => ({ et, ru, en, fi, it });
const v = (position: number, name: Translated): PartVariant => ({ name, position });
const { front, rear, engineBay, interior, universal } = POSITION;

/** Templates for the generated simple parts, one per leaf category that sells parts. */
export const PART_KINDS: readonly PartKind[] = [
  {
    key: 'brake-pads', brands: ['ATE', 'Brembo', 'TRW', 'Bosch', 'Textar', 'Ferodo'], price: [18, 95], fitment: 'model', weight: 10,
    variants: [
      v(front, t('Piduriklotsid, esi', 'Тормозные колодки, передние', 'Brake pads, front', 'Jarrupalat, etu', 'Pastiglie freno, anteriori')),
      v(rear, t('Piduriklotsid, taga', 'Тормозные колодки, задние', 'Brake pads, rear', 'Jarrupalat, taka', 'Pastiglie freno, posteriori')),
    ],
  },
  {
    key: 'brake-discs', brands: ['ATE', 'Brembo', 'TRW', 'Bosch', 'Zimmermann', 'Textar'], price: [28, 160], fitment: 'model', weight: 9,
    variants: [
      v(front, t('Piduriketas, esi, ventileeritud', 'Тормозной диск, передний, вентилируемый', 'Brake disc, front, vented', 'Jarrulevy, etu, tuuletettu', 'Disco freno, anteriore, autoventilante')),
      v(rear, t('Piduriketas, taga', 'Тормозной диск, задний', 'Brake disc, rear', 'Jarrulevy, taka', 'Disco freno, posteriore')),
    ],
  },
  {
    key: 'brake-calipers', brands: ['ATE', 'TRW', 'Febi', 'Bosch'], price: [65, 320], fitment: 'model', weight: 3,
    variants: [
      v(front, t('Pidurisadul, esi vasak', 'Тормозной суппорт, передний левый', 'Brake caliper, front left', 'Jarrusatula, vasen etu', 'Pinza freno, anteriore sinistra')),
      v(front, t('Pidurisadul, esi parem', 'Тормозной суппорт, передний правый', 'Brake caliper, front right', 'Jarrusatula, oikea etu', 'Pinza freno, anteriore destra')),
    ],
  },
  {
    key: 'oil-filters', brands: ['MANN-FILTER', 'MAHLE', 'Bosch', 'Febi', 'Hengst'], price: [5, 28], fitment: 'engine', weight: 9,
    variants: [v(engineBay, t('Õlifilter', 'Масляный фильтр', 'Oil filter', 'Öljynsuodatin', 'Filtro olio'))],
  },
  {
    key: 'air-filters', brands: ['MANN-FILTER', 'MAHLE', 'Bosch', 'Hengst'], price: [8, 45], fitment: 'engine', weight: 7,
    variants: [v(engineBay, t('Õhufilter', 'Воздушный фильтр', 'Air filter', 'Ilmansuodatin', 'Filtro aria'))],
  },
  {
    key: 'cabin-filters', brands: ['MANN-FILTER', 'MAHLE', 'Bosch', 'Valeo'], price: [9, 40], fitment: 'model', weight: 6,
    variants: [
      v(interior, t('Salongifilter', 'Салонный фильтр', 'Cabin filter', 'Raitisilmasuodatin', 'Filtro abitacolo')),
      v(interior, t('Salongifilter, aktiivsöega', 'Салонный фильтр, угольный', 'Cabin filter, activated carbon', 'Raitisilmasuodatin, aktiivihiili', 'Filtro abitacolo, a carboni attivi')),
    ],
  },
  {
    key: 'fuel-filters', brands: ['MANN-FILTER', 'MAHLE', 'Bosch', 'Hengst'], price: [12, 70], fitment: 'engine', weight: 5,
    variants: [v(engineBay, t('Kütusefilter', 'Топливный фильтр', 'Fuel filter', 'Polttoainesuodatin', 'Filtro carburante'))],
  },
  {
    key: 'belts', brands: ['Gates', 'Contitech', 'Dayco', 'SKF'], price: [15, 260], fitment: 'engine', weight: 6,
    variants: [
      v(engineBay, t('Soonrihm', 'Поликлиновой ремень', 'V-ribbed belt', 'Moniurahihna', 'Cinghia Poly-V')),
      v(engineBay, t('Hammasrihma komplekt', 'Комплект ремня ГРМ', 'Timing belt kit', 'Hammashihnasarja', 'Kit cinghia distribuzione')),
    ],
  },
  {
    key: 'spark-plugs', brands: ['NGK', 'Bosch', 'Denso', 'Champion'], price: [4, 24], fitment: 'engine', weight: 5, quantityStep: 1,
    variants: [v(engineBay, t('Süüteküünal', 'Свеча зажигания', 'Spark plug', 'Sytytystulppa', 'Candela di accensione'))],
  },
  {
    key: 'gaskets', brands: ['Elring', 'Victor Reinz', 'Febi'], price: [3, 120], fitment: 'engine', weight: 5,
    variants: [
      v(engineBay, t('Silindripea tihend', 'Прокладка головки блока', 'Cylinder head gasket', 'Sylinterikannen tiiviste', 'Guarnizione testata')),
      v(engineBay, t('Klapikaane tihend', 'Прокладка клапанной крышки', 'Valve cover gasket', 'Venttiilikopan tiiviste', 'Guarnizione coperchio punterie')),
    ],
  },
  {
    key: 'shock-absorbers', brands: ['Sachs', 'Bilstein', 'Monroe', 'KYB'], price: [35, 210], fitment: 'model', weight: 6,
    variants: [
      v(front, t('Amortisaator, esi', 'Амортизатор, передний', 'Shock absorber, front', 'Iskunvaimennin, etu', 'Ammortizzatore, anteriore')),
      v(rear, t('Amortisaator, taga', 'Амортизатор, задний', 'Shock absorber, rear', 'Iskunvaimennin, taka', 'Ammortizzatore, posteriore')),
    ],
  },
  {
    key: 'springs', brands: ['Sachs', 'Lesjöfors', 'Eibach', 'KYB'], price: [25, 110], fitment: 'model', weight: 4,
    variants: [
      v(front, t('Vedru, esi', 'Пружина подвески, передняя', 'Coil spring, front', 'Kierrejousi, etu', 'Molla elicoidale, anteriore')),
      v(rear, t('Vedru, taga', 'Пружина подвески, задняя', 'Coil spring, rear', 'Kierrejousi, taka', 'Molla elicoidale, posteriore')),
    ],
  },
  {
    key: 'control-arms', brands: ['Lemförder', 'TRW', 'Febi', 'Meyle'], price: [30, 180], fitment: 'model', weight: 4,
    variants: [
      v(front, t('Õõtshoob, esi vasak', 'Рычаг подвески, передний левый', 'Control arm, front left', 'Tukivarsi, vasen etu', 'Braccio oscillante, anteriore sinistro')),
      v(front, t('Õõtshoob, esi parem', 'Рычаг подвески, передний правый', 'Control arm, front right', 'Tukivarsi, oikea etu', 'Braccio oscillante, anteriore destro')),
    ],
  },
  {
    key: 'batteries', brands: ['Varta', 'Bosch', 'Exide'], price: [60, 240], fitment: 'model', weight: 3,
    variants: [
      v(engineBay, t('Aku 12 V 60 Ah', 'Аккумулятор 12 В 60 А·ч', 'Battery 12 V 60 Ah', 'Akku 12 V 60 Ah', 'Batteria 12 V 60 Ah')),
      v(engineBay, t('Aku 12 V 74 Ah', 'Аккумулятор 12 В 74 А·ч', 'Battery 12 V 74 Ah', 'Akku 12 V 74 Ah', 'Batteria 12 V 74 Ah')),
    ],
  },
  {
    key: 'alternators', brands: ['Bosch', 'Valeo', 'Denso'], price: [140, 520], fitment: 'engine', weight: 2,
    variants: [v(engineBay, t('Generaator', 'Генератор', 'Alternator', 'Laturi', 'Alternatore'))],
  },
  {
    key: 'starters', brands: ['Bosch', 'Valeo', 'Denso'], price: [120, 450], fitment: 'engine', weight: 2,
    variants: [v(engineBay, t('Starter', 'Стартер', 'Starter motor', 'Käynnistinmoottori', 'Motorino di avviamento'))],
  },
  {
    key: 'bulbs', brands: ['Osram', 'Philips', 'Bosch'], price: [3, 35], fitment: 'universal', weight: 4, quantityStep: 1,
    variants: [
      v(front, t('Pirn H7 12 V 55 W', 'Лампа H7 12 В 55 Вт', 'Bulb H7 12 V 55 W', 'Polttimo H7 12 V 55 W', 'Lampadina H7 12 V 55 W')),
      v(front, t('Pirn H4 12 V 60/55 W', 'Лампа H4 12 В 60/55 Вт', 'Bulb H4 12 V 60/55 W', 'Polttimo H4 12 V 60/55 W', 'Lampadina H4 12 V 60/55 W')),
      v(rear, t('Pirn P21W 12 V', 'Лампа P21W 12 В', 'Bulb P21W 12 V', 'Polttimo P21W 12 V', 'Lampadina P21W 12 V')),
    ],
  },
  {
    key: 'headlights', brands: ['Hella', 'Valeo', 'Depo'], price: [90, 650], fitment: 'model', weight: 2,
    variants: [
      v(front, t('Esituli, vasak', 'Фара, левая', 'Headlight, left', 'Ajovalo, vasen', 'Faro anteriore, sinistro')),
      v(front, t('Esituli, parem', 'Фара, правая', 'Headlight, right', 'Ajovalo, oikea', 'Faro anteriore, destro')),
    ],
  },
  {
    key: 'wiper-blades', brands: ['Bosch', 'Valeo', 'Trico'], price: [9, 35], fitment: 'model', weight: 3,
    variants: [
      v(rear, t('Klaasipuhasti hari, taga', 'Щётка стеклоочистителя, задняя', 'Wiper blade, rear', 'Pyyhkijänsulka, taka', 'Spazzola tergicristallo, posteriore')),
    ],
  },
  {
    key: 'engine-oil', brands: ['Castrol', 'Mobil', 'Shell', 'Motul', 'Liqui Moly'], price: [22, 75], fitment: 'universal', weight: 4,
    variants: [
      v(engineBay, t('Mootoriõli 5W-30, 4 l', 'Моторное масло 5W-30, 4 л', 'Engine oil 5W-30, 4 l', 'Moottoriöljy 5W-30, 4 l', 'Olio motore 5W-30, 4 l')),
      v(engineBay, t('Mootoriõli 5W-40, 5 l', 'Моторное масло 5W-40, 5 л', 'Engine oil 5W-40, 5 l', 'Moottoriöljy 5W-40, 5 l', 'Olio motore 5W-40, 5 l')),
      v(engineBay, t('Mootoriõli 0W-20, 1 l', 'Моторное масло 0W-20, 1 л', 'Engine oil 0W-20, 1 l', 'Moottoriöljy 0W-20, 1 l', 'Olio motore 0W-20, 1 l')),
    ],
  },
  {
    key: 'brake-fluid', brands: ['ATE', 'Castrol', 'Bosch', 'Liqui Moly'], price: [6, 25], fitment: 'universal', weight: 2,
    variants: [v(engineBay, t('Pidurivedelik DOT 4, 1 l', 'Тормозная жидкость DOT 4, 1 л', 'Brake fluid DOT 4, 1 l', 'Jarruneste DOT 4, 1 l', 'Liquido freni DOT 4, 1 l'))],
  },
  {
    key: 'coolant', brands: ['Febi', 'Castrol', 'Liqui Moly', 'Motul'], price: [7, 30], fitment: 'universal', weight: 2,
    variants: [v(engineBay, t('Jahutusvedelik G12, 1,5 l', 'Охлаждающая жидкость G12, 1,5 л', 'Coolant G12, 1.5 l', 'Jäähdytysneste G12, 1,5 l', 'Liquido refrigerante G12, 1,5 l'))],
  },
  {
    key: 'roof-boxes', brands: ['Thule', 'Menabo'], price: [190, 890], fitment: 'universal', weight: 1,
    variants: [
      v(universal, t('Katuseboks 420 l', 'Автобокс 420 л', 'Roof box 420 l', 'Kattoboksi 420 l', 'Box da tetto 420 l')),
      v(universal, t('Katuseboks 320 l', 'Автобокс 320 л', 'Roof box 320 l', 'Kattoboksi 320 l', 'Box da tetto 320 l')),
    ],
  },
];
