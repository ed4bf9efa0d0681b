import { useState } from 'react';
import { useCommand, useProjection } from '../../kernel/react';
import { Button, SelectField } from '../../ui';
import { VEHICLE_TEXTS } from './decider';
import { Garage } from './garage';
import { useVehicleOptions, useVehicleT } from './hooks';
import { VEHICLES_ROOT_ID } from './logic/options';
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
 * The car chooser (spec section 4 "Vehicle"): the plate lookup, then make → model → engine, each list loaded from
 * the vehicle categories, and "Apply". Until all three are chosen "Apply" says 'Please select all fields to filter
 * by vehicle'; nothing changes in the catalogue until the shopper applies. The garage above offers the cars applied
 * before. Used under the header and on My Car.
 */
export function CarPicker({ id }: { id: string }) {
  const t = useVehicleT();
  const dispatch = useCommand();
  const { make, model, engine } = useProjection('vehicle/state');
  const [problem, setProblem] = useState<string | null>(null);

  const apply = async () => {
    const result = await dispatch({ type: 'vehicle/apply', data: {} });
    setProblem(result.ok ? null : result.error.message);
  };

  return (
    <>
      <Garage />
      <PlateLookup />
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
    </>
  );
}
