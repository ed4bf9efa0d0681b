import { Suspense, type ReactNode } from 'react';
import type { SlotName, SlotRegistry } from '../module';
import { FillBoundary } from './fill-boundary';
import { kernelLogger, useKernel } from './kernel-provider';

/** Props of `<Slot>`: `props` is what each fill receives; optional when the slot passes nothing. */
export type SlotProps<N extends SlotName> = {
  name: N;
  /** Rendered when no module fills the slot. */
  fallback?: ReactNode;
  /** Render only the fill with this key (a slot keyed by, say, payment method code). */
  only?: string;
} & (Record<never, never> extends SlotRegistry[N] ? { props?: SlotRegistry[N] } : { props: SlotRegistry[N] });

/** The keys of a slot's visible fills, in order (which payment methods have a module, say). */
export function useSlotKeys(name: SlotName): string[] {
  const kernel = useKernel();
  return kernel.slotFills(name).map((fill) => fill.key);
}

/**
 * Renders the fills of a named slot in order (overrides applied), or `fallback` when there are none.
 * Each fill is isolated: one that throws renders nothing and is reported through the kernel's logger.
 */
export function Slot<N extends SlotName>(slotProps: SlotProps<N>) {
  const { name, fallback, only } = slotProps;
  const props = (slotProps as { props?: SlotRegistry[N] }).props ?? ({} as SlotRegistry[N]);
  const kernel = useKernel();
  const fills = only === undefined ? kernel.slotFills(name) : kernel.slotFills(name).filter((fill) => fill.key === only);
  if (fills.length === 0) return <>{fallback ?? null}</>;
  const logger = kernelLogger(kernel);
  return (
    <>
      {fills.map(({ key, moduleId, component: Fill }) => (
        <FillBoundary key={key} slot={name} fillKey={key} moduleId={moduleId} logger={logger}>
          {/* Error boundaries do not run during SSR; a Suspense boundary makes the server emit nothing
              for a throwing fill (reported to the render's onError) and leave it to the client. */}
          <Suspense fallback={null}>
            <Fill {...props} />
          </Suspense>
        </FillBoundary>
      ))}
    </>
  );
}
