import { useCallback, useSyncExternalStore } from 'react';
import type { Dispatch, ProjectionName, ProjectionRegistry } from '../module';
import { useKernel } from './kernel-provider';

/**
 * A projection's current value. Re-renders only when that projection object changes identity
 * (immer keeps untouched projections identical). Works during SSR with the server kernel's state.
 */
export function useProjection<N extends ProjectionName>(name: N): ProjectionRegistry[N] {
  const kernel = useKernel();
  const read = useCallback(() => kernel.getProjection(name), [kernel, name]);
  return useSyncExternalStore(kernel.subscribe, read, read);
}

/** The kernel's typed, stable dispatch. */
export function useCommand(): Dispatch {
  return useKernel().dispatch;
}
