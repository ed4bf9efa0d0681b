import type { Language } from '../../../src/kernel/store-view/types';

/** A CMS page's texts in one language. */
export interface PageText {
  title: string;
  paragraphs: readonly string[];
}

/** The shop's content pages (spec section 1 facts), per identifier and language. */
export const CMS_PAGES: Readonly<Record<string, Record<Language, PageText>>> = {
  shipping: {
    et: { title: 'Tarne', paragraphs: ['Saadame tellimused DPD-ga, tarneaeg on 1-10 päeva.', 'Kullerteenus Tallinnas ja Rae vallas: kuni kella 12:00 esitatud tellimus jõuab kohale 13:00-15:00, kuni kella 15:00 esitatud tellimus 15:30-17:00.'] },
    ru: { title: 'Доставка', paragraphs: ['Мы отправляем заказы через DPD, срок доставки 1-10 дней.', 'Курьер по Таллинну и волости Раэ: заказ до 12:00 доставляется с 13:00 до 15:00, заказ до 15:00 — с 15:30 до 17:00.'] },
    en: { title: 'Shipping', paragraphs: ['We ship with DPD; delivery takes 1-10 days.', 'Courier in Tallinn and Rae: order before 12:00 and we deliver 13:00-15:00; order before 15:00 and we deliver 15:30-17:00.'] },
    fi: { title: 'Toimitus', paragraphs: ['Lähetämme tilaukset DPD:llä, toimitusaika on 1-10 päivää.', 'Kuriiri Tallinnassa ja Raessa: ennen klo 12:00 tehty tilaus toimitetaan klo 13:00-15:00, ennen klo 15:00 tehty tilaus klo 15:30-17:00.'] },
    it: { title: 'Spedizione', paragraphs: ['Spediamo con DPD; la consegna richiede 1-10 giorni.', 'Corriere a Tallinn e Rae: ordina entro le 12:00 per la consegna 13:00-15:00, entro le 15:00 per la consegna 15:30-17:00.'] },
  },
  'return-policy': {
    et: { title: 'Tagastamine', paragraphs: ['Kaupa saab tagastada 14 päeva jooksul ja me maksame kogu summa tagasi.', 'Toode peab olema paigaldamata ja originaalpakendis. Täida tagastusvorm ja saada kaup DPD-ga tagasi.'] },
    ru: { title: 'Возврат товара', paragraphs: ['Товар можно вернуть в течение 14 дней с полным возвратом денег.', 'Деталь должна быть не установлена и в оригинальной упаковке. Заполните форму возврата и отправьте товар через DPD.'] },
    en: { title: 'Return policy', paragraphs: ['You can return goods within 14 days for a full refund.', 'The part must be unfitted and in its original packaging. Fill in the return form and send the goods back with DPD.'] },
    fi: { title: 'Palautusehdot', paragraphs: ['Voit palauttaa tuotteet 14 päivän kuluessa ja saat koko summan takaisin.', 'Osan on oltava asentamaton ja alkuperäisessä pakkauksessa. Täytä palautuslomake ja lähetä tuote DPD:llä.'] },
    it: { title: 'Politica di reso', paragraphs: ['Puoi restituire la merce entro 14 giorni con rimborso completo.', "Il ricambio deve essere non montato e nella confezione originale. Compila il modulo di reso e rispedisci la merce con DPD."] },
  },
  'return-form': {
    et: { title: 'Tagastusvorm', paragraphs: ['Märgi tellimuse number, tagastatavad tooted ja põhjus.', 'Tagastusõigus kehtib 14 päeva alates kauba kättesaamisest.'] },
    ru: { title: 'Форма возврата', paragraphs: ['Укажите номер заказа, возвращаемые товары и причину возврата.', 'Право на возврат действует 14 дней с момента получения товара.'] },
    en: { title: 'Return form', paragraphs: ['Give your order number, the items you return and the reason.', 'The right of return lasts 14 days from receiving the goods.'] },
    fi: { title: 'Palautuslomake', paragraphs: ['Ilmoita tilausnumero, palautettavat tuotteet ja syy.', 'Palautusoikeus on voimassa 14 päivää tuotteiden vastaanottamisesta.'] },
    it: { title: 'Modulo di reso', paragraphs: ["Indica il numero d'ordine, gli articoli da restituire e il motivo.", 'Il diritto di reso vale 14 giorni dal ricevimento della merce.'] },
  },
  'customer-service': {
    et: { title: 'Klienditeenindus', paragraphs: ['Oleme avatud E-R 9:00-17:00.', 'Aitame leida sinu sõidukile sobiva varuosa OE-numbri või registreerimisnumbri järgi.'] },
    ru: { title: 'Обслуживание клиентов', paragraphs: ['Мы работаем Пн-Пт 9:00-17:00.', 'Поможем подобрать деталь для вашего автомобиля по OE-номеру или номерному знаку.'] },
    en: { title: 'Customer service', paragraphs: ['We are open Mon-Fri 9:00-17:00.', 'We help you find the right part for your vehicle by OE number or licence plate.'] },
    fi: { title: 'Asiakaspalvelu', paragraphs: ['Palvelemme ma-pe 9:00-17:00.', 'Autamme löytämään ajoneuvoosi sopivan osan OE-numeron tai rekisterinumeron perusteella.'] },
    it: { title: 'Servizio clienti', paragraphs: ['Siamo aperti lun-ven 9:00-17:00.', 'Ti aiutiamo a trovare il ricambio giusto per il tuo veicolo tramite numero OE o targa.'] },
  },
  'about-us': {
    et: { title: 'Meist', paragraphs: ['Oleme Eesti ettevõte, mis müüb sõiduautode ja kaubikute varuosi ning tarvikuid.', 'Laos on tuntud tootjate osad: Bosch, ATE, Brembo, MANN-FILTER, MAHLE ja teised.'] },
    ru: { title: 'О нас', paragraphs: ['Мы эстонская компания, продающая запчасти и аксессуары для легковых автомобилей и фургонов.', 'На складе детали известных производителей: Bosch, ATE, Brembo, MANN-FILTER, MAHLE и другие.'] },
    en: { title: 'About us', paragraphs: ['We are an Estonian company selling parts and accessories for cars and vans.', 'We stock parts from well-known makers: Bosch, ATE, Brembo, MANN-FILTER, MAHLE and more.'] },
    fi: { title: 'Tietoa meistä', paragraphs: ['Olemme virolainen yritys, joka myy henkilö- ja pakettiautojen varaosia ja tarvikkeita.', 'Varastossamme on tunnettujen valmistajien osia: Bosch, ATE, Brembo, MANN-FILTER, MAHLE ja muut.'] },
    it: { title: 'Chi siamo', paragraphs: ["Siamo un'azienda estone che vende ricambi e accessori per auto e furgoni.", 'A magazzino ricambi di marchi noti: Bosch, ATE, Brembo, MANN-FILTER, MAHLE e altri.'] },
  },
  privacy: {
    et: { title: 'Privaatsuspoliitika', paragraphs: ['Kasutame sinu andmeid ainult tellimuse täitmiseks ja klienditeeninduseks.', 'Uudiskirja saadame ainult nõusolekul; loobuda saab igal ajal.'] },
    ru: { title: 'Политика конфиденциальности', paragraphs: ['Мы используем ваши данные только для выполнения заказа и обслуживания клиентов.', 'Рассылку отправляем только с вашего согласия; отписаться можно в любой момент.'] },
    en: { title: 'Privacy policy', paragraphs: ['We use your data only to fulfil your order and to serve you.', 'We send the newsletter only with your consent; you can unsubscribe at any time.'] },
    fi: { title: 'Tietosuojakäytäntö', paragraphs: ['Käytämme tietojasi vain tilauksen toimittamiseen ja asiakaspalveluun.', 'Lähetämme uutiskirjeen vain suostumuksellasi; voit perua tilauksen milloin tahansa.'] },
    it: { title: 'Informativa sulla privacy', paragraphs: ["Usiamo i tuoi dati solo per evadere l'ordine e per assisterti.", 'Inviamo la newsletter solo con il tuo consenso; puoi disiscriverti in qualsiasi momento.'] },
  },
  terms: {
    et: { title: 'Müügitingimused', paragraphs: ['Hinnad sisaldavad käibemaksu. Tarneaeg on 1-10 päeva.', 'Tagastusõigus 14 päeva, raha tagastatakse täies ulatuses.'] },
    ru: { title: 'Условия продажи', paragraphs: ['Цены включают НДС. Срок доставки 1-10 дней.', 'Право возврата 14 дней с полным возвратом денег.'] },
    en: { title: 'Terms of service', paragraphs: ['Prices include VAT. Delivery takes 1-10 days.', 'You may return goods within 14 days for a full refund.'] },
    fi: { title: 'Toimitusehdot', paragraphs: ['Hinnat sisältävät arvonlisäveron. Toimitusaika on 1-10 päivää.', 'Palautusoikeus 14 päivää, rahat palautetaan kokonaan.'] },
    it: { title: 'Condizioni di vendita', paragraphs: ["I prezzi includono l'IVA. La consegna richiede 1-10 giorni.", 'Puoi restituire la merce entro 14 giorni con rimborso completo.'] },
  },
  sitemap: {
    et: { title: 'Sisukaart', paragraphs: ['Varuosad, sõidukid, klienditeenindus, tarne, tagastamine, meist.'] },
    ru: { title: 'Карта сайта', paragraphs: ['Запчасти, автомобили, обслуживание клиентов, доставка, возврат, о нас.'] },
    en: { title: 'Sitemap', paragraphs: ['Parts, vehicles, customer service, shipping, returns, about us.'] },
    fi: { title: 'Sivukartta', paragraphs: ['Varaosat, ajoneuvot, asiakaspalvelu, toimitus, palautukset, tietoa meistä.'] },
    it: { title: 'Mappa del sito', paragraphs: ['Ricambi, veicoli, servizio clienti, spedizione, resi, chi siamo.'] },
  },
};

/** Page identifiers in id order (page id = index + 1). */
export const CMS_PAGE_IDS = Object.keys(CMS_PAGES);
