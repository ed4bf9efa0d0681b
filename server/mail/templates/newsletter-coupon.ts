/** The newsletter welcome e-mail with the subscriber's one-time discount code (spec: sign-up gives 10 %). */
import { escapeHtml, type MailContent, type MailLanguage } from '../outbox';

/** What the message says. */
export interface NewsletterCouponData {
  code: string;
  percent: number;
}

interface Texts {
  subject: (percent: number) => string;
  thanks: string;
  offer: (percent: number) => string;
  once: string;
  signature: string;
}

const TEXTS: Record<MailLanguage, Texts> = {
  et: {
    subject: (percent) => `Aitäh liitumast! Sinu ${percent}% sooduskood`,
    thanks: 'Aitäh, et liitusid meie uudiskirjaga!',
    offer: (percent) => `Kingituseks saad ${percent}% allahindlust oma järgmiselt tellimuselt. Sisesta ostukorvis kood:`,
    once: 'Koodi saab kasutada üks kord.',
    signature: 'Lugupidamisega\nAutoosade e-pood',
  },
  ru: {
    subject: (percent) => `Спасибо за подписку! Ваш промокод на ${percent}%`,
    thanks: 'Спасибо, что подписались на нашу рассылку!',
    offer: (percent) => `В подарок вы получаете скидку ${percent}% на следующий заказ. Введите код в корзине:`,
    once: 'Код можно использовать один раз.',
    signature: 'С уважением,\nинтернет-магазин автозапчастей',
  },
  en: {
    subject: (percent) => `Thank you for subscribing! Your ${percent}% discount code`,
    thanks: 'Thank you for subscribing to our newsletter!',
    offer: (percent) => `As a welcome gift you get ${percent}% off your next order. Enter this code in the cart:`,
    once: 'The code can be used once.',
    signature: 'Kind regards,\nThe car parts shop',
  },
  fi: {
    subject: (percent) => `Kiitos tilauksesta! Alennuskoodisi ${percent} %`,
    thanks: 'Kiitos, että tilasit uutiskirjeemme!',
    offer: (percent) => `Tervetuliaislahjaksi saat ${percent} %:n alennuksen seuraavasta tilauksestasi. Syötä ostoskorissa koodi:`,
    once: 'Koodia voi käyttää kerran.',
    signature: 'Ystävällisin terveisin\nAutonosien verkkokauppa',
  },
  it: {
    subject: (percent) => `Grazie per l'iscrizione! Il tuo codice sconto del ${percent}%`,
    thanks: 'Grazie per esserti iscritto alla nostra newsletter!',
    offer: (percent) => `In regalo ricevi uno sconto del ${percent}% sul tuo prossimo ordine. Inserisci questo codice nel carrello:`,
    once: 'Il codice può essere usato una sola volta.',
    signature: 'Cordiali saluti,\nIl negozio di ricambi auto',
  },
};

/** The message in `language` (text and HTML, every inserted value escaped in the HTML). */
export function render(language: MailLanguage, data: NewsletterCouponData): MailContent {
  const t = TEXTS[language];
  const subject = t.subject(data.percent);
  const offer = t.offer(data.percent);
  const text = [t.thanks, '', offer, data.code, t.once, '', t.signature].join('\n');
  const html =
    `<p>${escapeHtml(t.thanks)}</p><p>${escapeHtml(offer)}</p><p style="font-size:1.5em"><strong>${escapeHtml(data.code)}</strong></p>` +
    `<p>${escapeHtml(t.once)}</p><p>${escapeHtml(t.signature).replace('\n', '<br>')}</p>`;
  return { subject, text, html };
}
