import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAnswerItems } from './useAnswerItems';

/** Every value the list drew, render by render. */
function Probe({ answered, drawn }: { answered: string; drawn: string[] }) {
  drawn.push(useAnswerItems(answered));
  return null;
}

/** Renders the first answer, then each next one with the given user activation; returns what was drawn. */
function answer(...next: { answered: string; isActive?: boolean }[]): string[] {
  const drawn: string[] = [];
  let root: Root | undefined;
  act(() => {
    root = createRoot(document.createElement('div'));
    root.render(<Probe answered="first" drawn={drawn} />);
  });
  drawn.length = 0;
  for (const { answered, isActive } of next) {
    vi.stubGlobal('navigator', isActive === undefined ? {} : { userActivation: { isActive } });
    act(() => root?.render(<Probe answered={answered} drawn={drawn} />));
  }
  act(() => root?.unmount());
  return drawn;
}

describe('useAnswerItems', () => {
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('draws an answer nobody just asked for (a page loaded from its address) deferred: the previous items first', () => {
    expect(answer({ answered: 'second', isActive: false })).toEqual(['first', 'second']);
  });

  it('draws the answer the visitor just asked for at once (React renders it once more, deferred)', () => {
    expect(answer({ answered: 'second', isActive: true })).toEqual(['second', 'second']);
  });

  it('switches with each answer: at once while the visitor waits, deferred otherwise', () => {
    expect(
      answer(
        { answered: 'second', isActive: false },
        { answered: 'third', isActive: true },
        { answered: 'fourth', isActive: false },
      ),
    ).toEqual(['first', 'second', 'third', 'third', 'third', 'fourth']);
  });

  it('defers where the browser cannot tell whether the visitor acted', () => {
    expect(answer({ answered: 'second' })).toEqual(['first', 'second']);
  });
});
