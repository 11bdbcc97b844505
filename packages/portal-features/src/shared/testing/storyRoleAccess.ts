/**
 * Test-only: which of the toolbar's roles see a screen story's page itself – for the story tests' role rotation
 * (.storybook/review.tsx), which gives each screen story one of them. Decided as the app decides it, on the user
 * the mock's seed answers for that role (not what earlier stories changed), in the view a fresh login starts in
 * (staff in the staff view): the page's guard lets the role see it (`canSeePage`, as the side menu) and the page
 * does not first ask it for a company (`companyFirst` in the staff view, as `useNeedsCompany`). The others get
 * the not-found page or the "choose a company" prompt – states of their own, which stories of their own show.
 */
import { seededAuthenticatedUser } from '@kundenportal/api-client/mocks';
import { type UserPage, userPageRow } from '../pages';
import { canSeePage, canUseStaffView } from '../session/permissions';
import { userPageAt } from './StoryPortal';
import { type StoryRole, storyRoles } from './storyGlobals';

const screenUrl = Symbol.for('kundenportal.storyScreenUrl');

/** Marks a story render as a screen standing at `url` (renderScreen does), so the rotation knows its page. */
export function markScreenUrl<F extends object>(render: F, url: string): F {
  return Object.assign(render, { [screenUrl]: url });
}

/** The logged-in page a story render stands at, if it is a screen's (`markScreenUrl`). */
export function screenPageOf(render: unknown): UserPage | undefined {
  const url = typeof render === 'function' ? (render as { [screenUrl]?: unknown })[screenUrl] : undefined;
  return typeof url === 'string' ? userPageAt(url) : undefined;
}

const access = new Map<UserPage, readonly StoryRole[]>();

/** The toolbar's roles that see `page` itself, in the toolbar's order. */
export function rolesThatSee(page: UserPage): readonly StoryRole[] {
  const known = access.get(page);
  if (known) return known;
  const roles = (Object.keys(storyRoles) as StoryRole[]).filter((role) => {
    const user = seededAuthenticatedUser(storyRoles[role].email);
    if (!user) return false;
    const staffView = canUseStaffView(user);
    return canSeePage(user, page, staffView) && !(staffView && userPageRow(page).guard.companyFirst);
  });
  access.set(page, roles);
  return roles;
}
