/**
 * Test-only. A pending react-aria Button that has focus announces itself (start and end) through RAC's live
 * announcer – a region on document.body that outlives the story and points at the button's ids for seconds.
 * Stories run one after another on the same page, so the next story's axe check would find those dangling
 * references. After a story that pressed such buttons, wait for its announcements, then empty the region.
 */
const announcements = () => document.querySelectorAll('[data-live-announcer] [role="log"] > *');

export async function clearLiveAnnouncements(expected: number): Promise<void> {
  const { expect, waitFor } = await import('storybook/test');
  await waitFor(() => expect(announcements()).toHaveLength(expected));
  for (const message of announcements()) message.remove();
}
