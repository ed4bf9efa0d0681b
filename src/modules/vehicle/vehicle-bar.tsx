import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCommand, useHydrated, useProjection, useStoreView } from '../../kernel/react';
import { Button, SelectField } from '../../ui';
import { carCookieAssignment, carEngineOf } from './car-cookie';
import { VEHICLE_TEXTS } from './decider';
import { useVehicleOptions, useVehicleT } from './hooks';
import { vehicleLabel, VEHICLES_ROOT_ID } from './logic/options';
import type { VehicleLevel, VehicleOption } from './messages';
import { PlateLookup } from './plate-lookup';
import styles from './vehicle-bar.module.css';

const LABELS: Record<VehicleLevel, string> = { make: 'Make', model: 'Model', engine: 'Engine' };
const COMMANDS = { make: 'vehicle/selectMake', model: 'vehicle/selectModel', engine: 'vehicle/selectEngine' } as const;

/** One list of the picker: a native select (type-ahead by typing the first letters), disabled until its parent is chosen. */
function VehicleSelect({ level, parentId, selected, id }: { level: VehicleLevel; parentId: number | null; selected: VehicleOption | null; id: string }) {
  const t = useVehicleT();
  const dispatch = useCommand();
  const { status, options } = useVehicleOptions(level, parentId);
  const placeholder = status === 'loading' ? t('Loading…') : status === 'failed' ? t('Could not load the list') : t(`Choose the ${level}`);
  return (
    <SelectField
      id={id}
      name={level}
      label={t(LABELS[level])}
      disabled={parentId === null || status !== 'ready'}
      value={selected ? String(selected.value) : ''}
      options={[{ value: '', label: placeholder }, ...options.map((option) => ({ value: String(option.value), label: option.label }))]}
      onChange={(event) => {
        const option = options.find((candidate) => String(candidate.value) === event.target.value) ?? null;
        void dispatch({ type: COMMANDS[level], data: { option } });
      }}
    />
  );
}

/**
 * Keeps the view's car cookie (what narrows server-rendered listings, ADR 0029) equal to the applied car in the
 * log, and reloads the page's data when it changed, so the listing on screen follows the car at once.
 */
function useCarCookie(engineId: number | null, hydrated: boolean) {
  const { storeCode } = useStoreView();
  const navigate = useNavigate();
  useEffect(() => {
    if (!hydrated || carEngineOf(document.cookie, storeCode) === engineId) return;
    document.cookie = carCookieAssignment(storeCode, engineId);
    // The same address again: the router runs the page's loaders, which now read the new cookie.
    const { pathname, search, hash } = window.location;
    void navigate(`${pathname}${search}${hash}`, { replace: true, preventScrollReset: true });
  }, [hydrated, engineId, storeCode, navigate]);
}

/**
 * The vehicle bar under the header (spec section 4 "Vehicle"): the applied car as a chip with a clear button,
 * or "Choose your car", which opens the picker: make → model → engine, each list loaded from the vehicle
 * categories, then "Apply". Until all three are chosen "Apply" says 'Please select all fields to filter by
 * vehicle'; nothing changes in the catalogue until the shopper applies.
 */
export function VehicleBar() {
  const t = useVehicleT();
  const dispatch = useCommand();
  const state = useProjection('vehicle/state');
  // Open until a car is applied (by the lists or by plate): the picker remembers which application it was opened after.
  const [openedAfter, setOpenedAfter] = useState<string | null | undefined>(undefined);
  const open = openedAfter !== undefined && openedAfter === state.appliedAt;
  const setOpen = (next: boolean) => setOpenedAfter(next ? state.appliedAt : undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  // The car lives in the browser's log: the server (and the first client render) show none.
  const hydrated = useHydrated();
  const { make, model, engine, applied } = state;
  const car = hydrated && applied && make && model && engine ? vehicleLabel({ make, model, engine }) : null;
  useCarCookie(applied && engine ? engine.value : null, hydrated);

  const apply = async () => {
    const result = await dispatch({ type: 'vehicle/apply', data: {} });
    if (!result.ok) {
      setProblem(result.error.message);
      return;
    }
    setProblem(null);
  };

  return (
    <div className={styles.bar}>
      <div className={styles.row}>
        {car ? (
          <p className={styles.chip}>
            <span>
              {t('Your car')}: <strong>{car}</strong>
            </span>
            <button type="button" className={styles.clear} aria-label={t('Clear the car {{car}}', { car })} onClick={() => void dispatch({ type: 'vehicle/clear', data: {} })}>
              ×
            </button>
          </p>
        ) : null}
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={`${id}-picker`} onClick={() => setOpen(!open)}>
          {car ? t('Change the car') : t('Choose your car')}
        </button>
      </div>
      {open ? <PlateLookup /> : null}
      {open ? (
        <form
          id={`${id}-picker`}
          className={styles.picker}
          aria-label={t('Choose your car')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void apply();
          }}
        >
          <VehicleSelect level="make" id={`${id}-make`} parentId={VEHICLES_ROOT_ID} selected={make} />
          <VehicleSelect level="model" id={`${id}-model`} parentId={make?.value ?? null} selected={model} />
          <VehicleSelect level="engine" id={`${id}-engine`} parentId={model?.value ?? null} selected={engine} />
          <div className={styles.actions}>
            <Button type="submit" aria-describedby={problem ? `${id}-problem` : undefined}>
              {t('Apply')}
            </Button>
          </div>
          {problem ? (
            <p id={`${id}-problem`} className={styles.problem} role="alert">
              {t(problem)}
            </p>
          ) : !make || !model || !engine ? (
            <p className={styles.hint}>{t(VEHICLE_TEXTS.selectAll)}</p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
