import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../kernel/messages';
import type { ReactorContext } from '../../kernel/module';
import { prefillCar, rememberCar, savedCarOf } from './customer-car';
import { initialVehicle } from './decider';
import type { VehicleView } from './messages';

const vw = { value: 1000, label: 'VW', importValue: '121' };
const golf = { value: 1001, label: 'VW Golf VII', importValue: '121001' };
const tsi = { value: 1006, label: '1.4 TSI 92 kW', importValue: '10815' };
const golfCar = { car_make: 'VW', car_model: 'VW Golf VII', car_engine: '1.4 TSI 92 kW', car_ktype: '10815' };

const meta = { id: 'e-1', seq: 1, time: '2026-11-26T10:00:00.000Z', version: 1, storeCode: 'eng', correlationId: 'c', causationId: null };
const event = <T extends 'vehicle/applied' | 'user/sessionAuthorised'>(type: T, data: DomainEvent<T>['data']) => ({ type, data, meta }) as unknown as DomainEvent<T>;

/** A reactor context whose projections are the given values (a missing one throws, as the kernel does). */
function context(projections: { session?: unknown; vehicle?: VehicleView }) {
  const sent: unknown[] = [];
  const ctx = {
    dispatch: async (command: unknown) => {
      sent.push(command);
      return { ok: true, events: [] };
    },
    read: (name: string) => {
      const value = name === 'user/session' ? projections.session : name === 'vehicle/state' ? (projections.vehicle ?? initialVehicle()) : undefined;
      if (value === undefined) throw new Error(`No projection ${name}`);
      return value;
    },
  } as unknown as ReactorContext;
  return { ctx, sent };
}

const session = (status: string, attributes: Record<string, string> = {}) => ({
  status,
  profile: status === 'authorised' ? { custom_attributes: Object.entries(attributes).map(([attribute_code, value]) => ({ attribute_code, value })) } : null,
});
const customer = { id: 7, email: 'mari@example.com', firstname: 'Mari', lastname: 'Maasikas', groupId: 0 };

describe('the car in the customer profile (ADR 0032)', () => {
  it('keeps a car applied while logged in, with the plate it was found by', async () => {
    const { ctx, sent } = context({ session: session('authorised') });
    await rememberCar.run(event('vehicle/applied', { make: vw, model: golf, engine: tsi, plate: '123ABC' }), ctx);
    expect(sent).toEqual([{ type: 'user/saveCar', data: { car: { ...golfCar, car_plate_number: '123ABC' } } }]);
  });

  it('keeps nothing for a guest, nor without the user module', async () => {
    for (const projections of [{ session: session('anonymous') }, {}]) {
      const { ctx, sent } = context(projections);
      await rememberCar.run(event('vehicle/applied', { make: vw, model: golf, engine: tsi }), ctx);
      expect(sent).toEqual([]);
    }
  });

  it("at login without a car on this device, chooses the profile's car by its KType", async () => {
    const { ctx, sent } = context({ session: session('authorised', golfCar) });
    await prefillCar.run(event('user/sessionAuthorised', { customer, via: 'login' }), ctx);
    expect(sent).toEqual([{ type: 'vehicle/selectByKtype', data: { ktypnr: 10815 } }]);
  });

  it('at login with another car applied here, keeps that one in the profile; the same car sends nothing', async () => {
    const bmwEngine = { value: 1250, label: '320i (B48)', importValue: '55001' };
    const applied = { ...initialVehicle(), make: vw, model: golf, engine: bmwEngine, applied: true };
    const other = context({ session: session('authorised', golfCar), vehicle: applied });
    await prefillCar.run(event('user/sessionAuthorised', { customer, via: 'register' }), other.ctx);
    expect(other.sent).toEqual([{ type: 'user/saveCar', data: { car: savedCarOf({ make: vw, model: golf, engine: bmwEngine }) } }]);
    const same = context({ session: session('authorised', golfCar), vehicle: { ...applied, engine: tsi } });
    await prefillCar.run(event('user/sessionAuthorised', { customer, via: 'login' }), same.ctx);
    expect(same.sent).toEqual([]);
  });

  it('leaves the car alone at start-up with a stored session (a cleared car stays cleared), and without a saved KType', async () => {
    const startup = context({ session: session('authorised', golfCar) });
    await prefillCar.run(event('user/sessionAuthorised', { customer, via: 'startup' }), startup.ctx);
    expect(startup.sent).toEqual([]);
    const typedByHand = context({ session: session('authorised', { car_make: 'Toyota' }) });
    await prefillCar.run(event('user/sessionAuthorised', { customer, via: 'login' }), typedByHand.ctx);
    expect(typedByHand.sent).toEqual([]);
  });
});
