import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Submit, useSubmit } from './useSubmit';

function Probe({ action, report }: { action: () => Promise<void>; report(submit: Submit): void }) {
  report(useSubmit(action));
  return null;
}

/** Renders the hook and hands out its latest value. */
function mount(action: () => Promise<void>) {
  let latest: Submit | undefined;
  const container = document.createElement('div');
  act(() =>
    createRoot(container).render(
      <Probe
        action={action}
        report={(submit) => {
          latest = submit;
        }}
      />,
    ),
  );
  return () => {
    if (!latest) throw new Error('not rendered');
    return latest;
  };
}

describe('useSubmit', () => {
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('runs once while pending and leaves the pending state when done', async () => {
    let finish: () => void = () => {};
    let calls = 0;
    const current = mount(() => {
      calls += 1;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    act(() => current().onSubmit());
    act(() => current().onSubmit());
    expect(calls).toBe(1);
    expect(current().isSubmitting).toBe(true);
    await act(async () => finish());
    expect(current().isSubmitting).toBe(false);
    act(() => current().onSubmit());
    expect(calls).toBe(2);
  });

  it('leaves the pending state when the action fails', async () => {
    let fail: (error: Error) => void = () => {};
    const current = mount(
      () =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    );
    act(() => current().onSubmit());
    const failure = new Error('refused');
    const unhandled = new Promise((resolve) => process.once('unhandledRejection', resolve));
    await act(async () => fail(failure));
    expect(current().isSubmitting).toBe(false);
    await expect(unhandled).resolves.toBe(failure);
  });
});
