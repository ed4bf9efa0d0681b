import type { Language } from '../../../src/kernel/store-view/types';
import type { GeneratorContext } from './context';
import type { Translated } from './text';

const t = (et: string, ru: string, en: string, fi: string, it: string): Translated => ({ et, ru, en, fi, it });

/**
 * One banner: its picture's topic (server/media/banner-image.ts draws `/banners/<kind>-<topic>.svg`), copy from
 * the shop's stated facts (spec section 1: delivery 1-10 days with DPD, 14-day returns, the Tallinn and Rae
 * courier's windows, support hours, the first-purchase offer) and the picture's alt text.
 */
interface BannerCopy {
  topic: string;
  title: Translated;
  subtitle?: Translated;
  alt: Translated;
  /** A parts category key, or `i/<identifier>` for a content page. */
  link: string;
}

const DELIVERY: BannerCopy = {
  topic: 'delivery', link: 'i/shipping',
  title: t('Varuosad kohale 1-10 päevaga', 'Доставка запчастей за 1-10 дней', 'Car parts delivered in 1-10 days', 'Varaosat perillä 1-10 päivässä', 'Ricambi consegnati in 1-10 giorni'),
  subtitle: t('Saadame DPD-ga', 'Отправляем через DPD', 'Shipped with DPD', 'Lähetämme DPD:llä', 'Spediamo con DPD'),
  alt: t('DPD kaubik teel', 'Фургон DPD в пути', 'A DPD delivery van on the road', 'DPD:n pakettiauto tiellä', 'Un furgone DPD in viaggio'),
};

const MAIN: readonly BannerCopy[] = [
  {
    topic: 'brakes', link: 'brakes',
    title: t('Pidurid igale autole', 'Тормоза для любого автомобиля', 'Brakes for every car', 'Jarrut jokaiseen autoon', 'Freni per ogni auto'),
    subtitle: t('ATE, Brembo, TRW', 'ATE, Brembo, TRW', 'ATE, Brembo, TRW', 'ATE, Brembo, TRW', 'ATE, Brembo, TRW'),
    alt: t('Piduriketas punase pidurisadulaga', 'Тормозной диск с красным суппортом', 'A brake disc with a red caliper', 'Jarrulevy ja punainen jarrusatula', 'Un disco freno con una pinza rossa'),
  },
  {
    topic: 'service', link: 'filters',
    title: t('Hoolduse aeg', 'Время для ТО', 'Time for a service', 'Huollon aika', 'È ora del tagliando'),
    subtitle: t('Filtrid ja õlid', 'Фильтры и масла', 'Filters and oils', 'Suodattimet ja öljyt', 'Filtri e oli'),
    alt: t('Mootoriõli kanister ja õlifilter', 'Канистра моторного масла и масляный фильтр', 'A can of engine oil and an oil filter', 'Moottoriöljykanisteri ja öljynsuodatin', 'Una tanica di olio motore e un filtro olio'),
  },
];

const RETURNS: BannerCopy = {
  topic: 'returns', link: 'i/return-policy',
  title: t('14 päeva tagastusõigus, raha tagasi täies ulatuses', '14 дней на возврат с полным возвратом денег', '14-day returns with a full refund', '14 päivän palautusoikeus, rahat takaisin kokonaan', 'Reso entro 14 giorni con rimborso completo'),
  alt: t('Pakk tagastusnoolega ja kalendrileht numbriga 14', 'Посылка со стрелкой возврата и листок календаря с числом 14', 'A parcel with a return arrow and a calendar page showing 14', 'Paketti, palautusnuoli ja kalenterinlehti, jossa on luku 14', 'Un pacco con una freccia di reso e un foglio di calendario con il 14'),
};

const COURIER: BannerCopy = {
  topic: 'courier', link: 'i/shipping',
  title: t(
    'Kuller Tallinnas ja Rae vallas: tellimus kuni 12:00, kohal 13:00-15:00',
    'Курьер по Таллинну и Раэ: заказ до 12:00 — доставка 13:00-15:00',
    'Courier in Tallinn and Rae: order by 12:00, delivered 13:00-15:00',
    'Kuriiri Tallinnassa ja Raessa: tilaus klo 12:00 mennessä, perillä 13:00-15:00',
    'Corriere a Tallinn e Rae: ordina entro le 12:00, consegna 13:00-15:00',
  ),
  alt: t('Kell näitab kahteteist, kõrval kaardinõel', 'Часы, показывающие двенадцать, и метка на карте', 'A clock showing twelve beside a map pin', 'Kello näyttää kahtatoista, vieressä karttaneula', 'Un orologio che segna le dodici accanto a un segnaposto'),
};

const PAYMENT = (card: boolean): BannerCopy => ({
  topic: 'payment', link: 'i/terms',
  title: card
    ? t('Turvaline makse: kaart, pangalink, PayPal või sularaha kättesaamisel', 'Безопасная оплата: карта, банковская ссылка, PayPal или наличными при получении', 'Secure payment: card, bank link, PayPal or cash on delivery', 'Turvallinen maksu: kortti, verkkopankki, PayPal tai käteinen toimituksen yhteydessä', 'Pagamento sicuro: carta, bonifico online, PayPal o contrassegno')
    : t('Turvaline makse: pangalink, PayPal või sularaha kättesaamisel', 'Безопасная оплата: банковская ссылка, PayPal или наличными при получении', 'Secure payment: bank link, PayPal or cash on delivery', 'Turvallinen maksu: verkkopankki, PayPal tai käteinen toimituksen yhteydessä', 'Pagamento sicuro: bonifico online, PayPal o contrassegno'),
  alt: t('Tabalukk maksekaardi kõrval', 'Замок рядом с платёжной картой', 'A padlock beside a payment card', 'Riippulukko maksukortin vieressä', 'Un lucchetto accanto a una carta di pagamento'),
});

const BLACK_FRIDAY: BannerCopy = {
  topic: 'black-friday', link: 'accessories',
  title: t('Must reede: esimene ost –50%', 'Чёрная пятница: −50% на первую покупку', 'Black Friday: 50% off your first purchase', 'Musta perjantai: ensimmäinen ostos -50 %', 'Black Friday: -50% sul primo acquisto'),
  alt: t('Hinnasilt −50%', 'Ценник −50%', 'A price tag marked −50%', 'Hintalappu −50 %', 'Un cartellino del prezzo con −50%'),
};

const SUPPORT: BannerCopy = {
  topic: 'support', link: 'i/customer-service',
  title: t(
    'Kas osa sobib? Klienditeenindus E-R 9:00-17:00',
    'Подходит ли деталь? Обслуживание клиентов Пн-Пт 9:00-17:00',
    'Not sure a part fits? Customer service Mon-Fri 9:00-17:00',
    'Sopiiko osa? Asiakaspalvelu ma-pe 9:00-17:00',
    'Il ricambio è quello giusto? Servizio clienti lun-ven 9:00-17:00',
  ),
  alt: t('Mikrofoniga kõrvaklapid ja jutumull', 'Гарнитура с микрофоном и облачко реплики', 'A headset with a microphone and a speech bubble', 'Kuulokkeet, mikrofoni ja puhekupla', 'Delle cuffie con microfono e un fumetto'),
};

/** Where a view's shop sells: the courier serves Tallinn and Rae only, and the card method is offered in Italy. */
export interface BannerRegion {
  /** The view's tax country (`EE`, `FI`, `IT`). */
  country: string;
}

/** The banners of a view by region: the courier banner where it delivers, the card among the payments in Italy. */
export function bannerSet(region: BannerRegion): { head: BannerCopy; main: readonly BannerCopy[]; small: readonly BannerCopy[]; product: readonly BannerCopy[] } {
  const small = [RETURNS, ...(region.country === 'EE' ? [COURIER] : []), PAYMENT(region.country === 'IT'), BLACK_FRIDAY];
  return { head: DELIVERY, main: MAIN, small, product: [SUPPORT] };
}

/** The banners document of one store: mainBanners, smallBanners, productBanners and headImage, each with alt text. */
export function bannerDoc(ctx: GeneratorContext, language: Language, prefix: string, region: BannerRegion = { country: 'EE' }): Record<string, unknown> {
  const link = (key: string): string => {
    if (key.startsWith('i/')) return `${prefix}/${key}`;
    const part = ctx.tree.partByKey.get(key);
    return `${prefix}/${part ? ctx.tree.partPaths.get(part.id)?.[language] ?? key : key}`;
  };
  const entry = (kind: string, b: BannerCopy) => ({
    title: b.title[language],
    ...(b.subtitle ? { subtitle: b.subtitle[language] } : {}),
    image: `/banners/${kind}-${b.topic}.svg`,
    alt: b.alt[language],
    link: link(b.link),
  });
  const set = bannerSet(region);
  return {
    mainBanners: set.main.map((b) => entry('main', b)),
    smallBanners: set.small.map((b) => entry('small', b)),
    productBanners: set.product.map((b) => entry('product', b)),
    headImage: entry('head', set.head),
  };
}
