import { describe, expect, it } from 'vitest';
import { COMPATIBLE_ENGINES_LIMIT, groupCompatibleCars } from './compatible';

const make = (id: number, name: string, position = 0) => ({ id, name, level: 2, path: `1/3/${id}`, parent_id: 3, position });
const model = (id: number, makeId: number, name: string) => ({ id, name, level: 3, path: `1/3/${makeId}/${id}`, parent_id: makeId });
const engine = (id: number, makeId: number, modelId: number, name: string, position = 0) => ({ id, name, level: 4, path: `1/3/${makeId}/${modelId}/${id}`, parent_id: modelId, position });

describe('compatible cars (spec sections 3 and 9)', () => {
  it('groups the engines by make and model, makes in catalogue order', () => {
    const tree = [make(1000, 'VW', 0), make(1227, 'BMW', 4), model(1001, 1000, 'VW Golf VII'), model(1248, 1227, 'BMW 3 (G20)')];
    const engines = [engine(1250, 1227, 1248, '2.0 (B48)'), engine(1002, 1000, 1001, '1.0 TSI'), engine(1006, 1000, 1001, '1.4 TSI', 1)];
    expect(groupCompatibleCars(engines, tree)).toEqual([
      { id: 1000, name: 'VW', models: [{ id: 1001, name: 'VW Golf VII', engines: [{ id: 1002, name: '1.0 TSI' }, { id: 1006, name: '1.4 TSI' }] }] },
      { id: 1227, name: 'BMW', models: [{ id: 1248, name: 'BMW 3 (G20)', engines: [{ id: 1250, name: '2.0 (B48)' }] }] },
    ]);
  });

  it('shows at most 100 engines and leaves out categories outside the vehicle tree', () => {
    const tree = [make(1000, 'VW'), model(1001, 1000, 'Golf')];
    const many = Array.from({ length: 150 }, (_, i) => engine(2000 + i, 1000, 1001, `E${i}`, i));
    const outside = { id: 40, name: 'Pads', level: 4, path: '1/2/10/11/40', parent_id: 11 };
    const grouped = groupCompatibleCars([...many, outside], tree);
    expect(grouped[0]?.models[0]?.engines).toHaveLength(COMPATIBLE_ENGINES_LIMIT);
  });
});
