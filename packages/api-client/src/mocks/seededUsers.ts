/**
 * What `GET /auth/user` answers a fresh login of a demo account on the seed – for test helpers that must not
 * depend on what earlier stories changed in the live mock (the story tests' role rotation).
 */
import { buildDataset } from './data/dataset';
import type { MockDb } from './data/types';
import { presentAuthenticatedUser } from './present';

let seed: MockDb | undefined;

export function seededAuthenticatedUser(email: string) {
  seed ??= buildDataset();
  const user = seed.users.find((candidate) => candidate.email === email);
  return user && presentAuthenticatedUser(seed, user);
}
