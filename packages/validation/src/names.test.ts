import { describe, expect, it } from 'vitest';
import { isEmailAddress, sameEmail } from './email.ts';
import { companyNameIssue, personNameIssue, referenceIssue } from './names.ts';

describe('names', () => {
  it('allows a name of 50 characters, counting accented letters once', () => {
    expect(personNameIssue('é'.repeat(50))).toBeNull();
    expect(personNameIssue('a'.repeat(51))).toEqual({ id: 'validation.name.tooLong', values: { maximumNameLength: 50 } });
  });

  it('keeps a company name under 100 symbols, as its message says', () => {
    expect(companyNameIssue('a'.repeat(99))).toBeNull();
    expect(companyNameIssue('a'.repeat(100))).toEqual({
      id: 'validation.companyName.tooLong',
      values: { maximumCompanyNameLength: 100 },
    });
  });

  it('keeps a name on one line', () => {
    for (const name of ['Aoife\nByrne', 'Aoife\r\nc/o Someone Else', 'Aoife\u2028Byrne', 'Aoife\u0085Byrne']) {
      expect(personNameIssue(name), JSON.stringify(name)).toEqual({ id: 'validation.value.invalid', values: {} });
      expect(companyNameIssue(name), JSON.stringify(name)).toEqual({ id: 'validation.value.invalid', values: {} });
    }
    expect(personNameIssue('Aoife\tByrne')).toBeNull();
    expect(personNameIssue("Aoife Ní Bhraonáin-O'Byrne")).toBeNull();
  });

  it('allows an order reference of up to 50 characters', () => {
    expect(referenceIssue('PO-2026-0042')).toBeNull();
    expect(referenceIssue('x'.repeat(51))?.id).toBe('validation.reference.tooLong');
  });
});

describe('e-mail addresses', () => {
  it.each(['siobhan@example.ie', 'o.murphy+gifts@mail.example.co.uk', 'jan@bücher.de', 'ann@उदाहरण.भारत'])('accepts %s', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });

  it.each(['', 'siobhan', 'siobhan@', '@example.ie', 'siobhan@example', 'si obhan@example.ie', 'a..b@example.ie', 'a@b@example.ie',
    '.a@example.ie', 'a@-example.ie', 'a@example.i3'])('refuses %j', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });

  it('refuses addresses longer than 254 characters', () => {
    const domain = `${'d'.repeat(61)}.${'e'.repeat(61)}.${'f'.repeat(61)}.${'g'.repeat(61)}.ie`;
    expect(isEmailAddress(`abc@${domain}`)).toBe(true);
    expect(isEmailAddress(`abcd@${domain}`)).toBe(false);
  });

  it('compares two addresses without case or surrounding spaces', () => {
    expect(sameEmail('Siobhan@Example.ie ', 'siobhan@example.IE')).toBe(true);
    expect(sameEmail('siobhan@example.ie', 'siobhan@example.com')).toBe(false);
  });

  it('measures an address as it is kept, composed (NFC): one that grows past 254 characters is refused', () => {
    // U+0958 composes to two characters: 190 as typed, 370 as kept and sent to the payment provider.
    const label = '\u0958'.repeat(60);
    const address = `ann@${label}.${label}.${label}.com`;
    expect(address.length).toBeLessThanOrEqual(254);
    expect(isEmailAddress(address)).toBe(false);
    expect(isEmailAddress(`ann@${'\u0958'.repeat(20)}.com`)).toBe(true);
  });

  it('refuses a name that holds a web address, which the shop would mail to any address typed', () => {
    for (const name of ['Visit https://evil.example', 'www.evil.example', 'HTTP://X.IE', 'mailto:a@b.ie now', 'ftp://files']) {
      expect(personNameIssue(name), name).toEqual({ id: 'validation.name.webAddress', values: {} });
    }
    for (const name of ["Siobhán O'Brien", 'J.R.R. Tolkien', 'Anne-Marie Dubois', 'Dr. Www', 'Aoife (Office: 3rd floor)']) {
      expect(personNameIssue(name), name).toBeNull();
    }
  });
});
