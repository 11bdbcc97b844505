/** Test-only helpers for stories and tests; never imported by production code. */

export { StoryPortal, type StoryPortalProps } from './StoryPortal';
export { createStoryServices, memorySessionStore, type StoryServicesOptions } from './storyServices';
