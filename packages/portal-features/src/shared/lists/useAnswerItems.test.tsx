import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAnswerItems } from './useAnswerItems';

/** Every value the list drew, render by render. */
function Probe({ answered, drawn }: { answered: string; drawn: string[] }) {
  drawn.push(useAnswerItems(answered));
  return null;
}

function answerTwice(): string[] {
  const drawn: string[] = [];
  let root: Root | undefined;
  act(() => {
    root = createRoot(document.createElement('div'));
    root.render(<Probe answered="first" drawn={drawn} />);
  });
  drawn.length = 0;
  act(() => root?.render(<Probe answered="second" drawn={drawn} />));
  act(() => root?.unmount());
  return drawn;
}

describe('useAnswerItems', () => {
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('draws an answer during the page load in a deferred render: the previous items first', () => {
    vi.stubGlobal('navigator', { userActivation: { hasBeenActive: false } });
    expect(answerTwice()).toEqual(['first', 'second']);
  });

  it('draws the answer the visitor asked for at once', () => {
    vi.stubGlobal('navigator', { userActivation: { hasBeenActive: true } });
    expect(answerTwice()).toEqual(['second']);
  });

  it('defers where the browser cannot tell whether the visitor acted', () => {
    vi.stubGlobal('navigator', {});
    expect(answerTwice()).toEqual(['first', 'second']);
  });
});
