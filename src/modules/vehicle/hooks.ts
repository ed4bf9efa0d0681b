import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchCatalogue } from '../../kernel/api';
import { useHydrated, useKernel, useProjection, useStoreView } from '../../kernel/react';
import { vehicleLabel, vehicleOptionOf, vehicleOptionsRequest, type VehicleCategoryDoc } from './logic/options';
import type { VehicleLevel, VehicleOption } from './messages';

/** `t` of the 'vehicle' namespace for keys that are English sentences. */
export function useVehicleT(): (key: string, params?: Record<string, string | number>) => string {
  const { t } = useTranslation('vehicle');
  return (key, params) => String(t(key, { ...params, keySeparator: false, nsSeparator: false }));
}

export interface OptionsState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  options: VehicleOption[];
}

/** One list of the picker from the catalogue: the children of `parentId` (none while it is null). */
export function useVehicleOptions(level: VehicleLevel, parentId: number | null): OptionsState {
  const services = useKernel().container;
  const view = useStoreView();
  const [state, setState] = useState<OptionsState & { parentId: number | null }>({ status: 'idle', options: [], parentId: null });
  useEffect(() => {
    if (parentId === null) return undefined;
    const controller = new AbortController();
    searchCatalogue<VehicleCategoryDoc>(services, view, 'category', vehicleOptionsRequest(level, parentId), { signal: controller.signal })
      .then((answer) => setState({ status: 'ready', options: answer.hits.hits.map((hit) => vehicleOptionOf(hit._source)), parentId }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed', options: [], parentId });
      });
    return () => controller.abort();
  }, [services, view, level, parentId]);
  if (parentId === null) return { status: 'idle', options: [] };
  // A list for another parent is still loading.
  return state.parentId === parentId ? state : { status: 'loading', options: [] };
}

/**
 * Whether the car picker is open, for a button that opens it: open until a car is applied (by the lists or by
 * plate), so the picker remembers which application it was opened after. Counted, not timed: two cars applied
 * within the same millisecond still close it.
 */
export function usePickerOpen(): [boolean, (open: boolean) => void] {
  const application = useProjection('vehicle/state').applications ?? 0;
  const [openedAfter, setOpenedAfter] = useState<number | undefined>(undefined);
  return [openedAfter === application, (next) => setOpenedAfter(next ? application : undefined)];
}

/** The applied car's label ("VW Golf VII 1.4 TSI 92 kW / 125 hp (2012-2016)"), or null; null on the server and at hydration (the car lives in the browser's log). */
export function useAppliedCar(): string | null {
  const hydrated = useHydrated();
  const { make, model, engine, applied } = useProjection('vehicle/state');
  return hydrated && applied && make && model && engine ? vehicleLabel({ make, model, engine }) : null;
}
