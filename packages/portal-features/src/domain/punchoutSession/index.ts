/** What a punchout session shows instead of ordering or account changes (issue 44); texts: the punchoutSession chunk. */
export { punchoutInsteadMessages } from './messages';
export { PunchoutInstead, usePunchout } from './PunchoutInstead';
