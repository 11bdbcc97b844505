/** Test-only: story setup the staff screens share (registrations, user management, edit user). */
import { resetMockDb } from '@kundenportal/api-client/mocks';
import { loginAs } from './storyHelpers';

/** The mock is stateful: the story starts from the seed (reset before the login, which a reset would end). */
export const freshLoginAs =
  (email: string, options: Parameters<typeof loginAs>[1] = {}) =>
  async () => {
    resetMockDb();
    return loginAs(email, options)();
  };
