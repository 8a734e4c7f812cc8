// Generated from /api/openapi.json by openapi-typescript (see openapi-contract-generate.ts).
// Do not edit: `npx vitest run packages/api/src/http/openapi-contract.test.ts -u` writes it again.

export interface paths {
    "/api/user-fetch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description Session cookie, or an API key with the `profile:read` permission.
         */
        get: operations["getUserFetch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's role
         * @description Session cookie, or an API key with the `profile:read` permission.
         */
        get: operations["getUserRole"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/edit-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the user's name, company name, location or bio
         * @description A JSON merge patch (RFC 7396): only the fields sent change; `null` clears companyName, location or bio; the name cannot be cleared.
         *
         *     Session cookie only: an API key gets 403.
         */
        patch: operations["patchEditProfile"];
        trace?: never;
    };
    "/api/imageUploader": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the avatar: one JPG, PNG or GIF (checked by content) of at most 5 MB in the multipart field "file"; stored re-encoded as an 800x800 WebP and set as the user's image
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postImageUploader"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password; every other session is signed out, this one stays
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postAccountChangePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's signed-in sessions: device, browser, IP, created, last active, this device
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getAccountSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/{id}": {
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
         * Sign out one session; revoking the current one signs this browser out
         * @description Session cookie only: an API key gets 403.
         */
        delete: operations["deleteAccountSessionsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sessions/revoke-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out every session except this one
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postAccountSessionsRevokeOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete the account and everything it owns; signs out
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postAccountDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to change the email address: a confirmation link goes to the new address and a notice to the current one; the address changes only when the link is opened
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postAccountEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/confirm-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an email change with the token of the link mailed to the new address (works once, for 24 hours): the address changes and counts as confirmed, and every other session of the account is signed out
         * @description Anyone may call it: no sign-in needed.
         */
        post: operations["postAuthConfirmEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether two-factor authentication is on, and how many recovery codes are left
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getTwoFactor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start setting up an authenticator app: a new secret, shown this once, to confirm with a code
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postTwoFactorSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-factor/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-factor authentication on with a current code; answers the 10 recovery codes, shown this once
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postTwoFactorConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/two-factor/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn two-factor authentication off with the password and a current code
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postTwoFactorDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companiesProspecting/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many companies the user has
         * @description Session cookie, or an API key with the `analytics:read` permission.
         */
        get: operations["getCompaniesProspectingCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of companies: search and sort; pass nextCursor back as cursor for the next page
         * @description Session cookie, or an API key with the `leads:read` permission.
         */
        get: operations["getCompanies"];
        put?: never;
        /**
         * Add a company; one with the domain of another of yours is refused (409) or merged into it
         * @description A domain another of your companies has answers 409 naming that company. With `ifDomainTaken: "merge"` the company with that domain is answered instead, its empty fields filled from the body.
         *
         *     Session cookie, or an API key with the `leads:write` permission.
         */
        post: operations["postCompanies"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the companies of a filter as CSV (text/csv), streamed, at most 1,000,000 rows; takes the query parameters of GET /api/companies
         * @description Session cookie, or an API key with the `leads:read` permission.
         */
        get: operations["getCompaniesExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One company
         * @description Session cookie, or an API key with the `leads:read` permission.
         */
        get: operations["getCompaniesId"];
        put?: never;
        post?: never;
        /**
         * Delete a company; its prospects stay, without a company
         * @description Session cookie, or an API key with the `leads:write` permission.
         */
        delete: operations["deleteCompaniesId"];
        options?: never;
        head?: never;
        /**
         * Change a company: only the fields sent (JSON merge patch; null clears a field)
         * @description A JSON merge patch (RFC 7396): an absent field is kept, `null` clears domain, industry, size, location or linkedinUrl; the name cannot be cleared. The path names the company: the body needs no id. A domain another of your companies has answers 409 naming it.
         *
         *     Session cookie, or an API key with the `leads:write` permission.
         */
        patch: operations["patchCompaniesId"];
        trace?: never;
    };
    "/api/companies/bulk-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete several companies; ids that are not yours are ignored
         * @description Session cookie, or an API key with the `leads:write` permission.
         */
        post: operations["postCompaniesBulkDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prospects/saved-filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your saved Prospects filters, by name
         * @description Session cookie, or an API key with the `leads:read` permission.
         */
        get: operations["getProspectsSavedFilters"];
        put?: never;
        /**
         * Save a Prospects filter under a name (unique per user, any case; at most 50): the filter takes the query parameters of GET /api/prospects
         * @description Session cookie, or an API key with the `leads:write` permission.
         */
        post: operations["postProspectsSavedFilters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prospects/saved-filters/{id}": {
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
         * Delete a saved filter
         * @description Session cookie, or an API key with the `leads:write` permission.
         */
        delete: operations["deleteProspectsSavedFiltersId"];
        options?: never;
        head?: never;
        /**
         * Rename a saved filter or replace its filter; what is not sent is kept
         * @description Session cookie, or an API key with the `leads:write` permission.
         */
        patch: operations["patchProspectsSavedFiltersId"];
        trace?: never;
    };
    "/api/prospects/count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many prospects the user has
         * @description Session cookie, or an API key with the `leads:read` permission.
         */
        get: operations["getProspectsCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prospects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of prospects: search, filter, sort; pass nextCursor back as cursor for the next page
         * @description `sort` is createdAt, lastName, email, status or score, `direction` asc or desc. `score` orders by each prospect’s kept best score under the active GTM playbooks (0 without one; its reasons: GET /api/prospects/{id}/scores), recomputed in the background when the rules, the prospect or its company change.
         *
         *     Session cookie, or an API key with the `leads:read` permission.
         */
        get: operations["getProspects"];
        put?: never;
        /**
         * Add a prospect
         * @description Session cookie, or an API key with the `leads:write` permission.
         */
        post: operations["postProspects"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prospects/export.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the prospects of a filter as CSV (text/csv), streamed, at most 1,000,000 rows; takes the query parameters of GET /api/prospects
         * @description Session cookie, or an API key with the `leads:read` permission.
         */
        get: operations["getProspectsExportCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prospects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One prospect
         * @description Session cookie, or an API key with the `leads:read` permission.
         */
        get: operations["getProspectsId"];
        put?: never;
        post?: never;
        /**
         * Delete a prospect
         * @description Session cookie, or an API key with the `leads:write` permission.
         */
        delete: operations["deleteProspectsId"];
        options?: never;
        head?: never;
        /**
         * Change a prospect: only the fields sent (JSON merge patch; null clears a field)
         * @description A JSON merge patch (RFC 7396): an absent field is kept, `null` clears lastName, title, email, phone, linkedinUrl or timeZone (sequences then use the zone of the company location, else the sender zone) and unlinks companyId; firstName and status cannot be cleared. The path names the prospect: the body needs no id.
         *
         *     Session cookie, or an API key with the `leads:write` permission.
         */
        patch: operations["patchProspectsId"];
        trace?: never;
    };
    "/api/prospects/{id}/personality": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set the DISC personality type (D, I, S, C or null); writes the engagement guide when there is none or regenerate is true
         * @description Session cookie, or an API key with the `leads:write` permission.
         */
        patch: operations["patchProspectsIdPersonality"];
        trace?: never;
    };
    "/api/prospects/{id}/guide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Replace the markdown engagement guide; an empty text removes it
         * @description Session cookie, or an API key with the `leads:write` permission.
         */
        patch: operations["patchProspectsIdGuide"];
        trace?: never;
    };
    "/api/prospects/bulk-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete several prospects; ids that are not yours are ignored
         * @description Session cookie, or an API key with the `leads:write` permission.
         */
        post: operations["postProspectsBulkDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prospects/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import mapped CSV rows (up to 500 per call); duplicates by email or LinkedIn URL are merged
         * @description Session cookie, or an API key with the `leads:write` permission.
         */
        post: operations["postProspectsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The CRM settings
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getCrmSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the CRM settings
         * @description A partial update: send any of the fields, the others are kept; fieldMappings, when sent, replaces the whole list, and a new provider starts from its default mappings.
         *
         *     Session cookie only: an API key gets 403.
         */
        patch: operations["patchCrmSettings"];
        trace?: never;
    };
    "/api/crm/check-connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Test the connection to the CRM
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postCrmCheckConnection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disconnect the CRM and clear its settings
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postCrmDisconnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Salesforce fields of an object
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getCrmFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hubspot/fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * HubSpot properties of an object
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getHubspotFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/create-field": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a Salesforce custom field
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postCrmCreateField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hubspot/create-property": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a HubSpot property
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postHubspotCreateProperty"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/sync-leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many leads are synced to the CRM
         * @description Session cookie, or an API key with the `leads:read` permission.
         */
        get: operations["getCrmSyncLeads"];
        put?: never;
        /**
         * Start pushing the pending leads to the CRM in the background
         * @description Session cookie, or an API key with the `leads:write` permission.
         */
        post: operations["postCrmSyncLeads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/test-sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Push one lead to the CRM and report what was written
         * @description Session cookie, or an API key with the `leads:write` permission.
         */
        post: operations["postCrmTestSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/crm/sync-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where the background lead sync is: queued, running, waiting on the CRM rate limit, done or failed
         * @description Session cookie, or an API key with the `leads:read` permission.
         */
        get: operations["getCrmSyncStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/search-users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search users by name or email
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getAdminSearchUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/plan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a user's plan by hand
         * @description The role follows the plan (Admin staff keep their role); Free ends any trial. A later event of the user's own subscription at the payment provider sets the plan again.
         *
         *     Session cookie only: an API key gets 403.
         */
        post: operations["postAdminUsersIdPlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/impersonate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start acting on behalf of a user for 60 minutes from this session; send the answer's impersonationData as the x-impersonate-user header
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postAdminImpersonate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stop-impersonate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop acting on behalf of a user: the impersonation started from this session ends
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postAdminStopImpersonate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Impersonation starts, stops and the writes made while impersonating, newest first
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getAdminAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-access/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API access settings: on/off, key limit, default expiration, allowed origins, rate limits
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getApiAccessSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Turn API access on or off, or change its limits
         * @description A partial update: send any of the fields, the others are kept; rateLimit may hold only the windows that change.
         *
         *     Session cookie only: an API key gets 403.
         */
        patch: operations["patchApiAccessSettings"];
        trace?: never;
    };
    "/api/api-access/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The API keys, masked, with their permissions and usage
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getApiAccessKeys"];
        put?: never;
        /**
         * Create an API key; the full key is in this answer only. 403 until the email address is confirmed
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postApiAccessKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/api-access/keys/{id}": {
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
         * Delete an API key; it stops working at once
         * @description Session cookie only: an API key gets 403.
         */
        delete: operations["deleteApiAccessKeysId"];
        options?: never;
        head?: never;
        /**
         * Activate or deactivate an API key
         * @description Session cookie only: an API key gets 403.
         */
        patch: operations["patchApiAccessKeysId"];
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The webhook endpoints: URL, events, on or off, the last four characters of the secret
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getWebhooks"];
        put?: never;
        /**
         * Add a webhook endpoint; its signing secret is in this answer only
         * @description The URL must be https (in production) and reach a public address: localhost, private, link-local and multicast addresses are refused, here as written and at each delivery after DNS resolution.
         *
         *     Session cookie only: an API key gets 403.
         */
        post: operations["postWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One webhook endpoint
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getWebhooksId"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint and its delivery log
         * @description Session cookie only: an API key gets 403.
         */
        delete: operations["deleteWebhooksId"];
        options?: never;
        head?: never;
        /**
         * Change a webhook endpoint: its URL, its events, on or off
         * @description A partial update: send any of url, events and enabled; the others are kept.
         *
         *     Session cookie only: an API key gets 403.
         */
        patch: operations["patchWebhooksId"];
        trace?: never;
    };
    "/api/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the signing secret of a webhook endpoint; the new secret is in this answer only
         * @description Deliveries from now on, retries included, are signed with the new secret only.
         *
         *     Session cookie only: an API key gets 403.
         */
        post: operations["postWebhooksIdRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's delivery log, newest first: status, attempts, the answer's status and first 500 characters
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getWebhooksIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/deliveries/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again: a new delivery of the same event (same event id and body), signed anew
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postWebhooksDeliveriesIdRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event (type "ping") to an endpoint, whatever events it receives
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postWebhooksIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's plan, subscription (period, status, renewal) and plan history
         * @description Session cookie, or an API key with the `profile:read` permission.
         */
        get: operations["getBillingSubscription"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Where to pay for a plan: a checkout page, or the portal to change a running subscription
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postBillingCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The payment provider's portal: cards, invoices, cancellation
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postBillingPortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/billing/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The payment provider's signed events (Stripe webhooks)
         * @description Verified with the Stripe-Signature scheme (HMAC-SHA256 over timestamp and body, 5 minutes of tolerance). Each event is applied once: a redelivery answers 200 and changes nothing.
         *
         *     Anyone may call it: no sign-in needed.
         */
        post: operations["postBillingWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linkedin/retrieve-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The LinkedIn outreach settings: schedule, timezone, proxy location, warmup
         * @description Session cookie, or an API key with the `linkedin:read` permission.
         */
        get: operations["getLinkedinRetrieveSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linkedin/integration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the LinkedIn schedule, timezone, proxy location or warmup
         * @description A partial update: send any of the fields, the others are kept; the merged settings are checked as a whole.
         *
         *     Session cookie, or an API key with the `linkedin:schedule` permission.
         */
        patch: operations["patchLinkedinIntegration"];
        trace?: never;
    };
    "/api/linkedin/switch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Turn LinkedIn outreach on or off
         * @description Session cookie, or an API key with the `linkedin:schedule` permission.
         */
        patch: operations["patchLinkedinSwitch"];
        trace?: never;
    };
    "/api/linkedin/sequences/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload LinkedIn profiles (CSV text or JSON rows, at most 10,000) to a LinkedIn sequence: validate, preview or start
         * @description Send `csv` (text with a header line) or `rows` (objects keyed by column name), and optionally `mapping` (column → linkedinUrl, fullName, firstName, lastName, company, title, email, or "" to leave it out; omitted: guessed from the column names). Profile addresses are normalised to https://www.linkedin.com/in/<slug>; rows with the same profile are merged; invalid rows are listed with their line and reason. `action`: validate (the report only), preview (and the schedule of the first 200 profiles; nothing is written), start (the default: prospects created or updated by LinkedIn URL, enrolled in `sequenceId` or in a `newSequence` (visit, invitation with a note of at most 300 characters, message), and the sequence started). Prospects are written 25 per transaction and enrolled 500 at a time.
         *
         *     Session cookie, or an API key with the `linkedin:upload` permission.
         */
        post: operations["postLinkedinSequencesUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linkedin/sequences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's sequences with LinkedIn steps (those an upload can go to)
         * @description Session cookie, or an API key with the `linkedin:read` permission.
         */
        get: operations["getLinkedinSequences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linkedin/analytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * LinkedIn results per day and per sequence: profile visits, invitations, accepted, acceptance rate, messages, replies, reply rate; today against its limit
         * @description Days are calendar days in the LinkedIn settings timezone, `from` to `to` (YYYY-MM-DD, at most 366 days; default the last 30). Rates are cohort rates: of the invitations sent that day (or in that sequence), the share accepted since; of the prospects messaged, the share who replied since.
         *
         *     Session cookie, or an API key with the `linkedin:read` permission.
         */
        get: operations["getLinkedinAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linkedin/analytics.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The LinkedIn analytics as CSV (text/csv): a line per day, per sequence, and the total
         * @description Session cookie, or an API key with the `linkedin:read` permission.
         */
        get: operations["getLinkedinAnalyticsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linkedin/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The LinkedIn account: connector, pause state and reason, today's actions against today's limit
         * @description Session cookie, or an API key with the `linkedin:read` permission.
         */
        get: operations["getLinkedinAccount"];
        put?: never;
        /**
         * Connect the LinkedIn account: the sandbox network, a Unipile account, or manual mode (tasks)
         * @description A new connection starts the warmup ramp today. Switching keeps the ramp; a pause is lifted. Unipile needs the server configured with UNIPILE_DSN and UNIPILE_API_KEY and the account id from Unipile.
         *
         *     Session cookie, or an API key with the `linkedin:schedule` permission.
         */
        post: operations["postLinkedinAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linkedin/account/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Poll the connector now: accepted invitations advance, new messages land in the inbox
         * @description Session cookie, or an API key with the `linkedin:schedule` permission.
         */
        post: operations["postLinkedinAccountSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linkedin/account/simulate-signal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sandbox only: LinkedIn's next answer is a limit or a security check (a demo of the automatic pause)
         * @description Session cookie, or an API key with the `linkedin:schedule` permission.
         */
        post: operations["postLinkedinAccountSimulateSignal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linkedin/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * LinkedIn conversations, newest first, with unread counts and the prospect each is linked to
         * @description Session cookie, or an API key with the `linkedin:read` permission.
         */
        get: operations["getLinkedinConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linkedin/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The messages of one conversation, oldest first
         * @description Session cookie, or an API key with the `linkedin:read` permission.
         */
        get: operations["getLinkedinConversationsIdMessages"];
        put?: never;
        /**
         * Reply in a conversation, through the connector within the pacing
         * @description Sent now when an action may run now (inside the activity window, under today's limit, after the gap, not paused); otherwise queued and sent by the sync when its turn comes (`outcome: queued`, `sendAt`). Counts toward today's limit.
         *
         *     Session cookie, or an API key with the `linkedin:schedule` permission.
         */
        post: operations["postLinkedinConversationsIdMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linkedin/conversations/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a conversation read
         * @description Session cookie, or an API key with the `linkedin:schedule` permission.
         */
        post: operations["postLinkedinConversationsIdRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/linkedin/conversations/{id}/class": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Correct the class of a reply of the conversation (messageId; absent: its latest classified one); the correction is kept and its effect applied, as for a mail
         * @description Session cookie, or an API key with the `campaigns:write` permission.
         */
        patch: operations["patchLinkedinConversationsIdClass"];
        trace?: never;
    };
    "/api/calendar/retrieve-availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calendar availability and meeting settings, with the public booking handle
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getCalendarRetrieveAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calendar/calendar-switch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Turn the calendar on or off
         * @description Session cookie only: an API key gets 403.
         */
        patch: operations["patchCalendarCalendarSwitch"];
        trace?: never;
    };
    "/api/calendar/update-availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the availability, meeting days and meeting details
         * @description Replaces the availability settings: every field is required.
         *
         *     Session cookie only: an API key gets 403.
         */
        patch: operations["patchCalendarUpdateAvailability"];
        trace?: never;
    };
    "/api/signature/get-signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's email signature
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getSignatureGetSignature"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signature/edit-signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Save the email signature: logo URL and text
         * @description Replaces the signature: send both fields; an absent emailSignatureText is saved empty.
         *
         *     Session cookie only: an API key gets 403.
         */
        patch: operations["patchSignatureEditSignature"];
        trace?: never;
    };
    "/api/email/createTestSignatureDraft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Save a test draft holding the signature
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postEmailCreateTestSignatureDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's team and its members
         * @description Session cookie, or an API key with the `users:read` permission.
         */
        get: operations["getTeamsMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite people to the team by email; each gets an accept link
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postTeamsInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make admin, remove admin or delete a member (team admins only)
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postTeamsActions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/accept-invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept a team invitation by its token; joins the team
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postTeamsAcceptInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pending invitations of the user's team (team admins only)
         * @description Invitations not accepted yet, newest first, with when they were sent and when their link expires; expired ones are listed too (expired: true) so they can be sent again. A user without a team gets an empty list; a member who is no team admin gets 403.
         *
         *     Session cookie, or an API key with the `users:read` permission.
         */
        get: operations["getTeamsInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/invitations/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a pending invitation again with a new link (team admins only)
         * @description Mails a new accept link; the link sent before stops working, and the invitation expires 7 days from now.
         *
         *     Session cookie only: an API key gets 403.
         */
        post: operations["postTeamsInvitationsIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams/invitations/{id}": {
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
         * Revoke a pending invitation: its link stops working (team admins only)
         * @description Session cookie only: an API key gets 403.
         */
        delete: operations["deleteTeamsInvitationsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/teams": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename the user's team (team admins only)
         * @description teamName is the only field that can be changed here, so the body always carries it: trimmed, 1 to 100 characters. A user without a team gets 404, a member who is no team admin 403.
         *
         *     Session cookie only: an API key gets 403.
         */
        patch: operations["patchTeams"];
        trace?: never;
    };
    "/api/mailboxes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sending mailboxes with caps, today's count, sent, replies and bounces
         * @description Passwords are write-only: an answer says whether one is stored (passwordSet), never the password.
         *
         *     Session cookie, or an API key with the `campaigns:read` permission.
         */
        get: operations["getMailboxes"];
        put?: never;
        /**
         * Connect an SMTP mailbox (the server must accept the sign-in)
         * @description The SMTP server is asked to accept the sign-in before anything is saved (502 with its refusal otherwise). Passwords are encrypted at rest and never returned.
         *
         *     Session cookie, or an API key with the `campaigns:write` permission.
         */
        post: operations["postMailboxes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mailboxes/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add your connected Google or Outlook account as a sending mailbox
         * @description The integration must be connected under Integrations first (400 otherwise). Mail goes out through the Gmail API or Microsoft Graph with your own connection; the From address is the account's. Caps are optional (the defaults of a new mailbox).
         *
         *     Session cookie, or an API key with the `campaigns:write` permission.
         */
        post: operations["postMailboxesAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mailboxes/{id}": {
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
         * Remove a mailbox (its sent mail stays in the outbox)
         * @description Session cookie, or an API key with the `campaigns:write` permission.
         */
        delete: operations["deleteMailboxesId"];
        options?: never;
        head?: never;
        /**
         * Change a mailbox (partial: only the fields sent change)
         * @description Partial: absent fields are kept; an empty or absent password keeps the stored one; imap null removes IMAP. A changed SMTP connection is checked with the server first (502 with its refusal). status pauses or resumes the mailbox.
         *
         *     Session cookie, or an API key with the `campaigns:write` permission.
         */
        patch: operations["patchMailboxesId"];
        trace?: never;
    };
    "/api/mailboxes/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test message through a mailbox
         * @description Session cookie, or an API key with the `campaigns:write` permission.
         */
        post: operations["postMailboxesIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mailboxes/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test message through SMTP settings before saving them
         * @description Session cookie, or an API key with the `campaigns:write` permission.
         */
        post: operations["postMailboxesTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mailboxes/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Drafts and sent mails of the local outbox, newest first: pass nextCursor back as cursor for the next page (without a limit, the newest 100)
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getMailboxesOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mailboxes/inbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inbox, one group a page (replies, automatic, unmatched), newest first, with unread state: pass nextCursor back as cursor
         * @description Replies are email replies and unsubscribe requests, and LinkedIn conversations in which the other side wrote (for users with LinkedIn messaging, and keys that also hold linkedin:read). automatic: bounces and out-of-office answers. unmatched: mail that answers nothing sent.
         *
         *     Session cookie, or an API key with the `campaigns:read` permission.
         */
        get: operations["getMailboxesInbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mailboxes/inbox/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An inbound mail with its thread (oldest first) and the mailbox an answer goes out from
         * @description Session cookie, or an API key with the `campaigns:read` permission.
         */
        get: operations["getMailboxesInboxId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mailboxes/inbox/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an inbound mail read (read: true, the default) or unread (read: false)
         * @description Session cookie, or an API key with the `campaigns:write` permission.
         */
        post: operations["postMailboxesInboxIdRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mailboxes/inbox/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer an inbound mail in its thread, from the mailbox that sent the mail it answers
         * @description The answer carries In-Reply-To and References, goes out through the mailbox that sent the answered mail (its SMTP server, or its Google or Outlook account; else the mailbox it came in to; else the local outbox) and is recorded in the outbox. The same requestId sends once. A bounce cannot be answered (400); a mail server refusing the answer gives 502 with its reason.
         *
         *     Session cookie, or an API key with the `campaigns:write` permission.
         */
        post: operations["postMailboxesInboxIdReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mailboxes/messages/{id}/conversation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A sent mail with its thread: the sequence mails of the same prospect and what came back
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getMailboxesMessagesIdConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mailboxes/messages/{id}/simulate-reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simulate an answer to a sent mail (demos): a reply, an out-of-office, a bounce or an unsubscribe request
         * @description Builds the mail that would come back and feeds it to the same inbound path as mail received over SMTP or IMAP: a reply stops the enrollment, an out-of-office answer does not, a bounce (a DSN) and an unsubscribe request stop it and suppress the address.
         *
         *     Session cookie only: an API key gets 403.
         */
        post: operations["postMailboxesMessagesIdSimulateReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mailboxes/inbound": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Mail that came back (replies, out-of-office answers, bounces, unsubscribe requests), newest first
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getMailboxesInbound"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mailboxes/suppressions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Addresses no sequence mails again (unsubscribed, bounced), newest first
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getMailboxesSuppressions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat-export/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The chat lists with the number of chats in each
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getChatExportLists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat-export/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The chat export as a link: the same choices as query parameters
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getChatExportDownload"];
        put?: never;
        /**
         * Download the chats of the chosen lists as a file: PDF (application/pdf), DOC (a .docx) or JPG (image/jpeg), signed in with the session cookie
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postChatExportDownload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the install still needs its first Admin (it has no user yet)
         * @description Anyone may call it: no sign-in needed.
         */
        get: operations["getSetupStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/setup/first-admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create the first Admin of an empty install and sign them in; 409 once any user exists
         * @description Anyone may call it: no sign-in needed.
         */
        post: operations["postSetupFirstAdmin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-integrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's connected apps
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getUserIntegrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/save-integration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record a connected app after the connect flow
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postSaveIntegration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-integrations/deauthorize": {
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
         * Disconnect an app
         * @description Session cookie only: an API key gets 403.
         */
        delete: operations["deleteUserIntegrationsDeauthorize"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's sequences with their step count, enrollments, sends and replies
         * @description Session cookie, or an API key with the `campaigns:read` permission.
         */
        get: operations["getSequences"];
        put?: never;
        /**
         * Create a sequence (a draft) with its steps; unknown {{placeholders}} are refused
         * @description Steps run in order; each delayDays counts from the previous step (the first: from enrollment), in business days unless businessDays is false. Email steps (auto_email, manual_email) take 1 to 5 variants, labelled A to E by position, split evenly across the enrolled prospects.
         *
         *     Session cookie, or an API key with the `campaigns:write` permission.
         */
        post: operations["postSequences"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequences/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One sequence with its steps and variants
         * @description Session cookie, or an API key with the `campaigns:read` permission.
         */
        get: operations["getSequencesId"];
        put?: never;
        post?: never;
        /**
         * Delete a sequence, its enrollments, schedule and results
         * @description Session cookie, or an API key with the `campaigns:write` permission.
         */
        delete: operations["deleteSequencesId"];
        options?: never;
        head?: never;
        /**
         * Change a sequence: the fields sent; steps, when sent, replace the steps
         * @description Partial: an absent field is kept. `steps` replaces every step: a step (or variant) sent with its id keeps it, with its schedule and results; a step left out is deleted, refused (409) while prospects wait on it.
         *
         *     Session cookie, or an API key with the `campaigns:write` permission.
         */
        patch: operations["patchSequencesId"];
        trace?: never;
    };
    "/api/sequences/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start (or resume) sending: steps past due while paused are rescheduled from now
         * @description Session cookie, or an API key with the `campaigns:write` permission.
         */
        post: operations["postSequencesIdActivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequences/{id}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pause a sequence: nothing of it is sent until it is activated again
         * @description Session cookie, or an API key with the `campaigns:write` permission.
         */
        post: operations["postSequencesIdPause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequences/{id}/enrollments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sequence's prospects, newest first (at most 1,000; total counts all): status, why they finished, their next step and when
         * @description Session cookie, or an API key with the `campaigns:read` permission.
         */
        get: operations["getSequencesIdEnrollments"];
        put?: never;
        /**
         * Enroll prospects by ids or by a Prospects list filter (at most 10,000 a call); those already active in another sequence are skipped unless allowOtherActive
         * @description Session cookie, or an API key with the `campaigns:write` permission.
         */
        post: operations["postSequencesIdEnrollments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequences/{id}/schedule-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The schedule enrolling these prospects now would give (who gets which step when), without enrolling them; rows for the first 200 prospects, soonest first
         * @description Session cookie, or an API key with the `campaigns:read` permission.
         */
        post: operations["postSequencesIdSchedulePreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequences/{id}/enrollments/{prospectId}": {
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
         * Take a prospect out of the sequence: what was still scheduled for them is canceled
         * @description Session cookie, or an API key with the `campaigns:write` permission.
         */
        delete: operations["deleteSequencesIdEnrollmentsProspectId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequences/{id}/enrollments/{prospectId}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hold one prospect's steps until resumed
         * @description Session cookie, or an API key with the `campaigns:write` permission.
         */
        post: operations["postSequencesIdEnrollmentsProspectIdPause"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequences/{id}/enrollments/{prospectId}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume one prospect's steps; a step that fell due meanwhile is rescheduled from now
         * @description Session cookie, or an API key with the `campaigns:write` permission.
         */
        post: operations["postSequencesIdEnrollmentsProspectIdResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequences/{id}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The computed remaining schedule of the active enrollments (caps and sending windows applied)
         * @description Session cookie, or an API key with the `campaigns:read` permission.
         */
        get: operations["getSequencesIdSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sequences/{id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Results: enrolled, sent, replied, bounced, unsubscribed, meetings; per step, per variant, per day
         * @description Session cookie, or an API key with the `campaigns:read` permission.
         */
        get: operations["getSequencesIdStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prospects/{id}/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A prospect's outreach timeline, newest first (at most 200 events)
         * @description Session cookie, or an API key with the `campaigns:read` permission.
         */
        get: operations["getProspectsIdActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prospects/{id}/outreach-signal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that a prospect replied, bounced or unsubscribed: their sequences stop (bounced and unsubscribed are never mailed again)
         * @description Session cookie, or an API key with the `campaigns:write` permission.
         */
        post: operations["postProspectsIdOutreachSignal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/outreach/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sending window and caps every sequence of the user shares
         * @description Session cookie, or an API key with the `campaigns:read` permission.
         */
        get: operations["getOutreachSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the sending window and caps: the fields sent
         * @description Partial: an absent field is kept; the merged settings are checked again (start before end, excluded days the unchecked operating days, warmup start limit not above the daily cap). Sending excludedDays alone also sets operatingDays, and the other way round.
         *
         *     Session cookie, or an API key with the `campaigns:write` permission.
         */
        patch: operations["patchOutreachSettings"];
        trace?: never;
    };
    "/api/outreach/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open tasks: sequence task steps due now or earlier, and tasks plays made, by due date
         * @description Sequence task steps (calls, manual emails, LinkedIn steps) once due, and the user's open tasks made by GTM plays (also those due later), merged by due date, at most 500. `source` says which: 'sequence', or 'play' with the task's `title`, `taskType` and the play (`playId`, `playName`, null once the play is deleted); a play task's sequence fields are empty, its position 0 and its kind the nearest step kind. For a sequence step `title`, `taskType`, `playId` and `playName` are null.
         *
         *     Session cookie, or an API key with the `campaigns:read` permission.
         */
        get: operations["getOutreachTasks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/outreach/tasks/{id}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a task done: for a sequence step the prospect's next step is scheduled
         * @description Either kind of task in the list: a sequence step (its enrollment moves on) or a play's task (marked done at the server's clock). 404 for an unknown id, another user's task, or one done already.
         *
         *     Session cookie, or an API key with the `campaigns:write` permission.
         */
        post: operations["postOutreachTasksIdComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/domains": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The sending domains: the DNS records to publish and each one’s state (missing, wrong, ok)
         * @description resolver says where verification looks records up: 'system' (real DNS) or 'demo' (the built-in demo zone, DNS_RESOLVER=demo). DKIM private keys are never returned.
         *
         *     Session cookie only: an API key gets 403.
         */
        get: operations["getDomains"];
        put?: never;
        /**
         * Add a sending domain: the app generates its DKIM key pair (2048-bit RSA) and the records to publish
         * @description The selector is chosen by the app (lp<yyyymm>). The domain is checked again every day once added; POST /api/domains/{id}/verify checks it now.
         *
         *     Session cookie only: an API key gets 403.
         */
        post: operations["postDomains"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/domains/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One sending domain
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getDomainsId"];
        put?: never;
        post?: never;
        /**
         * Delete a sending domain and its DKIM key; its mail is no longer signed
         * @description Session cookie only: an API key gets 403.
         */
        delete: operations["deleteDomainsId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/domains/{id}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Look the domain’s records up now and record each one’s state, with what to fix
         * @description Verified when SPF, DKIM and DMARC are ok; mail whose From is at a verified domain is DKIM-signed. A lookup that gets no answer keeps that record’s last result.
         *
         *     Session cookie only: an API key gets 403.
         */
        post: operations["postDomainsIdVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/domains/{id}/demo-records": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set one of the domain’s records in the demo DNS zone to any value, e.g. to see what a wrong record shows
         * @description MX: the value is the exchange host. DNS_RESOLVER=demo only (400 otherwise).
         *
         *     Session cookie only: an API key gets 403.
         */
        put: operations["putDomainsIdDemoRecords"];
        /**
         * Publish the domain’s records in the built-in demo DNS zone (DNS_RESOLVER=demo only)
         * @description For trying Domains with no DNS at all: afterwards, verify finds the records. Refused with 400 when the server uses real DNS.
         *
         *     Session cookie only: an API key gets 403.
         */
        post: operations["postDomainsIdDemoRecords"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/voices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your voices for voicemail drops
         * @description Session cookie, or an API key with the `voice:read` permission.
         */
        get: operations["getVoices"];
        put?: never;
        /**
         * Add a voice: a name, language, speed, pitch and the message it drops into voicemails
         * @description The embedded provider is a synthetic voice generated offline by espeak-ng; with TTS_BASE_URL, TTS_API_KEY and TTS_MODEL set, new voices use that text-to-speech service.
         *
         *     Session cookie, or an API key with the `voice:create` permission.
         */
        post: operations["postVoices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/voices/{id}": {
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
         * Delete a voice
         * @description Session cookie, or an API key with the `voice:delete` permission.
         */
        delete: operations["deleteVoicesId"];
        options?: never;
        head?: never;
        /**
         * Change a voice's name, language, speed, pitch or message
         * @description Session cookie, or an API key with the `voice:update` permission.
         */
        patch: operations["patchVoicesId"];
        trace?: never;
    };
    "/api/voices/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hear a voice: a WAV file (audio/wav) of the sample text, else its voicemail message
         * @description Session cookie, or an API key with the `voice:preview` permission.
         */
        post: operations["postVoicesIdPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dialer/dispositions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team's disposition list, in the picker's order
         * @description Session cookie, or an API key with the `voice:read` permission.
         */
        get: operations["getDialerDispositions"];
        /**
         * Replace the team's disposition list (labels, what each does, the order)
         * @description Send the whole list in the picker's order. An entry with an id keeps that disposition; one without is added; one left out is removed (calls logged with it keep its label). effect: meeting marks the prospect and stops its sequences, do_not_call puts the prospect and number on the do-not-call list, bad_number counts toward skipping the number.
         *
         *     Session cookie, or an API key with the `voice:update` permission.
         */
        put: operations["putDialerDispositions"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dialer/script": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team's call script as written: the opener with its placeholders and the objection answers
         * @description Session cookie, or an API key with the `voice:read` permission.
         */
        get: operations["getDialerScript"];
        /**
         * Replace the team's call script
         * @description The opener may use {{my_name}}, {{prospect_first_name}}, {{prospect_last_name}}, {{prospect_title}} and {{prospect_company_name}}, filled for the prospect on screen.
         *
         *     Session cookie, or an API key with the `voice:update` permission.
         */
        put: operations["putDialerScript"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dialer/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Calling hours (minutes after midnight in the prospect's zone) and the default country code
         * @description Session cookie, or an API key with the `voice:read` permission.
         */
        get: operations["getDialerSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the calling hours or the default country code
         * @description A partial update; the hours must end after they start.
         *
         *     Session cookie, or an API key with the `voice:update` permission.
         */
        patch: operations["patchDialerSettings"];
        trace?: never;
    };
    "/api/dialer/today": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Today's calls by disposition, meetings booked and call tasks due (Home's counts)
         * @description Today is the signed-in user's own day: from midnight to midnight in their time zone (UTC when none is set). Call tasks count when due by the end of that day.
         *
         *     Session cookie, or an API key with the `voice:read` permission.
         */
        get: operations["getDialerToday"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dialer/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a dialer session from a selection of prospects, a saved Prospects filter or today's due call tasks
         * @description A saved filter queues its first 500 prospects in the Prospects list order (404 when the filter is not yours). The first prospect that may be called now is put on screen and reserved: prospects outside calling hours, on the do-not-call list, with a bad number or held by another rep are skipped with the reason.
         *
         *     Session cookie, or an API key with the `voice:create` permission.
         */
        post: operations["postDialerSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dialer/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A dialer session: its queue and the prospect on screen with card and script
         * @description Session cookie, or an API key with the `voice:read` permission.
         */
        get: operations["getDialerSessionsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dialer/sessions/{id}/next": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move to the next prospect that may be called; skip: true leaves the current one uncalled
         * @description Without skip, the prospect on screen must have a logged call first (400 otherwise). The next one is reserved for ten minutes.
         *
         *     Session cookie, or an API key with the `voice:update` permission.
         */
        post: operations["postDialerSessionsIdNext"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Logged calls, newest first, by prospect, caller, disposition and start time
         * @description Session cookie, or an API key with the `voice:read` permission.
         */
        get: operations["getCalls"];
        put?: never;
        /**
         * Log a call with its disposition (required), notes, duration and follow-up
         * @description A 'Meeting booked' disposition marks the prospect as meeting and stops its sequences; 'Do not call' puts the prospect and number on the do-not-call list and removes it from its sequences. A call from a session completes the sequence's call task it came from.
         *
         *     Session cookie, or an API key with the `voice:create` permission.
         */
        post: operations["postCalls"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dialer/sessions/{id}/call": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Call the prospect on screen through the carrier (the sandbox carrier unless Twilio is set up)
         * @description The call is recorded as queued and follows the carrier's states (ringing, in progress, completed, busy, no answer, failed) as its status callbacks arrive; log its disposition with POST /api/calls and callId once it has ended.
         *
         *     Session cookie, or an API key with the `voice:create` permission.
         */
        post: operations["postDialerSessionsIdCall"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dialer/voice-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Call the prospect on screen from the browser: the call on record and a Twilio Access Token for the Voice JS SDK
         * @description Only when the server's carrier is Twilio with an API key and a TwiML App (400 on the sandbox carrier, which places no browser calls). The call is recorded as queued; the browser connects with Device.connect({ params: { To, callId } }) and Twilio asks POST /api/dialer/twilio/voice, which checks the calling rules again and dials. The token lasts 10 minutes.
         *
         *     Session cookie, or an API key with the `voice:create` permission.
         */
        post: operations["postDialerVoiceToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dialer/twilio/voice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The TwiML App's Voice URL: Twilio's signed request for a call from the rep's browser
         * @description Form fields as Twilio sends them (CallSid, From client:<identity>, To, callId), checked with X-Twilio-Signature over this URL and the fields. Answers TwiML: <Dial> to the prospect with status callbacks and a recording to POST /api/dialer/twilio/status, or, when the call is not the identity's or the calling rules refuse it (hours, do-not-call, another rep holds the prospect), <Say> with the reason and <Hangup/>.
         *
         *     Anyone may call it: no sign-in needed.
         */
        post: operations["postDialerTwilioVoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calls/{id}/hang-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hang up a call that is still on the line
         * @description Session cookie, or an API key with the `voice:update` permission.
         */
        post: operations["postCallsIdHangUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calls/{id}/digits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Play dial-pad tones (DTMF) into a connected call, e.g. to get through a phone menu
         * @description digits: 0-9, * and #, w waits half a second; only while the call is in progress.
         *
         *     Session cookie, or an API key with the `voice:update` permission.
         */
        post: operations["postCallsIdDigits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calls/{id}/voicemail-drop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Drop a voice's recorded message into the voicemail that answered, then hang up
         * @description Only once answering-machine detection says a voicemail answered. On the sandbox carrier the call ends at once; on Twilio the carrier fetches the message from a signed link valid for 10 minutes, and its completed callback ends the call.
         *
         *     Session cookie, or an API key with the `voice:update` permission.
         */
        post: operations["postCallsIdVoicemailDrop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dialer/voicemail-audio/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A dropped voicemail message as WAV, for the carrier's player (a signed link)
         * @description The link is made by POST /api/calls/{id}/voicemail-drop and handed to the carrier; it names the call and the voice, sealed with the server key, and expires after 10 minutes.
         *
         *     Anyone may call it: no sign-in needed.
         */
        get: operations["getDialerVoicemailAudioToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dialer/twilio/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The carrier's signed status callbacks (Twilio)
         * @description Form fields as Twilio sends them (CallSid, CallStatus, AnsweredBy, CallDuration, RecordingUrl), checked with X-Twilio-Signature over this URL and the fields. States only move forward, so a repeated callback changes nothing.
         *
         *     Anyone may call it: no sign-in needed.
         */
        post: operations["postDialerTwilioStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/calls/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a logged call's disposition, notes or follow-up
         * @description A partial update: the fields not sent are kept.
         *
         *     Session cookie, or an API key with the `voice:update` permission.
         */
        patch: operations["patchCallsId"];
        trace?: never;
    };
    "/api/gtm/playbooks/{id}/plays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The playbook's triggered plays (prospect created or imported, meeting booked, no reply after N days), each with its latest run
         * @description Session cookie, or an API key with the `campaigns:read` permission.
         */
        get: operations["getGtmPlaybooksIdPlays"];
        put?: never;
        /**
         * Add a triggered play: its trigger, its filter (the profile, a persona, title words) and its action (enroll in a sequence, remove from it, set a status)
         * @description Session cookie, or an API key with the `campaigns:write` permission.
         */
        post: operations["postGtmPlaybooksIdPlays"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gtm/playbooks/{id}/plays/{playId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a triggered play: prospects it already handled stay handled
         * @description Session cookie, or an API key with the `campaigns:write` permission.
         */
        put: operations["putGtmPlaybooksIdPlaysPlayId"];
        post?: never;
        /**
         * Delete a triggered play and its run log
         * @description Session cookie, or an API key with the `campaigns:write` permission.
         */
        delete: operations["deleteGtmPlaybooksIdPlaysPlayId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gtm/playbooks/{id}/triggered-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The triggered plays' run log, newest first (at most 50): matched prospects, those the action was applied to, and those skipped by reason
         * @description Session cookie, or an API key with the `campaigns:read` permission.
         */
        get: operations["getGtmPlaybooksIdTriggeredRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gtm/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The templates a playbook can start from: profile, personas, messaging and scoring rules
         * @description Session cookie, or an API key with the `campaigns:read` permission.
         */
        get: operations["getGtmTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gtm/suggested-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A starting profile from the user's won deals (prospects with status won): their five most frequent industries, company sizes and titles
         * @description Session cookie, or an API key with the `campaigns:read` permission.
         */
        get: operations["getGtmSuggestedProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gtm/playbooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's playbooks (newest first, at most 100) with audience size, score histogram and the linked sequences' results per persona
         * @description Session cookie, or an API key with the `campaigns:read` permission.
         */
        get: operations["getGtmPlaybooks"];
        put?: never;
        /**
         * Create a playbook (a draft), blank or from a template; fields given replace the template’s
         * @description Session cookie, or an API key with the `campaigns:write` permission.
         */
        post: operations["postGtmPlaybooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gtm/playbooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One playbook
         * @description Session cookie, or an API key with the `campaigns:read` permission.
         */
        get: operations["getGtmPlaybooksId"];
        put?: never;
        post?: never;
        /**
         * Delete a playbook
         * @description Session cookie, or an API key with the `campaigns:write` permission.
         */
        delete: operations["deleteGtmPlaybooksId"];
        options?: never;
        head?: never;
        /**
         * Change a playbook: the fields sent replace the stored ones; absent fields are kept
         * @description Session cookie, or an API key with the `campaigns:write` permission.
         */
        patch: operations["patchGtmPlaybooksId"];
        trace?: never;
    };
    "/api/gtm/playbooks/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate a playbook; at least one persona must link a sequence
         * @description Session cookie, or an API key with the `campaigns:write` permission.
         */
        post: operations["postGtmPlaybooksIdActivate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gtm/playbooks/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a playbook’s status: draft, active or archived
         * @description Session cookie, or an API key with the `campaigns:write` permission.
         */
        post: operations["postGtmPlaybooksIdStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gtm/playbooks/{id}/audience-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * How many companies and prospects match the playbook’s profile (or the profile sent, not saved), counted up to 10,000, and the newest 10 with their scores
         * @description Session cookie, or an API key with the `campaigns:read` permission.
         */
        post: operations["postGtmPlaybooksIdAudiencePreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/gtm/playbooks/{id}/play-runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The playbook's play log, newest first (at most 30): each nightly run's matched prospects, those enrolled in their persona's sequence, and those skipped by reason
         * @description Session cookie, or an API key with the `campaigns:read` permission.
         */
        get: operations["getGtmPlaybooksIdPlayRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prospects/{id}/scores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A prospect's score under each active playbook, with the reason for each rule's points
         * @description Session cookie, or an API key with the `leads:read` permission.
         */
        get: operations["getProspectsIdScores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prospects/{id}/enrich": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enrich one prospect now: values found are kept with their source; empty fields (and those in overwrite) are filled
         * @description Session cookie, or an API key with the `leads:enrich` permission.
         */
        post: operations["postProspectsIdEnrich"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prospects/enrich": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enrich up to 10,000 prospects as a background run; poll GET /api/enrichment-runs/{id} for progress
         * @description Session cookie, or an API key with the `leads:enrich` permission.
         */
        post: operations["postProspectsEnrich"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/enrichment-runs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A bulk enrichment run and its progress
         * @description Session cookie, or an API key with the `leads:enrich` permission.
         */
        get: operations["getEnrichmentRunsId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/prospects/{id}/enrichment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every value enrichment found for a prospect, with source, confidence, time and whether it was applied
         * @description Session cookie, or an API key with the `leads:read` permission.
         */
        get: operations["getProspectsIdEnrichment"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/writer/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Draft a sequence step from its goal (and a prospect’s fields): three subject lines and a body, labelled with who wrote it
         * @description Session cookie, or an API key with the `campaigns:write` permission.
         */
        post: operations["postWriterDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/mailboxes/inbox/{id}/class": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An inbound mail with its class (interested, out of office, not now...), who decided it and the date it named
         * @description Session cookie, or an API key with the `campaigns:read` permission.
         */
        get: operations["getMailboxesInboxIdClass"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Correct a reply’s class; the correction is kept and its effect applied (stop, unsubscribe, pause until resumeOn, or the end of a pause)
         * @description Session cookie, or an API key with the `campaigns:write` permission.
         */
        patch: operations["patchMailboxesInboxIdClass"];
        trace?: never;
    };
    "/api/admin/ai-training/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The four agents with their published and draft version numbers
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getAdminAiTrainingAgents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ai-training/agents/{kind}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One agent: every version with its last evaluation, and who published what when
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getAdminAiTrainingAgentsKind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ai-training/agents/{kind}/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new draft version, copied from the published one (one draft per agent)
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postAdminAiTrainingAgentsKindVersions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ai-training/versions/{id}": {
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
         * Delete a draft (published and retired versions stay)
         * @description Session cookie only: an API key gets 403.
         */
        delete: operations["deleteAdminAiTrainingVersionsId"];
        options?: never;
        head?: never;
        /**
         * Change a draft: instructions, tone, stages, guardrails, knowledge kinds
         * @description Session cookie only: an API key gets 403.
         */
        patch: operations["patchAdminAiTrainingVersionsId"];
        trace?: never;
    };
    "/api/admin/ai-training/versions/{id}/evaluations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run every evaluation case of the agent against this version now
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postAdminAiTrainingVersionsIdEvaluations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ai-training/versions/{id}/evaluation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest evaluation of a version, case by case
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getAdminAiTrainingVersionsIdEvaluation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ai-training/versions/{id}/outputs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A version's outputs: how many of each kind, and the newest a page at a time (cursor from nextCursor)
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getAdminAiTrainingVersionsIdOutputs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ai-training/versions/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Evaluate a draft and publish it; a failed evaluation answers 409 unless an override with a reason is given (audited)
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postAdminAiTrainingVersionsIdPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ai-training/agents/{kind}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish again a version that was published before (audited)
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postAdminAiTrainingAgentsKindRollback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ai-training/knowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Knowledge items whose title or body holds every word of q, newest first
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getAdminAiTrainingKnowledge"];
        put?: never;
        /**
         * Add a markdown knowledge item: a product fact, an objection answer or a forbidden claim
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postAdminAiTrainingKnowledge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ai-training/knowledge/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import markdown files: one item per # or ## heading, or per file without one
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postAdminAiTrainingKnowledgeImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ai-training/knowledge/{id}": {
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
         * Delete a knowledge item
         * @description Session cookie only: an API key gets 403.
         */
        delete: operations["deleteAdminAiTrainingKnowledgeId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ai-training/agents/{kind}/cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The evaluation cases of an agent: built-in ones first
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getAdminAiTrainingAgentsKindCases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ai-training/cases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an evaluation case: an input and the properties its output must (not) have
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postAdminAiTrainingCases"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ai-training/cases/{id}": {
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
         * Delete an evaluation case an Admin added
         * @description Session cookie only: an API key gets 403.
         */
        delete: operations["deleteAdminAiTrainingCasesId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ai-training/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * AI Training's settings: after how many hours a waiting draft is overdue
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getAdminAiTrainingSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change AI Training's settings; the fields not sent are kept
         * @description Session cookie only: an API key gets 403.
         */
        patch: operations["patchAdminAiTrainingSettings"];
        trace?: never;
    };
    "/api/admin/ai-training/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Drafts of review-mode sequence steps in one status, the oldest first
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getAdminAiTrainingReview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ai-training/review/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One queued draft: as drafted, as it will be sent, why it is blocked
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getAdminAiTrainingReviewId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Keep a reviewer's edit of a pending draft (checked by the guardrails)
         * @description Session cookie only: an API key gets 403.
         */
        patch: operations["patchAdminAiTrainingReviewId"];
        trace?: never;
    };
    "/api/admin/ai-training/review/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a pending draft (optionally with an edit): the engine sends it through the normal send path
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postAdminAiTrainingReviewIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ai-training/review/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending draft with a reason: the step is skipped for this prospect
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postAdminAiTrainingReviewIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ai-training/review/{id}/regenerate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new draft by the published writer, with an instruction as its brief
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postAdminAiTrainingReviewIdRegenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ai-training/examples": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Labelled examples (good or bad outputs), of one agent or all, newest first
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getAdminAiTrainingExamples"];
        put?: never;
        /**
         * Add a labelled example: a configured model sees it as a few-shot example, evaluations run it as a case
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postAdminAiTrainingExamples"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/ai-training/examples/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One labelled example
         * @description Session cookie only: an API key gets 403.
         */
        get: operations["getAdminAiTrainingExamplesId"];
        put?: never;
        post?: never;
        /**
         * Delete an example (and the evaluation case run from it)
         * @description Session cookie only: an API key gets 403.
         */
        delete: operations["deleteAdminAiTrainingExamplesId"];
        options?: never;
        head?: never;
        /**
         * Change an example: label, input, output, note or mentions
         * @description Session cookie only: an API key gets 403.
         */
        patch: operations["patchAdminAiTrainingExamplesId"];
        trace?: never;
    };
    "/api/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password; sets the session cookie. For an account with two-factor authentication it answers twoFactorRequired and a challengeToken instead: finish with POST /api/auth/two-factor
         * @description Anyone may call it: no sign-in needed.
         */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a sign-in that answered twoFactorRequired: the challengeToken with a current code or a recovery code; sets the session cookie
         * @description Anyone may call it: no sign-in needed.
         */
        post: operations["postAuthTwoFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out; the session is invalidated on the server
         * @description Anyone may call it: no sign-in needed.
         */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sign-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a Free account in trial; a link to confirm the address is mailed to it (an address that has an account gets a note instead, and the same answer). Signs nobody in. 403 when the operator closed sign-up or the install has no Admin yet; 429 past the per-address and per-recipient limits
         * @description Anyone may call it: no sign-in needed.
         */
        post: operations["postAuthSignUp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an email address with the token of the mailed link; each link works once, for 48 hours
         * @description Anyone may call it: no sign-in needed.
         */
        post: operations["postAuthVerifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/verify-email/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a new link to confirm the signed-in account’s email address; earlier links stop working
         * @description Session cookie only: an API key gets 403.
         */
        post: operations["postAuthVerifyEmailResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a link to reset the password to the address, if an account has it; the answer is the same either way
         * @description Anyone may call it: no sign-in needed.
         */
        post: operations["postAuthForgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose a new password with the token of the mailed link (works once, for 1 hour); signs out every session of the account and signs in here. For an account with two-factor authentication it answers twoFactorRequired and a challengeToken instead: finish with POST /api/auth/two-factor
         * @description Anyone may call it: no sign-in needed.
         */
        post: operations["postAuthResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unsubscribe/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unsubscribe the address the link was sent to (RFC 8058 one-click)
         * @description Mail providers POST `List-Unsubscribe=One-Click` here when the recipient clicks Unsubscribe; the address is never mailed again by that sender's sequences. Posting again changes nothing. Anyone may call it: the token names the sender and the address and cannot be forged.
         */
        post: operations["postApiUnsubscribeToken"];
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
        Error: {
            error: string;
            issues?: {
                path: string;
                message: string;
            }[];
        };
    };
    responses: {
        /** @description Bad input: `error` says what to fix, `issues` lists each field */
        BadRequest: {
            headers: {
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not signed in, or the API key is unknown, inactive or expired (see WWW-Authenticate) */
        Unauthorized: {
            headers: {
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Refused: a plan, role or account gate; a cross-site write; an API key on a path that takes none, or without the permission it needs */
        Forbidden: {
            headers: {
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not found, or not yours */
        NotFound: {
            headers: {
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Conflicts with what exists (a duplicate), or a request with the same Idempotency-Key is still running */
        Conflict: {
            headers: {
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is too large; the connection is closed after this answer */
        ContentTooLarge: {
            headers: {
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description This Idempotency-Key was already used for another request */
        UnprocessableContent: {
            headers: {
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many requests: wait Retry-After seconds */
        TooManyRequests: {
            headers: {
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An outside service (the CRM, the connect service, the payment provider) failed or refused */
        BadGateway: {
            headers: {
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description An outside service is unavailable; try again later */
        ServiceUnavailable: {
            headers: {
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
        "Idempotency-Key": string;
    };
    requestBodies: never;
    headers: {
        /** @description The limits that apply to the caller, `requests;w=seconds` each: an API key’s owner’s (e.g. `60;w=60, 1000;w=3600, 10000;w=86400`), or the web app’s per person or address */
        "RateLimit-Policy": string;
        /** @description The limit of the window closest to running out */
        "RateLimit-Limit": number;
        /** @description Requests left in that window */
        "RateLimit-Remaining": number;
        /** @description Seconds until that window starts again */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before trying again */
        "Retry-After": number;
        /** @description On an API key refusal: `Bearer error="invalid_token"` */
        "WWW-Authenticate": string;
        /** @description `true` when this is the answer kept for an earlier request with the same Idempotency-Key */
        "Idempotent-Replayed": "true";
        /** @description The file’s name: `attachment; filename="…"` */
        "Content-Disposition": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getUserFetch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        name: string;
                        bio: string;
                        companyName: string;
                        location: string;
                        image: string | null;
                        /** @enum {string} */
                        role: "Free" | "Starter" | "Premium" | "Pro" | "Admin";
                        /** @enum {string} */
                        tier: "Free" | "Starter" | "Premium" | "Pro";
                        /** @enum {string} */
                        plan: "Free" | "Starter" | "Premium" | "Pro";
                        trialEndDate: string | null;
                        isDeactivated: boolean;
                        hasAccess: boolean | null;
                        theme: ("light" | "dark") | null;
                        emailVerified: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUserRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "Free" | "Starter" | "Premium" | "Pro" | "Admin";
                        isAdmin: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchEditProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    companyName?: string | null;
                    location?: string | null;
                    bio?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        name: string;
                        bio: string;
                        companyName: string;
                        location: string;
                        image: string | null;
                        /** @enum {string} */
                        role: "Free" | "Starter" | "Premium" | "Pro" | "Admin";
                        /** @enum {string} */
                        tier: "Free" | "Starter" | "Premium" | "Pro";
                        /** @enum {string} */
                        plan: "Free" | "Starter" | "Premium" | "Pro";
                        trialEndDate: string | null;
                        isDeactivated: boolean;
                        hasAccess: boolean | null;
                        theme: ("light" | "dark") | null;
                        emailVerified: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postImageUploader: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        user: {
                            id: string;
                            email: string;
                            name: string;
                            bio: string;
                            companyName: string;
                            location: string;
                            image: string | null;
                            /** @enum {string} */
                            role: "Free" | "Starter" | "Premium" | "Pro" | "Admin";
                            /** @enum {string} */
                            tier: "Free" | "Starter" | "Premium" | "Pro";
                            /** @enum {string} */
                            plan: "Free" | "Starter" | "Premium" | "Pro";
                            trialEndDate: string | null;
                            isDeactivated: boolean;
                            hasAccess: boolean | null;
                            theme: ("light" | "dark") | null;
                            emailVerified: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAccountChangePassword: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAccountSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sessions: {
                            id: string;
                            device: string;
                            browser: string;
                            os: string;
                            ipAddress: string;
                            createdAt: string;
                            lastActiveAt: string;
                            current: boolean;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteAccountSessionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                        signedOut: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAccountSessionsRevokeOthers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        revoked: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAccountDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAccountEmail: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    newEmail: string;
                    currentPassword: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAuthConfirmEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        enabledAt: string | null;
                        recoveryCodesLeft: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postTwoFactorSetup: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        otpauthUri: string;
                        qrCodeSvg: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postTwoFactorConfirm: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recoveryCodes: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postTwoFactorDisable: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCompaniesProspectingCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCompanies: {
        parameters: {
            query?: {
                q?: string;
                sort?: "name" | "createdAt";
                direction?: "asc" | "desc";
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            name: string;
                            domain: string;
                            industry: string;
                            size: string;
                            location: string;
                            linkedinUrl: string;
                            prospectCount: number;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        nextCursor: string | null;
                        total: number;
                        totalIsCapped: boolean;
                        totalIsPartial: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postCompanies: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    domain?: string;
                    industry?: string;
                    size?: string;
                    location?: string;
                    linkedinUrl?: string;
                    /**
                     * @default refuse
                     * @enum {string}
                     */
                    ifDomainTaken?: "refuse" | "merge";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        domain: string;
                        industry: string;
                        size: string;
                        location: string;
                        linkedinUrl: string;
                        prospectCount: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCompaniesExportCsv: {
        parameters: {
            query?: {
                q?: string;
                sort?: "name" | "createdAt";
                direction?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCompaniesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        domain: string;
                        industry: string;
                        size: string;
                        location: string;
                        linkedinUrl: string;
                        prospectCount: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteCompaniesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchCompaniesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    domain?: string | null;
                    industry?: string | null;
                    size?: string | null;
                    location?: string | null;
                    linkedinUrl?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        domain: string;
                        industry: string;
                        size: string;
                        location: string;
                        linkedinUrl: string;
                        prospectCount: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postCompaniesBulkDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProspectsSavedFilters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        savedFilters: {
                            id: string;
                            name: string;
                            filter: {
                                q?: string;
                                status?: ("new" | "contacted" | "replied" | "meeting" | "won" | "lost")[];
                                titles?: string[];
                                companyId?: string;
                                /** @enum {string} */
                                sort: "createdAt" | "lastName" | "email" | "status" | "score";
                                /** @enum {string} */
                                direction: "asc" | "desc";
                            };
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postProspectsSavedFilters: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    filter: {
                        q?: string;
                        status?: ("new" | "contacted" | "replied" | "meeting" | "won" | "lost")[];
                        titles?: string[];
                        companyId?: string;
                        /**
                         * @default createdAt
                         * @enum {string}
                         */
                        sort?: "createdAt" | "lastName" | "email" | "status" | "score";
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        direction?: "asc" | "desc";
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        filter: {
                            q?: string;
                            status?: ("new" | "contacted" | "replied" | "meeting" | "won" | "lost")[];
                            titles?: string[];
                            companyId?: string;
                            /** @enum {string} */
                            sort: "createdAt" | "lastName" | "email" | "status" | "score";
                            /** @enum {string} */
                            direction: "asc" | "desc";
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteProspectsSavedFiltersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchProspectsSavedFiltersId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    filter?: {
                        q?: string;
                        status?: ("new" | "contacted" | "replied" | "meeting" | "won" | "lost")[];
                        titles?: string[];
                        companyId?: string;
                        /**
                         * @default createdAt
                         * @enum {string}
                         */
                        sort?: "createdAt" | "lastName" | "email" | "status" | "score";
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        direction?: "asc" | "desc";
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        filter: {
                            q?: string;
                            status?: ("new" | "contacted" | "replied" | "meeting" | "won" | "lost")[];
                            titles?: string[];
                            companyId?: string;
                            /** @enum {string} */
                            sort: "createdAt" | "lastName" | "email" | "status" | "score";
                            /** @enum {string} */
                            direction: "asc" | "desc";
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProspectsCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        count: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProspects: {
        parameters: {
            query?: {
                q?: string;
                status?: ("new" | "contacted" | "replied" | "meeting" | "won" | "lost")[];
                titles?: string[];
                companyId?: string;
                sort?: "createdAt" | "lastName" | "email" | "status" | "score";
                direction?: "asc" | "desc";
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            firstName: string;
                            lastName: string;
                            title: string;
                            email: string;
                            phone: string;
                            linkedinUrl: string;
                            /** @enum {string} */
                            status: "new" | "contacted" | "replied" | "meeting" | "won" | "lost";
                            companyId: string | null;
                            companyName: string | null;
                            /** @enum {string} */
                            crmSyncState: "pending" | "synced" | "failed";
                            crmExternalId: string | null;
                            personalityType: ("D" | "I" | "S" | "C") | null;
                            timeZone: string | null;
                            score: number;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        nextCursor: string | null;
                        total: number;
                        totalIsCapped: boolean;
                        totalIsPartial: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postProspects: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName?: string;
                    title?: string;
                    email?: string;
                    phone?: string;
                    linkedinUrl?: string;
                    /**
                     * @default new
                     * @enum {string}
                     */
                    status?: "new" | "contacted" | "replied" | "meeting" | "won" | "lost";
                    companyId?: string | null;
                    timeZone?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        firstName: string;
                        lastName: string;
                        title: string;
                        email: string;
                        phone: string;
                        linkedinUrl: string;
                        /** @enum {string} */
                        status: "new" | "contacted" | "replied" | "meeting" | "won" | "lost";
                        companyId: string | null;
                        companyName: string | null;
                        /** @enum {string} */
                        crmSyncState: "pending" | "synced" | "failed";
                        crmExternalId: string | null;
                        personalityType: ("D" | "I" | "S" | "C") | null;
                        timeZone: string | null;
                        score: number;
                        createdAt: string;
                        updatedAt: string;
                        engagementGuide: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProspectsExportCsv: {
        parameters: {
            query?: {
                q?: string;
                status?: ("new" | "contacted" | "replied" | "meeting" | "won" | "lost")[];
                titles?: string[];
                companyId?: string;
                sort?: "createdAt" | "lastName" | "email" | "status" | "score";
                direction?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProspectsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        firstName: string;
                        lastName: string;
                        title: string;
                        email: string;
                        phone: string;
                        linkedinUrl: string;
                        /** @enum {string} */
                        status: "new" | "contacted" | "replied" | "meeting" | "won" | "lost";
                        companyId: string | null;
                        companyName: string | null;
                        /** @enum {string} */
                        crmSyncState: "pending" | "synced" | "failed";
                        crmExternalId: string | null;
                        personalityType: ("D" | "I" | "S" | "C") | null;
                        timeZone: string | null;
                        score: number;
                        createdAt: string;
                        updatedAt: string;
                        engagementGuide: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteProspectsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchProspectsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    firstName?: string;
                    lastName?: string | null;
                    title?: string | null;
                    email?: string | null;
                    phone?: string | null;
                    linkedinUrl?: string | null;
                    /** @enum {string} */
                    status?: "new" | "contacted" | "replied" | "meeting" | "won" | "lost";
                    companyId?: string | null;
                    timeZone?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        firstName: string;
                        lastName: string;
                        title: string;
                        email: string;
                        phone: string;
                        linkedinUrl: string;
                        /** @enum {string} */
                        status: "new" | "contacted" | "replied" | "meeting" | "won" | "lost";
                        companyId: string | null;
                        companyName: string | null;
                        /** @enum {string} */
                        crmSyncState: "pending" | "synced" | "failed";
                        crmExternalId: string | null;
                        personalityType: ("D" | "I" | "S" | "C") | null;
                        timeZone: string | null;
                        score: number;
                        createdAt: string;
                        updatedAt: string;
                        engagementGuide: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchProspectsIdPersonality: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    personalityType: ("D" | "I" | "S" | "C") | null;
                    /** @default false */
                    regenerate?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        firstName: string;
                        lastName: string;
                        title: string;
                        email: string;
                        phone: string;
                        linkedinUrl: string;
                        /** @enum {string} */
                        status: "new" | "contacted" | "replied" | "meeting" | "won" | "lost";
                        companyId: string | null;
                        companyName: string | null;
                        /** @enum {string} */
                        crmSyncState: "pending" | "synced" | "failed";
                        crmExternalId: string | null;
                        personalityType: ("D" | "I" | "S" | "C") | null;
                        timeZone: string | null;
                        score: number;
                        createdAt: string;
                        updatedAt: string;
                        engagementGuide: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchProspectsIdGuide: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    engagementGuide: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        firstName: string;
                        lastName: string;
                        title: string;
                        email: string;
                        phone: string;
                        linkedinUrl: string;
                        /** @enum {string} */
                        status: "new" | "contacted" | "replied" | "meeting" | "won" | "lost";
                        companyId: string | null;
                        companyName: string | null;
                        /** @enum {string} */
                        crmSyncState: "pending" | "synced" | "failed";
                        crmExternalId: string | null;
                        personalityType: ("D" | "I" | "S" | "C") | null;
                        timeZone: string | null;
                        score: number;
                        createdAt: string;
                        updatedAt: string;
                        engagementGuide: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postProspectsBulkDelete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postProspectsImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rows: {
                        line: number;
                        values: {
                            [key: string]: string;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        created: number;
                        merged: number;
                        errors: {
                            line: number;
                            message: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCrmSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        provider: ("salesforce" | "hubspot") | null;
                        syncLeadsEnabled: boolean;
                        autoCreateAccounts: boolean;
                        autoCreateContacts: boolean;
                        includeLinkedInProfile: boolean;
                        fieldMappings: {
                            id: string;
                            /** @enum {string} */
                            sourceField: "firstName" | "lastName" | "email" | "phone" | "title" | "linkedinUrl" | "status" | "companyName" | "companyDomain" | "companyIndustry" | "companySize" | "companyLocation";
                            targetField: string;
                            enabled: boolean;
                            required: boolean;
                        }[];
                        lastSyncAt: string | null;
                        connected: boolean;
                        connectedProviders: ("salesforce" | "hubspot")[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchCrmSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    enabled?: boolean;
                    provider?: ("salesforce" | "hubspot") | null;
                    syncLeadsEnabled?: boolean;
                    autoCreateAccounts?: boolean;
                    autoCreateContacts?: boolean;
                    includeLinkedInProfile?: boolean;
                    fieldMappings?: {
                        id: string;
                        /** @enum {string} */
                        sourceField: "firstName" | "lastName" | "email" | "phone" | "title" | "linkedinUrl" | "status" | "companyName" | "companyDomain" | "companyIndustry" | "companySize" | "companyLocation";
                        targetField: string;
                        enabled: boolean;
                        /** @default false */
                        required?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        provider: ("salesforce" | "hubspot") | null;
                        syncLeadsEnabled: boolean;
                        autoCreateAccounts: boolean;
                        autoCreateContacts: boolean;
                        includeLinkedInProfile: boolean;
                        fieldMappings: {
                            id: string;
                            /** @enum {string} */
                            sourceField: "firstName" | "lastName" | "email" | "phone" | "title" | "linkedinUrl" | "status" | "companyName" | "companyDomain" | "companyIndustry" | "companySize" | "companyLocation";
                            targetField: string;
                            enabled: boolean;
                            required: boolean;
                        }[];
                        lastSyncAt: string | null;
                        connected: boolean;
                        connectedProviders: ("salesforce" | "hubspot")[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postCrmCheckConnection: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        connected: boolean;
                        error: string | null;
                        errorType: ("token_expired" | "invalid_credentials" | "inactive_org" | "unknown" | "not_connected") | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    postCrmDisconnect: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        crmSettings: {
                            enabled: boolean;
                            provider: ("salesforce" | "hubspot") | null;
                            syncLeadsEnabled: boolean;
                            autoCreateAccounts: boolean;
                            autoCreateContacts: boolean;
                            includeLinkedInProfile: boolean;
                            fieldMappings: {
                                id: string;
                                /** @enum {string} */
                                sourceField: "firstName" | "lastName" | "email" | "phone" | "title" | "linkedinUrl" | "status" | "companyName" | "companyDomain" | "companyIndustry" | "companySize" | "companyLocation";
                                targetField: string;
                                enabled: boolean;
                                required: boolean;
                            }[];
                            lastSyncAt: string | null;
                            connected: boolean;
                            connectedProviders: ("salesforce" | "hubspot")[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCrmFields: {
        parameters: {
            query: {
                object: "Contact" | "Account";
                provider?: "salesforce";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields: {
                            id: string;
                            label: string;
                            type: string;
                            required: boolean;
                            createable: boolean;
                            updateable: boolean;
                            custom: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    getHubspotFields: {
        parameters: {
            query: {
                objectType: "contacts" | "companies";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fields: {
                            id: string;
                            label: string;
                            type: string;
                            required: boolean;
                            createable: boolean;
                            updateable: boolean;
                            custom: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    postCrmCreateField: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    objectType: "Contact" | "Account";
                    /** @default  */
                    fieldName?: string;
                    /** @default  */
                    fieldLabel?: string;
                    /** @enum {string} */
                    fieldType: "Text" | "Email" | "Url" | "Phone" | "TextArea" | "Number" | "Date" | "DateTime" | "Checkbox" | "Picklist";
                    length?: number;
                    description?: string;
                    /** @default false */
                    required?: boolean;
                    /** @default false */
                    unique?: boolean;
                    /** @default [] */
                    picklistValues?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        field: {
                            id: string;
                            label: string;
                            type: string;
                            required: boolean;
                            createable: boolean;
                            updateable: boolean;
                            custom: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    postHubspotCreateProperty: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    objectType: "contacts" | "companies";
                    /** @default  */
                    fieldName?: string;
                    /** @default  */
                    fieldLabel?: string;
                    /** @enum {string} */
                    fieldType: "string" | "number" | "date" | "datetime" | "enumeration" | "bool";
                    description?: string;
                    /** @enum {string} */
                    groupName?: "contactinformation" | "emailinformation" | "phonenumberinformation" | "conversioninformation" | "webanalyticsinformation" | "socialmediainformation" | "companyinformation";
                    /** @default [] */
                    options?: {
                        /** @default  */
                        label?: string;
                        /** @default  */
                        value?: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        field: {
                            id: string;
                            label: string;
                            type: string;
                            required: boolean;
                            createable: boolean;
                            updateable: boolean;
                            custom: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    getCrmSyncLeads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        statistics: {
                            totalLeads: number;
                            syncedLeads: number;
                            pendingLeads: number;
                            failedLeads: number;
                        };
                        lastSyncAt: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postCrmSyncLeads: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        syncedLeads: number;
                        failedLeads: number;
                        accounts: number;
                        morePending: boolean;
                        started: boolean;
                        /** @enum {string} */
                        state: "idle" | "queued" | "running" | "waiting";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postCrmTestSync: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        message: string;
                        written: {
                            /** @enum {string} */
                            object: "contact" | "account";
                            sourceId: string;
                            externalId: string;
                            created: boolean;
                            fields: {
                                [key: string]: string | number | boolean | null;
                            };
                        }[];
                        failed: {
                            /** @enum {string} */
                            object: "contact" | "account";
                            sourceId: string;
                            error: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    getCrmSyncStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        state: "idle" | "queued" | "running" | "waiting" | "failed";
                        pushed: number;
                        failed: number;
                        pending: number;
                        lastError: string | null;
                        startedAt: string | null;
                        finishedAt: string | null;
                        resumeAt: string | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminSearchUsers: {
        parameters: {
            query?: {
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        users: {
                            id: string;
                            email: string;
                            name: string;
                            /** @enum {string} */
                            role: "Free" | "Starter" | "Premium" | "Pro" | "Admin";
                            /** @enum {string} */
                            tier: "Free" | "Starter" | "Premium" | "Pro";
                            isDeactivated: boolean;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAdminUsersIdPlan: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    plan: "Free" | "Starter" | "Premium" | "Pro";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        email: string;
                        name: string;
                        /** @enum {string} */
                        role: "Free" | "Starter" | "Premium" | "Pro" | "Admin";
                        /** @enum {string} */
                        tier: "Free" | "Starter" | "Premium" | "Pro";
                        isDeactivated: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAdminImpersonate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        impersonationData: {
                            targetUserId: string;
                            targetUserEmail: string;
                            /** @enum {string} */
                            targetUserRole: "Free" | "Starter" | "Premium" | "Pro" | "Admin";
                        };
                        targetUser: {
                            id: string;
                            email: string;
                            name: string;
                            bio: string;
                            companyName: string;
                            location: string;
                            image: string | null;
                            /** @enum {string} */
                            role: "Free" | "Starter" | "Premium" | "Pro" | "Admin";
                            /** @enum {string} */
                            tier: "Free" | "Starter" | "Premium" | "Pro";
                            /** @enum {string} */
                            plan: "Free" | "Starter" | "Premium" | "Pro";
                            trialEndDate: string | null;
                            isDeactivated: boolean;
                            hasAccess: boolean | null;
                            theme: ("light" | "dark") | null;
                            emailVerified: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAdminStopImpersonate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminAuditLog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            id: string;
                            adminEmail: string;
                            targetEmail: string;
                            /** @enum {string} */
                            action: "start" | "stop" | "write";
                            procedure: string | null;
                            ipAddress: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiAccessSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        maxKeys: number;
                        defaultExpiration: number;
                        allowedOrigins: string[];
                        rateLimit: {
                            requestsPerMinute: number;
                            requestsPerHour: number;
                            requestsPerDay: number;
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchApiAccessSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    maxKeys?: number;
                    defaultExpiration?: number;
                    allowedOrigins?: string[];
                    rateLimit?: {
                        requestsPerMinute?: number;
                        requestsPerHour?: number;
                        requestsPerDay?: number;
                    };
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        maxKeys: number;
                        defaultExpiration: number;
                        allowedOrigins: string[];
                        rateLimit: {
                            requestsPerMinute: number;
                            requestsPerHour: number;
                            requestsPerDay: number;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getApiAccessKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: {
                            id: string;
                            name: string;
                            prefix: string;
                            maskedKey: string;
                            permissions: ("leads:read" | "leads:write" | "leads:enrich" | "linkedin:read" | "linkedin:schedule" | "linkedin:upload" | "campaigns:read" | "campaigns:write" | "analytics:read" | "users:read" | "profile:read" | "voice:create" | "voice:read" | "voice:update" | "voice:delete" | "voice:preview")[];
                            isActive: boolean;
                            isExpired: boolean;
                            createdAt: string;
                            expiresAt: string | null;
                            usageCount: number;
                            lastUsed: string | null;
                            lastIpAddress: string | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postApiAccessKeys: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    permissions: ("leads:read" | "leads:write" | "leads:enrich" | "linkedin:read" | "linkedin:schedule" | "linkedin:upload" | "campaigns:read" | "campaigns:write" | "analytics:read" | "users:read" | "profile:read" | "voice:create" | "voice:read" | "voice:update" | "voice:delete" | "voice:preview")[];
                    expiresIn: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        prefix: string;
                        maskedKey: string;
                        permissions: ("leads:read" | "leads:write" | "leads:enrich" | "linkedin:read" | "linkedin:schedule" | "linkedin:upload" | "campaigns:read" | "campaigns:write" | "analytics:read" | "users:read" | "profile:read" | "voice:create" | "voice:read" | "voice:update" | "voice:delete" | "voice:preview")[];
                        isActive: boolean;
                        isExpired: boolean;
                        createdAt: string;
                        expiresAt: string | null;
                        usageCount: number;
                        lastUsed: string | null;
                        lastIpAddress: string | null;
                        key: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteApiAccessKeysId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchApiAccessKeysId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isActive: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        prefix: string;
                        maskedKey: string;
                        permissions: ("leads:read" | "leads:write" | "leads:enrich" | "linkedin:read" | "linkedin:schedule" | "linkedin:upload" | "campaigns:read" | "campaigns:write" | "analytics:read" | "users:read" | "profile:read" | "voice:create" | "voice:read" | "voice:update" | "voice:delete" | "voice:preview")[];
                        isActive: boolean;
                        isExpired: boolean;
                        createdAt: string;
                        expiresAt: string | null;
                        usageCount: number;
                        lastUsed: string | null;
                        lastIpAddress: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endpoints: {
                            id: string;
                            url: string;
                            events: string[];
                            enabled: boolean;
                            secretHint: string;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        eventTypes: string[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: ("enrollment.started" | "enrollment.finished" | "email.sent" | "reply.received" | "reply.classified" | "email.bounced" | "prospect.unsubscribed" | "meeting.booked" | "prospect.created" | "prospect.updated" | "call.completed")[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        events: string[];
                        enabled: boolean;
                        secretHint: string;
                        createdAt: string;
                        updatedAt: string;
                        secret: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getWebhooksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        events: string[];
                        enabled: boolean;
                        secretHint: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteWebhooksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchWebhooksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    url?: string;
                    events?: ("enrollment.started" | "enrollment.finished" | "email.sent" | "reply.received" | "reply.classified" | "email.bounced" | "prospect.unsubscribed" | "meeting.booked" | "prospect.created" | "prospect.updated" | "call.completed")[];
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        events: string[];
                        enabled: boolean;
                        secretHint: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postWebhooksIdRotateSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        url: string;
                        events: string[];
                        enabled: boolean;
                        secretHint: string;
                        createdAt: string;
                        updatedAt: string;
                        secret: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getWebhooksIdDeliveries: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: {
                            id: string;
                            endpointId: string;
                            eventId: string;
                            eventType: string;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            attempts: number;
                            maxAttempts: number;
                            responseStatus: number | null;
                            response: string | null;
                            payload: string;
                            createdAt: string;
                            lastAttemptAt: string | null;
                            deliveredAt: string | null;
                            nextAttemptAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postWebhooksDeliveriesIdRedeliver: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        delivery: {
                            id: string;
                            endpointId: string;
                            eventId: string;
                            eventType: string;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            attempts: number;
                            maxAttempts: number;
                            responseStatus: number | null;
                            response: string | null;
                            payload: string;
                            createdAt: string;
                            lastAttemptAt: string | null;
                            deliveredAt: string | null;
                            nextAttemptAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postWebhooksIdTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        delivery: {
                            id: string;
                            endpointId: string;
                            eventId: string;
                            eventType: string;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            attempts: number;
                            maxAttempts: number;
                            responseStatus: number | null;
                            response: string | null;
                            payload: string;
                            createdAt: string;
                            lastAttemptAt: string | null;
                            deliveredAt: string | null;
                            nextAttemptAt: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getBillingSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        plan: "Free" | "Starter" | "Premium" | "Pro";
                        /** @enum {string} */
                        provider: "stripe" | "sandbox";
                        subscription: {
                            /** @enum {string} */
                            plan: "Starter" | "Premium" | "Pro";
                            /** @enum {string} */
                            period: "monthly" | "yearly";
                            /** @enum {string} */
                            status: "active" | "past_due" | "canceled";
                            currentPeriodEnd: number | null;
                            graceUntil: number | null;
                            cancelAtPeriodEnd: boolean;
                        } | null;
                        hasCustomer: boolean;
                        history: {
                            at: number;
                            fromPlan: string;
                            toPlan: string;
                            period: ("monthly" | "yearly") | null;
                            /** @enum {string} */
                            source: "provider" | "admin" | "grace-ended";
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postBillingCheckout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    plan: "Starter" | "Premium" | "Pro";
                    /** @enum {string} */
                    period: "monthly" | "yearly";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    postBillingPortal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    postBillingWebhook: {
        parameters: {
            query?: never;
            header: {
                /** @description The signature of the body, checked before anything is read. */
                "Stripe-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Read as raw bytes: the signature covers them exactly as sent. */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        received: true;
                        outcome: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getLinkedinRetrieveSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        startTime: string;
                        endTime: string;
                        timezone: {
                            value: string;
                            label: string;
                            offset: number;
                            abbrev: string;
                            altName: string;
                        };
                        operatingDays: {
                            id: number;
                            title: string;
                            isChecked: boolean;
                        }[];
                        excludedDays: number[];
                        contactInfo: {
                            city: string;
                            state: string;
                            country: string;
                            place: string;
                        };
                        warmupEnabled: boolean;
                        startEndLimit: {
                            low: number;
                            high: number;
                        };
                        increaseBy: number;
                        warmupPeriod: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchLinkedinIntegration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    startTime?: string;
                    endTime?: string;
                    timezone?: {
                        value: string;
                        label: string;
                        offset: number;
                        abbrev: string;
                        altName: string;
                    };
                    operatingDays?: {
                        id: number;
                        title: string;
                        isChecked: boolean;
                    }[];
                    excludedDays?: number[];
                    contactInfo?: {
                        city: string;
                        state: string;
                        country: string;
                        place: string;
                    };
                    warmupEnabled?: boolean;
                    startEndLimit?: {
                        low: number;
                        high: number;
                    };
                    increaseBy?: number;
                    warmupPeriod?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        startTime: string;
                        endTime: string;
                        timezone: {
                            value: string;
                            label: string;
                            offset: number;
                            abbrev: string;
                            altName: string;
                        };
                        operatingDays: {
                            id: number;
                            title: string;
                            isChecked: boolean;
                        }[];
                        excludedDays: number[];
                        contactInfo: {
                            city: string;
                            state: string;
                            country: string;
                            place: string;
                        };
                        warmupEnabled: boolean;
                        startEndLimit: {
                            low: number;
                            high: number;
                        };
                        increaseBy: number;
                        warmupPeriod: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchLinkedinSwitch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postLinkedinSequencesUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    csv?: string;
                    rows?: {
                        [key: string]: string;
                    }[];
                    mapping?: {
                        [key: string]: "linkedinUrl" | "fullName" | "firstName" | "lastName" | "company" | "title" | "email" | "";
                    };
                    sequenceId?: string;
                    newSequence?: {
                        name: string;
                        /** @default  */
                        connectNote?: string;
                        message: string;
                        /** @default 1 */
                        messageDelayDays?: number;
                    };
                    /**
                     * @default start
                     * @enum {string}
                     */
                    action?: "validate" | "preview" | "start";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mapping: {
                            [key: string]: string;
                        };
                        report: {
                            total: number;
                            valid: number;
                            duplicates: {
                                line: number;
                                mergedIntoLine: number;
                                linkedinUrl: string;
                            }[];
                            invalid: {
                                line: number;
                                value: string;
                                reason: string;
                            }[];
                        };
                        preview: {
                            rows: {
                                prospectId: string;
                                prospectName: string;
                                email: string;
                                stepId: string;
                                position: number;
                                /** @enum {string} */
                                kind: "auto_email" | "manual_email" | "call" | "linkedin_visit" | "linkedin_connect" | "linkedin_message" | "task";
                                variantLabel: string | null;
                                dueAt: number;
                                timeZone: string;
                                missing: string[];
                            }[];
                            prospectCount: number;
                            truncated: boolean;
                        } | null;
                        result: {
                            sequenceId: string;
                            created: number;
                            updated: number;
                            enrolled: number;
                            skipped: {
                                line: number;
                                linkedinUrl: string;
                                reason: string;
                            }[];
                            started: boolean;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getLinkedinSequences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sequences: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "draft" | "active" | "paused";
                            stepCount: number;
                            enrolled: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getLinkedinAnalytics: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                sequenceId?: string;
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        timeZone: string;
                        from: string;
                        to: string;
                        today: {
                            date: string;
                            limit: number;
                            used: number;
                            warmupDay: number | null;
                        };
                        totals: {
                            visits: number;
                            invitations: number;
                            accepted: number;
                            acceptanceRate: number | null;
                            messages: number;
                            replies: number;
                            replyRate: number | null;
                        };
                        days: {
                            visits: number;
                            invitations: number;
                            accepted: number;
                            acceptanceRate: number | null;
                            messages: number;
                            replies: number;
                            replyRate: number | null;
                            date: string;
                        }[];
                        sequences: {
                            visits: number;
                            invitations: number;
                            accepted: number;
                            acceptanceRate: number | null;
                            messages: number;
                            replies: number;
                            replyRate: number | null;
                            sequenceId: string;
                            name: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getLinkedinAnalyticsCsv: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                sequenceId?: string;
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getLinkedinAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        connected: boolean;
                        kind: ("sandbox" | "unipile" | "manual") | null;
                        name: string;
                        status: ("active" | "paused" | "disconnected") | null;
                        pausedUntil: number | null;
                        pauseReason: string | null;
                        warmupStartedOn: string | null;
                        lastSyncedAt: number | null;
                        today: {
                            date: string;
                            count: number;
                            limit: number;
                        };
                        unipileAvailable: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postLinkedinAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "sandbox" | "unipile" | "manual";
                    externalAccountId?: string;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        connected: boolean;
                        kind: ("sandbox" | "unipile" | "manual") | null;
                        name: string;
                        status: ("active" | "paused" | "disconnected") | null;
                        pausedUntil: number | null;
                        pauseReason: string | null;
                        warmupStartedOn: string | null;
                        lastSyncedAt: number | null;
                        today: {
                            date: string;
                            count: number;
                            limit: number;
                        };
                        unipileAvailable: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postLinkedinAccountSync: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accepted: number;
                        messages: number;
                        replies: number;
                        sent: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postLinkedinAccountSimulateSignal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    signal: "limit" | "security";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getLinkedinConversations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conversations: {
                            id: string;
                            name: string;
                            profileUrl: string;
                            prospect: {
                                id: string;
                                name: string;
                            } | null;
                            unreadCount: number;
                            lastMessageAt: number;
                            lastMessageText: string;
                        }[];
                        unreadTotal: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getLinkedinConversationsIdMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        conversation: {
                            id: string;
                            name: string;
                            profileUrl: string;
                            prospect: {
                                id: string;
                                name: string;
                            } | null;
                            unreadCount: number;
                            lastMessageAt: number;
                            lastMessageText: string;
                        };
                        messages: {
                            id: string;
                            /** @enum {string} */
                            direction: "inbound" | "outbound";
                            /** @enum {string} */
                            status: "queued" | "sent" | "received" | "failed";
                            text: string;
                            at: number;
                            note: string | null;
                            replyClass: {
                                /** @enum {string} */
                                class: "interested" | "meeting-request" | "not-now" | "not-interested" | "out-of-office" | "unsubscribe" | "wrong-person" | "bounce" | "other";
                                /** @enum {string} */
                                source: "rules" | "model" | "user";
                                reason: string;
                                resumeOn: string | null;
                                referral: {
                                    name: string;
                                    email: string;
                                } | null;
                                classifiedAt: string;
                            } | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postLinkedinConversationsIdMessages: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: {
                            id: string;
                            /** @enum {string} */
                            direction: "inbound" | "outbound";
                            /** @enum {string} */
                            status: "queued" | "sent" | "received" | "failed";
                            text: string;
                            at: number;
                            note: string | null;
                            replyClass: {
                                /** @enum {string} */
                                class: "interested" | "meeting-request" | "not-now" | "not-interested" | "out-of-office" | "unsubscribe" | "wrong-person" | "bounce" | "other";
                                /** @enum {string} */
                                source: "rules" | "model" | "user";
                                reason: string;
                                resumeOn: string | null;
                                referral: {
                                    name: string;
                                    email: string;
                                } | null;
                                classifiedAt: string;
                            } | null;
                        };
                        /** @enum {string} */
                        outcome: "sent" | "queued";
                        sendAt: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postLinkedinConversationsIdRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        profileUrl: string;
                        prospect: {
                            id: string;
                            name: string;
                        } | null;
                        unreadCount: number;
                        lastMessageAt: number;
                        lastMessageText: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchLinkedinConversationsIdClass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    class: "interested" | "meeting-request" | "not-now" | "not-interested" | "out-of-office" | "unsubscribe" | "wrong-person" | "bounce" | "other";
                    resumeOn?: string | null;
                    messageId?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        replyClass: {
                            /** @enum {string} */
                            class: "interested" | "meeting-request" | "not-now" | "not-interested" | "out-of-office" | "unsubscribe" | "wrong-person" | "bounce" | "other";
                            /** @enum {string} */
                            source: "rules" | "model" | "user";
                            reason: string;
                            resumeOn: string | null;
                            referral: {
                                name: string;
                                email: string;
                            } | null;
                            classifiedAt: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCalendarRetrieveAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        calendarOn: boolean;
                        startTime: string;
                        endTime: string;
                        timezone: {
                            value: string;
                            label: string;
                            offset: number;
                            abbrev: string;
                            altName: string;
                        };
                        excludedMeetingDays: number[];
                        calendarIntegrationSelected: ("Google Calendar" | "Outlook") | null;
                        /** @enum {string} */
                        meetingLocation: "Zoom" | "Google Meet" | "In Person" | "Microsoft Teams";
                        meetingTitle: string;
                        meetingDuration: number;
                        eventDescription: string;
                        conferenceLink: {
                            location: string;
                            description: string;
                        };
                        bookingHandle: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchCalendarCalendarSwitch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    calendarOn: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        calendarOn: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchCalendarUpdateAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    startTime: string;
                    endTime: string;
                    timezone: {
                        value: string;
                        label: string;
                        offset: number;
                        abbrev: string;
                        altName: string;
                    };
                    conferenceLinkSettings: {
                        location: string;
                        description: string;
                    };
                    eventDescription: string;
                    excludedMeetingDays: number[];
                    calendarIntegrationSelected: ("Google Calendar" | "Outlook") | null;
                    /** @enum {string} */
                    meetingLocation: "Zoom" | "Google Meet" | "In Person" | "Microsoft Teams";
                    meetingTitle: string;
                    meetingDuration: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        calendarOn: boolean;
                        startTime: string;
                        endTime: string;
                        timezone: {
                            value: string;
                            label: string;
                            offset: number;
                            abbrev: string;
                            altName: string;
                        };
                        excludedMeetingDays: number[];
                        calendarIntegrationSelected: ("Google Calendar" | "Outlook") | null;
                        /** @enum {string} */
                        meetingLocation: "Zoom" | "Google Meet" | "In Person" | "Microsoft Teams";
                        meetingTitle: string;
                        meetingDuration: number;
                        eventDescription: string;
                        conferenceLink: {
                            location: string;
                            description: string;
                        };
                        bookingHandle: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSignatureGetSignature: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        emailSignatureImage: string;
                        emailSignatureText: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchSignatureEditSignature: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    emailSignatureImage: string;
                    emailSignatureText?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        emailSignatureImage: string;
                        emailSignatureText: string;
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postEmailCreateTestSignatureDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    to: string;
                    subject: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        draftId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTeamsMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        _id: string | null;
                        teamName: string | null;
                        totalMembers: number;
                        members: {
                            id: string;
                            name: string;
                            email: string;
                            avatar: string | null;
                            admin: boolean;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postTeamsInvite: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    teamName: string;
                    emails: string[];
                    /** @enum {string} */
                    role: "member" | "admin";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        teamId: string;
                        invited: string[];
                        alreadyMembers: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postTeamsActions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "makeAdmin" | "removeAdmin" | "deleteMember";
                    memberId: string;
                    teamId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postTeamsAcceptInvite: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        teamId: string;
                        teamName: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getTeamsInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        invitations: {
                            id: string;
                            email: string;
                            /** @enum {string} */
                            role: "member" | "admin";
                            invitedAt: string;
                            expiresAt: string;
                            expired: boolean;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postTeamsInvitationsIdResend: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        invitation: {
                            id: string;
                            email: string;
                            /** @enum {string} */
                            role: "member" | "admin";
                            invitedAt: string;
                            expiresAt: string;
                            expired: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteTeamsInvitationsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchTeams: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    teamName: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        teamId: string;
                        teamName: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMailboxes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mailboxes: {
                            id: string;
                            /** @enum {string} */
                            kind: "smtp" | "google" | "outlook";
                            label: string;
                            fromName: string;
                            fromAddress: string;
                            smtp: {
                                host: string;
                                port: number;
                                /** @enum {string} */
                                security: "tls" | "starttls" | "none";
                                username: string;
                                passwordSet: boolean;
                            } | null;
                            imap: {
                                host: string;
                                port: number;
                                /** @enum {string} */
                                security: "tls" | "starttls" | "none";
                                username: string;
                                passwordSet: boolean;
                            } | null;
                            dailyCap: number;
                            minGapSeconds: number;
                            jitterSeconds: number;
                            warmupEnabled: boolean;
                            warmupStartLimit: number;
                            warmupIncreaseBy: number;
                            warmupPeriod: number;
                            warmupStartedOn: string | null;
                            /** @enum {string} */
                            status: "active" | "paused" | "error";
                            lastError: string | null;
                            lastTestedAt: string | null;
                            createdAt: string;
                            stats: {
                                sent: number;
                                replies: number;
                                bounces: number;
                                today: number;
                                todayCap: number;
                            };
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postMailboxes: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label: string;
                    fromName: string;
                    fromAddress: string;
                    smtpHost: string;
                    smtpPort: number;
                    /** @enum {string} */
                    smtpSecurity: "tls" | "starttls" | "none";
                    smtpUsername: string;
                    smtpPassword: string;
                    /** @default null */
                    imap?: {
                        imapHost: string;
                        imapPort: number;
                        /** @enum {string} */
                        imapSecurity: "tls" | "starttls" | "none";
                        imapUsername: string;
                        imapPassword: string;
                    } | null;
                    dailyCap: number;
                    minGapSeconds: number;
                    jitterSeconds: number;
                    warmupEnabled: boolean;
                    warmupStartLimit: number;
                    warmupIncreaseBy: number;
                    warmupPeriod: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        mailbox: {
                            id: string;
                            /** @enum {string} */
                            kind: "smtp" | "google" | "outlook";
                            label: string;
                            fromName: string;
                            fromAddress: string;
                            smtp: {
                                host: string;
                                port: number;
                                /** @enum {string} */
                                security: "tls" | "starttls" | "none";
                                username: string;
                                passwordSet: boolean;
                            } | null;
                            imap: {
                                host: string;
                                port: number;
                                /** @enum {string} */
                                security: "tls" | "starttls" | "none";
                                username: string;
                                passwordSet: boolean;
                            } | null;
                            dailyCap: number;
                            minGapSeconds: number;
                            jitterSeconds: number;
                            warmupEnabled: boolean;
                            warmupStartLimit: number;
                            warmupIncreaseBy: number;
                            warmupPeriod: number;
                            warmupStartedOn: string | null;
                            /** @enum {string} */
                            status: "active" | "paused" | "error";
                            lastError: string | null;
                            lastTestedAt: string | null;
                            createdAt: string;
                            stats: {
                                sent: number;
                                replies: number;
                                bounces: number;
                                today: number;
                                todayCap: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    postMailboxesAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    provider: "google" | "outlook";
                    label?: string;
                    fromName?: string;
                    dailyCap?: number;
                    minGapSeconds?: number;
                    jitterSeconds?: number;
                    warmupEnabled?: boolean;
                    warmupStartLimit?: number;
                    warmupIncreaseBy?: number;
                    warmupPeriod?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        mailbox: {
                            id: string;
                            /** @enum {string} */
                            kind: "smtp" | "google" | "outlook";
                            label: string;
                            fromName: string;
                            fromAddress: string;
                            smtp: {
                                host: string;
                                port: number;
                                /** @enum {string} */
                                security: "tls" | "starttls" | "none";
                                username: string;
                                passwordSet: boolean;
                            } | null;
                            imap: {
                                host: string;
                                port: number;
                                /** @enum {string} */
                                security: "tls" | "starttls" | "none";
                                username: string;
                                passwordSet: boolean;
                            } | null;
                            dailyCap: number;
                            minGapSeconds: number;
                            jitterSeconds: number;
                            warmupEnabled: boolean;
                            warmupStartLimit: number;
                            warmupIncreaseBy: number;
                            warmupPeriod: number;
                            warmupStartedOn: string | null;
                            /** @enum {string} */
                            status: "active" | "paused" | "error";
                            lastError: string | null;
                            lastTestedAt: string | null;
                            createdAt: string;
                            stats: {
                                sent: number;
                                replies: number;
                                bounces: number;
                                today: number;
                                todayCap: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    deleteMailboxesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchMailboxesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    label?: string;
                    fromName?: string;
                    fromAddress?: string;
                    smtpHost?: string;
                    smtpPort?: number;
                    /** @enum {string} */
                    smtpSecurity?: "tls" | "starttls" | "none";
                    smtpUsername?: string;
                    smtpPassword?: string;
                    imap?: {
                        imapHost: string;
                        imapPort: number;
                        /** @enum {string} */
                        imapSecurity: "tls" | "starttls" | "none";
                        imapUsername: string;
                        imapPassword: string;
                    } | null;
                    /** @enum {string} */
                    status?: "active" | "paused";
                    dailyCap?: number;
                    minGapSeconds?: number;
                    jitterSeconds?: number;
                    warmupEnabled?: boolean;
                    warmupStartLimit?: number;
                    warmupIncreaseBy?: number;
                    warmupPeriod?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mailbox: {
                            id: string;
                            /** @enum {string} */
                            kind: "smtp" | "google" | "outlook";
                            label: string;
                            fromName: string;
                            fromAddress: string;
                            smtp: {
                                host: string;
                                port: number;
                                /** @enum {string} */
                                security: "tls" | "starttls" | "none";
                                username: string;
                                passwordSet: boolean;
                            } | null;
                            imap: {
                                host: string;
                                port: number;
                                /** @enum {string} */
                                security: "tls" | "starttls" | "none";
                                username: string;
                                passwordSet: boolean;
                            } | null;
                            dailyCap: number;
                            minGapSeconds: number;
                            jitterSeconds: number;
                            warmupEnabled: boolean;
                            warmupStartLimit: number;
                            warmupIncreaseBy: number;
                            warmupPeriod: number;
                            warmupStartedOn: string | null;
                            /** @enum {string} */
                            status: "active" | "paused" | "error";
                            lastError: string | null;
                            lastTestedAt: string | null;
                            createdAt: string;
                            stats: {
                                sent: number;
                                replies: number;
                                bounces: number;
                                today: number;
                                todayCap: number;
                            };
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    postMailboxesIdTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    to: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        messageId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    postMailboxesTest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fromName: string;
                    fromAddress: string;
                    smtpHost: string;
                    smtpPort: number;
                    /** @enum {string} */
                    smtpSecurity: "tls" | "starttls" | "none";
                    smtpUsername: string;
                    smtpPassword: string;
                    to: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        messageId: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    getMailboxesOutbox: {
        parameters: {
            query?: {
                kind?: "sent" | "draft";
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            id: string;
                            /** @enum {string} */
                            kind: "sent" | "draft";
                            from: string;
                            to: string[];
                            subject: string;
                            text: string;
                            attachments: {
                                filename: string;
                                contentType: string;
                            }[];
                            createdAt: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMailboxesInbox: {
        parameters: {
            query?: {
                group?: "replies" | "automatic" | "unmatched";
                unreadOnly?: boolean;
                cursor?: string;
                limit?: number;
                replyClass?: "interested" | "meeting-request" | "not-now" | "not-interested" | "out-of-office" | "unsubscribe" | "wrong-person" | "bounce" | "other";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: ({
                            /** @constant */
                            channel: "email";
                            id: string;
                            from: string;
                            fromName: string;
                            subject: string;
                            preview: string;
                            classification: string;
                            unread: boolean;
                            at: string;
                            outboxMessageId: string | null;
                            replyClass: {
                                /** @enum {string} */
                                class: "interested" | "meeting-request" | "not-now" | "not-interested" | "out-of-office" | "unsubscribe" | "wrong-person" | "bounce" | "other";
                                /** @enum {string} */
                                source: "rules" | "model" | "user";
                                reason: string;
                                resumeOn: string | null;
                                referral: {
                                    name: string;
                                    email: string;
                                } | null;
                                classifiedAt: string;
                            } | null;
                        } | {
                            /** @constant */
                            channel: "linkedin";
                            id: string;
                            name: string;
                            profileUrl: string;
                            prospect: {
                                id: string;
                                name: string;
                            } | null;
                            preview: string;
                            unread: boolean;
                            unreadCount: number;
                            at: string;
                            replyClass: {
                                /** @enum {string} */
                                class: "interested" | "meeting-request" | "not-now" | "not-interested" | "out-of-office" | "unsubscribe" | "wrong-person" | "bounce" | "other";
                                /** @enum {string} */
                                source: "rules" | "model" | "user";
                                reason: string;
                                resumeOn: string | null;
                                referral: {
                                    name: string;
                                    email: string;
                                } | null;
                                classifiedAt: string;
                            } | null;
                        })[];
                        nextCursor: string | null;
                        unread: {
                            replies: number;
                            automatic: number;
                            unmatched: number;
                        };
                        includesLinkedin: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMailboxesInboxId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: {
                            /** @constant */
                            channel: "email";
                            id: string;
                            from: string;
                            fromName: string;
                            subject: string;
                            preview: string;
                            classification: string;
                            unread: boolean;
                            at: string;
                            outboxMessageId: string | null;
                            replyClass: {
                                /** @enum {string} */
                                class: "interested" | "meeting-request" | "not-now" | "not-interested" | "out-of-office" | "unsubscribe" | "wrong-person" | "bounce" | "other";
                                /** @enum {string} */
                                source: "rules" | "model" | "user";
                                reason: string;
                                resumeOn: string | null;
                                referral: {
                                    name: string;
                                    email: string;
                                } | null;
                                classifiedAt: string;
                            } | null;
                        } | {
                            /** @constant */
                            channel: "linkedin";
                            id: string;
                            name: string;
                            profileUrl: string;
                            prospect: {
                                id: string;
                                name: string;
                            } | null;
                            preview: string;
                            unread: boolean;
                            unreadCount: number;
                            at: string;
                            replyClass: {
                                /** @enum {string} */
                                class: "interested" | "meeting-request" | "not-now" | "not-interested" | "out-of-office" | "unsubscribe" | "wrong-person" | "bounce" | "other";
                                /** @enum {string} */
                                source: "rules" | "model" | "user";
                                reason: string;
                                resumeOn: string | null;
                                referral: {
                                    name: string;
                                    email: string;
                                } | null;
                                classifiedAt: string;
                            } | null;
                        };
                        thread: {
                            id: string;
                            /** @enum {string} */
                            direction: "sent" | "received";
                            from: string;
                            to: string[];
                            subject: string;
                            text: string;
                            at: string;
                            classification: string | null;
                        }[];
                        reply: {
                            mailbox: {
                                id: string;
                                label: string;
                                from: string;
                            } | null;
                            from: string;
                            to: string;
                            subject: string;
                            cannotReply: string | null;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postMailboxesInboxIdRead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @default true */
                    read?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        channel: "email";
                        id: string;
                        from: string;
                        fromName: string;
                        subject: string;
                        preview: string;
                        classification: string;
                        unread: boolean;
                        at: string;
                        outboxMessageId: string | null;
                        replyClass: {
                            /** @enum {string} */
                            class: "interested" | "meeting-request" | "not-now" | "not-interested" | "out-of-office" | "unsubscribe" | "wrong-person" | "bounce" | "other";
                            /** @enum {string} */
                            source: "rules" | "model" | "user";
                            reason: string;
                            resumeOn: string | null;
                            referral: {
                                name: string;
                                email: string;
                            } | null;
                            classifiedAt: string;
                        } | null;
                    } | {
                        /** @constant */
                        channel: "linkedin";
                        id: string;
                        name: string;
                        profileUrl: string;
                        prospect: {
                            id: string;
                            name: string;
                        } | null;
                        preview: string;
                        unread: boolean;
                        unreadCount: number;
                        at: string;
                        replyClass: {
                            /** @enum {string} */
                            class: "interested" | "meeting-request" | "not-now" | "not-interested" | "out-of-office" | "unsubscribe" | "wrong-person" | "bounce" | "other";
                            /** @enum {string} */
                            source: "rules" | "model" | "user";
                            reason: string;
                            resumeOn: string | null;
                            referral: {
                                name: string;
                                email: string;
                            } | null;
                            classifiedAt: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postMailboxesInboxIdReply: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                    /** Format: uuid */
                    requestId?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        outboxMessageId: string;
                        messageId: string;
                        from: string;
                        to: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    getMailboxesMessagesIdConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messageId: string;
                        subject: string;
                        enrollment: {
                            id: string;
                            sequenceId: string;
                            sequenceName: string;
                            /** @enum {string} */
                            status: "active" | "paused" | "finished";
                            finishReason: string | null;
                        } | null;
                        suppression: {
                            email: string;
                            /** @enum {string} */
                            reason: "unsubscribed" | "bounced" | "manual";
                        } | null;
                        entries: {
                            id: string;
                            /** @enum {string} */
                            direction: "sent" | "received";
                            from: string;
                            to: string[];
                            subject: string;
                            text: string;
                            at: string;
                            classification: ("reply" | "out_of_office" | "bounce" | "unsubscribe" | "unmatched") | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postMailboxesMessagesIdSimulateReply: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "reply" | "out_of_office" | "bounce" | "unsubscribe";
                    text?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        classification: "reply" | "out_of_office" | "bounce" | "unsubscribe" | "unmatched";
                        enrollmentId: string | null;
                        signal: ("replied" | "bounced" | "unsubscribed" | "meeting") | null;
                        replyClass: string | null;
                        paused: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMailboxesInbound: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        messages: {
                            id: string;
                            from: string;
                            fromName: string;
                            subject: string;
                            /** @enum {string} */
                            classification: "reply" | "out_of_office" | "bounce" | "unsubscribe" | "unmatched";
                            /** @enum {string} */
                            source: "smtp" | "imap" | "simulated";
                            outboxMessageId: string | null;
                            receivedAt: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMailboxesSuppressions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        addresses: {
                            email: string;
                            /** @enum {string} */
                            reason: "unsubscribed" | "bounced" | "manual";
                            createdAt: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getChatExportLists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lists: {
                            /** @enum {string} */
                            list: "Your Sales Agent" | "Favourite" | "Archived" | "Deleted";
                            chats: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getChatExportDownload: {
        parameters: {
            query: {
                lists: ("Your Sales Agent" | "Favourite" | "Archived" | "Deleted")[];
                format: "PDF" | "DOC" | "JPG";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                    "image/jpeg": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postChatExportDownload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    lists: ("Your Sales Agent" | "Favourite" | "Archived" | "Deleted")[];
                    /** @enum {string} */
                    format: "PDF" | "DOC" | "JPG";
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                    "image/jpeg": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSetupStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        needsFirstAdmin: boolean;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postSetupFirstAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    password: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            email: string;
                            name: string;
                            bio: string;
                            companyName: string;
                            location: string;
                            image: string | null;
                            /** @enum {string} */
                            role: "Free" | "Starter" | "Premium" | "Pro" | "Admin";
                            /** @enum {string} */
                            tier: "Free" | "Starter" | "Premium" | "Pro";
                            /** @enum {string} */
                            plan: "Free" | "Starter" | "Premium" | "Pro";
                            trialEndDate: string | null;
                            isDeactivated: boolean;
                            hasAccess: boolean | null;
                            theme: ("light" | "dark") | null;
                            emailVerified: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUserIntegrations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        integrations: {
                            /** @enum {string} */
                            providerConfigKey: "google" | "outlook" | "salesforce" | "hubspot" | "google-calendar" | "zoom" | "linkedin" | "attio";
                            addedDate: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postSaveIntegration: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    providerConfigKey: "google" | "outlook" | "salesforce" | "hubspot" | "google-calendar" | "zoom" | "linkedin" | "attio";
                    connectionId?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        message: string;
                        integration: {
                            /** @enum {string} */
                            providerConfigKey: "google" | "outlook" | "salesforce" | "hubspot" | "google-calendar" | "zoom" | "linkedin" | "attio";
                            addedDate: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    deleteUserIntegrationsDeauthorize: {
        parameters: {
            query: {
                providerConfigKey: "google" | "outlook" | "salesforce" | "hubspot" | "google-calendar" | "zoom" | "linkedin" | "attio";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                        error: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    getSequences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sequences: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "draft" | "active" | "paused";
                            stepCount: number;
                            activeCount: number;
                            finishedCount: number;
                            sent: number;
                            linkedinActions: number;
                            replied: number;
                            completed: boolean;
                            createdAt: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postSequences: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default false */
                    stopForCompany?: boolean;
                    steps: {
                        id?: string;
                        /** @enum {string} */
                        kind: "auto_email" | "manual_email" | "call" | "linkedin_visit" | "linkedin_connect" | "linkedin_message" | "task";
                        /** @default 0 */
                        delayDays?: number;
                        /** @default true */
                        businessDays?: boolean;
                        /** @default false */
                        sameThread?: boolean;
                        /** @default false */
                        review?: boolean;
                        /** @default  */
                        body?: string;
                        /** @default [] */
                        variants?: {
                            id?: string;
                            /** @default  */
                            subject?: string;
                            /** @default  */
                            body?: string;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        status: "draft" | "active" | "paused";
                        stopForCompany: boolean;
                        completed: boolean;
                        createdAt: number;
                        updatedAt: number;
                        steps: {
                            id: string;
                            position: number;
                            /** @enum {string} */
                            kind: "auto_email" | "manual_email" | "call" | "linkedin_visit" | "linkedin_connect" | "linkedin_message" | "task";
                            delayDays: number;
                            businessDays: boolean;
                            sameThread: boolean;
                            review: boolean;
                            body: string;
                            variants: {
                                id: string;
                                label: string;
                                subject: string;
                                body: string;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSequencesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        status: "draft" | "active" | "paused";
                        stopForCompany: boolean;
                        completed: boolean;
                        createdAt: number;
                        updatedAt: number;
                        steps: {
                            id: string;
                            position: number;
                            /** @enum {string} */
                            kind: "auto_email" | "manual_email" | "call" | "linkedin_visit" | "linkedin_connect" | "linkedin_message" | "task";
                            delayDays: number;
                            businessDays: boolean;
                            sameThread: boolean;
                            review: boolean;
                            body: string;
                            variants: {
                                id: string;
                                label: string;
                                subject: string;
                                body: string;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteSequencesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchSequencesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    stopForCompany?: boolean;
                    steps?: {
                        id?: string;
                        /** @enum {string} */
                        kind: "auto_email" | "manual_email" | "call" | "linkedin_visit" | "linkedin_connect" | "linkedin_message" | "task";
                        /** @default 0 */
                        delayDays?: number;
                        /** @default true */
                        businessDays?: boolean;
                        /** @default false */
                        sameThread?: boolean;
                        /** @default false */
                        review?: boolean;
                        /** @default  */
                        body?: string;
                        /** @default [] */
                        variants?: {
                            id?: string;
                            /** @default  */
                            subject?: string;
                            /** @default  */
                            body?: string;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        status: "draft" | "active" | "paused";
                        stopForCompany: boolean;
                        completed: boolean;
                        createdAt: number;
                        updatedAt: number;
                        steps: {
                            id: string;
                            position: number;
                            /** @enum {string} */
                            kind: "auto_email" | "manual_email" | "call" | "linkedin_visit" | "linkedin_connect" | "linkedin_message" | "task";
                            delayDays: number;
                            businessDays: boolean;
                            sameThread: boolean;
                            review: boolean;
                            body: string;
                            variants: {
                                id: string;
                                label: string;
                                subject: string;
                                body: string;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postSequencesIdActivate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        status: "draft" | "active" | "paused";
                        stopForCompany: boolean;
                        completed: boolean;
                        createdAt: number;
                        updatedAt: number;
                        steps: {
                            id: string;
                            position: number;
                            /** @enum {string} */
                            kind: "auto_email" | "manual_email" | "call" | "linkedin_visit" | "linkedin_connect" | "linkedin_message" | "task";
                            delayDays: number;
                            businessDays: boolean;
                            sameThread: boolean;
                            review: boolean;
                            body: string;
                            variants: {
                                id: string;
                                label: string;
                                subject: string;
                                body: string;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postSequencesIdPause: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        status: "draft" | "active" | "paused";
                        stopForCompany: boolean;
                        completed: boolean;
                        createdAt: number;
                        updatedAt: number;
                        steps: {
                            id: string;
                            position: number;
                            /** @enum {string} */
                            kind: "auto_email" | "manual_email" | "call" | "linkedin_visit" | "linkedin_connect" | "linkedin_message" | "task";
                            delayDays: number;
                            businessDays: boolean;
                            sameThread: boolean;
                            review: boolean;
                            body: string;
                            variants: {
                                id: string;
                                label: string;
                                subject: string;
                                body: string;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSequencesIdEnrollments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enrollments: {
                            prospectId: string;
                            name: string;
                            email: string;
                            company: string | null;
                            /** @enum {string} */
                            status: "active" | "paused" | "finished";
                            finishReason: ("completed" | "replied" | "bounced" | "unsubscribed" | "meeting" | "company_stopped" | "removed") | null;
                            currentStep: number | null;
                            nextDueAt: number | null;
                            enrolledAt: number;
                            pausedBy?: {
                                /** @enum {string} */
                                replyClass: "out-of-office" | "not-now";
                                resumeOn: string;
                            } | null;
                        }[];
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postSequencesIdEnrollments: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    prospectIds?: string[];
                    filter?: {
                        q?: string;
                        status?: ("new" | "contacted" | "replied" | "meeting" | "won" | "lost")[];
                        titles?: string[];
                        companyId?: string;
                        /**
                         * @default createdAt
                         * @enum {string}
                         */
                        sort?: "createdAt" | "lastName" | "email" | "status" | "score";
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        direction?: "asc" | "desc";
                    };
                    /** @default false */
                    allowOtherActive?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enrolled: string[];
                        skipped: {
                            prospectId: string;
                            reason: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postSequencesIdSchedulePreview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    prospectIds?: string[];
                    filter?: {
                        q?: string;
                        status?: ("new" | "contacted" | "replied" | "meeting" | "won" | "lost")[];
                        titles?: string[];
                        companyId?: string;
                        /**
                         * @default createdAt
                         * @enum {string}
                         */
                        sort?: "createdAt" | "lastName" | "email" | "status" | "score";
                        /**
                         * @default desc
                         * @enum {string}
                         */
                        direction?: "asc" | "desc";
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            prospectId: string;
                            prospectName: string;
                            email: string;
                            stepId: string;
                            position: number;
                            /** @enum {string} */
                            kind: "auto_email" | "manual_email" | "call" | "linkedin_visit" | "linkedin_connect" | "linkedin_message" | "task";
                            variantLabel: string | null;
                            dueAt: number;
                            timeZone: string;
                            missing: string[];
                        }[];
                        prospectCount: number;
                        truncated: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteSequencesIdEnrollmentsProspectId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                prospectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        prospectId: string;
                        /** @enum {string} */
                        status: "active" | "paused" | "finished";
                        finishReason: ("completed" | "replied" | "bounced" | "unsubscribed" | "meeting" | "company_stopped" | "removed") | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postSequencesIdEnrollmentsProspectIdPause: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
                prospectId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        prospectId: string;
                        /** @enum {string} */
                        status: "active" | "paused" | "finished";
                        finishReason: ("completed" | "replied" | "bounced" | "unsubscribed" | "meeting" | "company_stopped" | "removed") | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postSequencesIdEnrollmentsProspectIdResume: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
                prospectId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        prospectId: string;
                        /** @enum {string} */
                        status: "active" | "paused" | "finished";
                        finishReason: ("completed" | "replied" | "bounced" | "unsubscribed" | "meeting" | "company_stopped" | "removed") | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSequencesIdSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        rows: {
                            prospectId: string;
                            prospectName: string;
                            email: string;
                            stepId: string;
                            position: number;
                            /** @enum {string} */
                            kind: "auto_email" | "manual_email" | "call" | "linkedin_visit" | "linkedin_connect" | "linkedin_message" | "task";
                            variantLabel: string | null;
                            dueAt: number;
                            timeZone: string;
                            missing: string[];
                        }[];
                        prospectCount: number;
                        truncated: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSequencesIdStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totals: {
                            enrolled: number;
                            sent: number;
                            replied: number;
                            bounced: number;
                            unsubscribed: number;
                            meetings: number;
                        };
                        steps: {
                            stepId: string;
                            position: number;
                            /** @enum {string} */
                            kind: "auto_email" | "manual_email" | "call" | "linkedin_visit" | "linkedin_connect" | "linkedin_message" | "task";
                            enrolled: number;
                            sent: number;
                            replied: number;
                            bounced: number;
                            unsubscribed: number;
                            meetings: number;
                            variants: {
                                variantId: string;
                                label: string;
                                enrolled: number;
                                sent: number;
                                replied: number;
                                bounced: number;
                                unsubscribed: number;
                                meetings: number;
                            }[];
                        }[];
                        daily: {
                            date: string;
                            sent: number;
                            replied: number;
                        }[];
                        replyClasses: {
                            /** @enum {string} */
                            class: "interested" | "meeting-request" | "not-now" | "not-interested" | "out-of-office" | "unsubscribe" | "wrong-person" | "bounce" | "other";
                            count: number;
                        }[];
                        calls: {
                            done: number;
                            byDisposition: {
                                disposition: string;
                                count: number;
                            }[];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProspectsIdActivity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        events: {
                            at: number;
                            /** @enum {string} */
                            kind: "enrolled" | "sent" | "task_created" | "task_done" | "flagged" | "replied" | "bounced" | "unsubscribed" | "meeting" | "paused" | "resumed" | "finished" | "linkedin_visit" | "invitation_sent" | "invitation_accepted" | "linkedin_message_sent" | "linkedin_reply";
                            sequenceId: string;
                            sequenceName: string;
                            stepPosition: number | null;
                            detail: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postProspectsIdOutreachSignal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "replied" | "bounced" | "unsubscribed";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        finished: number;
                        /** @enum {string} */
                        status: "new" | "contacted" | "replied" | "meeting" | "won" | "lost";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getOutreachSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        startTime: string;
                        endTime: string;
                        timezone: {
                            value: string;
                            label: string;
                            offset: number;
                            abbrev: string;
                            altName: string;
                        };
                        operatingDays: {
                            id: number;
                            title: string;
                            isChecked: boolean;
                        }[];
                        excludedDays: number[];
                        excludedDates: string[];
                        useProspectTimeZone: boolean;
                        dailyCap: number;
                        minGapSeconds: number;
                        jitterSeconds: number;
                        warmupEnabled: boolean;
                        warmupStartLimit: number;
                        warmupIncreaseBy: number;
                        warmupPeriod: number;
                        warmupStartedOn: string | null;
                        unsubscribeLine: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchOutreachSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    startTime?: string;
                    endTime?: string;
                    timezone?: {
                        value: string;
                        label: string;
                        offset: number;
                        abbrev: string;
                        altName: string;
                    };
                    operatingDays?: {
                        id: number;
                        title: string;
                        isChecked: boolean;
                    }[];
                    excludedDays?: number[];
                    excludedDates?: string[];
                    useProspectTimeZone?: boolean;
                    dailyCap?: number;
                    minGapSeconds?: number;
                    jitterSeconds?: number;
                    warmupEnabled?: boolean;
                    warmupStartLimit?: number;
                    warmupIncreaseBy?: number;
                    warmupPeriod?: number;
                    unsubscribeLine?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        startTime: string;
                        endTime: string;
                        timezone: {
                            value: string;
                            label: string;
                            offset: number;
                            abbrev: string;
                            altName: string;
                        };
                        operatingDays: {
                            id: number;
                            title: string;
                            isChecked: boolean;
                        }[];
                        excludedDays: number[];
                        excludedDates: string[];
                        useProspectTimeZone: boolean;
                        dailyCap: number;
                        minGapSeconds: number;
                        jitterSeconds: number;
                        warmupEnabled: boolean;
                        warmupStartLimit: number;
                        warmupIncreaseBy: number;
                        warmupPeriod: number;
                        warmupStartedOn: string | null;
                        unsubscribeLine: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getOutreachTasks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tasks: {
                            id: string;
                            sequenceId: string;
                            sequenceName: string;
                            stepId: string;
                            position: number;
                            /** @enum {string} */
                            kind: "auto_email" | "manual_email" | "call" | "linkedin_visit" | "linkedin_connect" | "linkedin_message" | "task";
                            prospectId: string;
                            prospectName: string;
                            email: string;
                            company: string | null;
                            linkedinUrl: string;
                            phone: string;
                            subject: string;
                            text: string;
                            missing: string[];
                            dueAt: number;
                            /** @enum {string} */
                            source: "sequence" | "play";
                            title: string | null;
                            taskType: ("call" | "email" | "linkedin" | "todo") | null;
                            playId: string | null;
                            playName: string | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postOutreachTasksIdComplete: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @constant */
                        status: "done";
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDomains: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        resolver: "system" | "demo";
                        domains: {
                            id: string;
                            domain: string;
                            dkimSelector: string;
                            /** @enum {string} */
                            status: "unchecked" | "not_verified" | "verified";
                            verifiedAt: string | null;
                            lastCheckedAt: string | null;
                            createdAt: string;
                            records: {
                                /** @enum {string} */
                                kind: "spf" | "dkim" | "dmarc" | "mx";
                                /** @enum {string} */
                                type: "TXT" | "MX";
                                name: string;
                                host: string;
                                value: string | null;
                                priority: number | null;
                                required: boolean;
                                purpose: string;
                                /** @enum {string} */
                                state: "unchecked" | "missing" | "wrong" | "ok";
                                found: string[];
                                fix: string | null;
                            }[];
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDomains: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    domain: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        domain: string;
                        dkimSelector: string;
                        /** @enum {string} */
                        status: "unchecked" | "not_verified" | "verified";
                        verifiedAt: string | null;
                        lastCheckedAt: string | null;
                        createdAt: string;
                        records: {
                            /** @enum {string} */
                            kind: "spf" | "dkim" | "dmarc" | "mx";
                            /** @enum {string} */
                            type: "TXT" | "MX";
                            name: string;
                            host: string;
                            value: string | null;
                            priority: number | null;
                            required: boolean;
                            purpose: string;
                            /** @enum {string} */
                            state: "unchecked" | "missing" | "wrong" | "ok";
                            found: string[];
                            fix: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDomainsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        domain: string;
                        dkimSelector: string;
                        /** @enum {string} */
                        status: "unchecked" | "not_verified" | "verified";
                        verifiedAt: string | null;
                        lastCheckedAt: string | null;
                        createdAt: string;
                        records: {
                            /** @enum {string} */
                            kind: "spf" | "dkim" | "dmarc" | "mx";
                            /** @enum {string} */
                            type: "TXT" | "MX";
                            name: string;
                            host: string;
                            value: string | null;
                            priority: number | null;
                            required: boolean;
                            purpose: string;
                            /** @enum {string} */
                            state: "unchecked" | "missing" | "wrong" | "ok";
                            found: string[];
                            fix: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteDomainsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDomainsIdVerify: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        domain: string;
                        dkimSelector: string;
                        /** @enum {string} */
                        status: "unchecked" | "not_verified" | "verified";
                        verifiedAt: string | null;
                        lastCheckedAt: string | null;
                        createdAt: string;
                        records: {
                            /** @enum {string} */
                            kind: "spf" | "dkim" | "dmarc" | "mx";
                            /** @enum {string} */
                            type: "TXT" | "MX";
                            name: string;
                            host: string;
                            value: string | null;
                            priority: number | null;
                            required: boolean;
                            purpose: string;
                            /** @enum {string} */
                            state: "unchecked" | "missing" | "wrong" | "ok";
                            found: string[];
                            fix: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putDomainsIdDemoRecords: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "spf" | "dkim" | "dmarc" | "mx";
                    value: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        domain: string;
                        dkimSelector: string;
                        /** @enum {string} */
                        status: "unchecked" | "not_verified" | "verified";
                        verifiedAt: string | null;
                        lastCheckedAt: string | null;
                        createdAt: string;
                        records: {
                            /** @enum {string} */
                            kind: "spf" | "dkim" | "dmarc" | "mx";
                            /** @enum {string} */
                            type: "TXT" | "MX";
                            name: string;
                            host: string;
                            value: string | null;
                            priority: number | null;
                            required: boolean;
                            purpose: string;
                            /** @enum {string} */
                            state: "unchecked" | "missing" | "wrong" | "ok";
                            found: string[];
                            fix: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDomainsIdDemoRecords: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    kinds?: ("spf" | "dkim" | "dmarc" | "mx")[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        domain: string;
                        dkimSelector: string;
                        /** @enum {string} */
                        status: "unchecked" | "not_verified" | "verified";
                        verifiedAt: string | null;
                        lastCheckedAt: string | null;
                        createdAt: string;
                        records: {
                            /** @enum {string} */
                            kind: "spf" | "dkim" | "dmarc" | "mx";
                            /** @enum {string} */
                            type: "TXT" | "MX";
                            name: string;
                            host: string;
                            value: string | null;
                            priority: number | null;
                            required: boolean;
                            purpose: string;
                            /** @enum {string} */
                            state: "unchecked" | "missing" | "wrong" | "ok";
                            found: string[];
                            fix: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getVoices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        voices: {
                            id: string;
                            name: string;
                            provider: string;
                            providerLabel: string;
                            language: string;
                            speed: number;
                            pitch: number;
                            voicemailText: string;
                            createdAt: number;
                            updatedAt: number;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postVoices: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * @default en-US
                     * @enum {string}
                     */
                    language?: "en-US" | "en-GB" | "fr" | "de" | "es" | "it" | "pt" | "nl";
                    /** @default 160 */
                    speed?: number;
                    /** @default 50 */
                    pitch?: number;
                    /** @default  */
                    voicemailText?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        provider: string;
                        providerLabel: string;
                        language: string;
                        speed: number;
                        pitch: number;
                        voicemailText: string;
                        createdAt: number;
                        updatedAt: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteVoicesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchVoicesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    /** @enum {string} */
                    language?: "en-US" | "en-GB" | "fr" | "de" | "es" | "it" | "pt" | "nl";
                    speed?: number;
                    pitch?: number;
                    voicemailText?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        provider: string;
                        providerLabel: string;
                        language: string;
                        speed: number;
                        pitch: number;
                        voicemailText: string;
                        createdAt: number;
                        updatedAt: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postVoicesIdPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    text?: string;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    getDialerDispositions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dispositions: {
                            id: string;
                            label: string;
                            /** @enum {string} */
                            effect: "none" | "meeting" | "do_not_call" | "bad_number";
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putDialerDispositions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    dispositions: {
                        id?: string;
                        label: string;
                        /** @enum {string} */
                        effect: "none" | "meeting" | "do_not_call" | "bad_number";
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        dispositions: {
                            id: string;
                            label: string;
                            /** @enum {string} */
                            effect: "none" | "meeting" | "do_not_call" | "bad_number";
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDialerScript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        opener: string;
                        objections: {
                            objection: string;
                            answer: string;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putDialerScript: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    opener: string;
                    objections: {
                        objection: string;
                        answer: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        opener: string;
                        objections: {
                            objection: string;
                            answer: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDialerSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        callingStartMinute: number;
                        callingEndMinute: number;
                        defaultCountryCode: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchDialerSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    callingStartMinute?: number;
                    callingEndMinute?: number;
                    defaultCountryCode?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        callingStartMinute: number;
                        callingEndMinute: number;
                        defaultCountryCode: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDialerToday: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        date: string;
                        timeZone: string;
                        calls: number;
                        meetings: number;
                        byDisposition: {
                            disposition: string | null;
                            count: number;
                        }[];
                        callTasksDue: number;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDialerSessions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @constant */
                    source: "selection";
                    prospectIds: string[];
                } | {
                    /** @constant */
                    source: "saved_filter";
                    savedFilterId: string;
                } | {
                    /** @constant */
                    source: "call_tasks";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        source: "selection" | "saved_filter" | "call_tasks";
                        provider: {
                            id: string;
                            label: string;
                            placesCalls: boolean;
                            browserCalls: boolean;
                        };
                        items: {
                            id: string;
                            prospectId: string;
                            name: string;
                            company: string | null;
                            /** @enum {string} */
                            status: "waiting" | "current" | "done" | "skipped";
                            skipReason: string | null;
                        }[];
                        current: {
                            itemId: string;
                            prospect: {
                                id: string;
                                name: string;
                                title: string;
                                company: string | null;
                                email: string;
                                phone: string;
                                phoneE164: string | null;
                                timeZone: string | null;
                                localTime: string | null;
                                status: string;
                                engagementGuide: string | null;
                                lastActivity: {
                                    at: number;
                                    what: string;
                                } | null;
                            };
                            task: {
                                id: string;
                                sequenceName: string;
                            } | null;
                            script: {
                                opener: string;
                                objections: {
                                    objection: string;
                                    answer: string;
                                    /** @enum {string} */
                                    source: "team" | "knowledge";
                                }[];
                                agent: {
                                    version: {
                                        id: string;
                                        number: number;
                                    } | null;
                                    instructions: string;
                                    stages: ("introduction" | "qualification" | "value" | "objections" | "close")[];
                                    facts: {
                                        title: string;
                                        body: string;
                                    }[];
                                    neverClaim: string[];
                                };
                                modelOpener: {
                                    /** @constant */
                                    status: "no-model";
                                    message: string;
                                } | {
                                    /** @constant */
                                    status: "writing";
                                    model: string;
                                } | {
                                    /** @constant */
                                    status: "ready";
                                    model: string;
                                    text: string;
                                } | {
                                    /** @constant */
                                    status: "blocked";
                                    model: string;
                                    reasons: string[];
                                } | {
                                    /** @constant */
                                    status: "failed";
                                    model: string;
                                    reasons: string[];
                                };
                            };
                            call: {
                                id: string;
                                prospectId: string;
                                userId: string;
                                userName: string;
                                sessionId: string | null;
                                toNumber: string;
                                provider: string;
                                status: string;
                                disposition: string | null;
                                notes: string;
                                durationSeconds: number | null;
                                recordingUrl: string | null;
                                answeredBy: ("human" | "machine") | null;
                                voicemail: {
                                    voiceId: string | null;
                                    droppedAt: number;
                                } | null;
                                followUp: {
                                    dueAt: number;
                                    note: string;
                                } | null;
                                startedAt: number;
                                endedAt: number | null;
                            } | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getDialerSessionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        source: "selection" | "saved_filter" | "call_tasks";
                        provider: {
                            id: string;
                            label: string;
                            placesCalls: boolean;
                            browserCalls: boolean;
                        };
                        items: {
                            id: string;
                            prospectId: string;
                            name: string;
                            company: string | null;
                            /** @enum {string} */
                            status: "waiting" | "current" | "done" | "skipped";
                            skipReason: string | null;
                        }[];
                        current: {
                            itemId: string;
                            prospect: {
                                id: string;
                                name: string;
                                title: string;
                                company: string | null;
                                email: string;
                                phone: string;
                                phoneE164: string | null;
                                timeZone: string | null;
                                localTime: string | null;
                                status: string;
                                engagementGuide: string | null;
                                lastActivity: {
                                    at: number;
                                    what: string;
                                } | null;
                            };
                            task: {
                                id: string;
                                sequenceName: string;
                            } | null;
                            script: {
                                opener: string;
                                objections: {
                                    objection: string;
                                    answer: string;
                                    /** @enum {string} */
                                    source: "team" | "knowledge";
                                }[];
                                agent: {
                                    version: {
                                        id: string;
                                        number: number;
                                    } | null;
                                    instructions: string;
                                    stages: ("introduction" | "qualification" | "value" | "objections" | "close")[];
                                    facts: {
                                        title: string;
                                        body: string;
                                    }[];
                                    neverClaim: string[];
                                };
                                modelOpener: {
                                    /** @constant */
                                    status: "no-model";
                                    message: string;
                                } | {
                                    /** @constant */
                                    status: "writing";
                                    model: string;
                                } | {
                                    /** @constant */
                                    status: "ready";
                                    model: string;
                                    text: string;
                                } | {
                                    /** @constant */
                                    status: "blocked";
                                    model: string;
                                    reasons: string[];
                                } | {
                                    /** @constant */
                                    status: "failed";
                                    model: string;
                                    reasons: string[];
                                };
                            };
                            call: {
                                id: string;
                                prospectId: string;
                                userId: string;
                                userName: string;
                                sessionId: string | null;
                                toNumber: string;
                                provider: string;
                                status: string;
                                disposition: string | null;
                                notes: string;
                                durationSeconds: number | null;
                                recordingUrl: string | null;
                                answeredBy: ("human" | "machine") | null;
                                voicemail: {
                                    voiceId: string | null;
                                    droppedAt: number;
                                } | null;
                                followUp: {
                                    dueAt: number;
                                    note: string;
                                } | null;
                                startedAt: number;
                                endedAt: number | null;
                            } | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDialerSessionsIdNext: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    skip?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        source: "selection" | "saved_filter" | "call_tasks";
                        provider: {
                            id: string;
                            label: string;
                            placesCalls: boolean;
                            browserCalls: boolean;
                        };
                        items: {
                            id: string;
                            prospectId: string;
                            name: string;
                            company: string | null;
                            /** @enum {string} */
                            status: "waiting" | "current" | "done" | "skipped";
                            skipReason: string | null;
                        }[];
                        current: {
                            itemId: string;
                            prospect: {
                                id: string;
                                name: string;
                                title: string;
                                company: string | null;
                                email: string;
                                phone: string;
                                phoneE164: string | null;
                                timeZone: string | null;
                                localTime: string | null;
                                status: string;
                                engagementGuide: string | null;
                                lastActivity: {
                                    at: number;
                                    what: string;
                                } | null;
                            };
                            task: {
                                id: string;
                                sequenceName: string;
                            } | null;
                            script: {
                                opener: string;
                                objections: {
                                    objection: string;
                                    answer: string;
                                    /** @enum {string} */
                                    source: "team" | "knowledge";
                                }[];
                                agent: {
                                    version: {
                                        id: string;
                                        number: number;
                                    } | null;
                                    instructions: string;
                                    stages: ("introduction" | "qualification" | "value" | "objections" | "close")[];
                                    facts: {
                                        title: string;
                                        body: string;
                                    }[];
                                    neverClaim: string[];
                                };
                                modelOpener: {
                                    /** @constant */
                                    status: "no-model";
                                    message: string;
                                } | {
                                    /** @constant */
                                    status: "writing";
                                    model: string;
                                } | {
                                    /** @constant */
                                    status: "ready";
                                    model: string;
                                    text: string;
                                } | {
                                    /** @constant */
                                    status: "blocked";
                                    model: string;
                                    reasons: string[];
                                } | {
                                    /** @constant */
                                    status: "failed";
                                    model: string;
                                    reasons: string[];
                                };
                            };
                            call: {
                                id: string;
                                prospectId: string;
                                userId: string;
                                userName: string;
                                sessionId: string | null;
                                toNumber: string;
                                provider: string;
                                status: string;
                                disposition: string | null;
                                notes: string;
                                durationSeconds: number | null;
                                recordingUrl: string | null;
                                answeredBy: ("human" | "machine") | null;
                                voicemail: {
                                    voiceId: string | null;
                                    droppedAt: number;
                                } | null;
                                followUp: {
                                    dueAt: number;
                                    note: string;
                                } | null;
                                startedAt: number;
                                endedAt: number | null;
                            } | null;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getCalls: {
        parameters: {
            query?: {
                prospectId?: string;
                userId?: string;
                disposition?: string;
                from?: number;
                to?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        calls: {
                            id: string;
                            prospectId: string;
                            userId: string;
                            userName: string;
                            sessionId: string | null;
                            toNumber: string;
                            provider: string;
                            status: string;
                            disposition: string | null;
                            notes: string;
                            durationSeconds: number | null;
                            recordingUrl: string | null;
                            answeredBy: ("human" | "machine") | null;
                            voicemail: {
                                voiceId: string | null;
                                droppedAt: number;
                            } | null;
                            followUp: {
                                dueAt: number;
                                note: string;
                            } | null;
                            startedAt: number;
                            endedAt: number | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postCalls: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    prospectId: string;
                    sessionId?: string;
                    callId?: string;
                    dispositionId: string;
                    /** @default  */
                    notes?: string;
                    durationSeconds?: number;
                    followUp?: {
                        dueAt: number;
                        /** @default  */
                        note?: string;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        prospectId: string;
                        userId: string;
                        userName: string;
                        sessionId: string | null;
                        toNumber: string;
                        provider: string;
                        status: string;
                        disposition: string | null;
                        notes: string;
                        durationSeconds: number | null;
                        recordingUrl: string | null;
                        answeredBy: ("human" | "machine") | null;
                        voicemail: {
                            voiceId: string | null;
                            droppedAt: number;
                        } | null;
                        followUp: {
                            dueAt: number;
                            note: string;
                        } | null;
                        startedAt: number;
                        endedAt: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDialerSessionsIdCall: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        prospectId: string;
                        userId: string;
                        userName: string;
                        sessionId: string | null;
                        toNumber: string;
                        provider: string;
                        status: string;
                        disposition: string | null;
                        notes: string;
                        durationSeconds: number | null;
                        recordingUrl: string | null;
                        answeredBy: ("human" | "machine") | null;
                        voicemail: {
                            voiceId: string | null;
                            droppedAt: number;
                        } | null;
                        followUp: {
                            dueAt: number;
                            note: string;
                        } | null;
                        startedAt: number;
                        endedAt: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    postDialerVoiceToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sessionId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        identity: string;
                        expiresAt: number;
                        callId: string;
                        to: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postDialerTwilioVoice: {
        parameters: {
            query?: never;
            header: {
                /** @description The signature of the body, checked before anything is read. */
                "X-Twilio-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Read as raw bytes: the signature covers them exactly as sent. */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "text/xml": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postCallsIdHangUp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        prospectId: string;
                        userId: string;
                        userName: string;
                        sessionId: string | null;
                        toNumber: string;
                        provider: string;
                        status: string;
                        disposition: string | null;
                        notes: string;
                        durationSeconds: number | null;
                        recordingUrl: string | null;
                        answeredBy: ("human" | "machine") | null;
                        voicemail: {
                            voiceId: string | null;
                            droppedAt: number;
                        } | null;
                        followUp: {
                            dueAt: number;
                            note: string;
                        } | null;
                        startedAt: number;
                        endedAt: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postCallsIdDigits: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    digits: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        callId: string;
                        digits: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    postCallsIdVoicemailDrop: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    voiceId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        prospectId: string;
                        userId: string;
                        userName: string;
                        sessionId: string | null;
                        toNumber: string;
                        provider: string;
                        status: string;
                        disposition: string | null;
                        notes: string;
                        durationSeconds: number | null;
                        recordingUrl: string | null;
                        answeredBy: ("human" | "machine") | null;
                        voicemail: {
                            voiceId: string | null;
                            droppedAt: number;
                        } | null;
                        followUp: {
                            dueAt: number;
                            note: string;
                        } | null;
                        startedAt: number;
                        endedAt: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    getDialerVoicemailAudioToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Content-Disposition": components["headers"]["Content-Disposition"];
                    [name: string]: unknown;
                };
                content: {
                    "audio/wav": Blob;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
            502: components["responses"]["BadGateway"];
        };
    };
    postDialerTwilioStatus: {
        parameters: {
            query?: never;
            header: {
                /** @description The signature of the body, checked before anything is read. */
                "X-Twilio-Signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Read as raw bytes: the signature covers them exactly as sent. */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        received: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchCallsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    dispositionId?: string;
                    notes?: string;
                    followUp?: {
                        dueAt: number;
                        /** @default  */
                        note?: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        prospectId: string;
                        userId: string;
                        userName: string;
                        sessionId: string | null;
                        toNumber: string;
                        provider: string;
                        status: string;
                        disposition: string | null;
                        notes: string;
                        durationSeconds: number | null;
                        recordingUrl: string | null;
                        answeredBy: ("human" | "machine") | null;
                        voicemail: {
                            voiceId: string | null;
                            droppedAt: number;
                        } | null;
                        followUp: {
                            dueAt: number;
                            note: string;
                        } | null;
                        startedAt: number;
                        endedAt: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getGtmPlaybooksIdPlays: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plays: {
                            id: string;
                            playbookId: string;
                            name: string;
                            /** @enum {string} */
                            trigger: "prospect_created" | "meeting_booked" | "no_reply" | "reply_class";
                            noReplyDays: number | null;
                            replyClass: ("interested" | "meeting-request" | "not-now" | "not-interested" | "out-of-office" | "unsubscribe" | "wrong-person" | "bounce" | "other") | null;
                            persona: string | null;
                            titles: string[];
                            /** @enum {string} */
                            action: "enroll" | "remove" | "set_status" | "create_task" | "push_crm";
                            sequenceId: string | null;
                            status: ("new" | "contacted" | "replied" | "meeting" | "won" | "lost") | null;
                            taskTitle: string | null;
                            taskType: ("call" | "email" | "linkedin" | "todo") | null;
                            taskDueDays: number | null;
                            enabled: boolean;
                            createdAt: number;
                            updatedAt: number;
                            lastRun: {
                                matched: number;
                                done: number;
                                skipped: {
                                    reason: string;
                                    count: number;
                                }[];
                                ranAt: number;
                            } | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postGtmPlaybooksIdPlays: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    trigger: "prospect_created" | "meeting_booked" | "no_reply" | "reply_class";
                    /** @default null */
                    noReplyDays?: number | null;
                    /** @default null */
                    replyClass?: ("interested" | "meeting-request" | "not-now" | "not-interested" | "out-of-office" | "unsubscribe" | "wrong-person" | "bounce" | "other") | null;
                    /** @default null */
                    persona?: string | null;
                    /** @default [] */
                    titles?: string[];
                    /** @enum {string} */
                    action: "enroll" | "remove" | "set_status" | "create_task" | "push_crm";
                    /** @default null */
                    sequenceId?: string | null;
                    /** @default null */
                    status?: ("new" | "contacted" | "replied" | "meeting" | "won" | "lost") | null;
                    /** @default null */
                    taskTitle?: string | null;
                    /** @default null */
                    taskType?: ("call" | "email" | "linkedin" | "todo") | null;
                    /** @default null */
                    taskDueDays?: number | null;
                    /** @default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        playbookId: string;
                        name: string;
                        /** @enum {string} */
                        trigger: "prospect_created" | "meeting_booked" | "no_reply" | "reply_class";
                        noReplyDays: number | null;
                        replyClass: ("interested" | "meeting-request" | "not-now" | "not-interested" | "out-of-office" | "unsubscribe" | "wrong-person" | "bounce" | "other") | null;
                        persona: string | null;
                        titles: string[];
                        /** @enum {string} */
                        action: "enroll" | "remove" | "set_status" | "create_task" | "push_crm";
                        sequenceId: string | null;
                        status: ("new" | "contacted" | "replied" | "meeting" | "won" | "lost") | null;
                        taskTitle: string | null;
                        taskType: ("call" | "email" | "linkedin" | "todo") | null;
                        taskDueDays: number | null;
                        enabled: boolean;
                        createdAt: number;
                        updatedAt: number;
                        lastRun: {
                            matched: number;
                            done: number;
                            skipped: {
                                reason: string;
                                count: number;
                            }[];
                            ranAt: number;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    putGtmPlaybooksIdPlaysPlayId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                playId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    trigger: "prospect_created" | "meeting_booked" | "no_reply" | "reply_class";
                    /** @default null */
                    noReplyDays?: number | null;
                    /** @default null */
                    replyClass?: ("interested" | "meeting-request" | "not-now" | "not-interested" | "out-of-office" | "unsubscribe" | "wrong-person" | "bounce" | "other") | null;
                    /** @default null */
                    persona?: string | null;
                    /** @default [] */
                    titles?: string[];
                    /** @enum {string} */
                    action: "enroll" | "remove" | "set_status" | "create_task" | "push_crm";
                    /** @default null */
                    sequenceId?: string | null;
                    /** @default null */
                    status?: ("new" | "contacted" | "replied" | "meeting" | "won" | "lost") | null;
                    /** @default null */
                    taskTitle?: string | null;
                    /** @default null */
                    taskType?: ("call" | "email" | "linkedin" | "todo") | null;
                    /** @default null */
                    taskDueDays?: number | null;
                    /** @default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        playbookId: string;
                        name: string;
                        /** @enum {string} */
                        trigger: "prospect_created" | "meeting_booked" | "no_reply" | "reply_class";
                        noReplyDays: number | null;
                        replyClass: ("interested" | "meeting-request" | "not-now" | "not-interested" | "out-of-office" | "unsubscribe" | "wrong-person" | "bounce" | "other") | null;
                        persona: string | null;
                        titles: string[];
                        /** @enum {string} */
                        action: "enroll" | "remove" | "set_status" | "create_task" | "push_crm";
                        sequenceId: string | null;
                        status: ("new" | "contacted" | "replied" | "meeting" | "won" | "lost") | null;
                        taskTitle: string | null;
                        taskType: ("call" | "email" | "linkedin" | "todo") | null;
                        taskDueDays: number | null;
                        enabled: boolean;
                        createdAt: number;
                        updatedAt: number;
                        lastRun: {
                            matched: number;
                            done: number;
                            skipped: {
                                reason: string;
                                count: number;
                            }[];
                            ranAt: number;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteGtmPlaybooksIdPlaysPlayId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                playId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        plays: {
                            id: string;
                            playbookId: string;
                            name: string;
                            /** @enum {string} */
                            trigger: "prospect_created" | "meeting_booked" | "no_reply" | "reply_class";
                            noReplyDays: number | null;
                            replyClass: ("interested" | "meeting-request" | "not-now" | "not-interested" | "out-of-office" | "unsubscribe" | "wrong-person" | "bounce" | "other") | null;
                            persona: string | null;
                            titles: string[];
                            /** @enum {string} */
                            action: "enroll" | "remove" | "set_status" | "create_task" | "push_crm";
                            sequenceId: string | null;
                            status: ("new" | "contacted" | "replied" | "meeting" | "won" | "lost") | null;
                            taskTitle: string | null;
                            taskType: ("call" | "email" | "linkedin" | "todo") | null;
                            taskDueDays: number | null;
                            enabled: boolean;
                            createdAt: number;
                            updatedAt: number;
                            lastRun: {
                                matched: number;
                                done: number;
                                skipped: {
                                    reason: string;
                                    count: number;
                                }[];
                                ranAt: number;
                            } | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getGtmPlaybooksIdTriggeredRuns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        runs: {
                            id: string;
                            playId: string;
                            playName: string;
                            /** @enum {string} */
                            trigger: "prospect_created" | "meeting_booked" | "no_reply" | "reply_class";
                            matched: number;
                            done: number;
                            skipped: {
                                reason: string;
                                count: number;
                            }[];
                            ranAt: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getGtmTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        templates: {
                            key: string;
                            name: string;
                            summary: string;
                            profile: {
                                /** @default [] */
                                industries: string[];
                                /** @default [] */
                                companySizes: string[];
                                /** @default [] */
                                locations: string[];
                                /** @default [] */
                                titles: string[];
                                /** @default [] */
                                seniorities: string[];
                                /** @default [] */
                                excludedIndustries: string[];
                                /** @default [] */
                                excludedTitles: string[];
                            };
                            personas: {
                                name: string;
                                /** @default [] */
                                titles: string[];
                                /** @default [] */
                                pains: string[];
                                /** @default [] */
                                priorities: string[];
                                /** @default [] */
                                objections: {
                                    objection: string;
                                    answer: string;
                                }[];
                                /** @default null */
                                sequenceId: string | null;
                            }[];
                            messaging: {
                                /** @default [] */
                                valuePropositions: string[];
                                /** @default [] */
                                proofPoints: string[];
                            };
                            scoringRules: {
                                /** @enum {string} */
                                attribute: "title" | "industry" | "companySize" | "location" | "status" | "email";
                                /** @enum {string} */
                                match: "contains" | "is" | "present";
                                /** @default  */
                                value: string;
                                points: number;
                                reason: string;
                            }[];
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getGtmSuggestedProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        wonProspects: number;
                        profile: {
                            /** @default [] */
                            industries: string[];
                            /** @default [] */
                            companySizes: string[];
                            /** @default [] */
                            locations: string[];
                            /** @default [] */
                            titles: string[];
                            /** @default [] */
                            seniorities: string[];
                            /** @default [] */
                            excludedIndustries: string[];
                            /** @default [] */
                            excludedTitles: string[];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getGtmPlaybooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        playbooks: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "draft" | "active" | "archived";
                            templateKey: string | null;
                            updatedAt: number;
                            audience: {
                                companies: number;
                                prospects: number;
                                capped: boolean;
                            };
                            scoreHistogram: {
                                from: number;
                                count: number;
                            }[];
                            results: {
                                enrolled: number;
                                replied: number;
                                meetings: number;
                            };
                            lastPlayRun: {
                                day: string;
                                matched: number;
                                enrolled: number;
                                skipped: number;
                            } | null;
                            personas: {
                                enrolled: number;
                                replied: number;
                                meetings: number;
                                name: string;
                                sequenceId: string | null;
                                sequenceName: string | null;
                            }[];
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postGtmPlaybooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    templateKey?: string;
                    name?: string;
                    profile?: {
                        /** @default [] */
                        industries?: string[];
                        /** @default [] */
                        companySizes?: string[];
                        /** @default [] */
                        locations?: string[];
                        /** @default [] */
                        titles?: string[];
                        /** @default [] */
                        seniorities?: string[];
                        /** @default [] */
                        excludedIndustries?: string[];
                        /** @default [] */
                        excludedTitles?: string[];
                    };
                    personas?: {
                        name: string;
                        /** @default [] */
                        titles?: string[];
                        /** @default [] */
                        pains?: string[];
                        /** @default [] */
                        priorities?: string[];
                        /** @default [] */
                        objections?: {
                            objection: string;
                            answer: string;
                        }[];
                        /** @default null */
                        sequenceId?: string | null;
                    }[];
                    messaging?: {
                        /** @default [] */
                        valuePropositions?: string[];
                        /** @default [] */
                        proofPoints?: string[];
                    };
                    scoringRules?: {
                        /** @enum {string} */
                        attribute: "title" | "industry" | "companySize" | "location" | "status" | "email";
                        /** @enum {string} */
                        match: "contains" | "is" | "present";
                        /** @default  */
                        value?: string;
                        points: number;
                        reason: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        status: "draft" | "active" | "archived";
                        templateKey: string | null;
                        profile: {
                            /** @default [] */
                            industries: string[];
                            /** @default [] */
                            companySizes: string[];
                            /** @default [] */
                            locations: string[];
                            /** @default [] */
                            titles: string[];
                            /** @default [] */
                            seniorities: string[];
                            /** @default [] */
                            excludedIndustries: string[];
                            /** @default [] */
                            excludedTitles: string[];
                        };
                        personas: {
                            name: string;
                            /** @default [] */
                            titles: string[];
                            /** @default [] */
                            pains: string[];
                            /** @default [] */
                            priorities: string[];
                            /** @default [] */
                            objections: {
                                objection: string;
                                answer: string;
                            }[];
                            /** @default null */
                            sequenceId: string | null;
                        }[];
                        messaging: {
                            /** @default [] */
                            valuePropositions: string[];
                            /** @default [] */
                            proofPoints: string[];
                        };
                        scoringRules: {
                            /** @enum {string} */
                            attribute: "title" | "industry" | "companySize" | "location" | "status" | "email";
                            /** @enum {string} */
                            match: "contains" | "is" | "present";
                            /** @default  */
                            value: string;
                            points: number;
                            reason: string;
                        }[];
                        activatedAt: number | null;
                        createdAt: number;
                        updatedAt: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getGtmPlaybooksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        status: "draft" | "active" | "archived";
                        templateKey: string | null;
                        profile: {
                            /** @default [] */
                            industries: string[];
                            /** @default [] */
                            companySizes: string[];
                            /** @default [] */
                            locations: string[];
                            /** @default [] */
                            titles: string[];
                            /** @default [] */
                            seniorities: string[];
                            /** @default [] */
                            excludedIndustries: string[];
                            /** @default [] */
                            excludedTitles: string[];
                        };
                        personas: {
                            name: string;
                            /** @default [] */
                            titles: string[];
                            /** @default [] */
                            pains: string[];
                            /** @default [] */
                            priorities: string[];
                            /** @default [] */
                            objections: {
                                objection: string;
                                answer: string;
                            }[];
                            /** @default null */
                            sequenceId: string | null;
                        }[];
                        messaging: {
                            /** @default [] */
                            valuePropositions: string[];
                            /** @default [] */
                            proofPoints: string[];
                        };
                        scoringRules: {
                            /** @enum {string} */
                            attribute: "title" | "industry" | "companySize" | "location" | "status" | "email";
                            /** @enum {string} */
                            match: "contains" | "is" | "present";
                            /** @default  */
                            value: string;
                            points: number;
                            reason: string;
                        }[];
                        activatedAt: number | null;
                        createdAt: number;
                        updatedAt: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteGtmPlaybooksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchGtmPlaybooksId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    profile?: {
                        /** @default [] */
                        industries?: string[];
                        /** @default [] */
                        companySizes?: string[];
                        /** @default [] */
                        locations?: string[];
                        /** @default [] */
                        titles?: string[];
                        /** @default [] */
                        seniorities?: string[];
                        /** @default [] */
                        excludedIndustries?: string[];
                        /** @default [] */
                        excludedTitles?: string[];
                    };
                    personas?: {
                        name: string;
                        /** @default [] */
                        titles?: string[];
                        /** @default [] */
                        pains?: string[];
                        /** @default [] */
                        priorities?: string[];
                        /** @default [] */
                        objections?: {
                            objection: string;
                            answer: string;
                        }[];
                        /** @default null */
                        sequenceId?: string | null;
                    }[];
                    messaging?: {
                        /** @default [] */
                        valuePropositions?: string[];
                        /** @default [] */
                        proofPoints?: string[];
                    };
                    scoringRules?: {
                        /** @enum {string} */
                        attribute: "title" | "industry" | "companySize" | "location" | "status" | "email";
                        /** @enum {string} */
                        match: "contains" | "is" | "present";
                        /** @default  */
                        value?: string;
                        points: number;
                        reason: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        status: "draft" | "active" | "archived";
                        templateKey: string | null;
                        profile: {
                            /** @default [] */
                            industries: string[];
                            /** @default [] */
                            companySizes: string[];
                            /** @default [] */
                            locations: string[];
                            /** @default [] */
                            titles: string[];
                            /** @default [] */
                            seniorities: string[];
                            /** @default [] */
                            excludedIndustries: string[];
                            /** @default [] */
                            excludedTitles: string[];
                        };
                        personas: {
                            name: string;
                            /** @default [] */
                            titles: string[];
                            /** @default [] */
                            pains: string[];
                            /** @default [] */
                            priorities: string[];
                            /** @default [] */
                            objections: {
                                objection: string;
                                answer: string;
                            }[];
                            /** @default null */
                            sequenceId: string | null;
                        }[];
                        messaging: {
                            /** @default [] */
                            valuePropositions: string[];
                            /** @default [] */
                            proofPoints: string[];
                        };
                        scoringRules: {
                            /** @enum {string} */
                            attribute: "title" | "industry" | "companySize" | "location" | "status" | "email";
                            /** @enum {string} */
                            match: "contains" | "is" | "present";
                            /** @default  */
                            value: string;
                            points: number;
                            reason: string;
                        }[];
                        activatedAt: number | null;
                        createdAt: number;
                        updatedAt: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postGtmPlaybooksIdActivate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        status: "draft" | "active" | "archived";
                        templateKey: string | null;
                        profile: {
                            /** @default [] */
                            industries: string[];
                            /** @default [] */
                            companySizes: string[];
                            /** @default [] */
                            locations: string[];
                            /** @default [] */
                            titles: string[];
                            /** @default [] */
                            seniorities: string[];
                            /** @default [] */
                            excludedIndustries: string[];
                            /** @default [] */
                            excludedTitles: string[];
                        };
                        personas: {
                            name: string;
                            /** @default [] */
                            titles: string[];
                            /** @default [] */
                            pains: string[];
                            /** @default [] */
                            priorities: string[];
                            /** @default [] */
                            objections: {
                                objection: string;
                                answer: string;
                            }[];
                            /** @default null */
                            sequenceId: string | null;
                        }[];
                        messaging: {
                            /** @default [] */
                            valuePropositions: string[];
                            /** @default [] */
                            proofPoints: string[];
                        };
                        scoringRules: {
                            /** @enum {string} */
                            attribute: "title" | "industry" | "companySize" | "location" | "status" | "email";
                            /** @enum {string} */
                            match: "contains" | "is" | "present";
                            /** @default  */
                            value: string;
                            points: number;
                            reason: string;
                        }[];
                        activatedAt: number | null;
                        createdAt: number;
                        updatedAt: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postGtmPlaybooksIdStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "draft" | "active" | "archived";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        /** @enum {string} */
                        status: "draft" | "active" | "archived";
                        templateKey: string | null;
                        profile: {
                            /** @default [] */
                            industries: string[];
                            /** @default [] */
                            companySizes: string[];
                            /** @default [] */
                            locations: string[];
                            /** @default [] */
                            titles: string[];
                            /** @default [] */
                            seniorities: string[];
                            /** @default [] */
                            excludedIndustries: string[];
                            /** @default [] */
                            excludedTitles: string[];
                        };
                        personas: {
                            name: string;
                            /** @default [] */
                            titles: string[];
                            /** @default [] */
                            pains: string[];
                            /** @default [] */
                            priorities: string[];
                            /** @default [] */
                            objections: {
                                objection: string;
                                answer: string;
                            }[];
                            /** @default null */
                            sequenceId: string | null;
                        }[];
                        messaging: {
                            /** @default [] */
                            valuePropositions: string[];
                            /** @default [] */
                            proofPoints: string[];
                        };
                        scoringRules: {
                            /** @enum {string} */
                            attribute: "title" | "industry" | "companySize" | "location" | "status" | "email";
                            /** @enum {string} */
                            match: "contains" | "is" | "present";
                            /** @default  */
                            value: string;
                            points: number;
                            reason: string;
                        }[];
                        activatedAt: number | null;
                        createdAt: number;
                        updatedAt: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postGtmPlaybooksIdAudiencePreview: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    profile?: {
                        /** @default [] */
                        industries?: string[];
                        /** @default [] */
                        companySizes?: string[];
                        /** @default [] */
                        locations?: string[];
                        /** @default [] */
                        titles?: string[];
                        /** @default [] */
                        seniorities?: string[];
                        /** @default [] */
                        excludedIndustries?: string[];
                        /** @default [] */
                        excludedTitles?: string[];
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        companies: number;
                        prospects: number;
                        capped: boolean;
                        sample: {
                            id: string;
                            name: string;
                            title: string;
                            company: string;
                            score: number;
                            reasons: {
                                points: number;
                                reason: string;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getGtmPlaybooksIdPlayRuns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        runs: {
                            id: string;
                            /** @enum {string} */
                            trigger: "nightly";
                            day: string;
                            matched: number;
                            enrolled: number;
                            skipped: {
                                reason: string;
                                count: number;
                            }[];
                            ranAt: number;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProspectsIdScores: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        scores: {
                            playbookId: string;
                            playbookName: string;
                            score: number;
                            reasons: {
                                points: number;
                                reason: string;
                            }[];
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postProspectsIdEnrich: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description Fields to overwrite when the prospect already has a value; the others are filled only when empty
                     * @default []
                     */
                    overwrite?: ("firstName" | "lastName" | "phone" | "linkedinUrl" | "timeZone")[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        prospectId: string;
                        values: {
                            id: string;
                            /** @enum {string} */
                            field: "firstName" | "lastName" | "phone" | "linkedinUrl" | "timeZone" | "emailKind" | "companyDomain" | "companyName" | "seniority" | "department" | "phoneCountry" | "phoneLineType" | "emailPattern";
                            value: string;
                            source: string;
                            confidence: number;
                            /** @enum {string} */
                            status: "found" | "applied" | "dismissed";
                            applicable: boolean;
                            foundAt: string;
                            decidedAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postProspectsEnrich: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                    /**
                     * @description Fields to overwrite when the prospect already has a value; the others are filled only when empty
                     * @default []
                     */
                    overwrite?: ("firstName" | "lastName" | "phone" | "linkedinUrl" | "timeZone")[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        runId: string;
                        jobId: string;
                        total: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getEnrichmentRunsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "done";
                        total: number;
                        done: number;
                        createdAt: string;
                        finishedAt: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getProspectsIdEnrichment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        prospectId: string;
                        values: {
                            id: string;
                            /** @enum {string} */
                            field: "firstName" | "lastName" | "phone" | "linkedinUrl" | "timeZone" | "emailKind" | "companyDomain" | "companyName" | "seniority" | "department" | "phoneCountry" | "phoneLineType" | "emailPattern";
                            value: string;
                            source: string;
                            confidence: number;
                            /** @enum {string} */
                            status: "found" | "applied" | "dismissed";
                            applicable: boolean;
                            foundAt: string;
                            decidedAt: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postWriterDraft: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    goal: string;
                    /** @default 1 */
                    stepNumber?: number;
                    /**
                     * @default neutral
                     * @enum {string}
                     */
                    tone?: "neutral" | "warm" | "formal";
                    prospect?: {
                        /** @default  */
                        firstName?: string;
                        /** @default  */
                        lastName?: string;
                        /** @default  */
                        title?: string;
                        /** @default  */
                        companyName?: string;
                        /** @default  */
                        industry?: string;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subject: string;
                        subjectVariants: string[];
                        body: string;
                        writtenBy: string;
                        /** @default null */
                        agentVersionId: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getMailboxesInboxIdClass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        channel: "email";
                        id: string;
                        from: string;
                        fromName: string;
                        subject: string;
                        preview: string;
                        classification: string;
                        unread: boolean;
                        at: string;
                        outboxMessageId: string | null;
                        replyClass: {
                            /** @enum {string} */
                            class: "interested" | "meeting-request" | "not-now" | "not-interested" | "out-of-office" | "unsubscribe" | "wrong-person" | "bounce" | "other";
                            /** @enum {string} */
                            source: "rules" | "model" | "user";
                            reason: string;
                            resumeOn: string | null;
                            referral: {
                                name: string;
                                email: string;
                            } | null;
                            classifiedAt: string;
                        } | null;
                    } | {
                        /** @constant */
                        channel: "linkedin";
                        id: string;
                        name: string;
                        profileUrl: string;
                        prospect: {
                            id: string;
                            name: string;
                        } | null;
                        preview: string;
                        unread: boolean;
                        unreadCount: number;
                        at: string;
                        replyClass: {
                            /** @enum {string} */
                            class: "interested" | "meeting-request" | "not-now" | "not-interested" | "out-of-office" | "unsubscribe" | "wrong-person" | "bounce" | "other";
                            /** @enum {string} */
                            source: "rules" | "model" | "user";
                            reason: string;
                            resumeOn: string | null;
                            referral: {
                                name: string;
                                email: string;
                            } | null;
                            classifiedAt: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchMailboxesInboxIdClass: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    class: "interested" | "meeting-request" | "not-now" | "not-interested" | "out-of-office" | "unsubscribe" | "wrong-person" | "bounce" | "other";
                    resumeOn?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        channel: "email";
                        id: string;
                        from: string;
                        fromName: string;
                        subject: string;
                        preview: string;
                        classification: string;
                        unread: boolean;
                        at: string;
                        outboxMessageId: string | null;
                        replyClass: {
                            /** @enum {string} */
                            class: "interested" | "meeting-request" | "not-now" | "not-interested" | "out-of-office" | "unsubscribe" | "wrong-person" | "bounce" | "other";
                            /** @enum {string} */
                            source: "rules" | "model" | "user";
                            reason: string;
                            resumeOn: string | null;
                            referral: {
                                name: string;
                                email: string;
                            } | null;
                            classifiedAt: string;
                        } | null;
                    } | {
                        /** @constant */
                        channel: "linkedin";
                        id: string;
                        name: string;
                        profileUrl: string;
                        prospect: {
                            id: string;
                            name: string;
                        } | null;
                        preview: string;
                        unread: boolean;
                        unreadCount: number;
                        at: string;
                        replyClass: {
                            /** @enum {string} */
                            class: "interested" | "meeting-request" | "not-now" | "not-interested" | "out-of-office" | "unsubscribe" | "wrong-person" | "bounce" | "other";
                            /** @enum {string} */
                            source: "rules" | "model" | "user";
                            reason: string;
                            resumeOn: string | null;
                            referral: {
                                name: string;
                                email: string;
                            } | null;
                            classifiedAt: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminAiTrainingAgents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        agents: {
                            /** @enum {string} */
                            kind: "email-writer" | "reply-suggester" | "reply-classifier" | "call-script";
                            name: string;
                            hasRuntime: boolean;
                            publishedVersion: number | null;
                            draftVersion: number | null;
                        }[];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminAiTrainingAgentsKind: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "email-writer" | "reply-suggester" | "reply-classifier" | "call-script";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "email-writer" | "reply-suggester" | "reply-classifier" | "call-script";
                        name: string;
                        hasRuntime: boolean;
                        publishedVersion: number | null;
                        draftVersion: number | null;
                        versions: {
                            /** @default  */
                            instructions: string;
                            /**
                             * @default neutral
                             * @enum {string}
                             */
                            tone: "neutral" | "warm" | "formal";
                            /**
                             * @default [
                             *       "introduction",
                             *       "qualification",
                             *       "value",
                             *       "objections",
                             *       "close"
                             *     ]
                             */
                            stages: ("introduction" | "qualification" | "value" | "objections" | "close")[];
                            /**
                             * @default {
                             *       "bannedPhrases": [],
                             *       "maxWords": 200,
                             *       "maxLinks": 2
                             *     }
                             */
                            guardrails: {
                                /** @default [] */
                                bannedPhrases: string[];
                                /** @default 200 */
                                maxWords: number;
                                /** @default 2 */
                                maxLinks: number;
                            };
                            /**
                             * @default [
                             *       "product-fact",
                             *       "objection-answer",
                             *       "forbidden-claim"
                             *     ]
                             */
                            knowledgeKinds: ("product-fact" | "objection-answer" | "forbidden-claim")[];
                            id: string;
                            /** @enum {string} */
                            agent: "email-writer" | "reply-suggester" | "reply-classifier" | "call-script";
                            number: number;
                            /** @enum {string} */
                            status: "draft" | "published" | "retired";
                            createdAt: string;
                            publishedAt: string | null;
                            lastEvaluation: {
                                id: string;
                                passed: boolean;
                                failed: number;
                                ranAt: string;
                            } | null;
                        }[];
                        audit: {
                            id: string;
                            versionId: string;
                            versionNumber: number;
                            /** @enum {string} */
                            action: "publish" | "publish-with-override" | "rollback";
                            actorEmail: string;
                            reason: string | null;
                            at: string;
                        }[];
                        runtimeLabel: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAdminAiTrainingAgentsKindVersions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                kind: "email-writer" | "reply-suggester" | "reply-classifier" | "call-script";
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @default  */
                        instructions: string;
                        /**
                         * @default neutral
                         * @enum {string}
                         */
                        tone: "neutral" | "warm" | "formal";
                        /**
                         * @default [
                         *       "introduction",
                         *       "qualification",
                         *       "value",
                         *       "objections",
                         *       "close"
                         *     ]
                         */
                        stages: ("introduction" | "qualification" | "value" | "objections" | "close")[];
                        /**
                         * @default {
                         *       "bannedPhrases": [],
                         *       "maxWords": 200,
                         *       "maxLinks": 2
                         *     }
                         */
                        guardrails: {
                            /** @default [] */
                            bannedPhrases: string[];
                            /** @default 200 */
                            maxWords: number;
                            /** @default 2 */
                            maxLinks: number;
                        };
                        /**
                         * @default [
                         *       "product-fact",
                         *       "objection-answer",
                         *       "forbidden-claim"
                         *     ]
                         */
                        knowledgeKinds: ("product-fact" | "objection-answer" | "forbidden-claim")[];
                        id: string;
                        /** @enum {string} */
                        agent: "email-writer" | "reply-suggester" | "reply-classifier" | "call-script";
                        number: number;
                        /** @enum {string} */
                        status: "draft" | "published" | "retired";
                        createdAt: string;
                        publishedAt: string | null;
                        lastEvaluation: {
                            id: string;
                            passed: boolean;
                            failed: number;
                            ranAt: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteAdminAiTrainingVersionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchAdminAiTrainingVersionsId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    instructions?: string;
                    /** @enum {string} */
                    tone?: "neutral" | "warm" | "formal";
                    stages?: ("introduction" | "qualification" | "value" | "objections" | "close")[];
                    guardrails?: {
                        /** @default [] */
                        bannedPhrases?: string[];
                        /** @default 200 */
                        maxWords?: number;
                        /** @default 2 */
                        maxLinks?: number;
                    };
                    knowledgeKinds?: ("product-fact" | "objection-answer" | "forbidden-claim")[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @default  */
                        instructions: string;
                        /**
                         * @default neutral
                         * @enum {string}
                         */
                        tone: "neutral" | "warm" | "formal";
                        /**
                         * @default [
                         *       "introduction",
                         *       "qualification",
                         *       "value",
                         *       "objections",
                         *       "close"
                         *     ]
                         */
                        stages: ("introduction" | "qualification" | "value" | "objections" | "close")[];
                        /**
                         * @default {
                         *       "bannedPhrases": [],
                         *       "maxWords": 200,
                         *       "maxLinks": 2
                         *     }
                         */
                        guardrails: {
                            /** @default [] */
                            bannedPhrases: string[];
                            /** @default 200 */
                            maxWords: number;
                            /** @default 2 */
                            maxLinks: number;
                        };
                        /**
                         * @default [
                         *       "product-fact",
                         *       "objection-answer",
                         *       "forbidden-claim"
                         *     ]
                         */
                        knowledgeKinds: ("product-fact" | "objection-answer" | "forbidden-claim")[];
                        id: string;
                        /** @enum {string} */
                        agent: "email-writer" | "reply-suggester" | "reply-classifier" | "call-script";
                        number: number;
                        /** @enum {string} */
                        status: "draft" | "published" | "retired";
                        createdAt: string;
                        publishedAt: string | null;
                        lastEvaluation: {
                            id: string;
                            passed: boolean;
                            failed: number;
                            ranAt: string;
                        } | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAdminAiTrainingVersionsIdEvaluations: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        versionId: string;
                        passed: boolean;
                        results: {
                            caseId: string;
                            name: string;
                            passed: boolean;
                            failures: string[];
                            output: string;
                        }[];
                        ranAt: string;
                        runtimeLabel: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminAiTrainingVersionsIdEvaluation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        versionId: string;
                        passed: boolean;
                        results: {
                            caseId: string;
                            name: string;
                            passed: boolean;
                            failures: string[];
                            output: string;
                        }[];
                        ranAt: string;
                        runtimeLabel: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminAiTrainingVersionsIdOutputs: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        versionId: string;
                        counts: {
                            /** @enum {string} */
                            kind: "email-reply-class" | "linkedin-reply-class" | "dialer-session" | "call-opener" | "reviewed-draft";
                            count: number;
                        }[];
                        total: number;
                        outputs: {
                            id: string;
                            /** @enum {string} */
                            kind: "email-reply-class" | "linkedin-reply-class" | "dialer-session" | "call-opener" | "reviewed-draft";
                            what: string;
                            prospectName: string | null;
                            ownerEmail: string | null;
                            at: number;
                            link: string | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAdminAiTrainingVersionsIdPublish: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    override?: {
                        reason: string;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        evaluationId: string;
                        passed: boolean;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAdminAiTrainingAgentsKindRollback: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                kind: "email-writer" | "reply-suggester" | "reply-classifier" | "call-script";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    versionId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        published: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminAiTrainingKnowledge: {
        parameters: {
            query?: {
                q?: string;
                kind?: "product-fact" | "objection-answer" | "forbidden-claim";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            /** @enum {string} */
                            kind: "product-fact" | "objection-answer" | "forbidden-claim";
                            title: string;
                            /** @default  */
                            body: string;
                            id: string;
                            createdAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAdminAiTrainingKnowledge: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "product-fact" | "objection-answer" | "forbidden-claim";
                    title: string;
                    /** @default  */
                    body?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        kind: "product-fact" | "objection-answer" | "forbidden-claim";
                        title: string;
                        /** @default  */
                        body: string;
                        id: string;
                        createdAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAdminAiTrainingKnowledgeImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    kind: "product-fact" | "objection-answer" | "forbidden-claim";
                    files: {
                        name: string;
                        content: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        imported: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteAdminAiTrainingKnowledgeId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminAiTrainingAgentsKindCases: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                kind: "email-writer" | "reply-suggester" | "reply-classifier" | "call-script";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cases: {
                            /** @enum {string} */
                            agent: "email-writer" | "reply-suggester" | "reply-classifier" | "call-script";
                            name: string;
                            input: string;
                            /** @default  */
                            companyName: string;
                            /** @default  */
                            firstName: string;
                            /**
                             * @default {
                             *       "mustMention": [],
                             *       "mustNotMention": [],
                             *       "noPlaceholders": true,
                             *       "maxWords": null,
                             *       "expectedLabel": null,
                             *       "unexpectedLabel": null
                             *     }
                             */
                            checks: {
                                /** @default [] */
                                mustMention: string[];
                                /** @default [] */
                                mustNotMention: string[];
                                /** @default true */
                                noPlaceholders: boolean;
                                /** @default null */
                                maxWords: number | null;
                                /** @default null */
                                expectedLabel: string | null;
                                /** @default null */
                                unexpectedLabel: string | null;
                            };
                            id: string;
                            builtIn: boolean;
                            /** @default null */
                            exampleId: string | null;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAdminAiTrainingCases: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    agent: "email-writer" | "reply-suggester" | "reply-classifier" | "call-script";
                    name: string;
                    input: string;
                    /** @default  */
                    companyName?: string;
                    /** @default  */
                    firstName?: string;
                    /**
                     * @default {
                     *       "mustMention": [],
                     *       "mustNotMention": [],
                     *       "noPlaceholders": true,
                     *       "maxWords": null,
                     *       "expectedLabel": null,
                     *       "unexpectedLabel": null
                     *     }
                     */
                    checks?: {
                        /** @default [] */
                        mustMention?: string[];
                        /** @default [] */
                        mustNotMention?: string[];
                        /** @default true */
                        noPlaceholders?: boolean;
                        /** @default null */
                        maxWords?: number | null;
                        /** @default null */
                        expectedLabel?: string | null;
                        /** @default null */
                        unexpectedLabel?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        agent: "email-writer" | "reply-suggester" | "reply-classifier" | "call-script";
                        name: string;
                        input: string;
                        /** @default  */
                        companyName: string;
                        /** @default  */
                        firstName: string;
                        /**
                         * @default {
                         *       "mustMention": [],
                         *       "mustNotMention": [],
                         *       "noPlaceholders": true,
                         *       "maxWords": null,
                         *       "expectedLabel": null,
                         *       "unexpectedLabel": null
                         *     }
                         */
                        checks: {
                            /** @default [] */
                            mustMention: string[];
                            /** @default [] */
                            mustNotMention: string[];
                            /** @default true */
                            noPlaceholders: boolean;
                            /** @default null */
                            maxWords: number | null;
                            /** @default null */
                            expectedLabel: string | null;
                            /** @default null */
                            unexpectedLabel: string | null;
                        };
                        id: string;
                        builtIn: boolean;
                        /** @default null */
                        exampleId: string | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteAdminAiTrainingCasesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminAiTrainingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reviewWaitWarningHours: number;
                        updatedByEmail: string | null;
                        updatedAt: number | null;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchAdminAiTrainingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    reviewWaitWarningHours?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reviewWaitWarningHours: number;
                        updatedByEmail: string | null;
                        updatedAt: number | null;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminAiTrainingReview: {
        parameters: {
            query?: {
                status?: "pending" | "approved" | "rejected";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        drafts: {
                            id: string;
                            /** @enum {string} */
                            status: "pending" | "approved" | "rejected";
                            sequenceId: string;
                            sequenceName: string;
                            stepPosition: number;
                            enrollmentId: string;
                            prospectName: string;
                            prospectEmail: string;
                            agentVersionId: string | null;
                            agentVersionNumber: number | null;
                            draftSubject: string;
                            draftBody: string;
                            subject: string;
                            body: string;
                            editSize: number;
                            blockedReasons: string[];
                            rejectReason: string | null;
                            reviewerEmail: string | null;
                            reviewedAt: number | null;
                            messageId: string | null;
                            sentAt: number | null;
                            createdAt: number;
                            overdue: boolean;
                        }[];
                        waitWarningHours: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminAiTrainingReviewId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        sequenceId: string;
                        sequenceName: string;
                        stepPosition: number;
                        enrollmentId: string;
                        prospectName: string;
                        prospectEmail: string;
                        agentVersionId: string | null;
                        agentVersionNumber: number | null;
                        draftSubject: string;
                        draftBody: string;
                        subject: string;
                        body: string;
                        editSize: number;
                        blockedReasons: string[];
                        rejectReason: string | null;
                        reviewerEmail: string | null;
                        reviewedAt: number | null;
                        messageId: string | null;
                        sentAt: number | null;
                        createdAt: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchAdminAiTrainingReviewId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    subject: string;
                    body: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        sequenceId: string;
                        sequenceName: string;
                        stepPosition: number;
                        enrollmentId: string;
                        prospectName: string;
                        prospectEmail: string;
                        agentVersionId: string | null;
                        agentVersionNumber: number | null;
                        draftSubject: string;
                        draftBody: string;
                        subject: string;
                        body: string;
                        editSize: number;
                        blockedReasons: string[];
                        rejectReason: string | null;
                        reviewerEmail: string | null;
                        reviewedAt: number | null;
                        messageId: string | null;
                        sentAt: number | null;
                        createdAt: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAdminAiTrainingReviewIdApprove: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    subject?: string;
                    body?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        sequenceId: string;
                        sequenceName: string;
                        stepPosition: number;
                        enrollmentId: string;
                        prospectName: string;
                        prospectEmail: string;
                        agentVersionId: string | null;
                        agentVersionNumber: number | null;
                        draftSubject: string;
                        draftBody: string;
                        subject: string;
                        body: string;
                        editSize: number;
                        blockedReasons: string[];
                        rejectReason: string | null;
                        reviewerEmail: string | null;
                        reviewedAt: number | null;
                        messageId: string | null;
                        sentAt: number | null;
                        createdAt: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAdminAiTrainingReviewIdReject: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        sequenceId: string;
                        sequenceName: string;
                        stepPosition: number;
                        enrollmentId: string;
                        prospectName: string;
                        prospectEmail: string;
                        agentVersionId: string | null;
                        agentVersionNumber: number | null;
                        draftSubject: string;
                        draftBody: string;
                        subject: string;
                        body: string;
                        editSize: number;
                        blockedReasons: string[];
                        rejectReason: string | null;
                        reviewerEmail: string | null;
                        reviewedAt: number | null;
                        messageId: string | null;
                        sentAt: number | null;
                        createdAt: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAdminAiTrainingReviewIdRegenerate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @default  */
                    instruction?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "pending" | "approved" | "rejected";
                        sequenceId: string;
                        sequenceName: string;
                        stepPosition: number;
                        enrollmentId: string;
                        prospectName: string;
                        prospectEmail: string;
                        agentVersionId: string | null;
                        agentVersionNumber: number | null;
                        draftSubject: string;
                        draftBody: string;
                        subject: string;
                        body: string;
                        editSize: number;
                        blockedReasons: string[];
                        rejectReason: string | null;
                        reviewerEmail: string | null;
                        reviewedAt: number | null;
                        messageId: string | null;
                        sentAt: number | null;
                        createdAt: number;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getAdminAiTrainingExamples: {
        parameters: {
            query?: {
                agent?: "email-writer" | "reply-suggester" | "reply-classifier" | "call-script";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        examples: {
                            /** @enum {string} */
                            agent: "email-writer" | "reply-suggester" | "reply-classifier" | "call-script";
                            /** @enum {string} */
                            label: "good" | "bad";
                            input: string;
                            output: string;
                            /** @default  */
                            note: string;
                            /** @default [] */
                            mentions: string[];
                            id: string;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAdminAiTrainingExamples: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    agent: "email-writer" | "reply-suggester" | "reply-classifier" | "call-script";
                    /** @enum {string} */
                    label: "good" | "bad";
                    input: string;
                    output: string;
                    /** @default  */
                    note?: string;
                    /** @default [] */
                    mentions?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        agent: "email-writer" | "reply-suggester" | "reply-classifier" | "call-script";
                        /** @enum {string} */
                        label: "good" | "bad";
                        input: string;
                        output: string;
                        /** @default  */
                        note: string;
                        /** @default [] */
                        mentions: string[];
                        id: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAdminAiTrainingExamplesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        agent: "email-writer" | "reply-suggester" | "reply-classifier" | "call-script";
                        /** @enum {string} */
                        label: "good" | "bad";
                        input: string;
                        output: string;
                        /** @default  */
                        note: string;
                        /** @default [] */
                        mentions: string[];
                        id: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteAdminAiTrainingExamplesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        deleted: true;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    patchAdminAiTrainingExamplesId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    label?: "good" | "bad";
                    input?: string;
                    output?: string;
                    note?: string;
                    mentions?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        agent: "email-writer" | "reply-suggester" | "reply-classifier" | "call-script";
                        /** @enum {string} */
                        label: "good" | "bad";
                        input: string;
                        output: string;
                        /** @default  */
                        note: string;
                        /** @default [] */
                        mentions: string[];
                        id: string;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                    timeZone?: string;
                    signInLink?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            email: string;
                            name: string;
                            bio: string;
                            companyName: string;
                            location: string;
                            image: string | null;
                            /** @enum {string} */
                            role: "Free" | "Starter" | "Premium" | "Pro" | "Admin";
                            /** @enum {string} */
                            tier: "Free" | "Starter" | "Premium" | "Pro";
                            /** @enum {string} */
                            plan: "Free" | "Starter" | "Premium" | "Pro";
                            trialEndDate: string | null;
                            isDeactivated: boolean;
                            hasAccess: boolean | null;
                            theme: ("light" | "dark") | null;
                            emailVerified: boolean;
                        };
                    } | {
                        /** @constant */
                        twoFactorRequired: true;
                        challengeToken: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAuthTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    challengeToken: string;
                    code?: string;
                    recoveryCode?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            email: string;
                            name: string;
                            bio: string;
                            companyName: string;
                            location: string;
                            image: string | null;
                            /** @enum {string} */
                            role: "Free" | "Starter" | "Premium" | "Pro" | "Admin";
                            /** @enum {string} */
                            tier: "Free" | "Starter" | "Premium" | "Pro";
                            /** @enum {string} */
                            plan: "Free" | "Starter" | "Premium" | "Pro";
                            trialEndDate: string | null;
                            isDeactivated: boolean;
                            hasAccess: boolean | null;
                            theme: ("light" | "dark") | null;
                            emailVerified: boolean;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        ok: true;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAuthSignUp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: email */
                    email: string;
                    password: string;
                    confirmPassword: string;
                    timeZone?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAuthVerifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAuthVerifyEmailResend: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same body answers the first request's result again for 24 hours (marked `Idempotent-Replayed: true`) instead of running it twice; the same key with another body is 422; while the first request still runs, 409. Keys belong to the API key or the signed-in person that sent them. A request refused for its input, a gate or a rate limit, or failing with a 5xx, keeps nothing, so it can be retried with the same key. */
                "Idempotency-Key"?: components["parameters"]["Idempotency-Key"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            413: components["responses"]["ContentTooLarge"];
            422: components["responses"]["UnprocessableContent"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAuthForgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postAuthResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                    confirmPassword: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: string;
                            email: string;
                            name: string;
                            bio: string;
                            companyName: string;
                            location: string;
                            image: string | null;
                            /** @enum {string} */
                            role: "Free" | "Starter" | "Premium" | "Pro" | "Admin";
                            /** @enum {string} */
                            tier: "Free" | "Starter" | "Premium" | "Pro";
                            /** @enum {string} */
                            plan: "Free" | "Starter" | "Premium" | "Pro";
                            trialEndDate: string | null;
                            isDeactivated: boolean;
                            hasAccess: boolean | null;
                            theme: ("light" | "dark") | null;
                            emailVerified: boolean;
                        };
                    } | {
                        /** @constant */
                        twoFactorRequired: true;
                        challengeToken: string;
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["ContentTooLarge"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    postApiUnsubscribeToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The token of the List-Unsubscribe link */
                token: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    "List-Unsubscribe"?: "One-Click";
                };
            };
        };
        responses: {
            /** @description Unsubscribed: a page that says so */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The link is not valid (changed or incomplete) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The request body is too large (more than 4 KB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
}

/** How openapi-fetch reads each file download, from the media types the document gives it. */
export const parseAsOf = {
  "/api/companies/export.csv": {
    "get": "text"
  },
  "/api/prospects/export.csv": {
    "get": "text"
  },
  "/api/linkedin/analytics.csv": {
    "get": "text"
  },
  "/api/chat-export/download": {
    "post": "blob",
    "get": "blob"
  },
  "/api/voices/{id}/preview": {
    "post": "blob"
  },
  "/api/dialer/twilio/voice": {
    "post": "text"
  },
  "/api/dialer/voicemail-audio/{token}": {
    "get": "blob"
  },
  "/api/unsubscribe/{token}": {
    "post": "text"
  }
} as const;
