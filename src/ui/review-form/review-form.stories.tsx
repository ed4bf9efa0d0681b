import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { ReviewForm, type ReviewFormField, type ReviewFormProps, type ReviewFormValues } from './review-form';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';

const labels: ReviewFormProps['labels'] = {
  heading: 'Add review',
  nickname: 'Name',
  title: 'Summary',
  detail: 'Review',
  rating: 'Your rating',
  ratingOption: (value) => `${value} of 5`,
  submit: 'Add review',
};
const empty: ReviewFormValues = { nickname: '', title: '', detail: '', rating: null };
const sent = fn();

/** A form that requires every field and a name of two letters, as the reviews module does. */
function Validating() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<ReviewFormField, string>>>({});
  return (
    <ReviewForm
      labels={labels}
      values={values}
      errors={errors}
      onChange={(field, value) => setValues((old) => ({ ...old, [field]: value }))}
      onSubmit={() => {
        const next: Partial<Record<ReviewFormField, string>> = {};
        if (values.nickname.trim().length < 2) next.nickname = values.nickname.trim() ? 'Name must have at least 2 letters.' : 'Field is required.';
        if (!values.title.trim()) next.title = 'Field is required.';
        if (!values.detail.trim()) next.detail = 'Field is required.';
        if (values.rating === null) next.rating = 'Field is required.';
        setErrors(next);
        if (Object.keys(next).length === 0) sent(values);
      }}
    />
  );
}

const meta = {
  title: 'UI/ReviewForm',
  component: ReviewForm,
  args: { labels, values: empty, errors: {}, onChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof ReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithMessages: Story = {
  args: {
    values: { nickname: 'K', title: '', detail: 'Fits well.', rating: null },
    errors: { nickname: 'Name must have at least 2 letters.', title: 'Field is required.', rating: 'Field is required.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Name must have at least 2 letters.');
    await expect(canvas.getByLabelText('Summary')).toHaveAccessibleDescription('Field is required.');
    await expect(canvas.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription('Field is required.');
  },
};

export const Sending: Story = {
  args: { values: { nickname: 'Kadri', title: 'Good value', detail: 'Fits well.', rating: 4 }, submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add review' })).toBeDisabled();
  },
};

export const ValidatedWithTheKeyboard: Story = {
  render: () => <Validating />,
  play: async ({ canvas, userEvent }) => {
    sent.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Add review' }));
    await expect(canvas.getByLabelText('Name')).toHaveFocus();
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Field is required.');
    const name = canvas.getByLabelText('Name');
    // Visible focus, and targets of at least 24x24 px.
    await expect(getComputedStyle(name).outlineStyle).toBe('solid');
    await expect(name.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
    await userEvent.keyboard('Kadri');
    await userEvent.tab();
    await userEvent.keyboard('Good value');
    await userEvent.tab();
    await userEvent.keyboard('Fits well.');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await expect(sent).toHaveBeenCalledWith({ nickname: 'Kadri', title: 'Good value', detail: 'Fits well.', rating: 4 });
  },
};

/** Usable at 320 px: the fields shrink with the page. */
export const Narrow: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <ReviewForm {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('form') as HTMLElement;
    await expect(form.scrollWidth).toBeLessThanOrEqual(320);
  },
};

/** The longest real strings on a 320 px phone: Finnish's labels and Russian's messages. Nothing sticks out sideways. */
export const LongTexts: Story = {
  args: { labels: { heading: 'Lisää arvostelu', nickname: 'Nimi', title: 'Yhteenveto', detail: 'Arvostelu', rating: 'Arvosanasi', ratingOption: (value: number) => `${value} / 5`, submit: 'Lisää arvostelu' }, errors: { nickname: 'Имя должно содержать не менее 2 букв.', title: 'Поле обязательно для заполнения.' } },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Имя должно содержать не менее 2 букв.')).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
