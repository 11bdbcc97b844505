import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as projectAnnotations from './preview';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// Testing Library waits 1 s by default; on a loaded two-core CI runner a refetch after a click can take longer
// (SearchPage/Customer Change failed once that way). A longer wait only slows a test that fails anyway.
configure({ asyncUtilTimeout: 3000 });
