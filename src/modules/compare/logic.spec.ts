import { describe, expect, it } from 'vitest';
import { attributeRows, comparableAttributes, compareProductsRequest, displayValue } from './logic';

const docs = [
  { attribute_code: 'price', frontend_label: 'Price', options: [] },
  { attribute_code: 'brand', frontend_label: 'Brand', options: [{ value: 'Bosch', label: 'Bosch' }] },
  { attribute_code: 'color', frontend_label: 'Colour', options: [{ value: '49', label: 'Black' }, { value: 50, label: 'Grey' }] },
  { attribute_code: 'item_class_2', frontend_label: 'Fitting position', options: [{ value: '1', label: 'Front axle' }, { value: '3', label: 'Engine compartment' }] },
  { attribute_code: 'wiper_length', frontend_label: null, options: [] },
];

describe('compare logic', () => {
  const attributes = comparableAttributes(docs);

  it('keeps comparable attributes other than the rows the table has anyway (price, brand)', () => {
    expect(attributes.map((a) => a.code)).toEqual(['color', 'item_class_2', 'wiper_length']);
    expect(attributes[0]?.options).toEqual({ 49: 'Black', 50: 'Grey' });
    expect(attributes[2]?.label).toBe('wiper_length');
  });

  it('shows option labels for option ids, lists joined, other values as text', () => {
    const color = attributes[0]!;
    expect(displayValue(color, 49)).toBe('Black');
    expect(displayValue(color, ['49', '50'])).toBe('Black, Grey');
    expect(displayValue(color, 77)).toBe('77');
    expect(displayValue(color, null)).toBe('');
    expect(displayValue(color, { nested: true })).toBe('');
  });

  it('builds a row per attribute in sku order and drops rows no product has', () => {
    const rows = attributeRows(attributes, ['B', 'A'], [
      { sku: 'A', item_class_2: 1, color: null },
      { sku: 'B', item_class_2: 3 },
    ]);
    expect(rows).toEqual([{ key: 'item_class_2', label: 'Fitting position', values: ['Engine compartment', 'Front axle'] }]);
  });

  it('asks only for the compared skus and the fields the rows need', () => {
    expect(compareProductsRequest(['A', 'B'], ['color'])).toEqual({
      query: { bool: { filter: [{ terms: { sku: ['A', 'B'] } }] } },
      _source: ['sku', 'color'],
      size: 2,
    });
  });
});
