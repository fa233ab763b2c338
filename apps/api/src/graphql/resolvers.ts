import type {
  AddressSuggestionsResult,
  BlocksQueueResult,
  CartQuantityResult,
  CartResult,
  LocationsResult,
  MenuCategoriesResult,
  MutationAddGiftcardPackageArgs,
  MutationDeleteGiftcardPackageGroupArgs,
  MutationUpdateGiftcardPackageArgs,
  PageResult,
  PopularSearchResult,
  ProductResult,
  ProductsResult,
  QueryBlocksQueueArgs,
  QueryCartQuantityArgs,
  QueryCartV2Args,
  QueryCheckUserExistArgs,
  QueryGetLocationAddressSuggestionsArgs,
  QueryGetUserInfoArgs,
  QueryLocationsInBoundingBoxArgs,
  QueryMenuCategoriesArgs,
  QueryOrderArgs,
  QueryPageByPathArgs,
  QueryPopularSearchDataArgs,
  QueryProductArgs,
  QueryProductsArgs,
  QuerySearch_V1Args,
  QueryStoreDataArgs,
  RedeemOrderResult,
  SearchResult,
  StatusResult,
  StoreDataResult,
  UserInfoResult,
  Resolvers,
} from '@shop/graphql';
import { API_ERROR_CODES } from '@shop/graphql';
import { addPackage, deletePackageGroup, updatePackage } from '../cart/cartMutations.ts';
import { readCart, readCartQuantity } from '../cart/cartReads.ts';
import { loadTotalsPolicy, toGiftcardOrder } from '../cart/orderView.ts';
import { checkOrderUuid, loadCart } from '../cart/storedCart.ts';
import { addressSuggestions, blocksQueue, locationsInBox, menuCategories, pageByPath, popularSearchData } from '../catalogue/content.ts';
import { findProductByPath } from '../catalogue/productDetail.ts';
import { listProducts } from '../catalogue/products.ts';
import { search } from '../catalogue/search.ts';
import { ApiFailure, apiError, invalidInput, notFound } from '../errors.ts';
import { storeData } from '../store/storeData.ts';
import type { ApiContext } from './context.ts';
import { operation } from './operation.ts';

const accountsUnavailable = () =>
  new ApiFailure(
    apiError(API_ERROR_CODES.ACCOUNTS_UNAVAILABLE, 'Accounts are not available in this store yet. Please continue as a guest.'),
  );

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,}$/;

export const resolvers: Resolvers<ApiContext> = {
  Query: {
    products: operation<QueryProductsArgs, ProductsResult>({ products: [], paging: null }, async (tenant, args, { sql }) =>
      listProducts(sql, tenant, args.filters, args.paging),
    ),
    product: operation<QueryProductArgs, ProductResult>({ product: null }, async (tenant, args, { sql }) => {
      const product = await findProductByPath(sql, tenant, args.path.slice(0, 300));
      if (!product) throw notFound('path', 'Product');
      return { product };
    }),
    search_v1: operation<QuerySearch_V1Args, SearchResult>({ body: { groups: [], count: 0 } }, async (tenant, args, { db }) => ({
      body: await search(db, tenant, args.inputText),
    })),
    popularSearchData: operation<QueryPopularSearchDataArgs, PopularSearchResult>({ data: null }, async (tenant, _args, { sql }) => ({
      data: await popularSearchData(sql, tenant),
    })),
    locationsInBoundingBox: operation<QueryLocationsInBoundingBoxArgs, LocationsResult>({ locations: [] }, async (tenant, args, { db }) => ({
      locations: await locationsInBox(db, tenant, args.box),
    })),
    getLocationAddressSuggestions: operation<QueryGetLocationAddressSuggestionsArgs, AddressSuggestionsResult>({ suggestions: [] }, async (tenant, args, { sql }) => {
      const limit = args.paging?.itemsPerPage ?? 10;
      if (limit < 1 || limit > 50) throw invalidInput('paging.itemsPerPage', 'Items per page must be between 1 and 50.');
      return { suggestions: await addressSuggestions(sql, tenant, args.filters.query, limit) };
    }),
    storeData: operation<QueryStoreDataArgs, StoreDataResult>({ data: null }, async (tenant) => ({ data: storeData(tenant) })),
    menuCategories: operation<QueryMenuCategoriesArgs, MenuCategoriesResult>({ categories: [] }, async (tenant, _args, { sql }) => ({
      categories: await menuCategories(sql, tenant),
    })),
    pageByPath: operation<QueryPageByPathArgs, PageResult>({ page: null }, async (tenant, args, { sql }) => {
      const page = await pageByPath(sql, tenant, args.path);
      if (!page) throw notFound('path', 'Page');
      return { page };
    }),
    blocksQueue: operation<QueryBlocksQueueArgs, BlocksQueueResult>({ list: [] }, async (tenant, args, { sql }) => ({
      list: await blocksQueue(sql, tenant, args.queueID),
    })),
    cartQuantity: operation<QueryCartQuantityArgs, CartQuantityResult>({ quantity: 0, packagesGroupsIds: [] }, async (tenant, args, { sql }) =>
      args.orderUuid ? readCartQuantity(sql, tenant, args.orderUuid) : { quantity: 0, packagesGroupsIds: [] },
    ),
    cartV2: operation<QueryCartV2Args, CartResult>({ order: null }, async (tenant, args, { sql }) => ({
      order: args.orderUuid ? await readCart(sql, tenant, args.orderUuid) : null,
    })),
    checkUserExist: operation<QueryCheckUserExistArgs, StatusResult>({ status: false }, async (_tenant, args) => {
      if (!EMAIL.test(args.email)) throw invalidInput('email', 'Please enter valid email');
      if (args.captchaToken.trim() === '') throw invalidInput('captchaToken', 'Captcha token is required.');
      throw accountsUnavailable();
    }),
    getUserInfo: operation<QueryGetUserInfoArgs, UserInfoResult>({ user: null }, async () => {
      throw accountsUnavailable();
    }),
    order: operation<QueryOrderArgs, RedeemOrderResult>({ order: null }, async (tenant, args, { sql }) => {
      const id = checkOrderUuid(args.uuid, 'uuid');
      const [row] = await sql.query<{ status: 'CANCELED' | 'COMPLETED' | 'PENDING' }>(
        `SELECT status::text AS status FROM orders WHERE id = $1 AND store_id = $2 AND status <> 'PENDING'`,
        [id, tenant.storeId],
      );
      if (!row) throw notFound('uuid', 'Order');
      const view = toGiftcardOrder(tenant, await loadCart(sql, tenant, id), await loadTotalsPolicy(sql, tenant));
      return { order: { id, uuid: id, status: row.status, totals: view.totals, remainingBalance: null } };
    }),
  },
  Mutation: {
    addGiftcardPackage: operation<MutationAddGiftcardPackageArgs, CartResult>({ order: null }, async (tenant, args, { sql }) => {
      const orderId = await addPackage(sql, tenant, args.orderUuid, args.package);
      return { order: await readCart(sql, tenant, orderId) };
    }),
    updateGiftcardPackage: operation<MutationUpdateGiftcardPackageArgs, CartResult>({ order: null }, async (tenant, args, { sql }) => {
      const orderId = await updatePackage(sql, tenant, args.orderUuid, args.packageId, args.package);
      return { order: await readCart(sql, tenant, orderId) };
    }),
    deleteGiftcardPackageGroup: operation<MutationDeleteGiftcardPackageGroupArgs, CartResult>({ order: null }, async (tenant, args, { sql }) => {
      const orderId = await deletePackageGroup(sql, tenant, args.orderUuid, args.shipmentTag, args.packageId);
      return { order: await readCart(sql, tenant, orderId) };
    }),
  },
};
