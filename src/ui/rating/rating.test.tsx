import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Rating, RatingInput } from './rating';

afterEach(cleanup);

const ofFive = (value: number) => `${value} of 5`;

describe('Rating', () => {
  it('is one image named by the accessible text, its stars hidden', () => {
    const { container } = render(<Rating value={4} label="4 of 5" note="(12)" />);
    const img = screen.getByRole('img', { name: '4 of 5' });
    expect(img.getAttribute('data-value')).toBe('4');
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(10);
    expect(screen.getByText('(12)')).toBeTruthy();
  });

  it('fills a share of the stars for an average and clamps out-of-range values', () => {
    const { container, rerender } = render(<Rating value={4.3} label="4.3 of 5" />);
    const filled = () => (container.querySelector('[style]') as HTMLElement).style.width;
    expect(filled()).toBe('86%');
    rerender(<Rating value={7} label="5 of 5" />);
    expect(filled()).toBe('100%');
    rerender(<Rating value={-1} label="0 of 5" />);
    expect(filled()).toBe('0%');
  });
});

function Controlled({ onChange, error }: { onChange: (value: number) => void; error?: string }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <RatingInput
      name="rating"
      legend="Your rating"
      value={value}
      optionLabel={ofFive}
      error={error}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('RatingInput', () => {
  it('is a group of five radios named "1 of 5" to "5 of 5"', () => {
    render(<RatingInput name="rating" legend="Your rating" value={null} onChange={vi.fn()} optionLabel={ofFive} />);
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('radio', { name: '3 of 5' })).toBeTruthy();
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });

  it('chooses with the pointer and fills the stars up to the choice', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<Controlled onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '4 of 5' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect((screen.getByRole('radio', { name: '4 of 5' }) as HTMLInputElement).checked).toBe(true);
    expect([...container.querySelectorAll('label')].map((label) => label.getAttribute('data-filled'))).toEqual([
      'true',
      'true',
      'true',
      'true',
      'false',
    ]);
  });

  // Arrow keys are the browser's own radio behaviour; the story checks them in Chromium.
  it('chooses with the keyboard: Tab into the group, Space to choose', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 of 5' }));
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('ties a validation message to the group', () => {
    render(<Controlled onChange={vi.fn()} error="This field is required" />);
    const group = screen.getByRole('group', { name: 'Your rating' });
    const message = screen.getByText('This field is required');
    expect(group.getAttribute('aria-describedby')).toBe(message.id);
    expect(group.getAttribute('aria-invalid')).toBe('true');
  });
});
