import { Check } from 'lucide';
import { useVehicleT } from './hooks';
import { FITMENT_TEXTS } from './logic/fitment';
import styles from './vehicle-bar.module.css';
import { Icon } from '../../ui';

/**
 * The fits badge on a listed part's card (`product/cardBadges`): a listing narrowed to the applied car's engine
 * holds only parts in that engine's category, so each of them fits. Drawn from the listing alone (the server
 * renders the same), never from a guess about a part without fitment data.
 */
export function FitsBadge() {
  const t = useVehicleT();
  return (
    <p className={`${styles.cardBadge} ${styles.fits}`}>
      <Icon icon={Check} size={16} /> {t(FITMENT_TEXTS.fits)}
    </p>
  );
}
