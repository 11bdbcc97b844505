/** Test-only: story setup the staff screens share (registrations, user management, edit user). */
import { resetMockDb } from '@kundenportal/api-client/mocks';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { UserPage } from '../pages';
import { RequireUser } from '../session';
import { loginAs, renderScreen } from './storyHelpers';

/** The mock is stateful: the story starts from the seed (reset before the login, which a reset would end). */
export const freshLoginAs =
  (email: string, options: Parameters<typeof loginAs>[1] = {}) =>
  async () => {
    resetMockDb();
    return loginAs(email, options)();
  };

/** The screen behind the app's route guard for `page`: without the scope the guard's 404 stands in. */
export function renderGuardedScreen(
  page: UserPage,
  screenElement: () => ReactNode,
  options: { url: string; path?: string },
) {
  return renderScreen(
    () => (
      <Routes>
        <Route path="/user/*" element={<RequireUser page={page} fallback={<p>Seite nicht gefunden</p>} />}>
          <Route path={options.path ?? '*'} element={screenElement()} />
        </Route>
      </Routes>
    ),
    { url: options.url },
  );
}
