import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OptionPicker } from './option-picker';
import type { OptionPickerValue } from './option-picker';

afterEach(cleanup);

const colours: OptionPickerValue[] = [
  { value: '49', label: 'Black', swatch: 'rgb(28, 31, 30)' },
  { value: '50', label: 'Silver', swatch: 'rgb(192, 192, 192)' },
  { value: '51', label: 'Red', swatch: 'rgb(179, 38, 30)', available: false },
];

const lengths: OptionPickerValue[] = [
  { value: '600', label: '600 mm' },
  { value: '650', label: '650 mm' },
  { value: '700', label: '700 mm', available: false },
];

describe('OptionPicker', () => {
  it('is a radio group named by the option, with the chosen value in the legend', () => {
    render(<OptionPicker legend="Colour" name="color" values={colours} selected="50" onSelect={vi.fn()} unavailableLabel="not available" />);
    expect(screen.getByRole('group', { name: 'Colour: Silver' })).toBeTruthy();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => [radio.value, radio.name, radio.checked, radio.disabled])).toEqual([
      ['49', 'color', false, false],
      ['50', 'color', true, false],
      ['51', 'color', false, true],
    ]);
  });

  it('draws swatches in the given colour and names them by their label', () => {
    const { container } = render(
      <OptionPicker legend="Colour" name="color" values={colours} selected={null} onSelect={vi.fn()} unavailableLabel="not available" />,
    );
    expect(screen.getByRole('radio', { name: 'Black' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Red, not available' })).toBeTruthy();
    const swatches = [...container.querySelectorAll<HTMLElement>('label > span[aria-hidden="true"]')].map((swatch) => swatch.style.background);
    expect(swatches).toEqual(['rgb(28, 31, 30)', 'rgb(192, 192, 192)', 'rgb(179, 38, 30)']);
    expect(screen.getByRole('group', { name: 'Colour' })).toBeTruthy();
  });

  it('shows text values as labelled buttons-like radios; unavailable ones say so', () => {
    render(<OptionPicker legend="Length" name="length" values={lengths} selected="600" onSelect={vi.fn()} unavailableLabel="not available" />);
    expect(screen.getByRole('radio', { name: '650 mm' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: '700 mm, not available' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('700 mm').closest('label')?.getAttribute('data-available')).toBe('false');
  });

  it('calls onSelect with the chosen value and never for an unavailable one', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<OptionPicker legend="Length" name="length" values={lengths} selected="600" onSelect={onSelect} unavailableLabel="not available" />);
    await user.click(screen.getByText('650 mm'));
    await user.click(screen.getByText('700 mm'));
    expect(onSelect.mock.calls).toEqual([['650']]);
  });
});
