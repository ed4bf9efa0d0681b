import { X } from 'lucide';
import { useCommand } from '../../kernel/react';
import { Icon } from '../../ui';
import { BottomSheet } from '../../ui/bottom-sheet/bottom-sheet';
import { CarPicker } from './car-picker';
import { useAppliedCar, useVehicleT } from './hooks';
import styles from './car-sheet.module.css';

/**
 * The car picker in a bottom sheet (phones): the applied car with its clear button, then the garage, the plate
 * lookup and the lists. A modal dialog: the page behind is inert, Escape closes it, focus returns to the button.
 */
export default function CarSheet({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useVehicleT();
  const dispatch = useCommand();
  const car = useAppliedCar();
  return (
    <BottomSheet open id={`${id}-sheet`} title={t('Choose your car')} closeLabel={t('Close')} doneLabel={t('Close')} onClose={onClose}>
      <div className={styles.sheet}>
        {car ? (
          <p className={styles.chosen}>
            <span>
              {t('Your car')}: <strong>{car}</strong>
            </span>
            <button type="button" className={styles.clear} aria-label={t('Clear the car {{car}}', { car })} onClick={() => void dispatch({ type: 'vehicle/clear', data: {} })}>
              <Icon icon={X} size={18} />
            </button>
          </p>
        ) : null}
        <CarPicker id={id} />
      </div>
    </BottomSheet>
  );
}
