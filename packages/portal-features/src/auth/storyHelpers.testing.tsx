/** Test-only helpers for the auth stories (generic ones live in shared/testing); never in production code. */
import { useEffect } from 'react';
import type { PortalServices } from '../shared/services';
import { type AuthDialog, type AuthDialogOptions, useAuthDialogs } from '../shared/session';
import { expectNotice, StoryPortal, servicesOf } from '../shared/testing';
import { AuthDialogs } from './AuthDialogs';

export {
  choose,
  findDialog,
  firstAppearance,
  location,
  mockBackend,
  type RecordedRequest,
  recordRequests,
  servicesOf,
} from '../shared/testing';

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
    <StoryPortal services={servicesOf(loaded)} url={url}>
      <OpenAuthDialog dialog={dialog} options={options} />
      <AuthDialogs />
    </StoryPortal>
  );
}

/** The success notice is on screen and the app gave it `duration` ms (spec §4: 3 s, 5 s for links and reset). */
export const expectSuccessNotice = (services: PortalServices, text: string, duration: number) =>
  expectNotice(services, text, { type: 'success', duration });
