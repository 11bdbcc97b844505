import type { components } from '@kundenportal/api-client';
import { Button, Inline, InlineAlert, Link, Stack } from '@kundenportal/ui';
import type { Ref } from 'react';
import { callApi, useCustomerData } from '../shared/api';
import { allowsHandBackTo } from '../shared/config';
import { apiLanguage, useIntl } from '../shared/i18n';
import { LoadFailed } from '../shared/loading';
import { commonMessages } from '../shared/messages';
import { PageFrame } from '../shared/page';
import { pageNames, usePageHref } from '../shared/pages';
import { useOffers, useRuntimeConfig } from '../shared/services';
import { useSession } from '../shared/session';
import { punchoutMessages as m } from './messages';
import { useHandBack } from './useHandBack';

type PunchoutSession = components['schemas']['PunchoutSession'];
type PunchoutPosition = components['schemas']['PunchoutPosition'];
type HandBack = components['schemas']['PunchoutHandBack'];

const noParams = {} as const;

/**
 * /user/punchout: the basket goes back to the procurement system – or, cancelled, an empty one. The positions
 * the backend cannot hand back are named first; the backend builds the message (OCI fields or cXML), and the
 * page posts it once, by a form the browser submits to the hook URL, and only to an origin config.json lists.
 */
export function PunchoutPage() {
  const intl = useIntl();
  const href = usePageHref();
  const { user } = useSession();
  const punchout = user?.punchout;
  // Until the user is in, whether this is a punchout session is not known yet.
  if (!user) {
    return (
      <PageFrame title={intl.formatMessage(pageNames.punchout)}>
        <p role="status">{intl.formatMessage(commonMessages.loading)}</p>
      </PageFrame>
    );
  }
  if (!punchout) {
    return (
      <PageFrame title={intl.formatMessage(pageNames.punchout)}>
        <Stack gap="medium">
          <p>{intl.formatMessage(m.notPunchout)}</p>
          <Link variant="standalone" href={href('basket')}>
            {intl.formatMessage(m.toBasket)}
          </Link>
        </Stack>
      </PageFrame>
    );
  }
  return <Transfer punchout={punchout} />;
}

function Transfer({ punchout }: { punchout: PunchoutSession }) {
  const intl = useIntl();
  const config = useRuntimeConfig();
  const system = punchout.procurement_system;
  const isAllowed = allowsHandBackTo(config, punchout.hand_back_origin);
  // Without the check (config.json's capabilities) the transfer goes at once and names what stayed afterwards.
  const offersCheck = useOffers('checkPunchoutBasket');
  const offersTransfer = useOffers('transferPunchoutBasket');
  const check = useCustomerData<{ positions: PunchoutPosition[] }, typeof noParams>({
    resource: 'punchout',
    page: 'punchout',
    params: isAllowed && offersCheck && offersTransfer ? noParams : null,
    fetch: (client, scope) =>
      callApi(() =>
        client.GET('/punchout/transfer', { params: { query: { language: apiLanguage(scope.locale) } } }),
      ),
  });
  const { handBack, pending, problem, send, formRef, outcomeRef } = useHandBack();

  const positions = check.data?.positions ?? [];
  const leftOut = positions.filter((position) => !position.transferable);
  const transferable = positions.length - leftOut.length;

  return (
    <PageFrame
      title={intl.formatMessage(pageNames.punchout)}
      lead={<p>{intl.formatMessage(m.lead, { system })}</p>}
    >
      <Stack gap="large">
        {!offersTransfer ? (
          <p role="status">{intl.formatMessage(m.unavailable)}</p>
        ) : !isAllowed ? (
          <InlineAlert type="error">
            {intl.formatMessage(m.originRefused, { origin: punchout.hand_back_origin })}
          </InlineAlert>
        ) : handBack ? (
          <div ref={outcomeRef} tabIndex={-1}>
            <Stack gap="medium">
              <InlineAlert type="success" role="status">
                {intl.formatMessage(handBack.cancel ? m.cancelled : m.sent, { system })}
              </InlineAlert>
              {/* Named before when the backend could say; else here – never dropped in silence. */}
              {!offersCheck && <LeftOut positions={handBack.answer.left_out} />}
            </Stack>
          </div>
        ) : (
          <>
            {check.failure && (
              <LoadFailed onRetry={check.retry}>{intl.formatMessage(m.loadFailed)}</LoadFailed>
            )}
            {check.isLoading ? (
              <p role="status">{intl.formatMessage(m.loading)}</p>
            ) : (
              check.data && <p>{intl.formatMessage(m.positions, { count: transferable })}</p>
            )}
            <LeftOut positions={leftOut} />
            {problem && <InlineAlert type="error">{problem}</InlineAlert>}
            {pending && <p role="status">{intl.formatMessage(m.sending, { system })}</p>}
            <Inline gap="small" wrap>
              <Button
                isDisabled={Boolean(pending) || (offersCheck && (!check.data || transferable === 0))}
                onPress={() => void send(false)}
              >
                {intl.formatMessage(m.transfer)}
              </Button>
              <Button variant="secondary" isDisabled={Boolean(pending)} onPress={() => void send(true)}>
                {intl.formatMessage(m.cancel, { system })}
              </Button>
            </Inline>
          </>
        )}
        {handBack && <HandBackForm ref={formRef} answer={handBack.answer} />}
      </Stack>
    </PageFrame>
  );
}

/** The positions that cannot go back to the procurement system, each with why; they stay in the basket. */
function LeftOut({ positions }: { positions: readonly PunchoutPosition[] }) {
  const intl = useIntl();
  if (positions.length === 0) return null;
  return (
    <InlineAlert
      type="warning"
      role="none"
      title={intl.formatMessage(m.leftOutTitle, { count: positions.length })}
    >
      <ul>
        {positions.map((position) => (
          <li key={position.product.id}>
            {intl.formatMessage(m.leftOutEntry, {
              description: position.product.description,
              materialNumber: position.product.id,
              reason: intl.formatMessage(position.reason === 'no_price' ? m.noPrice : m.noMaterialNumber),
            })}
          </li>
        ))}
      </ul>
      <p>{intl.formatMessage(m.leftOutText)}</p>
    </InlineAlert>
  );
}

/** The hand-back message as the form the browser posts to the procurement system's hook URL (hidden). */
function HandBackForm({ answer, ref }: { answer: HandBack; ref: Ref<HTMLFormElement> }) {
  return (
    <form ref={ref} method="post" action={answer.action} target={answer.target} acceptCharset="UTF-8" hidden>
      {answer.fields.map((field, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the fields' order is the message; names repeat in OCI's long texts only by index.
        <input key={index} type="hidden" name={field.name} value={field.value} />
      ))}
    </form>
  );
}
