import { afterEach, describe, expect, it } from 'vitest';
import { dialogChanges, isDialogOpen, touchesDialog } from './dialogPresence';

/** The records one change to the document produces, as PageChangeFocus's observer receives them. */
function recordsOf(change: () => void): MutationRecord[] {
  const observer = new MutationObserver(() => {});
  observer.observe(document.body, dialogChanges);
  change();
  // Taken before the observer's callback could have them.
  const records = observer.takeRecords();
  observer.disconnect();
  return records;
}

const element = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.firstElementChild as HTMLElement;
};

afterEach(() => {
  document.body.replaceChildren();
});

describe('touchesDialog', () => {
  it('passes over changes that neither add nor remove a dialog', () => {
    const list = element('<ul><li>1</li></ul>');
    document.body.append(list);
    expect(touchesDialog(recordsOf(() => list.append(element('<li>2</li>'))))).toBe(false);
    expect(touchesDialog(recordsOf(() => list.firstElementChild?.remove()))).toBe(false);
    expect(touchesDialog(recordsOf(() => list.setAttribute('role', 'list')))).toBe(false);
  });

  it('sees a dialog added and removed, also inside a larger subtree (a portal)', () => {
    const portal = element('<div><div class="overlay"><section role="dialog">Anmelden</section></div></div>');
    expect(touchesDialog(recordsOf(() => document.body.append(portal)))).toBe(true);
    expect(isDialogOpen()).toBe(true);
    expect(touchesDialog(recordsOf(() => portal.remove()))).toBe(true);
    expect(isDialogOpen()).toBe(false);
    const alert = element('<div role="alertdialog">Wirklich löschen?</div>');
    expect(touchesDialog(recordsOf(() => document.body.append(alert)))).toBe(true);
  });

  it('sees an element become a dialog after it was added, and stop being one', () => {
    // react-aria's Popover takes role="dialog" in a layout effect, after the node is in the document.
    const popover = element('<div class="popover"><ul role="menu"></ul></div>');
    expect(touchesDialog(recordsOf(() => document.body.append(popover)))).toBe(false);
    expect(touchesDialog(recordsOf(() => popover.setAttribute('role', 'dialog')))).toBe(true);
    expect(isDialogOpen()).toBe(true);
    expect(touchesDialog(recordsOf(() => popover.removeAttribute('role')))).toBe(true);
    expect(isDialogOpen()).toBe(false);
  });
});
