import type { Random } from './random.ts';

/** A post code in the country's own format (Eircode for Ireland, 1234 AB for the Netherlands, five digits elsewhere). */
export function postCode(country: string, random: Random): string {
  const digits = (count: number) => Array.from({ length: count }, () => random.integer(0, 9)).join('');
  switch (country) {
    case 'IE':
      return `D${String(random.integer(1, 24)).padStart(2, '0')} ${String.fromCharCode(65 + random.integer(0, 25))}${digits(1)}${String.fromCharCode(65 + random.integer(0, 25))}${digits(1)}`;
    case 'NL':
      // Letter pairs SA, SD and SS are not issued; the first letter is never S here.
      return `${random.integer(1000, 9999)} ${random.pick([...'ABCDEGHJKLMNPRTVWXZ'])}${random.pick([...'ABCDEGHJKLMNPRTVWXZ'])}`;
    default:
      return digits(5);
  }
}
