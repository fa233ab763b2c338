import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Modal, MODAL_SIZES, type ModalProps } from './Modal.tsx';

const sampleLogo = {
  src:
    'data:image/svg+xml;utf8,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48" viewBox="0 0 120 48">' +
        '<rect width="120" height="48" rx="10" fill="#c8102e"/>' +
        '<text x="60" y="31" font-family="Arial" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">Gift</text>' +
        '</svg>',
    ),
  alt: 'Gift card shop',
};

/** Opens from a button like in the shop, so focus return and animations can be tried out. */
function ModalPlayground(args: ModalProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Modal
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  render: (args) => <ModalPlayground {...args} />,
  args: {
    open: true,
    title: 'Choose your country',
    closeLabel: 'Close',
    onClose: fn(),
    size: 'md',
    children: (
      <p style={{ margin: 0 }}>
        Gift cards are delivered in the country you choose. Prices are shown in its currency.
      </p>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: MODAL_SIZES } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Closed: Story = { args: { open: false } };

export const WithBackButtonAndLogo: Story = {
  args: {
    title: 'Log in',
    back: { label: 'Back', onBack: fn() },
    logo: sampleLogo,
    children: <TextField label="E-mail address" type="email" />,
  },
};

export const WithFooter: Story = {
  args: {
    title: 'Remove this gift card?',
    size: 'sm',
    children: <p style={{ margin: 0 }}>The gift card and its personal message will be removed from your basket.</p>,
    footer: (
      <>
        <Button variant="secondary">Keep it</Button>
        <Button>Remove</Button>
      </>
    ),
  },
};

export const LoadingBlocksClosing: Story = {
  args: {
    title: 'Placing your order',
    loading: true,
    children: <p style={{ margin: 0 }}>This dialog cannot be closed while the request runs.</p>,
  },
};

export const EscapeDoesNotClose: Story = { args: { closeOnEscape: false } };

export const WithoutCloseButton: Story = {
  args: {
    closeLabel: undefined,
    footer: <Button>Continue</Button>,
  },
};

export const Large: Story = {
  args: {
    size: 'lg',
    title: 'Terms and conditions',
    children: (
      <div>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>
            Article {index + 1}. Gift cards can be redeemed at participating partners until the date printed on
            the card. The balance can be checked at any time on the balance check page.
          </p>
        ))}
      </div>
    ),
  },
};
