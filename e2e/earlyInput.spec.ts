import type { Browser, CDPSession } from '@playwright/test';
import { expect, type Page, test } from './test';

// Issue 29: /login is prerendered and hydrated later. What a visitor types or the browser autofills into its
// fields at any moment after the page appears – before the entry ran, while React hydrates, right after – is
// still in the fields once the page is live, the form knows it (the submit button is no longer blocked) and it
// logs in. Each case loads the page afresh several times on a CPU slowed down four times, as on a mid-range
// phone, and acts at DOMContentLoaded: the window in which the boot script holds input and React hydrates.

const email = 'kunde@kundenportal.example';
const password = 'Demo1234!';
const loads = 5;

/** A fresh visitor (no session, nothing cached) on a CPU four times slower. */
async function slowVisitor(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  throttles.set(page, cdp);
  return { page, close: () => context.close() };
}

const throttles = new WeakMap<Page, CDPSession>();

/**
 * Full speed again once the page is live: the slow CPU is for the window in which input could be lost; the
 * login after it (the demo backend's large chunk starts then) proves the form sends what it kept at any speed.
 */
async function fullSpeed(page: Page) {
  await throttles.get(page)?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}

const fields = (page: Page) => {
  const main = page.getByRole('main');
  return {
    email: main.getByRole('textbox', { name: /E-Mail/i }),
    password: main.getByLabel(/Passwort/).first(),
    submit: main.getByRole('button', { name: 'Anmelden', exact: true }),
  };
};

/** Hydrated and the held input let go (earlyInput.ts removes #root[data-hydrating] after the replay). */
async function whenLive(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const input = root?.querySelector('input');
    return (
      root !== null &&
      !root.hasAttribute('data-hydrating') &&
      input !== null &&
      input !== undefined &&
      Object.keys(input).some((key) => key.startsWith('__reactFiber'))
    );
  });
}

/** The fields still hold the login, the form may be sent, and sending it logs in. */
async function expectKeptAndSent(page: Page, load: number) {
  const { email: emailField, password: passwordField, submit } = fields(page);
  await expect(emailField, `load ${load}: e-mail kept`).toHaveValue(email);
  await expect(passwordField, `load ${load}: password kept`).toHaveValue(password);
  await expect(submit, `load ${load}: the form knows it is complete`).not.toHaveAttribute('aria-disabled');
  await fullSpeed(page);
  await submit.click();
  await expect(page, `load ${load}: logged in`).toHaveURL(/\/user\//, { timeout: 30_000 });
}

test.describe('early input on the prerendered /login', () => {
  test.describe.configure({ timeout: 180_000 });

  test('typed at DOMContentLoaded on a 4× slower CPU: kept through hydration, and the login works', async ({
    browser,
    baseURL,
  }) => {
    for (let load = 1; load <= loads; load++) {
      const { page, close } = await slowVisitor(browser, baseURL);
      await page.goto('/login', { waitUntil: 'domcontentloaded' });
      const { email: emailField, password: passwordField } = fields(page);
      // Loads differ in pace, so the keys fall before, into and after hydration.
      const delay = (load - 1) * 15;
      await emailField.pressSequentially(email, { delay });
      await passwordField.pressSequentially(password, { delay });
      await whenLive(page);
      await expectKeptAndSent(page, load);
      await close();
    }
  });

  test('typed as soon as React has begun to hydrate: kept, and the login works', async ({
    browser,
    baseURL,
  }) => {
    for (let load = 1; load <= loads; load++) {
      const { page, close } = await slowVisitor(browser, baseURL);
      await page.goto('/login', { waitUntil: 'domcontentloaded' });
      // React marks the nodes it hydrates as it goes: the first one marked, the rest is still to come.
      await page.waitForFunction(() => {
        const first = document.getElementById('root')?.firstElementChild;
        return first ? Object.keys(first).some((key) => key.startsWith('__reactFiber')) : false;
      });
      const { email: emailField, password: passwordField } = fields(page);
      await emailField.pressSequentially(email);
      await passwordField.pressSequentially(password);
      await whenLive(page);
      await expectKeptAndSent(page, load);
      await close();
    }
  });

  test('autofilled at DOMContentLoaded (value set, then input and change events): kept and sent', async ({
    browser,
    baseURL,
  }) => {
    for (let load = 1; load <= loads; load++) {
      const { page, close } = await slowVisitor(browser, baseURL);
      await page.goto('/login', { waitUntil: 'domcontentloaded' });
      // As a password manager fills a form: the value through the element's setter, then the events.
      await page.evaluate(
        ([emailValue, passwordValue]) => {
          const fill = (selector: string, value: string) => {
            const input = document.querySelector<HTMLInputElement>(`#root ${selector}`);
            if (!input) throw new Error(`no ${selector}`);
            input.value = value;
            input.dispatchEvent(new Event('input', { bubbles: true }));
            input.dispatchEvent(new Event('change', { bubbles: true }));
          };
          fill('input[autocomplete="username"]', emailValue);
          fill('input[autocomplete="current-password"]', passwordValue);
        },
        [email, password] as const,
      );
      await whenLive(page);
      await expectKeptAndSent(page, load);
      await close();
    }
  });

  test('autofilled by a password manager once the page is live (value setter, then input and change): kept and sent', async ({
    browser,
    baseURL,
  }) => {
    // React's change tracking takes a value set through the element for its own, so the events that follow
    // look like no change to it; the next render of the field (the form's validation on change) wrote the old,
    // empty value back over the text and left the submit button blocked.
    const { page, close } = await slowVisitor(browser, baseURL);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await whenLive(page);
    await page.evaluate(
      ([emailValue, passwordValue]) => {
        for (const [selector, value] of [
          ['input[autocomplete="username"]', emailValue],
          ['input[autocomplete="current-password"]', passwordValue],
        ] as const) {
          const input = document.querySelector<HTMLInputElement>(`#root ${selector}`);
          if (!input) throw new Error(`no ${selector}`);
          input.value = value;
          input.dispatchEvent(new Event('input', { bubbles: true }));
          input.dispatchEvent(new Event('change', { bubbles: true }));
        }
      },
      [email, password] as const,
    );
    await expectKeptAndSent(page, 1);
    await close();
  });

  test('autofilled while React hydrates: kept and sent', async ({ browser, baseURL }) => {
    for (let load = 1; load <= loads; load++) {
      const { page, close } = await slowVisitor(browser, baseURL);
      // Fills the form in the task after the entry module's first one – React is hydrating then, or about to.
      await page.addInitScript(
        ([emailValue, passwordValue]) => {
          const fill = () => {
            for (const [selector, value] of [
              ['input[autocomplete="username"]', emailValue],
              ['input[autocomplete="current-password"]', passwordValue],
            ] as const) {
              const input = document.querySelector<HTMLInputElement>(`#root ${selector}`);
              if (!input) continue;
              input.value = value;
              input.dispatchEvent(new Event('input', { bubbles: true }));
              input.dispatchEvent(new Event('change', { bubbles: true }));
            }
          };
          new MutationObserver((changes, observer) => {
            const entry = changes
              .flatMap((change) => [...change.addedNodes])
              .find((node) => node instanceof HTMLScriptElement && node.type === 'module');
            if (!entry) return;
            observer.disconnect();
            entry.addEventListener('load', () => setTimeout(fill, 0));
          }).observe(document, { childList: true, subtree: true });
        },
        [email, password] as const,
      );
      await page.goto('/login', { waitUntil: 'domcontentloaded' });
      await whenLive(page);
      await expectKeptAndSent(page, load);
      await close();
    }
  });
});
