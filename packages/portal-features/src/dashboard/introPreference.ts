/** Whether a user has hidden the dashboard intro: remembered per user in this browser. */
import { useCallback, useState } from 'react';

export const introPreferenceKey = (userId: number) => `kundenportal.dashboard.introHidden.${userId}`;

// Storage may be unavailable (privacy modes, full quota); the intro then simply shows again next time.
export function readIntroHidden(
  userId: number,
  storage: Storage | undefined = globalThis.localStorage,
): boolean {
  try {
    return storage?.getItem(introPreferenceKey(userId)) === 'true';
  } catch {
    return false;
  }
}

export function writeIntroHidden(
  userId: number,
  hidden: boolean,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    if (hidden) storage?.setItem(introPreferenceKey(userId), 'true');
    else storage?.removeItem(introPreferenceKey(userId));
  } catch {
    // Not remembered; the choice still holds for this visit.
  }
}

export function useIntroHidden(userId: number | undefined): [boolean, (hidden: boolean) => void] {
  // Choices made in this visit, per user, so they hold even where storage fails.
  const [choices, setChoices] = useState<ReadonlyMap<number, boolean>>(new Map());
  const hidden = userId === undefined ? false : (choices.get(userId) ?? readIntroHidden(userId));
  const setHidden = useCallback(
    (next: boolean) => {
      if (userId === undefined) return;
      writeIntroHidden(userId, next);
      setChoices((previous) => new Map(previous).set(userId, next));
    },
    [userId],
  );
  return [hidden, setHidden];
}
