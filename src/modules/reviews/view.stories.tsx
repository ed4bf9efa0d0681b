import type { Meta, StoryObj } from '@storybook/react-vite';
import { createInstance } from 'i18next';
import { Container } from 'inversify';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { expect } from 'storybook/test';
import { defineModule, KernelProvider, Slot } from '../../kernel';
import { ApiFetchToken, type ApiFetch } from '../../kernel/api';
import { PageProvider } from '../../kernel/react';
import { createLinkHelper } from '../../kernel/store-view';
import { testStoreView } from '../../kernel/testing';
import { testPageContext } from '../../kernel/testing/page-context';
import { createTestKernel } from '../../kernel/testing/test-kernel';
import { reviewsModule } from './index';
import type { ReviewDocument } from './logic/reviews';
import en from './locales/en.json';

const product = { id: 7, sku: 'BRK-7', childSku: null, name: 'Brake pads', slug: 'brake-pads', typeId: 'simple', brand: null, image: null, price: 30, regularPrice: null, stock: 'in_stock' } as const;

const seeded: ReviewDocument[] = [
  { id: 4, product_id: 7, title: 'Fits as described', detail: 'Checked the OE number first, fitted in twenty minutes.', nickname: 'John', review_status: 1, ratings: [{ value: 5 }], created_at: '2025-11-27T10:00:00.000Z' },
  { id: 5, product_id: 7, title: 'Good value', detail: 'Does the job. Delivery took a week.', nickname: 'Mary', review_status: 1, ratings: [{ value: 4 }], created_at: '2025-11-18T10:00:00.000Z' },
];

/** The reviews module requires notifications; the stories show none (modules never import each other). */
const notificationsStub = defineModule({ id: 'notifications' });

/** A kernel whose catalogue API answers `reviews` (or never, to keep the loading state). */
async function withReviews(reviews: ReviewDocument[] | 'loading') {
  const fetchApi: ApiFetch = () =>
    reviews === 'loading'
      ? new Promise(() => {})
      : Promise.resolve(new Response(JSON.stringify({ hits: { total: { value: reviews.length }, hits: reviews.map((review) => ({ _source: review })) } }), { headers: { 'content-type': 'application/json' } }));
  const services = new Container();
  services.bind(ApiFetchToken).toConstantValue(fetchApi);
  const kernel = await createTestKernel([notificationsStub, reviewsModule], { container: services, reactors: false });
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { reviews: en } }, react: { useSuspense: false } });
  return { kernel, i18n };
}

const meta = {
  title: 'Modules/Reviews',
  render: (_args, { loaded }) => (
    <I18nextProvider i18n={loaded.i18n}>
      <KernelProvider kernel={loaded.kernel}>
        <PageProvider value={testPageContext(testStoreView, createLinkHelper(testStoreView, []))}>
          <Slot name="product/sections" props={{ product }} />
        </PageProvider>
      </KernelProvider>
    </I18nextProvider>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoReviews: Story = {
  loaders: [() => withReviews(seeded)],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Fits as described' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '4.5 of 5' })).toBeVisible();
    await expect(canvas.getByText('(2 reviews)')).toBeVisible();
  },
};

export const Loading: Story = {
  loaders: [() => withReviews('loading')],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading reviews…');
    await expect(canvas.getByRole('button', { name: 'Add review' })).toBeVisible();
  },
};

export const NoReviewsYet: Story = {
  loaders: [() => withReviews([])],
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(/No reviews have been posted yet/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add review' }));
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Field is required.');
  },
};
