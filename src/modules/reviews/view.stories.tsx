import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from 'inversify';
import { expect } from 'storybook/test';
import { Slot } from '../../kernel';
import { ApiFetchToken, type ApiFetch } from '../../kernel/api';
import { recordingModule, testProductSummary } from '../../kernel/testing';
import { eachLanguage, LanguageFrames, languageInstances, loadModuleStory, ModuleStoryFrame, namespaceLocales } from '../../kernel/testing/module-story';
import { inPhone, overflowing, phone, phoneRoot } from '../../ui/story-phone';
import { reviewsModule } from './index';
import type { ReviewDocument } from './logic/reviews';
import en from './locales/en.json';
import et from './locales/et.json';
import fi from './locales/fi.json';
import it from './locales/it.json';
import ru from './locales/ru.json';

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

const locales = { et, ru, en, fi, it };

/** A long title, nickname and an unbroken word in a review's text on a 320 px phone: the review wraps. */
export const LongTextsOnAPhone: Story = {
  loaders: [
    () =>
      withReviews([
        {
          ...seeded[0]!,
          title: 'Ausgezeichnete Bremsbelagsatzqualität, Verschleißwarnkontakt passt perfekt',
          nickname: 'Kristjan-Sebastian Vahtramäe-Kuusemets',
          detail: 'Eingebaut in zwanzig Minuten: https://www.autoparts24.example/eng/p/ATE-13.0460-7184.2/bremsbelagsatz-scheibenbremse-vorderachse',
        },
      ]),
  ],
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: /^Ausgezeichnete/ })).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};

/** The five languages side by side, at a phone's viewport: no reviews yet (the longest text) and the form's button. */
export const Languages: Story = {
  loaders: [async () => ({ ...(await withReviews([])), i18ns: await languageInstances(namespaceLocales('reviews', locales)) })],
  parameters: { viewport: phone.viewport },
  render: (_args, { loaded: { kernel, i18ns } }) => <LanguageFrames kernel={kernel} i18ns={i18ns}>{() => <Slot name="product/sections" props={{ product }} />}</LanguageFrames>,
  play: async ({ canvasElement }) => {
    await eachLanguage(canvasElement, async (frame, language, region) => {
      const texts = locales[language];
      await expect(await frame.findByText(texts.empty)).toBeVisible();
      await expect(frame.getByRole('button', { name: texts.form.submit })).toBeVisible();
      await expect(overflowing(region)).toEqual([]);
    });
  },
};
