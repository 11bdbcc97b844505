/**
 * The one place that knows react-aria's live announcer's DOM. A pending Button announces its start and end by
 * pointing react-aria's global live region at the button's id (`announce({ 'aria-labelledby': id })`), and the
 * message lingers 7 s. A button that goes away meanwhile (a dialog closed on success, a wizard replaced by its
 * confirmation) leaves a nameless `role="img"` in the page – an axe violation (role-img-alt) and nothing a screen
 * reader can read. react-aria 1.22 offers no public way to withdraw one message: its announcer module
 * (`clearAnnouncer`, `destroyAnnouncer`) is under `react-aria/private`, and `@react-aria/live-announcer` would be
 * a second announcer beside react-aria's own. So this helper removes such messages, and `announcements.test.tsx`
 * fails when the selector no longer finds a pending button's message – an upgrade that changes the announcer's
 * DOM breaks that test, not the page in silence.
 */
export const announcerMessageSelector = '[data-live-announcer] [aria-labelledby]';

/**
 * Removes react-aria's live announcements that point at an element no longer in the document (`'dangling'`),
 * or every one of them (`'all'`: a test between stories). Returns how many announcements it found.
 */
export function dropAnnouncements(which: 'dangling' | 'all' = 'dangling'): number {
  const messages = document.querySelectorAll(announcerMessageSelector);
  for (const message of messages) {
    const target = message.getAttribute('aria-labelledby') ?? '';
    const dangling = target.split(/\s+/).every((id) => !document.getElementById(id));
    if (which === 'all' || dangling) message.remove();
  }
  return messages.length;
}
