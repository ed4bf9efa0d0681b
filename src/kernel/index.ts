// Decorated service classes need the metadata polyfill before they are declared; the kernel entry
// is imported before any module, so loading it here covers the whole app.
import 'reflect-metadata/lite';

export * from './messages';
export * from './module';
export * from './state';
export * from './store-view/types';
export type * from './event-log/types';
export { createMemoryEventLog, type EventLogOptions } from './event-log/memory';

export { loadModules, ModuleLoadError, type ModuleLoadErrorKind } from './loader';
export { createContainer, containerLogger, loadBindings, StoreViewToken, ClockToken, LoggerToken } from './container';
export { ClaimsToken, CLAIMS_COLLECTION, createClaims, createStoredClaims, type Claim, type Claims } from './claims';
export { createKernel, type Kernel, type KernelOptions } from './kernel';
export { KernelErrorCode, type AnyCommand } from './command-bus';
export { DEPRECATED_COMMANDS, deprecationWarning, type DeprecatedCommandType } from './deprecated-commands';
export type { ActivationReason, ModuleTiming } from './activation';
export type { EventHandler, Unsubscribe } from './event-bus';
export { causedBy } from './reactors';
export { resolveSlotFills, runIntercepts, type ResolvedSlotFill } from './extensions';
export { takeSnapshot, restoreSnapshot, projectionKey } from './snapshot';
export { findNonJson } from './json';
export { consoleLogger, type KernelLogger } from './logger';
export { KernelProvider, useKernel, useProjection, useCommand, Slot, type SlotProps } from './react';
export { productImageSrcSet, productImageUrl, productRoute, type ProductSummary } from './product';
