/**
 * Where licence plates are looked up: a vehicle registry adapter.
 *
 * - The database registry (default) reads the `vehicle_registration` table, filled with demo plates by the
 *   catalogue seed (server/catalogue/generator/registrations.ts).
 * - The HTTP registry asks a real provider. Configure it with VEHICLE_REGISTRY_URL (base URL, e.g.
 *   https://registry.example/api) and VEHICLE_REGISTRY_KEY (API key); both or neither. It sends
 *   `GET {url}/plates/{country}/{plate}` (plate normalised: upper case without spaces and dashes) with
 *   `Authorization: Bearer {key}` and expects `200 [{ktypnr}]` (several when the plate is ambiguous) or
 *   `404` for an unknown plate. Anything else (other statuses, bad JSON, a timeout) is a VehicleRegistryError.
 */
import type { Queryable } from '../../storage/port';
import type { PlateCountry } from './plates';

/** One vehicle registered under a plate: its TecDoc-like type number. */
export interface RegisteredVehicle {
  ktypnr: number;
}

/** A source of licence plate registrations (the database, or a provider over HTTP). */
export interface VehicleRegistry {
  /** The vehicles registered under a normalised plate ('123ABC', 'ABC123'); empty when unknown. */
  lookupPlate(plate: string, country: PlateCountry): Promise<RegisteredVehicle[]>;
}

/** The registry provider failed or answered something unusable (not "unknown plate"). */
export class VehicleRegistryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VehicleRegistryError';
  }
}

/** A registry setting the server cannot start with (message for the operator). */
export class VehicleRegistryConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VehicleRegistryConfigError';
  }
}

/** The registry in the `vehicle_registration` table (demo plates), in insertion order. */
export function databaseVehicleRegistry(db: Queryable): VehicleRegistry {
  return {
    async lookupPlate(plate, country) {
      const { rows } = await db.query<{ ktypnr: number }>(
        'SELECT ktypnr FROM vehicle_registration WHERE country = $1 AND plate_norm = $2 ORDER BY id',
        [country, plate],
      );
      return rows.map((row) => ({ ktypnr: Number(row.ktypnr) }));
    },
  };
}

/** Settings of the HTTP registry. */
export interface HttpVehicleRegistryOptions {
  /** Base URL without a trailing slash is fine either way. */
  url: string;
  apiKey: string;
  /** Default 5000 ms. */
  timeoutMs?: number;
  /** For tests; default the global fetch. */
  fetch?: typeof fetch;
}

const isVehicleList = (value: unknown): value is RegisteredVehicle[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && Number.isInteger((item as { ktypnr?: unknown }).ktypnr) && (item as { ktypnr: number }).ktypnr > 0);

/** A provider's registry over HTTP (see the module comment for the protocol). */
export function httpVehicleRegistry(options: HttpVehicleRegistryOptions): VehicleRegistry {
  const base = options.url.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    async lookupPlate(plate, country) {
      const url = `${base}/plates/${encodeURIComponent(country)}/${encodeURIComponent(plate)}`;
      let response: Response;
      try {
        response = await doFetch(url, {
          headers: { authorization: `Bearer ${options.apiKey}`, accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
      } catch (error) {
        throw new VehicleRegistryError(`Vehicle registry unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (response.status === 404) return [];
      if (!response.ok) throw new VehicleRegistryError(`Vehicle registry answered HTTP ${response.status}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new VehicleRegistryError('Vehicle registry answered invalid JSON');
      }
      if (!isVehicleList(body)) throw new VehicleRegistryError('Vehicle registry answered an unexpected shape (want [{ktypnr}])');
      return body.map((item) => ({ ktypnr: item.ktypnr }));
    },
  };
}

/**
 * The registry the environment asks for: HTTP when VEHICLE_REGISTRY_URL and VEHICLE_REGISTRY_KEY are set,
 * the database otherwise. Half the settings is a configuration mistake (VehicleRegistryConfigError).
 */
export function vehicleRegistryFromEnv(env: Record<string, string | undefined>, db: Queryable): VehicleRegistry {
  const url = env.VEHICLE_REGISTRY_URL?.trim() ?? '';
  const apiKey = env.VEHICLE_REGISTRY_KEY?.trim() ?? '';
  if (!url && !apiKey) return databaseVehicleRegistry(db);
  if (!url || !apiKey) throw new VehicleRegistryConfigError('VEHICLE_REGISTRY_URL and VEHICLE_REGISTRY_KEY must be set together');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new VehicleRegistryConfigError(`VEHICLE_REGISTRY_URL must be a URL such as https://registry.example/api, got "${url}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new VehicleRegistryConfigError(`VEHICLE_REGISTRY_URL must start with http:// or https://, got "${url}"`);
  return httpVehicleRegistry({ url, apiKey });
}
