import { ProductDetailDocument, ProductPathsPageDocument } from '@shop/graphql/operations';
import { serverQuery } from '../../data/server.ts';

export interface PackagingOption {
  readonly id: string;
  readonly title: string;
  readonly price: { readonly currency: string; readonly value: number };
}

export interface PackagingOptions {
  readonly wrappers: readonly PackagingOption[];
  readonly digitalWrappers: readonly PackagingOption[];
  readonly giftPackings: readonly PackagingOption[];
}

const PAGE_SIZE = 100;

/** Paths of the given products, read from the (cached) catalogue listing page by page until all are found. */
async function productPaths(lang: string, productIds: ReadonlySet<string>): Promise<Map<string, string>> {
  const paths = new Map<string, string>();
  for (let pageNumber = 1; paths.size < productIds.size; pageNumber += 1) {
    const data = await serverQuery(lang, ProductPathsPageDocument, { paging: { itemsPerPage: PAGE_SIZE, pageNumber } });
    for (const product of data.products.products) {
      if (productIds.has(product.id)) paths.set(product.id, product.path);
    }
    if (pageNumber >= (data.products.paging?.totalPages ?? 0)) break;
  }
  return paths;
}

/**
 * The wrappers and gift packings each product in the basket can be packed in, by product id. A product the catalogue
 * no longer lists has no entry: its packaging can only be removed with the package.
 */
export async function loadPackagingOptions(lang: string, productIds: readonly string[]): Promise<Map<string, PackagingOptions>> {
  const wanted = new Set(productIds);
  if (wanted.size === 0) return new Map();
  const paths = await productPaths(lang, wanted);
  const entries = await Promise.all(
    [...paths].map(async ([id, path]) => {
      const data = await serverQuery(lang, ProductDetailDocument, { path });
      const extras = data.product.product?.extras;
      if (!extras) return null;
      const option = ({ id: extraId, title, price }: PackagingOption) => ({ id: extraId, title, price });
      return [
        id,
        {
          wrappers: extras.wrappers.map(option),
          digitalWrappers: extras.digitalWrappers.map(option),
          giftPackings: extras.giftPackings.map(option),
        },
      ] as const;
    }),
  );
  return new Map(entries.filter((entry) => entry !== null));
}
