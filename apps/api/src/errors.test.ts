import { API_ERROR_CODES } from '@shop/graphql';
import { describe, expect, it } from 'vitest';
import { apiError, timedRefusal } from './errors.ts';

const tryAgain = (wait: string) => `Please try again in ${wait}.`;

describe('timedRefusal', () => {
  it('carries the wait as whole seconds and words it in minutes, rounded up', () => {
    expect(timedRefusal(API_ERROR_CODES.LOGIN_LOCKED, tryAgain, 661, 'password').apiError).toEqual({
      code: API_ERROR_CODES.LOGIN_LOCKED,
      message: 'Please try again in 12 minutes.',
      referencedRequestParameter: 'password',
      retryAfterSeconds: 661,
    });
    expect(timedRefusal(API_ERROR_CODES.RATE_LIMITED, tryAgain, 3600).apiError).toMatchObject({ message: 'Please try again in 60 minutes.', retryAfterSeconds: 3600 });
    expect(timedRefusal(API_ERROR_CODES.GIFT_CARD_PIN_LOCKED, tryAgain, 24 * 3600).apiError).toMatchObject({ message: 'Please try again in 24 hours.' });
    expect(timedRefusal(API_ERROR_CODES.GIFT_CARD_PIN_LOCKED, tryAgain, 2 * 3600 + 1).apiError).toMatchObject({ message: 'Please try again in 3 hours.' });
  });

  it('never asks for less than a second or a minute', () => {
    expect(timedRefusal(API_ERROR_CODES.GIFT_CARD_PIN_LOCKED, tryAgain, 0.2, 'pin').apiError).toMatchObject({ message: 'Please try again in 1 minute.', retryAfterSeconds: 1 });
    expect(timedRefusal(API_ERROR_CODES.RATE_LIMITED, tryAgain, 0).apiError).toMatchObject({ message: 'Please try again in 1 minute.', retryAfterSeconds: 1 });
    expect(timedRefusal(API_ERROR_CODES.RATE_LIMITED, tryAgain, 60.5).apiError).toMatchObject({ message: 'Please try again in 2 minutes.', retryAfterSeconds: 61 });
  });
});

describe('apiError', () => {
  it('has no wait', () => {
    expect(apiError(API_ERROR_CODES.NOT_FOUND, 'Cart was not found.', 'orderUuid').retryAfterSeconds).toBeNull();
  });
});
