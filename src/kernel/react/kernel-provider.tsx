import { createContext, useContext, type ReactNode } from 'react';
import type { Kernel } from '../kernel';
import { containerLogger } from '../container';
import type { KernelLogger } from '../logger';

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

/** The logger the kernel was built with (bound under `LoggerToken` in its container). */
export function kernelLogger(kernel: Kernel): KernelLogger {
  return containerLogger(kernel.container);
}

/** The nearest kernel's logger, for views that report errors the way the kernel does. */
export function useKernelLogger(): KernelLogger {
  return kernelLogger(useKernel());
}
