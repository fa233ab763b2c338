import { deliveryPromise, holidayCalendar } from '@shop/delivery';
import { messagesFor } from '@shop/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { deliveryPromiseLines } from './delivery-promise-lines.ts';

const intl = createIntl({ locale: 'en-IE', messages: messagesFor('en-IE') });
/** A Tuesday morning in Dublin: shipped today. */
const promise = deliveryPromise('PHYSICAL', new Date('2026-11-24T09:00:00Z'), 'Europe/Dublin', holidayCalendar('IE'));

describe('deliveryPromiseLines', () => {
  it('promises a physical card in the letterbox, undated before the clock is known and dated after', () => {
    expect(deliveryPromiseLines(intl, { kind: 'PHYSICAL_UNDATED' })).toContain(
      'Letterbox delivery on the next delivery day (Tuesday to Saturday)',
    );
    expect(deliveryPromiseLines(intl, promise)).toContain('In your letterbox on Wednesday, 25 November');
  });

  it('promises no letterbox for a card that always goes by registered post, but a handover against a signature', () => {
    for (const lines of [
      deliveryPromiseLines(intl, { kind: 'PHYSICAL_UNDATED' }, { registered: true }),
      deliveryPromiseLines(intl, promise, { registered: true }),
    ]) {
      expect(lines).toHaveLength(3);
      expect(lines.join('\n')).not.toMatch(/letterbox/i);
      expect(lines).toContain('Sent by registered post and handed over against a signature');
    }
  });

  it('keeps the letterbox line in the same place for both, so nothing shifts when the dates arrive', () => {
    const undated = deliveryPromiseLines(intl, { kind: 'PHYSICAL_UNDATED' }, { registered: true });
    const dated = deliveryPromiseLines(intl, promise, { registered: true });
    expect(undated[2]).toBe(dated[2]);
  });
});
