import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { Container } from 'inversify';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { KernelProvider, Slot } from '../../kernel';
import { PageProvider } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { containerSession, createMemoryTaskStore, createSyncLayer, SyncLayerToken, UserSessionToken, type UserSessionPort } from '../../kernel/sync';
import { createTestKernel, makeTestStoreView, recordingModule } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import { reviewsModule } from './index';
import en from './locales/en.json';
import type { MyReview } from './my-reviews-api';

/** The English view, with its /eng prefix on every link. */
const eng = makeTestStoreView({ storeCode: 'eng', appendStoreCode: true, isDefault: false });
const customer = { id: 7, email: 'kadri@example.com', firstname: 'Kadri', lastname: 'Tamm', groupId: 1 };

const review = (n: number, overrides: Partial<MyReview> = {}): MyReview => ({
  id: n,
  product_id: 100 + n,
  sku: `BP-${n}`,
  name: `Brake pads ${n}`,
  slug: `brake-pads-${n}`,
  title: `Review ${n}`,
  detail: `Detail ${n}`,
  nickname: 'Kadri',
  review_status: 2,
  ratings: [{ rating_id: 1, value: 4 }],
  created_at: '2024-03-05T07:04:00.000Z',
  ...overrides,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Answer = (page: number, size: number) => Response | Promise<Response>;

/** `count` reviews in pages as GET /api/user/reviews answers them. */
const pages =
  (all: MyReview[]): Answer =>
  (page, size) =>
    json({ code: 200, result: { items: all.slice((page - 1) * size, page * size), total_count: all.length, page_size: size, current_page: page } });

/** Renders the account sections of the reviews module for a signed-in customer whose API calls go to `answer`. */
async function renderSection(answer: Answer) {
  const urls: string[] = [];
  const services = new Container();
  const session: UserSessionPort = { getToken: () => 'tok-7', refresh: async () => null, onAuthAborted: () => {} };
  services.bind(UserSessionToken).toConstantValue(session);
  // The section is a lazy fill (ADR 0065): its requests wait until it is on screen, so each test starts from
  // the drawn section in its loading state, however long the import takes.
  let drawn!: () => void;
  const onScreen = new Promise<void>((resolve) => (drawn = resolve));
  const sync = createSyncLayer({
    fetch: async (input) => {
      await onScreen;
      urls.push(String(input));
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/user/reviews') return json({ code: 404, result: 'not found' }, 404);
      return answer(Number(url.searchParams.get('currentPage')), Number(url.searchParams.get('pageSize')));
    },
    session: containerSession(services),
    notify: () => {},
    store: createMemoryTaskStore(),
    online: () => true,
    logger: { warn: () => {} },
  });
  services.bind(SyncLayerToken).toConstantValue(sync);
  const notifications = recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' });
  const kernel = await createTestKernel([notifications, reviewsModule], { container: services, storeView: eng });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { reviews: en } }, react: { useSuspense: false } });
  const link = createLinkHelper(eng, [{ name: 'simple-product', path: '/p/:parentSku/:slug' }]);
  render(
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={kernel}>
        <PageProvider value={testPageContext(eng, link)}>
          <Slot name="account/sections" props={{ customer }} />
        </PageProvider>
      </KernelProvider>
    </I18nextProvider>,
  );
  await screen.findByRole('region', { name: 'My product reviews' }, { timeout: 10_000 });
  drawn();
  return { urls };
}

const section = () => screen.getByRole('region', { name: 'My product reviews' });
const items = () => within(section()).queryAllByRole('article');

afterEach(cleanup);

describe('My product reviews (My Account)', () => {
  it('shows a loading state, then the reviews newest first as given, with product link, title, stars, date and status', async () => {
    const { urls } = await renderSection(
      pages([
        review(3, { review_status: 3, ratings: [{ rating_id: 1, value: 2 }] }),
        review(2, { review_status: 1, ratings: [{ rating_id: 1, value: 5 }], created_at: '2024-02-01T10:30:00.000Z' }),
        review(1, { ratings: [] }),
      ]),
    );
    expect(within(section()).getByRole('status').textContent).toBe('Loading your reviews…');
    await within(section()).findByRole('heading', { level: 3, name: 'Brake pads 3' });
    expect(urls).toEqual(['/api/user/reviews?token=tok-7&storeCode=eng&pageSize=20&currentPage=1']);

    const [third, second, first] = items();
    expect(within(third!).getByRole('link', { name: 'Brake pads 3' }).getAttribute('href')).toBe('/eng/p/BP-3/brake-pads-3');
    expect(within(third!).getByText('Review 3')).toBeTruthy();
    expect(within(third!).getByRole('img', { name: '2 of 5' })).toBeTruthy();
    expect(within(third!).getByText('Not approved')).toBeTruthy();
    expect(within(second!).getByRole('img', { name: '5 of 5' })).toBeTruthy();
    expect(within(second!).getByText('Approved')).toBeTruthy();
    const date = within(second!).getByText('12:30 1-2-2024');
    expect(date.tagName).toBe('TIME');
    expect(date.getAttribute('dateTime')).toBe('2024-02-01T10:30:00.000Z');
    // A review without stars shows none rather than a made-up rating.
    expect(within(first!).queryByRole('img')).toBeNull();
    expect(within(first!).getByText('Pending')).toBeTruthy();
    expect(within(section()).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows 20, then the next 20 with "Show more", focusing the first added review, until all are listed', async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: 45 }, (_, i) => review(45 - i));
    const { urls } = await renderSection(pages(all));
    await within(section()).findByRole('heading', { level: 3, name: 'Brake pads 45' });
    expect(items()).toHaveLength(20);

    await user.click(within(section()).getByRole('button', { name: 'Show more' }));
    await within(section()).findByRole('heading', { level: 3, name: 'Brake pads 25' });
    expect(items()).toHaveLength(40);
    // Focus moves in an effect after the added reviews render: wait for it.
    await waitFor(() => expect(document.activeElement).toBe(within(items()[20]!).getByRole('link', { name: 'Brake pads 25' })));

    await user.click(within(section()).getByRole('button', { name: 'Show more' }));
    await within(section()).findByRole('heading', { level: 3, name: 'Brake pads 1' });
    expect(items().map((item) => within(item).getByRole('heading').textContent)).toEqual(all.map((r) => r.name));
    expect(within(section()).queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(urls.map((url) => new URL(url, 'http://x').searchParams.get('currentPage'))).toEqual(['1', '2', '3']);
  });

  it('never lists a review twice when a new one shifted the next page', async () => {
    const user = userEvent.setup();
    const all = Array.from({ length: 25 }, (_, i) => review(25 - i));
    let shifted = false;
    await renderSection((page, size) => (shifted ? pages([review(26), ...all])(page, size) : pages(all)(page, size)));
    await within(section()).findByRole('heading', { level: 3, name: 'Brake pads 25' });
    shifted = true;
    await user.click(within(section()).getByRole('button', { name: 'Show more' }));
    await within(section()).findByRole('heading', { level: 3, name: 'Brake pads 1' });
    expect(items()).toHaveLength(25);
    // The server now counts 26: the newest shows on the next visit, and "Show more" stays for it.
    expect(within(section()).getByRole('button', { name: 'Show more' })).toBeTruthy();
  });

  it('says when the customer has written no reviews', async () => {
    await renderSection(pages([]));
    expect((await within(section()).findByText('You have not reviewed any products yet.')).tagName).toBe('P');
    expect(within(section()).queryByRole('list')).toBeNull();
  });

  it('says when the reviews cannot be loaded, and when the next page cannot, keeping what is listed', async () => {
    await renderSection(() => json({ code: 500, result: 'Internal Server Error' }, 500));
    expect((await within(section()).findByRole('alert')).textContent).toBe('Your reviews could not be loaded. Try again in a few seconds.');
    expect(within(section()).queryByRole('list')).toBeNull();
    cleanup();

    const user = userEvent.setup();
    const all = Array.from({ length: 21 }, (_, i) => review(21 - i));
    let failing = false;
    await renderSection((page, size) => (failing ? Promise.reject(new TypeError('Failed to fetch')) : pages(all)(page, size)));
    await within(section()).findByRole('heading', { level: 3, name: 'Brake pads 21' });
    failing = true;
    await user.click(within(section()).getByRole('button', { name: 'Show more' }));
    expect((await within(section()).findByRole('alert')).textContent).toBe('Your reviews could not be loaded. Try again in a few seconds.');
    expect(items()).toHaveLength(20);

    failing = false;
    await user.click(within(section()).getByRole('button', { name: 'Show more' }));
    await within(section()).findByRole('heading', { level: 3, name: 'Brake pads 1' });
    await act(async () => {});
    expect(within(section()).queryByRole('alert')).toBeNull();
    expect(items()).toHaveLength(21);
  });
});
