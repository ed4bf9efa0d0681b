import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it_ from './locales/it.json';
import ru from './locales/ru.json';
import { carrierTitle, methodTitle } from './shipping-step';

// The carrier and method titles the server's shipping methods carry (server/commerce/quote/shipping.ts):
// English source texts, shown through the checkout namespace.
const CARRIERS = ['DPD', 'Same-day courier', 'Store pickup'];
const METHODS = ['DPD Courier', 'Tallinn and Rae courier 13:00-15:00', 'Tallinn and Rae courier 15:30-17:00', 'Pickup at our Tallinn store'];
const LOCALES: Record<string, Record<string, string>> = { en, et, fi, it: it_, ru };
const tIn = (language: string) => (key: string) => LOCALES[language]?.[key] ?? key;

describe('shipping method names in the checkout', () => {
  it('translates the carriers in et and ru (not the English of the server)', () => {
    const sameDay = { carrierTitle: 'Same-day courier' };
    const pickup = { carrierTitle: 'Store pickup' };
    expect(carrierTitle(tIn('et'), sameDay)).toBe('Sama päeva kuller');
    expect(carrierTitle(tIn('et'), pickup)).toBe('Kauplusest kättesaamine');
    expect(carrierTitle(tIn('ru'), sameDay)).toBe('Курьер в тот же день');
    expect(carrierTitle(tIn('ru'), pickup)).toBe('Самовывоз из магазина');
    expect(carrierTitle(tIn('et'), { carrierTitle: '' })).toBe('');
  });

  it('has every carrier and method title in all five languages, translated outside English', () => {
    for (const [language, texts] of Object.entries(LOCALES)) {
      for (const key of [...CARRIERS, ...METHODS]) {
        expect(texts[key], `${language}: ${key}`).toBeTruthy();
        if (language !== 'en' && key !== 'DPD') expect(texts[key], `${language}: ${key}`).not.toBe(key);
      }
    }
    expect(methodTitle(tIn('it'), { methodTitle: 'Pickup at our Tallinn store' })).toBe('Ritiro nel nostro negozio di Tallinn');
  });
});
