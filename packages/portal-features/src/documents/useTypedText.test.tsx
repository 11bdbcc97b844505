import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTypedText } from './useTypedText';

/** The field's value and its setter, kept for the test; `sent` records what went to the URL. */
let field: { value: string; type(text: string): void };
const sent: string[] = [];
function Probe({ urlText }: { urlText: string }) {
  const [value, type] = useTypedText(urlText, (text) => sent.push(text));
  field = { value, type };
  return null;
}

describe('useTypedText', () => {
  let root: Root;
  const url = (urlText: string) => act(() => root.render(<Probe urlText={urlText} />));
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    sent.length = 0;
    root = createRoot(document.createElement('div'));
    url('5');
  });
  afterEach(() => act(() => root.unmount()));

  it('keeps every keystroke while the URL lags behind (its older texts come back one by one)', () => {
    act(() => field.type('50'));
    act(() => field.type('500'));
    act(() => field.type('5000'));
    expect(field.value).toBe('5000');
    url('50');
    expect(field.value).toBe('5000');
    url('500');
    url('5000');
    expect(field.value).toBe('5000');
    expect(sent).toEqual(['50', '500', '5000']);
  });

  it('follows a text the URL gets from elsewhere: the reset, the back button, a link', () => {
    act(() => field.type('50'));
    url('50');
    url('');
    expect(field.value).toBe('');
    url('5000110');
    expect(field.value).toBe('5000110');
  });

  it('a text typed again after the URL moved on is still an echo, not a change from elsewhere', () => {
    act(() => field.type(''));
    act(() => field.type('7'));
    url('');
    expect(field.value).toBe('7');
    url('7');
    expect(field.value).toBe('7');
  });
});
