import { X } from 'lucide';
import { useId } from 'react';
import { useCommand, useHydrated, useProjection } from '../../kernel/react';
import { useVehicleT } from './hooks';
import { vehicleLabel } from './logic/options';
import styles from './vehicle-bar.module.css';
import { Icon } from '../../ui';

/**
 * The garage (issue 8 item 5): the cars applied in this store view, the latest first; one is active. Another
 * one becomes active with one press (it narrows the catalogue at once); any can be taken out.
 */
export function Garage() {
  const t = useVehicleT();
  const id = useId();
  const dispatch = useCommand();
  const hydrated = useHydrated();
  const { garage = [], engine, applied } = useProjection('vehicle/state');
  if (!hydrated || garage.length === 0) return null;
  return (
    <section className={styles.garage} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.garageTitle}>
        {t('Your garage')}
      </h3>
      <ul className={styles.garageList}>
        {garage.map((car) => {
          const label = vehicleLabel(car);
          const active = applied && engine?.value === car.engine.value;
          return (
            <li key={car.engine.value} className={styles.garageCar} aria-current={active ? 'true' : undefined}>
              <span>{label}</span>
              {active ? (
                <span className={styles.activeCar}>{t('Active')}</span>
              ) : (
                <button type="button" className={styles.toggle} onClick={() => void dispatch({ type: 'vehicle/switchCar', data: { engineId: car.engine.value } })} aria-label={t('Use {{car}}', { car: label })}>
                  {t('Use this car')}
                </button>
              )}
              <button type="button" className={styles.clear} aria-label={t('Remove {{car}} from your garage', { car: label })} onClick={() => void dispatch({ type: 'vehicle/forgetCar', data: { engineId: car.engine.value } })}>
                <Icon icon={X} size={18} />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
