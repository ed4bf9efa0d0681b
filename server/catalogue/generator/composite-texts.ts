import type { Translated } from './text';

const t = (et: string, ru: string, en: string, fi: string, it: string): Translated => ({ et, ru, en, fi, it });

/** Names and descriptions of the composite products, per language. */
export const TEXT = {
  wiper: t('Klaasipuhasti hari', 'Щётка стеклоочистителя', 'Wiper blade', 'Pyyhkijänsulka', 'Spazzola tergicristallo'),
  wiperDescription: t(
    'Raamita klaasipuhasti hari ühtlase surve ja vaikse tööga. Vali pikkus vastavalt oma sõidukile.',
    'Бескаркасная щётка стеклоочистителя с равномерным прижимом и тихой работой. Выберите длину для вашего автомобиля.',
    'Flat wiper blade with even pressure and quiet operation. Choose the length your vehicle needs.',
    'Kehyksetön pyyhkijänsulka tasaisella painalluksella ja hiljaisella toiminnalla. Valitse autollesi sopiva pituus.',
    'Spazzola tergicristallo flat con pressione uniforme e funzionamento silenzioso. Scegli la lunghezza adatta al tuo veicolo.',
  ),
  mats: t('Põrandamattide komplekt', 'Комплект автомобильных ковриков', 'Floor mat set', 'Lattiamattosarja', 'Set di tappetini auto'),
  matsDescription: t(
    'Neljaosaline kummimattide komplekt kõrgete servadega. Vali värv ja suurus.',
    'Комплект из четырёх резиновых ковриков с высокими бортиками. Выберите цвет и размер.',
    'Four-piece rubber mat set with raised edges. Choose the colour and size.',
    'Neliosainen kumimattosarja korotetuilla reunoilla. Valitse väri ja koko.',
    'Set di quattro tappetini in gomma con bordi rialzati. Scegli colore e taglia.',
  ),
  brakeKit: t('Piduride komplekt, esi', 'Тормозной комплект, передний', 'Brake kit, front', 'Jarrusarja, etu', 'Kit freni, anteriore'),
  brakeKitDescription: t(
    'Esitelje piduriklotsid ja pidurikettad ühes komplektis.',
    'Передние тормозные колодки и тормозные диски в одном комплекте.',
    'Front brake pads and brake discs in one kit.',
    'Etuakselin jarrupalat ja jarrulevyt samassa sarjassa.',
    'Pastiglie e dischi freno anteriori in un unico kit.',
  ),
  serviceKit: t('Hoolduskomplekt: mootoriõli ja õlifilter', 'Сервисный комплект: моторное масло и масляный фильтр', 'Service kit: engine oil and oil filter', 'Huoltosarja: moottoriöljy ja öljynsuodatin', 'Kit tagliando: olio motore e filtro olio'),
  serviceKitDescription: t(
    'Vali õli ja õlifilter – kõik õlivahetuseks vajalik ühes komplektis.',
    'Выберите масло и масляный фильтр — всё для замены масла в одном комплекте.',
    'Choose the oil and the oil filter: everything for an oil change in one kit.',
    'Valitse öljy ja öljynsuodatin: kaikki öljynvaihtoon samassa sarjassa.',
    "Scegli l'olio e il filtro olio: tutto il necessario per il cambio olio in un unico kit.",
  ),
  oilOption: t('Mootoriõli', 'Моторное масло', 'Engine oil', 'Moottoriöljy', 'Olio motore'),
  filterOption: t('Õlifilter', 'Масляный фильтр', 'Oil filter', 'Öljynsuodatin', 'Filtro olio'),
  fitting: t('Paigaldusteenus', 'Услуга установки', 'Fitting service', 'Asennuspalvelu', 'Servizio di montaggio'),
  fittingDescription: t(
    'Paigaldus meie partnertöökojas Tallinnas või Rae vallas. Aja broneerime pärast tellimust.',
    'Установка в нашей партнёрской мастерской в Таллинне или волости Раэ. Время согласуем после заказа.',
    'Fitting at our partner workshop in Tallinn or Rae. We book the time after your order.',
    'Asennus yhteistyökorjaamossamme Tallinnassa tai Raessa. Varaamme ajan tilauksen jälkeen.',
    'Montaggio presso la nostra officina partner a Tallinn o Rae. Fissiamo l’appuntamento dopo l’ordine.',
  ),
  manual: t('Remondijuhend', 'Руководство по ремонту', 'Repair manual', 'Korjausopas', 'Manuale di riparazione'),
  manualDescription: t(
    'Samm-sammult remondi- ja hooldusjuhend PDF-vormingus, allalaaditav kohe pärast makset.',
    'Пошаговое руководство по ремонту и обслуживанию в формате PDF, доступно сразу после оплаты.',
    'Step-by-step repair and maintenance manual as a PDF, ready to download right after payment.',
    'Vaiheittainen korjaus- ja huolto-opas PDF-muodossa, ladattavissa heti maksun jälkeen.',
    'Manuale di riparazione e manutenzione passo per passo in PDF, scaricabile subito dopo il pagamento.',
  ),
  manualLink: t('Juhend (PDF)', 'Руководство (PDF)', 'Manual (PDF)', 'Opas (PDF)', 'Manuale (PDF)'),
  manualSample: t('Näidisleht', 'Образец страницы', 'Sample page', 'Näytesivu', 'Pagina di esempio'),
} as const;
