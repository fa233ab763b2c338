import type { Meta, StoryObj } from '@storybook/react-vite';
import { useStoryBrand } from '../story-support/story-brand.tsx';
import { Money } from './Money.tsx';
import { MONEY_DISPLAYS } from './formatMoney.ts';

const meta = {
  title: 'Commerce/Money',
  component: Money,
  args: { value: 2500, currency: 'EUR', locale: 'en-IE', display: 'both' },
  argTypes: {
    value: { control: { type: 'number', step: 1 }, description: 'Minor units (cents)' },
    display: { control: 'inline-radio', options: MONEY_DISPLAYS },
  },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The amount in the locale and currency of the brand picked in the toolbar. */
export const InBrandCurrency: Story = {
  render: function Render(args) {
    const brand = useStoryBrand();
    return <Money {...args} currency={brand.currency} locale={brand.locale} />;
  },
};

const SAMPLES = [
  { locale: 'en-IE', currency: 'EUR' },
  { locale: 'nl-NL', currency: 'EUR' },
  { locale: 'fr-BE', currency: 'EUR' },
  { locale: 'en-GB', currency: 'GBP' },
  { locale: 'de-CH', currency: 'CHF' },
  { locale: 'da-DK', currency: 'DKK' },
  { locale: 'pl-PL', currency: 'PLN' },
  { locale: 'ja-JP', currency: 'JPY' },
] as const;

export const LocalesAndDisplays: Story = {
  render: (args) => (
    <table>
      <thead>
        <tr>
          <th>locale</th>
          {MONEY_DISPLAYS.map((display) => (
            <th key={display}>{display}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {SAMPLES.map(({ locale, currency }) => (
          <tr key={locale}>
            <td>{locale}</td>
            {MONEY_DISPLAYS.map((display) => (
              <td key={display}>
                <Money value={args.value} currency={currency} locale={locale} display={display} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

export const Negative: Story = { args: { value: -1050 } };
