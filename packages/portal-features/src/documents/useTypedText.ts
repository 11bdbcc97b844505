/**
 * A text field whose value lives in the URL: the field shows each keystroke at once, the URL follows. React
 * Router applies a URL change in a transition, and a controlled input fed only from it is reset to the older
 * value until that commits – a keystroke typed in between is lost (typing '500011' filtered by '50001').
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useTypedText(
  urlText: string,
  send: (text: string) => void,
): [string, (text: string) => void] {
  const [typed, setTyped] = useState(urlText);
  // What was sent and has not come back from the URL yet, oldest first.
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const echo = pending.current.indexOf(urlText);
    if (echo >= 0) pending.current.splice(0, echo + 1);
    else {
      // Not typed here (the reset, the back button, a link): the field shows the URL's text.
      pending.current = [];
      setTyped(urlText);
    }
  }, [urlText]);
  const type = useCallback(
    (text: string) => {
      pending.current.push(text);
      setTyped(text);
      send(text);
    },
    [send],
  );
  return [typed, type];
}
