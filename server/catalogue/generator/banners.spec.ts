import { describe, expect, it } from 'vitest';
import { storeViews } from '../../../src/app/store-views';
import { LANGUAGES } from '../../../src/kernel/store-view/types';
import type { Language } from '../../../src/kernel/store-view/types';
import { bannerTopic } from '../../media/banner-image';
import { bannerDoc } from './banners';
import { buildCategoryTree } from './categories';
import { createContext } from './context';

interface Entry {
  title: string;
  subtitle?: string;
  image: string;
  alt: string;
  link: string;
}
interface Doc {
  mainBanners: Entry[];
  smallBanners: Entry[];
  productBanners: Entry[];
  headImage: Entry;
}

const ctx = createContext(1, buildCategoryTree());
const docOf = (code: string): Doc => {
  const view = storeViews.find((v) => v.storeCode === code);
  if (!view) throw new Error(code);
  return bannerDoc(ctx, view.language as Language, view.appendStoreCode ? `/${view.storeCode}` : '', { country: view.tax.defaultCountry }) as unknown as Doc;
};
const all = (doc: Doc): Entry[] => [doc.headImage, ...doc.mainBanners, ...doc.smallBanners, ...doc.productBanners];
const titles = (doc: Doc) => all(doc).map((b) => b.title).join(' | ');

describe('home banners per store view', () => {
  it("tell the shop's stated facts in the view's language: delivery in 1-10 days with DPD, 14-day returns, support hours", () => {
    expect(docOf('eng').headImage).toMatchObject({ title: 'Car parts delivered in 1-10 days', subtitle: 'Shipped with DPD', link: '/eng/i/shipping' });
    expect(titles(docOf('eng'))).toContain('14-day returns with a full refund');
    expect(titles(docOf('eng'))).toContain('Customer service Mon-Fri 9:00-17:00');
    expect(titles(docOf('eng'))).toContain('Black Friday: 50% off your first purchase');
    expect(docOf('est').headImage).toMatchObject({ title: 'Varuosad kohale 1-10 päevaga', subtitle: 'Saadame DPD-ga', link: '/i/shipping' });
    expect(titles(docOf('rus'))).toContain('14 дней на возврат');
    expect(titles(docOf('fin'))).toContain('Asiakaspalvelu ma-pe 9:00-17:00');
    expect(docOf('ap24_italy_it').headImage.title).toBe('Ricambi consegnati in 1-10 giorni');
  });

  it('offer the Tallinn and Rae courier only in the Estonian views, and the card among the payments only in the Italian ones', () => {
    for (const code of ['est', 'rus', 'eng']) expect(titles(docOf(code))).toMatch(/12:00.*13:00-15:00/);
    for (const code of ['fin', 'ap24_italy_it', 'ap24_italy_en']) expect(titles(docOf(code))).not.toMatch(/Tallinn|Таллинн|13:00-15:00/);
    expect(titles(docOf('eng'))).toContain('Secure payment: bank link, PayPal or cash on delivery');
    expect(titles(docOf('ap24_italy_en'))).toContain('Secure payment: card, bank link, PayPal or cash on delivery');
    expect(titles(docOf('ap24_italy_it'))).toContain('Pagamento sicuro: carta,');
  });

  it('give every banner its own picture topic, drawn by the banner route, with alt text in the view language', () => {
    for (const view of storeViews) {
      const doc = docOf(view.storeCode);
      const topics = all(doc).map((b) => /^\/banners\/[a-z]+-([a-z-]+)\.svg$/.exec(b.image)?.[1] ?? '');
      expect(new Set(topics).size, view.storeCode).toBe(topics.length);
      for (const topic of topics) expect(bannerTopic(topic)).toBe(topic);
      for (const banner of all(doc)) {
        expect(banner.alt.length, `${view.storeCode} ${banner.image}`).toBeGreaterThan(5);
        expect(banner.link.startsWith(view.appendStoreCode ? `/${view.storeCode}/` : '/')).toBe(true);
      }
    }
  });

  it("are translated: no other language shows the English title or alt text", () => {
    const en = all(bannerDoc(ctx, 'en', '', { country: 'IT' }) as unknown as Doc);
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const other = all(bannerDoc(ctx, language, '', { country: 'IT' }) as unknown as Doc);
      expect(other).toHaveLength(en.length);
      other.forEach((banner, index) => {
        expect(banner.title, `${language} ${banner.image}`).not.toBe(en[index]?.title);
        expect(banner.alt, `${language} ${banner.image}`).not.toBe(en[index]?.alt);
      });
    }
  });
});
