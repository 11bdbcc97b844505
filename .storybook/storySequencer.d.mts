import { BaseSequencer } from 'vitest/node';

/** Even story halves for npm test (storySequencer.mjs). */
export default class StorySequencer extends BaseSequencer {}
