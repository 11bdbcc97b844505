/** Test-only helpers for stories and tests; never imported by production code. */

export { type RecordedRequest, recordRequests } from './recordRequests';
export { StoryPortal, type StoryPortalProps } from './StoryPortal';
export { createStoryServices, memorySessionStore, type StoryServicesOptions } from './storyServices';
