import { defineMessage } from '@formatjs/intl';

export const downloadFailed = defineMessage<{ name: string }>({
  id: 'files.download.failed',
  defaultMessage: '„{name}“ konnte nicht heruntergeladen werden.',
});
