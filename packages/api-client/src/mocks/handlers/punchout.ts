/** Punchout: the start token's exchange, the basket check and the hand-back (x-optional). */
import type { HttpHandler } from 'msw';
import { isoDateTime } from '../data/dataset';
import { getDb } from '../db';
import { fail } from '../errors';
import { idempotentWrite, replayHeaders } from '../idempotency';
import { checkPositions, handBack } from '../punchout';
import { queryOf, readLanguage } from '../query';
import { readBody } from '../requestBody';
import { endPunchoutSession, issueTokenPair, punchoutOf, requireUser } from '../session';
import { clientAddress, countAttempt, refuseWhileThrottled } from '../throttle';
import type { ApiHttp } from './http';

// No punchout session: nothing to check or hand back (409: the request does not fit the session's state).
const notPunchout = (): never => fail(409, 'Keine Punchout-Sitzung.', 'not_punchout');

export function punchoutHandlers(http: ApiHttp): HttpHandler[] {
  return [
    http.post('/punchout/session', async ({ request, response }) => {
      const { token } = await readBody(request, 'PunchoutStartRequest');
      const db = getDb();
      // Guessed tokens count like guessed login links: the same limit per client address.
      const keys = [{ key: `magic login address ${clientAddress(request)}`, limit: 20 }];
      refuseWhileThrottled(db, keys);
      const start = db.magicLinks.get(token);
      const user =
        start?.purpose === 'punchout' &&
        start.punchout &&
        !start.used &&
        Date.now() < start.expiresAt &&
        db.users.find((candidate) => candidate.id === start.userId);
      if (!start?.punchout || !user) {
        countAttempt(db, keys);
        return fail(401, 'Der Punchout-Link ist nicht mehr gültig.', 'punchout_token_invalid');
      }
      start.used = true;
      user.last_login_at = isoDateTime(Date.now());
      return response(200).json(issueTokenPair(db, user, undefined, undefined, start.punchout));
    }),

    http.get('/punchout/transfer', ({ request, response }) => {
      const db = getDb();
      requireUser(db, request);
      const session = punchoutOf(db, request) ?? notPunchout();
      return response(200).json({ positions: checkPositions(db, session.customerId) });
    }),

    http.post('/punchout/transfer', async ({ request, response }) => {
      const db = getDb();
      const user = requireUser(db, request);
      const body = await readBody(request, 'PunchoutTransferRequest');
      const session = punchoutOf(db, request) ?? notPunchout();
      const { cancel } = body.punchout_transfer;
      const result = idempotentWrite(db, request, user.id, 'POST /punchout/transfer', body, () => {
        const answer = handBack(db, session, cancel, readLanguage(queryOf(request)));
        if (!cancel) {
          // What went back is the requisition's now; what could not go stays in the basket.
          const kept = new Set(answer.left_out.map((position) => position.product.id));
          const basket = db.baskets.get(session.customerId) ?? [];
          db.baskets.set(
            session.customerId,
            basket.filter((item) => kept.has(item.product.id)),
          );
        }
        endPunchoutSession(db, session.id);
        return { status: 200, body: answer };
      });
      return response(200).json(result.body, { headers: replayHeaders(result) });
    }),
  ];
}
