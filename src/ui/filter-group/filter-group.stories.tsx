import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { FilterGroup } from './filter-group';
import type { FilterOption } from './filter-group';
import { inPhone, overflowing, phone, phoneRoot } from '../story-phone';

const brands: FilterOption[] = [
  { id: '12', label: 'ATE', count: 14, checked: false },
  { id: '13', label: 'Bosch', count: 31, checked: false },
  { id: '14', label: 'Brembo', count: 9, checked: false },
  { id: '15', label: 'MANN-FILTER', count: 22, checked: false },
  { id: '16', label: 'TRW', count: 17, checked: false },
];

const prices: FilterOption[] = [
  { id: '0.0-50.0', label: '< €50', count: 41, checked: false },
  { id: '50.0-100.0', label: '€50-100', count: 12, checked: false },
  { id: '100.0-150.0', label: '€100-150', count: 6, checked: false },
  { id: '150.0-*', label: '> €150', count: 2, checked: false },
];

const meta = {
  title: 'UI/FilterGroup',
  component: FilterGroup,
  args: { title: 'Brand', name: 'brand', options: brands, onToggle: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '18rem' }}><Story /></div>],
} satisfies Meta<typeof FilterGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

// Plays the caller: keeps the query the way the category page does (multi toggles, single replaces or clears).
function Stateful({ title, initial, mode }: { title: string; initial: FilterOption[]; mode: 'multiple' | 'single' }) {
  const [options, setOptions] = useState(initial);
  const toggle = (id: string) =>
    setOptions((current) =>
      current.map((option) =>
        option.id === id ? { ...option, checked: !option.checked } : mode === 'single' ? { ...option, checked: false } : option,
      ),
    );
  return <FilterGroup title={title} options={options} mode={mode} onToggle={toggle} />;
}

export const Brands: Story = {
  render: () => <Stateful title="Brand" initial={brands} mode="multiple" />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'ATE (14)' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Brembo (9)' }));
    await expect(canvas.getByRole('checkbox', { name: 'ATE (14)' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Brembo (9)' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'ATE (14)' }));
    await expect(canvas.getByRole('checkbox', { name: 'ATE (14)' })).not.toBeChecked();
  },
};

export const PriceSingleChoice: Story = {
  render: () => <Stateful title="Price" initial={prices} mode="single" />,
  play: async ({ canvas, userEvent }) => {
    const cheap = canvas.getByRole('checkbox', { name: '< €50 (41)' });
    const middle = canvas.getByRole('checkbox', { name: '€50-100 (12)' });
    await userEvent.click(middle);
    await userEvent.click(cheap);
    await expect(cheap).toBeChecked();
    await expect(middle).not.toBeChecked();
    await userEvent.click(cheap);
    await expect(cheap).not.toBeChecked();
  },
};

export const KeyboardAndTargets: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    await expect(args.onToggle).toHaveBeenCalledWith('13');
    const label = canvas.getByText('Bosch').closest('label') as HTMLElement;
    await expect(getComputedStyle(label).outlineStyle).toBe('solid');
    await expect(label.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

export const CollapsibleOnPhones: Story = {
  args: { title: 'Item class', name: 'item_class', collapsible: true, defaultCollapsed: true, options: [
    { id: '301', label: 'Brake pad set', count: 120, checked: false },
    { id: '302', label: 'Brake disc', count: 64, checked: false },
    { id: '303', label: 'Oil filter', count: 88, checked: true },
  ] },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Item class' }));
    await expect(canvas.getByRole('checkbox', { name: 'Oil filter (88)' })).toBeChecked();
  },
};

/** The longest real strings on a 320 px phone: a compound attribute name and long brand names with counts. Nothing sticks out sideways. */
export const LongTexts: Story = {
  args: { title: 'Einbauposition', options: [{ id: '1', label: 'Bremsflüssigkeitsbehälterverschlussdeckeldichtungen', count: 1234, checked: false }, { id: '2', label: 'MANN-FILTER / Hengst Filtration GmbH', count: 22, checked: true }] },
  parameters: phone,
  decorators: [inPhone],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Bremsflüssigkeitsbehälterverschlussdeckeldichtungen')).toBeVisible();
    await expect(overflowing(phoneRoot(canvasElement))).toEqual([]);
  },
};
