/** Business constants and limits of spec section 9. */
export const APP_VERSION = '2.2.2';
export const BRAND_COLOUR = '#0e7706';
export const PRODUCT_NAME = 'VitalReg';
export const PRODUCT_TITLE = 'National Civil Registration';

export const NIN_LENGTH = 11;
export const TRACKING_ID_LENGTH = 15;
export const PHONE_MIN_DIGITS = 11;
export const PHONE_MAX_DIGITS = 15;
export const TEXT_MAX_LENGTH = 200;

export const MOTHER_AGE = { min: 9, max: 60 } as const;
export const FATHER_AGE = { min: 10, max: 90 } as const;
export const ATTESTATION_MIN_AGE = 18;
/** Default applicant date of birth: this many years before today. */
export const DEFAULT_APPLICANT_AGE_YEARS = 18;

export const IMAGE_MAX_SIZE_MB = 2;
export const IMAGE_MAX_DIMENSION_PX = 800;
export const IMAGE_COMPRESSION = {
  maxIteration: 10,
  jpegQualityStep: 0.95,
  pngQualityStep: 0.85,
} as const;

export const LATE_REGISTRATION_DAYS = 8;
export const LATE_REGISTRATION_YEARS = 5;

export const NIGERIA_COUNTRY_CODE = 63;
export const NIGERIA_PHONE_PREFIX = '234';

export const UPDATE_RELOAD_DELAY_MS = 1000;
export const TOAST_DURATION_MS = 5000;
export const COPIED_DURATION_MS = 2000;

export const SWIPE_DRAWER = {
  swipeAreaWidth: 20,
  hysteresis: 0.52,
  minFlingVelocity: 450,
} as const;

/** Data fetching (spec section 7). */
export const QUERY_RETRIES = 3;
export const MUTATION_RETRIES = 0;
export const RETRY_BASE_DELAY_MS = 1000;
export const RETRY_MAX_DELAY_MS = 30_000;
export const QUERY_CACHE_MS = 5 * 60 * 1000;

export function retryDelay(attempt: number): number {
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** attempt, RETRY_MAX_DELAY_MS);
}

/**
 * The largest id a PostgreSQL integer column holds (centres, states, LGAs, users): request
 * schemas refuse a larger one themselves, so it never reaches the database as an error.
 */
export const DATABASE_INTEGER_MAX = 2_147_483_647;

/** A name at the start of a sentence: "birth registration" -> "Birth registration". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
