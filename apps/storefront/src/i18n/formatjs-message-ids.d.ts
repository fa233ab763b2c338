import type { MessageId } from '@shop/i18n';

// formatjs reads the message ids it accepts from this interface: `formatMessage({ id })` and <FormattedMessage id>
// take only ids of the catalogs, so a typo or a removed message fails the type check instead of showing the raw id.
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
