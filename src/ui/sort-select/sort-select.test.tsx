import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SortSelect } from './sort-select';

afterEach(cleanup);

const options = [
  { value: 'updated_at', label: 'Latest' },
  { value: 'final_price', label: 'Price low to high' },
  { value: 'final_price:desc', label: 'Price high to low' },
];

describe('SortSelect', () => {
  it('is a select labelled by its visible label, showing the current value', () => {
    render(<SortSelect label="Sort by" options={options} value="final_price" onChange={vi.fn()} name="sort" />);
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(select.value).toBe('final_price');
    expect(select.name).toBe('sort');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Latest', 'Price low to high', 'Price high to low']);
  });

  it('reports the chosen value', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<SortSelect label="Sort by" options={options} value="updated_at" onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price high to low');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('final_price:desc');
  });
});
