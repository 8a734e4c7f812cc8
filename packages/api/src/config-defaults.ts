// What the server's environment parsing needs from the API, without loading the API (`@leadpath/api/config-defaults`).
export { DEFAULT_PRICE_IDS } from './billing/price-ids.ts';
export {
  ACCOUNT_MAILS_PER_IP_PER_HOUR,
  DEFAULT_REQUEST_RATE_LIMITS,
  type RequestRateLimits,
  SIGN_UPS_PER_IP_PER_HOUR,
} from './limits/limit-defaults.ts';
