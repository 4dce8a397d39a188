// The dialog a /user child route opens over the profile; closing it (Escape, outside, Cancel) goes back
// to /user.
import { useNavigate } from 'react-router';
import { Dialog, ModalDialog } from '../../ui/Dialog';

export const USER_PATH = '/user';

export function useCloseUserDialog(): () => void {
  const navigate = useNavigate();
  return () => void navigate(USER_PATH);
}

export function UserDialog({ title, children }: { title: string; children: React.ReactNode }) {
  const close = useCloseUserDialog();
  return (
    <ModalDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <Dialog title={title}>{children}</Dialog>
    </ModalDialog>
  );
}
