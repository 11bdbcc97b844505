/**
 * Whether the page is drawn before its user is known (issue 43.1): the guard (RequireUser) draws a logged-in
 * page while `/auth/user` is under way, and the page then shows only what needs no user – its heading and lead
 * (`PageFrame`). The route's prerendered shell holds exactly that, so React hydrates those nodes and keeps them
 * when the user arrives and the rest of the page is drawn below them.
 */
import { createContext, useContext } from 'react';

export const UserPendingContext = createContext(false);

export const useUserPending = (): boolean => useContext(UserPendingContext);
