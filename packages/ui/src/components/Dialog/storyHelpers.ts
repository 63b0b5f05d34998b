import { expect, screen, waitFor } from 'storybook/test';
import { withdrawSpentAnnouncements } from '../Button/spentAnnouncements';

/**
 * Finds an open modal surface by role and name, once it is shown and its entrance animation has
 * ended (sizes and visibility are only final then). react-aria keeps a new overlay hidden, before
 * its entrance starts, while an on-screen keyboard may still be opening. Shared by the Dialog,
 * Drawer and AlertDialog stories.
 */
export async function findOpenDialog(name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => {
    expect(dialog).toBeVisible();
    expect(dialog.closest('[data-entering]')).toBeNull();
  });
  return dialog;
}

/** The backdrop a modal surface sits on (react-aria's ModalOverlay). */
export function backdropOf(dialog: HTMLElement) {
  return dialog.parentElement?.parentElement as HTMLElement;
}

/** Waits until no modal surface of the role is left in the page, exit animation included. */
export async function expectAllClosed(role: 'dialog' | 'alertdialog' = 'dialog') {
  await waitFor(() => expect(screen.queryByRole(role)).toBeNull());
}

/** Asserts a surface stayed open: still in the page and not on its way out. */
export async function expectStillOpen(dialog: HTMLElement) {
  await expect(dialog).toBeInTheDocument();
  await expect(backdropOf(dialog)).not.toHaveAttribute('data-exiting');
  await expect(dialog).toBeVisible();
}

/**
 * react-aria's Button announces its pending state through a shared live region, as a node that
 * points (aria-labelledby) at the button, removed only after 7 s. The ui Button withdraws its
 * own once it leaves the page; stories clear any other spent ones (a raw react-aria button's)
 * the same way before the accessibility check.
 */
export function clearSpentAnnouncements() {
  withdrawSpentAnnouncements();
}
