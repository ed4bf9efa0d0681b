import { describe, expect, it } from 'vitest';
import { childBySizeAndColour, withSizeAndColour } from './configure';

const children = [
  { sku: 'red-M', color: 'red', size: 'M' },
  { sku: 'blue-M', color: 'blue', size: 'M' },
  { sku: 'blue-L', color: 'blue', size: 'L' },
];

describe('childBySizeAndColour', () => {
  it('finds the child with both, or the first with the one chosen', () => {
    expect(childBySizeAndColour(children, { color: 'blue', size: 'L' })?.sku).toBe('blue-L');
    expect(childBySizeAndColour(children, { size: 'M' })?.sku).toBe('red-M');
    expect(childBySizeAndColour(children, { color: 'red', size: 'L' })).toBeNull();
  });
});

describe('withSizeAndColour', () => {
  it('replaces the chosen values and keeps the other options', () => {
    const option = { extension_attributes: { configurable_item_options: [{ option_id: 'color', option_value: 'red' }, { option_id: 'material', option_value: 'steel' }] } };
    expect(withSizeAndColour(option, { color: 'blue', size: 'L' })?.extension_attributes?.configurable_item_options).toEqual([
      { option_id: 'material', option_value: 'steel' },
      { option_id: 'color', option_value: 'blue' },
      { option_id: 'size', option_value: 'L' },
    ]);
    expect(withSizeAndColour(null, {})).toBeNull();
  });
});
