import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from 'inversify';
import { expect } from 'storybook/test';
import { Slot } from '../../kernel';
import { ApiFetchToken, type ApiFetch } from '../../kernel/api';
import { recordingModule, testProductSummary } from '../../kernel/testing';
import { loadModuleStory, ModuleStoryFrame } from '../../kernel/testing/module-story';
import { reviewsModule } from './index';
import type { ReviewDocument } from './logic/reviews';
import en from './locales/en.json';

const product = testProductSummary('BRK-7', { name: 'Brake pads', slug: 'brake-pads', price: 30 });

const seeded: ReviewDocument[] = [
  { id: 4, product_id: 7, title: 'Fits as described', detail: 'Checked the OE number first, fitted in twenty minutes.', nickname: 'John', review_status: 1, ratings: [{ value: 5 }], created_at: '2025-11-27T10:00:00.000Z' },
  { id: 5, product_id: 7, title: 'Good value', detail: 'Does the job. Delivery took a week.', nickname: 'Mary', review_status: 1, ratings: [{ value: 4 }], created_at: '2025-11-18T10:00:00.000Z' },
];

/** The reviews module requires notifications; the stories show none (modules never import each other). */
const notificationsStub = recordingModule('notifications');

/** A kernel whose catalogue API answers `reviews` (or never, to keep the loading state). */
async function withReviews(reviews: ReviewDocument[] | 'loading') {
  const fetchApi: ApiFetch = () =>
    reviews === 'loading'
      ? new Promise(() => {})
      : Promise.resolve(new Response(JSON.stringify({ hits: { total: { value: reviews.length }, hits: reviews.map((review) => ({ _source: review })) } }), { headers: { 'content-type': 'application/json' } }));
  const services = new Container();
  services.bind(ApiFetchToken).toConstantValue(fetchApi);
  return loadModuleStory([notificationsStub, reviewsModule], 'reviews', en, { container: services, reactors: false });
}

const meta = {
  title: 'Modules/Reviews',
  render: (_args, { loaded: { kernel, i18n } }) => (
    <ModuleStoryFrame kernel={kernel} i18n={i18n}>
      <Slot name="product/sections" props={{ product }} />
    </ModuleStoryFrame>
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
