// What /user hands its child routes: the signed-in user, as the fragment references each child reads.
import { useOutletContext } from 'react-router';
import type { ChangeEmailPage_user$key } from '../../__generated__/ChangeEmailPage_user.graphql';
import type { ChangePasswordPage_user$key } from '../../__generated__/ChangePasswordPage_user.graphql';
import type { UserEditPage_user$key } from '../../__generated__/UserEditPage_user.graphql';

export interface UserOutletContext {
  user: UserEditPage_user$key & ChangePasswordPage_user$key & ChangeEmailPage_user$key;
}

export function useUserOutlet(): UserOutletContext {
  const context = useOutletContext<UserOutletContext | undefined>();
  if (!context) throw new Error('useUserOutlet: the page must be a child route of /user');
  return context;
}
