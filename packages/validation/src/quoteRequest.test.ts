import { describe, expect, it } from 'vitest';
import { IRELAND } from './__fixtures__/country-rules.ts';
import { validationErrors } from './errors.ts';
import { quoteMessageIssue, quoteRequestSchema } from './quoteRequest.ts';

const request = {
  companyName: '  Brennan & Daughters Ltd ',
  vatNumber: '',
  contactName: 'Aoife Brennan',
  email: ' Aoife@Brennan.ie ',
  phoneNumber: '',
  reference: '',
  message: '40 cards of €50 for our staff, digital, before 18 December.',
};

describe('business quote requests', () => {
  it('reads a complete request: trimmed text, the e-mail in NFC, optional fields as null', () => {
    const parsed = quoteRequestSchema(IRELAND).safeParse(request);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({
      companyName: 'Brennan & Daughters Ltd',
      vatNumber: null,
      contactName: 'Aoife Brennan',
      email: 'Aoife@Brennan.ie',
      phoneNumber: null,
      reference: null,
      message: '40 cards of €50 for our staff, digital, before 18 December.',
    });
  });

  it("names each missing field with the spec's required-field message", () => {
    const parsed = quoteRequestSchema(IRELAND).safeParse({ ...request, companyName: ' ', contactName: '', email: '', message: '\u200B' });
    expect(parsed.success).toBe(false);
    expect(validationErrors(parsed.error!, 'quote').map(({ parameter, message }) => [parameter, message.id])).toEqual([
      ['quote.companyName', 'validation.companyName.required'],
      ['quote.contactName', 'validation.name.required'],
      ['quote.email', 'validation.email.required'],
      ['quote.message', 'validation.message.required'],
    ]);
  });

  it('judges the optional fields only when they are there', () => {
    const parsed = quoteRequestSchema(IRELAND).safeParse({ ...request, phoneNumber: '12', vatNumber: 'IE 6388047V', reference: 'x'.repeat(51) });
    expect(parsed.success).toBe(false);
    expect(validationErrors(parsed.error!).map(({ parameter, message }) => [parameter, message.id])).toEqual([
      ['phoneNumber', 'validation.phone.invalid'],
      ['reference', 'validation.reference.tooLong'],
    ]);
    const phoned = quoteRequestSchema(IRELAND).safeParse({ ...request, phoneNumber: '087 123 4567' });
    expect(phoned.data?.phoneNumber).toBe('+353871234567');
  });

  it('allows 2,000 characters of message, counted as a reader sees them', () => {
    expect(quoteMessageIssue('é'.normalize('NFD').repeat(2000))).toBeNull();
    expect(quoteMessageIssue('a'.repeat(2001))).toEqual({ id: 'validation.message.tooLong', values: { maximumMessageLength: 2000 } });
  });
});
