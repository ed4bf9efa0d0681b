import { Car } from 'lucide';
import { lazy, Suspense, useId } from 'react';
import { Icon } from '../../ui';
import { useAppliedCar, usePickerOpen, useVehicleT } from './hooks';
import styles from './vehicle-header.module.css';

// The sheet (the picker in a modal dialog) loads on the first tap: it is no part of a phone's first load.
const CarSheet = lazy(() => import('./car-sheet'));

/**
 * The car in the phones' one header row (layout/headerActions, up to 600 px; wider screens have the car bar):
 * the applied car on one line, cut with an ellipsis, or "Choose your car"; a tap opens the picker in a bottom
 * sheet, which closes when a car is applied. Its accessible name says the whole car.
 */
export function VehicleHeaderButton() {
  const t = useVehicleT();
  const car = useAppliedCar();
  const [open, setOpen] = usePickerOpen();
  const id = useId();
  return (
    <>
      <button
        type="button"
        className={styles.car}
        data-car={car ? '' : undefined}
        aria-label={car ? `${t('Your car')}: ${car}` : undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Icon icon={Car} size={20} />
        <span className={styles.text}>{car ?? t('Choose your car')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CarSheet id={id} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
