export const AGENCY_MAX = 200;
