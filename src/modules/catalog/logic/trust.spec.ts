import { describe, expect, it } from 'vitest';
import { courierApplies, lowStockQty, openCourierWindow } from './trust';

describe('lowStockQty', () => {
  it('tells how many are left from 1 to 5', () => {
    expect(lowStockQty({ is_in_stock: true, qty: 3 })).toBe(3);
    expect(lowStockQty({ is_in_stock: true, qty: 5 })).toBe(5);
    expect(lowStockQty({ is_in_stock: true, qty: 1 })).toBe(1);
  });

  it('says nothing with plenty, out of stock, or an uncounted stock', () => {
    expect(lowStockQty({ is_in_stock: true, qty: 6 })).toBeNull();
    expect(lowStockQty({ is_in_stock: false, qty: 2 })).toBeNull();
    expect(lowStockQty({ is_in_stock: true, qty: 0, manage_stock: false })).toBeNull();
    expect(lowStockQty({ is_in_stock: true, qty: 2, manage_stock: false })).toBeNull();
    expect(lowStockQty({ is_in_stock: true })).toBeNull();
    expect(lowStockQty(undefined)).toBeNull();
  });
});

describe('openCourierWindow (Tallinn time)', () => {
  // 2026-11-27 is a Friday; Tallinn is UTC+2 in winter, UTC+3 in summer.
  it('before 12:00 offers 13:00-15:00, before 15:00 offers 15:30-17:00, later none', () => {
    expect(openCourierWindow(new Date('2026-11-27T09:59:00Z'))?.window).toBe('13:00-15:00');
    expect(openCourierWindow(new Date('2026-11-27T10:00:00Z'))?.window).toBe('15:30-17:00');
    expect(openCourierWindow(new Date('2026-11-27T12:59:00Z'))?.orderBy).toBe('15:00');
    expect(openCourierWindow(new Date('2026-11-27T13:00:00Z'))).toBeNull();
  });

  it('follows summer time', () => {
    expect(openCourierWindow(new Date('2026-07-01T08:59:00Z'))?.window).toBe('13:00-15:00');
    expect(openCourierWindow(new Date('2026-07-01T09:00:00Z'))?.window).toBe('15:30-17:00');
  });

  it('has no window at weekends', () => {
    expect(openCourierWindow(new Date('2026-11-28T07:00:00Z'))).toBeNull();
    expect(openCourierWindow(new Date('2026-11-29T07:00:00Z'))).toBeNull();
  });
});

describe('courierApplies', () => {
  it('is for the views taxed in Estonia', () => {
    expect(courierApplies({ tax: { defaultCountry: 'EE' } })).toBe(true);
    expect(courierApplies({ tax: { defaultCountry: 'FI' } })).toBe(false);
    expect(courierApplies({ tax: { defaultCountry: 'IT' } })).toBe(false);
  });
});
