/** The attribute that marks an order's details link in the list with the order's uuid (the dialog returns focus to it). */
export const ORDER_DETAILS_LINK = 'data-order-details';
