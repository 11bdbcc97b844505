// api:verify's probes (scripts/apiVerify.mjs, --writes only) of the writes that reach people or cannot be undone:
// each sent an empty body (a made-up token where it takes one), which the contract answers 400 or 422 without
// doing anything – the route is there and speaks the contract's error format. A backend that does it anyway is
// named with what it did, so the operator can undo it.
import { operationById } from './openapiOperations.mjs';

/**
 * The writes that reach people or cannot be undone – an order, requests to the supplier's staff, registrations,
 * e-mails, password and user changes, punchout's start and hand-back – only probed.
 */
export const probed = [
  'requestMagicLink',
  'loginWithMagicLink',
  'createRegistration',
  'confirmRegistration',
  'activateRegistration',
  'createOrder',
  'requestPositionDocuments',
  'createComplaint',
  'requestSafetyDataSheet',
  'sendContactMessage',
  'updateUser',
  'changePassword',
  'startPunchoutSession',
  'transferPunchoutBasket',
];

/** The probes sent without a login. */
const anonymous = [
  'requestMagicLink',
  'loginWithMagicLink',
  'createRegistration',
  'confirmRegistration',
  'startPunchoutSession',
];

/** The probes that take a token: a made-up one, refused as 400, 401 or 422. */
const takesToken = ['loginWithMagicLink', 'startPunchoutSession'];

/**
 * What a probe would have done, had the backend not refused it: named when it did it anyway, so the operator can
 * undo it.
 */
const probeEffects = {
  requestMagicLink: 'sent a login link',
  loginWithMagicLink: 'logged in with a made-up link',
  createRegistration: 'stored a registration',
  confirmRegistration: 'confirmed a registration',
  activateRegistration: 'activated a registration',
  createOrder: 'created order',
  requestPositionDocuments: 'requested documents',
  createComplaint: 'filed complaint',
  requestSafetyDataSheet: 'requested a safety data sheet',
  sendContactMessage: 'sent contact message',
  updateUser: 'changed the account',
  changePassword: "changed the account's password",
  startPunchoutSession: 'started a punchout session with a made-up token',
  transferPunchoutBasket: 'handed a basket back',
};

/** Probes each of `probed` the account may send, at the order (and its first position) and the user read before. */
export async function probeWrites({ call, blame, skip, allows }, { order, user }) {
  const position = order?.positions?.[0];
  const targets = {
    activateRegistration: allows('activateRegistration') ? '/registrations/2147483647/activate' : undefined,
    createOrder: allows('createOrder') ? '/order' : undefined,
    requestPositionDocuments:
      position && allows('requestPositionDocuments')
        ? `/orders/${order.id}/${position.id}/document`
        : undefined,
    createComplaint: order && allows('createComplaint') ? `/orders/${order.id}/complaint` : undefined,
    requestSafetyDataSheet: allows('requestSafetyDataSheet') ? '/file' : undefined,
    updateUser: `/user/${user.id}`,
  };
  for (const operationId of probed) {
    const path = operationId in targets ? targets[operationId] : operationById(operationId).path;
    if (!path) {
      skip(operationId, 'not permitted for this account, or nothing to ask about');
      continue;
    }
    const token = takesToken.includes(operationId);
    const refusal = await call(operationId, {
      path,
      body: token ? { token: 'api-verify-no-such-token' } : {},
      auth: !anonymous.includes(operationId),
      expect: token ? [400, 401, 422] : [400, 422],
      passed: 'refuses an invalid request as the contract says (probe: nothing was sent)',
    });
    // Worse than a wrong status: the backend did it, from an empty body. Say what, so it can be undone.
    if (refusal.status >= 200 && refusal.status < 300) {
      const id = ['string', 'number'].includes(typeof refusal.data?.id) ? ` ${refusal.data.id}` : '';
      blame(
        operationId,
        `${probeEffects[operationId]}${id} from an empty body instead of refusing it (${refusal.status}) – check it and undo it by hand`,
      );
    }
  }
}
