import { describe, expect, it } from 'vitest';
import { given } from '../../kernel/testing';
import { GARAGE_SIZE, VEHICLE_TEXTS, vehicleDecider as decider } from './decider';
import { vehicleLabel, vehicleOptionOf, vehicleOptionsRequest } from './logic/options';
import type { VehicleView } from './messages';

const vw = { value: 1000, label: 'VW', importValue: '1' };
const golf = { value: 1001, label: 'VW Golf VII (2012–2019)', importValue: '1001' };
const tsi = { value: 1002, label: '1.4 TSI 92 kW / 125 hp (2013-2016)', importValue: '10234' };
const make = { type: 'vehicle/makeSelected' as const, data: { option: vw } };
const model = { type: 'vehicle/modelSelected' as const, data: { option: golf } };
const engine = { type: 'vehicle/engineSelected' as const, data: { option: tsi } };
const applied = { type: 'vehicle/applied' as const, data: { make: vw, model: golf, engine: tsi } };

describe('vehicle decider (spec sections 4 and 5)', () => {
  it('chooses make, model, engine in order; a new make clears the model and engine and the applied flag', () => {
    given(decider).when({ type: 'vehicle/selectMake', data: { option: vw } }).then([make]);
    given(decider).when({ type: 'vehicle/selectModel', data: { option: golf } }).thenThrows(VEHICLE_TEXTS.selectAll);
    given(decider, make).when({ type: 'vehicle/selectEngine', data: { option: tsi } }).thenThrows(VEHICLE_TEXTS.selectAll);
    const audi = { value: 1100, label: 'Audi', importValue: '2' };
    const state = given(decider, make, model, engine, applied, { type: 'vehicle/makeSelected', data: { option: audi } }).state;
    expect(state).toMatchObject({ make: audi, model: null, engine: null, applied: false });
  });

  it("applies only a complete car: 'Please select all fields to filter by vehicle' before", () => {
    given(decider, make, model).when({ type: 'vehicle/apply', data: {} }).thenThrows('Please select all fields to filter by vehicle');
    given(decider, make, model, engine).when({ type: 'vehicle/apply', data: {} }).then([applied]);
    given(decider, make, model, engine, applied).when({ type: 'vehicle/apply', data: {} }).then([]);
    expect(given(decider, make, model, engine, applied).state.applied).toBe(true);
  });

  it('a changed engine is not applied until applied again; clear forgets the car', () => {
    const other = { ...tsi, value: 1003 };
    expect(given(decider, make, model, engine, applied, { type: 'vehicle/engineSelected', data: { option: other } }).state.applied).toBe(false);
    given(decider, make, model, engine, applied).when({ type: 'vehicle/clear', data: {} }).then([{ type: 'vehicle/cleared', data: {} }]);
    given(decider).when({ type: 'vehicle/clear', data: {} }).then([]);
  });
});

describe('plate lookup (spec sections 4 and 5)', () => {
  const requested = { type: 'vehicle/plateLookupRequested' as const, data: { requestId: 'id-1', plate: '123ABC', country: null } };
  const golf14 = { ktypnr: 10815, make: 'VW', model: 'VW Golf VII', engine: '1.4 TSI 92 kW / 125 hp (2012-2016)', make_id: 1000, model_id: 1001, engine_id: 1006 };
  const golf14b = { ...golf14, ktypnr: 10885, engine: '1.4 TSI 92 kW / 125 hp (2017-2020)', engine_id: 1007 };

  it("a blank plate is 'Please input Licence Plate Number'", () => {
    given(decider).when({ type: 'vehicle/lookupPlate', data: { plate: '  ' } }).thenThrows('Please input Licence Plate Number');
    given(decider).when({ type: 'vehicle/lookupPlate', data: { plate: ' 123ABC ' } }).then([requested]);
  });

  it('one vehicle is applied at once; several wait for the pick; none is the spec message', () => {
    given(decider, requested)
      .when({ type: 'vehicle/recordPlateLookup', data: { requestId: 'id-1', code: 200, result: [golf14], transmitted: true } })
      .then([
        { type: 'vehicle/plateVehiclesFound', data: { requestId: 'id-1', plate: '123ABC', vehicles: [golf14] } },
        {
          type: 'vehicle/applied',
          data: { make: { value: 1000, label: 'VW', importValue: '' }, model: { value: 1001, label: 'VW Golf VII', importValue: '' }, engine: { value: 1006, label: golf14.engine, importValue: '10815' }, plate: '123ABC' },
        },
      ]);
    const several = { type: 'vehicle/plateVehiclesFound' as const, data: { requestId: 'id-1', plate: '123ABC', vehicles: [golf14, golf14b] } };
    given(decider, requested).when({ type: 'vehicle/recordPlateLookup', data: { requestId: 'id-1', code: 200, result: [golf14, golf14b], transmitted: true } }).then([several]);
    expect(given(decider, requested, several).state.plateLookup.status).toBe('choose');
    given(decider, requested, several).when({ type: 'vehicle/choosePlateVehicle', data: { ktypnr: 10885 } }).then([
      {
        type: 'vehicle/applied',
        data: { make: { value: 1000, label: 'VW', importValue: '' }, model: { value: 1001, label: 'VW Golf VII', importValue: '' }, engine: { value: 1007, label: golf14b.engine, importValue: '10885' }, plate: '123ABC' },
      },
    ]);
    given(decider, requested)
      .when({ type: 'vehicle/recordPlateLookup', data: { requestId: 'id-1', code: 404, result: 'Cannot find vehicle by licence plate', transmitted: true } })
      .then([{ type: 'vehicle/plateLookupFailed', data: { requestId: 'id-1', plate: '123ABC', message: 'Cannot find vehicle by licence plate' } }]);
    given(decider, requested)
      .when({ type: 'vehicle/recordPlateLookup', data: { requestId: 'id-1', code: 0, result: null, transmitted: false } })
      .then([{ type: 'vehicle/plateLookupFailed', data: { requestId: 'id-1', plate: '123ABC', message: 'Cannot find vehicle by licence plate' } }]);
  });
});

describe('selection by KType (spec section 4)', () => {
  it('asks for the number, then applies the engine with its model and make as the server found them', () => {
    given(decider).when({ type: 'vehicle/selectByKtype', data: { ktypnr: 10815 } }).then([{ type: 'vehicle/ktypeRequested', data: { ktypnr: 10815 } }]);
    given(decider).when({ type: 'vehicle/selectByKtype', data: { ktypnr: 0 } }).thenThrows('vehicle/badKtype');
    const answer = { ktypnr: 10815, make: { id: 1000, name: 'VW', ap24_import_value: '121' }, model: { id: 1001, name: 'VW Golf VII', ap24_import_value: '121001' }, engine: { id: 1006, name: '1.4 TSI', ap24_vehicle_class: 1 } };
    given(decider).when({ type: 'vehicle/recordKtype', data: { ktypnr: 10815, code: 200, result: answer, transmitted: true } }).then([
      {
        type: 'vehicle/applied',
        data: { make: { value: 1000, label: 'VW', importValue: '121' }, model: { value: 1001, label: 'VW Golf VII', importValue: '121001' }, engine: { value: 1006, label: '1.4 TSI', importValue: '10815' } },
      },
    ]);
    given(decider).when({ type: 'vehicle/recordKtype', data: { ktypnr: 9, code: 404, result: 'No vehicle with type number 9', transmitted: true } }).then([{ type: 'vehicle/ktypeNotFound', data: { ktypnr: 9, message: 'No vehicle with type number 9' } }]);
  });
});

describe('vehicle options', () => {
  it('asks the catalogue for the children of a parent on the level, 4000 at a time, by position', () => {
    expect(vehicleOptionsRequest('model', 1000)).toEqual({
      query: { bool: { filter: [{ terms: { level: [3] } }, { terms: { parent_id: [1000] } }, { terms: { is_active: [true] } }] } },
      sort: [{ position: { order: 'asc' } }],
      size: 4000,
    });
  });

  it('a model shows its production years; the chip does not repeat the make', () => {
    expect(vehicleOptionOf({ id: 1001, name: 'VW Golf VII', parent_id: 1000, level: 3, ap24_import_value: '1001', year_from: 2012, year_to: 2019 })).toEqual(golf);
    expect(vehicleLabel({ make: vw, model: golf, engine: tsi })).toBe('VW Golf VII 1.4 TSI 92 kW / 125 hp (2013-2016)');
    expect(vehicleLabel({ make: vw, model: { ...golf, label: 'Golf VII' }, engine: tsi })).toBe('VW Golf VII 1.4 TSI 92 kW / 125 hp (2013-2016)');
  });
});

describe('the garage (issue 8 item 5)', () => {
  const bmw = { value: 1227, label: 'BMW', importValue: '16' };
  const g20 = { value: 1248, label: 'BMW 3 (G20)', importValue: '16001' };
  const b48 = { value: 1250, label: '320i (B48)', importValue: '55001' };
  const bmwApplied = { type: 'vehicle/applied' as const, data: { make: bmw, model: g20, engine: b48 } };

  it('keeps every applied car once, the latest first, at most GARAGE_SIZE; clearing keeps the garage', () => {
    const state = given(decider, applied, bmwApplied, applied).state;
    expect(state.garage.map((car) => car.engine.value)).toEqual([1002, 1250]);
    const cleared = given(decider, applied, bmwApplied, { type: 'vehicle/cleared', data: {} }).state;
    expect(cleared).toMatchObject({ applied: false, engine: null });
    expect(cleared.garage).toHaveLength(2);
    const many = Array.from({ length: GARAGE_SIZE + 2 }, (_, index) => ({ type: 'vehicle/applied' as const, data: { make: vw, model: golf, engine: { ...tsi, value: 2000 + index } } }));
    expect(given(decider, ...many).state.garage.map((car) => car.engine.value)).toEqual([2006, 2005, 2004, 2003, 2002]);
  });

  it('switches to another car of the garage (applied again), not to the active one nor to a car it never had', () => {
    given(decider, applied, bmwApplied).when({ type: 'vehicle/switchCar', data: { engineId: 1002 } }).then([applied]);
    given(decider, applied, bmwApplied).when({ type: 'vehicle/switchCar', data: { engineId: 1250 } }).then([]);
    given(decider, applied).when({ type: 'vehicle/switchCar', data: { engineId: 9 } }).thenThrows('vehicle/notInGarage');
  });

  it('forgets a car; forgetting the active one clears it too', () => {
    const forgotten = { type: 'vehicle/carForgotten' as const, data: { engineId: 1002 } };
    given(decider, applied, bmwApplied).when({ type: 'vehicle/forgetCar', data: { engineId: 1002 } }).then([forgotten]);
    given(decider, applied).when({ type: 'vehicle/forgetCar', data: { engineId: 9 } }).then([]);
    expect(given(decider, bmwApplied, applied, forgotten).state).toMatchObject({ applied: false, engine: null, garage: [{ engine: b48 }] });
    expect(given(decider, applied, bmwApplied, forgotten).state).toMatchObject({ applied: true, engine: b48, garage: [{ engine: b48 }] });
  });

  it('a decider state restored from a snapshot taken before the garage (no garage field) is read as an empty garage', () => {
    const old = Object.fromEntries(Object.entries(given(decider, applied).state).filter(([key]) => key !== 'garage')) as unknown as VehicleView;
    expect(decider.decide({ type: 'vehicle/forgetCar', data: { engineId: 1002 }, meta: {} } as never, old, {} as never)).toEqual([]);
    expect(() => decider.decide({ type: 'vehicle/switchCar', data: { engineId: 1002 }, meta: {} } as never, old, {} as never)).toThrow();
  });
});
