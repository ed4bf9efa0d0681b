import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommand, useProjection } from '../../kernel';

/** Talon of the update prompt: whether it shows, its texts and the two choices. */
export function useUpdatePrompt() {
  const { visible } = useProjection('app-update/prompt');
  const dispatch = useCommand();
  const { t } = useTranslation('app-update');
  const onReload = useCallback(() => void dispatch({ type: 'app-update/accept', data: {} }), [dispatch]);
  const onLater = useCallback(() => void dispatch({ type: 'app-update/postpone', data: {} }), [dispatch]);
  return {
    open: visible,
    message: t('A new version of the shop is available.'),
    reloadLabel: t('Reload'),
    laterLabel: t('Later'),
    onReload,
    onLater,
  };
}
