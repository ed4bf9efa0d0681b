/**
 * Vehicle lookup (issue 4 item 8; spec sections 3 "Vehicle state", 4 "Vehicle", 5 "Finnish registration
 * number"): by licence plate through a VehicleRegistry (server/commerce/vehicles/registry.ts: the demo
 * registrations in the database, or a provider over HTTP), and by type number (ktypnr).
 */
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../contract/envelope';
import { isPlateCountry, parsePlate, vehicleRegistryFromEnv, VehicleRegistryError, vehiclesByKtypnr } from '../commerce/vehicles';
import type { EngineFacts, Vehicle, VehicleRegistry } from '../commerce/vehicles';
import type { ApiRoutes } from '../app';
import type { ApiDeps } from './deps';
import { badRequest, notFound } from './errors';
import { viewForRequest } from './store-view';

/** Spec section 5 "Form messages". */
export const PLATE_REQUIRED = 'Please input Licence Plate Number';
/** Spec section 8 "Other labelled messages": an unknown or malformed plate. */
export const PLATE_NOT_FOUND = 'Cannot find vehicle by licence plate';
/** A store view whose country has no plate lookup (Italy). */
export const PLATE_COUNTRY_UNAVAILABLE = 'Vehicle lookup by licence plate is not available in this country.';

/** The registry provider is down or answered nonsense (HTTP 503; the details go to the log). */
export const REGISTRY_UNAVAILABLE = 'Vehicle lookup by licence plate is not available at the moment. Please try again later.';

/** A vehicle of a plate lookup: flat, as the vehicle selector fills make, model and engine. */
export interface PlateVehicle extends EngineFacts {
  ktypnr: number;
  make: string;
  model: string;
  engine: string;
  make_id: number;
  model_id: number;
  engine_id: number;
  /** url_path of the engine category in the view's language. */
  url_path: string;
}

const flat = (v: Vehicle): PlateVehicle => ({
  ktypnr: v.ktypnr, make: v.make.name, model: v.model.name, engine: v.engine.name, make_id: v.make.id, model_id: v.model.id, engine_id: v.engine.id,
  year_from: v.year_from, year_to: v.year_to, power_kw: v.power_kw, power_hp: v.power_hp, fuel: v.fuel, capacity_ccm: v.capacity_ccm,
  ap24_vehicle_class: v.ap24_vehicle_class, url_path: v.engine.url_path,
});

/** A query parameter given at most once: its text ('' when absent); repeated or odd values are a 400. */
function single(name: string, value: unknown): string {
  if (value === undefined) return '';
  if (typeof value !== 'string') throw badRequest(`${name} must be given once`);
  return value;
}

/**
 * Vehicle routes using the registry `registryFor(deps)` gives (default: vehicleRegistryFromEnv over the
 * process environment, i.e. the database unless VEHICLE_REGISTRY_URL/KEY are set).
 *
 * GET /api/ext/vehicle/plate?plate&country[&storeCode]: country EE or FI (default: the view's tax country;
 * others 400); empty plate 400 'Please input Licence Plate Number'; a plate that is malformed (400) or
 * unknown (404) 'Cannot find vehicle by licence plate'; else `[{ktypnr, make, model, engine, ..., url_path}]`
 * (several when the plate is ambiguous), named in the view's language; a failing provider 503.
 *
 * GET /api/ext/vehicle/ktype/:ktypnr[?storeCode]: the engine category with that type number (preferring
 * ap24_vehicle_class 1) with its model and make → `{ktypnr, make:{id, name}, model:{id, name}, engine:{id, name, ...facts}}`;
 * not a positive integer 400, unknown 404 'No vehicle with type number {n}'.
 */
export function createVehicleRoutes(registryFor: (deps: ApiDeps) => VehicleRegistry = (deps) => vehicleRegistryFromEnv(process.env, deps.db)): ApiRoutes {
  return async (app: FastifyInstance, deps: ApiDeps) => {
    const registry = registryFor(deps);

    app.get<{ Querystring: Record<string, unknown> }>('/api/ext/vehicle/plate', async (request, reply) => {
      const view = viewForRequest(deps.storeViews, { storeCode: single('storeCode', request.query.storeCode) });
      const country = (single('country', request.query.country).trim() || view.tax.defaultCountry).toUpperCase();
      if (!isPlateCountry(country)) throw badRequest(PLATE_COUNTRY_UNAVAILABLE);
      const plate = parsePlate(single('plate', request.query.plate), country);
      if (plate.kind === 'empty') throw badRequest(PLATE_REQUIRED);
      if (plate.kind === 'malformed') throw badRequest(PLATE_NOT_FOUND);
      let registered;
      try {
        registered = await registry.lookupPlate(plate.norm, country);
      } catch (error) {
        if (!(error instanceof VehicleRegistryError)) throw error;
        request.log.error(error);
        return reply.code(503).send(envelope(503, REGISTRY_UNAVAILABLE));
      }
      const vehicles = await vehiclesByKtypnr(deps.db, registered.map((r) => r.ktypnr), view.language);
      if (!vehicles.length) throw notFound(PLATE_NOT_FOUND);
      return envelope(200, vehicles.map(flat));
    });

    app.get<{ Params: { ktypnr: string }; Querystring: Record<string, unknown> }>('/api/ext/vehicle/ktype/:ktypnr', async (request) => {
      const view = viewForRequest(deps.storeViews, { storeCode: single('storeCode', request.query.storeCode) });
      const raw = request.params.ktypnr;
      if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw badRequest('ktypnr must be a positive integer');
      const ktypnr = Number(raw);
      const [vehicle] = await vehiclesByKtypnr(deps.db, [ktypnr], view.language);
      if (!vehicle) throw notFound(`No vehicle with type number ${ktypnr}`);
      const { make, model, engine, ktypnr: _k, ...facts } = vehicle;
      return envelope(200, { ktypnr, make, model, engine: { ...engine, ...facts } });
    });
  };
}

/** The vehicle routes with the registry of the process environment (see createVehicleRoutes). */
export const vehicleRoutes: ApiRoutes = createVehicleRoutes();
