export { KernelProvider, useKernel, useKernelLogger } from './kernel-provider';
export { useProjection, useCommand } from './hooks';
export { Slot, type SlotProps } from './slot';
export { PageProvider, useLink, usePageTitle, useStoreView, type PageContextValue } from './page';
