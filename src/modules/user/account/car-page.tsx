import { useId, useState, type FormEvent } from 'react';
import { Slot, useCommand, useKernel, usePageTitle } from '../../../kernel/react';
import { serverMessage, SyncLayerToken, type SyncLayer } from '../../../kernel/sync';
import { Button, PageHeading } from '../../../ui';
import { sessionCustomer } from '../decider';
import type { CustomerProfile } from '../messages';
import { RequireLogin } from '../require-login';
import styles from './account.module.css';
import { attributeOf, CAR_FIELDS, CAR_KTYPE, carOf, carUpdateBody, completeCar, FILL_ALL_CAR_FIELDS, type CarDetails, type CarField } from './car';
import { useAccountT } from './hooks';

const LABELS: Record<CarField, string> = { car_plate_number: 'Licence plate number', car_make: 'Make', car_model: 'Model', car_engine: 'Engine' };

type SaveState = { status: 'idle' | 'pending' | 'done' } | { status: 'failed'; message: string };

function CarForm({ profile }: { profile: CustomerProfile }) {
  const t = useAccountT();
  const id = useId();
  const kernel = useKernel();
  const dispatch = useCommand();
  const [car, setCar] = useState<CarDetails>(() => carOf(profile));
  const [invalid, setInvalid] = useState(false);
  const [save, setSave] = useState<SaveState>({ status: 'idle' });
  const errorId = `${id}-error`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const complete = completeCar(car);
    if (!complete) {
      setInvalid(true);
      document.getElementById(`${id}-${CAR_FIELDS.find((field) => car[field].trim() === '') ?? 'car_plate_number'}`)?.focus();
      return;
    }
    setInvalid(false);
    setSave({ status: 'pending' });
    const answer = await kernel.container.get<SyncLayer>(SyncLayerToken).execute({
      id: `my-car-${Date.now()}`,
      url: '/api/user/me?token={{token}}',
      method: 'POST',
      body: carUpdateBody(profile, complete),
      silent: true,
      createdAt: new Date().toISOString(),
    });
    if (answer.code !== 200) {
      setSave({ status: 'failed', message: serverMessage(answer.result) ?? 'Your car could not be saved. Try again in a few seconds.' });
      return;
    }
    // The answered profile becomes the session's, like any other profile save.
    await dispatch({ type: 'user/recordProfileUpdated', data: { profile: answer.result as CustomerProfile } });
    setCar(complete);
    setSave({ status: 'done' });
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {CAR_FIELDS.map((field) => {
        const empty = invalid && car[field].trim() === '';
        return (
          <div key={field} className={styles.field}>
            <label htmlFor={`${id}-${field}`}>{t(LABELS[field])}</label>
            <input
              id={`${id}-${field}`}
              name={field}
              value={car[field]}
              required
              aria-invalid={empty ? true : undefined}
              aria-describedby={empty ? errorId : undefined}
              onChange={(event) => setCar({ ...car, [field]: event.target.value })}
            />
          </div>
        );
      })}
      {invalid && (
        <p id={errorId} className={styles.error} role="alert">
          {t(FILL_ALL_CAR_FIELDS)}
        </p>
      )}
      {save.status === 'failed' && (
        <p className={styles.error} role="alert">
          {t(save.message)}
        </p>
      )}
      {save.status === 'done' && <p role="status">{t('Your car details have been saved.')}</p>}
      <Button type="submit" disabled={save.status === 'pending'}>
        {t('Save my car')}
      </Button>
    </form>
  );
}

/**
 * /my-account/car: the plate number and car details kept in the profile (spec section 4 "My Car"): the car chosen
 * from the catalogue (the `account/car` slot, the vehicle module's chooser) and the details as text.
 */
export default function CarPage() {
  const t = useAccountT();
  usePageTitle(t('My Car'));
  return (
    <>
      <PageHeading title={t('My Car')} lead={t('Save your car to find the parts that fit it faster.')} />
      <RequireLogin>
        {(profile) => (
          <>
            <Slot name="account/car" props={{ customer: sessionCustomer(profile) }} />
            {/* A car applied from the catalogue (a new KType) restarts the form with the profile's new details. */}
            <CarForm key={attributeOf(profile, CAR_KTYPE)} profile={profile} />
          </>
        )}
      </RequireLogin>
    </>
  );
}
