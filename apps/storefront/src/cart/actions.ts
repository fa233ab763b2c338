'use server';

import {
  AddGiftcardPackageDocument, DeleteGiftcardPackageGroupDocument, UpdateGiftcardPackageDocument,
} from '@shop/graphql/operations';
import { API_ERROR_CODES } from '@shop/graphql';
import { packageDraftSchema } from '@shop/validation';
import { cookies } from 'next/headers';
import { sessionHeaders } from '../account/session.ts';
import { serverMutation, type ApiErrorShape } from '../data/server.ts';
import { visitorAndSessionHeaders } from '../data/visitor.ts';
import { storeLanguage } from '../routing/languages.ts';
import { INVALID_REQUEST, failed, failureFrom, type CartActionResult } from './action-result.ts';
import { readCartUuid, writeCartUuid } from './cookie.ts';
import { deliveryKindInput, packageIdInput, toGiftcardPackageInput } from './package-input.ts';

function knownLanguage(lang: unknown): lang is string {
  return typeof lang === 'string' && storeLanguage(lang) !== null;
}

/** The API no longer knows the cookie's basket: it expired, or it was ordered in another tab. */
function basketGone(errors: readonly ApiErrorShape[]): boolean {
  return errors.some((error) => error.code === API_ERROR_CODES.NOT_FOUND && error.referencedRequestParameter === 'orderUuid');
}

/** Adds a package to the visitor's cart, creating the cart (and its cookie) on the first add or when the old one is gone. */
export async function addPackageToCart(lang: string, draft: unknown): Promise<CartActionResult> {
  const input = packageDraftSchema.safeParse(draft);
  if (!knownLanguage(lang) || !input.success) return INVALID_REQUEST;
  const store = await cookies();
  try {
    // A new basket is limited per visitor address, so the API is told the visitor's; an account's basket takes its session.
    const visitor = await visitorAndSessionHeaders();
    const add = async (orderUuid: string | null) =>
      (await serverMutation(lang, AddGiftcardPackageDocument, { orderUuid, package: toGiftcardPackageInput(input.data) }, visitor)).addGiftcardPackage;
    const orderUuid = readCartUuid(store);
    let result = await add(orderUuid);
    if (orderUuid && basketGone(result.errors)) result = await add(null);
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
  const targetId = packageIdInput.safeParse(id);
  if (!knownLanguage(lang) || !input.success || !targetId.success) return INVALID_REQUEST;
  const orderUuid = readCartUuid(await cookies());
  if (!orderUuid) return INVALID_REQUEST;
  try {
    const data = await serverMutation(lang, UpdateGiftcardPackageDocument, {
      orderUuid,
      packageId: targetId.data,
      package: toGiftcardPackageInput(input.data),
    }, await sessionHeaders());
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
  const targetId = packageIdInput.optional().safeParse(id);
  if (!knownLanguage(lang) || !tag.success || !targetId.success) return INVALID_REQUEST;
  const orderUuid = readCartUuid(await cookies());
  if (!orderUuid) return INVALID_REQUEST;
  try {
    const data = await serverMutation(lang, DeleteGiftcardPackageGroupDocument, {
      orderUuid,
      shipmentTag: tag.data,
      packageId: targetId.data ?? null,
    }, await sessionHeaders());
    const result = data.deleteGiftcardPackageGroup;
    if (result.errors.length > 0) return failed(result.errors);
    // The delete answer carries totals only; the basket refetches the full cart after this.
    return { ok: true };
  } catch (error) {
    return failureFrom(error);
  }
}
