/** Test-only helpers for the auth stories (generic ones live in shared/testing); never in production code. */
import type { MessageDescriptor } from '@formatjs/intl';
import { useEffect } from 'react';
import { within } from 'storybook/test';
import type { MessageValues } from '../shared/i18n/portalIntl';
import type { PortalServices } from '../shared/services';
import { type AuthDialog, type AuthDialogOptions, useAuthDialogs } from '../shared/session';
import { expectNotice, StoryPortal, servicesOf, storyTextPattern } from '../shared/testing';
import { storyScreenText } from '../shared/testing/storyScreenText';
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

/** The whole text of an element (`toHaveTextContent`) is `message` in the story's locale, nothing before or after. */
export const wholeText = (message: MessageDescriptor, values?: MessageValues) =>
  new RegExp(`^${storyScreenText(message, values).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A password field's whole label in the story's locale (one label is the start of the other), a required field's asterisk allowed. */
const passwordLabel = (label: MessageDescriptor) => new RegExp(`^${storyTextPattern(label).source}\\*?$`);

/** A password field by its whole label. */
export const passwordField = (container: HTMLElement, label: MessageDescriptor) =>
  within(container).getByLabelText(passwordLabel(label), { selector: 'input' });

/** A password field by its whole label, once it is there. */
export const findPasswordField = (container: HTMLElement, label: MessageDescriptor) =>
  within(container).findByLabelText(passwordLabel(label), { selector: 'input' });
