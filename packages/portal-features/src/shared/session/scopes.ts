/** The permission scopes of spec §6, as the server computes them into the user's `roles`. */
export const scopes = {
  adminHeader: 'ROLE_INTERNAL_HEADER_SPECIAL',
  customerSelection: 'ROLE_INTERNAL_CUSTOMER_SELECTION',
  staffView: 'ROLE_INTERNAL_CUSTOMER_SELECTION_STAFF_VIEW',
  clientStaub: 'ROLE_CLIENT_STAUB',
  favourites: 'ROLE_INTERNAL_PRODUCT_LIST',
  basket: 'ROLE_INTERNAL_BASKET',
  registrations: 'ROLE_INTERNAL_REGISTRATION',
  userManagement: 'ROLE_INTERNAL_USERMANAGEMENT',
  orders: 'ROLE_INTERNAL_ORDERS',
  myProducts: 'ROLE_INTERNAL_PRODUCT_OVERVIEW',
  documents: 'ROLE_INTERNAL_DOCUMENTS',
} as const;
