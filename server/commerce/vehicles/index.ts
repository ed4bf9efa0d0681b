export { isPlateCountry, normalisePlate, parsePlate, FI_PLATE_MAX_LENGTH, PLATE_COUNTRIES } from './plates';
export type { ParsedPlate, PlateCountry } from './plates';
export { databaseVehicleRegistry, httpVehicleRegistry, vehicleRegistryFromEnv, VehicleRegistryConfigError, VehicleRegistryError } from './registry';
export type { HttpVehicleRegistryOptions, RegisteredVehicle, VehicleRegistry } from './registry';
export { vehiclesByKtypnr } from './vehicles';
export type { EngineFacts, Vehicle } from './vehicles';
