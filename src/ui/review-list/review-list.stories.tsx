import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReviewList, type ReviewListItem } from './review-list';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';

const reviews: ReviewListItem[] = [
  {
    id: 4,
    title: 'Fits as described',
    detail: 'Checked the OE number first, fitted in twenty minutes.',
    author: 'John',
    date: '02:00 27-11-2025',
    dateTime: '2025-11-27T00:00:00.000Z',
    rating: { value: 5, label: '5 of 5' },
  },
  {
    id: 5,
    title: 'Good value',
    detail: 'Does the job. Delivery took a week.',
    author: 'Mary',
    date: '02:00 18-11-2025',
    dateTime: '2025-11-18T00:00:00.000Z',
    rating: { value: 4, label: '4 of 5' },
  },
];

const meta = {
  title: 'UI/ReviewList',
  component: ReviewList,
  args: { reviews, loadingText: 'Loading reviews…', emptyText: 'No reviews have been posted yet.' },
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoReviews: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Fits as described' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '4 of 5' })).toBeVisible();
    await expect(canvas.getByText('02:00 18-11-2025').getAttribute('datetime')).toBe('2025-11-18T00:00:00.000Z');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading reviews…');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews have been posted yet.')).toBeVisible();
  },
};

/** Long words wrap instead of widening the page at 320 px. */
export const NarrowWithLongText: Story = {
  args: {
    reviews: [{ ...(reviews[0] as ReviewListItem), detail: 'Bremsscheibenverschleißanzeigekontaktsensorkabelhalterung '.repeat(3) }],
  },
  render: (args) => (
    <div style={{ width: 320 }}>
      <ReviewList {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('li') as HTMLElement;
    await expect(box.scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** The longest real strings on a 320 px phone: a long title, author and an unbroken address in the text. Nothing sticks out sideways. */
export const LongTexts: Story = {
  args: { reviews: [{ id: 1, title: 'Ausgezeichnete Bremsbelagsatzqualität, Verschleißwarnkontakt passt perfekt', detail: 'Eingebaut in zwanzig Minuten: https://www.autoparts24.example/eng/p/ATE-13.0460-7184.2/bremsbelagsatz-scheibenbremse-vorderachse', author: 'Kristjan-Sebastian Vahtramäe-Kuusemets', date: '02:00 27-11-2025', dateTime: '2025-11-27T00:00:00.000Z', rating: { value: 5, label: '5 из 5' } }] },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Kristjan-Sebastian Vahtramäe-Kuusemets', { exact: false })).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
