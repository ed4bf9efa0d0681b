import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { BottomSheet } from './bottom-sheet';

const onClose = fn();

function Demo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Filters (2)
      </button>
      <BottomSheet
        open={open}
        title="Filters"
        closeLabel="Close"
        doneLabel="Show 12 products"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <label>
          <input type="checkbox" defaultChecked /> ATE
        </label>
        <label>
          <input type="checkbox" /> Brembo
        </label>
      </BottomSheet>
    </>
  );
}

const meta = {
  title: 'UI/BottomSheet',
  component: BottomSheet,
  args: { open: true, title: 'Filters', closeLabel: 'Close', doneLabel: 'Show 12 products', onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BottomSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from its button: focus moves in, Tab stays in, Escape closes and returns focus to the button. */
export const OpenAndClose: Story = {
  render: () => <Demo />,
  play: async ({ canvas, userEvent }) => {
    onClose.mockClear();
    const opener = canvas.getByRole('button', { name: 'Filters (2)' });
    await userEvent.click(opener);
    const sheet = canvas.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toHaveFocus();
    await expect(getComputedStyle(sheet).position).toBe('fixed');
    const done = canvas.getByRole('button', { name: 'Show 12 products' });
    done.focus();
    await userEvent.tab();
    await expect(sheet.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

/** "Show N products" closes the sheet. */
export const DoneCloses: Story = {
  render: () => <Demo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (2)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show 12 products' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** Open with content, as a story to look at. */
export const Open: Story = {
  args: { children: <p>Brand, price and the part's attributes go here.</p> },
};
