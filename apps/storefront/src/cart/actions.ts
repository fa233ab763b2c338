'use server';

import {
  AddGiftcardPackageDocument, DeleteGiftcardPackageGroupDocument, UpdateGiftcardPackageDocument,
} from '@shop/graphql/operations';
import { packageDraftSchema } from '@shop/validation';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { serverMutation } from '../data/server.ts';
import { storeLanguage } from '../routing/languages.ts';
import { INVALID_REQUEST, failed, failureFrom, type CartActionResult } from './action-result.ts';
import { readCartUuid, writeCartUuid } from './cookie.ts';
import { deliveryKindInput, toGiftcardPackageInput } from './package-input.ts';

const packageId = z.string().min(1).max(64);

function knownLanguage(lang: unknown): lang is string {
  return typeof lang === 'string' && storeLanguage(lang) !== null;
}

/** Adds a package to the visitor's cart, creating the cart (and its cookie) on the first add. */
export async function addPackageToCart(lang: string, draft: unknown): Promise<CartActionResult> {
  const input = packageDraftSchema.safeParse(draft);
  if (!knownLanguage(lang) || !input.success) return INVALID_REQUEST;
  const store = await cookies();
  try {
    const data = await serverMutation(lang, AddGiftcardPackageDocument, {
      orderUuid: readCartUuid(store),
      package: toGiftcardPackageInput(input.data),
    });
    const result = data.addGiftcardPackage;
    if (result.errors.length > 0 || !result.order) return failed(result.errors);
    writeCartUuid(store, result.order.uuid);
    return { ok: true };
  } catch (error) {
    return failureFrom(error);
  }
}

/** Replaces one package of the cart (the basket's packaging choice). */
export async function updateCartPackage(lang: string, id: unknown, draft: unknown): Promise<CartActionResult> {
  const input = packageDraftSchema.safeParse(draft);
  const targetId = packageId.safeParse(id);
  if (!knownLanguage(lang) || !input.success || !targetId.success) return INVALID_REQUEST;
  const orderUuid = readCartUuid(await cookies());
  if (!orderUuid) return INVALID_REQUEST;
  try {
    const data = await serverMutation(lang, UpdateGiftcardPackageDocument, {
      orderUuid,
      packageId: targetId.data,
      package: toGiftcardPackageInput(input.data),
    });
    const result = data.updateGiftcardPackage;
    if (result.errors.length > 0 || !result.order) return failed(result.errors);
    return { ok: true };
  } catch (error) {
    return failureFrom(error);
  }
}

/** Deletes one package, or the whole shipment of a delivery kind when no package is named. */
export async function deleteCartPackageGroup(lang: string, shipmentTag: unknown, id?: unknown): Promise<CartActionResult> {
  const tag = deliveryKindInput.safeParse(shipmentTag);
  const targetId = packageId.optional().safeParse(id);
  if (!knownLanguage(lang) || !tag.success || !targetId.success) return INVALID_REQUEST;
  const orderUuid = readCartUuid(await cookies());
  if (!orderUuid) return INVALID_REQUEST;
  try {
    const data = await serverMutation(lang, DeleteGiftcardPackageGroupDocument, {
      orderUuid,
      shipmentTag: tag.data,
      packageId: targetId.data ?? null,
    });
    const result = data.deleteGiftcardPackageGroup;
    if (result.errors.length > 0) return failed(result.errors);
    // The delete answer carries totals only; the basket refetches the full cart after this.
    return { ok: true };
  } catch (error) {
    return failureFrom(error);
  }
}
