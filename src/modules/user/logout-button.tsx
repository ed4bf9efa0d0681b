import { useNavigate } from 'react-router-dom';
import { useCommand, useLink } from '../../kernel/react';
import { Button, type ButtonVariant } from '../../ui';
import { useUserT } from './hooks';

/** Logout (spec section 4): `user/logout`, then the view's home. */
export function LogoutButton({ variant = 'secondary' }: { variant?: ButtonVariant }) {
  const t = useUserT();
  const dispatch = useCommand();
  const navigate = useNavigate();
  const link = useLink();
  return (
    <Button
      type="button"
      variant={variant}
      onClick={async () => {
        await dispatch({ type: 'user/logout', data: {} });
        void navigate(link('/'));
      }}
    >
      {t('Logout')}
    </Button>
  );
}
