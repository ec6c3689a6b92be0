/**
 * The consent and email-fallback tests' build: the .us site again, as a host without functions
 * would serve it, with a test measurement id and no forms endpoint. A full `npm run build` never
 * makes it, so the real builds never carry the test settings.
 */
export const TEST_ANALYTICS_ID = "G-TEST0000";
/**
 * Outside build/, which each full build replaces whole, so that building the site again leaves it.
 */
export const VARIANT_DIR = "build-variants/analytics-test";
export const VARIANT_ENV = { ANALYTICS_ID: TEST_ANALYTICS_ID, LEADS_ENDPOINT: "" };
/** `npm run build` for the .us domain alone, into VARIANT_DIR. */
export const VARIANT_BUILD_COMMAND = `npm run --silent build -- us --out ${VARIANT_DIR}`;

/**
 * Set by `npm test` when it has built the variant before the browser tests; otherwise Playwright
 * builds it while it starts the servers, and every test waits for that build.
 */
export const VARIANT_BUILT_ENV = "TRACKER_E2E_VARIANT_BUILT";
