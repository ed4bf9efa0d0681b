import { cleanup, render, screen, within } from '@testing-library/react';
import { createInstance } from 'i18next';
import { Container } from 'inversify';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { KernelProvider, Slot } from '../../kernel';
import { ApiFetchToken, type ApiFetch } from '../../kernel/api';
import { PageProvider } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { createTestKernel, makeTestStoreView, recordingModule, testProductSummary } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import { reviewsModule } from './index';
import type { ReviewDocument } from './logic/reviews';
import et from './locales/et.json';

/** An Estonian view: Estonian texts, decimal comma. */
const est = makeTestStoreView({ language: 'et', locale: 'et-EE' });

const doc = (id: number, productId: number, value: number): ReviewDocument => ({
  id,
  product_id: productId,
  title: `Title ${id}`,
  detail: `Detail ${id}`,
  nickname: `Author ${id}`,
  review_status: 1,
  ratings: [{ value }],
  created_at: '2026-11-01T10:00:00Z',
});

const notificationsStub = recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' });

/** The review index: product 7 has two reviews (5 and 4 stars), product 8 one (3 stars), product 9 none. */
const REVIEWS = [doc(1, 7, 5), doc(2, 7, 4), doc(3, 8, 3)];

function fakeApi() {
  const searches: { product_id: number[] }[] = [];
  const fetchApi: ApiFetch = async (path) => {
    const request = JSON.parse(new URL(path, 'http://test').searchParams.get('request') ?? '{}') as {
      query: { bool: { filter: { bool: { must: { terms: Record<string, number[]> }[] } } } };
    };
    const ids = request.query.bool.filter.bool.must.flatMap((clause) => clause.terms.product_id ?? []);
    searches.push({ product_id: ids });
    const hits = REVIEWS.filter((review) => ids.includes(review.product_id));
    return new Response(JSON.stringify({ hits: { total: { value: hits.length }, hits: hits.map((review) => ({ _source: review })) } }), { headers: { 'content-type': 'application/json' } });
  };
  const services = new Container();
  services.bind(ApiFetchToken).toConstantValue(fetchApi);
  return { services, searches };
}

async function renderCards(api: ReturnType<typeof fakeApi>, productIds: number[]) {
  const kernel = await createTestKernel([notificationsStub, reviewsModule], { container: api.services, storeView: est });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'et', resources: { et: { reviews: et } }, react: { useSuspense: false } });
  render(
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={kernel}>
        <PageProvider value={testPageContext(est, createLinkHelper(est, []))}>
          {productIds.map((productId) => (
            <article key={productId} aria-label={`card ${productId}`}>
              <Slot name="product/cardRating" props={{ productId }} />
            </article>
          ))}
        </PageProvider>
      </KernelProvider>
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('review stars on product cards (slot product/cardRating)', () => {
  it('shows each card its average and count, read for all the cards in one search', async () => {
    const api = fakeApi();
    await renderCards(api, [7, 8, 9]);
    const seven = within(screen.getByRole('article', { name: 'card 7' }));
    expect(await seven.findByRole('img', { name: '4,5 / 5' })).toBeTruthy();
    expect(seven.getByText('(2 arvustust)')).toBeTruthy();
    const eight = within(screen.getByRole('article', { name: 'card 8' }));
    expect(await eight.findByRole('img', { name: '3 / 5' })).toBeTruthy();
    expect(eight.getByText('(1 arvustus)')).toBeTruthy();
    // A product without reviews shows no stars.
    expect(screen.getByRole('article', { name: 'card 9' }).childElementCount).toBe(0);
    expect(api.searches).toEqual([{ product_id: [7, 8, 9] }]);
  });
});

describe('review stars in the product page buy box (slot product/buyBox)', () => {
  it('shows the average with a link to the reviews section', async () => {
    const api = fakeApi();
    const kernel = await createTestKernel([notificationsStub, reviewsModule], { container: api.services, storeView: est });
    const i18n = createInstance();
    await i18n.use(initReactI18next).init({ lng: 'et', resources: { et: { reviews: et } }, react: { useSuspense: false } });
    const product = { ...testProductSummary('BRK-7', { name: 'Brake pads', slug: 'brake-pads', price: 30 }), id: 7 };
    render(
      <I18nextProvider i18n={i18n}>
        <KernelProvider kernel={kernel}>
          <PageProvider value={testPageContext(est, createLinkHelper(est, []))}>
            <Slot name="product/buyBox" props={{ product }} />
          </PageProvider>
        </KernelProvider>
      </I18nextProvider>,
    );
    expect(await screen.findByRole('img', { name: '4,5 / 5' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '2 arvustust' }).getAttribute('href')).toBe('#reviews');
  });
});
