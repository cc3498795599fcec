/** Where the e2e servers listen (playwright.config.ts starts them). */
export const PORTAL_URL = "http://localhost:3100";
export const DEAD_PROVIDER_PORTAL_URL = "http://localhost:3102";
export const STAFF_API_URL = "http://127.0.0.1:3101";
export const STAFF_API_KEY = "test-staff-key";
