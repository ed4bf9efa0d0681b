import { useId } from 'react';
import { useHydrated, useProjection } from '../../kernel/react';
import { CarPicker } from './car-picker';
import { useVehicleT } from './hooks';
import { vehicleLabel } from './logic/options';
import styles from './vehicle-bar.module.css';

/**
 * My Car's car from the catalogue (`account/car`): the car applied in this store view and the chooser (plate or
 * lists). Applying keeps the car in the customer's profile, and it is chosen again at the next login.
 */
export function MyCarChooser() {
  const t = useVehicleT();
  const id = useId();
  const hydrated = useHydrated();
  const { make, model, engine, applied } = useProjection('vehicle/state');
  const car = hydrated && applied && make && model && engine ? vehicleLabel({ make, model, engine }) : null;
  return (
    <section className={styles.myCar} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Your car in the catalogue')}</h2>
      <p role="status">
        {car ? (
          <>
            {t('Your car')}: <strong>{car}</strong>
          </>
        ) : (
          t('No car is chosen yet.')
        )}
      </p>
      <p className={styles.hint}>{t('The car you apply is kept in your account and chosen for you when you log in.')}</p>
      <CarPicker id={id} />
    </section>
  );
}
