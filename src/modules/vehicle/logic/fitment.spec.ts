import { describe, expect, it } from 'vitest';
import { fitmentOf, isEngineCategory } from './fitment';

const engine = (id: number) => ({ id, level: 4, path: `1/3/1227/1248/${id}` });

describe('fit check (spec section 4 "Vehicle")', () => {
  it('asks for a car when none is applied', () => {
    expect(fitmentOf(null, [1250], [engine(1250)])).toBe('noCar');
  });

  it("fits when the part's categories hold the car's engine; does not fit when they hold other engines only", () => {
    expect(fitmentOf(1250, [10, 11, 1250, 1251], [engine(1250), engine(1251)])).toBe('fits');
    expect(fitmentOf(1002, [10, 11, 1250, 1251], [engine(1250), engine(1251)])).toBe('doesNotFit');
  });

  it('a part without any engine is never shown as fitting', () => {
    expect(fitmentOf(1002, [10, 11], [])).toBe('noData');
    // A level-4 category outside the vehicles tree is not an engine.
    expect(isEngineCategory({ id: 40, level: 4, path: '1/2/10/11/40' })).toBe(false);
    expect(fitmentOf(40, [40], [{ id: 40, level: 4, path: '1/2/10/11/40' }])).toBe('noData');
  });
});
