import type { IntlShape } from '@formatjs/intl';
import type { MessageId } from '@shop/i18n';
import { SEARCH_QUERY_PARAMETER } from '../../chrome/search/query-parameter.ts';

/** Where the 404 page sends the visitor, in one language. */
export interface NotFoundLinks {
  readonly home: string;
  readonly productList: string;
  /** The brand's product word (plural) in that language. */
  readonly product: string;
}

interface Labelled {
  readonly href: string;
  readonly label: string;
}

/** Everything the 404 page shows, worded in the page's language. */
export interface NotFoundModel {
  readonly title: string;
  readonly body: string;
  readonly home: Labelled;
  readonly productList: Labelled;
  /** A GET form to the home page, whose search opens with the term of `?s=`. */
  readonly search: { readonly action: string; readonly parameter: string; readonly label: string; readonly button: string };
}

type Formatter = Pick<IntlShape<string>, 'formatMessage'>;

/** Works with the server's formatter and react-intl's alike. */
export function notFoundModel(intl: Formatter, links: NotFoundLinks): NotFoundModel {
  const text = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return {
    title: text('common.notFound.title'),
    body: text('common.notFound.body'),
    home: { href: links.home, label: text('common.notFound.home') },
    productList: { href: links.productList, label: text('common.notFound.productList', { product: links.product }) },
    search: {
      action: links.home,
      parameter: SEARCH_QUERY_PARAMETER,
      label: text('common.notFound.search'),
      button: text('common.notFound.searchButton'),
    },
  };
}
