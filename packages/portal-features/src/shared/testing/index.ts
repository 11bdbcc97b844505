/** Test-only helpers for stories and tests; never imported by production code. */

export { acmeDeployment, acmeLogo } from './acmeConfig';
export { acmeServices, expectAcmeSupport, expectStuckSupport } from './acmeDeployment';
export { expectCapabilityTexts, promisesWithout, shownDeclaredTexts } from './capabilityTexts';
export { catchMailto, mailOf, openMailLink } from './catchMailto';
export { onePage } from './onePage';
export { type RecordedRequest, recordRequests } from './recordRequests';
export {
  StoryNotFound,
  StoryNotFoundContext,
  StoryPageContent,
  StoryPageStandIn,
  StoryPortal,
  type StoryPortalProps,
  userPageAt,
} from './StoryPortal';
export { clearClientLabel, StorySessionControls, secondClientLabel } from './StorySessionControls';
export { freshLoginAs } from './staffStories';
export {
  asOnTheDashboard,
  type CaughtPost,
  catchFormPosts,
  choose,
  expectNotFoundPage,
  expectNotice,
  findDialog,
  firstAppearance,
  location,
  loginAs,
  mockBackend,
  type PortalLoaded,
  punchoutAs,
  removeWidgetName,
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
export {
  storyLabelled,
  storyLabelledSource,
  storyLocale,
  storyPath,
  storyText,
  storyTextPattern,
} from './storyText';
