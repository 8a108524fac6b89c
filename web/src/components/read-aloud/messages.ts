import { defineMessages } from 'react-intl';

// Read-aloud's own words (docs/translating.md): the header's switch and each block's speaker
// button. Spanish: web/src/i18n/es/read-aloud.json.
export const readAloudMessages = defineMessages({
  read: { id: 'readAloud.read', defaultMessage: 'Read aloud' },
  switchLabel: { id: 'readAloud.switch', defaultMessage: 'Read to me' },
  unavailable: { id: 'readAloud.unavailable', defaultMessage: 'Read to me is not available in this browser' },
});
