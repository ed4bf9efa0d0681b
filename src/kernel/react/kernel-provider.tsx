import { createContext, useContext, type ReactNode } from 'react';
import type { Kernel } from '../kernel';

const KernelContext = createContext<Kernel | null>(null);

/** Makes a kernel available to `useKernel`, `useProjection`, `useCommand` and `<Slot>` below it. */
export function KernelProvider({ kernel, children }: { kernel: Kernel; children?: ReactNode }) {
  return <KernelContext.Provider value={kernel}>{children}</KernelContext.Provider>;
}

/** The kernel of the nearest `KernelProvider`; throws outside one, which is always a wiring bug. */
export function useKernel(): Kernel {
  const kernel = useContext(KernelContext);
  if (!kernel) throw new Error('useKernel must be used inside a <KernelProvider>');
  return kernel;
}
