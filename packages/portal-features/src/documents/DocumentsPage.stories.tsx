import type { MessageDescriptor } from '@formatjs/intl';
import { withScenario } from '@kundenportal/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { countryName } from '../domain/countries';
import { downloadFailed } from '../domain/files/messages';
import {
  sdsProductMessage,
  sdsRequestMessages,
  sdsSuccessMessage,
} from '../domain/safetyDataSheetRequest/messages';
import { formatDate } from '../shared/format';
import { fieldLimits } from '../shared/forms';
import { languageNameIn } from '../shared/i18n';
import { commonMessages, paginatorPageMessage } from '../shared/messages/commonMessages';
import { pageTitleMessages } from '../shared/page';
import { preferenceKey } from '../shared/preferences';
import {
  choose,
  expectNotice,
  findDialog,
  firstAppearance,
  mockBackend,
  type RecordedRequest,
  recordRequests,
  renderScreen,
  servicesOf,
  storyHttp,
  storyLocale,
  storyText,
  storyTextPattern,
} from '../shared/testing';
import {
  storyScreenPattern,
  storyScreenText,
  storyTextShaped,
  storyTextWithValues,
  storyValuesIn,
} from '../shared/testing/storyScreenText';
import { DocumentsPage } from './DocumentsPage';
import {
  availableIn,
  bulkFailed,
  bulkRemoved,
  confirmBulkRemove,
  confirmRemove,
  documentsMessages,
  downloadFile,
  fileCount,
  filterTextLimit,
  lastDelivery,
  markSeenNamed,
  materialNumber,
  openedAt,
  removeFile,
  requestLanguageVersion,
  requestLanguageVersionNamed,
  requestReasonDefault,
  selectedCount,
  sheetDated,
  shownCount,
  unseenUpdates,
} from './messages';
import {
  documentsLogin,
  fixtureFiles,
  lastDeliveryOf,
  products,
  type SavedFile,
  serveFixture,
} from './storyFixtures.testing';

// Requests a story's beforeEach records for its play to check.
let recorded: RecordedRequest[] = [];

const meta = {
  // The German page name beside the English one, for a designer's search; the id keeps the English title's.
  title: 'Screens/Documents · Meine Dokumente',
  id: 'screens-documents',
  component: DocumentsPage,
  parameters: { layout: 'fullscreen', ...mockBackend },
  render: renderScreen(() => <DocumentsPage />, { url: '/user/documents' }),
} satisfies Meta<typeof DocumentsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'region',
    { name: storyText(documentsMessages.listTitle) },
    firstAppearance,
  );
const productGroup = async (canvasElement: HTMLElement, name: string) => {
  const heading = await within(await list(canvasElement)).findByRole(
    'heading',
    { level: 3, name },
    firstAppearance,
  );
  return heading.closest('li') as HTMLElement;
};
/** '5 Dokumente von 5 angezeigt' in the story's locale. */
const shownText = (shown: number, total: number) => storyScreenText(shownCount, { shown, total });
/** The count line with counts the mock data decides; its total read back with `totalShown`. */
const anyShown = storyTextWithValues(shownCount, ['shown', 'total']);
const totalShown = (status: HTMLElement) =>
  Number(storyValuesIn(status.textContent ?? '', shownCount, ['shown', 'total'])?.total);
/** A language and a country as the page names them in the story's locale ('Französisch', 'Frankreich'). */
const language = (code: string) => languageNameIn(code, storyLocale());
const country = (code: Parameters<typeof countryName>[0]) => countryName(code, storyLocale());
/** The request button of a missing language ('Französisch anfordern: Sicherheitsdatenblatt für …'). */
const requestButton = (code: string) =>
  storyTextShaped(requestLanguageVersionNamed, { product: '.+' }, { language: language(code) });
/** The buttons of a file by their accessible name ('Herunterladen: …', 'Entfernen: …') and the file's name. */
const downloadButton = () => storyTextShaped(downloadFile, { name: '.+' });
const removeButton = () => storyTextShaped(removeFile, { name: '.+' });
const fileNameOf = (button: HTMLElement, shape: RegExp) =>
  shape.exec(button.getAttribute('aria-label') ?? '')?.groups?.name ?? '';
/** The SDS updates section (its heading goes on with a badge). */
const updatesRegion = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'region',
    { name: storyTextPattern(documentsMessages.updatesTitle) },
    firstAppearance,
  );
/** The section's count line: '2 neue Aktualisierungen.' and the lead. */
const unseenLine = (count: number) =>
  `${storyScreenText(unseenUpdates, { count })}. ${storyScreenText(documentsMessages.updatesLead)}`;

/** 'Auswahl entfernen (3)': the selection's remove button with its count. */
const removeSelectedButton = (count: number) => `${storyText(documentsMessages.removeSelected)} (${count})`;
/** A select's button: its value, then its label. */
const pageButton = (page: number) => storyText(paginatorPageMessage, { page });
const endingWith = (label: MessageDescriptor) => new RegExp(`${storyTextPattern(label).source}$`);

/** The fixture's five documents listed; the list and the filters panel. */
async function allFiveShown(canvasElement: HTMLElement) {
  const region = await list(canvasElement);
  await within(region).findByText(shownText(5, 5), {}, firstAppearance);
  return {
    region,
    filters: within(canvasElement).getByRole('region', { name: storyText(documentsMessages.filtersTitle) }),
  };
}
/** The confirmation interrupts: an alertdialog. */
const findConfirmation = (name: string) => screen.findByRole('alertdialog', { name }, firstAppearance);
const savedOf = (loaded: Record<string, unknown>) => loaded.saved as SavedFile[];

/** The customer's SDS and flyers by product, with type, languages and date; the title follows the page. */
export const Full: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    serveFixture(msw);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: storyText(documentsMessages.title) },
        firstAppearance,
      ),
    ).toBeVisible();
    const region = await list(canvasElement);
    await expect(await within(region).findByText(shownText(5, 5))).toBeVisible();
    const headings = () =>
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    // By product name, as the orders name the products (they load beside the documents).
    await waitFor(() =>
      expect(headings()).toEqual([
        products.ascorbic.name,
        products.lye.name,
        products.grease.name,
        products.citric.name,
      ]),
    );
    const citric = await productGroup(canvasElement, products.citric.name);
    const citricLanguages = [language('de'), language('en')].join(', ');
    await expect(
      within(citric).getByText(
        `${storyScreenText(materialNumber, { number: products.citric.id })} · ${storyScreenText(fileCount, { count: 2 })}`,
      ),
    ).toBeVisible();
    await expect(
      within(citric).getByText(storyScreenText(availableIn, { languages: citricLanguages })),
    ).toBeVisible();
    const sheet = within(citric).getAllByRole('listitem')[0] as HTMLElement;
    await expect(
      within(sheet).getByText(storyText(documentsMessages.typeSdb), { selector: 'dd' }),
    ).toBeVisible();
    await expect(within(sheet).getByText(citricLanguages, { selector: 'dd' })).toBeVisible();
    await expect(within(sheet).getByText(/^\d{2}\.\d{2}\.\d{4}$/, { selector: 'dd' })).toBeVisible();
    const grease = await productGroup(canvasElement, products.grease.name);
    await expect(within(grease).getByText(storyText(documentsMessages.noSds))).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe(
        storyText(pageTitleMessages.withPage, { page: storyText(documentsMessages.title) }),
      ),
    );
  },
};

/** The real mock data of a customer: every SDS and flyer of their products, not just the newest 30 documents. */
export const MockCustomer: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const region = await list(canvasElement);
    await expect(await within(region).findByText(anyShown, {}, firstAppearance)).toBeVisible();
    await expect(within(region).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(3);
  },
};

/**
 * 25 products: ten a page with a paginator below; another page starts at the list's heading; a filter goes back
 * to the first page.
 */
export const Paged: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    const many = Array.from({ length: 25 }, (_, index) => {
      const material = String(5000100 + index);
      return {
        id: 9100 + index,
        material_id: material,
        name: `Sicherheitsdatenblatt Produkt ${String(index + 1).padStart(2, '0')}`,
        download_file_name: `SDB_${material}.pdf`,
        type: 'sdb' as const,
        languages: ['de'],
        creation_date: new Date(Date.now() - (index + 1) * 86_400_000).toISOString(),
      };
    });
    serveFixture(msw, many, []);
  },
  play: async ({ canvasElement }) => {
    const region = await list(canvasElement);
    await within(region).findByText(shownText(25, 25), {}, firstAppearance);
    const groups = () => within(region).getAllByRole('heading', { level: 3 });
    await expect(groups()).toHaveLength(10);
    const pagination = within(region).getByRole('navigation', {
      name: storyText(commonMessages.paginatorNav),
    });
    await expect(within(pagination).getByRole('button', { name: pageButton(3) })).toBeVisible();
    // "All shown" are the ten documents of this page.
    await userEvent.click(
      within(region).getByRole('checkbox', { name: storyText(documentsMessages.selectAll) }),
    );
    await expect(within(region).getByRole('button', { name: removeSelectedButton(10) })).toBeEnabled();
    await userEvent.click(
      within(region).getByRole('button', { name: storyText(documentsMessages.clearSelection) }),
    );

    await userEvent.click(within(pagination).getByRole('button', { name: pageButton(3) }));
    await waitFor(() => expect(groups()).toHaveLength(5));
    await expect(
      within(region).getByRole('heading', { level: 2, name: storyText(documentsMessages.listTitle) }),
    ).toHaveFocus();
    await expect(within(pagination).getByRole('button', { name: pageButton(3) })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // A filter starts again at page 1.
    const filters = within(canvasElement).getByRole('region', {
      name: storyText(documentsMessages.filtersTitle),
    });
    await userEvent.type(within(filters).getByRole('searchbox'), '500011');
    await expect(await within(region).findByText(shownText(10, 25))).toBeVisible();
    await expect(screen.getByTestId('location')).not.toHaveTextContent('page=');
    await waitFor(() => expect(groups()).toHaveLength(10));
    await expect(
      within(region).queryByRole('navigation', { name: storyText(commonMessages.paginatorNav) }),
    ).toBeNull();
  },
};

export const Loading: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    withScenario(msw, 'GET /documents', 'slow', { delayMs: 'infinite' });
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'progressbar',
        { name: storyText(documentsMessages.loading) },
        firstAppearance,
      ),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    withScenario(msw, 'GET /documents', 'empty');
  },
  play: async ({ canvasElement }) => {
    const region = await list(canvasElement);
    await expect(
      await within(region).findByRole(
        'heading',
        { name: storyText(documentsMessages.emptyTitle) },
        firstAppearance,
      ),
    ).toBeVisible();
    await expect(
      within(region).queryByRole('button', { name: storyTextPattern(documentsMessages.removeSelected) }),
    ).toBeNull();
  },
};

/** Spec §8: a failing fetch says so (with a retry) and shows no list – never an empty list posing as one. */
export const ServerError: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    withScenario(msw, 'GET /documents', 'serverError');
  },
  play: async ({ canvasElement }) => {
    const region = await list(canvasElement);
    await expect(
      await within(region).findByText(storyText(documentsMessages.loadFailed), {}, firstAppearance),
    ).toBeVisible();
    await expect(
      within(region).queryByRole('heading', { name: storyText(documentsMessages.emptyTitle) }),
    ).toBeNull();
    await expect(within(region).getByRole('button', { name: storyText(commonMessages.retry) })).toBeVisible();
  },
};

/** No response at all (the API client also sends the app to /outofservice): the page does not pretend. */
export const Unreachable: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    withScenario(msw, 'GET /documents', 'unreachable');
  },
  play: async ({ canvasElement }) => {
    const region = await list(canvasElement);
    await expect(
      await within(region).findByText(storyText(documentsMessages.loadFailed), {}, { timeout: 15000 }),
    ).toBeVisible();
  },
};

/** Filters by text, type and language; they stay in the URL; no match offers the reset. */
export const Filtered: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    serveFixture(msw);
  },
  play: async ({ canvasElement }) => {
    const { region, filters } = await allFiveShown(canvasElement);

    await choose(filters, storyText(documentsMessages.type), storyText(documentsMessages.typeFlyer));
    await expect(await within(region).findByText(shownText(2, 5))).toBeVisible();

    await choose(filters, storyText(documentsMessages.type), storyText(documentsMessages.allTypes));
    await choose(filters, storyText(documentsMessages.filterLanguage), language('fr'));
    await expect(await within(region).findByText(shownText(2, 5))).toBeVisible();

    await userEvent.type(
      within(filters).getByRole('searchbox', { name: storyText(documentsMessages.filterText) }),
      'säure',
    );
    await expect(await within(region).findByText(shownText(1, 5), {}, firstAppearance)).toBeVisible();
    await expect(
      within(region).getByRole('heading', { level: 3, name: products.ascorbic.name }),
    ).toBeVisible();
    await expect(screen.getByTestId('location')).toHaveTextContent('lang=fr');

    await userEvent.type(within(filters).getByRole('searchbox'), 'xyz');
    await expect(
      await within(region).findByRole('heading', { name: storyText(documentsMessages.noMatchTitle) }),
    ).toBeVisible();
    await userEvent.click(
      within(region).getByRole('button', { name: storyText(documentsMessages.resetFilters) }),
    );
    await expect(await within(region).findByText(shownText(5, 5))).toBeVisible();
  },
};

/**
 * The text filter: hidden characters pasted with a name go at once (the filter still finds the product), and a
 * paste past the limit – longer than any name it could match – is cut with a note saying so.
 */
export const FilterTextCleanedAndLimited: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    serveFixture(msw);
  },
  play: async ({ canvasElement }) => {
    const { region, filters } = await allFiveShown(canvasElement);
    const search = within(filters).getByRole('searchbox', { name: storyText(documentsMessages.filterText) });
    await expect(search).toHaveAttribute('maxlength', String(fieldLimits.documentFilter));

    await userEvent.click(search);
    await userEvent.paste('s\u200bä\u202eu\u2066re\ufeff');
    await expect(search).toHaveValue('säure');
    const someOfFive = (text: string) => {
      const shown = Number(storyValuesIn(text, shownCount, ['shown'], { total: 5 })?.shown);
      return shown >= 1 && shown <= 4;
    };
    await expect(await within(region).findByText(someOfFive)).toBeVisible();
    await expect(
      within(region).getByRole('heading', { level: 3, name: products.ascorbic.name }),
    ).toBeVisible();
    const limitNote = storyScreenText(filterTextLimit, { max: fieldLimits.documentFilter });
    await expect(within(filters).queryByText(limitNote)).toBeNull();

    await userEvent.clear(search);
    await userEvent.paste('x'.repeat(fieldLimits.documentFilter + 40));
    await expect((search as HTMLInputElement).value).toHaveLength(fieldLimits.documentFilter);
    const note = within(filters).getByText(limitNote);
    await expect(note).toBeVisible();
    // Read with the field, so a screen reader user hears why the paste stopped.
    await expect(search.getAttribute('aria-describedby') ?? '').toContain(note.id);
  },
};

/** A download saves the real PDF bytes under download_file_name and puts the file in front of recent files. */
export const DownloadAndRecentFiles: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const region = await list(canvasElement);
    const recent = canvas.getByRole('region', { name: storyText(documentsMessages.recentTitle) });
    await expect(within(recent).getByText(storyScreenText(documentsMessages.recentEmpty))).toBeVisible();

    await within(region).findAllByRole('button', { name: downloadButton() }, firstAppearance);
    await productNamesIn(region);
    const buttons = within(region).getAllByRole('button', { name: downloadButton() });
    const [first, second] = buttons as [HTMLElement, HTMLElement];
    const firstName = fileNameOf(first, downloadButton());
    const secondName = fileNameOf(second, downloadButton());

    await userEvent.click(first);
    await waitFor(() => expect(savedOf(loaded)).toHaveLength(1));
    const [saved] = savedOf(loaded) as [SavedFile];
    await expect(saved.fileName).toMatch(/^(SDB|Produktinformation)_\d+\.pdf$/);
    await expect(new TextDecoder().decode((await saved.blob.arrayBuffer()).slice(0, 8))).toBe('%PDF-1.4');
    await expect(saved.blob.type).toBe('application/octet-stream');

    await userEvent.click(second);
    await waitFor(() => expect(savedOf(loaded)).toHaveLength(2));
    const names = () =>
      within(recent)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('span span')?.textContent);
    await waitFor(() => expect(names()).toEqual([secondName, firstName]));

    // Reopening moves the file to the front – from the recent list itself.
    await userEvent.click(
      within(recent).getByRole('button', { name: storyText(downloadFile, { name: firstName }) }),
    );
    await waitFor(() => expect(names()).toEqual([firstName, secondName]));
    const userId = loaded.userId as number;
    const stored = JSON.parse(localStorage.getItem(preferenceKey('documents.recent', userId)) ?? '[]');
    await expect(stored.map((entry: { name: string }) => entry.name)).toEqual([firstName, secondName]);
  },
};

/** Recent files were kept from an earlier visit, newest first. */
export const RecentFilesKept: Story = {
  loaders: [
    documentsLogin('kunde@kundenportal.example', (userId) =>
      localStorage.setItem(
        preferenceKey('documents.recent', userId),
        JSON.stringify([
          {
            id: 9003,
            name: 'Sicherheitsdatenblatt Ascorbinsäure E300',
            download_file_name: 'SDB_2000102.pdf',
            type: 'sdb',
            material_id: '2000102',
            openedAt: '2026-11-20T09:00:00Z',
          },
          {
            id: 9002,
            name: 'Produktinformation Zitronensäure E330',
            download_file_name: 'Produktinformation_2000101.pdf',
            type: 'flyer',
            material_id: '2000101',
            openedAt: '2026-11-18T09:00:00Z',
          },
        ]),
      ),
    ),
  ],
  beforeEach({ msw }) {
    serveFixture(msw);
  },
  play: async ({ canvasElement }) => {
    const recent = await within(canvasElement).findByRole(
      'region',
      { name: storyText(documentsMessages.recentTitle) },
      firstAppearance,
    );
    const items = await within(recent).findAllByRole('listitem', {}, firstAppearance);
    await expect(items[0]).toHaveTextContent('Sicherheitsdatenblatt Ascorbinsäure E300');
    await expect(items[0]).toHaveTextContent(
      `${storyScreenText(documentsMessages.typeSdb)} · ${storyScreenText(openedAt, { date: formatDate('2026-11-20T09:00:00Z') ?? '' })}`,
    );
    await expect(items[1]).toHaveTextContent('Produktinformation Zitronensäure E330');
  },
};

/** A failing download says which file could not be fetched. */
export const DownloadFails: Story = {
  parameters: { review: { ownLogin: "a file of the story's customer's products" } },
  loaders: [documentsLogin('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    withScenario(msw, 'GET /files/{id}', 'serverError');
  },
  play: async ({ canvasElement, loaded }) => {
    const region = await list(canvasElement);
    const [first] = (await within(region).findAllByRole(
      'button',
      { name: downloadButton() },
      firstAppearance,
    )) as [HTMLElement];
    const name = fileNameOf(first, downloadButton());
    await userEvent.click(first);
    await expectNotice(servicesOf(loaded), storyText(downloadFailed, { name }), {
      type: 'error',
    });
    await expect(savedOf(loaded)).toHaveLength(0);
  },
};

/** Delete one after confirming; the request goes out once, the list updates and focus lands on the list heading. */
export const DeleteOne: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  play: async ({ canvasElement, loaded }) => {
    const region = await list(canvasElement);
    const total = totalShown(await within(region).findByText(anyShown, {}, firstAppearance));
    await productNamesIn(region);
    const [remove] = within(region).getAllByRole('button', { name: removeButton() }) as [HTMLElement];
    const name = fileNameOf(remove, removeButton());

    // Cancelling keeps the file and returns focus to the button.
    await userEvent.click(remove);
    let dialog = await findConfirmation(storyText(documentsMessages.confirmRemoveTitle));
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(commonMessages.cancel) }));
    await waitFor(() => expect(remove).toHaveFocus());

    await userEvent.click(remove);
    dialog = await findConfirmation(storyText(documentsMessages.confirmRemoveTitle));
    await expect(within(dialog).getByText(storyScreenText(confirmRemove, { name }))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(documentsMessages.remove) }));
    await expectNotice(servicesOf(loaded), storyText(documentsMessages.removed));
    await expect(await within(region).findByText(shownText(total - 1, total - 1))).toBeVisible();
    await expect(within(region).queryByRole('button', { name: storyText(removeFile, { name }) })).toBeNull();
    await waitFor(() => expect(within(region).getByRole('heading', { level: 2 })).toHaveFocus());
  },
};

/**
 * Until the products' names are in: they come with the orders, after the documents, and re-sort the groups – a
 * control taken before could be replaced under the click.
 */
const productNamesIn = (region: HTMLElement) =>
  waitFor(() => {
    const numberOnly = storyTextShaped(materialNumber, { number: '\\d+' });
    const headings = within(region).getAllByRole('heading', { level: 3 });
    expect(headings.filter((heading) => numberOnly.test(heading.textContent ?? ''))).toHaveLength(0);
  });

/** Ticks the first `count` documents once the products' names are in (ten a page: a box could leave it). */
const selectFirst = async (region: HTMLElement, count: number) => {
  await productNamesIn(region);
  const boxes = within(region)
    .getAllByRole('checkbox')
    .filter((box) => box.getAttribute('aria-label') === null);
  const chosen = boxes
    .filter(
      (box) => !storyScreenPattern(documentsMessages.selectAll).test(box.closest('label')?.textContent ?? ''),
    )
    .slice(0, count);
  for (const box of chosen) await userEvent.click(box);
  return chosen;
};

/** Bulk delete of three: one DELETE each, all succeed (spec §8 reports 200 → success, 5000 ms). */
export const BulkDeleteAllOk: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  play: async ({ canvasElement, loaded }) => {
    const region = await list(canvasElement);
    const total = totalShown(await within(region).findByText(anyShown, {}, firstAppearance));
    await selectFirst(region, 3);
    await expect(within(region).getByText(storyScreenPattern(selectedCount, { count: 3 }))).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: removeSelectedButton(3) }));
    const dialog = await findConfirmation(storyText(documentsMessages.confirmBulkTitle));
    await expect(within(dialog).getByText(storyScreenText(confirmBulkRemove, { count: 3 }))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(documentsMessages.remove) }));
    await expectNotice(servicesOf(loaded), storyText(bulkRemoved, { count: 3 }), { duration: 5000 });
    await expect(await within(region).findByText(shownText(total - 3, total - 3))).toBeVisible();
    await expect(within(region).getByRole('button', { name: removeSelectedButton(0) })).toBeDisabled();
  },
};

/** One of three deletes fails: the count of errors and the first failing status (spec §8); it stays selected. */
export const BulkDeleteSomeFailing: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      storyHttp.delete('/files/{id}', ({ response }) => {
        calls += 1;
        // The second of the three fails; the others go on to the mock backend.
        // A 423 is outside the contract on purpose: a failure the page must report for that one file.
        return calls === 2
          ? response.untyped(HttpResponse.json({ message: 'Gesperrt' }, { status: 423 }))
          : undefined;
      }),
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const region = await list(canvasElement);
    const total = totalShown(await within(region).findByText(anyShown, {}, firstAppearance));
    await selectFirst(region, 3);
    await userEvent.click(within(region).getByRole('button', { name: removeSelectedButton(3) }));
    await userEvent.click(
      within(await findConfirmation(storyText(documentsMessages.confirmBulkTitle))).getByRole('button', {
        name: storyText(documentsMessages.remove),
      }),
    );
    await expectNotice(servicesOf(loaded), storyText(bulkFailed, { errors: 1, count: 3, status: 423 }), {
      type: 'error',
      duration: 5000,
    });
    await expect(
      await within(region).findByText(
        `${shownText(total - 2, total - 2)} · ${storyScreenText(selectedCount, { count: 1 })}`,
      ),
    ).toBeVisible();
  },
};

/** Deliveries of the last 12 months against newer sheets: two updates, newest first, each marked new. */
export const SdsUpdatesWithNews: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    serveFixture(msw);
  },
  play: async ({ canvasElement, loaded }) => {
    const updates = await updatesRegion(canvasElement);
    await expect(await within(updates).findByText(unseenLine(2))).toBeVisible();
    const items = await within(updates).findAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent(products.citric.name);
    await expect(items[0]).toHaveTextContent(storyText(documentsMessages.new));
    const citricSheet = fixtureFiles.find((file) => file.id === 9001);
    await expect(items[0]).toHaveTextContent(
      `${storyScreenText(sheetDated, { date: formatDate(citricSheet?.creation_date) ?? '' })} · ${storyScreenText(lastDelivery, { date: formatDate(lastDeliveryOf.citric) ?? '' })}`,
    );
    await expect(items[1]).toHaveTextContent(products.ascorbic.name);

    // Seen marks: one, then the rest; kept for this user.
    await userEvent.click(
      within(updates).getByRole('button', {
        name: storyText(markSeenNamed, { name: `Sicherheitsdatenblatt ${products.citric.name}` }),
      }),
    );
    await expect(await within(updates).findByText(unseenLine(1))).toBeVisible();
    await expect(within(items[0] as HTMLElement).getByText(storyText(documentsMessages.seen))).toBeVisible();
    await waitFor(() =>
      expect(
        within(updates).getByRole('button', {
          name: storyText(downloadFile, { name: `Sicherheitsdatenblatt ${products.citric.name}` }),
        }),
      ).toHaveFocus(),
    );
    await userEvent.click(
      within(updates).getByRole('button', {
        name: storyText(markSeenNamed, { name: `Sicherheitsdatenblatt ${products.ascorbic.name}` }),
      }),
    );
    await expect(await within(updates).findByText(unseenLine(0))).toBeVisible();
    const userId = loaded.userId as number;
    await expect(
      JSON.parse(localStorage.getItem(preferenceKey('documents.sdsSeen', userId)) ?? '[]'),
    ).toEqual([9001, 9003]);
  },
};

/** Seen marks from an earlier visit are kept; "mark all" is offered only with more than one unseen. */
export const SdsUpdatesSeenBefore: Story = {
  loaders: [
    documentsLogin('kunde@kundenportal.example', (userId) =>
      localStorage.setItem(preferenceKey('documents.sdsSeen', userId), JSON.stringify([9001])),
    ),
  ],
  beforeEach({ msw }) {
    serveFixture(msw);
  },
  play: async ({ canvasElement }) => {
    const updates = await updatesRegion(canvasElement);
    await expect(await within(updates).findByText(unseenLine(1))).toBeVisible();
    await expect(within(updates).getAllByText(storyText(documentsMessages.seen))).toHaveLength(1);
    await expect(
      within(updates).queryByRole('button', { name: storyText(documentsMessages.markAllSeen) }),
    ).toBeNull();
  },
};

/** Mark all as seen at once; focus goes to the section heading. */
export const SdsUpdatesMarkAll: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    serveFixture(msw);
  },
  play: async ({ canvasElement }) => {
    const updates = await updatesRegion(canvasElement);
    await userEvent.click(
      await within(updates).findByRole('button', { name: storyText(documentsMessages.markAllSeen) }),
    );
    await expect(await within(updates).findByText(unseenLine(0))).toBeVisible();
    await expect(within(updates).getAllByText(storyText(documentsMessages.seen))).toHaveLength(2);
    await waitFor(() => expect(within(updates).getByRole('heading', { level: 2 })).toHaveFocus());
  },
};

/** Every sheet is older than the last delivery: the section says there is nothing new. */
export const SdsUpdatesNone: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    // Only the lye sheet, which is older than the lye's last delivery.
    serveFixture(
      msw,
      fixtureFiles.filter((file) => file.material_id === products.lye.id),
    );
  },
  play: async ({ canvasElement }) => {
    const updates = await updatesRegion(canvasElement);
    await expect(
      await within(updates).findByText(storyScreenText(documentsMessages.updatesNone)),
    ).toBeVisible();
    await expect(within(updates).queryByRole('listitem')).toBeNull();
  },
};

/** The emergency service sees documents but no order history: no deliveries to compare, no update section. */
export const EmergencyWithoutOrders: Story = {
  parameters: { review: { ownLogin: 'the point: the emergency service, who sees no orders' } },
  loaders: [documentsLogin('notfall@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const region = await list(canvasElement);
    await expect(await within(region).findByText(anyShown, {}, firstAppearance)).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('region', { name: storyTextPattern(documentsMessages.updatesTitle) }),
    ).toBeNull();
    // Without orders the products are named by their material number.
    await expect(
      within(region).getAllByRole('heading', {
        level: 3,
        name: storyTextShaped(materialNumber, { number: '\\d+' }),
      }).length,
    ).toBeGreaterThan(0);
  },
};

/** Staff in the staff view choose a company first; nothing is fetched. */
export const StaffView: Story = {
  parameters: { review: { ownLogin: 'the point: staff in the staff view are asked for a company' } },
  loaders: [documentsLogin('vertrieb@kundenportal.example')],
  beforeEach({ msw }) {
    recorded = recordRequests(msw, 'get', '/documents');
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        storyText(commonMessages.chooseCompanyFirst),
        {},
        firstAppearance,
      ),
    ).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('region', { name: storyText(documentsMessages.listTitle) }),
    ).toBeNull();
    await expect(recorded).toHaveLength(0);
  },
};

/** A missing language is one click away: the SDS request opens prefilled and is sent with product, country and language. */
export const MissingLanguageRequested: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    serveFixture(msw);
    // The fixture's products are not in the mock's catalogue: the request is accepted here, and recorded.
    msw.use(
      storyHttp.post('/file', ({ response }) =>
        response(201).json({ id: 'SDB-2026-000001', created_at: new Date().toISOString() }),
      ),
    );
    recorded = recordRequests(msw, 'post', '/file');
  },
  play: async ({ canvasElement, loaded }) => {
    const citric = await productGroup(canvasElement, products.citric.name);
    const request = within(citric).getByRole('button', {
      name: storyText(requestLanguageVersionNamed, {
        language: language('fr'),
        product: products.citric.name,
      }),
    });
    await expect(request).toHaveTextContent(
      storyScreenText(requestLanguageVersion, { language: language('fr') }),
    );
    await expect(within(citric).queryByRole('button', { name: requestButton('de') })).toBeNull();
    await userEvent.click(request);
    const dialog = await findDialog(storyText(sdsRequestMessages.title));
    // The shared SDS request (the one orders opens too), prefilled with product, topic, country and language.
    await expect(
      within(dialog).getByText(
        storyScreenText(sdsProductMessage, { product: products.citric.name, material: products.citric.id }),
      ),
    ).toBeVisible();
    await expect(
      within(dialog).getByRole('radio', { name: storyText(sdsRequestMessages.countryVersion) }),
    ).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: country('FRA') })).toBeChecked();
    await expect(
      await within(dialog).findByRole('button', { name: endingWith(sdsRequestMessages.language) }),
    ).toHaveTextContent(language('fr'));
    await expect(
      await within(dialog).findByRole('button', { name: endingWith(sdsRequestMessages.country) }),
    ).toHaveTextContent(country('FRA'));
    const reason = storyText(requestReasonDefault, { language: language('fr'), country: country('FRA') });
    await expect(
      within(dialog).getByRole('textbox', { name: storyTextPattern(sdsRequestMessages.reason) }),
    ).toHaveValue(reason);
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(sdsRequestMessages.submit) }));
    await expectNotice(servicesOf(loaded), storyText(sdsSuccessMessage, { receipt: 'SDB-2026-000001' }));
    await expect(recorded.map((request) => request.body)).toEqual([
      {
        file_request: {
          productId: products.citric.id,
          topic: 'country_version',
          countryVersions: ['FRA'],
          reason,
          country: 'FRA',
          language: 'fr',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Reason, country and language are required (spec §5): checked before sending, messages beside the fields. */
export const SdsRequestValidation: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    serveFixture(msw);
    recorded = recordRequests(msw, 'post', '/file');
  },
  play: async ({ canvasElement }) => {
    const citric = await productGroup(canvasElement, products.citric.name);
    await userEvent.click(within(citric).getByRole('button', { name: requestButton('pl') }));
    const dialog = await findDialog(storyText(sdsRequestMessages.title));
    const reason = within(dialog).getByRole('textbox', { name: storyTextPattern(sdsRequestMessages.reason) });
    await expect(reason).toHaveValue(
      storyText(requestReasonDefault, { language: language('pl'), country: country('POL') }),
    );
    await userEvent.clear(reason);
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(sdsRequestMessages.submit) }));
    await expect(await within(dialog).findByText(storyText(sdsRequestMessages.reasonRequired))).toBeVisible();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    // Focus goes to the field that needs the user; nothing was sent.
    await waitFor(() => expect(reason).toHaveFocus());
    await expect(recorded).toHaveLength(0);
  },
};

/** The server refuses the request: an error notice, the dialog and the input stay. */
export const SdsRequestFails: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    serveFixture(msw);
    withScenario(msw, 'POST /file', 'serverError');
  },
  play: async ({ canvasElement, loaded }) => {
    const citric = await productGroup(canvasElement, products.citric.name);
    await userEvent.click(within(citric).getByRole('button', { name: requestButton('it') }));
    const dialog = await findDialog(storyText(sdsRequestMessages.title));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: storyTextPattern(sdsRequestMessages.notes) }),
      'Für Werk Mailand',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(sdsRequestMessages.submit) }));
    // A server fault's own words ('Internal Server Error') mean nothing to a customer: the generic text.
    await expectNotice(servicesOf(loaded), storyText(commonMessages.genericError), { type: 'error' });
    await expect(
      within(dialog).getByRole('textbox', { name: storyTextPattern(sdsRequestMessages.notes) }),
    ).toHaveValue('Für Werk Mailand');
  },
};

/** Cancel closes the request without sending; focus returns to the button that opened it. */
export const SdsRequestCancelled: Story = {
  loaders: [documentsLogin('kunde@kundenportal.example')],
  beforeEach({ msw }) {
    serveFixture(msw);
    recorded = recordRequests(msw, 'post', '/file');
  },
  play: async ({ canvasElement }) => {
    const citric = await productGroup(canvasElement, products.citric.name);
    const opener = within(citric).getByRole('button', { name: requestButton('es') });
    await userEvent.click(opener);
    const dialog = await findDialog(storyText(sdsRequestMessages.title));
    await userEvent.click(within(dialog).getByRole('button', { name: storyText(commonMessages.cancel) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(recorded).toHaveLength(0);
  },
};
