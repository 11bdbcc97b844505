/**
 * Generated from openapi.yaml by `pnpm api:generate` (openapi-typescript). Do not edit by hand;
 * `pnpm api:check` fails when this file and openapi.yaml disagree.
 */

export interface paths {
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with e-mail and password */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a refresh token for a new token pair
         * @description The refresh token is rotated: every successful refresh answers a new refresh token and retires the one
         *     sent, which is refused (401) from then on. A token revoked by `POST /auth/logout`, by a password change
         *     or by deleting the user is refused the same way.
         *
         *     Reuse detection (x-assumed, as the OAuth 2.0 Security Best Current Practice recommends for rotated
         *     refresh tokens): presenting a retired refresh token again means a copy of it is in a second hand, and
         *     the server cannot tell whose. It answers 401 and revokes the whole token family – every refresh token
         *     descended from the same login, the newest included, and that login's access tokens – so whichever of
         *     the two holders refreshed first loses the session too. Other logins of the user are not affected. A
         *     client must therefore never send the same refresh token twice (one refresh at a time, the newest token
         *     shared between its tabs).
         */
        post: operations["refreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a refresh token (logout)
         * @description Retires the refresh token – and with it every refresh token of the same login, rotated-out ones
         *     included (x-assumed) – so none can be exchanged for tokens again; access tokens already issued run
         *     out within their 60 s. The answer is 204 for any token, known or not, so the call reveals nothing and a
         *     repeated logout is harmless. The refresh token itself is the credential: no access token is needed, so
         *     a logout works even when the access token has expired.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user with roles, scopes and customers */
        get: operations["getAuthenticatedUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/magic": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a single-use login link by e-mail
         * @description Sends a login link `/login?magic=<token>` to the address. With `target: forgotpassword` the link is
         *     `/login?magic=<token>&purpose=reset` (x-assumed): logging in with it starts a password-reset session,
         *     which may set a new password without the current one (`POST /user/password`).
         *     The answer is the same whether or not the address belongs to a user.
         */
        post: operations["requestMagicLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/magic/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with the token of a login link */
        post: operations["loginWithMagicLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/punchout/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange a punchout start token for a punchout session
         * @description A procurement system's setup call (OCI with `HOOK_URL`, `~TARGET`, `~OkCode`, `~CALLER` and the buyer's
         *     credentials, or cXML's `PunchOutSetupRequest`) is the backend's own business: it checks the buyer and
         *     answers with a start URL of the portal, `/punchout?token=<token>` (cXML: the `StartPage` URL). The portal
         *     exchanges that token here for a session – like a login link: once, for 5 minutes; a spent, expired or
         *     unknown token is 401 `punchout_token_invalid`, counted for throttling like a login link.
         *     The session belongs to the buyer's company alone: `GET /auth/user` answers it with `punchout` set and that
         *     one company in `customers`, and every company-bound call sees only it (404 for any other).
         */
        post: operations["startPunchoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/punchout/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which positions of the session's basket can be handed back
         * @description Every basket position of the punchout session's company, each with whether the backend can hand it back
         *     (`transferable`) and why not (`reason`: `no_price` – no price for this buyer; `no_material_number`). The
         *     portal names the ones that cannot before the transfer; the transfer leaves them in the basket.
         *     409 `not_punchout` outside a punchout session (there is none to check).
         */
        get: operations["checkPunchoutBasket"];
        put?: never;
        /**
         * Hand the basket back to the procurement system (or cancel)
         * @description Builds the message the browser must post to the procurement system and ends the punchout session (its
         *     tokens stop working). The answer says what to post and where: `action` (OCI's `HOOK_URL`, cXML's
         *     `BrowserFormPost` URL), `target` (OCI's `~TARGET`; `_top` otherwise) and the `fields`, form-encoded –
         *     OCI 4.0's `NEW_ITEM-…[n]` fields with `~OkCode`, `~TARGET` and `~CALLER`, or one field `cxml-urlencoded`
         *     holding cXML 1.2's `PunchOutOrderMessage` (with the setup's `BuyerCookie`, one `ItemIn` per position and
         *     the total). Prices, units and the message's credentials are the backend's to decide and sign.
         *     With `cancel: true` an empty basket is handed back (OCI: no items; cXML: no `ItemIn`, total 0) and the
         *     basket stays as it is. Positions the backend cannot hand back are left out and named in `left_out`.
         *     The session is handed back once: a repeated call with the same `Idempotency-Key` returns the first answer,
         *     any other call after it is 401 (the session is over). 409 `not_punchout` outside a punchout session.
         */
        post: operations["transferPunchoutBasket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Registration requests waiting for approval (staff)
         * @description Needs the scope `ROLE_INTERNAL_REGISTRATION`. Newest first. Lists only requests for one of the caller's
         *     clients (`client` of the request): the staff of one client never see the other client's applicants.
         */
        get: operations["listRegistrations"];
        put?: never;
        /**
         * Register as existing customer, new customer or employee
         * @description Creates a registration request and sends the double-opt-in e-mail. The user must confirm it within
         *     72 hours (`POST /registrations/activation`); then the request is shown to the administrators.
         *     The answer does not reveal whether the e-mail address is registered already: for an address with an
         *     account or an open request it is the same 201 with a receipt, no request is stored, and the address's
         *     owner is e-mailed instead (log in, or reset the password).
         *     Repeating the call with the same `Idempotency-Key` returns the first result.
         */
        post: operations["createRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registrations/activation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the e-mail address of a registration (double opt-in) */
        post: operations["confirmRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registrations/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a registration request and create the user (staff)
         * @description Needs `ROLE_INTERNAL_REGISTRATION`. Creates the user with the registered password; the user is e-mailed
         *     once activated. A request for another client than the caller's is 404 like an unknown id. The roles and
         *     the client must be within what the caller may grant (see "Granting rights" above): 403
         *     `role_not_grantable` or `client_not_grantable` otherwise. Customer numbers the caller cannot see, or of
         *     companies that do not buy from the chosen client, give 422 like unknown ones. The applicant's requested
         *     roles are never taken over by themselves.
         */
        post: operations["activateRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/registrations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deny and delete a registration request (staff)
         * @description Needs `ROLE_INTERNAL_REGISTRATION`; a request for another client than the caller's is 404.
         */
        delete: operations["denyRegistration"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A customer company of the user */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/basket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Basket entries of a customer
         * @description Needs `ROLE_INTERNAL_BASKET`.
         */
        get: operations["getBasket"];
        put?: never;
        /** Add products to the basket of a customer */
        post: operations["addToBasket"];
        /**
         * Remove one product, or empty the basket
         * @description With `product` one entry is removed, without it the basket is reset.
         */
        delete: operations["removeFromBasket"];
        options?: never;
        head?: never;
        /**
         * Change the amount and unit of one entry
         * @description The entry of `productId` gets the new amount and unit; the other entries stay as they are.
         */
        patch: operations["updateBasketEntry"];
        trace?: never;
    };
    "/product-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Favourites of a customer
         * @description Needs `ROLE_INTERNAL_PRODUCT_LIST`.
         */
        get: operations["getFavourites"];
        put?: never;
        /** Add products to the favourites of a customer */
        post: operations["addToFavourites"];
        /**
         * Remove one favourite, or clear the list
         * @description With `product` one entry is removed, without it the list is cleared.
         */
        delete: operations["removeFromFavourites"];
        options?: never;
        head?: never;
        /**
         * Change the amount and unit of one entry
         * @description The entry of `productId` gets the new amount and unit; the other entries stay as they are.
         */
        patch: operations["updateFavouritesEntry"];
        trace?: never;
    };
    "/customer/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Order history, newest first
         * @description Needs `ROLE_INTERNAL_ORDERS`. Without `filter[customer]` the orders of all customers of the user are listed.
         */
        get: operations["listOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Document kinds that can be requested for an order
         * @description Labels in the requested language. The keys are used in `required_document.documents` and `order_create.requiredDocuments`.
         */
        get: operations["listOrderTopics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Order with its positions */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/{positionId}/document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request documents for an order position
         * @description Repeating the call with the same `Idempotency-Key` returns the first result.
         */
        post: operations["requestPositionDocuments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/orders/{id}/complaint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complain about an order or one of its positions
         * @description Passes the complaint to the responsible contact person. Without `positionId` it concerns the whole order.
         *     Repeating the call with the same `Idempotency-Key` returns the first result.
         */
        post: operations["createComplaint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Place a reorder or request an offer
         * @description Sends the order (`type: order`) or the offer request (`type: offer`) to the responsible contact person.
         *     Repeating the call with the same `Idempotency-Key` returns the first result and places no second order.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Recent documents of the user, newest first
         * @description Needs `ROLE_INTERNAL_DOCUMENTS`. Safety data sheets, flyers and order documents recently provided to the user.
         */
        get: operations["listDocuments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request a safety data sheet (country version, complaint, VOC value)
         * @description Repeating the call with the same `Idempotency-Key` returns the first result.
         */
        post: operations["requestSafetyDataSheet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a message to the customer's responsible contact person
         * @description Repeating the call with the same `Idempotency-Key` returns the first result.
         */
        post: operations["sendContactMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file
         * @description The client saves it under the file's `download_file_name`, also given in `Content-Disposition`.
         *     Only files of the companies the user may see are answered: invoices and documents of their orders and
         *     the documents of the products ordered. Any other file – another company's invoice, say – is a 404,
         *     exactly like a file that does not exist, so ids cannot be probed.
         */
        get: operations["downloadFile"];
        put?: never;
        post?: never;
        /**
         * Remove a file from the user's documents
         * @description The bulk delete of the client issues one call per file. A file outside the user's companies is a 404,
         *     like one that does not exist.
         */
        delete: operations["deleteFile"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search products ordered in the last two years
         * @description `%` is a wildcard. Without a token the search is public and returns at most 5 products on one page
         *     (`pages` is at most 1); `count` is the number of all matches, so the client can say how many it
         *     shows of how many, with a prompt to log in. With a token the products of the given customer
         *     (or of all customers of the user) are searched. `client` is sent only by users holding both clients.
         *     Prices may differ from the last order; daily prices apply.
         */
        get: operations["searchProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search users (user management)
         * @description Needs `ROLE_INTERNAL_USERMANAGEMENT`. Lists only users of the caller's clients. Filters are trimmed and matched as case-insensitive substrings; `role` matches exactly.
         */
        get: operations["listUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user
         * @description Users may read themselves; others need `ROLE_INTERNAL_USERMANAGEMENT` and a client in common with the user. A user the caller may not see is 404 like an unknown id.
         */
        get: operations["getUser"];
        put?: never;
        /**
         * Change a user (own profile or user management)
         * @description Only the given fields change. Users may change their own personal data (salutation, names, phone, fax,
         *     language), never their own roles, clients or customer numbers (403 `own_rights`); their own e-mail
         *     address (the login) and company stay with user management – sent changed, 403 `own_account_data`,
         *     sent unchanged, accepted. Another user needs `ROLE_INTERNAL_USERMANAGEMENT` and a client
         *     in common (else 404 like an unknown id), and must be within the caller's rights: every role they hold
         *     grantable by the caller and every client they hold the caller's (else 403 `user_not_manageable`). New
         *     roles and clients must be grantable by the caller (403 `role_not_grantable`, `client_not_grantable`);
         *     customer numbers must name companies the caller may see that buy from one of the user's clients (422
         *     otherwise). See "Granting rights" in the description of this document. In a punchout session nothing is
         *     changed (403 `punchout_session`, x-assumed).
         */
        post: operations["updateUser"];
        /**
         * Delete a user
         * @description Needs `ROLE_INTERNAL_USERMANAGEMENT`. The deleted user loses access at once (tokens are revoked).
         *     Deleting oneself is refused with 403. A user of another client is 404 like an unknown id; a user with a
         *     role the caller may not grant or a client the caller does not hold is 403 `user_not_manageable`.
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the own password
         * @description On success the client logs the user out (after a password reset it logs in with the new password).
         *     A wrong current password gives 400. `currentPassword` may be left out only in a session started by a
         *     password-reset link (403 `current_password_required` otherwise). In a punchout session the password is
         *     not changed (403 `punchout_session`).
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the filtered users as an Excel file
         * @description The filters of `GET /user`, but as bracket arrays (spec §7): `filter[last_name][]=Krüger`. Several values
         *     of one filter match any of them; the filters combine with AND. Like `GET /user`, only users of the
         *     caller's clients. The client saves the result as `users.xlsx`.
         */
        get: operations["exportUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Roles and clients, and which of them the caller may grant
         * @description Every role and client (the user filter offers them all); `grantable` tells whether the caller may give
         *     it to somebody – activating a registration or in user management – under the rules of "Granting rights"
         *     in this document's description. The API enforces the rules whatever the client offers.
         */
        get: operations["listRoles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Portal language; German is default and fallback.
         * @default de
         * @enum {string}
         */
        Language: "de" | "en" | "es" | "fr" | "nl" | "pl" | "it";
        /**
         * @description ISO 639-1 code; files also exist in languages the portal itself does not offer.
         * @example de
         */
        FileLanguage: string;
        /**
         * @description ISO 3166-1 alpha-3 country code.
         * @enum {string}
         */
        Country: "DEU" | "AUT" | "CHE" | "LIE" | "FRA" | "BEL" | "NLD" | "LUX" | "POL" | "CZE" | "SVK" | "HUN" | "DNK" | "SWE" | "NOR" | "FIN" | "ESP" | "PRT" | "ITA" | "SVN" | "HRV" | "ROU" | "BGR" | "GRC" | "GBR" | "IRL" | "EST" | "LVA" | "LTU" | "TUR" | "USA" | "CAN" | "CHN";
        /**
         * @description Client (tenant); `client_kundenportal` is the main group and the default.
         * @enum {string}
         */
        ClientId: "client_kundenportal" | "client_staub";
        /**
         * @description Functional roles; ROLE_ACCOUNT is the employee role.
         * @enum {string}
         */
        RoleName: "ROLE_ACCOUNT" | "ROLE_ADMIN" | "ROLE_CUSTOMER" | "ROLE_EHS" | "ROLE_EMERGENCY" | "ROLE_KEYUSER" | "ROLE_SALES";
        /** @description A role or a client the user holds. */
        AssignedRoleName: components["schemas"]["RoleName"] | components["schemas"]["ClientId"];
        /**
         * @description Permission scope computed by the server from the user's roles (spec §6).
         * @enum {string}
         */
        Scope: "ROLE_INTERNAL_HEADER_SPECIAL" | "ROLE_INTERNAL_CUSTOMER_SELECTION" | "ROLE_INTERNAL_CUSTOMER_SELECTION_STAFF_VIEW" | "ROLE_CLIENT_KUNDENPORTAL" | "ROLE_CLIENT_STAUB" | "ROLE_INTERNAL_PRODUCT_LIST" | "ROLE_INTERNAL_BASKET" | "ROLE_INTERNAL_REGISTRATION" | "ROLE_INTERNAL_USERMANAGEMENT" | "ROLE_INTERNAL_ORDERS" | "ROLE_INTERNAL_PRODUCT_OVERVIEW" | "ROLE_INTERNAL_DOCUMENTS";
        /** @enum {string} */
        Salutation: "mister" | "miss";
        /**
         * @description Six-digit customer number.
         * @example 100234
         */
        CustomerNumber: string;
        /**
         * @description Material number, also the product id.
         * @example 10004711
         */
        MaterialNumber: string;
        /** @description At least 8 characters with a letter of any alphabet, a digit and a special character (neither letter nor digit). */
        Password: string;
        /** Format: email */
        Email: string;
        Error: {
            /** @description Backend message, shown when there are no field errors. */
            message: string;
            /** @description Machine-readable reason, e.g. invalid_credentials, token_expired, magic_link_invalid, validation_failed, not_found, forbidden. */
            code?: string;
            /** @description Field errors; `field` is the path in the body (e.g. `registration.email`). */
            errors?: components["schemas"]["FieldError"][];
        };
        FieldError: {
            field: string;
            message: string;
        };
        LoginCredentials: {
            email: string;
            password: string;
        };
        RefreshRequest: {
            refresh_token: string;
        };
        TokenPair: {
            /** @description Access token (JWT), valid 60 s. */
            token: string;
            /** @description Refresh token, valid 2 592 000 s (30 days) and only until it is used once (rotation). */
            refresh_token: string;
            /**
             * @description Lifetime of the access token in seconds.
             * @constant
             */
            expires_in?: 60;
        };
        MagicLinkRequest: {
            magic_link: {
                email: components["schemas"]["Email"];
                /**
                 * @description `forgotpassword` sends a password-reset link: its session may set a new password without the current one.
                 * @enum {string}
                 */
                target?: "forgotpassword";
            };
        };
        MagicLoginRequest: {
            token: string;
        };
        PunchoutStartRequest: {
            token: string;
        };
        /**
         * @description Set in `GET /auth/user` only in a punchout session (x-optional, with `startPunchoutSession`): the
         *     procurement system the basket goes back to.
         */
        PunchoutSession: {
            /** @enum {string} */
            format: "oci" | "cxml";
            /** @description The procurement system's name as the supplier knows it (e.g. "SAP SRM", "Coupa"). */
            procurement_system: string;
            /** @description The buyer's company, the only one the session sees. */
            customer_id: number;
            /** @description Origin of the URL the basket will be posted to (OCI `HOOK_URL`, cXML `BrowserFormPost`). */
            hand_back_origin: string;
        };
        PunchoutBasketCheck: {
            positions: components["schemas"]["PunchoutPosition"][];
        };
        PunchoutPosition: {
            product: components["schemas"]["ProductRef"];
            amount: number;
            unit: string;
            transferable: boolean;
            /**
             * @description Why the position cannot be handed back; null when it can.
             * @enum {string|null}
             */
            reason: "no_price" | "no_material_number" | null;
        };
        PunchoutTransferRequest: {
            punchout_transfer: {
                /** @description `true` hands back an empty basket (the buyer cancelled). */
                cancel: boolean;
            };
        };
        PunchoutHandBack: {
            /** @enum {string} */
            format: "oci" | "cxml";
            /** @description Where the browser posts the fields (`application/x-www-form-urlencoded`). */
            action: string;
            /** @description The browsing context to post into (`_top`, `_parent`, `_self` or a frame's name). */
            target: string;
            fields: {
                name: string;
                value: string;
            }[];
            /** @description How many positions the message carries. */
            positions: number;
            /** @description Positions the backend could not hand back; they stay in the basket. */
            left_out: components["schemas"]["PunchoutPosition"][];
        };
        PageMeta: {
            page: number;
            /** @description Number of pages; 0 when there are no results. */
            pages: number;
            limit: number;
            /** @description Number of results over all pages. */
            count: number;
            next_page: number | null;
            previous_page: number | null;
            first_page: number;
            /** @description Equals 1 when there are no results. */
            last_page: number;
        };
        PagedProducts: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["Product"][];
        };
        PagedOrders: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["Order"][];
        };
        PagedUsers: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["User"][];
        };
        PagedRegistrations: components["schemas"]["PageMeta"] & {
            results: components["schemas"]["Registration"][];
        };
        Customer: {
            /** @description Customer number. 0 stands for "no specific customer" (staff view) and is never sent by the server. */
            id: number;
            name: string;
            address?: components["schemas"]["Address"];
            contact_person?: components["schemas"]["ContactPerson"];
        };
        Address: {
            street: string;
            zip: string;
            city: string;
            country: components["schemas"]["Country"];
        };
        ContactPerson: {
            name: string;
            email: string;
            phone: string;
        };
        UserBase: {
            id: number;
            first_name: string;
            last_name: string;
            email: string;
            salutation?: components["schemas"]["Salutation"];
            company_name?: string;
            phone_number?: string;
            fax_number?: string | null;
            language: components["schemas"]["Language"];
            /** @description Role names and clients held (`ROLE_SALES`, `client_kundenportal`, …). */
            assigned_roles_names: components["schemas"]["AssignedRoleName"][];
            /**
             * @description Customer companies of the user. In `/auth/user`, for staff with customer selection, every company of
             *     their own clients (tenants) – what the customer selector offers (x-assumed).
             */
            customers: components["schemas"]["Customer"][];
        };
        /** @description A user as shown in user management. */
        User: components["schemas"]["UserBase"] & {
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            last_login_at?: string | null;
        };
        /** @description The logged-in user; `roles` holds the permission scopes of spec §6. */
        AuthenticatedUser: components["schemas"]["UserBase"] & {
            roles: components["schemas"]["Scope"][];
            punchout?: components["schemas"]["PunchoutSession"];
        };
        UserFilter: {
            customer_number?: string;
            last_name?: string;
            email?: string;
            role?: components["schemas"]["AssignedRoleName"];
        };
        UserUpdateRequest: {
            user: {
                salutation?: components["schemas"]["Salutation"];
                firstName?: string;
                lastName?: string;
                companyName?: string;
                email?: components["schemas"]["Email"];
                phoneNumber?: string;
                faxNumber?: string | null;
                language?: components["schemas"]["Language"];
                roles?: components["schemas"]["RoleName"][];
                clients?: components["schemas"]["ClientId"][];
                customerNumbers?: components["schemas"]["CustomerNumber"][];
            };
        };
        Role: {
            name: components["schemas"]["AssignedRoleName"];
            /** @enum {string} */
            kind: "role" | "client";
            /** @description Whether the caller may grant this role or client. */
            grantable: boolean;
        };
        ResetPasswordRequest: {
            reset_password: {
                /**
                 * @description Required, except in a session started by a password-reset link (`POST /auth/magic` with
                 *     `target: forgotpassword`, then `POST /auth/magic/login`): for 15 minutes after that login such a
                 *     session may set a new password without it, once. Left out in any other session: 403
                 *     `current_password_required`.
                 */
                currentPassword?: string;
                password: components["schemas"]["Password"];
                /** @description Must equal `password`. */
                passwordConfirmation: string;
            };
        };
        Product: {
            id: components["schemas"]["MaterialNumber"];
            name: string;
            description: string;
            /** @description Unit of the last order (KG, L, ST, …), used as default when adding to basket or favourites. */
            unit: string;
            /** Format: date */
            last_ordered_at?: string | null;
            files: components["schemas"]["File"][];
        };
        ProductRef: {
            id: components["schemas"]["MaterialNumber"];
            description: string;
        };
        File: {
            id: number;
            material_id: components["schemas"]["MaterialNumber"];
            name: string;
            download_file_name: string;
            /**
             * @description `sdb` safety data sheet, `flyer` product flyer; the others are order documents.
             * @enum {string}
             */
            type: "sdb" | "flyer" | "certificate" | "delivery_note" | "invoice";
            languages: components["schemas"]["FileLanguage"][];
            /** Format: date-time */
            creation_date: string;
        };
        ProductListItem: {
            product: components["schemas"]["ProductRef"];
            amount: number;
            unit: string;
        };
        ProductListResponse: {
            product_list_items: components["schemas"]["ProductListItem"][];
        };
        ProductListAddRequest: {
            product_list_add: {
                customerId: number;
                items: {
                    productId: components["schemas"]["MaterialNumber"];
                    amount: number;
                    unit: string;
                }[];
            };
        };
        ProductListUpdateRequest: {
            product_list_update: {
                customerId: number;
                productId: components["schemas"]["MaterialNumber"];
                amount: number;
                unit: string;
            };
        };
        /** @enum {string} */
        OrderStatus: "open" | "in_progress" | "shipped" | "delivered" | "invoiced" | "cancelled";
        Order: {
            /** @description Order number. */
            id: string;
            /** @description The customer's own order number. */
            customer_order_id: string | null;
            /**
             * Format: date
             * @description Document date (Belegdatum), shown as DD.MM.YYYY.
             */
            date: string;
            status: components["schemas"]["OrderStatus"];
            customer: components["schemas"]["Customer"];
            /** @description File id of the invoice for "show invoice"; null before invoicing. */
            invoice_file_id?: number | null;
            positions: components["schemas"]["OrderPosition"][];
        };
        OrderPosition: {
            /** @description Position number (10, 20, …). */
            id: number;
            product: components["schemas"]["ProductRef"];
            material_number: components["schemas"]["MaterialNumber"];
            amount: number;
            unit: string;
            documents: components["schemas"]["File"][];
        };
        OrderFilter: {
            customer?: number;
            /** @description Order number or a part of it. */
            order?: string;
            /** @description The customer's own order number or a part of it, case-insensitive. */
            customerOrder?: string;
            /** @description Material number or a part of the product description, case-insensitive. */
            material?: string;
            /**
             * Format: date
             * @description Earliest document date, inclusive.
             */
            from?: string;
            /**
             * Format: date
             * @description Latest document date, inclusive.
             */
            to?: string;
        };
        OrderTopic: {
            key: string;
            label: string;
        };
        /** @description Acknowledgement of a write. */
        Receipt: {
            /**
             * @description Reference of the stored request: the new order number for orders, `ANG-<year>-<n>` for offer
             *     requests, `SDB-<year>-<n>` for SDS requests, `DOK-<year>-<n>` for document requests, `REK-<year>-<n>` for complaints and the
             *     registration id for registrations.
             */
            id: string;
            /** Format: date-time */
            created_at: string;
        };
        OrderCreateRequest: {
            order_create: components["schemas"]["OrderCreate"];
        };
        OrderCreate: {
            /**
             * @description `order` reorders, `offer` requests an offer.
             * @enum {string}
             */
            type: "order" | "offer";
            customerId: number;
            /** @description Product lines. Orders need at least one; offers need at least one position or custom position. */
            positions: components["schemas"]["OrderCreatePosition"][];
            /** @description Free positions of an offer request (products not ordered before). */
            customPositions?: components["schemas"]["OrderCreateCustomPosition"][];
            /**
             * Format: date
             * @description YYYY-MM-DD.
             */
            deliveryDate: string;
            recipient: components["schemas"]["OrderRecipient"];
            goodsReceivingTimes?: components["schemas"]["GoodsReceivingTimes"];
            deliveryRemarks?: string;
            /** @description Keys from `GET /orders/topics`, or free document names where the backend does not offer that optional operation. */
            requiredDocuments?: string[];
            deliveryConditions?: components["schemas"]["DeliveryConditions"];
            /** @description The customer's reference, becomes `customer_order_id`. */
            reference?: string;
            /**
             * @description Agreement to the terms (AGB).
             * @constant
             */
            termsAgreement: true;
            /**
             * @description Agreement to the price conditions (daily prices apply).
             * @constant
             */
            priceConditionsAgreement: true;
        } & unknown;
        OrderCreatePosition: {
            productId: components["schemas"]["MaterialNumber"];
            description: string;
            amount: number;
            unit: string;
            remarks?: string;
        };
        OrderCreateCustomPosition: {
            description: string;
            amount: number;
            unit: string;
            remarks?: string;
        };
        /** @description When not identical to the orderer, company, address, zip, city and country are required. */
        OrderRecipient: {
            identicalToOrderer: boolean;
            company?: string;
            address?: string;
            zip?: string;
            city?: string;
            country?: components["schemas"]["Country"];
            phone?: string;
        };
        /** @description Times goods can be received; placeholders 8:00-12:00, 13:00-16:00, 18:00-22:00 and fixed 12:00 (may cost extra). */
        GoodsReceivingTimes: {
            morning?: string;
            afternoon?: string;
            other?: string;
            fixedAppointment?: string;
        };
        DeliveryConditions: {
            palletTruck?: boolean;
            liftingRamp?: boolean;
            other?: string;
        };
        FileRequestCreate: {
            file_request: components["schemas"]["FileRequest"];
        };
        FileRequest: {
            productId: components["schemas"]["MaterialNumber"];
            orderId?: string;
            /**
             * @description Topicality complaint, request of a country version, error complaint, VOC value.
             * @enum {string}
             */
            topic?: "topicality_complaint" | "country_version" | "error_complaint" | "voc_value";
            countryVersions?: components["schemas"]["Country"][];
            /** @description SDS chapters (1–16) concerned. */
            chapters?: number[];
            notes?: string;
            reason: string;
            country: components["schemas"]["Country"];
            language: components["schemas"]["FileLanguage"];
        };
        ContactMessageCreate: {
            contact_message: {
                /** @description The customer whose contact person receives the message. */
                customerId: number;
                subject: string;
                message: string;
            };
        };
        /**
         * @description Damaged goods, wrong product, wrong amount, late delivery, quality defect, missing or wrong documents, other.
         * @enum {string}
         */
        ComplaintReason: "damaged" | "wrong_product" | "wrong_amount" | "late_delivery" | "quality" | "documents" | "other";
        ComplaintRequest: {
            complaint: {
                /** @description Position number; absent when the complaint concerns the whole order. */
                positionId?: number;
                reason: components["schemas"]["ComplaintReason"];
                message: string;
            };
        };
        RequiredDocumentRequest: {
            required_document: {
                /** @description Topic keys from `GET /orders/topics` or free document names. */
                documents: string[];
                offtopicMessage?: string;
            };
        };
        /** @enum {string} */
        CustomerType: "existing_customer" | "new_customer" | "employee";
        /**
         * @description existing customer without customer number, order/request a product, need safety data sheets, become a customer, generally interested, other.
         * @enum {string}
         */
        RegistrationReason: "existing customer" | "order" | "sdb" | "new customer" | "interested" | "misc";
        /**
         * @description Both readings of the specification are accepted; `newsletter` appears only in the payload list.
         * @enum {string}
         */
        WhereHeard: "contact_person" | "infomail" | "website" | "social_media" | "word_of_mouth" | "search_engine" | "other" | "newsletter";
        /** @description Sales organisation / distribution channel / division, e.g. 4000/*\/*. */
        SalesArea: string;
        RegistrationCreate: {
            registration: components["schemas"]["RegistrationForm"];
        };
        /**
         * @description Existing customers give `customerNumber`; employees give sales areas; new customers give a reason,
         *     country and zip (and no customer number). `emailConfirmation` and `passwordConfirmation` must equal
         *     their fields (checked by the server, not expressible here).
         */
        RegistrationForm: {
            customerType: components["schemas"]["CustomerType"];
            /** @description True for new customers; kept for the legacy payload. */
            newCustomer?: boolean;
            email: components["schemas"]["Email"];
            emailConfirmation: components["schemas"]["Email"];
            password: components["schemas"]["Password"];
            passwordConfirmation: string;
            salutation: components["schemas"]["Salutation"];
            lastName: string;
            firstName: string;
            companyName: string;
            /** @description One or more six-digit customer numbers separated by semicolons. */
            customerNumber?: string;
            salesAreas?: components["schemas"]["SalesArea"][];
            phoneNumber: string;
            faxNumber?: string;
            country?: components["schemas"]["Country"];
            zip?: string;
            language: components["schemas"]["Language"];
            reason?: components["schemas"]["RegistrationReasonInput"];
            whereDidYouHearFrom?: components["schemas"]["WhereHeard"];
            /**
             * @description Roles the applicant asks for (employees). A wish shown to the approver, never granted by itself: the
             *     approver chooses the roles within their own ceiling.
             */
            roles?: components["schemas"]["RoleName"][];
            /**
             * @description The client (tenant) the applicant registers with, `client_kundenportal` when left out. It decides whose
             *     staff see and decide the request; the approver may assign only a client of their own.
             */
            client?: components["schemas"]["ClientId"];
        } & (unknown & unknown & unknown);
        /** @description `additionalInfo` (product asked for, SDS product name and material number, free reason) is required for order, sdb and misc. */
        RegistrationReasonInput: {
            why: components["schemas"]["RegistrationReason"];
            additionalInfo?: string;
        };
        RegistrationConfirmation: {
            token: string;
        };
        RegistrationActivation: {
            /** @description At least one role ('Bitte wählen Sie eine Rolle für den Benutzer aus!'). */
            roles: components["schemas"]["RoleName"][];
            client: components["schemas"]["ClientId"];
            customer_numbers: components["schemas"]["CustomerNumber"][];
        };
        /** @enum {string} */
        RegistrationStatus: "unconfirmed" | "new" | "activated" | "denied";
        /** @description A registration request as shown to staff. */
        Registration: {
            id: number;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            confirmed_at?: string | null;
            status: components["schemas"]["RegistrationStatus"];
            customer_type: components["schemas"]["CustomerType"];
            email: string;
            salutation: components["schemas"]["Salutation"];
            first_name: string;
            last_name: string;
            company_name: string;
            customer_numbers: components["schemas"]["CustomerNumber"][];
            sales_areas: components["schemas"]["SalesArea"][];
            phone_number: string;
            fax_number?: string | null;
            country?: components["schemas"]["Country"] | null;
            zip?: string | null;
            language: components["schemas"]["Language"];
            reason?: components["schemas"]["RegistrationReasonOutput"] | null;
            where_did_you_hear_from?: components["schemas"]["WhereHeard"] | null;
            client?: components["schemas"]["ClientId"];
            requested_roles?: components["schemas"]["RoleName"][];
        };
        RegistrationReasonOutput: {
            why: components["schemas"]["RegistrationReason"];
            additional_info?: string | null;
        };
    };
    responses: {
        /** @description The entries of the list after the call. */
        ProductList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ProductListResponse"];
            };
        };
        /** @description The body is not valid JSON or a parameter is malformed. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Die Anfrage ist ungültig.",
                 *       "code": "bad_request"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No, an invalid or an expired access token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Expired JWT Token",
                 *       "code": "token_expired"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The user lacks the scope for this call. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Access Denied.",
                 *       "code": "forbidden"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not found, or not visible to the user. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Nicht gefunden.",
                 *       "code": "not_found"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The `Idempotency-Key` was used before with a different body. */
        IdempotencyConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Der Idempotency-Key wurde bereits für eine andere Anfrage verwendet.",
                 *       "code": "idempotency_key_reused"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `not_punchout`: the caller's session is no punchout session – there is nothing to check or hand back. */
        NotPunchout: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Keine Punchout-Sitzung.",
                 *       "code": "not_punchout"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body is larger than 64 KiB (65 536 bytes); it is refused before it is read whole. */
        PayloadTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Die Anfrage ist zu groß.",
                 *       "code": "payload_too_large"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description Too many failed attempts for this account or from this client address (see "Throttling" in the
         *     document's description). `Retry-After` says how many seconds to wait; the attempt is not evaluated, so
         *     a right password is refused too until then. A backend on another origin than the portal exposes the
         *     header to it (`Access-Control-Expose-Headers: Retry-After`); without it the portal can only say "later".
         */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Zu viele Versuche. Bitte versuchen Sie es in 30 Sekunden erneut.",
                 *       "code": "too_many_attempts"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The body does not pass validation; `errors` lists the fields. */
        ValidationFailed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "message": "Die Eingaben sind ungültig.",
                 *       "code": "validation_failed",
                 *       "errors": [
                 *         {
                 *           "field": "registration.email",
                 *           "message": "Diese E-Mail-Adresse ist ungültig."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description Language of texts and e-mails. */
        Language: components["schemas"]["Language"];
        /** @description Language of texts (the user management calls name it `lang`). */
        Lang: components["schemas"]["Language"];
        Page: number;
        Limit: number;
        /** @description Customer number whose list is meant. */
        CustomerQuery: number;
        /** @description Material number of the entry to remove; without it all entries are removed. */
        ProductQuery: string;
        /** @description Order number. */
        OrderId: string;
        RegistrationId: number;
        FileId: number;
        UserId: number;
        /** @description `filter[customer_number]`, `filter[last_name]`, `filter[email]`, `filter[role]`. */
        UserFilter: components["schemas"]["UserFilter"];
        /** @description Customer numbers (part of a number matches, as in `GET /user`). */
        ExportFilterCustomerNumber: string[];
        /** @description Last names (part of a name matches, case-insensitive). */
        ExportFilterLastName: string[];
        /** @description E-mail addresses (part of an address matches, case-insensitive). */
        ExportFilterEmail: string[];
        /** @description Role or client names a user holds. */
        ExportFilterRole: components["schemas"]["AssignedRoleName"][];
        /**
         * @description Unique key per intended write (for example a UUID made when the form is submitted). A retried call
         *     with the same key and route by the same caller returns the first result (with
         *     `Idempotent-Replayed: true`) instead of writing again. The same key with a different body by the same
         *     caller gives 409. Keys are kept for 24 hours.
         *
         *     Keys belong to the caller: a key is looked up only among the keys of the user of the access token. The
         *     same key sent by another user is a new, unrelated request – it is authorised and carried out (or
         *     refused) like any other, never answered with the first user's result – and a 409 can only concern the
         *     caller's own keys, so no answer tells whether somebody else used a key. For calls without a login
         *     (`POST /registrations`) the key counts only together with the identical body: the same key with another
         *     body is a new request, never a 409.
         */
        IdempotencyKey: string;
    };
    requestBodies: {
        ProductListAdd: {
            content: {
                "application/json": components["schemas"]["ProductListAddRequest"];
            };
        };
        ProductListUpdate: {
            content: {
                "application/json": components["schemas"]["ProductListUpdateRequest"];
            };
        };
    };
    headers: {
        /** @description `true` when the answer is the stored result of an earlier call with the same `Idempotency-Key`. */
        IdempotentReplayed: "true";
        /** @description Seconds to wait before the next attempt (RFC 9110 §10.2.3); a client sends nothing to the operation before then. */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginCredentials"];
            };
        };
        responses: {
            /** @description Token pair for the user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description Wrong e-mail or password. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid credentials.",
                     *       "code": "invalid_credentials"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    refreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description New token pair. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The refresh token is unknown, expired, already used (rotated out – which also revokes every token of its login) or revoked. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid JWT Refresh Token",
                     *       "code": "refresh_token_invalid"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefreshRequest"];
            };
        };
        responses: {
            /** @description The refresh token is revoked (or was not known). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getAuthenticatedUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The logged-in user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthenticatedUser"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    requestMagicLink: {
        parameters: {
            query?: {
                /** @description Language of texts and e-mails. */
                language?: components["parameters"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MagicLinkRequest"];
            };
        };
        responses: {
            /** @description The e-mail was sent (or silently skipped for unknown addresses). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    loginWithMagicLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MagicLoginRequest"];
            };
        };
        responses: {
            /** @description Token pair for the user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The link was used already, has expired or is unknown. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Login-Link ist nicht mehr gültig, bitte fordern Sie einen neuen Login-Link an!",
                     *       "code": "magic_link_invalid"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    startPunchoutSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PunchoutStartRequest"];
            };
        };
        responses: {
            /** @description Token pair of the punchout session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenPair"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The start token was used already, has expired or is unknown. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Der Punchout-Link ist nicht mehr gültig.",
                     *       "code": "punchout_token_invalid"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    checkPunchoutBasket: {
        parameters: {
            query?: {
                /** @description Language of texts and e-mails. */
                language?: components["parameters"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The basket's positions with what the hand-back can carry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PunchoutBasketCheck"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["NotPunchout"];
        };
    };
    transferPunchoutBasket: {
        parameters: {
            query?: {
                /** @description Language of texts and e-mails. */
                language?: components["parameters"]["Language"];
            };
            header?: {
                /**
                 * @description Unique key per intended write (for example a UUID made when the form is submitted). A retried call
                 *     with the same key and route by the same caller returns the first result (with
                 *     `Idempotent-Replayed: true`) instead of writing again. The same key with a different body by the same
                 *     caller gives 409. Keys are kept for 24 hours.
                 *
                 *     Keys belong to the caller: a key is looked up only among the keys of the user of the access token. The
                 *     same key sent by another user is a new, unrelated request – it is authorised and carried out (or
                 *     refused) like any other, never answered with the first user's result – and a 409 can only concern the
                 *     caller's own keys, so no answer tells whether somebody else used a key. For calls without a login
                 *     (`POST /registrations`) the key counts only together with the identical body: the same key with another
                 *     body is a new request, never a 409.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PunchoutTransferRequest"];
            };
        };
        responses: {
            /** @description What the browser must post to the procurement system. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PunchoutHandBack"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description `not_punchout`: no punchout session; or the `Idempotency-Key` was used for another body. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listRegistrations: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of registration requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PagedRegistrations"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createRegistration: {
        parameters: {
            query?: {
                /** @description Language of texts and e-mails. */
                language?: components["parameters"]["Language"];
            };
            header?: {
                /**
                 * @description Unique key per intended write (for example a UUID made when the form is submitted). A retried call
                 *     with the same key and route by the same caller returns the first result (with
                 *     `Idempotent-Replayed: true`) instead of writing again. The same key with a different body by the same
                 *     caller gives 409. Keys are kept for 24 hours.
                 *
                 *     Keys belong to the caller: a key is looked up only among the keys of the user of the access token. The
                 *     same key sent by another user is a new, unrelated request – it is authorised and carried out (or
                 *     refused) like any other, never answered with the first user's result – and a 409 can only concern the
                 *     caller's own keys, so no answer tells whether somebody else used a key. For calls without a login
                 *     (`POST /registrations`) the key counts only together with the identical body: the same key with another
                 *     body is a new request, never a 409.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationCreate"];
            };
        };
        responses: {
            /** @description The registration request was stored and the confirmation e-mail sent. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Receipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirmRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationConfirmation"];
            };
        };
        responses: {
            /** @description The address is confirmed; the request now waits for approval. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            /** @description The confirmation window of 72 hours has passed. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Der Bestätigungslink ist abgelaufen.",
                     *       "code": "activation_expired"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    activateRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["RegistrationId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationActivation"];
            };
        };
        responses: {
            /** @description The user was created and notified. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    denyRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["RegistrationId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request was deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Customer number. */
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The customer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Customer"];
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    getBasket: {
        parameters: {
            query: {
                /** @description Customer number whose list is meant. */
                customer: components["parameters"]["CustomerQuery"];
                /** @description Language of texts and e-mails. */
                language?: components["parameters"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProductList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    addToBasket: {
        parameters: {
            query?: {
                /** @description Language of texts and e-mails. */
                language?: components["parameters"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ProductListAdd"];
        responses: {
            200: components["responses"]["ProductList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    removeFromBasket: {
        parameters: {
            query: {
                /** @description Customer number whose list is meant. */
                customer: components["parameters"]["CustomerQuery"];
                /** @description Material number of the entry to remove; without it all entries are removed. */
                product?: components["parameters"]["ProductQuery"];
                /** @description Language of texts and e-mails. */
                language?: components["parameters"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProductList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateBasketEntry: {
        parameters: {
            query?: {
                /** @description Language of texts and e-mails. */
                language?: components["parameters"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ProductListUpdate"];
        responses: {
            200: components["responses"]["ProductList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    getFavourites: {
        parameters: {
            query: {
                /** @description Customer number whose list is meant. */
                customer: components["parameters"]["CustomerQuery"];
                /** @description Language of texts and e-mails. */
                language?: components["parameters"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProductList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    addToFavourites: {
        parameters: {
            query?: {
                /** @description Language of texts and e-mails. */
                language?: components["parameters"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ProductListAdd"];
        responses: {
            200: components["responses"]["ProductList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    removeFromFavourites: {
        parameters: {
            query: {
                /** @description Customer number whose list is meant. */
                customer: components["parameters"]["CustomerQuery"];
                /** @description Material number of the entry to remove; without it all entries are removed. */
                product?: components["parameters"]["ProductQuery"];
                /** @description Language of texts and e-mails. */
                language?: components["parameters"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["ProductList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateFavouritesEntry: {
        parameters: {
            query?: {
                /** @description Language of texts and e-mails. */
                language?: components["parameters"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ProductListUpdate"];
        responses: {
            200: components["responses"]["ProductList"];
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listOrders: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                limit?: components["parameters"]["Limit"];
                /** @description Language of texts and e-mails. */
                language?: components["parameters"]["Language"];
                /**
                 * @description `filter[customer]` restricts the list to one customer. The search filters narrow it further:
                 *     `filter[order]` (order number, part of it), `filter[customerOrder]` (the customer's own order
                 *     number, part of it, case-insensitive), `filter[material]` (material number or part of the product
                 *     description, case-insensitive), `filter[from]` and `filter[to]` (document date, inclusive).
                 */
                filter?: components["schemas"]["OrderFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of orders. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PagedOrders"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listOrderTopics: {
        parameters: {
            query?: {
                /** @description Language of texts and e-mails. */
                language?: components["parameters"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The topics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderTopic"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getOrder: {
        parameters: {
            query?: {
                /** @description Language of texts and e-mails. */
                language?: components["parameters"]["Language"];
            };
            header?: never;
            path: {
                /** @description Order number. */
                id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    requestPositionDocuments: {
        parameters: {
            query?: {
                /** @description Language of texts and e-mails. */
                language?: components["parameters"]["Language"];
            };
            header?: {
                /**
                 * @description Unique key per intended write (for example a UUID made when the form is submitted). A retried call
                 *     with the same key and route by the same caller returns the first result (with
                 *     `Idempotent-Replayed: true`) instead of writing again. The same key with a different body by the same
                 *     caller gives 409. Keys are kept for 24 hours.
                 *
                 *     Keys belong to the caller: a key is looked up only among the keys of the user of the access token. The
                 *     same key sent by another user is a new, unrelated request – it is authorised and carried out (or
                 *     refused) like any other, never answered with the first user's result – and a 409 can only concern the
                 *     caller's own keys, so no answer tells whether somebody else used a key. For calls without a login
                 *     (`POST /registrations`) the key counts only together with the identical body: the same key with another
                 *     body is a new request, never a 409.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Order number. */
                id: components["parameters"]["OrderId"];
                /** @description Position number within the order (10, 20, …). */
                positionId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RequiredDocumentRequest"];
            };
        };
        responses: {
            /** @description The request was passed to the contact person. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Receipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createComplaint: {
        parameters: {
            query?: {
                /** @description Language of texts and e-mails. */
                language?: components["parameters"]["Language"];
            };
            header?: {
                /**
                 * @description Unique key per intended write (for example a UUID made when the form is submitted). A retried call
                 *     with the same key and route by the same caller returns the first result (with
                 *     `Idempotent-Replayed: true`) instead of writing again. The same key with a different body by the same
                 *     caller gives 409. Keys are kept for 24 hours.
                 *
                 *     Keys belong to the caller: a key is looked up only among the keys of the user of the access token. The
                 *     same key sent by another user is a new, unrelated request – it is authorised and carried out (or
                 *     refused) like any other, never answered with the first user's result – and a 409 can only concern the
                 *     caller's own keys, so no answer tells whether somebody else used a key. For calls without a login
                 *     (`POST /registrations`) the key counts only together with the identical body: the same key with another
                 *     body is a new request, never a 409.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description Order number. */
                id: components["parameters"]["OrderId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ComplaintRequest"];
            };
        };
        responses: {
            /** @description The complaint was passed to the contact person. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Receipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    createOrder: {
        parameters: {
            query?: {
                /** @description Language of texts and e-mails. */
                language?: components["parameters"]["Language"];
            };
            header?: {
                /**
                 * @description Unique key per intended write (for example a UUID made when the form is submitted). A retried call
                 *     with the same key and route by the same caller returns the first result (with
                 *     `Idempotent-Replayed: true`) instead of writing again. The same key with a different body by the same
                 *     caller gives 409. Keys are kept for 24 hours.
                 *
                 *     Keys belong to the caller: a key is looked up only among the keys of the user of the access token. The
                 *     same key sent by another user is a new, unrelated request – it is authorised and carried out (or
                 *     refused) like any other, never answered with the first user's result – and a 409 can only concern the
                 *     caller's own keys, so no answer tells whether somebody else used a key. For calls without a login
                 *     (`POST /registrations`) the key counts only together with the identical body: the same key with another
                 *     body is a new request, never a 409.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCreateRequest"];
            };
        };
        responses: {
            /** @description The order or offer request was received. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Receipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    listDocuments: {
        parameters: {
            query?: {
                /** @description Language of texts and e-mails. */
                language?: components["parameters"]["Language"];
                /** @description Customer number; 0 or absent means all customers of the user. */
                customer?: number;
                /** @description Only documents of these types (`type=sdb&type=flyer`). */
                type?: ("sdb" | "flyer" | "certificate" | "delivery_note" | "invoice")[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"][];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    requestSafetyDataSheet: {
        parameters: {
            query?: {
                /** @description Language of texts and e-mails. */
                language?: components["parameters"]["Language"];
            };
            header?: {
                /**
                 * @description Unique key per intended write (for example a UUID made when the form is submitted). A retried call
                 *     with the same key and route by the same caller returns the first result (with
                 *     `Idempotent-Replayed: true`) instead of writing again. The same key with a different body by the same
                 *     caller gives 409. Keys are kept for 24 hours.
                 *
                 *     Keys belong to the caller: a key is looked up only among the keys of the user of the access token. The
                 *     same key sent by another user is a new, unrelated request – it is authorised and carried out (or
                 *     refused) like any other, never answered with the first user's result – and a 409 can only concern the
                 *     caller's own keys, so no answer tells whether somebody else used a key. For calls without a login
                 *     (`POST /registrations`) the key counts only together with the identical body: the same key with another
                 *     body is a new request, never a 409.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FileRequestCreate"];
            };
        };
        responses: {
            /** @description The request was passed to the EHS team. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Receipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    sendContactMessage: {
        parameters: {
            query?: {
                /** @description Language of texts and e-mails. */
                language?: components["parameters"]["Language"];
            };
            header?: {
                /**
                 * @description Unique key per intended write (for example a UUID made when the form is submitted). A retried call
                 *     with the same key and route by the same caller returns the first result (with
                 *     `Idempotent-Replayed: true`) instead of writing again. The same key with a different body by the same
                 *     caller gives 409. Keys are kept for 24 hours.
                 *
                 *     Keys belong to the caller: a key is looked up only among the keys of the user of the access token. The
                 *     same key sent by another user is a new, unrelated request – it is authorised and carried out (or
                 *     refused) like any other, never answered with the first user's result – and a 409 can only concern the
                 *     caller's own keys, so no answer tells whether somebody else used a key. For calls without a login
                 *     (`POST /registrations`) the key counts only together with the identical body: the same key with another
                 *     body is a new request, never a 409.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactMessageCreate"];
            };
        };
        responses: {
            /** @description The message was passed to the contact person. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Receipt"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["IdempotencyConflict"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    downloadFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file content. */
            200: {
                headers: {
                    /** @description `attachment; filename="<download_file_name>"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["FileId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    searchProducts: {
        parameters: {
            query: {
                /** @description Search term; `%` matches any characters. Matched against material number, name and description. */
                term: string;
                page?: components["parameters"]["Page"];
                limit?: components["parameters"]["Limit"];
                /** @description Customer number; 0 or absent searches all customers of the user. */
                customer?: number;
                client?: components["schemas"]["ClientId"];
                /** @description Language of texts and e-mails. */
                language?: components["parameters"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of products with their files. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PagedProducts"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
        };
    };
    listUsers: {
        parameters: {
            query?: {
                page?: components["parameters"]["Page"];
                limit?: components["parameters"]["Limit"];
                /** @description Language of texts (the user management calls name it `lang`). */
                lang?: components["parameters"]["Lang"];
                /** @description `filter[customer_number]`, `filter[last_name]`, `filter[email]`, `filter[role]`. */
                filter?: components["parameters"]["UserFilter"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PagedUsers"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UserUpdateRequest"];
            };
        };
        responses: {
            /** @description The changed user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The user does not exist or is not visible to the caller. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Der User existiert nicht.",
                     *       "code": "not_found"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: {
                /** @description Language of texts and e-mails. */
                language?: components["parameters"]["Language"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetPasswordRequest"];
            };
        };
        responses: {
            /** @description The password was changed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The current password is wrong. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Bitte überprüfen Sie Ihr aktuelles Passwort.",
                     *       "code": "current_password_invalid",
                     *       "errors": [
                     *         {
                     *           "field": "currentPassword",
                     *           "message": "Das aktuelle Passwort ist falsch."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The current password was left out in a session not started by a password-reset link. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Bitte geben Sie Ihr aktuelles Passwort ein.",
                     *       "code": "current_password_required"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            422: components["responses"]["ValidationFailed"];
        };
    };
    exportUsers: {
        parameters: {
            query?: {
                /** @description Language of texts (the user management calls name it `lang`). */
                lang?: components["parameters"]["Lang"];
                /** @description Customer numbers (part of a number matches, as in `GET /user`). */
                "filter[customer_number][]"?: components["parameters"]["ExportFilterCustomerNumber"];
                /** @description Last names (part of a name matches, case-insensitive). */
                "filter[last_name][]"?: components["parameters"]["ExportFilterLastName"];
                /** @description E-mail addresses (part of an address matches, case-insensitive). */
                "filter[email][]"?: components["parameters"]["ExportFilterEmail"];
                /** @description Role or client names a user holds. */
                "filter[role][]"?: components["parameters"]["ExportFilterRole"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Excel workbook. */
            200: {
                headers: {
                    /** @description `attachment; filename="users.xlsx"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assignable roles and clients. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"][];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
}
