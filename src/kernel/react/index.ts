export { KernelProvider, useKernel, useKernelLogger } from './kernel-provider';
export { useProjection, useCommand } from './hooks';
export { useHydrated } from './use-hydrated';
export { Slot, useSlotKeys, type SlotProps } from './slot';
export { PageProvider, useLink, useOptionalLink, usePageHead, usePageTitle, usePageUrls, useStoreView, type PageContextValue, type PageHead } from './page';
