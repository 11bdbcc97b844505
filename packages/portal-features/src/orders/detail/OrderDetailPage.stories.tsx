import { maxLengths } from '@kundenportal/api-client/limits';
import { getMockDb, orderTopics, withScenario } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { countryName } from '../../domain/countries';
import {
  sdsProductMessage,
  sdsRequestMessages,
  sdsSuccessMessage,
} from '../../domain/safetyDataSheetRequest/messages';
import { apiLanguage, localizedPath } from '../../shared/i18n';
import { mailHint, mailMessages } from '../../shared/mail/messages';
import { commonMessages } from '../../shared/messages/commonMessages';
import { pageTitleMessages } from '../../shared/page';
import type { PortalServices } from '../../shared/services';
import {
  catchMailto,
  expectNotice,
  findDialog,
  firstAppearance,
  loginAs,
  mockBackend,
  openMailLink,
  type RecordedRequest,
  recordRequests,
  StoryPortal,
  servicesOf,
  storyHttp,
  storyLabelled,
  storyLabelledSource,
  storyLocale,
  storyText,
  storyTextPattern,
} from '../../shared/testing';
import { storyTextShaped } from '../../shared/testing/storyScreenText';
import {
  complaintPositionMessage,
  complaintSuccessMessage,
  complaintTitleMessage,
  documentsSuccessMessage,
  orderHeadingMessage,
  orderMessages,
  positionActionsMessage,
} from '../messages';
import { OrderDetailPage } from './OrderDetailPage';

const CUSTOMER = 'kunde@kundenportal.example';

/** An order of the demo customer: invoiced (with invoice and documents) or open (without). */
function demoOrder(kind: 'invoiced' | 'open') {
  const db = getMockDb();
  const customerIds = db.users.find((user) => user.email === CUSTOMER)?.customerIds ?? [];
  const order = db.orders.find(
    (candidate) =>
      customerIds.includes(candidate.customerId) &&
      (kind === 'invoiced'
        ? candidate.status === 'invoiced' &&
          candidate.positions.some((position) => position.documentIds.length > 0)
        : candidate.status !== 'invoiced'),
  );
  if (!order) throw new Error(`no ${kind} demo order`);
  return order;
}

const withOrder = (kind: 'invoiced' | 'open' | 'foreign' | 'unknown') => async () => {
  if (kind === 'unknown') return { orderId: '4599999999' };
  if (kind === 'foreign') {
    const db = getMockDb();
    const own = new Set(db.users.find((user) => user.email === CUSTOMER)?.customerIds ?? []);
    return { orderId: db.orders.find((order) => !own.has(order.customerId))?.id };
  }
  return { orderId: demoOrder(kind).id };
};

const meta = {
  // The German page name beside the English one, for a designer's search; the id keeps the English title's.
  title: 'Screens/Orders/Detail · Auftragsdetails',
  id: 'screens-orders-detail',
  component: OrderDetailPage,
  parameters: { layout: 'fullscreen', ...mockBackend },
  loaders: [loginAs(CUSTOMER), withOrder('invoiced')],
  render: (_args, { loaded }) => (
    <StoryPortal
      services={servicesOf(loaded)}
      url={`/user/order/${String(loaded.orderId)}`}
      path="/user/order/:id"
    >
      <OrderDetailPage />
    </StoryPortal>
  ),
} satisfies Meta<typeof OrderDetailPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const findTable = () =>
  screen.findByRole('table', { name: storyText(orderMessages.positionsTitle) }, firstAppearance);
const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
/** A position's action menu button ('Aktionen für Position 10'). */
/** The SDS request's reason and country, in the story's locale, and the request sent. */
async function sendSdsRequest(
  dialog: HTMLElement,
  reason: string,
  country: Parameters<typeof countryName>[0],
) {
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: storyTextPattern(sdsRequestMessages.reason) }),
    reason,
  );
  await userEvent.click(
    await within(dialog).findByRole('button', { name: storyTextPattern(sdsRequestMessages.country) }),
  );
  await userEvent.click(await screen.findByRole('option', { name: countryName(country, storyLocale()) }));
  await userEvent.click(
    within(dialog).getByRole('button', { name: storyText(orderMessages.documentsSubmit) }),
  );
}

const positionActions = () => storyTextShaped(positionActionsMessage, { position: '\\d+' });
const openPositionMenu = async (
  table: HTMLElement,
  item: 'requestDocuments' | 'requestSds' | 'complainPosition',
) => {
  const row = rows(table)[0] as HTMLElement;
  await userEvent.click(within(row).getByRole('button', { name: positionActions() }));
  await userEvent.click(await screen.findByRole('menuitem', { name: storyText(orderMessages[item]) }));
};
/** A document kind as the mock backend names it in the story's locale ('Analysenzertifikat' in German). */
const topicLabel = (key: string) =>
  orderTopics(apiLanguage(storyLocale())).find((topic) => topic.key === key)?.label ?? key;
const complaintDialog = (id: unknown) => findDialog(storyText(complaintTitleMessage, { id: String(id) }));

let downloads: string[] = [];
/** Catches the `<a download>` a save makes, so the story sees the file name and no file lands on disk. */
function catchDownloads() {
  downloads = [];
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof HTMLAnchorElement ? event.target : null;
    if (link?.download) {
      event.preventDefault();
      downloads.push(link.download);
    }
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}

/** An invoiced order: facts, invoice, print, complaint and the positions table with documents and actions. */
export const Invoiced: Story = {
  beforeEach: () => catchDownloads(),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const id = String(loaded.orderId);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: storyText(orderHeadingMessage, { id }) },
        firstAppearance,
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe(
        storyText(pageTitleMessages.withPage, { page: storyText(orderHeadingMessage, { id }) }),
      ),
    );
    const table = await findTable();
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(
      [
        orderMessages.columnPosition,
        orderMessages.columnProduct,
        orderMessages.columnMaterial,
        orderMessages.columnAmount,
        orderMessages.columnUnit,
        orderMessages.columnDocuments,
        orderMessages.columnActions,
      ].map((column) => storyText(column)),
    );
    await expect(canvas.getByText(storyText(orderMessages.date)).nextElementSibling).toHaveTextContent(
      /^\d{2}\.\d{2}\.\d{4}$/,
    );
    await expect(canvas.getByText(storyText(orderMessages.status)).nextElementSibling).toHaveTextContent(
      storyText(orderMessages.statusInvoiced),
    );
    await expect(canvas.getByRole('button', { name: storyText(orderMessages.print) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: storyText(orderMessages.complaint) })).toBeVisible();
    await expect(canvas.getByRole('link', { name: storyText(orderMessages.backToHistory) })).toHaveAttribute(
      'href',
      localizedPath('/user/orders', storyLocale()),
    );

    await userEvent.click(canvas.getByRole('button', { name: storyText(orderMessages.showInvoice) }));
    await waitFor(() => expect(downloads).toEqual([`Rechnung_${id}.pdf`]));

    const documentButton = within(table)
      .getAllByRole('button')
      .find((button) => !positionActions().test(button.getAttribute('aria-label') ?? ''));
    await userEvent.click(documentButton as HTMLElement);
    await waitFor(() => expect(downloads).toHaveLength(2));
    await expect(downloads[1]).toMatch(/\.pdf$/);
  },
};

/** An order not yet invoiced says so instead of offering an invoice. */
export const NotYetInvoiced: Story = {
  loaders: [loginAs(CUSTOMER), withOrder('open')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable();
    await expect(canvas.queryByRole('button', { name: storyText(orderMessages.showInvoice) })).toBeNull();
    await expect(canvas.getByText(storyText(orderMessages.noInvoice))).toBeVisible();
  },
};

/** Print: the print dialog opens for the page; the print stylesheet hides everything but the order. */
export const Print: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findTable();
    let printed = 0;
    const original = window.print;
    window.print = () => {
      printed++;
    };
    try {
      await userEvent.click(canvas.getByRole('button', { name: storyText(orderMessages.print) }));
    } finally {
      window.print = original;
    }
    await expect(printed).toBe(1);
    // The print rules exist for this page: an @media print block hides the buttons.
    const printRules = [...document.styleSheets]
      .flatMap((sheet) => {
        try {
          return [...sheet.cssRules];
        } catch {
          return [];
        }
      })
      .filter((rule) => rule instanceof CSSMediaRule && rule.conditionText === 'print');
    await expect(printRules.length).toBeGreaterThan(0);
  },
};

/** While the order loads. */
export const Loading: Story = {
  beforeEach({ msw }) {
    withScenario(msw, 'GET /orders/{id}', 'slow', { delayMs: 'infinite' });
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(storyText(commonMessages.loading), {}, firstAppearance),
    ).toBeVisible();
  },
};

/** A failing fetch says so and offers a retry; nothing of the order is made up. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    withScenario(msw, 'GET /orders/{id}', 'serverError');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, firstAppearance);
    await expect(alert).toHaveTextContent(storyText(orderMessages.detailLoadFailed));
    await expect(within(alert).getByRole('button', { name: storyText(commonMessages.retry) })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** An unknown order number answers like an unknown route (the router's error element shows the 404). */
export const UnknownOrder: Story = {
  loaders: [loginAs(CUSTOMER), withOrder('unknown')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/404 Not Found/, {}, firstAppearance)).toBeVisible();
  },
};

/** Another company's order answers exactly like an unknown one. */
export const ForeignOrder: Story = {
  loaders: [loginAs(CUSTOMER), withOrder('foreign')],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/404 Not Found/, {}, firstAppearance)).toBeVisible();
  },
};

let documentRequests: RecordedRequest[] = [];

/** Presses 'Anfordern' and waits for the receipt's notice. */
async function sendDocumentRequest(dialog: HTMLElement, services: PortalServices) {
  await userEvent.click(
    within(dialog).getByRole('button', { name: storyText(orderMessages.documentsSubmit) }),
  );
  await expectNotice(
    services,
    (await screen.findByText(storyTextShaped(documentsSuccessMessage, { receipt: 'DOK-\\d{4}-\\d+' })))
      .textContent ?? '',
  );
}

/** Request documents: nothing chosen is told beside the choice; then known kinds, a free name and a message. */
export const RequestDocuments: Story = {
  beforeEach({ msw }) {
    documentRequests = recordRequests(msw, 'post', '/orders/{id}/{positionId}/document');
  },
  play: async ({ loaded }) => {
    const table = await findTable();
    await openPositionMenu(table, 'requestDocuments');
    const dialog = await findDialog(storyText(orderMessages.documentsTitle));
    // Once the kinds are in: before, the message stands beside the free names, the only field then.
    await within(dialog).findByRole('checkbox', { name: topicLabel('certificate_of_analysis') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(orderMessages.documentsSubmit) }),
    );
    await expect(await within(dialog).findByText(storyText(orderMessages.documentsRequired))).toBeVisible();
    await expect(documentRequests).toHaveLength(0);

    await userEvent.click(
      await within(dialog).findByRole('checkbox', { name: topicLabel('certificate_of_analysis') }),
    );
    // A zero-width space pasted along does not reach the request.
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: storyTextPattern(orderMessages.documentsOther) }),
      'Ursprungs\u200bzeugnis',
    );
    const message = within(dialog).getByRole('textbox', { name: storyText(orderMessages.documentsMessage) });
    await expect(message).toHaveAttribute(
      'maxlength',
      String(maxLengths.RequiredDocumentRequest.required_document.offtopicMessage),
    );
    await userEvent.type(message, 'Bitte an den Wareneingang');
    await sendDocumentRequest(dialog, servicesOf(loaded));
    await expect(documentRequests[0]?.body).toEqual({
      required_document: {
        documents: ['certificate_of_analysis', 'Ursprungszeugnis'],
        offtopicMessage: 'Bitte an den Wareneingang',
      },
    });
    await expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName(positionActions()));
  },
};

/** The document request of the first position, opened from its menu, with a document named. */
async function openDocumentRequestFor(document: string) {
  await openPositionMenu(await findTable(), 'requestDocuments');
  const dialog = await findDialog(storyText(orderMessages.documentsTitle));
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: storyTextPattern(orderMessages.documentsOther) }),
    document,
  );
  return dialog;
}

/** A failing document request is told; the input stays for another try. */
export const RequestDocumentsFailure: Story = {
  beforeEach({ msw }) {
    withScenario(msw, 'POST /orders/{id}/{positionId}/document', 'serverError');
  },
  play: async ({ loaded }) => {
    const dialog = await openDocumentRequestFor('Ursprungszeugnis');
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(orderMessages.documentsSubmit) }),
    );
    await expectNotice(servicesOf(loaded), storyText(commonMessages.genericError), { type: 'error' });
    await expect(
      within(dialog).getByRole('textbox', { name: storyTextPattern(orderMessages.documentsOther) }),
    ).toHaveValue('Ursprungszeugnis');
  },
};

/**
 * The server refuses a field of the document request (422): its words beside that field (never
 * `required_document.offtopicMessage`), focus on it, the input kept; changing the field takes them away.
 */
export const RequestDocumentsFieldRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post('/orders/{id}/{positionId}/document', ({ response }) =>
        response(422).json({
          message: 'Validation failed',
          code: 'validation_failed',
          errors: [
            { field: 'required_document.offtopicMessage', message: 'Die Nachricht enthält eine Adresse.' },
          ],
        }),
      ),
    );
  },
  play: async ({ loaded }) => {
    const dialog = await openDocumentRequestFor('Ursprungszeugnis');
    const message = within(dialog).getByRole('textbox', { name: storyText(orderMessages.documentsMessage) });
    await userEvent.type(message, 'An Tor 3, Hauptstraße 1');
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(orderMessages.documentsSubmit) }),
    );
    await expectNotice(servicesOf(loaded), storyText(commonMessages.genericError), { type: 'error' });
    await waitFor(() => expect(message).toHaveFocus());
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(/Die Nachricht enthält eine Adresse\./);
    await expect(dialog).not.toHaveTextContent('required_document');
    await expect(message).toHaveValue('An Tor 3, Hauptstraße 1');
    await userEvent.type(message, '!');
    await expect(message).not.toHaveAttribute('aria-invalid');
  },
};

/** The document kinds could not be loaded: free names still work, and the form says so. */
export const RequestDocumentsWithoutKinds: Story = {
  beforeEach({ msw }) {
    withScenario(msw, 'GET /orders/topics', 'serverError');
  },
  play: async () => {
    const table = await findTable();
    await openPositionMenu(table, 'requestDocuments');
    const dialog = await findDialog(storyText(orderMessages.documentsTitle));
    await expect(
      await within(dialog).findByText(storyText(orderMessages.documentsTopicsFailed)),
    ).toBeVisible();
    await expect(within(dialog).queryByRole('checkbox')).toBeNull();
  },
};

let topicReads: RecordedRequest[] = [];

/**
 * A backend without the document kinds (`listOrderTopics` not offered): no kinds are asked for or offered; the
 * documents are written as a free list (spec §3), required, one a line, and sent as that list.
 */
export const RequestDocumentsWithoutTopicsCall: Story = {
  loaders: [loginAs(CUSTOMER, { without: ['listOrderTopics'] }), withOrder('invoiced')],
  beforeEach({ msw }) {
    documentRequests = recordRequests(msw, 'post', '/orders/{id}/{positionId}/document');
    topicReads = recordRequests(msw, 'get', '/orders/topics');
  },
  play: async ({ loaded }) => {
    const table = await findTable();
    await openPositionMenu(table, 'requestDocuments');
    const dialog = await findDialog(storyText(orderMessages.documentsTitle));
    const documents = within(dialog).getByRole('textbox', {
      name: storyTextPattern(orderMessages.documentsKinds),
    });
    await expect(documents).toBeRequired();
    await expect(documents).toHaveAccessibleDescription(
      storyTextPattern(orderMessages.documentsOtherDescription),
    );
    await expect(within(dialog).queryByRole('checkbox')).toBeNull();
    // Not missing by fault: no warning that the kinds failed to load.
    await expect(
      within(dialog).queryByText(storyTextPattern(orderMessages.documentsTopicsFailed)),
    ).toBeNull();

    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(orderMessages.documentsSubmit) }),
    );
    await waitFor(() => expect(documents).toHaveFocus());
    await expect(documents).toHaveAccessibleDescription(storyTextPattern(orderMessages.documentsRequired));
    await expect(documentRequests).toHaveLength(0);

    await userEvent.type(documents, 'Analysenzertifikat{Enter}Ursprungszeugnis{Enter}Analysenzertifikat');
    await sendDocumentRequest(dialog, servicesOf(loaded));
    await expect(documentRequests.map((request) => request.body)).toEqual([
      { required_document: { documents: ['Analysenzertifikat', 'Ursprungszeugnis'] } },
    ]);
    await expect(topicReads).toHaveLength(0);
  },
};

let sdsRequests: RecordedRequest[] = [];

/** SDS request: reason, country and language are required (spec §5); prefilled with the product; sent once. */
export const RequestSafetyDataSheet: Story = {
  beforeEach({ msw }) {
    sdsRequests = recordRequests(msw, 'post', '/file');
  },
  play: async ({ loaded }) => {
    const table = await findTable();
    const material = within(rows(table)[0] as HTMLElement).getAllByRole('cell')[1]?.textContent ?? '';
    await openPositionMenu(table, 'requestSds');
    const dialog = await findDialog(storyText(sdsRequestMessages.title));
    await expect(
      within(dialog).getByText(storyTextShaped(sdsProductMessage, { product: '.+' }, { material })),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('textbox', { name: storyTextPattern(sdsRequestMessages.reason) }),
    ).toHaveAttribute('maxlength', String(maxLengths.FileRequest.reason));
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(orderMessages.documentsSubmit) }),
    );
    await expect(await within(dialog).findByText(storyText(sdsRequestMessages.reasonRequired))).toBeVisible();
    await expect(within(dialog).getByText(storyText(sdsRequestMessages.countryRequired))).toBeVisible();
    await expect(sdsRequests).toHaveLength(0);
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(storyTextPattern(sdsRequestMessages.reason)),
    );

    await userEvent.click(
      within(dialog).getByRole('radio', { name: storyText(sdsRequestMessages.countryVersion) }),
    );
    await userEvent.click(within(dialog).getByRole('checkbox', { name: countryName('AUT', storyLocale()) }));
    await sendSdsRequest(dialog, 'Export nach Österreich', 'AUT');
    await expect(
      await screen.findByText(storyTextShaped(sdsSuccessMessage, { receipt: 'SDB-\\d{4}-\\d+' })),
    ).toBeVisible();
    await expect(servicesOf(loaded).notifications.current()).toMatchObject({
      type: 'success',
      duration: 3000,
    });
    await expect(sdsRequests).toHaveLength(1);
    await expect(sdsRequests[0]?.body).toEqual({
      file_request: {
        productId: material,
        orderId: String(loaded.orderId),
        topic: 'country_version',
        countryVersions: ['AUT'],
        reason: 'Export nach Österreich',
        country: 'AUT',
        // The language asked for starts as the page's.
        language: storyLocale(),
      },
    });
  },
};

/** The server refuses the reason: its words beside that field (never `file_request.reason`), input kept. */
export const RequestSafetyDataSheetReasonRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post('/file', ({ response }) =>
        response(422).json({
          message: 'Validation failed',
          errors: [{ field: 'file_request.reason', message: 'Bitte nennen Sie den Verwendungszweck.' }],
        }),
      ),
    );
  },
  play: async () => {
    const table = await findTable();
    await openPositionMenu(table, 'requestSds');
    const dialog = await findDialog(storyText(sdsRequestMessages.title));
    const reason = within(dialog).getByRole('textbox', { name: storyTextPattern(sdsRequestMessages.reason) });
    await userEvent.type(reason, 'Prüfung');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: storyTextPattern(sdsRequestMessages.country) }),
    );
    await userEvent.click(await screen.findByRole('option', { name: countryName('DEU', storyLocale()) }));
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(orderMessages.documentsSubmit) }),
    );
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(/Bitte nennen Sie den Verwendungszweck\./),
    );
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(reason).toHaveFocus());
    await expect(screen.queryByText(/file_request/)).toBeNull();
    await expect(reason).toHaveValue('Prüfung');
  },
};

/** A refused SDS request is told; the form stays open with the input. */
export const RequestSafetyDataSheetFailure: Story = {
  beforeEach({ msw }) {
    withScenario(msw, 'POST /file', 'serverError');
  },
  play: async ({ loaded }) => {
    const table = await findTable();
    await openPositionMenu(table, 'requestSds');
    const dialog = await findDialog(storyText(sdsRequestMessages.title));
    await sendSdsRequest(dialog, 'Prüfung', 'DEU');
    await expectNotice(servicesOf(loaded), storyText(commonMessages.genericError), { type: 'error' });
    await expect(
      within(dialog).getByRole('textbox', { name: storyTextPattern(sdsRequestMessages.reason) }),
    ).toHaveValue('Prüfung');
  },
};

let complaints: RecordedRequest[] = [];

/** Complaint about the whole order: reason and text required; sent with the reason key. */
export const Complaint: Story = {
  beforeEach({ msw }) {
    complaints = recordRequests(msw, 'post', '/orders/{id}/complaint');
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await findTable();
    await userEvent.click(canvas.getByRole('button', { name: storyText(orderMessages.complaint) }));
    const dialog = await complaintDialog(loaded.orderId);
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(orderMessages.complaintSubmit) }),
    );
    await expect(
      await within(dialog).findByText(storyText(orderMessages.complaintReasonRequired)),
    ).toBeVisible();
    await expect(within(dialog).getByText(storyText(orderMessages.complaintMessageRequired))).toBeVisible();
    await expect(complaints).toHaveLength(0);

    await userEvent.click(
      await within(dialog).findByRole('button', { name: storyTextPattern(orderMessages.complaintReason) }),
    );
    await userEvent.click(
      await screen.findByRole('option', { name: storyText(orderMessages.reasonDamaged) }),
    );
    const description = within(dialog).getByRole('textbox', {
      name: storyTextPattern(orderMessages.complaintMessage),
    });
    await expect(description).toHaveAttribute(
      'maxlength',
      String(maxLengths.ComplaintRequest.complaint.message),
    );
    await userEvent.type(description, 'Zwei Säcke gerissen.');
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(orderMessages.complaintSubmit) }),
    );
    await expect(
      await screen.findByText(storyTextShaped(complaintSuccessMessage, { receipt: 'REK-\\d{4}-\\d+' })),
    ).toBeVisible();
    await expect(complaints[0]?.body).toEqual({
      complaint: { reason: 'damaged', message: 'Zwei Säcke gerissen.' },
    });
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(storyText(orderMessages.complaint)),
    );
  },
};

let mails: ReturnType<typeof catchMailto>;

/**
 * A backend without the complaint call (`createComplaint` not offered): the same form with its rules, but sending
 * opens the user's e-mail program with a mail to the support – order, position, reason and text filled in – and
 * the action and a hint say so; nothing is posted.
 */
export const ComplaintByMail: Story = {
  loaders: [loginAs(CUSTOMER, { without: ['createComplaint'] }), withOrder('invoiced')],
  beforeEach({ msw }) {
    complaints = recordRequests(msw, 'post', '/orders/{id}/complaint');
    mails = catchMailto();
    return mails.stop;
  },
  play: async ({ loaded }) => {
    const id = String(loaded.orderId);
    const table = await findTable();
    const row = rows(table)[0] as HTMLElement;
    const position = within(row).getByRole('rowheader').textContent ?? '';
    const material = within(row).getAllByRole('cell')[1]?.textContent ?? '';
    await openPositionMenu(table, 'complainPosition');
    const dialog = await complaintDialog(id);
    await expect(
      within(dialog).queryByRole('button', { name: storyText(orderMessages.complaintSubmit) }),
    ).toBeNull();
    const send = within(dialog).getByRole('link', { name: storyText(mailMessages.open) });
    await expect(send).toHaveAccessibleDescription(
      storyText(mailHint, { email: 'support@kundenportal.example' }),
    );

    // The form's rules first: pressed too early, it opens nothing and says what is missing.
    await userEvent.click(send);
    await expect(
      await within(dialog).findByText(storyText(orderMessages.complaintReasonRequired)),
    ).toBeVisible();
    await expect(within(dialog).getByText(storyText(orderMessages.complaintMessageRequired))).toBeVisible();
    await expect(mails.opened).toHaveLength(0);

    await userEvent.click(
      await within(dialog).findByRole('button', { name: storyTextPattern(orderMessages.complaintReason) }),
    );
    await userEvent.click(
      await screen.findByRole('option', { name: storyText(orderMessages.reasonDamaged) }),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: storyTextPattern(orderMessages.complaintMessage) }),
      'Zwei Säcke gerissen.',
    );
    const mail = await openMailLink(send, mails);
    await expect(mail.to).toBe('support@kundenportal.example');
    // The mail in the page's language, as the form holds it.
    await expect(mail.subject).toBe(storyText(complaintTitleMessage, { id }));
    await expect(mail.body).toContain(`${storyLabelled(storyText(orderMessages.orderNumber), id)}\r\n`);
    const concerns = storyTextPattern(complaintPositionMessage, {
      position: Number(position),
      product: '\u0000',
    }).source.replace('\u0000', `.+ \\(${material}\\)`);
    await expect(mail.body).toMatch(
      new RegExp(
        `\r\n${storyLabelledSource(storyTextPattern(orderMessages.complaintScope).source, concerns)}\r\n`,
      ),
    );
    await expect(mail.body).toContain(
      `\r\n${storyLabelled(storyText(orderMessages.complaintReason), storyText(orderMessages.reasonDamaged))}\r\n`,
    );
    await expect(mail.body).toMatch(
      new RegExp(
        `\r\n\r\n${storyTextPattern(orderMessages.complaintMessage).source}:\r\nZwei Säcke gerissen.\r\n$`,
      ),
    );
    await expect(send).toHaveAttribute('href', mails.opened[0]);
    await expect(complaints).toHaveLength(0);
  },
};

/** The server refuses the description: its words beside the field (never `complaint.message`), input kept. */
export const ComplaintRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      storyHttp.post('/orders/{id}/complaint', ({ response }) =>
        response(422).json({
          message: 'Validation failed',
          errors: [{ field: 'complaint.message', message: 'Bitte beschreiben Sie den Schaden genauer.' }],
        }),
      ),
    );
  },
  play: async ({ canvasElement, loaded }) => {
    await findTable();
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: storyText(orderMessages.complaint) }),
    );
    const dialog = await complaintDialog(loaded.orderId);
    await userEvent.click(
      await within(dialog).findByRole('button', { name: storyTextPattern(orderMessages.complaintReason) }),
    );
    await userEvent.click(
      await screen.findByRole('option', { name: storyText(orderMessages.reasonDamaged) }),
    );
    const description = within(dialog).getByRole('textbox', {
      name: storyTextPattern(orderMessages.complaintMessage),
    });
    await userEvent.type(description, 'Kaputt.');
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(orderMessages.complaintSubmit) }),
    );
    await waitFor(() =>
      expect(description).toHaveAccessibleDescription(/Bitte beschreiben Sie den Schaden genauer\./),
    );
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(description).toHaveFocus());
    await expect(screen.queryByText(/complaint\.message/)).toBeNull();
    await expect(description).toHaveValue('Kaputt.');
  },
};

/** A complaint about one position names it; a failure keeps the input. */
export const ComplaintAboutPositionFailure: Story = {
  beforeEach({ msw }) {
    withScenario(msw, 'POST /orders/{id}/complaint', 'serverError');
  },
  play: async ({ loaded }) => {
    const table = await findTable();
    await openPositionMenu(table, 'complainPosition');
    const dialog = await complaintDialog(loaded.orderId);
    await expect(
      within(dialog).getByRole('button', { name: storyTextPattern(orderMessages.complaintScope) }),
    ).toHaveTextContent(storyTextShaped(complaintPositionMessage, { position: '\\d+', product: '.+' }));
    await userEvent.click(
      await within(dialog).findByRole('button', { name: storyTextPattern(orderMessages.complaintReason) }),
    );
    await userEvent.click(
      await screen.findByRole('option', { name: storyText(orderMessages.reasonWrongAmount) }),
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: storyTextPattern(orderMessages.complaintMessage) }),
      'Nur 20 statt 25 kg.',
    );
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyText(orderMessages.complaintSubmit) }),
    );
    await expectNotice(servicesOf(loaded), storyText(commonMessages.genericError), { type: 'error' });
    await expect(
      within(dialog).getByRole('textbox', { name: storyTextPattern(orderMessages.complaintMessage) }),
    ).toHaveValue('Nur 20 statt 25 kg.');
  },
};
