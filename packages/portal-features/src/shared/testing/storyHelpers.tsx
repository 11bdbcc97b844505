/** Test-only: the play and loader helpers every feature's stories share. */
import type { AuthenticatedUser } from '@kundenportal/api-client';
import { getMockDb, handlers, punchoutSetupOci } from '@kundenportal/api-client/mocks';
import type { ReactNode } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { NotificationType } from '../notifications';
import type { UserPage } from '../pages';
import type { PortalServices } from '../services';
import { parseAuthenticatedUser } from '../session/authenticatedUser';
import { StoryPortal } from './StoryPortal';
import { markScreenUrl } from './storyRoleAccess';
import { createStoryServices, type StoryServicesOptions } from './storyServices';
import { storyText } from './storyText';

/** The mock backend for every screen story; a story adds its overrides in `beforeEach({ msw })`. */
export const mockBackend = { msw: { handlers: { backend: handlers } } };

/** What a story's loader hands to render and play. */
export interface PortalLoaded {
  services: PortalServices;
  /** The logged-in user as the loader found it: the screen starts with it known (StoryPortal's `knownUser`). */
  user?: AuthenticatedUser;
}

/**
 * A story loader: app services, logged in as a demo user (password Demo1234!) when an e-mail is given (or as
 * the toolbar's role) – with that user asked for, so a screen behind its page's guard is drawn at once, as on a
 * returning visit, and its play finds it without waiting for the session.
 */
export const loginAs =
  (email?: string, options: Omit<StoryServicesOptions, 'loginAs'> = {}) =>
  async (): Promise<PortalLoaded> => {
    const services = await createStoryServices({ ...options, loginAs: email });
    if (!services.api.session.getSnapshot()) return { services };
    const { data } = await services.api.GET('/auth/user');
    return { services, user: data };
  };

/** A story's procurement system: its name, and where the basket goes back (`~TARGET` names the frame). */
export interface StoryPunchout {
  system?: string;
  hook?: string;
  /** Whether config.json lists the hook's origin (default: it does). */
  allowed?: boolean;
  target?: string;
  /** Puts a product without a price (goods by the metre) into the buyer's basket: it cannot be handed back. */
  withUnpriced?: boolean;
  /** Optional operations the story's backend lacks (config.json's capabilities). */
  without?: StoryServicesOptions['without'];
}

/** The hook URL stories hand back to: never posted to – `catchFormPosts` records the post instead. */
export const storyHookUrl = 'https://srm.buyer.example/sap/bc/gui/hook?session=story';

/**
 * A story loader: a punchout session as SAP SRM's OCI call opens it for this demo user (issue 44) – the mock's
 * setup, then the start token exchanged as /punchout does – with config.json listing the hook's origin.
 */
export const punchoutAs =
  (
    email: string,
    {
      system = 'SAP SRM',
      hook = storyHookUrl,
      allowed = true,
      target = '_top',
      withUnpriced,
      without,
    }: StoryPunchout = {},
  ) =>
  async (): Promise<PortalLoaded> => {
    const services = await createStoryServices({
      config: { punchout: { origins: allowed ? [new URL(hook).origin] : ['https://other.buyer.example'] } },
      ...(without ? { without } : {}),
    });
    const setup = await punchoutSetupOci(
      getMockDb(),
      new URLSearchParams({
        HOOK_URL: hook,
        USERNAME: email,
        PASSWORD: 'Demo1234!',
        SYSTEM: system,
        '~TARGET': target,
      }),
    );
    if (!('start' in setup)) throw new Error(`Story punchout as ${email} refused: ${setup.refused}`);
    const token = new URL(setup.start, 'http://story').searchParams.get('token') ?? '';
    const db = getMockDb();
    const customerId = db.magicLinks.get(token)?.punchout?.customerId ?? 0;
    const unpriced = db.products.find((product) => /Meterware/.test(product.description));
    if (withUnpriced && unpriced)
      db.baskets.set(customerId, [
        ...(db.baskets.get(customerId) ?? []),
        { product: { id: unpriced.id, description: unpriced.description }, amount: 25, unit: unpriced.unit },
      ]);
    const result = await services.api.session.loginWithPunchoutToken(token);
    if (result !== 'ok') throw new Error(`Story punchout as ${email} failed: ${String(result)}`);
    // The screen starts with its user known, as loginAs's do (and in place of any other loader's user).
    const { data } = await services.api.GET('/auth/user');
    return { services, user: data };
  };

/** A form post the page made (the punchout hand-back), caught instead of leaving the story. */
export interface CaughtPost {
  action: string;
  target: string;
  fields: [string, string][];
}

/** Catches `form.submit()` for the story: records each post and leaves the page where it is. `stop()` restores. */
export function catchFormPosts(): { posts: CaughtPost[]; stop(): void } {
  const posts: CaughtPost[] = [];
  const submit = HTMLFormElement.prototype.submit;
  HTMLFormElement.prototype.submit = function (this: HTMLFormElement) {
    posts.push({
      action: this.action,
      target: this.target,
      fields: [...new FormData(this)].map(([name, value]) => [name, String(value)]),
    });
  };
  return {
    posts,
    stop: () => {
      HTMLFormElement.prototype.submit = submit;
    },
  };
}

/** The services a `loginAs` loader made – checked, so a story without the loader fails with a clear message. */
export function servicesOf(loaded: Record<string, unknown>): PortalServices {
  const services = loaded.services;
  if (
    typeof services !== 'object' ||
    services === null ||
    !('api' in services) ||
    !('notifications' in services)
  )
    throw new Error('This story needs a loader that creates services: loaders: [loginAs(…)].');
  return services as PortalServices;
}

export interface ScreenOptions {
  /** The URL the story starts at. */
  url?: string;
  /** The route pattern the screen is mounted under, when it reads params (`/user/order/:id`). */
  path?: string;
  userPages?: ReadonlySet<UserPage>;
  /** Drawn above the screen and outside its page's guard, where the app's header is (StorySessionControls). */
  frame?: () => ReactNode;
}

/**
 * A story render: the screen inside the app's providers at `url` – behind that page's guard, so a role without
 * access (the toolbar's Role included) sees what the app shows it.
 */
export function renderScreen(screenElement: () => ReactNode, options: ScreenOptions = {}) {
  const { frame, ...portalOptions } = options;
  const render = (_args: unknown, { loaded }: { loaded: Record<string, unknown> }) => (
    <StoryPortal
      frame={frame?.()}
      services={servicesOf(loaded)}
      knownUser={parseAuthenticatedUser(loaded.user)}
      guarded
      {...portalOptions}
    >
      {screenElement()}
    </StoryPortal>
  );
  // The story tests' role rotation gives the story a role its page's guard lets in (storyRoleAccess.ts).
  return markScreenUrl(render, options.url ?? '/');
}

/**
 * For the first thing a play waits for: on a busy 2-core CI machine the story's first render (module load,
 * mock backend start, the first request) can take well over the default 1 s.
 */
export const firstAppearance = { timeout: 5000 };

/**
 * Until nothing in the story is busy: a list being replaced stays dimmed (60 % opacity) meanwhile, and a story
 * ending then has axe measure the fading text's contrast.
 */
export const untilSettled = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), firstAppearance);

/**
 * The app's answer where the story's role may not enter its page: the not-found page (the status feature's,
 * which Storybook's preview hands StoryPortal's guard), in the story's locale.
 */
export async function expectNotFoundPage() {
  const title = storyText({ id: 'status.notFound.title' });
  await expect(await screen.findByRole('heading', { level: 1, name: title }, firstAppearance)).toBeVisible();
}

/** The open dialog (modals render in a portal outside the canvas). */
export const findDialog = (name: string) => screen.findByRole('dialog', { name }, firstAppearance);

/** Where the story's router is (`StoryPortal`'s probe). */
export const location = () => screen.getByTestId('location');

/** The notice is on screen and the app gave it `type` and `duration` ms (spec §4: 3000, 5000 for multi-results). */
export async function expectNotice(
  services: PortalServices,
  text: string,
  { type = 'success', duration = 3000 }: { type?: NotificationType; duration?: number } = {},
) {
  // As Testing Library reads the screen: whitespace collapsed (French puts a no-break space before '!' and '?').
  const onScreen = text.trim().replace(/\s+/g, ' ');
  await expect(await screen.findByText(onScreen, {}, firstAppearance)).toBeVisible();
  await expect(services.notifications.current()).toMatchObject({ text, type, duration });
}

/** Picks an option of a design-system Select inside `container`. */
export async function choose(container: HTMLElement, label: string, option: string) {
  // The Select's code loads a moment after the page is drawn (its look-alike stands in until then).
  await userEvent.click(await within(container).findByRole('button', { name: new RegExp(label) }));
  const listbox = await screen.findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}

/** The name the dashboard gives a widget's remove button, in the story's locale. */
export const removeWidgetName = (title: string) => storyText({ id: 'dashboard.widgets.remove' }, { title });

/**
 * A widget's args as the dashboard hands them: its title and the remove button's name in the story's locale,
 * unless a designer typed either into Controls.
 */
export function asOnTheDashboard<A extends { title: string; removeLabel?: string }>(
  args: A,
  title: string,
): A {
  const shown = args.title || title;
  return { ...args, title: shown, removeLabel: args.removeLabel || removeWidgetName(shown) };
}
