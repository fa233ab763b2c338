'use client';

import { Button, Modal, RadioGroup, formatMoney, visuallyHidden } from '@shop/ui';
import type { PackageDraft } from '@shop/validation';
import { useState, useTransition } from 'react';
import { useIntl } from 'react-intl';
import type { CartActionResult } from '../../cart/action-result.ts';
import { updateCartPackage } from '../../cart/actions.ts';
import { packageDraftOf, type BasketPackage } from './basket-model.ts';
import { useLineActionResult } from './BasketNotice.tsx';
import * as styles from './CartScreen.css.ts';
import type { PackagingOption, PackagingOptions } from './packaging-options.ts';

export interface PackagingButtonProps {
  readonly lang: string;
  readonly locale: string;
  readonly pkg: BasketPackage;
  /** What this package's product can be packed in; null when the catalogue no longer offers the product. */
  readonly options: PackagingOptions | null;
  readonly updatePackage?: (lang: string, packageId: string, draft: PackageDraft) => Promise<CartActionResult>;
}

/**
 * Spec §2 "packaging choice" modal: shows the chosen packaging and lets the customer change it. A package already gone
 * (removed in another tab) refetches the basket and says so; any other failure shows the error modal.
 */
export function PackagingButton({ lang, locale, pkg, options, updatePackage = updateCartPackage }: PackagingButtonProps) {
  const intl = useIntl();
  const settle = useLineActionResult(pkg.title);
  const [open, setOpen] = useState(false);
  const [wrapperId, setWrapperId] = useState(pkg.wrapper?.id ?? '');
  const [giftPackingId, setGiftPackingId] = useState(pkg.giftPacking?.id ?? '');
  const [pending, startTransition] = useTransition();

  const wrappers = options ? (pkg.tag === 'DIGITAL' ? options.digitalWrappers : options.wrappers) : [];
  const giftPackings = options && pkg.tag === 'PHYSICAL' ? options.giftPackings : [];
  const label = (option: PackagingOption) =>
    option.price.value > 0
      ? intl.formatMessage({ id: 'cart.packaging.optionPriced' }, { name: option.title, price: formatMoney({ ...option.price, locale }) })
      : option.title;

  const openModal = () => {
    setWrapperId(pkg.wrapper?.id ?? '');
    setGiftPackingId(pkg.giftPacking?.id ?? '');
    setOpen(true);
  };

  const save = () =>
    startTransition(async () => {
      const result = await updatePackage(lang, pkg.packageId, packageDraftOf(pkg, { wrapperId, giftPackingId }));
      setOpen(false);
      settle(result);
    });

  const changeable = wrappers.length > 0 || giftPackings.length > 0;
  return (
    <>
      <Button variant="link" size="sm" onClick={openModal}>
        {intl.formatMessage({ id: 'cart.packaging.open' })}
        {/* Every line has this button: its name says which line, as the remove button's does. */}
        <span className={visuallyHidden}> – {pkg.title}</span>
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={intl.formatMessage({ id: 'cart.packaging.title' })}
        closeLabel={intl.formatMessage({ id: 'cart.modal.close' })}
        loading={pending}
        footer={
          changeable ? (
            <Button variant="primary" onClick={save} loading={pending} loadingLabel={intl.formatMessage({ id: 'cart.packaging.saving' })}>
              {intl.formatMessage({ id: 'cart.packaging.save' })}
            </Button>
          ) : undefined
        }
      >
        <ul className={styles.details}>
          <li>{intl.formatMessage({ id: 'cart.group.wrapper' }, { name: pkg.wrapper?.title ?? intl.formatMessage({ id: 'cart.packaging.none' }) })}</li>
          {pkg.tag === 'PHYSICAL' && (
            <li>
              {intl.formatMessage({ id: 'cart.group.giftPacking' }, { name: pkg.giftPacking?.title ?? intl.formatMessage({ id: 'cart.packaging.none' }) })}
            </li>
          )}
        </ul>
        {wrappers.length > 0 && (
          <RadioGroup
            legend={intl.formatMessage({ id: pkg.tag === 'DIGITAL' ? 'cart.packaging.digitalWrapper' : 'cart.packaging.wrapper' })}
            name={`wrapper-${pkg.packageId}`}
            options={[{ value: '', label: intl.formatMessage({ id: 'cart.packaging.noWrapper' }) }, ...wrappers.map((option) => ({ value: option.id, label: label(option) }))]}
            value={wrapperId}
            onChange={setWrapperId}
            disabled={pending}
          />
        )}
        {giftPackings.length > 0 && (
          <RadioGroup
            legend={intl.formatMessage({ id: 'cart.packaging.giftPacking' })}
            name={`packing-${pkg.packageId}`}
            options={[{ value: '', label: intl.formatMessage({ id: 'cart.packaging.noGiftPacking' }) }, ...giftPackings.map((option) => ({ value: option.id, label: label(option) }))]}
            value={giftPackingId}
            onChange={setGiftPackingId}
            disabled={pending}
          />
        )}
        {!changeable && <p>{intl.formatMessage({ id: 'cart.packaging.unavailable' })}</p>}
      </Modal>
    </>
  );
}
