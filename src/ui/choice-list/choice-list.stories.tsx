import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ChoiceList, type ChoiceListProps } from './choice-list';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';

const shipping: ChoiceListProps['options'] = [
  { value: 'flatrate_flatrate', title: 'DPD Courier', description: 'DPD', price: '5,00 €' },
  { value: 'courier_window_1300_1500', title: 'Tallinn and Rae courier 13:00-15:00', description: 'Same day', price: '8,00 €', details: <p>Delivered today.</p> },
];

/** A controlled list, as a step holds it. */
function Controlled(props: ChoiceListProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ChoiceList
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/ChoiceList',
  component: ChoiceList,
  render: (args) => <Controlled {...args} />,
  args: { id: 'shipping-method', name: 'shippingMethod', legend: 'Shipping method', options: shipping, value: 'flatrate_flatrate', onChange: fn() },
} satisfies Meta<typeof ChoiceList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing another method reports it and shows that method's details. */
export const ShippingMethods: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Shipping method' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /DPD Courier/ })).toBeChecked();
    await expect(canvas.queryByText('Delivered today.')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: /Tallinn and Rae/ }));
    await expect(args.onChange).toHaveBeenCalledWith('courier_window_1300_1500');
    await expect(canvas.getByText('Delivered today.')).toBeVisible();
  },
};

/** Nothing chosen yet: the message describes the group. */
export const WithError: Story = {
  args: { value: '', error: 'Field is required.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Shipping method' })).toHaveAccessibleDescription('Field is required.');
  },
};

/** Nothing to choose: the empty note. */
export const Empty: Story = {
  args: { options: [], value: '', emptyText: 'No payment methods are available for this order.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No payment methods are available for this order.')).toBeVisible();
  },
};

/** The longest real strings on a 320 px phone: Italian's legend and the Finnish courier text, the shop's longest shipping title. Nothing sticks out sideways. */
export const LongTexts: Story = {
  args: { legend: 'Metodo di spedizione', options: [{ value: 'flatrate_flatrate', title: 'DPD-kuriiri', description: 'DPD', price: '5,00 €' }, { value: 'courier_window_1300_1500', title: 'Kuriiri Tallinnassa ja Raessa: tilaa ennen klo 12:00, toimitus klo 13:00-15:00', description: 'Toimitus samana päivänä', price: '8,00 €' }] },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('radio', { name: /Kuriiri Tallinnassa ja Raessa/ })).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
