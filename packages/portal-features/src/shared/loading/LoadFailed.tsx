import { Button, InlineAlert } from '@kundenportal/ui';
import type { ReactNode } from 'react';
import { useIntl } from '../i18n';
import { commonMessages } from '../messages';

export interface LoadFailedProps {
  /** What did not load, in the page's words (spec §8: the note beside what is missing). */
  children: ReactNode;
  /** Asks again; the button says "Erneut versuchen". */
  onRetry: () => void;
  title?: string;
}

/** The one way a page says that something did not load: an error alert (announced) with a retry. */
export function LoadFailed({ children, onRetry, title }: LoadFailedProps) {
  const intl = useIntl();
  return (
    <InlineAlert
      type="error"
      title={title}
      action={
        <Button variant="secondary" size="small" onPress={onRetry}>
          {intl.formatMessage(commonMessages.retry)}
        </Button>
      }
    >
      {children}
    </InlineAlert>
  );
}
