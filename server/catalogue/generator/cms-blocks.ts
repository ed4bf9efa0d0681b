import type { Language } from '../../../src/kernel/store-view/types';

/** The shop's CMS blocks: title and HTML per language, by identifier (block id = index + 1). */
export const CMS_BLOCKS: Readonly<Record<string, Record<Language, readonly [title: string, html: string]>>> = {
  footer: {
    et: ['Jalus', '<p>Autoparts24 OÜ, Tallinn. Klienditeenindus E-R 9:00-17:00.</p>'],
    ru: ['Подвал', '<p>Autoparts24 OÜ, Таллинн. Обслуживание клиентов Пн-Пт 9:00-17:00.</p>'],
    en: ['Footer', '<p>Autoparts24 OÜ, Tallinn. Customer service Mon-Fri 9:00-17:00.</p>'],
    fi: ['Alatunniste', '<p>Autoparts24 OÜ, Tallinna. Asiakaspalvelu ma-pe 9:00-17:00.</p>'],
    it: ['Piè di pagina', '<p>Autoparts24 OÜ, Tallinn. Servizio clienti lun-ven 9:00-17:00.</p>'],
  },
  'shipping-promise': {
    et: ['Tarne', '<p>Tarne DPD-ga 1-10 päevaga.</p>'],
    ru: ['Доставка', '<p>Доставка DPD за 1-10 дней.</p>'],
    en: ['Delivery', '<p>Delivery with DPD in 1-10 days.</p>'],
    fi: ['Toimitus', '<p>Toimitus DPD:llä 1-10 päivässä.</p>'],
    it: ['Consegna', '<p>Consegna con DPD in 1-10 giorni.</p>'],
  },
  'courier-cutoffs': {
    et: ['Kuller Tallinnas ja Rae vallas', '<p>Tellimus kuni 12:00 – kohale 13:00-15:00. Tellimus kuni 15:00 – kohale 15:30-17:00.</p>'],
    ru: ['Курьер по Таллинну и Раэ', '<p>Заказ до 12:00 — доставка 13:00-15:00. Заказ до 15:00 — доставка 15:30-17:00.</p>'],
    en: ['Courier in Tallinn and Rae', '<p>Order before 12:00: delivered 13:00-15:00. Order before 15:00: delivered 15:30-17:00.</p>'],
    fi: ['Kuriiri Tallinnassa ja Raessa', '<p>Tilaus ennen 12:00: perillä 13:00-15:00. Tilaus ennen 15:00: perillä 15:30-17:00.</p>'],
    it: ['Corriere a Tallinn e Rae', '<p>Ordine entro le 12:00: consegna 13:00-15:00. Ordine entro le 15:00: consegna 15:30-17:00.</p>'],
  },
  'return-promise': {
    et: ['Tagastamine', '<p>14 päeva tagastusõigus, raha tagasi täies ulatuses.</p>'],
    ru: ['Возврат', '<p>14 дней на возврат с полным возвратом денег.</p>'],
    en: ['Returns', '<p>14-day returns with a full refund.</p>'],
    fi: ['Palautus', '<p>14 päivän palautusoikeus, rahat takaisin kokonaan.</p>'],
    it: ['Resi', '<p>Reso entro 14 giorni con rimborso completo.</p>'],
  },
  'newsletter-promise': {
    et: ['Uudiskiri', '<p>Liitu uudiskirjaga ja saad 10% sooduskoodi.</p>'],
    ru: ['Рассылка', '<p>Подпишитесь на рассылку и получите купон на скидку 10%.</p>'],
    en: ['Newsletter', '<p>Sign up for the newsletter and get a 10% coupon.</p>'],
    fi: ['Uutiskirje', '<p>Tilaa uutiskirje ja saat 10 %:n alennuskoodin.</p>'],
    it: ['Newsletter', '<p>Iscriviti alla newsletter e ricevi un coupon del 10%.</p>'],
  },
  'black-friday': {
    et: ['Must reede', '<p>Must reede: esimene ost –50%.</p>'],
    ru: ['Чёрная пятница', '<p>Чёрная пятница: скидка 50% на первую покупку.</p>'],
    en: ['Black Friday', '<p>Black Friday: 50% off your first purchase.</p>'],
    fi: ['Musta perjantai', '<p>Musta perjantai: ensimmäinen ostos -50 %.</p>'],
    it: ['Black Friday', '<p>Black Friday: 50% di sconto sul primo acquisto.</p>'],
  },
};

/** Block identifiers in id order. */
export const CMS_BLOCK_IDS = Object.keys(CMS_BLOCKS);
