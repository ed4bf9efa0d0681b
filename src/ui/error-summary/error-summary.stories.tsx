import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { ErrorSummary } from './error-summary';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';

const meta = {
  title: 'UI/ErrorSummary',
  component: ErrorSummary,
  args: {
    title: 'There is a problem',
    items: [
      { fieldId: 'story-first-name', text: 'First name: Field is required.' },
      { fieldId: 'story-email', text: 'E-mail address: Please provide valid e-mail address.' },
    ],
  },
  render: (args) => <SummaryAndFields {...args} />,
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The summary above two fields; "Submit" bumps the focus key as a form's failed submit does. */
function SummaryAndFields(args: Parameters<typeof ErrorSummary>[0]) {
  const [attempt, setAttempt] = useState(0);
  return (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '30rem' }}>
      <ErrorSummary {...args} focusKey={attempt} />
      <label htmlFor="story-first-name">First name</label>
      <input id="story-first-name" />
      <label htmlFor="story-email">E-mail address</label>
      <input id="story-email" />
      <button type="button" onClick={() => setAttempt((n) => n + 1)}>
        Submit
      </button>
    </div>
  );
}

/** A failed submit focuses the summary; its links move focus to their fields. */
export const AfterSubmit: Story = {
  play: async ({ canvas }) => {
    const summary = canvas.getByRole('alert');
    await expect(summary).not.toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(summary).toHaveFocus();
    await expect(canvas.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'E-mail address: Please provide valid e-mail address.' }));
    await expect(canvas.getByLabelText('E-mail address')).toHaveFocus();
  },
};

/** Without problems nothing is shown. */
export const NoProblems: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The longest real strings on a 320 px phone: Italian's title and Russian's messages (the longest). Nothing sticks out sideways. */
export const LongTexts: Story = {
  args: { title: 'Si è verificato un problema', items: [{ fieldId: 'story-first-name', text: 'Имя: Поле обязательно для заполнения.' }, { fieldId: 'story-email', text: 'Адрес электронной почты: Пожалуйста, укажите действительный адрес электронной почты.' }] },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: /Адрес электронной почты/ })).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
