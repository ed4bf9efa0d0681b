import type { Language } from '../../../src/kernel/store-view/types';
import type { GeneratorContext } from './context';
import type { Translated } from './text';

const t = (et: string, ru: string, en: string, fi: string, it: string): Translated => ({ et, ru, en, fi, it });

const MAIN: readonly { key: string; title: Translated; subtitle: Translated }[] = [
  { key: 'brakes', title: t('Pidurid igale autole', 'Тормоза для любого автомобиля', 'Brakes for every car', 'Jarrut jokaiseen autoon', 'Freni per ogni auto'), subtitle: t('ATE, Brembo, TRW', 'ATE, Brembo, TRW', 'ATE, Brembo, TRW', 'ATE, Brembo, TRW', 'ATE, Brembo, TRW') },
  { key: 'filters', title: t('Hoolduse aeg', 'Время для ТО', 'Time for a service', 'Huollon aika', 'È ora del tagliando'), subtitle: t('Filtrid ja õlid', 'Фильтры и масла', 'Filters and oils', 'Suodattimet ja öljyt', 'Filtri e oli') },
];
const SMALL: readonly { key: string; title: Translated }[] = [
  { key: 'wipers', title: t('Selge vaade', 'Чистый обзор', 'Clear view', 'Kirkas näkyvyys', 'Visuale pulita') },
  { key: 'lighting', title: t('Pimedaks ajaks', 'Для тёмного времени', 'For the dark season', 'Pimeään aikaan', 'Per le serate buie') },
  { key: 'accessories', title: t('Must reede: esimene ost –50%', 'Чёрная пятница: −50% на первую покупку', 'Black Friday: 50% off your first purchase', 'Musta perjantai: ensimmäinen ostos -50 %', 'Black Friday: -50% sul primo acquisto') },
];

/** The banners document of one store: mainBanners, smallBanners, productBanners and headImage. */
export function bannerDoc(ctx: GeneratorContext, language: Language, prefix: string): Record<string, unknown> {
  const link = (key: string): string => {
    const part = ctx.tree.partByKey.get(key);
    return `${prefix}/${part ? ctx.tree.partPaths.get(part.id)?.[language] ?? key : key}`;
  };
  return {
    mainBanners: MAIN.map((b) => ({ title: b.title[language], subtitle: b.subtitle[language], image: `/banners/main-${b.key}.svg`, link: link(b.key) })),
    smallBanners: SMALL.map((b) => ({ title: b.title[language], image: `/banners/small-${b.key}.svg`, link: link(b.key) })),
    productBanners: [{ title: MAIN[1]?.title[language] ?? '', image: '/banners/product-service.svg', link: link('oils-fluids') }],
    headImage: { title: MAIN[0]?.title[language] ?? '', image: '/banners/head.svg', link: link('brakes') },
  };
}
