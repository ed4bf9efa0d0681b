import type { ReactNode } from 'react';
import type { SlotName, SlotRegistry } from '../module';
import { useKernel } from './kernel-provider';

/** Props of `<Slot>`: `props` is what each fill receives; optional when the slot passes nothing. */
export type SlotProps<N extends SlotName> = {
  name: N;
  /** Rendered when no module fills the slot. */
  fallback?: ReactNode;
} & (Record<never, never> extends SlotRegistry[N] ? { props?: SlotRegistry[N] } : { props: SlotRegistry[N] });

/** Renders the fills of a named slot in order (overrides applied), or `fallback` when there are none. */
export function Slot<N extends SlotName>(slotProps: SlotProps<N>) {
  const { name, fallback } = slotProps;
  const props = (slotProps as { props?: SlotRegistry[N] }).props ?? ({} as SlotRegistry[N]);
  const fills = useKernel().slotFills(name);
  if (fills.length === 0) return <>{fallback ?? null}</>;
  return (
    <>
      {fills.map(({ key, component: Fill }) => (
        <Fill key={key} {...props} />
      ))}
    </>
  );
}
