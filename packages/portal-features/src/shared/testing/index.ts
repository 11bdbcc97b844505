/** Test-only helpers for stories and tests; never imported by production code. */

export { acmeDeployment, acmeLogo } from './acmeConfig';
export { acmeServices, expectAcmeSupport, expectStuckSupport } from './acmeDeployment';
export { expectCapabilityTexts, promisesWithout, shownDeclaredTexts } from './capabilityTexts';
export { catchMailto, mailOf, openMailLink } from './catchMailto';
export { onePage } from './onePage';
export { type RecordedRequest, recordRequests } from './recordRequests';
export { StoryPortal, type StoryPortalProps } from './StoryPortal';
export { freshLoginAs, renderGuardedScreen } from './staffStories';
export {
  type CaughtPost,
  catchFormPosts,
  choose,
  expectNotice,
  findDialog,
  firstAppearance,
  location,
  loginAs,
  mockBackend,
  type PortalLoaded,
  punchoutAs,
  renderScreen,
  type ScreenOptions,
  servicesOf,
  storyHookUrl,
  untilSettled,
} from './storyHelpers';
export { storyHttp } from './storyHttp';
export {
  storyScreenPattern,
  storyScreenText,
  storyTextAnyPattern,
  storyTextShaped,
  storyTextWithValues,
  storyValuesIn,
} from './storyScreenText';
export { createStoryServices, memorySessionStore, type StoryServicesOptions } from './storyServices';
export { storyLocale, storyPath, storyText, storyTextPattern } from './storyText';
