import './kinds.ts';

export { onOrderPaid, onTransferPending, type OrderRef } from './triggers.ts';
export { fulfilmentJobs } from './jobs.ts';
export type { FulfilmentContext } from './context.ts';
export { drawCardNumber, luhnCheckDigit, passesLuhn } from './cardNumber.ts';
export { verifyPin } from './pin.ts';
