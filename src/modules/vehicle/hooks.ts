import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchCatalogue } from '../../kernel/api';
import { useKernel, useStoreView } from '../../kernel/react';
import { vehicleOptionOf, vehicleOptionsRequest, type VehicleCategoryDoc } from './logic/options';
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
