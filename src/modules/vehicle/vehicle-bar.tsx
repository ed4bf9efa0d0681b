import { Car, X } from 'lucide';
import { useEffect, useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCommand, useHydrated, useProjection, useStoreView } from '../../kernel/react';
import { carCookieAssignment, carEngineOf } from './car-cookie';
import { CarPicker } from './car-picker';
import { useAppliedCar, usePickerOpen, useVehicleT } from './hooks';
import styles from './vehicle-bar.module.css';
import { Icon } from '../../ui';

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
 * or "Choose your car", which opens the car picker; it closes when a car is applied. From 600 px up only: phones
 * get the car in the header row instead (`VehicleHeaderButton`), so the bar is hidden there, but stays mounted
 * since it keeps the car cookie.
 */
export function VehicleBar() {
  const t = useVehicleT();
  const dispatch = useCommand();
  const state = useProjection('vehicle/state');
  const [open, setOpen] = usePickerOpen();
  const id = useId();
  // The car lives in the browser's log: the server (and the first client render) show none.
  const hydrated = useHydrated();
  const car = useAppliedCar();
  useCarCookie(state.applied && state.engine ? state.engine.value : null, hydrated);

  // A named region: the bar sits between the header and the main content, and must be inside a landmark.
  return (
    <section className={styles.bar} aria-label={t('Your car')}>
      <div className={styles.row}>
        <Icon icon={Car} className={styles.carIcon} size={24} />
        {car ? (
          <p className={styles.chip}>
            <span className={styles.chipText}>
              {t('Your car')}: <strong>{car}</strong>
            </span>
            <button type="button" className={styles.clear} aria-label={t('Clear the car {{car}}', { car })} onClick={() => void dispatch({ type: 'vehicle/clear', data: {} })}>
              <Icon icon={X} size={18} />
            </button>
          </p>
        ) : null}
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={`${id}-picker`} onClick={() => setOpen(!open)}>
          {car ? t('Change the car') : t('Choose your car')}
        </button>
      </div>
      {open ? <CarPicker id={id} /> : null}
    </section>
  );
}
