import { Car, X } from 'lucide';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCommand, useHydrated, useProjection, useStoreView } from '../../kernel/react';
import { carCookieAssignment, carEngineOf } from './car-cookie';
import { CarPicker } from './car-picker';
import { useVehicleT } from './hooks';
import { vehicleLabel } from './logic/options';
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
 * or "Choose your car", which opens the car picker; it closes when a car is applied. On phones it stays one line:
 * the chip's text is cut with an ellipsis (the clear button's name still says the whole car).
 */
export function VehicleBar() {
  const t = useVehicleT();
  const dispatch = useCommand();
  const state = useProjection('vehicle/state');
  // Open until a car is applied (by the lists or by plate): the picker remembers which application it was opened after.
  // (Counted, not timed: two cars applied within the same millisecond still close it.)
  const application = state.applications ?? 0;
  const [openedAfter, setOpenedAfter] = useState<number | undefined>(undefined);
  const open = openedAfter === application;
  const setOpen = (next: boolean) => setOpenedAfter(next ? application : undefined);
  const id = useId();
  // The car lives in the browser's log: the server (and the first client render) show none.
  const hydrated = useHydrated();
  const { make, model, engine, applied } = state;
  const car = hydrated && applied && make && model && engine ? vehicleLabel({ make, model, engine }) : null;
  useCarCookie(applied && engine ? engine.value : null, hydrated);

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
