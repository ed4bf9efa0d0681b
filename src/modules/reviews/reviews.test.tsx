import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { Container } from 'inversify';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { KernelProvider, Slot } from '../../kernel';
import { ApiFetchToken, type ApiFetch } from '../../kernel/api';
import { PageProvider } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { containerSession, createMemoryTaskStore, createSyncLayer, SyncLayerToken, UserSessionToken, type UserSessionPort } from '../../kernel/sync';
import { createTestKernel, makeTestStoreView, recordingModule, testProductSummary } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import { reviewsModule } from './index';
import type { ReviewDocument } from './logic/reviews';
import et from './locales/et.json';

/** An Estonian view: Estonian texts, decimal comma. */
const est = makeTestStoreView({ language: 'et', locale: 'et-EE' });

const product = testProductSummary('BRK-7', { name: 'Brake pads', slug: 'brake-pads', price: 30 });

const doc = (id: number, value: number, createdAt: string): ReviewDocument => ({
  id,
  product_id: 7,
  title: `Title ${id}`,
  detail: `Detail ${id}`,
  nickname: `Author ${id}`,
  review_status: 1,
  ratings: [{ value }],
  created_at: createdAt,
});

/** Stands in for the notifications module (modules never import each other): records what is notified. */
const notificationsStub = recordingModule('notifications', { 'notifications/notify': 'notifications/notificationAdded' });

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A fake API: the review search answers `reviews`; the review POST answers `post` (or throws: offline).
 * With `token`, a customer is signed in (the user module's session holds that token).
 */
function fakeApi(reviews: ReviewDocument[], post: () => Response | Promise<Response>, token: string | null = null) {
  const posted: unknown[] = [];
  const postedUrls: string[] = [];
  const searches: string[] = [];
  let releaseSearch: () => void = () => {};
  const searchGate = new Promise<void>((resolve) => (releaseSearch = resolve));
  const fetchApi: ApiFetch = async (path) => {
    searches.push(path);
    await searchGate;
    return json({ hits: { total: { value: reviews.length }, hits: reviews.map((review) => ({ _source: review })) } });
  };
  const services = new Container();
  const sync = createSyncLayer({
    fetch: async (url, init) => {
      postedUrls.push(String(url));
      posted.push(JSON.parse(String(init?.body)));
      return post();
    },
    session: containerSession(services),
    notify: () => {},
    store: createMemoryTaskStore(),
    online: () => true,
    logger: { warn: () => {} },
  });
  services.bind(ApiFetchToken).toConstantValue(fetchApi);
  services.bind(SyncLayerToken).toConstantValue(sync);
  if (token !== null) {
    const session: UserSessionPort = { getToken: () => token, refresh: async () => null, onAuthAborted: () => {} };
    services.bind(UserSessionToken).toConstantValue(session);
  }
  return { services, posted, postedUrls, searches, releaseSearch };
}

async function setup(api: ReturnType<typeof fakeApi>) {
  const kernel = await createTestKernel([notificationsStub, reviewsModule], { container: api.services, storeView: est });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'et', resources: { et: { reviews: et } }, react: { useSuspense: false } });
  render(
    <I18nextProvider i18n={i18n}>
      <KernelProvider kernel={kernel}>
        <PageProvider value={testPageContext(est, createLinkHelper(est, []))}>
          <Slot name="product/sections" props={{ product }} />
        </PageProvider>
      </KernelProvider>
    </I18nextProvider>,
  );
  /** The notifications so far, as the shopper reads them (translated from their namespace). */
  const notified = async () =>
    (await kernel.log.read())
      .filter((event) => event.type === 'notifications/notificationAdded')
      .map((event) => {
        const { type, message, ns } = event.data as { type: string; message: string; ns?: string };
        return { type, text: i18n.t(message, { ns, keySeparator: false, nsSeparator: false }) };
      });
  return { kernel, notified };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Nimi'), 'Kadri');
  await user.type(screen.getByLabelText('Kokkuvõte'), 'Hea hinnaga');
  await user.type(screen.getByLabelText('Arvustus'), 'Kvaliteet on hea.');
  await user.click(screen.getByRole('radio', { name: '4 / 5' }));
}

afterEach(cleanup);

describe('reviews on the product page', () => {
  it('shows a loading state, then the approved reviews newest first with stars, the average and the count', async () => {
    const api = fakeApi([doc(2, 5, '2025-12-24T10:00:00.000Z'), doc(1, 4, '2025-11-18T10:00:00.000Z')], () => json({ code: 200, result: {} }));
    await setup(api);
    expect(screen.getByRole('status').textContent).toBe('Arvustuste laadimine…');
    await act(async () => api.releaseSearch());
    await screen.findByRole('heading', { level: 3, name: 'Title 2' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent).slice(0, 2)).toEqual(['Title 2', 'Title 1']);
    expect(screen.getByRole('img', { name: '4,5 / 5' })).toBeTruthy();
    expect(screen.getByText('(2 arvustust)')).toBeTruthy();
    expect(screen.getByText('12:00 24-12-2025')).toBeTruthy();
    const request = JSON.parse(new URL(api.searches[0] ?? '', 'http://x').searchParams.get('request') ?? '{}');
    expect(request.query.bool.filter.bool.must).toEqual([{ terms: { product_id: [7] } }, { terms: { review_status: [1] } }]);
  });

  it('says so when there are no reviews yet', async () => {
    const api = fakeApi([], () => json({ code: 200, result: {} }));
    await setup(api);
    await act(async () => api.releaseSearch());
    expect(await screen.findByText(/Arvustusi pole veel lisatud/)).toBeTruthy();
  });

  it("puts the spec's messages beside the fields and sends nothing while a field is wrong", async () => {
    const user = userEvent.setup();
    const api = fakeApi([], () => json({ code: 200, result: {} }));
    await setup(api);
    await user.click(screen.getByRole('button', { name: 'Lisa arvustus' }));
    const name = screen.getByLabelText('Nimi');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Väli on kohustuslik.');
    expect(screen.getAllByText('Väli on kohustuslik.')).toHaveLength(4);
    expect(document.activeElement).toBe(name);
    await user.type(name, 'K');
    expect(screen.getByText('Nimi peab sisaldama vähemalt 2 tähte.')).toBeTruthy();
    expect(api.posted).toEqual([]);
  });

  it('sends a valid review, shows the success message and clears the form', async () => {
    const user = userEvent.setup();
    const api = fakeApi([], () => json({ code: 200, result: { id: 12, review_status: 2 } }));
    const { kernel, notified } = await setup(api);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Lisa arvustus' }));
    await act(() => kernel.whenIdle());
    expect(api.posted).toEqual([
      { review: { product_id: 7, title: 'Hea hinnaga', detail: 'Kvaliteet on hea.', nickname: 'Kadri', review_entity: 'product', store_id: 1, ratings: [{ rating_id: 1, value: 4 }] } },
    ]);
    // A guest's review carries no token: it belongs to nobody.
    expect(api.postedUrls).toEqual(['/api/review/create']);
    expect(await notified()).toEqual([{ type: 'success', text: 'Sinu arvustus saadeti modereerimisele.' }]);
    await waitFor(() => expect((screen.getByLabelText('Nimi') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Arvustus') as HTMLTextAreaElement).value).toBe('');
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(false);
  });

  it("a signed-in customer's review carries the session token, so the server makes it theirs", async () => {
    const user = userEvent.setup();
    const api = fakeApi([], () => json({ code: 200, result: { id: 13, review_status: 2 } }), 'customer token');
    const { kernel, notified } = await setup(api);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Lisa arvustus' }));
    await act(() => kernel.whenIdle());
    expect(api.postedUrls).toEqual(['/api/review/create?token=customer%20token']);
    // The body names no customer: the token is the only proof of who wrote it.
    expect(api.posted).toEqual([
      { review: { product_id: 7, title: 'Hea hinnaga', detail: 'Kvaliteet on hea.', nickname: 'Kadri', review_entity: 'product', store_id: 1, ratings: [{ rating_id: 1, value: 4 }] } },
    ]);
    expect(await notified()).toEqual([{ type: 'success', text: 'Sinu arvustus saadeti modereerimisele.' }]);
  });

  it('offline or refused: the error message, and the review stays in the form', async () => {
    const user = userEvent.setup();
    let answer: () => Promise<Response> = () => Promise.reject(new TypeError('Failed to fetch'));
    const api = fakeApi([], () => answer());
    const { kernel, notified } = await setup(api);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Lisa arvustus' }));
    await act(() => kernel.whenIdle());
    expect(await notified()).toEqual([{ type: 'error', text: 'Midagi läks valesti. Proovi mõne sekundi pärast uuesti.' }]);
    expect((screen.getByLabelText('Nimi') as HTMLInputElement).value).toBe('Kadri');
    expect(kernel.getProjection('reviews/submissions').byProduct['7']?.status).toBe('failed');

    answer = async () => json({ code: 400, result: 'title: Field is required.' }, 400);
    await user.click(screen.getByRole('button', { name: 'Lisa arvustus' }));
    await act(() => kernel.whenIdle());
    const failures = (await kernel.log.read()).filter((event) => event.type === 'reviews/submissionFailed').map((event) => event.data);
    expect(failures).toMatchObject([{ code: 0 }, { code: 400, message: 'title: Field is required.' }]);
    expect((screen.getByLabelText('Kokkuvõte') as HTMLInputElement).value).toBe('Hea hinnaga');
  });
});
