import { useId, useMemo, useState } from 'react';
import { useCommand, useKernel, useProjection, useStoreView } from '../../kernel/react';
import { Button, ChoiceList, TextField } from '../../ui';
import { useVehicleT } from './hooks';
import { defaultPlateFormat } from './logic/plate-format';
import styles from './vehicle-bar.module.css';

/**
 * Find the car by licence plate (spec section 4 "Vehicle", section 5): a blank plate is 'Please input Licence
 * Plate Number'; one vehicle is applied at once; several are listed for the shopper to pick; none is 'Cannot
 * find vehicle by licence plate'.
 */
export function PlateLookup() {
  const t = useVehicleT();
  const dispatch = useCommand();
  const lookup = useProjection('vehicle/state').plateLookup;
  const [plate, setPlate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pick, setPick] = useState('');
  const id = useId();
  const kernel = useKernel();
  const country = useStoreView().tax.defaultCountry;
  // Upper case, no limit and the country's example plate; a country's module (Finnish plates) adapts it.
  const plateFormat = useMemo(() => kernel.intercept('vehicle/plateFormat', defaultPlateFormat(country)), [kernel, country]);

  const find = async () => {
    const result = await dispatch({ type: 'vehicle/lookupPlate', data: { plate } });
    setProblem(result.ok ? null : result.error.message);
  };
  const message = problem ?? (lookup.status === 'failed' ? lookup.message : null);

  return (
    <form
      className={styles.plate}
      aria-label={t('Find your car by licence plate')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void find();
      }}
    >
      <TextField
        id={`${id}-plate`}
        name="plate"
        label={t('Licence plate')}
        value={plate}
        autoComplete="off"
        {...(plateFormat.maxLength ? { maxLength: plateFormat.maxLength } : {})}
        {...(plateFormat.placeholder ? { placeholder: plateFormat.placeholder } : {})}
        error={message ? t(message) : undefined}
        onChange={(event) => setPlate(plateFormat.format(event.target.value))}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="secondary">
          {t('Find')}
        </Button>
      </div>
      {lookup.status === 'loading' ? (
        <p className={styles.hint} role="status">
          {t('Looking up the plate…')}
        </p>
      ) : null}
      {lookup.status === 'choose' ? (
        <div className={styles.choose}>
          <ChoiceList
            id={`${id}-vehicles`}
            name="plateVehicle"
            legend={t('Several cars are registered to {{plate}}. Which one is yours?', { plate: lookup.plate })}
            value={pick}
            onChange={setPick}
            options={lookup.vehicles.map((vehicle) => ({ value: String(vehicle.ktypnr), title: `${vehicle.model} ${vehicle.engine}`, description: vehicle.make }))}
          />
          <Button
            type="button"
            onClick={async () => {
              if (!pick) return;
              await dispatch({ type: 'vehicle/choosePlateVehicle', data: { ktypnr: Number(pick) } });
            }}
          >
            {t('Apply')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
