import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { beforeEach } from 'vitest';
import { page } from 'vitest/browser';
import * as projectAnnotations from './preview';
import { setTestPageResizer } from './review';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);
// The story tests' rotated width (.storybook/review.tsx) sizes the runner's page as the toolbar sizes the frame.
setTestPageResizer((width, height) => page.viewport(width, height));

// Testing Library waits 1 s by default; on a loaded two-core CI runner a refetch after a click can take longer
// (SearchPage/Customer Change failed once that way). A longer wait only slows a test that fails anyway.
configure({ asyncUtilTimeout: 3000 });

// Every story starts at the top of the page, as on a fresh page: story files share one page (issue 31.7),
// and a scroll left by one story made the next one's first click scroll the page (userEvent focuses what it
// clicks) – which closes an open react-aria list at once (ActingForBanner › Staff View after PortalLayout's).
beforeEach(() => {
  window.scrollTo(0, 0);
});
