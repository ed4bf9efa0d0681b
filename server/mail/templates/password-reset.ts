/** The password reset e-mail: a one-time link, valid for a limited time, in the store view's language. */
import { escapeHtml, type MailContent, type MailLanguage } from '../outbox';

/** What the message says. */
export interface PasswordResetData {
  firstname: string;
  /** The reset page with the one-time token. */
  link: string;
  validMinutes: number;
}

interface Texts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  validity: (minutes: number) => string;
  ignore: string;
  signature: string;
}

const TEXTS: Record<MailLanguage, Texts> = {
  et: {
    subject: 'Parooli lähtestamine',
    greeting: (name) => `Tere, ${name}!`,
    body: 'Saime palve sinu konto parooli lähtestamiseks. Uue parooli saad määrata sellel lingil:',
    validity: (minutes) => `Link kehtib ${minutes} minutit ja seda saab kasutada üks kord.`,
    ignore: 'Kui sa parooli lähtestamist ei palunud, võid selle kirja tähelepanuta jätta: sinu parool jääb samaks.',
    signature: 'Lugupidamisega\nAutoosade e-pood',
  },
  ru: {
    subject: 'Сброс пароля',
    greeting: (name) => `Здравствуйте, ${name}!`,
    body: 'Мы получили запрос на сброс пароля вашей учётной записи. Задать новый пароль можно по ссылке:',
    validity: (minutes) => `Ссылка действительна ${minutes} минут и может быть использована один раз.`,
    ignore: 'Если вы не запрашивали сброс пароля, просто проигнорируйте это письмо: ваш пароль не изменится.',
    signature: 'С уважением,\nинтернет-магазин автозапчастей',
  },
  en: {
    subject: 'Reset your password',
    greeting: (name) => `Hello ${name},`,
    body: 'We received a request to reset the password of your account. You can choose a new password here:',
    validity: (minutes) => `The link is valid for ${minutes} minutes and can be used once.`,
    ignore: 'If you did not ask to reset your password, you can ignore this e-mail: your password stays the same.',
    signature: 'Kind regards,\nThe car parts shop',
  },
  fi: {
    subject: 'Salasanan vaihtaminen',
    greeting: (name) => `Hei ${name},`,
    body: 'Saimme pyynnön tilisi salasanan vaihtamisesta. Voit valita uuden salasanan tästä linkistä:',
    validity: (minutes) => `Linkki on voimassa ${minutes} minuuttia, ja sitä voi käyttää kerran.`,
    ignore: 'Jos et pyytänyt salasanan vaihtamista, voit jättää tämän viestin huomiotta: salasanasi pysyy ennallaan.',
    signature: 'Ystävällisin terveisin\nAutonosien verkkokauppa',
  },
  it: {
    subject: 'Reimposta la password',
    greeting: (name) => `Gentile ${name},`,
    body: 'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account. Puoi scegliere una nuova password qui:',
    validity: (minutes) => `Il link è valido per ${minutes} minuti e può essere usato una sola volta.`,
    ignore: 'Se non hai chiesto di reimpostare la password, puoi ignorare questa e-mail: la tua password resta invariata.',
    signature: 'Cordiali saluti,\nIl negozio di ricambi auto',
  },
};

/** The message in `language` (text and HTML, every inserted value escaped in the HTML). */
export function render(language: MailLanguage, data: PasswordResetData): MailContent {
  const t = TEXTS[language];
  const greeting = t.greeting(data.firstname);
  const validity = t.validity(data.validMinutes);
  const text = [greeting, '', t.body, data.link, '', validity, t.ignore, '', t.signature].join('\n');
  const html =
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.body)}<br><a href="${escapeHtml(data.link)}">${escapeHtml(data.link)}</a></p>` +
    `<p>${escapeHtml(validity)}</p><p>${escapeHtml(t.ignore)}</p><p>${escapeHtml(t.signature).replace('\n', '<br>')}</p>`;
  return { subject: t.subject, text, html };
}
