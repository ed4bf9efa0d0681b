import { useId, type FormEvent } from 'react';
import { Slot } from '../../kernel';
import { useLink, usePageTitle } from '../../kernel/react';
import { Button, PageHeading, UiLink } from '../../ui';
import { sessionCustomer } from './decider';
import { FormMessage, useBoundFields } from './form-field';
import { useUserForm, useUserT, useVault } from './hooks';
import { addressProblems, passwordChangeProblems, profileProblems } from './logic/validation';
import type { AddressInput, CustomerProfile } from './messages';
import { LogoutButton } from './logout-button';
import { RequireLogin } from './require-login';
import styles from './user.module.css';

type T = (key: string) => string;

function submitted(handler: () => unknown) {
  return (event: FormEvent) => {
    event.preventDefault();
    void handler();
  };
}

const translated = (t: T, state: { status: string; message?: string }) => ({ ...state, message: state.message && t(state.message) });

/** Profile: first name, last name, e-mail (POST /api/user/me). */
function ProfileForm({ profile }: { profile: CustomerProfile }) {
  const t = useUserT();
  const id = useId();
  const form = useUserForm('profile', { firstname: profile.firstname, lastname: profile.lastname, email: profile.email }, profileProblems, (v) => ({ type: 'user/updateProfile', data: v }));
  const field = useBoundFields(form);
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('My profile')}</h2>
      <form className={styles.form} noValidate onSubmit={submitted(form.submit)}>
        {field('firstname', 'First name', 'given-name')}
        {field('lastname', 'Last name', 'family-name')}
        {field('email', 'E-mail address', 'email', 'email')}
        <FormMessage state={translated(t, form.state)} />
        <Button type="submit" disabled={form.state.status === 'pending'}>
          {t('Update my profile')}
        </Button>
      </form>
    </section>
  );
}

/** Change password: current, new (at least 8) and repeat (POST /api/user/change-password). */
function PasswordForm() {
  const t = useUserT();
  const id = useId();
  const vault = useVault();
  const empty = { currentPassword: '', newPassword: '', repeatPassword: '' };
  const form = useUserForm('changePassword', empty, passwordChangeProblems, (v) => ({
    type: 'user/changePassword',
    data: { secret: vault({ currentPassword: v.currentPassword, newPassword: v.newPassword }) },
  }));
  const field = useBoundFields(form);
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Change password')}</h2>
      <form
        className={styles.form}
        noValidate
        onSubmit={submitted(async () => {
          if (await form.submit()) form.setValues(empty);
        })}
      >
        {field('currentPassword', 'Current password', 'current-password', 'password')}
        {field('newPassword', 'New password', 'new-password', 'password')}
        {field('repeatPassword', 'Repeat new password', 'new-password', 'password')}
        <FormMessage state={translated(t, form.state)} />
        <Button type="submit" disabled={form.state.status === 'pending'}>
          {t('Change password')}
        </Button>
      </form>
    </section>
  );
}

function addressValues(profile: CustomerProfile) {
  const address = profile.addresses.find((a) => a.default_shipping) ?? profile.addresses[0];
  return {
    street: address?.street[0] ?? '',
    city: address?.city ?? '',
    postcode: address?.postcode ?? '',
    country: address?.country_id ?? 'EE',
    telephone: address?.telephone ?? '',
  };
}

/** The default shipping address, added or edited in place; the other addresses are sent back unchanged. */
function AddressForm({ profile }: { profile: CustomerProfile }) {
  const t = useUserT();
  const id = useId();
  const current = profile.addresses.find((a) => a.default_shipping) ?? profile.addresses[0];
  const form = useUserForm('profile', addressValues(profile), addressProblems, (v) => {
    const edited: AddressInput = {
      firstname: profile.firstname,
      lastname: profile.lastname,
      street: [v.street.trim()],
      city: v.city.trim(),
      postcode: v.postcode.trim(),
      country_id: v.country.trim().toUpperCase(),
      telephone: v.telephone.trim() || null,
      default_shipping: true,
      default_billing: current?.default_billing ?? true,
    };
    const others: AddressInput[] = profile.addresses
      .filter((a) => a !== current)
      .map((a) => ({ firstname: a.firstname, lastname: a.lastname, street: a.street, city: a.city, postcode: a.postcode, country_id: a.country_id, telephone: a.telephone, default_shipping: false, default_billing: a.default_billing }));
    return { type: 'user/updateProfile', data: { firstname: profile.firstname, lastname: profile.lastname, email: profile.email, addresses: [edited, ...others] } };
  });
  const field = useBoundFields(form);
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('Shipping details')}</h2>
      {profile.addresses.length > 0 ? (
        <ul>
          {profile.addresses.map((a) => (
            <li key={a.id}>
              {[a.street.join(' '), a.postcode, a.city, a.country_id, a.telephone].filter(Boolean).join(', ')}
              {a.default_shipping ? ` (${t('default shipping address')})` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('You have no saved addresses yet.')}</p>
      )}
      <form className={styles.form} noValidate onSubmit={submitted(form.submit)}>
        {field('street', 'Street name', 'address-line1')}
        {field('city', 'City', 'address-level2')}
        {field('postcode', 'Zip-code', 'postal-code')}
        {field('country', 'Country code', 'country')}
        {field('telephone', 'Phone number', 'tel', 'tel')}
        <Button type="submit" disabled={form.state.status === 'pending'}>
          {t(current ? 'Update the address' : 'Add the address')}
        </Button>
      </form>
    </section>
  );
}

function Account({ profile }: { profile: CustomerProfile }) {
  const t = useUserT();
  const link = useLink();
  return (
    <div className={styles.account}>
      <p>{t('Hello, {{name}}!', { name: `${profile.firstname} ${profile.lastname}` })}</p>
      <nav aria-label={t('My account')}>
        <ul className={styles.nav}>
          <li>
            <UiLink href={link('/my-account/orders')}>{t('My orders')}</UiLink>
          </li>
          <li>
            <UiLink href={link('/my-account/car')}>{t('My car')}</UiLink>
          </li>
        </ul>
      </nav>
      {/* Keyed by the saved profile so the forms start from what the server answered. */}
      <ProfileForm key={`p-${profile.updated_at}`} profile={profile} />
      <AddressForm key={`a-${profile.updated_at}`} profile={profile} />
      <PasswordForm />
      <Slot name="account/sections" props={{ customer: sessionCustomer(profile) }} />
      <div>
        <LogoutButton />
      </div>
    </div>
  );
}

/** /my-account (route `my-account`): the profile, addresses, password, other modules' sections and logout. */
export default function AccountPage() {
  const t = useUserT();
  usePageTitle(t('My Account'));
  return (
    <>
      <PageHeading title={t('My Account')} />
      <RequireLogin>{(profile) => <Account profile={profile} />}</RequireLogin>
    </>
  );
}
