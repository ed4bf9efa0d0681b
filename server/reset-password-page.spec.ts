/**
 * The reset e-mail's link opens the reset page (issue 18 item 9, ADR 0041): in every store view, server-rendered
 * with the form for the link's account, never cached, never a referrer, never indexed.
 */
import { describe, expect, it } from 'vitest';
import { storeViews } from '../src/app/store-views';
import { userRoutes } from './api/user';
import { FIXTURE_DATABASE, FIXTURE_NOW } from './catalogue/documents/test-fixture';
import { createCustomer, requestPasswordReset } from './commerce/users';
import { mailsTo } from './mail/outbox';
import { forEachDatabase, useRenderedPages } from './testing';

/** Each view's link as the e-mail has it (the request came to localhost), the host it is opened on, and the page's heading there. */
const VIEWS = [
  { code: 'est', host: 'localhost', heading: 'Lähtesta parool', label: 'Uus parool' },
  { code: 'rus', host: 'localhost', heading: 'Сбросить пароль', label: 'Новый пароль' },
  { code: 'eng', host: 'localhost', heading: 'Reset password', label: 'New password' },
  { code: 'fin', host: 'fi.localhost', heading: 'Palauta salasana', label: 'Uusi salasana' },
  { code: 'ap24_italy_it', host: 'it.localhost', heading: 'Reimposta password', label: 'Nuova password' },
  { code: 'ap24_italy_en', host: 'localhost', heading: 'Reset password', label: 'New password' },
] as const;

forEachDatabase('the password reset page', ({ db }) => {
  const { page } = useRenderedPages(db, [userRoutes], FIXTURE_NOW);
  let seq = 0;

  /** A customer of `storeCode` asks for a link there; the link in the queued e-mail, split into path and host. */
  async function mailedLink(storeCode: string): Promise<{ email: string; path: string; host: string }> {
    const email = `reset-page.${++seq}@example.ee`;
    const view = storeViews.find((candidate) => candidate.storeCode === storeCode) ?? null;
    await createCustomer(db(), { email, firstname: 'Mari', lastname: 'Maasikas' }, 'old-password', view?.storeId ?? 2, FIXTURE_NOW);
    await requestPasswordReset(db(), storeViews, view, email, { protocol: 'http', host: 'localhost:3000' }, FIXTURE_NOW);
    const [mail] = await mailsTo(db(), email, 'password_reset');
    const href = /https?:\/\/\S+/.exec(mail?.text_body ?? '')?.[0] ?? '';
    const url = new URL(href);
    return { email, path: url.pathname + url.search, host: url.host };
  }

  it.each(VIEWS)("opens the e-mail's link of $code on the server with the form in the view's language", async ({ code, host, heading, label }) => {
    const link = await mailedLink(code);
    expect(link.host.split(':')[0]).toBe(host);
    const res = await page(link.path, link.host);
    expect(res.status).toBe(200);
    expect(res.html).toContain(`>${heading}</h1>`);
    expect(res.html).toContain(`>${label}</label>`);
    // The form is for the link's account (read-only, for password managers).
    expect(res.html).toMatch(new RegExp(`<input[^>]*value="${link.email.replace(/\./g, '\\.')}"[^>]*readOnly|<input[^>]*readOnly[^>]*value="${link.email.replace(/\./g, '\\.')}"`, 'i'));
  });

  it('is never stored, never sent as a referrer and never indexed', async () => {
    const link = await mailedLink('eng');
    const res = await page(link.path, link.host);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.html).toContain('<meta name="robots" content="noindex,nofollow"');
  });

  describe('a link that lost its token or e-mail', () => {
    it('says so and offers a new link instead of the form', async () => {
      for (const path of ['/eng/reset-password', '/eng/reset-password?email=mari%40example.ee', '/eng/reset-password?token=abc&email=mari']) {
        const res = await page(path);
        expect(res.status, path).toBe(200);
        expect(res.html, path).toContain('This password reset link is not complete. Request a new one below.');
        expect(res.html, path).toContain('Request a new link');
        expect(res.html, path).not.toContain('>New password</label>');
      }
    });
  });
}, FIXTURE_DATABASE);
