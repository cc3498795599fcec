import { MAX_APPLICANTS } from "~/domain/limits";

/** How many more people may join an application that already has `applicantCount` applicants. */
export function placesLeft(applicantCount: number): number {
  return Math.max(0, MAX_APPLICANTS - applicantCount);
}
