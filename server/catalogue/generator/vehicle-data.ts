/** An engine a make offers: [name, fuel, capacity ccm, power kW]. */
export type EngineSpec = readonly [name: string, fuel: 'petrol' | 'diesel' | 'hybrid' | 'electric', ccm: number, kw: number];
/** A model: [name, year from, year to, vehicle class 1 car / 2 van, indexes into the make's engines]. */
export type ModelSpec = readonly [name: string, from: number, to: number, vehicleClass: 1 | 2, engines: readonly number[]];

/** A car make with its models and engines; `group` joins makes that share engines and parts. */
export interface MakeSpec {
  name: string;
  /** TecDoc-like manufacturer number, the vehicle selector's ap24_import_value. */
  importValue: number;
  group: string;
  engines: readonly EngineSpec[];
  models: readonly ModelSpec[];
}

const VAG: readonly EngineSpec[] = [
  ['1.0 TSI', 'petrol', 999, 81], ['1.2 TSI', 'petrol', 1197, 77], ['1.4 TSI', 'petrol', 1395, 92], ['1.5 TSI', 'petrol', 1498, 110],
  ['1.8 TSI', 'petrol', 1798, 132], ['2.0 TSI', 'petrol', 1984, 140], ['1.6 TDI', 'diesel', 1598, 85], ['2.0 TDI', 'diesel', 1968, 110],
  ['2.0 TDI', 'diesel', 1968, 140], ['1.4 TSI e-Hybrid', 'hybrid', 1395, 150],
];

/** The makes of the vehicle tree (at least 12), with realistic models, years and engines. */
export const MAKES: readonly MakeSpec[] = [
  {
    name: 'VW', importValue: 121, group: 'vag', engines: VAG,
    models: [
      ['Golf VII', 2012, 2020, 1, [0, 1, 2, 3, 5, 6, 7, 8]], ['Golf VIII', 2019, 2026, 1, [0, 3, 5, 7, 9]],
      ['Passat B8', 2014, 2023, 1, [2, 3, 5, 6, 7, 8, 9]], ['Polo VI', 2017, 2026, 1, [0, 3, 6]],
      ['Tiguan II', 2016, 2024, 1, [2, 3, 5, 7, 8]], ['Touran II', 2015, 2026, 1, [1, 2, 3, 6, 7]],
      ['Transporter T6', 2015, 2022, 2, [5, 7, 8]], ['Caddy IV', 2015, 2020, 2, [1, 2, 6, 7]],
    ],
  },
  {
    name: 'Audi', importValue: 5, group: 'vag', engines: VAG,
    models: [
      ['A3 (8V)', 2012, 2020, 1, [0, 2, 3, 4, 6, 7, 9]], ['A4 (B9)', 2015, 2024, 1, [2, 4, 5, 7, 8]],
      ['A6 (C8)', 2018, 2026, 1, [5, 8]], ['Q3 (F3)', 2018, 2026, 1, [3, 5, 7, 8]], ['Q5 (FY)', 2016, 2026, 1, [5, 7, 8]],
    ],
  },
  {
    name: 'Skoda', importValue: 106, group: 'vag', engines: VAG,
    models: [
      ['Octavia III', 2012, 2020, 1, [0, 1, 2, 3, 4, 6, 7, 8]], ['Octavia IV', 2019, 2026, 1, [0, 3, 5, 7, 8, 9]],
      ['Fabia III', 2014, 2021, 1, [0, 1, 6]], ['Superb III', 2015, 2024, 1, [2, 3, 5, 7, 8, 9]], ['Kodiaq', 2016, 2026, 1, [2, 3, 5, 7, 8]],
    ],
  },
  {
    name: 'Seat', importValue: 104, group: 'vag', engines: VAG,
    models: [['Leon III', 2012, 2020, 1, [0, 1, 2, 3, 6, 7]], ['Ibiza V', 2017, 2026, 1, [0, 3, 6]], ['Ateca', 2016, 2026, 1, [0, 3, 5, 6, 7]]],
  },
  {
    name: 'BMW', importValue: 16, group: 'bmw',
    engines: [['1.5 (B38)', 'petrol', 1499, 100], ['2.0 (B48)', 'petrol', 1998, 135], ['2.0 (B48)', 'petrol', 1998, 190], ['2.0 d (B47)', 'diesel', 1995, 110], ['2.0 d (B47)', 'diesel', 1995, 140], ['3.0 d (B57)', 'diesel', 2993, 195], ['3.0 (B58)', 'petrol', 2998, 250]],
    models: [
      ['1 Series (F20)', 2011, 2019, 1, [0, 1, 3, 4]], ['3 Series (F30)', 2011, 2019, 1, [1, 2, 3, 4, 5]], ['3 Series (G20)', 2018, 2026, 1, [1, 2, 3, 4, 6]],
      ['5 Series (G30)', 2016, 2023, 1, [1, 2, 4, 5, 6]], ['X3 (G01)', 2017, 2026, 1, [1, 2, 4, 5]], ['X5 (G05)', 2018, 2026, 1, [5, 6]],
    ],
  },
  {
    name: 'Mercedes-Benz', importValue: 74, group: 'mercedes',
    engines: [['1.3 (M282)', 'petrol', 1332, 100], ['1.5 (M264)', 'petrol', 1497, 135], ['2.0 (M274)', 'petrol', 1991, 135], ['1.5 d (OM608)', 'diesel', 1461, 85], ['2.1 CDI (OM651)', 'diesel', 2143, 125], ['2.0 d (OM654)', 'diesel', 1950, 143], ['2.0 d (OM654)', 'diesel', 1950, 120]],
    models: [
      ['A-Class (W177)', 2018, 2026, 1, [0, 3, 5]], ['C-Class (W205)', 2014, 2021, 1, [1, 2, 4, 5]], ['E-Class (W213)', 2016, 2026, 1, [2, 5]],
      ['GLC (X253)', 2015, 2022, 1, [2, 4, 5]], ['Vito (W447)', 2014, 2026, 2, [4, 6]], ['Sprinter (907)', 2018, 2026, 2, [4, 6]],
    ],
  },
  {
    name: 'Toyota', importValue: 111, group: 'toyota',
    engines: [['1.5 VVT-i', 'petrol', 1490, 92], ['1.8 Hybrid', 'hybrid', 1798, 90], ['2.0 Hybrid', 'hybrid', 1987, 135], ['2.5 Hybrid', 'hybrid', 2487, 160], ['1.6 D-4D', 'diesel', 1598, 82], ['2.0 D-4D', 'diesel', 1998, 105], ['2.0 D', 'diesel', 1997, 110]],
    models: [
      ['Corolla (E210)', 2018, 2026, 1, [1, 2]], ['RAV4 (XA50)', 2018, 2026, 1, [3]], ['Yaris (XP210)', 2020, 2026, 1, [0, 1]],
      ['C-HR', 2016, 2023, 1, [1, 2]], ['Avensis (T27)', 2009, 2018, 1, [4, 5]], ['Proace', 2016, 2026, 2, [6]],
    ],
  },
  {
    name: 'Volvo', importValue: 120, group: 'volvo',
    engines: [['T4', 'petrol', 1969, 140], ['T5', 'petrol', 1969, 184], ['B4', 'hybrid', 1969, 145], ['D3', 'diesel', 1969, 110], ['D4', 'diesel', 1969, 140], ['D5', 'diesel', 1969, 173], ['T8 Recharge', 'hybrid', 1969, 288]],
    models: [
      ['XC60 II', 2017, 2026, 1, [1, 2, 4, 5, 6]], ['XC90 II', 2014, 2026, 1, [1, 5, 6]], ['V60 II', 2018, 2026, 1, [0, 1, 2, 3, 4]],
      ['S60 III', 2018, 2026, 1, [1, 2, 6]], ['XC40', 2017, 2026, 1, [0, 2, 3, 4]], ['V70 III', 2007, 2016, 1, [1, 3, 4, 5]],
    ],
  },
  {
    name: 'Ford', importValue: 36, group: 'ford',
    engines: [['1.0 EcoBoost', 'petrol', 999, 74], ['1.0 EcoBoost', 'petrol', 999, 92], ['1.5 EcoBoost', 'petrol', 1497, 110], ['1.5 EcoBlue', 'diesel', 1499, 88], ['2.0 EcoBlue', 'diesel', 1995, 110], ['2.0 TDCi', 'diesel', 1997, 96], ['2.0 EcoBlue', 'diesel', 1995, 125]],
    models: [
      ['Focus III', 2010, 2018, 1, [0, 1, 2, 5]], ['Focus IV', 2018, 2025, 1, [0, 1, 2, 3, 4]], ['Fiesta VII', 2017, 2023, 1, [0, 1, 3]],
      ['Mondeo V', 2014, 2022, 1, [2, 4, 5]], ['Kuga III', 2019, 2026, 1, [2, 3, 4]], ['Transit Custom', 2012, 2026, 2, [4, 5, 6]], ['Transit (V363)', 2013, 2026, 2, [4, 5, 6]],
    ],
  },
  {
    name: 'Opel', importValue: 84, group: 'stellantis',
    engines: [['1.2 Turbo', 'petrol', 1199, 96], ['1.4 Turbo', 'petrol', 1364, 103], ['1.6 CDTI', 'diesel', 1598, 100], ['1.5 Diesel', 'diesel', 1499, 96], ['2.0 CDTI', 'diesel', 1956, 125], ['2.0 Diesel', 'diesel', 1997, 110]],
    models: [
      ['Astra K', 2015, 2021, 1, [1, 2]], ['Astra L', 2021, 2026, 1, [0, 3]], ['Corsa F', 2019, 2026, 1, [0, 3]],
      ['Insignia B', 2017, 2022, 1, [1, 2, 4]], ['Zafira C', 2011, 2019, 1, [1, 2, 4]], ['Vivaro C', 2019, 2026, 2, [3, 5]],
    ],
  },
  {
    name: 'Peugeot', importValue: 88, group: 'stellantis',
    engines: [['1.2 PureTech', 'petrol', 1199, 96], ['1.6 THP', 'petrol', 1598, 121], ['1.5 BlueHDi', 'diesel', 1499, 96], ['1.6 BlueHDi', 'diesel', 1560, 88], ['2.0 BlueHDi', 'diesel', 1997, 110]],
    models: [
      ['208 II', 2019, 2026, 1, [0, 2]], ['308 II', 2013, 2021, 1, [0, 1, 2, 3, 4]], ['3008 II', 2016, 2026, 1, [0, 1, 2, 4]],
      ['508 II', 2018, 2026, 1, [1, 2, 4]], ['Partner III', 2018, 2026, 2, [0, 2, 3]], ['Expert III', 2016, 2026, 2, [3, 4]],
    ],
  },
  {
    name: 'Renault', importValue: 93, group: 'renault-nissan',
    engines: [['0.9 TCe', 'petrol', 898, 66], ['1.3 TCe', 'petrol', 1332, 103], ['1.5 dCi', 'diesel', 1461, 81], ['1.6 dCi', 'diesel', 1598, 96], ['2.0 dCi', 'diesel', 1995, 110], ['2.3 dCi', 'diesel', 2298, 100]],
    models: [
      ['Clio V', 2019, 2026, 1, [0, 1, 2]], ['Megane IV', 2015, 2023, 1, [1, 2, 3]], ['Captur II', 2019, 2026, 1, [1, 2]],
      ['Kadjar', 2015, 2022, 1, [1, 2, 3]], ['Trafic III', 2014, 2026, 2, [3, 4]], ['Master III', 2010, 2026, 2, [5]],
    ],
  },
  {
    name: 'Nissan', importValue: 80, group: 'renault-nissan',
    engines: [['1.2 DIG-T', 'petrol', 1197, 85], ['1.3 DIG-T', 'petrol', 1332, 103], ['1.5 dCi', 'diesel', 1461, 81], ['1.6 dCi', 'diesel', 1598, 96], ['EV 40 kWh', 'electric', 0, 110]],
    models: [
      ['Qashqai II', 2013, 2021, 1, [0, 1, 2, 3]], ['Qashqai III', 2021, 2026, 1, [1]], ['X-Trail III', 2013, 2022, 1, [1, 3]],
      ['Juke II', 2019, 2026, 1, [1]], ['Micra V', 2016, 2023, 1, [0, 2]], ['Leaf II', 2017, 2026, 1, [4]],
    ],
  },
  {
    name: 'Honda', importValue: 45, group: 'honda',
    engines: [['1.0 VTEC Turbo', 'petrol', 988, 95], ['1.5 VTEC Turbo', 'petrol', 1498, 134], ['1.6 i-DTEC', 'diesel', 1597, 88], ['2.0 i-MMD Hybrid', 'hybrid', 1993, 135], ['1.5 i-MMD Hybrid', 'hybrid', 1498, 80]],
    models: [
      ['Civic X', 2017, 2022, 1, [0, 1, 2]], ['Civic XI', 2021, 2026, 1, [3]], ['CR-V V', 2018, 2023, 1, [1, 3]],
      ['Jazz IV', 2020, 2026, 1, [4]], ['HR-V III', 2021, 2026, 1, [4]],
    ],
  },
  {
    name: 'Kia', importValue: 184, group: 'hyundai-kia',
    engines: [['1.0 T-GDi', 'petrol', 998, 88], ['1.4 T-GDi', 'petrol', 1353, 103], ['1.6 T-GDi', 'petrol', 1591, 130], ['1.6 CRDi', 'diesel', 1598, 100], ['1.6 GDi Hybrid', 'hybrid', 1580, 104], ['2.0 CRDi', 'diesel', 1995, 136]],
    models: [
      ['Ceed III', 2018, 2026, 1, [0, 1, 3]], ['Sportage IV', 2015, 2022, 1, [2, 3, 5]], ['Sportage V', 2021, 2026, 1, [2, 3, 4]],
      ['Rio IV', 2017, 2023, 1, [0]], ['Niro', 2016, 2022, 1, [4]], ['Sorento IV', 2020, 2026, 1, [4, 5]],
    ],
  },
  {
    name: 'Hyundai', importValue: 183, group: 'hyundai-kia',
    engines: [['1.0 T-GDi', 'petrol', 998, 88], ['1.4 T-GDi', 'petrol', 1353, 103], ['1.6 T-GDi', 'petrol', 1591, 130], ['1.6 CRDi', 'diesel', 1598, 100], ['1.6 GDi Hybrid', 'hybrid', 1580, 104], ['2.0 CRDi', 'diesel', 1995, 136]],
    models: [
      ['i30 III', 2016, 2026, 1, [0, 1, 3]], ['i20 III', 2020, 2026, 1, [0]], ['Tucson IV', 2020, 2026, 1, [2, 3, 4]],
      ['Kona', 2017, 2023, 1, [0, 2, 4]], ['Santa Fe IV', 2018, 2026, 1, [2, 5]],
    ],
  },
];
