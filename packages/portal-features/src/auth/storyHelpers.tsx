/** Test-only helpers for the auth stories; never imported by production code. */
import { handlers } from '@kundenportal/api-client/mocks';
import { useEffect } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
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

/**
 * For the first thing a play waits for: on a busy 2-core CI machine the story's first render (module load,
 * mock backend start, the first request) can take well over the default 1 s.
 */
export const firstAppearance = { timeout: 5000 };

/** The open dialog (modals render in a portal outside the canvas). */
export const findDialog = (name: string) => screen.findByRole('dialog', { name }, firstAppearance);

export const location = () => screen.getByTestId('location');

/** The success notice is on screen and the app gave it `duration` ms (spec §4: 3 s, 5 s for links and reset). */
export async function expectSuccessNotice(services: PortalServices, text: string, duration: number) {
  await expect(await screen.findByText(text, {}, firstAppearance)).toBeVisible();
  await expect(services.notifications.current()).toMatchObject({ text, type: 'success', duration });
}

/** Picks an option of a design-system Select inside `container`. */
export async function choose(container: HTMLElement, label: string, option: string) {
  await userEvent.click(within(container).getByRole('button', { name: new RegExp(label) }));
  const listbox = await screen.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}
