import type { MessageId } from '@shop/i18n';

/**
 * Whether the messages at hand hold `id`: the check that makes an id built at run time from an API answer (the error
 * message of its code) a catalog id.
 */
export type HasMessage = (id: string) => id is MessageId;

export function hasMessageIn(messages: Readonly<Record<string, unknown>>): HasMessage {
  return (id): id is MessageId => Object.hasOwn(messages, id);
}
