import { formatValidationMessage } from '@shop/i18n';
import { VALIDATION_MESSAGES, type ValidationMessageId } from '@shop/validation';
import { describe, expect, it } from 'vitest';

describe('validation messages as the API words them', () => {
  it.each(['en-IE', 'nl-NL'])('has a %s text for every rule message, using exactly the values the rule gives', (locale) => {
    for (const [id, names] of Object.entries(VALIDATION_MESSAGES) as [ValidationMessageId, readonly string[]][]) {
      const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
      const text = formatValidationMessage(locale, id, values);
      expect(text, id).not.toMatch(/[{}]/);
      for (const name of names) expect(text, `${locale} ${id}`).toContain(`<${name}>`);
    }
  });
});
