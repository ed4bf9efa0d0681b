import { describe, expect, it } from 'vitest';
import { fixtureApp, useFixtureApp } from '../catalogue/documents/test-fixture';
import { buildVehicleTree } from '../catalogue/generator/vehicles';
import type { EngineCategory } from '../catalogue/generator/vehicles';
import { VEHICLE_DATABASE } from '../commerce/vehicles/test-fixture';
import { VehicleRegistryError } from '../commerce/vehicles';
import type { VehicleRegistry } from '../commerce/vehicles';
import { forEachDatabase } from '../testing';
import { createVehicleRoutes, PLATE_COUNTRY_UNAVAILABLE, PLATE_NOT_FOUND, PLATE_REQUIRED, REGISTRY_UNAVAILABLE, vehicleRoutes } from './vehicle';

const tree = buildVehicleTree();
const engineWhere = (test: (e: EngineCategory) => boolean, nth = 0): EngineCategory => {
  const engine = tree.engines.filter(test)[nth];
  if (!engine) throw new Error('no such engine in the vehicle tree');
  return engine;
};
const golf14 = (e: EngineCategory) => e.make === 'VW' && e.model === 'Golf VII' && e.engine === '1.4 TSI';
const golf = engineWhere(golf14);
const laterGolf = engineWhere(golf14, 1);
const octavia = engineWhere((e) => e.make === 'Skoda' && e.model === 'Octavia III' && e.engine === '1.4 TSI');
const volvo = engineWhere((e) => e.make === 'Volvo');
const urlPathOf = (id: number) => tree.i18n.find((row) => row.category_id === id && row.language === 'et')?.url_path;

interface Answer {
  status: number;
  body: { code: number; result: unknown };
}

forEachDatabase('vehicle API', ({ db }) => {
  const app = useFixtureApp(db, [vehicleRoutes]);

  const get = async (url: string): Promise<Answer> => {
    const res = await app().inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() as Answer['body'] };
  };
  const ktypnrs = async (url: string) => {
    const { status, body } = await get(url);
    expect(status, JSON.stringify(body)).toBe(200);
    return (body.result as { ktypnr: number }[]).map((v) => v.ktypnr);
  };

  describe('GET /api/ext/vehicle/plate', () => {
    it('finds the documented Estonian plate: a VW Golf VII 1.4 TSI with its facts, names and url_path', async () => {
      const { status, body } = await get('/api/ext/vehicle/plate?plate=123ABC&country=EE');
      expect(status).toBe(200);
      expect(body).toEqual({
        code: 200,
        result: [{
          ktypnr: golf.ktypnr, make: 'VW', model: 'VW Golf VII', engine: '1.4 TSI 92 kW / 125 hj (2012-2016)',
          make_id: golf.makeId, model_id: golf.modelId, engine_id: golf.id, year_from: 2012, year_to: 2016, power_kw: 92, power_hp: 125,
          fuel: 'petrol', capacity_ccm: 1395, ap24_vehicle_class: 1, url_path: urlPathOf(golf.id),
        }],
      });
    });

    it('normalises what customers type and takes the country from the view', async () => {
      for (const plate of ['123abc', ' 123 ABC ', '123-abc']) {
        expect(await ktypnrs(`/api/ext/vehicle/plate?plate=${encodeURIComponent(plate)}`)).toEqual([golf.ktypnr]);
      }
      expect(await ktypnrs('/api/ext/vehicle/plate?plate=abc-123&storeCode=fin')).toEqual([volvo.ktypnr]);
      expect(await ktypnrs('/api/ext/vehicle/plate?plate=ABC123&country=fi')).toEqual([volvo.ktypnr]);
      // The Finnish view may still look up an Estonian plate when it says so.
      expect(await ktypnrs('/api/ext/vehicle/plate?plate=123ABC&country=EE&storeCode=fin')).toEqual([golf.ktypnr]);
    });

    it('answers every vehicle of an ambiguous plate', async () => {
      expect(await ktypnrs('/api/ext/vehicle/plate?plate=555BBB')).toEqual([laterGolf.ktypnr, octavia.ktypnr]);
      const { rows } = await db().query<{ plate_norm: string }>(
        `SELECT plate_norm FROM vehicle_registration WHERE country = 'FI' GROUP BY plate_norm HAVING count(*) = 2 ORDER BY plate_norm LIMIT 1`,
      );
      const plate = rows[0]?.plate_norm ?? '';
      expect(await ktypnrs(`/api/ext/vehicle/plate?plate=${plate}&country=FI`)).toHaveLength(2);
    });

    it('asks for a plate when none is given', async () => {
      const required = { status: 400, body: { code: 400, result: PLATE_REQUIRED } };
      expect(await get('/api/ext/vehicle/plate')).toEqual(required);
      expect(await get('/api/ext/vehicle/plate?plate=%20%20&country=FI')).toEqual(required);
    });

    it('refuses malformed plates and does not find unknown ones', async () => {
      const malformed = { status: 400, body: { code: 400, result: PLATE_NOT_FOUND } };
      for (const [plate, country] of [['AB-123', 'FI'], ['ABCD-12', 'FI'], ['ABC-1234', 'FI'], ['123ABC', 'FI'], ['1ABC', 'EE'], ['ABCDEF', 'EE'], ['1234ABC', 'EE'], ['x'.repeat(5000), 'EE']]) {
        expect(await get(`/api/ext/vehicle/plate?plate=${plate}&country=${country}`), `${plate} ${country}`).toEqual(malformed);
      }
      const { rows } = await db().query(`SELECT 1 FROM vehicle_registration WHERE plate_norm = '99ZZ'`);
      expect(rows).toHaveLength(0);
      expect(await get('/api/ext/vehicle/plate?plate=99%20zz&country=EE')).toEqual({ status: 404, body: { code: 404, result: PLATE_NOT_FOUND } });
    });

    it('finds the documented Italian plate in the Italian views, named in their language', async () => {
      for (const plate of ['AB 123 CD', 'ab123cd', 'AB-123-CD']) {
        expect(await ktypnrs(`/api/ext/vehicle/plate?plate=${encodeURIComponent(plate)}&storeCode=ap24_italy_it`), plate).toEqual([golf.ktypnr]);
      }
      expect((await get('/api/ext/vehicle/plate?plate=AB123CD&storeCode=ap24_italy_it')).body.result).toMatchObject([{ make: 'VW', engine: '1.4 TSI 92 kW / 125 CV (2012-2016)' }]);
      expect((await get('/api/ext/vehicle/plate?plate=AB123CD&storeCode=ap24_italy_en')).body.result).toMatchObject([{ engine: '1.4 TSI 92 kW / 125 hp (2012-2016)' }]);
      // An Estonian plate is not an Italian one.
      expect(await get('/api/ext/vehicle/plate?plate=123ABC&storeCode=ap24_italy_it')).toEqual({ status: 400, body: { code: 400, result: PLATE_NOT_FOUND } });
    });

    it('is not available in other countries', async () => {
      const unavailable = { status: 400, body: { code: 400, result: PLATE_COUNTRY_UNAVAILABLE } };
      expect(await get('/api/ext/vehicle/plate?plate=123ABC&country=LV')).toEqual(unavailable);
      expect(await get('/api/ext/vehicle/plate?plate=123ABC&storeCode=nope')).toEqual({ status: 404, body: { code: 404, result: "Unknown store code 'nope'" } });
      expect(await get('/api/ext/vehicle/plate?plate=123ABC&plate=555BBB')).toEqual({ status: 400, body: { code: 400, result: 'plate must be given once' } });
    });

    it("names vehicles in the view's language", async () => {
      await db().query(`UPDATE category_i18n SET name = 'Гольф VII', url_path = 'vw/golf-vii-ru' WHERE category_id = $1 AND language = 'ru'`, [golf.modelId]);
      await db().query(`UPDATE category_i18n SET url_path = 'vw/golf-vii/engine-ru' WHERE category_id = $1 AND language = 'ru'`, [golf.id]);
      const { body } = await get('/api/ext/vehicle/plate?plate=123ABC&storeCode=rus');
      expect(body.result).toMatchObject([{ model: 'Гольф VII', url_path: 'vw/golf-vii/engine-ru' }]);
      expect((await get('/api/ext/vehicle/plate?plate=123ABC&storeCode=eng')).body.result).toMatchObject([{ model: 'VW Golf VII' }]);
    });
  });

  describe('GET /api/ext/vehicle/ktype/:ktypnr', () => {
    it('answers the engine with its model and make', async () => {
      const { status, body } = await get(`/api/ext/vehicle/ktype/${volvo.ktypnr}?storeCode=eng`);
      expect(status).toBe(200);
      const volvoModel = tree.i18n.find((r) => r.category_id === volvo.modelId && r.language === 'en');
      expect(body.result).toMatchObject({
        ktypnr: volvo.ktypnr,
        make: { id: volvo.makeId, name: 'Volvo' },
        model: { id: volvo.modelId, name: volvoModel?.name },
        engine: { id: volvo.id, year_from: volvo.yearFrom, year_to: volvo.yearTo, fuel: volvo.fuel, ap24_vehicle_class: volvo.vehicleClass, url_path: urlPathOf(volvo.id) },
      });
    });

    it('prefers the engine category of vehicle class 1 when several carry the type number', async () => {
      const van = engineWhere((e) => e.vehicleClass === 2);
      await db().query(
        `INSERT INTO category (id, parent_id, kind, level, position, path, attrs) VALUES (9, $1, 'vehicle', 4, 99, 'x', $2::jsonb)`,
        [van.modelId, JSON.stringify({ ktypnr: golf.ktypnr, ap24_vehicle_class: 2 })],
      );
      await db().query(`INSERT INTO category_i18n (category_id, language, name, slug, url_key, url_path) VALUES (9, 'en', 'Van twin', 'van-twin', 'van-twin', 'van-twin')`);
      expect((await get(`/api/ext/vehicle/ktype/${golf.ktypnr}`)).body.result).toMatchObject({ engine: { id: golf.id, ap24_vehicle_class: 1 }, model: { id: golf.modelId } });
      expect(await ktypnrs('/api/ext/vehicle/plate?plate=123ABC')).toEqual([golf.ktypnr]);
      await db().query('DELETE FROM category WHERE id = 9');
    });

    it('refuses what is not a positive integer and names unknown type numbers', async () => {
      for (const raw of ['abc', '0', '-5', '1.5', '12345678901', '%27%20OR%201%3D1']) {
        expect(await get(`/api/ext/vehicle/ktype/${raw}`), raw).toEqual({ status: 400, body: { code: 400, result: 'ktypnr must be a positive integer' } });
      }
      expect(await get('/api/ext/vehicle/ktype/99999999')).toEqual({ status: 404, body: { code: 404, result: 'No vehicle with type number 99999999' } });
    });
  });

  describe('another registry', () => {
    it('shows only the vehicles the catalogue knows, 404 when it knows none, 503 when the provider fails', async () => {
      const asked: string[] = [];
      const registry: VehicleRegistry = {
        lookupPlate: async (plate, country) => {
          asked.push(`${country} ${plate}`);
          if (plate === '666DWN') throw new VehicleRegistryError('Vehicle registry answered HTTP 502');
          return plate === '777XYZ' ? [{ ktypnr: 1 }, { ktypnr: octavia.ktypnr }] : [{ ktypnr: 2 }];
        },
      };
      const other = await fixtureApp(db(), [createVehicleRoutes(() => registry)]);
      try {
        const found = await other.inject({ method: 'GET', url: '/api/ext/vehicle/plate?plate=777%20xyz' });
        expect((found.json() as { result: { ktypnr: number }[] }).result.map((v) => v.ktypnr)).toEqual([octavia.ktypnr]);
        const missing = await other.inject({ method: 'GET', url: '/api/ext/vehicle/plate?plate=ABC-1&country=FI' });
        expect([missing.statusCode, missing.json()]).toEqual([404, { code: 404, result: PLATE_NOT_FOUND }]);
        expect(asked).toEqual(['EE 777XYZ', 'FI ABC1']);
        const down = await other.inject({ method: 'GET', url: '/api/ext/vehicle/plate?plate=666DWN' });
        expect([down.statusCode, down.json()]).toEqual([503, { code: 503, result: REGISTRY_UNAVAILABLE }]);
      } finally {
        await other.close();
      }
    });
  });
}, VEHICLE_DATABASE);
