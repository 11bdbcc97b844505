/** Test-only helpers for the auth stories; never imported by production code. */
import { handlers } from '@kundenportal/api-client/mocks';
import { useEffect } from 'react';
import { screen, userEvent, within } from 'storybook/test';
import type { PortalServices } from '../shared/services';
import { type AuthDialog, type AuthDialogOptions, useAuthDialogs } from '../shared/session';
import { StoryPortal } from '../shared/testing';
import { AuthDialogs } from './AuthDialogs';

/** The mock backend for every auth story; a story adds its overrides in `beforeEach({ msw })`. */
export const mockBackend = { msw: { handlers: { backend: handlers } } };

/** Opens a dialog as a header button or a guarded page would. */
function OpenAuthDialog({ dialog, options }: { dialog: AuthDialog; options?: AuthDialogOptions }) {
  const { open } = useAuthDialogs();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount.
  useEffect(() => open(dialog, options), []);
  return null;
}

/** A story render: the app around `AuthDialogs` at `url`, with `dialog` opened. */
export function renderDialog(dialog: AuthDialog, options?: AuthDialogOptions, url = '/') {
  return (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
    <StoryPortal services={loaded.services as PortalServices} url={url}>
      <OpenAuthDialog dialog={dialog} options={options} />
      <AuthDialogs />
    </StoryPortal>
  );
}

export { type RecordedRequest, recordRequests } from '../shared/testing';

/** The open dialog (modals render in a portal outside the canvas). */
export const findDialog = (name: string) => screen.findByRole('dialog', { name });

export const location = () => screen.getByTestId('location');

/** Picks an option of a design-system Select inside `container`. */
export async function choose(container: HTMLElement, label: string, option: string) {
  await userEvent.click(within(container).getByRole('button', { name: new RegExp(label) }));
  const listbox = await screen.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}
