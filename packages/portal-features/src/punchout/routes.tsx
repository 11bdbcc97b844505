/** The punchout feature's door: the start from a procurement system's link, and the hand-back (issue 44). */
export { PunchoutPage } from './PunchoutPage';
export { PunchoutStartPage } from './PunchoutStartPage';
