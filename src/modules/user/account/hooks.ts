import { useTranslation } from 'react-i18next';

/** The account pages' own namespace ('account'). */
export function useAccountT() {
  return useTranslation('account').t;
}
