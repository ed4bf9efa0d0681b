import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterGroup } from './filter-group';
import type { FilterOption } from './filter-group';

afterEach(cleanup);

const brands: FilterOption[] = [
  { id: '12', label: 'ATE', count: 14, checked: true },
  { id: '13', label: 'Bosch', count: 31, checked: false },
  { id: '14', label: 'Brembo', count: 9, checked: true },
];

const prices: FilterOption[] = [
  { id: '0.0-50.0', label: '< €50', count: 41, checked: false },
  { id: '50.0-100.0', label: '€50-100', count: 12, checked: true },
  { id: '150.0-*', label: '> €150', count: 2, checked: false },
];

describe('FilterGroup', () => {
  it('is a group named by its title, one checkbox per value with its count, checked from the props', () => {
    render(<FilterGroup title="Brand" name="brand" options={brands} onToggle={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Brand' });
    expect(group.tagName).toBe('FIELDSET');
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.value, box.checked, box.name])).toEqual([
      ['12', true, 'brand'],
      ['13', false, 'brand'],
      ['14', true, 'brand'],
    ]);
    expect(screen.getByRole('checkbox', { name: 'Bosch (31)' })).toBeTruthy();
  });

  it('multiple: checking and unchecking both call onToggle with the id; the props stay the truth', async () => {
    const onToggle = vi.fn();
    const user = userEvent.setup();
    render(<FilterGroup title="Brand" options={brands} onToggle={onToggle} />);
    await user.click(screen.getByRole('checkbox', { name: 'Bosch (31)' }));
    await user.click(screen.getByRole('checkbox', { name: 'ATE (14)' }));
    expect(onToggle.mock.calls).toEqual([['13'], ['12']]);
    expect((screen.getByRole('checkbox', { name: 'Bosch (31)' }) as HTMLInputElement).checked).toBe(false);
  });

  it('single: choosing another value or the checked one again calls onToggle (the caller replaces or clears)', async () => {
    const onToggle = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<FilterGroup title="Price" mode="single" options={prices} onToggle={onToggle} />);
    expect(container.querySelector('fieldset')?.getAttribute('data-mode')).toBe('single');
    await user.click(screen.getByRole('checkbox', { name: '€50-100 (12)' }));
    await user.click(screen.getByRole('checkbox', { name: '< €50 (41)' }));
    expect(onToggle.mock.calls).toEqual([['50.0-100.0'], ['0.0-50.0']]);
  });

  it('toggles from the keyboard with Space', async () => {
    const onToggle = vi.fn();
    const user = userEvent.setup();
    render(<FilterGroup title="Brand" options={brands} onToggle={onToggle} />);
    await user.tab();
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenCalledExactlyOnceWith('12');
  });

  it('collapsible: a toggle in the legend folds the values away and back', async () => {
    const user = userEvent.setup();
    render(<FilterGroup title="Item class" options={brands} onToggle={vi.fn()} collapsible defaultCollapsed />);
    const toggle = screen.getByRole('button', { name: 'Item class' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.hidden).toBe(true);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list?.hidden).toBe(false);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  });

  it('shows no count where none is given', () => {
    render(<FilterGroup title="Position" options={[{ id: 'front', label: 'Front axle', checked: false }]} onToggle={vi.fn()} />);
    expect(screen.getByRole('checkbox', { name: 'Front axle' })).toBeTruthy();
  });
});
