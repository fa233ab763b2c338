import type {
  AddressSuggestionsResult,
  BlocksQueueResult,
  ContentListResult,
  CartQuantityResult,
  CartResult,
  LocationsResult,
  MenuCategoriesResult,
  MutationAddGiftcardPackageArgs,
  MutationDeleteGiftcardPackageGroupArgs,
  MutationUpdateGiftcardPackageArgs,
  PageResult,
  PopularSearchResult,
  ProductNeighboursResult,
  ProductResult,
  ProductsResult,
  QueryBlocksQueueArgs,
  QueryCartQuantityArgs,
  QueryCartV2Args,
  QueryContentPagesArgs,
  QueryGetLocationAddressSuggestionsArgs,
  QueryLocationsInBoundingBoxArgs,
  QueryMenuCategoriesArgs,
  QueryOrderArgs,
  QueryPageByPathArgs,
  QueryPopularSearchDataArgs,
  QueryProductArgs,
  QueryProductNeighboursArgs,
  QueryProductsArgs,
  QuerySearch_V1Args,
  QueryStoreDataArgs,
  QueryTaxonomyTermsArgs,
  RedeemOrderResult,
  SearchResult,
  StoreDataResult,
  TaxonomyTermsResult,
  Resolvers,
} from '@shop/graphql';
import { MinorUnits } from '@shop/graphql/scalars';
import { accountMutations, accountQueries } from '../accounts/index.ts';
import { activationMutations, activationQueries } from '../activation/index.ts';
import { quoteMutations } from '../quotes/index.ts';
import { doublerMutations, doublerQueries } from '../doubler/index.ts';
import { sessionAccount } from '../accounts/session.ts';
import { admitNewBasket } from '../cart/basketCreationLimit.ts';
import { addPackage, deletePackageGroup, updatePackage } from '../cart/cartMutations.ts';
import { planPackage } from '../cart/planPackage.ts';
import { readCart, readCartQuantity, readPlacedOrder } from '../cart/cartReads.ts';
import { addressSuggestions, blocksQueue, locationsInBox, menuCategories, pageByPath, popularSearchData } from '../catalogue/content.ts';
import { contentList } from '../catalogue/contentLists.ts';
import { findProductByPath } from '../catalogue/productDetail.ts';
import { productNeighbours } from '../catalogue/productNeighbours.ts';
import { listProducts } from '../catalogue/products.ts';
import { search } from '../catalogue/search.ts';
import { taxonomyTerms } from '../catalogue/taxonomy.ts';
import { notFound } from '../errors.ts';
import { storeData } from '../store/storeData.ts';
import { checkoutMutations, checkoutQueries } from '../checkout/resolvers.ts';
import { giftCardMutations, giftCardQueries } from '../giftCards/index.ts';
import type { ApiContext } from './context.ts';
import { operation } from './operation.ts';
import { selectsField } from './selection.ts';

export const resolvers: Resolvers<ApiContext> = {
  MinorUnits,
  Query: {
    products: operation<QueryProductsArgs, ProductsResult>({ products: [], paging: null }, async (tenant, args, context) =>
      listProducts(context.db, tenant, args.filters, args.paging, context),
    ),
    product: operation<QueryProductArgs, ProductResult>({ product: null }, async (tenant, args, { db }) => {
      const product = await findProductByPath(db, tenant, [args.path.slice(0, 300)]);
      if (!product) throw notFound('path', 'Product');
      return { product };
    }),
    productNeighbours: operation<QueryProductNeighboursArgs, ProductNeighboursResult>({ neighbours: null }, async (tenant, args, { db }) => ({
      neighbours: await productNeighbours(db, tenant, args.productID),
    })),
    taxonomyTerms: operation<QueryTaxonomyTermsArgs, TaxonomyTermsResult>({ terms: [] }, async (tenant, args, { db }) => ({
      terms: await taxonomyTerms(db, tenant, args.vocabularyIDs),
    })),
    contentPages: operation<QueryContentPagesArgs, ContentListResult>({ items: [], paging: null }, async (tenant, args, { db }) =>
      contentList(db, tenant, args.kind, args.paging),
    ),
    search_v1: operation<QuerySearch_V1Args, SearchResult>({ body: { groups: [], count: 0 } }, async (tenant, args, { db }, info) => ({
      // The dialog asks as the visitor types and wants no cards: they cost a second query.
      body: await search(db, tenant, args.inputText, { cards: info !== undefined && selectsField(info, ['body', 'groups', 'cards']) }),
    })),
    popularSearchData: operation<QueryPopularSearchDataArgs, PopularSearchResult>({ data: null }, async (tenant, _args, { db }) => ({
      data: await popularSearchData(db, tenant),
    })),
    locationsInBoundingBox: operation<QueryLocationsInBoundingBoxArgs, LocationsResult>({ locations: [] }, async (tenant, args, { db }) => ({
      locations: await locationsInBox(db, tenant, args.box, args.productID),
    })),
    getLocationAddressSuggestions: operation<QueryGetLocationAddressSuggestionsArgs, AddressSuggestionsResult>({ suggestions: [] }, async (tenant, args, { db }) => ({
      suggestions: await addressSuggestions(db, tenant, args.filters.query, args.paging),
    })),
    storeData: operation<QueryStoreDataArgs, StoreDataResult>({ data: null }, async (tenant) => ({ data: storeData(tenant) })),
    menuCategories: operation<QueryMenuCategoriesArgs, MenuCategoriesResult>({ categories: [] }, async (tenant, _args, { db }) => ({
      categories: await menuCategories(db, tenant),
    })),
    pageByPath: operation<QueryPageByPathArgs, PageResult>({ page: null }, async (tenant, args, { db }) => {
      const page = await pageByPath(db, tenant, args.path);
      if (!page) throw notFound('path', 'Page');
      return { page };
    }),
    blocksQueue: operation<QueryBlocksQueueArgs, BlocksQueueResult>({ list: [] }, async (tenant, args, { db }) => ({
      list: await blocksQueue(db, tenant, args.queueID),
    })),
    // Only an absent or null orderUuid means "no basket yet"; any string, the empty one too, must be a basket's uuid.
    cartQuantity: operation<QueryCartQuantityArgs, CartQuantityResult>({ quantity: 0, packagesGroupsIds: [] }, async (tenant, args, { db, request }) =>
      args.orderUuid == null ? { quantity: 0, packagesGroupsIds: [] } : readCartQuantity(db, tenant, args.orderUuid, await sessionAccount(db, tenant, request)),
    ),
    cartV2: operation<QueryCartV2Args, CartResult>({ order: null }, async (tenant, args, { db, request }) => ({
      order: args.orderUuid == null ? null : await readCart(db, tenant, args.orderUuid, await sessionAccount(db, tenant, request)),
    })),
    ...checkoutQueries,
    ...accountQueries,
    ...activationQueries,
    ...doublerQueries,
    ...giftCardQueries,
    order: operation<QueryOrderArgs, RedeemOrderResult>({ order: null }, async (tenant, args, { db, request }) => ({
      order: await readPlacedOrder(db, tenant, args.uuid, await sessionAccount(db, tenant, request)),
    })),
  },
  Mutation: {
    ...checkoutMutations,
    ...accountMutations,
    ...activationMutations,
    ...quoteMutations,
    ...doublerMutations,
    ...giftCardMutations,
    addGiftcardPackage: operation<MutationAddGiftcardPackageArgs, CartResult>({ order: null }, async (tenant, args, { db, rateLimits, clientAddress, request }) => {
      const caller = await sessionAccount(db, tenant, request);
      // Without a basket a guest starts one; a customer's package goes into the account's one basket, which is not
      // counted. A package refused anyway (a wrong amount, an unknown card) starts no basket, so it is not counted. An
      // empty orderUuid is no "without a basket": `addPackage` refuses it like any malformed uuid.
      if (args.orderUuid == null && caller === null) {
        await planPackage(db, tenant, args.package);
        await admitNewBasket(rateLimits.basketCreation, clientAddress);
      }
      return { order: await addPackage(db, tenant, args.orderUuid, caller, args.package) };
    }),
    updateGiftcardPackage: operation<MutationUpdateGiftcardPackageArgs, CartResult>({ order: null }, async (tenant, args, { db, request }) => ({
      order: await updatePackage(db, tenant, args.orderUuid, await sessionAccount(db, tenant, request), args.packageId, args.package),
    })),
    deleteGiftcardPackageGroup: operation<MutationDeleteGiftcardPackageGroupArgs, CartResult>({ order: null }, async (tenant, args, { db, request }) => ({
      order: await deletePackageGroup(db, tenant, args.orderUuid, await sessionAccount(db, tenant, request), args.shipmentTag, args.packageId),
    })),
  },
};
