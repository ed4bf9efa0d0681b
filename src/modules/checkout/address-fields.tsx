import { useMemo, type InputHTMLAttributes } from 'react';
import { useStoreView } from '../../kernel/react';
import type { Problems } from '../../kernel/validation';
import { SelectField, TextField } from '../../ui';
import styles from './checkout.module.css';
import { useCheckoutT } from './hooks';
import { countryOptions } from './logic/countries';
import type { AddressField } from './logic/validation';
import type { AddressDetails } from './messages';

/** The address fields' labels (English source texts of the 'checkout' namespace). */
export const ADDRESS_LABELS: Record<AddressField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  streetAddress: 'Street address',
  apartmentNumber: 'Apartment number (optional)',
  city: 'City',
  state: 'County or region (optional)',
  zipCode: 'Zip code',
  country: 'Country',
  phoneNumber: 'Phone number',
};

/** Countries whose postal codes are digits only (EE 10115, FI 00100, IT 00184, ...): a numeric keypad on phones. */
const NUMERIC_POSTCODES = new Set(['EE', 'FI', 'IT', 'DE', 'FR', 'ES', 'AT', 'BE', 'DK', 'SI']);

/** The phone keyboard and capitalisation of each field (issue 20: a thumb-friendly checkout). */
function keyboardOf(name: Exclude<AddressField, 'country'>, country: string): Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'autoCapitalize' | 'spellCheck'> {
  switch (name) {
    case 'firstName':
    case 'lastName':
    case 'city':
    case 'state':
      return { autoCapitalize: 'words', spellCheck: false };
    case 'zipCode':
      return NUMERIC_POSTCODES.has(country) ? { inputMode: 'numeric', spellCheck: false } : { autoCapitalize: 'characters', spellCheck: false };
    case 'phoneNumber':
      return { inputMode: 'tel' };
    default:
      return { spellCheck: false };
  }
}

export interface AddressFieldsProps {
  /** Prefix of the inputs' ids and of the autocomplete section ('shipping' or 'billing'). */
  section: 'shipping' | 'billing';
  idOf: (field: AddressField) => string;
  values: AddressDetails;
  problems: Problems<string>;
  onChange: (field: AddressField, value: string) => void;
}

/**
 * The address of the shipping or billing step with the browser's autocomplete tokens (section-scoped, so a
 * billing address is not filled with the shipping one): names, street and apartment, city, county, zip code,
 * country (named in the view's language) and phone; each message beside its field. On a phone each field
 * brings the right keyboard: digits for a numeric postal code, the phone pad for the phone.
 */
export function AddressFields({ section, idOf, values, problems, onChange }: AddressFieldsProps) {
  const t = useCheckoutT();
  const view = useStoreView();
  const countries = useMemo(() => countryOptions(view.language, view.tax.defaultCountry), [view.language, view.tax.defaultCountry]);
  const field = (name: Exclude<AddressField, 'country'>, autoComplete: string, type = 'text') => {
    const problem = problems[name];
    return (
      <TextField
        id={idOf(name)}
        name={`${section}-${name}`}
        type={type}
        autoComplete={`section-${section} ${section} ${autoComplete}`}
        {...keyboardOf(name, values.country)}
        label={t(ADDRESS_LABELS[name])}
        value={values[name]}
        error={problem ? t(problem) : undefined}
        onChange={(event) => onChange(name, event.target.value)}
      />
    );
  };
  return (
    <>
      <div className={styles.names}>
        {field('firstName', 'given-name')}
        {field('lastName', 'family-name')}
      </div>
      {field('streetAddress', 'address-line1')}
      {field('apartmentNumber', 'address-line2')}
      <div className={styles.names}>
        {field('city', 'address-level2')}
        {field('zipCode', 'postal-code')}
      </div>
      {field('state', 'address-level1')}
      <SelectField
        id={idOf('country')}
        name={`${section}-country`}
        autoComplete={`section-${section} ${section} country`}
        label={t(ADDRESS_LABELS.country)}
        options={countries}
        value={values.country}
        error={problems.country ? t(problems.country) : undefined}
        onChange={(event) => onChange('country', event.target.value)}
      />
      {field('phoneNumber', 'tel', 'tel')}
    </>
  );
}
