import { describe, expect, it } from 'vitest';
import type { MailLanguage } from '../../mail/outbox';
import { render as renderReset } from '../../mail/templates/password-reset';
import { render as renderCoupon } from '../../mail/templates/newsletter-coupon';

const LANGUAGES: MailLanguage[] = ['et', 'ru', 'en', 'fi', 'it'];

describe('mail templates', () => {
  it('password reset: a different text per language, with the link and the validity', () => {
    const link = 'https://shop.example/eng/reset-password?token=abc&email=a%40b.ee';
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      const mail = renderReset(language, { firstname: 'Mari', link, validMinutes: 60 });
      subjects.add(mail.subject);
      expect(mail.text).toContain(link);
      expect(mail.text).toContain('Mari');
      expect(mail.text).toContain('60');
      expect(mail.html).toContain('href="https://shop.example/eng/reset-password?token=abc&amp;email=a%40b.ee"');
    }
    expect(subjects.size).toBe(5);
  });

  it('escape what the customer typed in the HTML body', () => {
    const mail = renderReset('en', { firstname: '<script>alert(1)</script>', link: 'https://shop.example/x', validMinutes: 60 });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain('<script>');
  });

  it('newsletter coupon: the code and the percentage in every language', () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      const mail = renderCoupon(language, { code: 'NEWS-ABCD2345', percent: 10 });
      subjects.add(mail.subject);
      expect(mail.subject).toContain('10');
      expect(mail.text).toContain('NEWS-ABCD2345');
      expect(mail.html).toContain('<strong>NEWS-ABCD2345</strong>');
    }
    expect(subjects.size).toBe(5);
    expect(renderCoupon('en', { code: 'NEWS-ABCD2345', percent: 10 }).subject).toBe('Thank you for subscribing! Your 10% discount code');
  });
});
